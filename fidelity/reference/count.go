package reference

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/serbench/serbench/internal/valgrind"
)

// Collector is how a counted run of a plain program collects its
// garbage. Either way no collection's work goes by the clock, which
// valgrind runs 15-50 times slow: with the runtime's concurrent marking
// the share of protojson's encode spent collecting moved by 4-7% between
// two counts.
type Collector int

const (
	// NoCollection runs with GOGC=off: the ops' own instructions, and no
	// collection but the program's own after its loop.
	NoCollection Collector = iota
	// StoppedPacer collects where the runtime's pacer starts a cycle
	// (GOGC as the environment says, 100 unless it says otherwise), each
	// marked with the world stopped (GODEBUG=gcstoptheworld=1) and swept
	// as the pacer's are, by the allocations that reuse the spans, and
	// counts those collections (GODEBUG=gctrace=1). Swept with the world
	// stopped too (gcstoptheworld=2), the empty spans would go back to
	// the page heap, whose scavenger returns them to the system by the
	// clock, and their pages come back zeroed by the kernel, uncounted:
	// boutique/sample's decode then spent 28 instructions an op zeroing
	// memory where serbench's worker spends 276.
	StoppedPacer
)

func (c Collector) String() string {
	if c == NoCollection {
		return "GOGC=off"
	}
	return "paced, the marking with the world stopped"
}

// Counted is one counted run of a program.
type Counted struct {
	Instructions uint64
	// GCs is how many collections the pacer started in the run, not
	// counting those the program forced (testing's before the benchmark,
	// the plain program's after its loop).
	GCs int
}

// CountBench runs benchmark bench (its whole name, Benchmark...) of the
// test program bin for n ops (-test.benchtime Nx, -test.cpu 1) under
// valgrind's callgrind, with env added to the environment, and returns
// the instructions of the whole run: per op, the difference of two runs
// of different n is the program's. The program makes no client
// requests: it is the program a user runs. Asynchronous preemption is
// off (valgrind.Env), and memory profiling too (memprofilerate=0): a
// test program links testing's profiler and samples an allocation every
// 512 KiB at random, each sample a stack walk, 1.2% of gob's decode of
// 5,000 transactions, while serbench's workers link no profiler, so that
// their runtime samples nothing.
func CountBench(valgrindPath, bin, bench string, n int, col Collector, env []string) (Counted, error) {
	dir, err := os.MkdirTemp("", "serbench-plain-callgrind-")
	if err != nil {
		return Counted{}, fmt.Errorf("plain program under valgrind: %w", err)
	}
	defer os.RemoveAll(dir)
	out := filepath.Join(dir, "callgrind.out")
	args := append(valgrind.CountArgs(out), bin, "-test.run", "^$", "-test.bench", "^"+bench+"$",
		"-test.cpu", "1", "-test.benchtime", strconv.Itoa(n)+"x")
	cmd := exec.Command(valgrindPath, args...)
	cmd.Env = countEnv(append(os.Environ(), env...), col)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		return Counted{}, fmt.Errorf("%s under valgrind (%s, %d ops): %w: %s%s", filepath.Base(bin), col, n, err,
			bytes.TrimSpace(stdout.Bytes()), lastLines(stderr.Bytes(), 5))
	}
	if !bytes.Contains(stdout.Bytes(), []byte(bench)) {
		return Counted{}, fmt.Errorf("%s under valgrind: no benchmark %s ran: %s", filepath.Base(bin), bench, bytes.TrimSpace(stdout.Bytes()))
	}
	total, err := valgrind.ReadTotal(out)
	if err != nil {
		return Counted{}, fmt.Errorf("%s under valgrind: %w", filepath.Base(bin), err)
	}
	return Counted{Instructions: total, GCs: paced(stderr.Bytes())}, nil
}

// Count runs a built plain program (Build) on the messages in dataFile,
// as CountBench does.
func Count(valgrindPath, bin, dataFile string, n int, col Collector) (Counted, error) {
	return CountBench(valgrindPath, bin, "Benchmark"+BenchName, n, col, []string{DataEnv + "=" + dataFile})
}

// countEnv is env for a counted run with col: GOGC and GODEBUG set, the
// rest as it is.
func countEnv(env []string, col Collector) []string {
	out := make([]string, 0, len(env)+2)
	godebug := ""
	for _, kv := range env {
		switch {
		case strings.HasPrefix(kv, "GODEBUG="):
			godebug = strings.TrimPrefix(kv, "GODEBUG=")
		case strings.HasPrefix(kv, "GOGC=") && col == NoCollection:
		default:
			out = append(out, kv)
		}
	}
	settings := "memprofilerate=0"
	if col == NoCollection {
		out = append(out, "GOGC=off")
	} else {
		settings += ",gcstoptheworld=1,gctrace=1"
	}
	if godebug != "" {
		settings = godebug + "," + settings
	}
	return valgrind.Env(append(out, "GODEBUG="+settings))
}

// paced counts the collections that gctrace's lines in a run's standard
// error report, less those the program forced.
func paced(stderr []byte) int {
	n := 0
	sc := bufio.NewScanner(bytes.NewReader(stderr))
	for sc.Scan() {
		if line := sc.Text(); strings.HasPrefix(line, "gc ") && !strings.HasSuffix(line, "(forced)") {
			n++
		}
	}
	return n
}

// lastLines is the end of a program's standard error, for an error.
func lastLines(b []byte, n int) string {
	lines := strings.Split(string(bytes.TrimSpace(b)), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	if len(lines) == 1 && lines[0] == "" {
		return ""
	}
	return "\n" + strings.Join(lines, "\n")
}
