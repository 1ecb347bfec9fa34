package runner_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/serbench/serbench/measure"
	"github.com/serbench/serbench/runner"
	"github.com/serbench/serbench/suite"
)

// The test binary doubles as a timing worker for the toy registry: its
// last two arguments are dataset/variant/codec and the ops.
func TestMain(m *testing.M) {
	if os.Getenv("RUNNER_TEST_WORKER") == "1" {
		os.Exit(serveToy(os.Args[len(os.Args)-2], os.Args[len(os.Args)-1]))
	}
	os.Exit(m.Run())
}

func serveToy(cell, ops string) int {
	name := strings.Split(cell, "/")
	var cells []suite.Cell
	for _, o := range strings.Split(ops, ",") {
		planned, err := registry().Plan(suite.Selection{Datasets: name[:1], Variants: name[1:2], Codecs: name[2:], Ops: []suite.Op{suite.Op(o)}})
		if err != nil || len(planned) != 1 {
			fmt.Fprintln(os.Stderr, "plan:", err)
			return 2
		}
		cells = append(cells, planned[0])
	}
	if err := runner.ServeWorker(cells, time.Millisecond, 1, os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
}

func TestWorkers(t *testing.T) {
	t.Setenv("RUNNER_TEST_WORKER", "1")
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	recs, _ := run(t, runner.Options{
		Measure: measure.Options{Count: 6, BenchTime: time.Millisecond},
		Workers: &runner.Workers{Path: exe},
	})
	if len(recs) != 9 {
		t.Fatalf("%d records, want 9", len(recs))
	}
	for _, r := range recs {
		switch r.Codec {
		case "good":
			if !r.OK() || len(r.Runs) != 6 || r.NsCILow == nil || r.GCPerOp == nil {
				t.Errorf("good %s: %+v", r.Op, r)
			}
		case "invalid":
			if r.OK() || !strings.Contains(r.Error, "validation") {
				t.Errorf("invalid %s: %s %q", r.Op, r.Status, r.Error)
			}
		case "late":
			// Its worker validated it (one encode) and then panicked when timed.
			if r.Op == "encode" && (r.OK() || !strings.Contains(r.Error, "late panic")) {
				t.Errorf("late encode: %s %q", r.Status, r.Error)
			}
			if r.Op != "encode" && !r.OK() {
				t.Errorf("late %s failed too: %s", r.Op, r.Error)
			}
		}
	}
	// A worker that cannot start fails its cells, and the run goes on.
	recs, _ = run(t, runner.Options{
		Measure: measure.Options{Count: 2, BenchTime: time.Millisecond},
		Workers: &runner.Workers{Path: filepath.Join(t.TempDir(), "nosuch")},
	})
	for _, r := range recs {
		if r.Codec != "invalid" && (r.OK() || !strings.Contains(r.Error, "timing worker")) {
			t.Errorf("%s with a broken worker: %s %q", r.Name(), r.Status, r.Error)
		}
	}
}
