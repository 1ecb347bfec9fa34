package timeworker

import (
	"errors"
	"fmt"
	"math"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"strings"
	"time"

	"github.com/serbench/serbench/internal/panics"
	"github.com/serbench/serbench/internal/valgrind"
	"github.com/serbench/serbench/measure"
)

// The triggers of the dumps an instruction count writes
// (valgrind.DumpAt): the ops, and one collection of a cycle's garbage;
// and the warm-up's last pass, which the worker reads itself to choose how
// many ops to count.
const (
	DumpOps  = "serbench-ops"
	DumpGC   = "serbench-gc"
	DumpWarm = "serbench-warm"
)

// InstrRun is what a worker under callgrind did for CmdInstructions. The
// counts themselves are in callgrind's dumps, which the parent reads:
// instructions per op = ops dump / Ops + GC dump / GCs / GCEvery.
type InstrRun struct {
	// Ops is how many ops the ops dump counted, with no collection in
	// it, starting at the variant's first message: whole passes over its
	// messages when Passes, so two runs count the very same ops.
	Ops    int  `json:"ops"`
	Passes bool `json:"passes,omitempty"`
	// Cycles says the ops were whole collection cycles (GCEvery ops
	// each), each starting just after a collection.
	Cycles bool `json:"cycles,omitempty"`
	// GCEvery is the ops between two collections at the pacer's goal for
	// the cell's live heap (GCGoal − GCLive) / BytesPerOp, and the GC dump
	// one collection after that many ops' garbage; 0 for an op that
	// allocates less than a byte, which is charged no collection.
	GCEvery int `json:"gc_every,omitempty"`
	// GCs is how many collections the GC dump counted, and GCOps the
	// ops whose garbage they swept: GCs × GCEvery, unless running so
	// many would have outlasted MaxCompleteCycle.
	GCs         int     `json:"gcs,omitempty"`
	GCOps       int     `json:"gc_ops,omitempty"`
	BytesPerOp  float64 `json:"bytes_per_op"`
	AllocsPerOp float64 `json:"allocs_per_op"`
	// GCLive and GCGoal are the live heap the runtime marked and its
	// heap goal after a collection, in the process's own collector
	// settings (GOGC, 100 unless the environment says otherwise).
	GCLive uint64 `json:"gc_live"`
	GCGoal uint64 `json:"gc_goal"`
}

// GCSampled is how many of its cycles' collections a count of whole
// cycles counts at most; GCCounted how many collections of whole cycles'
// garbage a count of less than a cycle averages (countCollections).
const (
	GCSampled = 16
	GCCounted = 5
)

// MaxCompleteCycle bounds the time a worker spends, uninstrumented, on
// the ops that bring the heap to a whole cycle's garbage before the
// counted collection: a cell of a large live heap and a slow op (hundreds
// of megabytes between collections) would otherwise take minutes.
const MaxCompleteCycle = 20 * time.Second

// countInstructions counts loop's instructions under callgrind, which
// must have started the process with instrumentation and collection off
// (valgrind.Args, valgrind.OutEnv), and returns what it counted; msgs is
// the number of the variant's messages the loop cycles through (0 or 1:
// one), budget about how many instructions the counted ops should take.
//
// Every step runs a number of ops set by counts, never by the clock, which
// valgrind runs slow and with the host's load: what ran before the count
// shapes the heap, and a forced collection's cost with it (returning
// empty spans to the page heap updates its summaries, and how much work
// that is depends on where the spans lie: 5% of a collection between two
// processes whose warm-ups ran different numbers of ops).
//
// The collector is the runtime's own, at deterministic points: an
// allocating op's figure includes its share of the collections, but
// valgrind's clock runs 15-50 times slow and the pacer and background
// workers go by the clock, so two counts of protojson's encode with the
// collector on differed by 4% (its share 10-14%). So the collector is
// off (GOGC=off) while counting, and the worker starts a collection
// (collect) every GCEvery ops, where the pacer would start one for the
// cell's live heap; the ops (with the sweeps they do) are counted apart
// from the collections, and collections of a whole cycle's garbage on
// their own, each charged 1/GCEvery of itself an op: those of the counted
// cycles themselves, where the ops counted are whole cycles, so that what
// the sweep leaves a collection is what the counted ops left it.
func countInstructions(loop measure.Loop, msgs int, budget uint64) (InstrRun, error) {
	if !valgrind.Running() {
		return InstrRun{}, errors.New("instructions: the worker is not running under valgrind")
	}
	c := &counter{loop: loop, msgs: max(msgs, 1)}
	perOp, err := allocsPerOp(loop, c.msgs, &c.done, &c.r)
	if err != nil {
		return c.r, err
	}
	c.gcPoints()

	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	runtime.GC()
	valgrind.StartInstrumentation()
	defer valgrind.StopInstrumentation()
	instrOp, err := c.warmUp()
	if err != nil {
		return c.r, err
	}
	c.chooseOps(instrOp, budget)
	if err := c.countOps(); err != nil {
		return c.r, err
	}
	if c.r.GCEvery == 0 || c.r.GCs > 0 {
		return c.r, nil
	}
	return c.r, c.countCollections(perOp)
}

// counter is a count in progress: loop's cursor (done ops so far, at
// done % msgs) and the ops since the last forced collection.
type counter struct {
	loop    measure.Loop
	msgs    int
	done    int
	sinceGC int
	r       InstrRun
}

// gcPoints sets r's live heap, goal and GCEvery: the ops between the
// points the pacer would start a collection for the cell's live heap.
func (c *counter) gcPoints() {
	runtime.GC()
	s := []metrics.Sample{{Name: "/gc/heap/live:bytes"}, {Name: "/gc/heap/goal:bytes"}}
	metrics.Read(s)
	r := &c.r
	r.GCLive, r.GCGoal = s[0].Value.Uint64(), s[1].Value.Uint64()
	if r.BytesPerOp >= 1 && r.GCGoal > r.GCLive {
		r.GCEvery = max(1, int(float64(r.GCGoal-r.GCLive)/r.BytesPerOp))
	}
}

// step runs n ops with a collection forced (through between) every
// GCEvery ops, counting since the last one in sinceGC; a collection comes
// before the next op, so that after step sinceGC is in (0, GCEvery].
func (c *counter) step(n int, between func(func())) error {
	every := c.r.GCEvery
	for n > 0 {
		if every > 0 && c.sinceGC == every {
			between(collect)
			c.sinceGC = 0
		}
		k := n
		if every > 0 {
			k = min(n, every-c.sinceGC)
		}
		if err := run(c.loop, k, &c.done); err != nil {
			return err
		}
		n -= k
		c.sinceGC += k
	}
	return nil
}

func plainGC(gc func()) { gc() }

// collectSink holds the allocation that starts a collection (collect),
// not zeroed: zeroing it would be the harness's work, charged to the
// collection.
var collectSink strings.Builder

// cycles reads the number of collections the runtime has completed.
func cycles() uint64 {
	s := []metrics.Sample{{Name: "/gc/cycles/total:gc-cycles"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}

// collect runs one collection with the collector otherwise off, started
// as the pacer starts one (an allocation past a heap goal, the goal set
// low for it), so that its sweep is left to the allocations after it, as
// in a paced program: runtime.GC sweeps every span before it returns,
// which frees empty spans to the page heap that a paced program's
// allocations reuse where they lie (gob decoding transaction/5000 then
// counted 2.2% above its plain program's whole count).
//
// The last cycle's sweep is often unfinished (the background sweeper runs
// when the clock preempts the ops), and the runtime then leaves it 1 MB
// of allocation before a collection. The allocation sweeps the rest
// instead (proportional sweep), and the next starts the collection; where
// the runtime's count of pages says none is left to sweep, the
// background sweeper is let finish first, ten spans a yield. Falling back
// to runtime.GC there, as the clock went, moved symphony's decode's
// collector share by 12% between counts. Where the heap holds too little
// garbage to start one, runtime.GC does.
func collect() {
	n := cycles()
	for yields := 0; yields <= maxCollectYields; yields = max(1, 2*yields) {
		for range yields {
			runtime.Gosched()
		}
		debug.SetGCPercent(1)
		collectSink.Grow(64 << 10)
		debug.SetGCPercent(-1) // waits for a started mark to end
		collectSink.Reset()
		if cycles() != n {
			return
		}
	}
	runtime.GC()
}

// maxCollectYields bounds the yields of one of collect's tries: a sweep
// of some 40,000 spans at most left to the background sweeper.
const maxCollectYields = 1 << 11

// uncountedGC runs a collection between counted ops with collection off:
// those collections are counted apart.
func uncountedGC(gc func()) {
	valgrind.ToggleCollect()
	gc()
	valgrind.ToggleCollect()
}

// WarmOps is how many ops the warm-up runs under instrumentation, unless
// a call of them outlasts WarmLimit.
const (
	WarmOps   = 256
	WarmLimit = 2 * time.Second
)

// warmUp runs the loop under instrumentation until its translations are
// made, and returns the instructions an op took in a second pass, without
// its collections.
func (c *counter) warmUp() (float64, error) {
	n, _, err := rampOps(WarmOps, WarmLimit, func(n int) error { return c.step(n, plainGC) })
	if err != nil {
		return 0, err
	}
	// Once more, now that the first calls' translation is paid for, and
	// counted.
	valgrind.ToggleCollect()
	err = c.step(n, uncountedGC)
	valgrind.ToggleCollect()
	if err != nil {
		return 0, err
	}
	total, err := valgrind.DumpAndRead(DumpWarm)
	if err != nil {
		return 0, fmt.Errorf("instructions: %w", err)
	}
	return max(float64(total)/float64(n), 1), nil
}

// chooseOps sets how many ops are counted, about budget instructions'
// worth at instrOp an op (within a factor of 1.4). Whole collection
// cycles of an allocating op, when one fits in a few budgets: an op's
// cost moves with where in its cycle it falls (protojson's update: 772,000-774,000 instructions an op
// over the first 160 ops after a collection, 776,000 over whole cycles).
// Otherwise whole passes over the messages, so that every run counts the
// same ops; otherwise as many as the budget takes, from the first message
// still.
func (c *counter) chooseOps(instrOp float64, budget uint64) {
	r := &c.r
	ideal := float64(budget) / instrOp
	// A power of two of them: a count of instructions that moves a little
	// between processes (a reflective codec's, with the map seeds) then
	// seldom moves the ops counted.
	wholes := func(each int) int { return each << max(0, int(math.Round(math.Log2(ideal/float64(each))))) }
	switch {
	case r.GCEvery > 0 && float64(r.GCEvery) <= 4*ideal:
		r.Ops = wholes(r.GCEvery)
	case c.msgs > 1 && float64(c.msgs) <= 4*ideal:
		r.Ops = wholes(c.msgs)
	default:
		r.Ops = max(1, int(ideal))
	}
	r.Passes = r.Ops%c.msgs == 0
	r.Cycles = r.GCEvery > 0 && r.Ops%r.GCEvery == 0
}

// countOps counts r.Ops ops from the first message, starting just after
// a collection as every run does. When they are whole cycles, up to
// GCSampled of their collections (the last cycle's, after them, too),
// spread over them, are counted apart from the ops, and the others not.
func (c *counter) countOps() error {
	if err := c.step((c.msgs-c.done%c.msgs)%c.msgs, plainGC); err != nil {
		return err
	}
	collect()
	c.sinceGC = 0
	between := uncountedGC
	if c.r.Cycles {
		between = c.sampledGC(c.r.Ops / c.r.GCEvery)
	}
	valgrind.ToggleCollect()
	err := c.step(c.r.Ops, between)
	if err == nil && c.r.Cycles {
		between(collect)
		c.sinceGC = 0
	}
	valgrind.ToggleCollect()
	valgrind.DumpAt(DumpOps)
	return err
}

// sampledGC returns step's between for cycles counted cycles: every
// stride-th collection is counted, in a dump of its own after one of the
// ops before it, and the others are not (uncountedGC), so that at most
// GCSampled are counted, spread evenly over the cycles.
func (c *counter) sampledGC(cycles int) func(func()) {
	stride := (cycles + GCSampled - 1) / GCSampled
	i := 0
	return func(gc func()) {
		if i++; i%stride != 0 {
			uncountedGC(gc)
			return
		}
		valgrind.DumpAt(DumpOps)
		gc()
		valgrind.DumpAt(DumpGC)
		c.r.GCs++
		c.r.GCOps += c.r.GCEvery
	}
}

// countCollections counts collections of a whole cycle's garbage for a
// count of less than a cycle: one varies by a few percent, with the
// scheduler's and background goroutines' clock-driven share, so GCCounted
// of them are averaged. The garbage is made uninstrumented (several times
// faster), up to MaxCompleteCycle.
func (c *counter) countCollections(perOp time.Duration) error {
	r := &c.r
	budget := MaxCompleteCycle
	for r.GCs < GCCounted {
		rest := r.GCEvery - c.sinceGC
		if limit := int(budget / perOp); rest > limit {
			if r.GCs > 0 {
				break
			}
			rest = limit
		}
		if rest > 0 {
			valgrind.StopInstrumentation()
			start := time.Now()
			err := run(c.loop, rest, &c.done)
			budget -= time.Since(start)
			valgrind.StartInstrumentation()
			if err != nil {
				return err
			}
		}
		r.GCOps += c.sinceGC + rest
		valgrind.ToggleCollect()
		collect()
		valgrind.ToggleCollect()
		r.GCs++
		c.sinceGC = 0
	}
	valgrind.DumpAt(DumpGC)
	return nil
}

// AllocOps is how many ops allocsPerOp warms up with and then measures
// (rounded up to whole passes), unless a call of them outlasts AllocLimit.
const (
	AllocOps   = 1024
	AllocLimit = 200 * time.Millisecond
)

// allocsPerOp sets r's bytes and objects an op allocates, natively
// (instrumentation is off), and returns the time an op takes there: a
// warm-up, then AllocOps ops in whole passes over the msgs messages, from
// the first. A single ramp-up stops at one op, slow with valgrind's
// translation, and one message of a trace is not the variant's mean
// (boutique/sample's message 1 allocates 16 times the mean: a collection
// charged every 134 ops, not 2,100).
func allocsPerOp(loop measure.Loop, msgs int, done *int, r *InstrRun) (time.Duration, error) {
	runN := func(n int) error { return run(loop, n, done) }
	if _, _, err := rampOps(AllocOps, AllocLimit, runN); err != nil {
		return 0, err
	}
	n, _, err := rampOps(AllocOps, AllocLimit, runN)
	if err != nil {
		return 0, err
	}
	if err := runN((msgs - *done%msgs) % msgs); err != nil {
		return 0, err
	}
	n = (n + msgs - 1) / msgs * msgs
	runtime.GC()
	var a, b runtime.MemStats
	runtime.ReadMemStats(&a)
	start := time.Now()
	if err := runN(n); err != nil {
		return 0, err
	}
	perOp := max(time.Since(start)/time.Duration(n), 1)
	runtime.ReadMemStats(&b)
	r.BytesPerOp = float64(b.TotalAlloc-a.TotalAlloc) / float64(n)
	r.AllocsPerOp = float64(b.Mallocs-a.Mallocs) / float64(n)
	return perOp, nil
}

// run runs n ops of loop, counting them in done.
func run(loop measure.Loop, n int, done *int) error {
	if n <= 0 {
		return nil
	}
	*done += n
	if err := panics.Catch(func() error { return loop(n) }); err != nil {
		return fmt.Errorf("instructions: %w", err)
	}
	return nil
}

// rampOps runs ops through f, doubling from one, until a call of f has run
// at least ops ops or lasted limit, and returns that call's ops and time:
// the same ops in every process unless an op is slow enough for the limit.
func rampOps(ops int, limit time.Duration, f func(n int) error) (int, time.Duration, error) {
	for n := 1; ; n *= 2 {
		start := time.Now()
		if err := f(n); err != nil {
			return 0, 0, err
		}
		if took := time.Since(start); n >= ops || took >= limit {
			return n, took, nil
		}
	}
}
