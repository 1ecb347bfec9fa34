package cli_test

import (
	"bytes"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/serbench/serbench/resultset"
)

// Without valgrind, --measure instructions is bad usage: one line that
// names the package to install, and nothing written.
func TestInstructionsWithoutValgrind(t *testing.T) {
	t.Chdir(t.TempDir())
	t.Setenv("PATH", t.TempDir())
	code, _, stderr := run(t, "run", "--dataset", "tickdata", "--variant", "seed", "--codec", "protobuf", "--measure", "instructions")
	if code != 2 || strings.Count(strings.TrimSpace(stderr), "\n") != 0 || !strings.Contains(stderr, "Debian's valgrind package") {
		t.Errorf("exit %d, stderr %q; want 2 and one line naming Debian's valgrind package", code, stderr)
	}
	if entries, _ := os.ReadDir("."); len(entries) != 0 {
		t.Errorf("left %d entries behind", len(entries))
	}
}

// With valgrind, a small cell's instructions per op: above zero, within
// 1% in two runs (one counting alone, with no time figure, one after the
// time figures), and in every file of the folder.
func TestInstructions(t *testing.T) {
	if _, err := exec.LookPath("valgrind"); err != nil {
		t.Skip("valgrind is not on PATH (Debian's valgrind package): the instruction path is not run")
	}
	var figures []float64
	for _, measure := range []string{"instructions", "time,instructions"} {
		dir := filepath.Join(t.TempDir(), "out")
		code, stdout, stderr := run(t, "run", "--dataset", "tickdata", "--variant", "seed", "--codec", "protobuf", "--op", "encode",
			"--measure", measure, "--count", "2", "--benchtime", "1ms", "--out", dir)
		if code != 0 {
			t.Fatalf("--measure %s: exit %d\n%s\n%s", measure, code, stdout, stderr)
		}
		f, err := resultset.Load(dir)
		if err != nil {
			t.Fatal(err)
		}
		if len(f.Records) != 1 {
			t.Fatalf("--measure %s: %d records", measure, len(f.Records))
		}
		r := f.Records[0]
		if !r.OK() || r.InstructionsPerOp == nil || *r.InstructionsPerOp <= 0 || r.InstructionsOps < 1 || r.InstructionsGCEvery < 1 {
			t.Fatalf("--measure %s: %s %q: %v instructions/op over %d ops, a collection every %d", measure, r.Status, r.Error,
				r.InstructionsPerOp, r.InstructionsOps, r.InstructionsGCEvery)
		}
		if timed := measure != "instructions"; timed != (len(r.Runs) > 0 && r.NsPerOp > 0) {
			t.Errorf("--measure %s: %d timed runs, %v ns/op", measure, len(r.Runs), r.NsPerOp)
		}
		if measure == "instructions" {
			// Counted alone: every output says so and shows no time.
			for _, file := range []string{resultset.FileReport, resultset.FileHTML, resultset.FileBench} {
				b, _ := os.ReadFile(filepath.Join(dir, file))
				if !bytes.Contains(b, []byte("not measured")) || bytes.Contains(b, []byte(" ns/op")) || bytes.Contains(b, []byte("p20")) {
					t.Errorf("--measure instructions: %s does not say time was not measured, or shows a time:\n%s", file, b)
				}
			}
			if !strings.Contains(stdout, "Time was not measured") || strings.Contains(stdout, " ns") {
				t.Errorf("--measure instructions: the summary:\n%s", stdout)
			}
		}
		if !strings.HasPrefix(f.Env.Valgrind, "valgrind-") {
			t.Errorf("--measure %s: env.json's valgrind %q", measure, f.Env.Valgrind)
		}
		figures = append(figures, *r.InstructionsPerOp)
		bench, _ := os.ReadFile(filepath.Join(dir, resultset.FileBench))
		if !bytes.Contains(bench, []byte(" instructions/op\n")) {
			t.Errorf("--measure %s: bench.txt has no instructions/op:\n%s", measure, bench)
		}
		csv, _ := os.ReadFile(filepath.Join(dir, resultset.FileCSV))
		if !slices.Contains(resultset.CSVHeader, "instructions_per_op") || !bytes.Contains(csv, []byte("instructions_per_op")) {
			t.Errorf("--measure %s: results.csv has no instructions_per_op column", measure)
		}
	}
	if a, b := figures[0], figures[1]; math.Abs(a-b) > 0.01*a {
		t.Errorf("%.1f and %.1f instructions/op: more than 1%% apart", a, b)
	}
}
