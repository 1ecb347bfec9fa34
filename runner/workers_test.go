package runner_test

import (
	"bufio"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/serbench/serbench/measure"
	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/runner"
	"github.com/serbench/serbench/runner/timeworker"
	"github.com/serbench/serbench/suite"
)

// The test binary doubles as a timing worker for the toy registry: its
// last two arguments are dataset/variant/codec and the ops.
func TestMain(m *testing.M) {
	if os.Getenv("RUNNER_TEST_WORKER") == "1" {
		inWorker = true
		os.Exit(serveToy(os.Args[1:]))
	}
	os.Exit(m.Run())
}

func serveToy(args []string) int {
	fs := flag.NewFlagSet("toy", flag.ContinueOnError)
	var f timeworker.Flags
	f.Register(fs, time.Millisecond, 1)
	if err := fs.Parse(args); err != nil || fs.NArg() != 2 {
		fmt.Fprintln(os.Stderr, "usage:", err)
		return 2
	}
	if dir := os.Getenv("RUNNER_TEST_COMMANDS"); dir != "" {
		done, err := countRuns(filepath.Join(dir, strings.ReplaceAll(fs.Arg(0), "/", "-")+"-"+fs.Arg(1)))
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		defer done()
	}
	reg := registry()
	if os.Getenv(modelsEnv) != "" {
		reg = modelRegistry(f.Models)
	}
	if os.Getenv(goodsEnv) != "" {
		reg = goods(reg)
	}
	if err := f.Serve(reg, fs.Arg(0), fs.Arg(1)); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
}

// countRuns puts a pipe in front of the worker's standard input that
// counts the run commands its parent sends; done waits for the parent to
// close it and writes the count to path.
func countRuns(path string) (done func(), err error) {
	r, w, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	in := os.Stdin
	os.Stdin = r
	count := make(chan int)
	go func() {
		n := 0
		sc := bufio.NewScanner(in)
		for sc.Scan() {
			if sc.Text() == timeworker.CmdRun {
				n++
			}
			fmt.Fprintln(w, sc.Text())
		}
		w.Close()
		count <- n
	}()
	return func() { os.WriteFile(path, []byte(strconv.Itoa(<-count)), 0o644) }, nil
}

// TestWarmUp: every worker's first run is asked for and dropped, and a
// cell never has more runs than asked for, whatever stops it.
func TestWarmUp(t *testing.T) {
	t.Setenv("RUNNER_TEST_WORKER", "1")
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		precision   float64
		slowOp      time.Duration
		runs, asked int
	}{{0, 0, 10, 11}, {1e-9, time.Hour, 10, 11}, {1e-9, time.Nanosecond, runner.MinRuns, runner.MinRuns + 1}} {
		dir := t.TempDir()
		t.Setenv("RUNNER_TEST_COMMANDS", dir)
		recs, progress := run(t, runner.Options{
			Measure: measure.Options{Count: 10, BenchTime: time.Millisecond},
			Workers: &runner.Workers{Path: exe, Precision: c.precision, SlowOp: c.slowOp},
		})
		if !strings.Contains(progress, "warm-up ") {
			t.Errorf("precision %g, slow op %v: progress names no warm-up:\n%s", c.precision, c.slowOp, progress)
		}
		for _, r := range recs {
			if r.Codec != "good" {
				continue
			}
			if len(r.Runs) != c.runs {
				t.Errorf("precision %g, slow op %v: good %s took %d runs, want %d", c.precision, c.slowOp, r.Op, len(r.Runs), c.runs)
			}
			b, err := os.ReadFile(filepath.Join(dir, fmt.Sprintf("%s-%s-%s-%s", r.Dataset, r.Variant, r.Codec, r.Op)))
			if err != nil {
				t.Fatal(err)
			}
			if got := strings.TrimSpace(string(b)); got != strconv.Itoa(c.asked) {
				t.Errorf("precision %g, slow op %v: good %s's worker was asked for %s runs, want %d", c.precision, c.slowOp, r.Op, got, c.asked)
			}
		}
	}
}

func TestWorkers(t *testing.T) {
	t.Setenv("RUNNER_TEST_WORKER", "1")
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	recs, progress := run(t, runner.Options{
		Measure: measure.Options{Count: 6, BenchTime: time.Millisecond},
		Workers: &runner.Workers{Path: exe},
	})
	if len(recs) != 9 {
		t.Fatalf("%d records, want 9", len(recs))
	}
	// The decode and read cells of good and late read their parent's
	// messages, whose bytes are not those the worker would encode.
	if !strings.Contains(progress, "(4 of 6 workers read the parent's messages)") {
		t.Errorf("progress does not say that 4 of 6 workers read the parent's messages:\n%s", progress)
	}
	for _, r := range recs {
		switch r.Codec {
		case "good":
			checkAll(t, "good "+r.Op,
				check{"status", r.Status, resultset.StatusOK},
				check{"error", r.Error, ""},
				check{"runs", len(r.Runs), 6},
				check{"an interval", r.NsCILow != nil, true},
				check{"gc/op measured", r.GCPerOp != nil, true},
			)
			// The heap pass, run by the worker after its runs.
			if r.PeakHeapBytes == nil {
				t.Errorf("good %s: no peak heap", r.Op)
			}
		case "invalid":
			if r.OK() {
				t.Errorf("invalid %s: status %s, want failed", r.Op, r.Status)
			}
			if !strings.Contains(r.Error, "validation") {
				t.Errorf("invalid %s: error %q, want a validation error", r.Op, r.Error)
			}
		case "late":
			// Its worker validated it (one encode) and then panicked when timed.
			if r.Op == "encode" && r.OK() {
				t.Errorf("late encode: status %s, want failed", r.Status)
			}
			if r.Op == "encode" && !strings.Contains(r.Error, "late panic") {
				t.Errorf("late encode: error %q, want it to say %q", r.Error, "late panic")
			}
			if r.Op != "encode" && !r.OK() {
				t.Errorf("late %s failed too: %s", r.Op, r.Error)
			}
		}
	}
	// The busy pass: encode and decode cells get busy runs beside a
	// ballast, the other ops none.
	recs, _ = run(t, runner.Options{
		Measure: measure.Options{Count: 2, BenchTime: time.Millisecond},
		Workers: &runner.Workers{Path: exe, Busy: 4 << 20, BusyCount: 3},
	})
	for _, r := range recs {
		if r.Codec != "good" {
			continue
		}
		busy := r.Op == "encode" || r.Op == "decode"
		wantRuns := 0
		if busy {
			wantRuns = 3
		}
		checkAll(t, "good "+r.Op,
			check{"busy runs", len(r.BusyRuns), wantRuns},
			check{"busy samples", len(r.BusySamples), wantRuns},
			check{"a busy figure", r.BusyNsPerOp != nil, busy},
		)
		if busy && (r.BusyLiveHeapBytes == nil || *r.BusyLiveHeapBytes < 4<<20) {
			t.Errorf("good %s: busy live heap %v B, want at least 4 MiB", r.Op, deref(r.BusyLiveHeapBytes))
		}
	}
	// Precision: a cell whose interval is within it stops at MinRuns;
	// one never within it takes every run asked for. The wide bound is
	// one no finite interval exceeds: 1000% was exceeded on a loaded CI
	// machine, where one 1 ms run of six took over ten times the median.
	for _, c := range []struct {
		precision float64
		want      int
	}{{math.MaxFloat64, runner.MinRuns}, {1e-9, 10}} {
		recs, _ = run(t, runner.Options{
			Measure: measure.Options{Count: 10, BenchTime: time.Millisecond},
			Workers: &runner.Workers{Path: exe, Precision: c.precision},
		})
		for _, r := range recs {
			if r.Codec == "good" && len(r.Runs) != c.want {
				t.Errorf("precision %g%%: good %s took %d runs, want %d", c.precision, r.Op, len(r.Runs), c.want)
			}
		}
	}
	// SlowOp: a cell whose ops take it stops at MinRuns, however wide
	// its interval, and with no --precision at all (the default): the
	// full matrix's slow cells took every run while precision was off.
	for _, precision := range []float64{1e-9, 0} {
		recs, _ = run(t, runner.Options{
			Measure: measure.Options{Count: 10, BenchTime: time.Millisecond},
			Workers: &runner.Workers{Path: exe, Precision: precision, SlowOp: time.Nanosecond},
		})
		for _, r := range recs {
			if r.Codec == "good" && len(r.Runs) != runner.MinRuns {
				t.Errorf("slow op, precision %g: good %s took %d runs, want %d", precision, r.Op, len(r.Runs), runner.MinRuns)
			}
		}
	}
	// LongOp: a cell whose one op outlasts it in calibration has that
	// call as its one run, and says so. (Its heap pass still runs, but
	// the toy's first call allocates more than its ops do after, and the
	// pass of half a millisecond may see no collection.) Calibrated in
	// waves of three, each worker calibrates again alone, and only that
	// call is its run.
	// That call is charged to the timed rounds, as a run: every cell's
	// one run is one, so the rounds hold its time and the calibration
	// none of it.
	for _, wave := range []int{1, 3} {
		var phases []runner.Phases
		recs, _ = run(t, runner.Options{
			Measure: measure.Options{Count: 10, BenchTime: time.Millisecond},
			Workers: &runner.Workers{Path: exe, LongOp: time.Nanosecond, Wave: wave},
			VariantDone: func(_ string, _ time.Duration, ph *runner.Phases) error {
				phases = append(phases, *ph)
				return nil
			},
		})
		for _, ph := range phases {
			if ph.InRuns <= 0 || ph.Rounds < ph.InRuns {
				t.Errorf("long op, waves of %d: timed rounds %v, in runs %v (calibration %v), want the one runs in both", wave, ph.Rounds, ph.InRuns, ph.Calibrate)
			}
		}
		if len(phases) == 0 {
			t.Errorf("long op, waves of %d: no variant's phases", wave)
		}
		for _, r := range recs {
			if r.Codec != "good" {
				continue
			}
			what := fmt.Sprintf("long op, waves of %d: good %s", wave, r.Op)
			checkAll(t, what,
				check{"status", r.Status, resultset.StatusOK},
				check{"error", r.Error, ""},
				check{"runs", len(r.Runs), 1},
				check{"samples", len(r.Samples), 1},
			)
			if len(r.Samples) == 1 && r.Samples[0].N != 1 {
				t.Errorf("%s: its run has %d ops, want 1", what, r.Samples[0].N)
			}
			if w := strings.Join(r.Warnings, "; "); !strings.Contains(w, "timed once") {
				t.Errorf("%s: warnings %q, want one saying it was timed once", what, w)
			}
		}
	}
	// Memory: a machine with none to spare, or with some but workers that
	// peaked at more than is left over the reserve, times a wave at a
	// time, and every cell still gets its runs.
	for _, c := range []struct {
		name  string
		avail uint64
		mem   runner.Memory
	}{
		{"memory-bound", 0, runner.Memory{Reserve: 1}},
		{"peak-bound", 1 << 30, runner.Memory{Reserve: 1<<30 - 1<<20, Peak: func(int) uint64 { return 2 << 20 }}},
	} {
		asked := 0
		mem := c.mem
		mem.Available = func() uint64 { asked++; return c.avail }
		recs, _ = run(t, runner.Options{
			Measure: measure.Options{Count: 2, BenchTime: time.Millisecond},
			Workers: &runner.Workers{Path: exe, Wave: 1, Memory: &mem},
		})
		good := 0
		for _, r := range recs {
			if r.Codec == "good" {
				good++
				checkAll(t, c.name+": good "+r.Op,
					check{"status", r.Status, resultset.StatusOK},
					check{"error", r.Error, ""},
					check{"runs", len(r.Runs), 2},
				)
			}
		}
		if asked < 2*good {
			t.Errorf("%s: memory asked %d times for %d good cells: want a batch a cell", c.name, asked, good)
		}
	}
	// A worker that cannot start fails its cells, and the run goes on.
	recs, _ = run(t, runner.Options{
		Measure: measure.Options{Count: 2, BenchTime: time.Millisecond},
		Workers: &runner.Workers{Path: filepath.Join(t.TempDir(), "nosuch")},
	})
	for _, r := range recs {
		if r.Codec == "invalid" {
			continue
		}
		if r.OK() {
			t.Errorf("%s with a broken worker: status %s, want failed", r.Name(), r.Status)
		}
		if !strings.Contains(r.Error, "timing worker") {
			t.Errorf("%s with a broken worker: error %q, want it to name the timing worker", r.Name(), r.Error)
		}
	}
}

// Preparing a variant's codecs forces no collection while the heap is
// far below GroupBytes: with ten codecs, batches sized by forced
// collections took one a batch and one before (9 in all on two cores);
// the run forces two after the variant, to release its data.
func TestPrepareForcesNoCollection(t *testing.T) {
	t.Setenv("RUNNER_TEST_WORKER", "1")
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv(goodsEnv, "1")
	reg := goods(registry())
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	recs, _ := runOn(t, reg, runner.Options{
		Measure: measure.Options{Count: 1, BenchTime: time.Millisecond},
		Workers: &runner.Workers{Path: exe, Wave: 2},
	})
	runtime.ReadMemStats(&after)
	for _, r := range recs {
		if !r.OK() {
			t.Errorf("%s: %s", r.Name(), r.Error)
		}
	}
	if n := after.NumForcedGC - before.NumForcedGC; n > 2 {
		t.Errorf("the run forced %d collections, want 2", n)
	}
}

// goodsEnv serves goods' registry in the toy's workers.
const goodsEnv = "RUNNER_TEST_GOODS"

// goods is reg with ten copies of its codec good alone.
func goods(reg *suite.Registry) *suite.Registry {
	good := reg.Codecs[0]
	reg.Codecs = nil
	for i := range 10 {
		c := good
		c.Name = fmt.Sprintf("good%d", i)
		reg.Codecs = append(reg.Codecs, c)
	}
	return reg
}
