// Package procinfo reads the machine facts serbench needs from /proc: a
// package of its own so that a lean timing worker, which sets its memory
// limit from the machine's memory, links this and not the results format.
package procinfo

import (
	"bufio"
	"os"
	"strconv"
	"strings"
)

// Field returns the value of key in a "key: value" file such as
// /proc/meminfo, trimmed, or "" when the file or the key is missing.
func Field(path, key string) string {
	f, err := os.Open(path)
	if err != nil {
		return ""
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		k, v, ok := strings.Cut(sc.Text(), ":")
		if ok && strings.TrimSpace(k) == key {
			return strings.TrimSpace(v)
		}
	}
	return ""
}

// PhysicalMemory is the machine's memory in bytes, or 0 when unknown.
func PhysicalMemory() uint64 { return meminfo("MemTotal") }

// AvailableMemory is the memory the kernel can still give processes
// without swapping (MemAvailable), in bytes, or 0 when unknown.
func AvailableMemory() uint64 { return meminfo("MemAvailable") }

// PeakRSS is the most memory process pid has held at once (VmHWM, its
// resident set's high-water mark), in bytes, or 0 when unknown (not Linux,
// or the process is gone).
func PeakRSS(pid int) uint64 {
	return kilobytes(Field("/proc/"+strconv.Itoa(pid)+"/status", "VmHWM"))
}

func meminfo(key string) uint64 { return kilobytes(Field("/proc/meminfo", key)) }

// kilobytes reads a /proc value such as "868292 kB" as bytes; 0 when it
// is not one.
func kilobytes(v string) uint64 {
	kb, err := strconv.ParseUint(strings.TrimSuffix(v, " kB"), 10, 64)
	if err != nil {
		return 0
	}
	return kb << 10
}
