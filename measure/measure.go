// Package measure times a cell's loop in runs of whole garbage-collection
// cycles (Cycles), calibrated by Go's own benchmark machinery
// (testing.Benchmark) or a ramp-up like it, and summarises repeated runs
// with benchmath.
package measure

import (
	"errors"
	"flag"
	"fmt"
	"math"
	"runtime"
	"runtime/metrics"
	"slices"
	"sync"
	"testing"
	"time"

	"golang.org/x/perf/benchmath"

	"github.com/serbench/serbench/internal/panics"
)

// Loop runs an op n times: the timed section. It is an alias, not a new
// type, so that a suite.Loop passes as it is while measure stays free of
// the suite it measures.
type Loop = func(n int) error

// Confidence is the level of every interval serbench reports.
const Confidence = 0.95

// Options says how long and how often to time a cell.
type Options struct {
	Count     int           // timed runs per cell
	BenchTime time.Duration // target duration of each run
	// Procs is GOMAXPROCS while cells are timed; 0 leaves it as it is.
	// One P puts the collector's work on the op's own CPU, where ns/op
	// counts it, and on a two-vCPU virtual machine it cut the spread of
	// runs several times over (README, "How it measures").
	Procs int
}

// WithProcs calls f with GOMAXPROCS set to procs, and puts it back
// afterwards; procs 0 leaves it as it is.
func WithProcs(procs int, f func()) {
	if procs > 0 {
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
	}
	f()
}

// Run is one timed run.
type Run struct {
	N           int     `json:"n"`
	NsPerOp     float64 `json:"ns_per_op"`
	BytesPerOp  float64 `json:"bytes_per_op"`
	AllocsPerOp float64 `json:"allocs_per_op"`
	// GCCycles counts the garbage collections that completed inside the
	// timed section; nil in results written before serbench measured it.
	GCCycles *uint64 `json:"gc_cycles,omitempty"`
	// Aligned says whether the run started and ended just after a
	// collection (Cycles); nil for runs timed otherwise.
	Aligned *bool `json:"aligned,omitempty"`
	// ProbeCPUNs and ProbeMemNs are the Probe's figures timed just
	// before the run, in the same process; nil where none was timed.
	ProbeCPUNs *float64 `json:"probe_cpu_ns,omitempty"`
	ProbeMemNs *float64 `json:"probe_mem_ns,omitempty"`
	// LeadNs is the untimed time the run spent before its timed section:
	// waiting for a collection to complete (Cycles), or its one piece.
	// nil for runs timed otherwise.
	LeadNs *float64 `json:"lead_ns,omitempty"`
}

// Summary is an estimate with its confidence interval.
type Summary struct {
	Center float64 // the estimate: a median (Summarize) or the Headline
	// Lo and Hi bound the interval; they are infinite when there are too
	// few runs for one at Confidence (benchmath says how many it needs).
	Lo, Hi   float64
	Warnings []string
}

// Summarize returns the median of values and its 95% interval, making no
// assumption about their distribution (as benchstat does by default).
// values is left as it was: benchmath sorts a copy.
func Summarize(values []float64) Summary {
	sorted := slices.Clone(values)
	s := benchmath.AssumeNothing.Summary(benchmath.NewSample(sorted, &benchmath.DefaultThresholds), Confidence)
	out := Summary{Center: s.Center, Lo: s.Lo, Hi: s.Hi}
	for _, w := range s.Warnings {
		out.Warnings = append(out.Warnings, w.Error())
	}
	return out
}

var initOnce sync.Once

// setBenchTime points testing's -test.benchtime at v and returns a function
// that restores it: testing.Benchmark reads only that flag.
func setBenchTime(v string) (restore func(), err error) {
	initOnce.Do(testing.Init)
	f := flag.Lookup("test.benchtime")
	if f == nil {
		return nil, errors.New("testing did not register -test.benchtime")
	}
	old := f.Value.String()
	if err := f.Value.Set(v); err != nil {
		return nil, fmt.Errorf("set benchtime %q: %w", v, err)
	}
	return func() { _ = f.Value.Set(old) }, nil
}

// Time measures loop alone: Calibrate, then Count runs of Run. The runner
// interleaves the runs of many cells instead; see runner.Run.
func Time(loop Loop, opt Options) ([]Run, error) {
	if opt.Count < 1 {
		return nil, fmt.Errorf("count %d: need at least one run", opt.Count)
	}
	var (
		runs []Run
		err  error
	)
	WithProcs(opt.Procs, func() { runs, err = timeLoop(loop, opt) })
	return runs, err
}

func timeLoop(loop Loop, opt Options) ([]Run, error) {
	t := Interleave([]Loop{loop}, opt.BenchTime, opt.Count)[0]
	return t.Runs, t.Err
}

// Timed is one loop's part of Interleave: its calibrated iterations per
// run, its runs in order, and the error that stopped it, if one did.
type Timed struct {
	N    int
	Runs []Run
	Err  error
	// BusyRuns are the same call's runs in a process that also held
	// BusyLive bytes of live heap (a timing worker's busy pass); none
	// where it did not run. BusyErr is why that pass failed: the cell's
	// own figures stand.
	BusyRuns []Run
	BusyLive uint64
	// Live is the live heap of the process that timed the runs, before
	// the first (a timing worker's; 0 in process).
	Live    uint64
	BusyErr error
	// ModelDigest is the digest of the messages a timing worker prepared
	// (suite.Prepared.ModelDigest), which must be the caller's own: a
	// worker that loaded other data (a flag not passed on) is caught by
	// it. 0 when timed in process.
	ModelDigest uint64
	// Peak is the op's peak live heap from a timing worker's heap pass
	// after its runs; nil when none ran there (the caller measures it).
	Peak *PeakHeap
	// Once says that the op outlasted the long-op limit in calibration,
	// and that call is the one run (CalibrateLong).
	Once bool
	// Instructions is the cell's count of instructions under valgrind
	// (a timing worker's instruction pass), nil where none was made;
	// InstrErr is why it failed: the time figures stand.
	Instructions *Instructions
	InstrErr     error
}

// Instructions is a cell's instructions per op, counted under valgrind:
// it does not move with the host's load, as time does, and the same
// binaries count alike on the same kind of CPU (the runtime and some
// libraries pick code by the CPU's features).
type Instructions struct {
	PerOp float64
	// Ops is how many ops were counted; GCEvery the ops between the
	// forced collections whose share PerOp includes (0: none).
	Ops, GCEvery int
	// GCShare is the collections' part of PerOp.
	GCShare float64
	// BytesPerOp and AllocsPerOp are the worker's own, learnt before
	// counting.
	BytesPerOp, AllocsPerOp float64
}

// Interleave times loops together in one process: each is calibrated to
// benchtime, then in each of rounds rounds every loop still going does one
// run of whole collection cycles (NewCycles), in turn, so that a slow
// spell of the machine lands on all of them. A loop whose calibration or
// run fails drops out with its error and the others go on.
func Interleave(loops []Loop, benchtime time.Duration, rounds int) []Timed {
	return interleave(loops, benchtime, rounds, func(loop Loop, benchtime time.Duration) (int, *Run, error) {
		n, err := Calibrate(loop, benchtime)
		return n, nil, err
	})
}

// InterleaveSteady is Interleave calibrating with CalibrateLong, which
// forces no collection: for loops timed beside a large heap that is not
// theirs (the runner's compression pass, beside every codec's data of a
// variant), where testing's collection before each step of its ramp-up
// marked gigabytes a step (boutique/trace's zstd times took minutes a
// cell). A loop whose one op outlasts long
// in calibration (0: never) has that call as its one run, Once set, as
// testing reports a b.N of 1 that outlasts -benchtime.
func InterleaveSteady(loops []Loop, benchtime time.Duration, rounds int, long time.Duration) []Timed {
	return interleave(loops, benchtime, rounds, func(loop Loop, benchtime time.Duration) (int, *Run, error) {
		return CalibrateLong(loop, benchtime, long)
	})
}

func interleave(loops []Loop, benchtime time.Duration, rounds int, calibrate func(Loop, time.Duration) (int, *Run, error)) []Timed {
	out := make([]Timed, len(loops))
	for i, loop := range loops {
		var once *Run
		out[i].N, once, out[i].Err = calibrate(loop, benchtime)
		if once != nil {
			out[i].Runs, out[i].Once = []Run{*once}, true
		}
	}
	cycles := make([]*Cycles, len(loops))
	for i, loop := range loops {
		cycles[i] = NewCycles(loop, out[i].N, benchtime)
	}
	for range rounds {
		for i := range loops {
			t := &out[i]
			if t.Err != nil || t.Once {
				continue
			}
			var r Run
			if r, t.Err = cycles[i].Run(); t.Err == nil {
				t.Runs = append(t.Runs, r)
			}
		}
	}
	return out
}

// Calibrate runs loop for about benchtime, as testing does with
// -benchtime, and returns the iteration count it settled on. The run also
// warms up caches and the heap; its timing is discarded.
func Calibrate(loop Loop, benchtime time.Duration) (int, error) {
	if benchtime <= 0 {
		return 0, fmt.Errorf("benchtime %v: must be positive", benchtime)
	}
	r, err := benchmark(loop, benchtime.String())
	if err != nil {
		return 0, err
	}
	return r.N, nil
}

// benchmark runs testing.Benchmark on loop with -test.benchtime set to
// benchtime, turning a loop error or panic into an error.
func benchmark(loop Loop, benchtime string) (testing.BenchmarkResult, error) {
	restore, err := setBenchTime(benchtime)
	if err != nil {
		return testing.BenchmarkResult{}, err
	}
	defer restore()
	var loopErr error
	r := testing.Benchmark(func(b *testing.B) {
		if loopErr != nil {
			return
		}
		b.ReportAllocs()
		loopErr = panics.Catch(func() error { return loop(b.N) })
	})
	if loopErr != nil {
		return r, loopErr
	}
	if r.N < 1 {
		return r, errors.New("benchmark did no iterations")
	}
	return r, nil
}

// metricGCCycles counts every completed collection, forced ones included.
const metricGCCycles = "/gc/cycles/total:gc-cycles"

// counter reads a uint64 metric; 0 when the runtime does not know it.
func counter(s metrics.Sample) uint64 {
	if s.Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return s.Value.Uint64()
}

// Finite reports whether x is a usable number (not NaN or ±Inf).
func Finite(x float64) bool { return !math.IsInf(x, 0) && !math.IsNaN(x) }

// Plain runs f under testing.Benchmark with -test.benchtime set to
// benchtime, as `go test -bench` runs a benchmark: f drives the loop
// itself (b.Loop), and testing settles the iteration count. An error or a
// panic of f is returned.
func Plain(f func(b *testing.B) error, benchtime time.Duration) (testing.BenchmarkResult, error) {
	restore, err := setBenchTime(benchtime.String())
	if err != nil {
		return testing.BenchmarkResult{}, err
	}
	defer restore()
	var fErr error
	r := testing.Benchmark(func(b *testing.B) {
		if fErr == nil {
			fErr = panics.Catch(func() error { return f(b) })
		}
	})
	if fErr != nil {
		return r, fErr
	}
	if r.N < 1 {
		return r, errors.New("benchmark did no iterations")
	}
	return r, nil
}
