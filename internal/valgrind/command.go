package valgrind

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
)

// Package is the Debian package that installs valgrind.
const Package = "valgrind"

// Find returns the path of valgrind on PATH, or an error that names the
// package to install.
func Find() (string, error) {
	path, err := exec.LookPath("valgrind")
	if err != nil {
		return "", fmt.Errorf("valgrind is not on PATH: install Debian's %s package (apt-get install %s)", Package, Package)
	}
	return path, nil
}

// Version is what valgrind at path says of its version (valgrind-3.19.0).
func Version(path string) (string, error) {
	out, err := exec.Command(path, "--version").Output()
	if err != nil {
		return "", fmt.Errorf("valgrind --version: %w", err)
	}
	return strings.TrimSpace(string(out)), nil
}

// Args are the valgrind arguments, before the program and its own, that
// run it under callgrind with instrumentation and the collection of
// counts off until the program asks (StartInstrumentation,
// ToggleCollect), writing each DumpAt to out.1, out.2, ... (ReadDumps).
func Args(out string) []string {
	return []string{"--tool=callgrind", "--instr-atstart=no", "--collect-atstart=no",
		"--callgrind-out-file=" + out, "--dump-line=no", "-q"}
}

// CountArgs are the valgrind arguments, before the program and its own,
// that count a whole run of a program that makes no client requests (a
// user's test program) under callgrind, from its start to its exit, into
// the one file out (ReadTotal).
func CountArgs(out string) []string {
	return []string{"--tool=callgrind", "--callgrind-out-file=" + out, "--dump-line=no", "-q"}
}

// ReadTotal returns the instructions a callgrind dump counted: a whole
// run's, for a program run with CountArgs.
func ReadTotal(path string) (uint64, error) {
	_, n, err := readDump(path)
	return n, err
}

// Env is env for a Go program run under valgrind: asynchronous
// preemption off, whose signals come by the clock, which valgrind's runs
// slow and which it delivers only between its blocks.
func Env(env []string) []string {
	out := make([]string, 0, len(env)+1)
	godebug := "asyncpreemptoff=1"
	for _, kv := range env {
		if v, ok := strings.CutPrefix(kv, "GODEBUG="); ok {
			if v != "" {
				godebug = v + "," + godebug
			}
			continue
		}
		out = append(out, kv)
	}
	return append(out, "GODEBUG="+godebug)
}

// OutEnv names, in the environment of a program run with Args(out), its
// out, so that the program can read what it dumped itself (DumpAndRead).
const OutEnv = "SERBENCH_CALLGRIND_OUT"

// DumpAndRead dumps the counts collected since the last dump with trigger
// why (DumpAt) and returns the instructions that dump counted, read from
// its file: for a program run with Args(out) and OutEnv=out, which
// dumps from one goroutine at a time.
func DumpAndRead(why string) (uint64, error) {
	out := os.Getenv(OutEnv)
	if out == "" {
		return 0, errors.New("callgrind: " + OutEnv + " is not set")
	}
	DumpAt(why)
	files, err := filepath.Glob(out + ".*")
	if err != nil {
		return 0, fmt.Errorf("callgrind dumps: %w", err)
	}
	last, lastPart := "", 0
	for _, f := range files {
		if part, err := strconv.Atoi(strings.TrimPrefix(f, out+".")); err == nil && part > lastPart {
			last, lastPart = f, part
		}
	}
	if last == "" {
		return 0, fmt.Errorf("callgrind: no dump of %s beside %s", why, out)
	}
	trigger, n, err := readDump(last)
	if err != nil {
		return 0, err
	}
	if trigger != "Client Request: "+why {
		return 0, fmt.Errorf("callgrind dump %s: trigger %q, want %q", last, trigger, why)
	}
	return n, nil
}

// ReadDumps reads the dumps a program run with Args(out) wrote through
// DumpAt, and returns the instructions each trigger counted, summed over
// its dumps. The dump of the program's end is left out.
func ReadDumps(out string) (map[string]uint64, error) {
	files, err := filepath.Glob(out + ".*")
	if err != nil {
		return nil, err
	}
	totals := map[string]uint64{}
	for _, f := range files {
		if _, err := strconv.Atoi(strings.TrimPrefix(f, out+".")); err != nil {
			continue // not a dump's part
		}
		trigger, n, err := readDump(f)
		if err != nil {
			return nil, err
		}
		if why, ok := strings.CutPrefix(trigger, "Client Request: "); ok {
			totals[why] += n
		}
	}
	return totals, nil
}

// readDump returns a callgrind dump's trigger and its total count of
// instructions (its first event, Ir).
func readDump(path string) (trigger string, total uint64, err error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return "", 0, fmt.Errorf("callgrind dump: %w", err)
	}
	found := false
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if v, ok := strings.CutPrefix(line, "desc: Trigger: "); ok {
			trigger = v
		}
		// "totals:" ends the file; older dumps have only "summary:".
		v, ok := strings.CutPrefix(line, "totals:")
		if !ok {
			v, ok = strings.CutPrefix(line, "summary:")
		}
		if ok {
			fields := strings.Fields(v)
			if len(fields) == 0 {
				return "", 0, fmt.Errorf("callgrind dump %s: %q", path, line)
			}
			if total, err = strconv.ParseUint(fields[0], 10, 64); err != nil {
				return "", 0, fmt.Errorf("callgrind dump %s: %w", path, err)
			}
			found = true
		}
	}
	if err := sc.Err(); err != nil {
		return "", 0, fmt.Errorf("callgrind dump %s: %w", path, err)
	}
	if !found {
		return "", 0, errors.New("callgrind dump " + path + ": no totals")
	}
	return trigger, total, nil
}
