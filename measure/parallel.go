package measure

import (
	"errors"
	"fmt"
	"math"
	"runtime"
	"runtime/metrics"
	"slices"
	"sync"
	"time"

	"github.com/serbench/serbench/internal/panics"
)

// ParallelRun is one run of g goroutines at once, each running its own
// loop n times.
type ParallelRun struct {
	G  int     // goroutines
	N  int     // iterations of each goroutine's loop
	Ns float64 // wall time from their release to the end of the last
	// GCCycles counts the collections that completed during the run.
	GCCycles uint64
	// GCCPU and UsedCPU are the collector's CPU time and all the CPU time
	// the process used (every class of runtime/metrics' /cpu/classes but
	// idle), in seconds, from the end of the collection before the run to
	// the end of the last one in it: the runtime updates those figures
	// only when a collection ends. Both are 0 when no collection ended in
	// the run.
	GCCPU, UsedCPU float64
}

// OpsPerSec is the run's throughput: every goroutine's ops over the wall
// time.
func (r ParallelRun) OpsPerSec() float64 {
	if !(r.Ns > 0) {
		return 0
	}
	return float64(r.G) * float64(r.N) * 1e9 / r.Ns
}

// CPU metrics of the parallel runs: see ParallelRun.
const (
	metricGCCPU    = "/cpu/classes/gc/total:cpu-seconds"
	metricTotalCPU = "/cpu/classes/total:cpu-seconds"
	metricIdleCPU  = "/cpu/classes/idle:cpu-seconds"
)

// RunParallel runs each of loops on a goroutine of its own, n iterations
// each, all released at once, and times them from their release to the end
// of the last. Each loop must own what it works on (its own codec instance
// and messages): RunParallel shares nothing between them but the start.
// Like testing.Benchmark before a run, it collects garbage first, so that
// every run starts from the same heap.
func RunParallel(loops []Loop, n int) (ParallelRun, error) {
	if len(loops) == 0 || n < 1 {
		return ParallelRun{}, fmt.Errorf("parallel run of %d loops of %d iterations: need at least one of each", len(loops), n)
	}
	samples := []metrics.Sample{{Name: metricGCCycles}, {Name: metricGCCPU}, {Name: metricTotalCPU}, {Name: metricIdleCPU}}
	read := func() (cycles uint64, gc, used float64) {
		metrics.Read(samples)
		return counter(samples[0]), seconds(samples[1]), seconds(samples[2]) - seconds(samples[3])
	}
	errs := make([]error, len(loops))
	gate := make(chan struct{})
	var ready, done sync.WaitGroup
	for i, loop := range loops {
		ready.Add(1)
		done.Add(1)
		go func() {
			defer done.Done()
			ready.Done()
			<-gate
			errs[i] = panics.Catch(func() error { return loop(n) })
		}()
	}
	ready.Wait()
	runtime.GC()
	c0, gc0, used0 := read()
	start := time.Now()
	close(gate)
	done.Wait()
	ns := float64(time.Since(start).Nanoseconds())
	c1, gc1, used1 := read()
	if err := errors.Join(errs...); err != nil {
		return ParallelRun{}, err
	}
	r := ParallelRun{G: len(loops), N: n, Ns: ns, GCCycles: c1 - c0}
	if r.GCCycles > 0 {
		r.GCCPU, r.UsedCPU = gc1-gc0, used1-used0
	}
	return r, nil
}

// seconds reads a float64 metric; 0 when the runtime does not know it.
func seconds(s metrics.Sample) float64 {
	if s.Value.Kind() != metrics.KindFloat64 {
		return 0
	}
	return s.Value.Float64()
}

// TimeParallel times loops[:g] for g = 1 … len(loops) in interleaved
// rounds: one discarded warm-up run of each g, then rounds runs of every
// g, so that a slow spell of a shared machine lands on every g alike and
// the ratios between them stay fair. Each goroutine runs n iterations.
func TimeParallel(loops []Loop, n, rounds int) ([]ParallelRun, error) {
	if rounds < 1 {
		return nil, fmt.Errorf("parallel pass of %d rounds: need at least one", rounds)
	}
	var out []ParallelRun
	for round := -1; round < rounds; round++ {
		for g := 1; g <= len(loops); g++ {
			r, err := RunParallel(loops[:g], n)
			if err != nil {
				return nil, fmt.Errorf("%d goroutines: %w", g, err)
			}
			if round >= 0 {
				out = append(out, r)
			}
		}
	}
	return out, nil
}

// Scaling is what the parallel runs of one cell show, for each goroutine
// count G[i].
type Scaling struct {
	G []int
	// OpsPerSec is the median throughput of the runs of each count.
	OpsPerSec []float64
	// Efficiency is OpsPerSec at g ÷ (g × OpsPerSec at one goroutine): 1
	// when g goroutines do g times the work of one.
	Efficiency []float64
	// GCPerOp is the collections per op, the runs of each count pooled.
	GCPerOp []float64
	// GCShare is the collector's share of the CPU the process used, the
	// runs of each count pooled; NaN when no collection ended in them.
	GCShare []float64
}

// SummarizeParallel summarises parallel runs by goroutine count, in
// increasing order; Efficiency needs runs of one goroutine (NaN without).
func SummarizeParallel(runs []ParallelRun) Scaling {
	var s Scaling
	byG := map[int][]ParallelRun{}
	for _, r := range runs {
		if _, ok := byG[r.G]; !ok {
			s.G = append(s.G, r.G)
		}
		byG[r.G] = append(byG[r.G], r)
	}
	slices.Sort(s.G)
	for _, g := range s.G {
		rs := byG[g]
		rates := make([]float64, len(rs))
		var cycles, ops, gc, used float64
		for i, r := range rs {
			rates[i] = r.OpsPerSec()
			cycles += float64(r.GCCycles)
			ops += float64(r.G) * float64(r.N)
			gc += r.GCCPU
			used += r.UsedCPU
		}
		s.OpsPerSec = append(s.OpsPerSec, Summarize(rates).Center)
		gcPer, share := math.NaN(), math.NaN()
		if ops > 0 {
			gcPer = cycles / ops
		}
		if used > 0 {
			share = gc / used
		}
		s.GCPerOp = append(s.GCPerOp, gcPer)
		s.GCShare = append(s.GCShare, share)
	}
	one := math.NaN()
	if len(s.G) > 0 && s.G[0] == 1 {
		one = s.OpsPerSec[0]
	}
	for i, g := range s.G {
		s.Efficiency = append(s.Efficiency, s.OpsPerSec[i]/(float64(g)*one))
	}
	return s
}

// controlSink keeps the control loops' arithmetic from being optimised
// away; each loop writes its own slot once per call, at the end.
var controlSink [64]uint64

// ControlLoops returns n loops of pure arithmetic, each on its own
// goroutine's registers, allocating nothing and sharing nothing: timed
// like a cell's loops, their efficiency is what the machine itself gives
// n goroutines at that moment (a busy neighbour, a virtual CPU the host
// does not schedule), the ceiling for any codec's.
func ControlLoops(n int) []Loop {
	loops := make([]Loop, n)
	for i := range loops {
		loops[i] = func(ops int) error {
			x := uint64(i) + 1
			for range ops {
				for range 256 {
					x = x*6364136223846793005 + 1442695040888963407
				}
			}
			controlSink[i%len(controlSink)] = x
			return nil
		}
	}
	return loops
}
