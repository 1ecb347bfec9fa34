package measure

import (
	"math"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"sync"
	"time"

	"github.com/serbench/serbench/internal/panics"
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
	// Capped says Bytes is the cap, twice the op's B/op, not a look.
	Capped bool
	// Collections is how many collections the pass saw; with none, Bytes
	// is 0 and says nothing unless the op allocates nothing.
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
// It is an estimate, within about a quarter of the true peak for an op that
// holds megabytes on a small live heap (serbench's tests check one holding
// 16 MiB). It can miss the top by what the op allocates between two
// collections, which is coarse where the data the harness holds is large
// next to one op's allocations: even at GOGC 1 the collector waits for
// the heap to grow by 1% of the live heap, so the pass sees only a few
// collections per op. And it can exceed the top: what a collection marks live is what the op held when the
// collection began plus whatever the op allocated while it ran (the
// runtime marks new objects live until the cycle ends), so on small
// variants it does not go below what a collection's worth of allocation
// makes, tens of kB. It never counts garbage left over from before a
// collection, which is what makes a heap sampled at any moment useless
// here: between collections the heap holds as much garbage as GOGC allows,
// so such a peak measures GOGC and the harness's data, the same for every
// codec.
//
// Where a collection takes long next to an op (a small op on a variant
// whose data is large), that excess swamps the figure, so it is capped at
// twice bytesPerOp: above the heap live before the pass, an op can hold
// only what it allocates and what the op before it left behind, unless it
// keeps memory from op to op. Capped says the cap applied: the figure is
// then an upper bound, not a measurement.
func MeasurePeakHeap(loop Loop, bytesPerOp float64, budget time.Duration) (PeakHeap, error) {
	// Two collections: the first moves sync.Pool contents to the pools'
	// victim caches, the second frees them, so the base holds no pooled
	// buffer that would die during the pass and hide what the op holds.
	runtime.GC()
	runtime.GC()
	s := []metrics.Sample{{Name: metricGCCycles}, {Name: metricHeapLive}}
	metrics.Read(s)
	base := counter(s[1])

	defer debug.SetGCPercent(debug.SetGCPercent(gcPercent(bytesPerOp, base)))
	// One more P than the run uses, so that the sampler finds one free
	// while the op and the collector's workers keep the others busy.
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(runtime.GOMAXPROCS(0) + 1))

	// look takes the live heap of the last collection, once per collection;
	// the sampler calls it every sampleEvery and the loop after every op.
	var (
		mu   sync.Mutex
		last = counter(s[0])
		peak uint64
		seen int
	)
	look := func(s []metrics.Sample) int {
		metrics.Read(s)
		mu.Lock()
		defer mu.Unlock()
		if c := counter(s[0]); c != last {
			last = c
			seen++
			peak = max(peak, counter(s[1]))
		}
		return seen
	}
	stop := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		s := []metrics.Sample{{Name: metricGCCycles}, {Name: metricHeapLive}}
		t := time.NewTicker(sampleEvery)
		defer t.Stop()
		for {
			select {
			case <-stop:
				return
			case <-t.C:
				look(s)
			}
		}
	}()

	out := PeakHeap{}
	began := time.Now()
	err := panics.Catch(func() error {
		for looks := 0; out.Ops == 0 || (time.Since(began) < budget && looks < enoughCollections); {
			if err := loop(1); err != nil {
				return err
			}
			out.Ops++
			looks = look(s)
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
	if limit := 2 * max(bytesPerOp, 0); float64(out.Bytes) > limit {
		out.Bytes, out.Capped = uint64(limit), true
	}
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
