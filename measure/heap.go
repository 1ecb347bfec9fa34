package measure

import (
	"math"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"sync"
	"time"

	"github.com/serbench/serbench/suite"
)

// metricHeapLive is what the last collection marked live.
const metricHeapLive = "/gc/heap/live:bytes"

// Heap pass settings. The pass is untimed, so its sampler and the frequent
// collections it asks for cost the timings nothing.
const (
	// collectionsPerOp is how many times the pass asks the collector to
	// run while one op allocates its B/op: each collection is one look at
	// what the op holds.
	collectionsPerOp = 8
	// enoughCollections ends the pass early: that many looks, spread over
	// the phases of several ops, find the peak.
	enoughCollections = 32
	sampleEvery       = 50 * time.Microsecond
)

// PeakHeap is what the heap pass found.
type PeakHeap struct {
	// Bytes is the peak live heap of the op: see MeasurePeakHeap.
	Bytes uint64
	// Collections is how many collections the pass saw; with none, Bytes
	// is 0: the op allocated too little for the collector to run.
	Collections int
	Ops         int
}

// MeasurePeakHeap finds the most heap an op holds live at once. It runs
// loop one op at a time, untimed, for about budget (at least one op), with
// GOGC lowered for the pass so that the collector runs about
// collectionsPerOp times per op (bytesPerOp is the cell's B/op), then puts
// the run's GOGC back. The peak is the largest heap any of those
// collections marked live, less the live heap before the pass (the data
// the harness holds).
//
// It is an estimate, within about a quarter of the true peak for ops that
// hold megabytes (serbench's tests check an op holding 16 MiB). It can
// miss the top by what the op allocates between two collections, and it
// can exceed it: what a collection marks live is what the op held when the
// collection began plus whatever the op allocated while it ran (the
// runtime marks new objects live until the cycle ends), so on small
// variants it does not go below what a collection's worth of allocation
// makes, tens of kB. It never counts garbage left over from before a
// collection, which is what makes a heap sampled at any moment useless
// here: between collections the heap holds as much garbage as GOGC allows,
// so such a peak measures GOGC and the harness's data, the same for every
// codec.
func MeasurePeakHeap(loop suite.Loop, bytesPerOp float64, budget time.Duration) (PeakHeap, error) {
	runtime.GC()
	start := []metrics.Sample{{Name: metricGCCycles}, {Name: metricHeapLive}}
	metrics.Read(start)
	cycles0, base := counter(start[0]), counter(start[1])

	old := debug.SetGCPercent(gcPercent(bytesPerOp, base))
	defer debug.SetGCPercent(old)

	// The sampler looks at each collection it notices; the loop reads how
	// many it saw to end the pass early. mu guards peak and seen.
	var (
		mu    sync.Mutex
		peak  uint64
		seen  int
		stop  = make(chan struct{})
		wg    sync.WaitGroup
		count = func() int { mu.Lock(); defer mu.Unlock(); return seen }
	)
	wg.Add(1)
	go func() {
		defer wg.Done()
		s := []metrics.Sample{{Name: metricGCCycles}, {Name: metricHeapLive}}
		last := cycles0
		look := func() {
			metrics.Read(s)
			c, live := counter(s[0]), counter(s[1])
			if c == last {
				return
			}
			last = c
			mu.Lock()
			seen++
			peak = max(peak, live)
			mu.Unlock()
		}
		t := time.NewTicker(sampleEvery)
		defer t.Stop()
		for {
			select {
			case <-stop:
				look()
				return
			case <-t.C:
				look()
			}
		}
	}()

	out := PeakHeap{}
	began := time.Now()
	err := suite.Safely(func() error {
		for out.Ops == 0 || (time.Since(began) < budget && count() < enoughCollections) {
			if err := loop(1); err != nil {
				return err
			}
			out.Ops++
		}
		return nil
	})
	close(stop)
	wg.Wait()
	if err != nil {
		return PeakHeap{}, err
	}
	out.Collections = seen
	out.Bytes = peak - min(peak, base)
	return out, nil
}

// gcPercent is the GOGC at which the collector runs about collectionsPerOp
// times while one op allocates bytesPerOp on a live heap of base bytes. The
// collector lets the heap grow by GOGC percent of the live heap, but by no
// less than GOGC percent of 4 MB (the runtime's minimum heap).
func gcPercent(bytesPerOp float64, base uint64) int {
	if !(bytesPerOp > 0) {
		return 1
	}
	p := math.Ceil(100 * bytesPerOp / collectionsPerOp / float64(max(base, 4<<20)))
	return int(min(max(p, 1), 100))
}
