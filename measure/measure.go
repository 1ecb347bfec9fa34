// Package measure times a cell's loop with Go's own benchmark machinery
// (testing.Benchmark) and summarises repeated runs with benchmath.
package measure

import (
	"errors"
	"flag"
	"fmt"
	"math"
	"sync"
	"testing"
	"time"

	"golang.org/x/perf/benchmath"

	"github.com/serbench/serbench/suite"
)

// Confidence is the level of every interval serbench reports.
const Confidence = 0.95

// Options says how long and how often to time a cell.
type Options struct {
	Count     int           // timed runs per cell
	BenchTime time.Duration // target duration of each run
}

// Run is one timed run: testing.Benchmark's result.
type Run struct {
	N           int     `json:"n"`
	NsPerOp     float64 `json:"ns_per_op"`
	BytesPerOp  float64 `json:"bytes_per_op"`
	AllocsPerOp float64 `json:"allocs_per_op"`
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
func Summarize(values []float64) Summary {
	s := benchmath.AssumeNothing.Summary(benchmath.NewSample(values, &benchmath.DefaultThresholds), Confidence)
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

// Time measures loop: one calibration run of BenchTime (it also warms up
// caches and the heap, and is discarded) finds the iteration count, then
// Count runs of exactly that many iterations are timed. Fixing the count
// makes runs comparable and spares each one testing's ramp-up.
func Time(loop suite.Loop, opt Options) ([]Run, error) {
	if opt.Count < 1 {
		return nil, fmt.Errorf("count %d: need at least one run", opt.Count)
	}
	if opt.BenchTime <= 0 {
		return nil, fmt.Errorf("benchtime %v: must be positive", opt.BenchTime)
	}
	restore, err := setBenchTime(opt.BenchTime.String())
	if err != nil {
		return nil, err
	}
	defer restore()

	var loopErr error
	bench := func(b *testing.B) {
		if loopErr != nil {
			return
		}
		b.ReportAllocs()
		b.ResetTimer()
		loopErr = suite.Safely(func() error { return loop(b.N) })
	}
	cal := testing.Benchmark(bench)
	if loopErr != nil {
		return nil, loopErr
	}
	if cal.N < 1 {
		return nil, errors.New("calibration run did no iterations")
	}
	if _, err := setBenchTime(fmt.Sprintf("%dx", cal.N)); err != nil {
		return nil, err
	}
	runs := make([]Run, 0, opt.Count)
	for range opt.Count {
		r := testing.Benchmark(bench)
		if loopErr != nil {
			return nil, loopErr
		}
		if r.N < 1 {
			return nil, errors.New("timed run did no iterations")
		}
		runs = append(runs, Run{
			N:           r.N,
			NsPerOp:     float64(r.T.Nanoseconds()) / float64(r.N),
			BytesPerOp:  float64(r.MemBytes) / float64(r.N),
			AllocsPerOp: float64(r.MemAllocs) / float64(r.N),
		})
	}
	return runs, nil
}

// Finite reports whether x is a usable number (not NaN or ±Inf).
func Finite(x float64) bool { return !math.IsInf(x, 0) && !math.IsNaN(x) }
