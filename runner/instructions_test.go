package runner_test

import (
	"math"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/serbench/serbench/measure"
	"github.com/serbench/serbench/runner"
	"github.com/serbench/serbench/runner/timeworker"
)

// A figure is the ops' dump over the ops counted, plus the average
// counted collection over the ops of a cycle.
func TestInstructionsOf(t *testing.T) {
	ins, err := runner.InstructionsOf(timeworker.InstrRun{Ops: 1000, GCEvery: 500, GCs: 4, BytesPerOp: 64},
		map[string]uint64{timeworker.DumpOps: 2_000_000, timeworker.DumpGC: 400_000})
	if err != nil {
		t.Fatal(err)
	}
	checkAll(t, "1,000 ops, a collection every 500",
		check{"instructions/op (the ops' 2,000 and the collections' 200)", ins.PerOp, 2000.0 + 200},
		check{"the collections' share", ins.GCShare, 200.0},
		check{"ops", ins.Ops, 1000},
		check{"collection every", ins.GCEvery, 500},
		check{"B/op", ins.BytesPerOp, 64.0},
	)
	// An op that allocates nothing is charged no collection.
	ins, err = runner.InstructionsOf(timeworker.InstrRun{Ops: 10}, map[string]uint64{timeworker.DumpOps: 1234})
	if err != nil {
		t.Fatalf("no collections: %v", err)
	}
	checkAll(t, "no collections",
		check{"instructions/op", ins.PerOp, 123.4},
		check{"the collections' share", ins.GCShare, 0.0},
	)
	for _, dumps := range []map[string]uint64{{}, {timeworker.DumpOps: 5}} {
		if _, err := runner.InstructionsOf(timeworker.InstrRun{Ops: 10, GCEvery: 5, GCs: 1}, dumps); err == nil {
			t.Errorf("dumps %v: no error", dumps)
		}
	}
}

// A cell valgrind cannot run keeps its time figures, with the reason its
// count failed; counted alone (Only), it fails.
func TestInstructionsThatFailAreSaid(t *testing.T) {
	t.Setenv("RUNNER_TEST_WORKER", "1")
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	notValgrind, err := exec.LookPath("false")
	if err != nil {
		t.Skip("no false on PATH")
	}
	for _, only := range []bool{false, true} {
		recs, progress := run(t, runner.Options{
			Measure: measure.Options{Count: 2, BenchTime: time.Millisecond},
			Workers: &runner.Workers{Path: exe, Instructions: &runner.Instructions{Valgrind: notValgrind, AtOnce: 2, Only: only}},
		})
		for _, r := range recs {
			if r.Codec != "good" {
				continue
			}
			why, whyName := r.InstructionsError, "instructions error"
			if only {
				why, whyName = r.Error, "error"
			}
			if r.InstructionsPerOp != nil {
				t.Errorf("only %v: good %s: %v instructions, want none (valgrind failed)", only, r.Op, *r.InstructionsPerOp)
			}
			if r.OK() == only {
				t.Errorf("only %v: good %s: status %s, want ok only when the time figures stand (error %q)", only, r.Op, r.Status, r.Error)
			}
			if !strings.Contains(why, "instructions: under valgrind") {
				t.Errorf("only %v: good %s: %s %q, want it to say %q", only, r.Op, whyName, why, "instructions: under valgrind")
			}
		}
		if !strings.Contains(progress, "instruction pass") {
			t.Errorf("only %v: progress does not show the instruction pass:\n%s", only, progress)
		}
	}
}

// Under valgrind, the toy cells are counted alone: a figure above zero,
// the same in two runs, no time figure, and the panicking codec's count
// fails with its panic.
func TestInstructionsUnderValgrind(t *testing.T) {
	vg, err := exec.LookPath("valgrind")
	if err != nil {
		t.Skip("valgrind is not on PATH (Debian's valgrind package): the instruction pass is not run")
	}
	t.Setenv("RUNNER_TEST_WORKER", "1")
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	var first map[string]float64
	for range 2 {
		recs, progress := run(t, runner.Options{
			Measure:     measure.Options{Count: 1, BenchTime: time.Millisecond},
			Compression: true,
			Parallel:    2,
			Workers:     &runner.Workers{Path: exe, Instructions: &runner.Instructions{Valgrind: vg, Budget: 40_000_000, AtOnce: 2, Only: true}},
		})
		got := map[string]float64{}
		for _, r := range recs {
			switch {
			case r.Codec == "good" && (!r.OK() || r.InstructionsPerOp == nil || *r.InstructionsPerOp <= 0):
				t.Errorf("good %s: %s %q, %v instructions/op\n%s", r.Op, r.Status, r.Error, r.InstructionsPerOp, progress)
			case r.Codec == "good" && (len(r.Runs) > 0 || r.NsPerOp != 0 || r.Latency != nil || r.ZstdCompressNs != nil || r.ParallelMsgsPerSec != nil):
				// Counted alone: nothing timed, in the workers or after them.
				t.Errorf("good %s: timed (%d runs, %v ns/op, latency %v, zstd %v ns)", r.Op, len(r.Runs), r.NsPerOp, r.Latency, r.ZstdCompressNs)
			case r.Codec == "good":
				got[r.Op] = *r.InstructionsPerOp
			case r.Codec == "late" && r.Op == "encode" && (r.OK() || !strings.Contains(r.Error, "late panic")):
				t.Errorf("late encode: %s %q", r.Status, r.Error)
			}
		}
		for op, x := range got {
			if y, ok := first[op]; ok && math.Abs(x-y) > 0.01*y {
				t.Errorf("good %s: %.1f then %.1f instructions/op, more than 1%% apart", op, y, x)
			}
		}
		first = got
	}
}
