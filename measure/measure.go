// Package measure times a cell's loop: Go's own benchmark machinery
// (testing.Benchmark) settles its iteration count, runs of that many
// iterations are timed, and benchmath summarises them.
package measure

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"math"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"slices"
	"sync"
	"testing"
	"time"

	"golang.org/x/perf/benchmath"
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

// Run is one timed run: testing.Benchmark's result.
type Run struct {
	N           int     `json:"n"`
	NsPerOp     float64 `json:"ns_per_op"`
	BytesPerOp  float64 `json:"bytes_per_op"`
	AllocsPerOp float64 `json:"allocs_per_op"`
	// GCCycles counts the garbage collections that completed inside the
	// timed section; nil in results written before serbench measured it.
	GCCycles *uint64 `json:"gc_cycles,omitempty"`
}

// Summary is a median with its confidence interval.
type Summary struct {
	Median float64
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
	out := Summary{Median: s.Center, Lo: s.Lo, Hi: s.Hi}
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
	n, err := Calibrate(loop, opt.BenchTime)
	if err != nil {
		return nil, err
	}
	runs := make([]Run, 0, opt.Count)
	for range opt.Count {
		r, err := RunN(loop, n)
		if err != nil {
			return nil, err
		}
		runs = append(runs, r)
	}
	return runs, nil
}

// Calibrate runs loop for about benchtime with testing.Benchmark, as
// go test does with -benchtime, and returns the iteration count it
// settled on. The run also
// warms up caches and the heap; its timing is discarded. Fixing the count
// afterwards makes runs comparable and spares each one testing's ramp-up.
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

// RunN times exactly n iterations of loop, after one untimed iteration,
// and returns the run.
//
// It times the loop itself, as testing's timer does (a monotonic clock
// around the loop, allocations from runtime.ReadMemStats outside it), but
// without testing.Benchmark's run: that forces a collection before every
// run, which a plain `go test -bench` loop pays once in its second and
// serbench's short runs paid every 10 ms. That collection does, outside
// the timer, the marking and sweeping that the run's own garbage would
// otherwise cost it, and it shrinks the heap goal to what is live, so the
// scavenger hands back pages that the run then faults in again (about 850
// page faults in each 10 ms run of protobuf decoding boutique's sample).
// Measured in one process against a plain b.Loop loop of the same call,
// runs after a forced collection read 0.79-0.81 times the plain figure
// for gob decoding 5,000 transactions and 1.09-1.13 times it for protobuf
// decoding the boutique sample; runs without it read 0.998 and 1.001
// (README, "How it measures"; `serbench fidelity` checks it).
func RunN(loop Loop, n int) (Run, error) {
	if n < 1 {
		return Run{}, fmt.Errorf("%d iterations: need at least one", n)
	}
	// One untimed iteration first, as testing.Benchmark runs one before
	// each run: the cell timed before this one has had the caches.
	if err := safely(func() error { return loop(1) }); err != nil {
		return Run{}, err
	}
	var (
		ms     runtime.MemStats
		cycles = []metrics.Sample{{Name: metricGCCycles}}
		timed  = func() error { return loop(n) } // made here: its allocation is not the loop's
	)
	// Read as testing's StartTimer and StopTimer read them, outside the
	// timed section.
	metrics.Read(cycles)
	gcs := counter(cycles[0])
	runtime.ReadMemStats(&ms)
	mallocs, bytes := ms.Mallocs, ms.TotalAlloc
	start := time.Now()
	err := safely(timed)
	elapsed := time.Since(start)
	runtime.ReadMemStats(&ms)
	metrics.Read(cycles)
	if err != nil {
		return Run{}, err
	}
	gcs = counter(cycles[0]) - gcs
	return Run{
		N:           n,
		NsPerOp:     float64(elapsed.Nanoseconds()) / float64(n),
		BytesPerOp:  float64(ms.TotalAlloc-bytes) / float64(n),
		AllocsPerOp: float64(ms.Mallocs-mallocs) / float64(n),
		GCCycles:    &gcs,
	}, nil
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
		if loopErr == nil {
			loopErr = safely(func() error { return loop(b.N) })
		}
	})
	if loopErr != nil {
		return r, loopErr
	}
	if r.N < 1 {
		return r, errors.New("benchmark did no iterations")
	}
	return r, nil
}

// metricGCCycles counts every completed collection: inside a timed run,
// those of the loop's allocations (and of earlier cells' garbage, which the
// interleaved rounds spread over every cell alike).
const metricGCCycles = "/gc/cycles/total:gc-cycles"

// counter reads a uint64 metric; 0 when the runtime does not know it.
func counter(s metrics.Sample) uint64 {
	if s.Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return s.Value.Uint64()
}

// safely runs f and turns a panic into an error, so that one bad codec
// fails its cell instead of stopping the run.
func safely(f func() error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v\n%s", r, firstFrames(debug.Stack()))
		}
	}()
	return f()
}

// firstFrames trims a stack trace to its top, enough to find the fault.
func firstFrames(stack []byte) []byte {
	lines := bytes.SplitN(stack, []byte("\n"), 16)
	if len(lines) > 15 {
		lines = lines[:15]
	}
	return bytes.Join(lines, []byte("\n"))
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
			fErr = safely(func() error { return f(b) })
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
