package measure

import (
	"fmt"
	"runtime"
	"time"
)

// Steady timing, for a process that holds one codec's cells (the runner's
// worker processes): no collection is forced before a run, so each run
// pays for the garbage of its own ops, and the heap's growth, the
// scavenger and page faults, as a user's `for b.Loop()` loop does in a
// process of its own. testing.Benchmark's forced collection before every
// short run moved ops both ways instead (README, "How it measures").

// CalibrateSteady runs loop with doubling-ish counts, as testing's ramp-up
// does, until one run lasts benchtime, and returns that count. The runs
// warm up caches and the heap; their timings are discarded.
func CalibrateSteady(loop Loop, benchtime time.Duration) (int, error) {
	if benchtime <= 0 {
		return 0, fmt.Errorf("benchtime %v: must be positive", benchtime)
	}
	n := 1
	for {
		start := time.Now()
		if err := safely(func() error { return loop(n) }); err != nil {
			return 0, err
		}
		d := time.Since(start)
		if d >= benchtime || n >= 1e9 {
			return n, nil
		}
		// testing's predictN: aim 20% past the goal, grow at most 100×
		// and at least by one.
		next := int64(n) * 100
		if ns := d.Nanoseconds(); ns > 0 {
			next = min(next, int64(n)*benchtime.Nanoseconds()*6/5/ns)
		}
		n = int(max(min(next, 1e9), int64(n)+1))
	}
}

// RunSteady times exactly n iterations of loop, after one untimed one,
// with a monotonic clock;
// allocations and collections are read outside it, as testing's timer
// reads them.
func RunSteady(loop Loop, n int) (Run, error) {
	if n < 1 {
		return Run{}, fmt.Errorf("%d iterations: need at least one", n)
	}
	// One untimed iteration first, as testing.Benchmark runs one before a
	// run: the worker has sat idle while the others ran, and the caches
	// are theirs.
	if err := safely(func() error { return loop(1) }); err != nil {
		return Run{}, err
	}
	var ms runtime.MemStats
	timed := func() error { return loop(n) } // made here: its allocation is not the loop's
	runtime.ReadMemStats(&ms)
	mallocs, bytes, gcs := ms.Mallocs, ms.TotalAlloc, ms.NumGC
	start := time.Now()
	err := safely(timed)
	elapsed := time.Since(start)
	runtime.ReadMemStats(&ms)
	if err != nil {
		return Run{}, err
	}
	cycles := uint64(ms.NumGC - gcs)
	return Run{
		N:           n,
		NsPerOp:     float64(elapsed.Nanoseconds()) / float64(n),
		BytesPerOp:  float64(ms.TotalAlloc-bytes) / float64(n),
		AllocsPerOp: float64(ms.Mallocs-mallocs) / float64(n),
		GCCycles:    &cycles,
	}, nil
}
