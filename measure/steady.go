package measure

import (
	"fmt"
	"runtime"
	"runtime/metrics"
	"time"

	"github.com/serbench/serbench/internal/panics"
)

// Steady timing: no collection is forced before a run, so each run pays
// for the garbage of its own ops, and the heap's growth, the scavenger and
// page faults, as a user's `for b.Loop()` loop does. testing.Benchmark's
// forced collections before every short run moved ops both ways instead
// (README, "How it measures").

// CalibrateSteady runs loop with doubling-ish counts, as testing's ramp-up
// does, until one run lasts benchtime/CalibrationShare, and returns the
// count that run's pace gives benchtime. The runs warm up caches and the
// heap; their timings are discarded.
func CalibrateSteady(loop Loop, benchtime time.Duration) (int, error) {
	n, _, err := CalibrateLong(loop, benchtime, 0)
	return n, err
}

// CalibrateLong is CalibrateSteady that also returns, as a run of one op,
// its first call when that one op outlasts long (0: never): an op of
// that length is timed once, as testing times a b.N of 1 that outlasts
// -benchtime, and not the six runs more (seven or eight ops with their
// lead-in, then the heap pass's) that an interval would need. Its many
// collections need no alignment. The run's Aligned is nil.
func CalibrateLong(loop Loop, benchtime, long time.Duration) (int, *Run, error) {
	if benchtime <= 0 {
		return 0, nil, fmt.Errorf("benchtime %v: must be positive", benchtime)
	}
	goal := max(benchtime/CalibrationShare, 1)
	n := 1
	for {
		var ms runtime.MemStats
		var gcs func() uint64
		var cycles uint64
		if n == 1 && long > 0 {
			runtime.ReadMemStats(&ms)
			gcs = cycleCounter()
			cycles = gcs()
		}
		start := time.Now()
		if err := panics.Catch(func() error { return loop(n) }); err != nil {
			return 0, nil, err
		}
		d := time.Since(start)
		if gcs != nil && d >= long {
			cycles = gcs() - cycles
			mallocs, bytes := ms.Mallocs, ms.TotalAlloc
			runtime.ReadMemStats(&ms)
			return 1, &Run{N: 1, NsPerOp: float64(d.Nanoseconds()), BytesPerOp: float64(ms.TotalAlloc - bytes),
				AllocsPerOp: float64(ms.Mallocs - mallocs), GCCycles: &cycles}, nil
		}
		if d >= goal || n >= 1e9 {
			// The count at this run's pace, never below the count run.
			if d > 0 {
				n = int(max(min(float64(n)*float64(benchtime)/float64(d), 1e9), float64(n)))
			}
			return n, nil, nil
		}
		// testing's predictN: aim 20% past the goal, grow at most 100×
		// and at least by one.
		next := int64(n) * 100
		if ns := d.Nanoseconds(); ns > 0 {
			next = min(next, int64(n)*goal.Nanoseconds()*6/5/ns)
		}
		n = int(max(min(next, 1e9), int64(n)+1))
	}
}

// CalibrationShare sets the last calibration run's length, benchtime /
// CalibrationShare (CalibrateLong): the count only sizes the pieces of a run
// (Cycles.Chunk), which ends on time and on a collection, so a run of an
// eighth of benchtime sizes them closely enough; the warm-up run that
// follows (runner's) warms the process for the timed runs. A ramp to the
// whole benchtime took most of the calibration phase.
const CalibrationShare = 8

// Cycles times runs of whole collection cycles of one loop, in pieces of
// Chunk iterations: a run starts just after a collection completed and
// times pieces until at least BenchTime has passed, MinN iterations have
// run, and another collection has completed, ending with the piece in
// which it did. Run.N is the iterations timed.
//
// Why: in the steady state of an allocating loop, the collector's work
// comes in lumps, one cycle per so many bytes allocated. A run of fixed
// length holds a whole lump or none depending on where it falls, so short
// runs either scatter (steady runs) or, when a collection is forced before
// each, leave the lumps out and read low against a plain loop of a second
// (README, "How it measures"). A run that starts and ends just after a
// collection holds whole cycles: the steady state's mean cost, lumps in.
//
// Before each run, untimed pieces run until a collection completes. That
// also brings a process that sat idle (the runner's other workers ran)
// back to its steady state: chaining runs instead, each starting where
// the last ended, saved a fifth of the default suite's time but read the
// fidelity cells 2-4% higher (README, "How it measures"). A loop that
// completes no collection within LongCycle×BenchTime, or allocates nothing
// in the first piece of that wait, is timed for BenchTime from then on
// (Run.Aligned false): it allocates so little that a cycle is a small
// share of its time; so is a loop whose run finds no collection by
// LongCycle×BenchTime. A slow loop, whose pieces each outlast
// LongCycle×BenchTime, starts each run after its first at once: a piece
// before it would be as long as the run. Loop must go on where its last
// call stopped (suite's loops do), or the pieces would time the same first
// messages again and again.
type Cycles struct {
	Loop      Loop
	Chunk     int
	BenchTime time.Duration
	// MinN is the fewest iterations a run times, whatever BenchTime says,
	// until LongCycle×BenchTime has passed, unless the loop allocated
	// nothing in its last run (see MinRunOps).
	MinN int
	// Long bounds, in BenchTimes, how long a run waits for a collection;
	// 0 means LongCycle. A process that holds a large heap collects
	// rarely, and its runs need longer to hold whole cycles.
	Long int
	// Chain starts a run at once when the last one ended just after a
	// collection: for runs asked for back to back, with no idle gap
	// between them, the process is still in its steady state. (Runs
	// interleaved with other processes' wait: a worker that sat idle
	// read 2-4% high without the wait.)
	Chain      bool
	noGC       bool // no collection completed before an earlier run
	quiet      bool // the loop allocated nothing in its last run (before the first, in its first piece)
	endedCycle bool // the last run ended with the piece in which a collection completed
	slow       bool // the last run's pieces each outlasted LongCycle×BenchTime
}

// CyclePieces is about how many pieces a run is timed in (NewCycles): the
// run's end is found to within one piece, 1/64 of benchtime, and the 64
// reads of the collection counter cost about 0.1%.
const CyclePieces = 64

// MinRunOps is the fewest ops a run holds (NewCycles), unless they would
// outlast LongCycle×benchtime: a run of one or two slow ops (gob decoding
// 5,000 transactions, 7 ms) holds one op's collections and page faults or
// none, and the median of such runs misses their mean, which a plain loop
// of a second has. A loop that allocated nothing in its last run (zstd
// into a reused buffer, a +reuse encoder) has neither to hold, and its
// run ends once BenchTime has passed: sixteen zstd compressions of a 2 MB
// document made each of its runs LongCycle×BenchTime long.
const MinRunOps = 16

// NewCycles returns the Cycles of loop calibrated to n iterations in
// benchtime.
func NewCycles(loop Loop, n int, benchtime time.Duration) *Cycles {
	return &Cycles{Loop: loop, Chunk: max(1, n/CyclePieces), BenchTime: benchtime, MinN: MinRunOps}
}

// LongCycle bounds, in BenchTimes, how long Cycles waits for a collection.
// The default suite's cycles in a worker run from under a millisecond to
// about 110 ms (toml reading structs/big); 8×10 ms leaves a handful of its
// cells unaligned. At 2×, the cells whose cycles came every 20-80 ms were
// timed unaligned, and a run of theirs held a collection or none: 11-31%
// intervals, where whole cycles give 1-3%.
const LongCycle = 8

// Run times one run.
func (c *Cycles) Run() (Run, error) {
	if c.Chunk < 1 {
		return Run{}, fmt.Errorf("%d iterations a piece: need at least one", c.Chunk)
	}
	if c.BenchTime <= 0 {
		return Run{}, fmt.Errorf("benchtime %v: must be positive", c.BenchTime)
	}
	bt := c.BenchTime
	long := time.Duration(LongCycle)
	if c.Long > 0 {
		long = time.Duration(c.Long)
	}
	piece := func() error { return c.Loop(c.Chunk) } // made here: its allocation is not the loop's
	gcCycles := cycleCounter()
	leading := time.Now()
	aligned := false
	if (c.Chain || c.slow) && c.endedCycle {
		// A slow loop's lead-in would be a whole piece, as long as its
		// run: yaml decoding 5,000 transactions took 9.6 s a piece, and
		// every run twice that. Its run starts where the last ended, just
		// after a collection; a piece that long is not warmed up by one.
		aligned = true
	} else if !c.noGC {
		// Untimed, until the next collection completes. A loop whose
		// piece allocated nothing will bring none: it is timed unaligned
		// at once, not after LongCycle×BenchTime of waiting.
		// (ReadMemStats, not runtime/metrics: the metrics' allocation
		// counts reach the totals only as spans are refilled, so a piece
		// of a few small allocations can show none.)
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		before := ms.TotalAlloc
		// Read after ReadMemStats: a collection that completes while it
		// stops the world came before the wait, not in it.
		g := gcCycles()
		for start, first := time.Now(), true; !aligned && time.Since(start) < long*bt; first = false {
			if err := panics.Catch(piece); err != nil {
				return Run{}, err
			}
			if aligned = gcCycles() != g; aligned || !first {
				continue
			}
			if runtime.ReadMemStats(&ms); ms.TotalAlloc == before {
				c.quiet = true
				break
			}
		}
		c.noGC = !aligned
	} else if !c.slow {
		// One untimed piece still: the process sat idle while others ran.
		// Not for a slow loop, allocating or not: a piece that long is
		// not warmed up by one more, and it made each run twice as long
		// (json decoding 200,000 transactions, 2 s a piece; a zstd
		// compression of one of transaction/30000's messages, 0.2 s).
		if err := panics.Catch(piece); err != nil {
			return Run{}, err
		}
	}
	// The run's figures escape to the heap: declared before the first
	// read of the allocation counts, their allocations are not the loop's.
	var (
		lead   float64
		cycles uint64
		ms     runtime.MemStats
	)
	runtime.ReadMemStats(&ms)
	mallocs, bytes := ms.Mallocs, ms.TotalAlloc
	g := gcCycles()
	prev := g // the count after the previous piece
	n := 0
	start := time.Now()
	lead = float64(start.Sub(leading).Nanoseconds())
	var elapsed time.Duration
	for {
		if err := panics.Catch(piece); err != nil {
			return Run{}, err
		}
		n += c.Chunk
		now := gcCycles()
		if elapsed = time.Since(start); elapsed >= bt && (n >= c.MinN || c.quiet || elapsed >= long*bt) {
			if !aligned || now != prev {
				break
			}
			if elapsed >= long*bt {
				// Timed unaligned from now on, as if none had come.
				aligned, c.noGC = false, true
				break
			}
		}
		prev = now
	}
	cycles = gcCycles() - g
	c.endedCycle = aligned
	c.slow = elapsed/time.Duration(n/c.Chunk) >= long*bt
	runtime.ReadMemStats(&ms)
	c.quiet = ms.TotalAlloc == bytes
	return Run{
		N:           n,
		NsPerOp:     float64(elapsed.Nanoseconds()) / float64(n),
		BytesPerOp:  float64(ms.TotalAlloc-bytes) / float64(n),
		AllocsPerOp: float64(ms.Mallocs-mallocs) / float64(n),
		GCCycles:    &cycles,
		Aligned:     &aligned,
		LeadNs:      &lead,
	}, nil
}

// cycleCounter returns a function that reads the number of collections
// completed so far, without allocating (about 0.15 µs a read; Cycles.Run
// reads it once a piece).
func cycleCounter() func() uint64 {
	s := []metrics.Sample{{Name: metricGCCycles}}
	return func() uint64 {
		metrics.Read(s)
		return counter(s[0])
	}
}
