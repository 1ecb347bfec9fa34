// Package sandbox is what serbench's probing workers (hostile input,
// conformance) share about a worker process whose code may die: the limits
// a worker sets on itself, so that a decoder asking for gigabytes kills the
// worker and not the machine, and how the parent reads why a worker died.
package sandbox

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"syscall"
)

// LimitMemory caps the calling process: a soft heap limit of memCap, so
// that the collector works hard before the heap nears it, and a hard limit
// on the address space of what the process maps now plus memCap, so that a
// decoder asking for gigabytes gets the runtime's out-of-memory fatal error
// in this worker instead of taking the machine's memory. The hard limit is
// relative because the Go runtime and some codecs (sonic's JIT) reserve
// address space they never touch.
func LimitMemory(memCap int64) error {
	debug.SetMemoryLimit(memCap)
	vm, err := virtualSize()
	if err != nil {
		return err
	}
	lim := uint64(vm) + uint64(memCap)
	return syscall.Setrlimit(syscall.RLIMIT_AS, &syscall.Rlimit{Cur: lim, Max: lim})
}

// virtualSize is the process's mapped address space (VmSize).
func virtualSize() (int64, error) {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0, fmt.Errorf("address space: %w", err)
	}
	for l := range strings.SplitSeq(string(b), "\n") {
		if rest, ok := strings.CutPrefix(l, "VmSize:"); ok {
			kb, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			if err != nil {
				return 0, fmt.Errorf("address space: %q: %w", l, err)
			}
			return kb << 10, nil
		}
	}
	return 0, errors.New("address space: no VmSize in /proc/self/status")
}

// StderrLog keeps the first and the last bytes of a worker's stderr: the
// runtime's fatal error comes first, before a stack trace that may run to
// megabytes (a stack overflow's), and an exit's message last.
type StderrLog struct {
	head, tail bytes.Buffer
	Max        int // bytes kept at each end
}

func (t *StderrLog) Write(p []byte) (int, error) {
	if room := t.Max - t.head.Len(); room > 0 {
		t.head.Write(p[:min(room, len(p))])
	}
	t.tail.Write(p)
	if extra := t.tail.Len() - t.Max; extra > 0 {
		t.tail.Next(extra)
	}
	return len(p), nil
}

func (t *StderrLog) String() string { return t.head.String() + "\n" + t.tail.String() }

// Reason picks the line of a dead worker's stderr that says why it died:
// the runtime's fatal error, or the first line.
func Reason(stderr string) string {
	lines := strings.Split(strings.TrimSpace(stderr), "\n")
	for _, l := range lines {
		if strings.HasPrefix(l, "fatal error:") || strings.HasPrefix(l, "runtime:") || strings.HasPrefix(l, "panic:") {
			return Clip(l, 200)
		}
	}
	for _, l := range lines {
		if l = strings.TrimSpace(l); l != "" {
			return Clip(l, 200)
		}
	}
	return ""
}

// Clip cuts s to n bytes, marking the cut.
func Clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}

// PanicDetail is a recovered panic's value and the first frames of its
// stack below the runtime's panic machinery: where the code failed. Call it
// from the deferred function that recovered r.
func PanicDetail(r any) string {
	var frames []string
	pcs := make([]uintptr, 32)
	n := runtime.Callers(3, pcs) // runtime.Callers, PanicDetail, the deferred function
	fr := runtime.CallersFrames(pcs[:n])
	for {
		f, more := fr.Next()
		if !strings.HasPrefix(f.Function, "runtime.") {
			frames = append(frames, f.Function)
		}
		if len(frames) == 4 || !more {
			break
		}
	}
	return Clip(fmt.Sprint(r), 200) + " at " + strings.Join(frames, " < ")
}
