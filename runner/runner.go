// Package runner executes a plan of cells: it loads each variant once,
// validates each binding, times each op and hands every record to a sink
// as soon as its cell ends.
package runner

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/serbench/serbench/internal/panics"
	"github.com/serbench/serbench/measure"
	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/suite"
)

// Options control a run.
type Options struct {
	Measure measure.Options
	// VerifyOnly validates every cell and times none.
	VerifyOnly bool
	// Progress receives one line per cell; nil means none.
	Progress io.Writer
	// GroupBytes bounds the live heap that a group of codecs timed
	// together may hold; 0 means DefaultGroupBytes.
	GroupBytes uint64
	// Compression adds to every encode cell its messages' sizes under
	// zstd, snappy and gzip and zstd's times (package compression), in an
	// untimed pass after the cell's timed runs.
	Compression bool
	// Sizes, when set, keeps the compression pass's sizes from one run to
	// the next (SizeStore).
	Sizes SizeStore
	// Pace, when set, keeps each variant's time a cell from one run to
	// the next, for the progress line's time left (PaceStore).
	Pace PaceStore
	// Parallel, when above 0, adds to every encode and decode cell a pass
	// on 1 … Parallel goroutines at once with GOMAXPROCS Parallel, after
	// the cell's timed runs (see parallelPass).
	Parallel int
	// Workers, when set, times each cell in a worker process of its own
	// (see Workers), except for variants marked Full, too large to hold
	// twice, which are timed in this process as without it.
	Workers *Workers
	// VariantDone, when set, is called after each variant that timed or
	// counted its cells, with its name ("dataset/variant"), its wall time
	// and its phases (env.json keeps them, and their sums); an error stops
	// the run, as a sink's does.
	VariantDone func(variant string, took time.Duration, ph *Phases) error
}

// PaceStore keeps each variant's seconds a cell, by its name
// ("dataset/variant") and its planned cells, from one run to the next of
// the same settings on the same machine (runner/pacecache). The progress
// line reckons a variant it has not reached from its pace there, scaled by
// how this run's ended variants compare with theirs: the plan puts the
// heaviest variants first, and their pace, projected onto every cell
// left, said several times the run's length (runner/pacecache).
type PaceStore interface {
	Pace(variant string, cells int) (secondsPerCell float64, ok bool)
	SetPace(variant string, cells int, secondsPerCell float64) error
}

// DefaultGroupBytes lets every codec of the default suite's variants be
// timed together, while a variant as large as a million transactions (about
// 1.2 GB of model and over 1 GB of encoded bytes per codec) is timed a few
// codecs at a time, so a run stays well inside a 24 GiB machine.
const DefaultGroupBytes = 3 << 30

// compression is the compression pass's options: the run's, without
// zstd's times when it counts alone.
func (o Options) compression() measure.Options {
	m := o.Measure
	if o.countOnly() {
		m.Count = 0 // the sizes, not zstd's times
	}
	return m
}

// countOnly reports whether the run counts instructions instead of timing
// (Instructions.Only): no pass that times runs after the workers either.
func (o Options) countOnly() bool {
	return o.Workers != nil && o.Workers.Instructions != nil && o.Workers.Instructions.Only
}

// Sink receives each record when its cell ends.
type Sink func(*resultset.Record) error

// Run executes cells, which must come from a registry's Plan: each carries
// its dataset and binding, so nothing is looked up by name here. A cell that fails
// validation, returns an error or panics is recorded as failed and the run
// goes on; only a sink error stops it.
//
// The cells of a variant are timed in interleaved rounds: every cell is
// calibrated, then round after round runs each cell once, until every cell
// has its count of runs. A slow spell of a shared machine (a neighbour, a
// frequency change) then lands on a few runs of every codec alike, where the
// median and its interval shrug it off, instead of on every run of one
// codec, which would move that codec's median and no other.
func Run(cells []suite.Cell, opt Options, sink Sink) error {
	if opt.GroupBytes == 0 {
		opt.GroupBytes = DefaultGroupBytes
	}
	p := &progress{w: opt.Progress, total: len(cells), pace: opt.Pace, plan: planVariants(cells, opt.Pace)}
	p.start = p.now()
	removeStaleHandoffs(os.TempDir())
	var trips *suite.RoundTrips // the dataset's round trips checked so far
	for k, span := range variantSpans(cells) {
		if k == 0 || cells[span[0]].Dataset != cells[span[0]-1].Dataset {
			// A new dataset's messages are none of the last one's.
			trips = suite.NewRoundTrips()
		}
		// The span's cells share a dataset and variant: load it once.
		if err := runVariant(cells[span[0]:span[1]], opt, sink, p, trips); err != nil {
			return err
		}
		// Release the variant's data before the next is generated.
		runtime.GC()
		debug.FreeOSMemory()
	}
	return nil
}

// planVariants is the plan's variants in order, each with its cells and
// its pace in an earlier run (PaceStore), 0 when none is known.
func planVariants(cells []suite.Cell, store PaceStore) []plannedVariant {
	var plan []plannedVariant
	for _, span := range variantSpans(cells) {
		c := cells[span[0]]
		v := plannedVariant{name: c.Dataset + "/" + c.Variant, cells: span[1] - span[0]}
		if c.Data != nil {
			info, _ := c.Data.Info().Variant(c.Variant)
			v.bytes = info.Bytes
		}
		if store != nil {
			v.prior, _ = store.Pace(v.name, v.cells)
		}
		plan = append(plan, v)
	}
	return plan
}

// variantSpans splits cells, in plan order, into their variants'
// cells[span[0]:span[1]], each one dataset's variant.
func variantSpans(cells []suite.Cell) [][2]int {
	var spans [][2]int
	for i := 0; i < len(cells); {
		j := i
		for j < len(cells) && cells[j].Dataset == cells[i].Dataset && cells[j].Variant == cells[i].Variant {
			j++
		}
		spans = append(spans, [2]int{i, j})
		i = j
	}
	return spans
}

// pending is a validated cell waiting for its group to be timed.
type pending struct {
	rec  *resultset.Record
	loop suite.Loop
	n    int // calibrated iterations per run
	runs []measure.Run
	peak *measure.PeakHeap // from the timing worker's heap pass; nil: measure here
	done bool              // failed, or verified: nothing to time
	step suite.Step
	// prep is an encode cell's validated binding, whose messages the
	// compression pass reads; nil for other ops.
	prep *suite.Prepared
	// source is a decode or read cell's validated binding, whose
	// messages its timing worker may be handed (Workers.Time's handoff).
	source *suite.Prepared
	cell   suite.Cell
	// modelDigest is the validated messages' digest, which a timing
	// worker's must equal.
	modelDigest uint64
}

func runVariant(cells []suite.Cell, opt Options, sink Sink, p *progress, trips *suite.RoundTrips) error {
	first := cells[0]
	ds := first.Data
	if ds == nil {
		return fmt.Errorf("cell %s has no dataset: cells must come from a plan", first.Name())
	}
	v := &variantRun{cells: cells, opt: opt, sink: sink, p: p, first: first, info: ds.Info(), ph: &Phases{}, seen: compressions{}, trips: trips}
	preparing := time.Now()
	p.beginVariant(len(cells), v.ph)
	defer p.endVariant()
	loaded, loadErr := ds.Load(first.Variant)
	v.loaded = loaded
	since(&v.ph.Prepare, preparing)
	if err := v.prepareAll(loadErr); err != nil {
		return err
	}
	err := v.flush()
	if opt.VerifyOnly {
		return err
	}
	took := time.Since(preparing)
	p.variantDone(first, took, v.ph, opt.countOnly())
	if err == nil && opt.VariantDone != nil {
		err = opt.VariantDone(first.Dataset+"/"+first.Variant, took, v.ph)
	}
	return err
}

// variantRun is one variant's run: its cells prepared a group of codecs at
// a time, each group timed, measured and handed on (flush) before the next
// is prepared when the heap would outgrow Options.GroupBytes.
type variantRun struct {
	cells  []suite.Cell
	opt    Options
	sink   Sink
	p      *progress
	first  suite.Cell
	info   suite.Info
	ph     *Phases
	loaded suite.Loaded
	// group holds the variant's cells in plan order until they are timed
	// together; cells that failed or needed no timing are already done.
	group []*pending
	seen  compressions // the variant's compressed encodings, for its later groups
	// trips are the dataset's round trips checked so far, which its
	// later variants (a user's types, after the trace of them all) need
	// not check again (suite.Bound.Remember).
	trips *suite.RoundTrips
}

// prepareAll prepares the variant's codecs, each codec's cells sharing a
// binding, and flushes the group whenever the live heap passes
// Options.GroupBytes (verify: after every codec).
func (v *variantRun) prepareAll(loadErr error) error {
	cells := v.cells
	// Each codec's cells, cells[spans[k][0]:spans[k][1]], share a binding.
	var spans [][2]int
	for i := 0; i < len(cells); {
		j := i
		for j < len(cells) && cells[j].Codec == cells[i].Codec {
			j++
		}
		spans = append(spans, [2]int{i, j})
		i = j
	}
	var (
		batch = 1 // codecs prepared at once: one, until one's heap is known
		grown uint64
		live  uint64
	)
	// The collections heapAtMost forces to size the groups are the
	// preparation's time (seconds of it on boutique/trace), not time
	// outside every phase.
	heap := func() uint64 {
		defer since(&v.ph.Prepare, time.Now())
		return heapAtMost(v.opt.GroupBytes)
	}
	if loadErr == nil && !v.opt.VerifyOnly {
		live = heap()
	}
	for len(spans) > 0 {
		k := min(batch, len(spans))
		v.prepareSpans(spans[:k], loadErr)
		spans = spans[k:]
		if v.opt.VerifyOnly {
			// Verifying holds nothing past its codec's check, and goes a
			// codec at a time, as before batching: batches gained it
			// nothing measurable, and the forced collections that sized
			// them slowed the local CI's verify.
			if err := v.flush(); err != nil {
				return err
			}
			continue
		}
		now := heap()
		if now > live {
			grown = max(grown, (now-live)/uint64(k))
		}
		if now > v.opt.GroupBytes {
			if err := v.flush(); err != nil {
				return err
			}
			now = heap()
		}
		live = now
		batch = prepareBatch(live, grown, v.opt.GroupBytes)
	}
	return nil
}

// prepareSpans prepares the codecs of spans at once and adds their cells
// to the group (verify: each checked by one pass of its loop).
func (v *variantRun) prepareSpans(spans [][2]int, loadErr error) {
	k := len(spans)
	preps, errs := make([]*suite.Prepared, k), make([]error, k)
	// Each codec's own binding for this variant, dropped with its group:
	// the plan's would keep what the codec keeps (a reuse codec's buffer)
	// for the rest of the run.
	bounds := make([]*suite.Bound, k)
	for n, span := range spans {
		bounds[n] = v.cells[span[0]].Bound.Fresh().Remember(v.trips)
	}
	if loadErr == nil {
		start := time.Now()
		prepareCodecs(v.loaded, bounds, preps, errs)
		since(&v.ph.Prepare, start)
		for _, p := range preps {
			if p != nil {
				v.ph.Checked += p.Messages()
				v.ph.Remembered += p.Remembered
			}
		}
	}
	for n, span := range spans {
		prep, prepErr := preps[n], loadErr
		if prepErr == nil && errs[n] != nil {
			prepErr = fmt.Errorf("validation: %w", errs[n])
		}
		for _, cell := range v.cells[span[0]:span[1]] {
			cell.Bound = bounds[n]
			c := ready(newRecord(v.info, cell), prep, prepErr, cell.Op)
			c.cell = cell
			if slices.Contains(suite.HandoffOps, cell.Op) {
				c.source = prep
			}
			if prep != nil && cell.Bound != nil {
				// A timing worker need not check the round trip again on
				// the same encodings.
				c.cell.Bound = cell.Bound.Checked(prep.EncodedDigest)
			}
			if v.opt.VerifyOnly && !c.done {
				// One pass of the loop as it would be timed: a read checks its digest.
				if err := panics.Catch(func() error { return c.loop(1) }); err != nil {
					fail(c.rec, err)
				} else {
					c.rec.Status = resultset.StatusOK
				}
				c.done = true
			}
			v.group = append(v.group, c)
		}
	}
}

// flush times and measures the group's cells that need it, then hands
// every cell of the group on, in plan order.
func (v *variantRun) flush() error {
	var timed []*pending
	for _, c := range v.group {
		if !c.done {
			timed = append(timed, c)
		}
	}
	if len(timed) > 0 {
		// The timed rounds and the latency pass run with Measure.Procs
		// (see measure.Options); the untimed heap pass sets its own.
		measure.WithProcs(v.opt.Measure.Procs, func() {
			v.timeRounds(timed)
			v.latency(timed)
		})
		v.untimedPasses(timed)
	}
	v.p.settle(len(v.group))
	for _, c := range v.group {
		markKnown(c.rec, v.info)
		if err := v.p.finish(c.rec, v.sink); err != nil {
			return err
		}
	}
	v.group = nil
	return nil
}

// timeRounds times the cells in interleaved rounds: in workers, or in
// serbench's own process for the --full variants.
func (v *variantRun) timeRounds(timed []*pending) {
	opt, first, ph := v.opt, v.first, v.ph
	if opt.countOnly() {
		v.p.note("counting the instructions of %d cells of %s/%s under valgrind, %d at a time", len(timed), first.Dataset, first.Variant, max(1, opt.Workers.Instructions.AtOnce))
	} else {
		v.p.note("timing %d cells of %s/%s in %d interleaved rounds", len(timed), first.Dataset, first.Variant, opt.Measure.Count)
	}
	if variant, _ := v.info.Variant(first.Variant); opt.Workers != nil && !variant.Full {
		start := time.Now()
		files, err := writeHandoffs(timed)
		ph.Load += time.Since(start)
		if err != nil {
			v.p.note("%s/%s: workers without a handoff file make their own messages: %v", first.Dataset, first.Variant, err)
		}
		timeGroup(timed, opt.Measure, func(cells []suite.Cell, _ []measure.Loop, mo measure.Options) []measure.Timed {
			return opt.Workers.Time(cells, mo, ph, files.args)
		})
		files.remove()
		return
	}
	start := time.Now()
	timeGroup(timed, opt.Measure, inProcess)
	since(&ph.Rounds, start)
	if opt.Workers != nil && opt.Workers.Instructions != nil {
		// Said, not dropped: these are not counted.
		for _, c := range timed {
			c.rec.InstructionsError = "instructions: not counted: --full variants are timed in serbench's own process, not in workers"
		}
	}
}

// latency times each message of a variant of several on its own.
func (v *variantRun) latency(timed []*pending) {
	msgs := v.loaded.Messages()
	if msgs <= 1 || v.opt.countOnly() {
		return
	}
	budget := time.Duration(v.opt.Measure.Count) * v.opt.Measure.BenchTime
	if msgs > PassMessages {
		v.p.note("timing each of up to %d evenly spaced messages of the %d of %s/%s on its own", PassMessages, msgs, v.first.Dataset, v.first.Variant)
	} else {
		v.p.note("timing each of up to %d messages of %s/%s on its own", msgs, v.first.Dataset, v.first.Variant)
	}
	start := time.Now()
	for _, c := range timed {
		latencyPass(c, msgs, budget)
	}
	since(&v.ph.Latency, start)
}

// untimedPasses measures the cells' peak heaps, their encodings'
// compressed sizes and their parallel throughput.
func (v *variantRun) untimedPasses(timed []*pending) {
	opt, first, ph := v.opt, v.first, v.ph
	start := time.Now()
	for _, c := range timed {
		// Half a run's time: enough looks for the peak on most cells, and
		// the default suite stays within its minutes. A timing worker has
		// run it already (timeworker.CmdHeap).
		if c.peak != nil {
			fillPeak(c.rec, *c.peak)
		} else {
			heapPass(c, opt.Measure.BenchTime/2)
		}
	}
	since(&ph.Heap, start)
	if opt.Compression {
		start := time.Now()
		t := compressionPass(timed, opt.compression(), v.seen, opt.Sizes)
		since(&ph.Compression, start)
		ph.ZstdTimes += t.ZstdTimes
		if t.Cells > 0 {
			earlier := ""
			if t.Reused > 0 {
				earlier = fmt.Sprintf(", %d the same as an earlier group's", t.Reused)
			}
			if t.Stored > 0 {
				earlier += fmt.Sprintf(", %d with gzip's and snappy's sizes from an earlier run's", t.Stored)
				if t.Reordered > 0 {
					earlier += fmt.Sprintf(" (%d of the same bytes in another order)", t.Reordered)
				}
			}
			zstd := "" // as the phase line: none when only the sizes were taken
			if t.ZstdTimes > 0 {
				zstd = fmt.Sprintf(" (zstd's times %s)", roundDuration(t.ZstdTimes))
			}
			v.p.note("compressed the messages of %d encode cells of %s/%s (%d distinct encodings%s) with zstd, snappy and gzip in %s%s",
				t.Cells, first.Dataset, first.Variant, t.Distinct, earlier, time.Since(start).Round(time.Millisecond), zstd)
		}
	}
	if opt.Parallel > 0 && !opt.countOnly() {
		start := time.Now()
		n := parallelPass(timed, v.loaded, opt.Parallel, opt.Measure.BenchTime)
		since(&ph.Parallel, start)
		if n > 0 {
			v.p.note("timed %d encode and decode cells of %s/%s on 1 to %d goroutines at once in %s",
				n, first.Dataset, first.Variant, opt.Parallel, time.Since(start).Round(time.Millisecond))
		}
	}
}

// prepareBatch is how many codecs to prepare at once, given the live heap
// and the most a codec's preparation has added to it: every CPU's worth
// while twice that many would stay within the group's bound, else one,
// so that a large variant's codecs go one at a time as before.
func prepareBatch(live, grown, bound uint64) int {
	n := runtime.GOMAXPROCS(0)
	if grown == 0 || live+2*uint64(n)*grown > bound {
		return 1
	}
	return n
}

// prepareCodecs prepares and validates bounds (each a codec's binding
// for the variant) on loaded, each on a goroutine of its own, into preps
// and errs: the preparations are untimed and independent (the parallel
// pass prepares one binding several times at once), and one at a time
// they left the machine's other CPUs idle for 11 of the full matrix's
// minutes.
func prepareCodecs(loaded suite.Loaded, bounds []*suite.Bound, preps []*suite.Prepared, errs []error) {
	var wg sync.WaitGroup
	for n, b := range bounds {
		wg.Go(func() { preps[n], errs[n] = loaded.Prepare(b) })
	}
	wg.Wait()
}

// ready returns a cell for the group: failed and done when it cannot be
// timed.
func ready(rec *resultset.Record, prep *suite.Prepared, prepErr error, op suite.Op) *pending {
	c := &pending{rec: rec}
	switch {
	case prepErr != nil:
		fail(rec, prepErr)
		c.done = true
	case prep.Loop(op) == nil:
		fail(rec, fmt.Errorf("binding has no %s loop", op))
		c.done = true
	default:
		rec.EncodedBytes = prep.EncodedBytes
		c.modelDigest = prep.ModelDigest
		rec.MsgsPerOp = prep.UnitsPerOp
		c.loop = prep.Loop(op)
		c.step = prep.Step(op)
		if op == suite.Encode {
			c.prep = prep
		}
		if op == suite.Update {
			rec.UpdateMode, rec.UpdateFields = prep.UpdateMode, prep.UpdateFields
		}
		if len(prep.Sizes) > 1 {
			sizes := make([]float64, len(prep.Sizes))
			for i, n := range prep.Sizes {
				sizes[i] = float64(n)
			}
			rec.Sizes = Distribution(sizes)
		}
	}
	return c
}

// timeGroup calibrates every cell, then times them in interleaved rounds
// with timer.
func timeGroup(group []*pending, opt measure.Options, timer func([]suite.Cell, []measure.Loop, measure.Options) []measure.Timed) {
	loops := make([]measure.Loop, len(group))
	cells := make([]suite.Cell, len(group))
	for i, c := range group {
		loops[i], cells[i] = c.loop, c.cell
	}
	for i, t := range timer(cells, loops, opt) {
		c := group[i]
		if t.ModelDigest != 0 && t.ModelDigest != c.modelDigest {
			// The worker prepared other messages than this process
			// validated: the cause of any error its check of them found.
			fail(c.rec, fmt.Errorf("timing worker: its messages are not the cell's (model digest %016x, want %016x)", t.ModelDigest, c.modelDigest))
			continue
		}
		if t.Err != nil {
			fail(c.rec, t.Err)
			continue
		}
		c.n, c.runs, c.peak = t.N, t.Runs, t.Peak
		c.rec.Status = resultset.StatusOK
		if len(t.Runs) > 0 || t.Instructions == nil {
			Fill(c.rec, c.runs)
		} else {
			// Counted, not timed (--measure instructions): the worker's
			// own B/op and allocs/op.
			c.rec.BytesPerOp, c.rec.AllocsPerOp = t.Instructions.BytesPerOp, t.Instructions.AllocsPerOp
		}
		FillInstructions(c.rec, t.Instructions, t.InstrErr)
		if t.Once && len(t.Runs) == 1 {
			d := time.Duration(t.Runs[0].NsPerOp)
			if d >= time.Millisecond {
				d = roundDuration(d)
			}
			c.rec.Warnings = append(c.rec.Warnings, fmt.Sprintf("timed once: its op took %s, past --long-op, so that call is its one run (as go test's b.N of 1 is) and it has no interval", d))
		}
		if t.Live > 0 {
			live := float64(t.Live)
			c.rec.LiveHeapBytes = &live
		}
		FillBusy(c.rec, t.BusyRuns, t.BusyLive)
		if t.BusyErr != nil {
			c.rec.Warnings = append(c.rec.Warnings, "busy heap: "+firstLine(t.BusyErr.Error()))
		}
	}
}

// inProcess times the loops in this process (measure.Interleave).
func inProcess(_ []suite.Cell, loops []measure.Loop, opt measure.Options) []measure.Timed {
	return measure.Interleave(loops, opt.BenchTime, opt.Count)
}

// latencyPass times every message on its own, after the timed rounds have
// warmed everything up, for the per-message percentiles and CDF.
func latencyPass(c *pending, msgs int, budget time.Duration) {
	if !c.rec.OK() || c.step == nil {
		return
	}
	k, at := spaced(msgs, latencyMessages(msgs, c.rec.NsPerOp, budget))
	ns := make([]float64, k)
	err := panics.Catch(func() error {
		for j := range ns {
			i := at(j)
			start := time.Now()
			err := c.step(i)
			ns[j] = float64(time.Since(start))
			if err != nil {
				return fmt.Errorf("latency pass: message %d: %w", i, err)
			}
		}
		return nil
	})
	if err != nil {
		fail(c.rec, err)
		return
	}
	c.rec.Latency = Distribution(ns)
}

// PassMessages bounds the messages of a variant that the per-message
// passes (latency, compression) take: every message of boutique/trace
// (99,222) made its latency pass minutes long, and 10,000 evenly spaced
// messages of a round robin trace hold every message type in its share,
// and enough timings for a p99.9.
const PassMessages = 10_000

// LatencyMin is the fewest messages a latency pass times, when the
// variant has as many and they take at most LatencyFloorTime: enough for
// a p99 with ten timings above it.
const LatencyMin = 1_000

// LatencyFloorTime bounds what the LatencyMin floor may cost a cell: a
// quick run of slow ops (ListProductsResponse of a user's samples, 1-2 ms
// a message in yaml or xml) spent a second a cell on it, three times its
// rounds. Past it the floor is what the time holds, at least LatencyFew.
const LatencyFloorTime = 100 * time.Millisecond

// LatencyFew is the fewest messages a latency pass times, whatever they
// cost, when the variant has as many: a p99 with two timings above it.
const LatencyFew = 200

// latencyMessages is how many of msgs messages a cell's latency pass
// times: as many as its timed rounds' time (budget) holds at nsPerOp, its
// headline time an op, within [floor, PassMessages], the floor being
// LatencyMin while those take at most LatencyFloorTime, and no fewer than
// LatencyFew. A quick run (--count 2 --benchtime 5ms) then spends about
// its rounds' time on the pass, not seconds a cell; the distribution's
// count says how many.
func latencyMessages(msgs int, nsPerOp float64, budget time.Duration) int {
	k := PassMessages
	if nsPerOp > 0 {
		floor := min(LatencyMin, max(LatencyFew, float64(LatencyFloorTime)/nsPerOp))
		k = int(min(float64(k), max(floor, float64(budget)/nsPerOp)))
	}
	return min(msgs, k)
}

// passMessages returns how many of n messages the compression pass
// takes and the index of the j-th, evenly spaced; it records the count
// on rec when it is fewer than n.
func passMessages(rec *resultset.Record, n int) (int, func(j int) int) {
	k, at := spaced(n, PassMessages)
	if k < n {
		rec.PassMsgs = k
	}
	return k, at
}

// spaced returns min(n, most) and the index of the j-th of that many of
// n messages, evenly spaced.
func spaced(n, most int) (int, func(j int) int) {
	if n <= most {
		return n, func(j int) int { return j }
	}
	return most, func(j int) int { return int(int64(j) * int64(n) / int64(most)) }
}

// heapPass finds the cell's peak live heap in an untimed pass of about
// budget, after the timed runs, so that its sampling and frequent
// collections stay out of the timings.
func heapPass(c *pending, budget time.Duration) {
	if !c.rec.OK() {
		return
	}
	p, err := measure.MeasurePeakHeap(c.loop, c.rec.BytesPerOp, budget)
	if err != nil {
		fail(c.rec, fmt.Errorf("heap pass: %w", err))
		return
	}
	fillPeak(c.rec, p)
}

// fillPeak sets rec's peak heap from a heap pass.
func fillPeak(rec *resultset.Record, p measure.PeakHeap) {
	// Below a byte an op, what was counted is the runtime's own odd
	// allocation during a run of millions of ops, not the op's.
	if p.Collections == 0 && rec.BytesPerOp >= 1 {
		return // no collection ran: no look at what the op held
	}
	peak := float64(p.Bytes)
	rec.PeakHeapBytes = &peak
	rec.PeakHeapCapped = p.Capped
}

// heapAtMost is at least the live heap: the heap's objects, live or not
// (HeapAlloc), while they take less than half of bound, and only nearer
// it the live heap, after a collection (liveHeap). Why: a parent of a
// user's schema holds every variant's messages, and the 29 collections
// forced on each of its variants (111 MB live, boutique's samples) took
// 7 s of CartItem's 47 on a loaded machine.
func heapAtMost(bound uint64) uint64 {
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	if ms.HeapAlloc < bound/2 {
		return ms.HeapAlloc
	}
	return liveHeap()
}

// liveHeap is the heap still reachable after a collection: the data of the
// variant and of the codecs prepared so far.
func liveHeap() uint64 {
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return ms.HeapAlloc
}

func newRecord(info suite.Info, cell suite.Cell) *resultset.Record {
	var labels []string
	if cell.Bound != nil {
		labels = cell.Bound.Codec.Labels
	}
	return &resultset.Record{
		Dataset: cell.Dataset,
		Variant: cell.Variant,
		Codec:   cell.Codec,
		Op:      string(cell.Op),
		Labels:  labels,
		Unit:    info.Unit,
	}
}

// markKnown says why a failed cell failed when the variant declares the
// failure as a known limit of the codec.
func markKnown(rec *resultset.Record, info suite.Info) {
	if rec.OK() {
		return
	}
	v, _ := info.Variant(rec.Variant)
	if k, ok := v.KnownFailure(rec.Codec); ok && strings.Contains(rec.Error, k.Match) {
		rec.KnownFailure = k.Why
	}
}

func fail(rec *resultset.Record, err error) {
	rec.Status = resultset.StatusFailed
	rec.Error = err.Error()
}

// progress prints "[k/n] cell result (elapsed, ~left)" on standard error
// as each cell ends.
type progress struct {
	w     io.Writer
	total int
	done  int
	start time.Time
	clock func() time.Time // nil: time.Now
	// The time left is reckoned from what the run has timed and what it
	// has planned (see left): each variant that has ended, and the
	// variant under way's cells, its cells settled and when it began. A
	// group's cells end together, so a variant's cells count as settled
	// when their group ends, not one by one as they are reported.
	ended         []endedVariant
	cells         int
	settled       int
	variantBegan  time.Time
	variantActive bool
	// phases are the variant under way's, as its passes add to them: how
	// its time splits between cells and data (phaseSplit).
	phases *Phases
	// withCI and within5 count the variant's cells with an interval and
	// those of them within ±5% of their median (report.PrecisionOf's
	// rule): a long run on a noisy machine shows it in its first minutes,
	// not at its end.
	withCI, within5 int
	// plan is the run's variants in order, begun how many of them have
	// begun. pace, when set, keeps each ended variant's pace for the next
	// run (PaceStore).
	plan     []plannedVariant
	begun    int
	pace     PaceStore
	paceSaid bool // a pace failed to keep: said once
}

// plannedVariant is a variant of the plan: its name, cells, seconds per
// cell in an earlier run (PaceStore), 0 when unknown, and its size
// (suite.VariantInfo.Bytes), 0 when unknown.
type plannedVariant struct {
	name  string
	cells int
	prior float64
	bytes int64
}

// endedVariant is a variant that has ended: its cells, seconds per cell,
// seconds per cell in an earlier run (0: unknown), its size (0: unknown)
// and how its time split (zero: unknown).
type endedVariant struct {
	cells int
	rate  float64
	prior float64
	bytes int64
	split phaseSplit
}

func (p *progress) now() time.Time {
	if p.clock != nil {
		return p.clock()
	}
	return time.Now()
}

// beginVariant starts a variant of cells cells, the plan's next, whose
// passes add their time to ph (nil: not known).
func (p *progress) beginVariant(cells int, ph *Phases) {
	p.cells, p.settled, p.variantBegan, p.variantActive, p.phases = cells, 0, p.now(), true, ph
	p.withCI, p.within5 = 0, 0
	p.begun++
}

// current is the plan's variant under way, if the plan is known.
func (p *progress) current() (plannedVariant, bool) {
	if !p.variantActive || p.begun < 1 || p.begun > len(p.plan) || p.plan[p.begun-1].cells != p.cells {
		return plannedVariant{}, false
	}
	return p.plan[p.begun-1], true
}

// settle notes that a group of n of the variant's cells has ended.
func (p *progress) settle(n int) { p.settled += n }

// endVariant notes the variant's seconds per cell for the estimate.
func (p *progress) endVariant() {
	if !p.variantActive {
		return
	}
	if p.cells > 0 {
		v, _ := p.current()
		rate := p.now().Sub(p.variantBegan).Seconds() / float64(p.cells)
		p.ended = append(p.ended, endedVariant{p.cells, rate, v.prior, v.bytes, splitOf(p.phases)})
		// Kept only for a variant that ended whole: a failed one stops
		// the run part way.
		if p.pace != nil && v.name != "" && p.settled >= p.cells {
			if err := p.pace.SetPace(v.name, p.cells, rate); err != nil && !p.paceSaid {
				p.paceSaid = true
				p.note("serbench: the variants' pace not kept for the next run's estimate: %v", err)
			}
		}
	}
	p.cells, p.settled, p.variantActive, p.phases = 0, 0, false, nil
}

// left estimates the run's time left at now. The variant under way's
// unsettled cells take its own seconds per cell so far (its time since it
// began over its settled cells: a variant's cells cost alike, as they
// share its data). A planned variant not yet begun takes its pace in an
// earlier run (PaceStore), scaled by how the ended variants' paces now
// compare with theirs then. One with none but a size takes what the ended
// variants of known sizes say a cell and a byte cost (sizeFit), once two
// of them tell the two apart; before that, what a sized variant's own
// phases say (phaseSplit): the variant under way's once a group of it
// has ended, else the last ended one's. Any other takes the ended
// variants' mean seconds per cell, each variant counted at most at twice
// the median variant's; before any has ended, the variant under way's.
// Sizes: a user's trace first (4 minutes), then 33 types of 167 cells
// each, from 12 s to 2 minutes, about in proportion to their bytes; the
// rule by cells said 1h10m left after the first type of an 18-minute run,
// the sizes 14m for 13m41s (TestProgressEstimateBySize). The plain mean,
// the former rule, projected the few heavy variants, which the plan
// puts first (transaction/200000, structs/complexmap and
// structs/huge-slice: 4% of the full matrix's cells, 37% of its time),
// onto every cell left, and said ~2h15m left at 1h25m of a 2h06m run.
func (p *progress) left(now time.Time) time.Duration {
	ended := p.ended
	cur, _ := p.current()
	var own float64 // the variant under way's seconds per cell
	if p.variantActive && p.settled > 0 {
		own = now.Sub(p.variantBegan).Seconds() / float64(p.settled)
		if p.settled >= p.cells { // it has ended but for its reports
			ended = append(slices.Clip(ended), endedVariant{p.cells, own, cur.prior, cur.bytes, splitOf(p.phases)})
		}
	}
	typical := own
	var ran, before float64 // the ended variants with a prior pace: seconds now and then
	if len(ended) > 0 {
		rates := make([]float64, len(ended))
		for i, v := range ended {
			rates[i] = v.rate
		}
		slices.Sort(rates)
		n := len(rates)
		median := (rates[(n-1)/2] + rates[n/2]) / 2
		var secs float64
		var cells int
		for _, v := range ended {
			secs += min(v.rate, 2*median) * float64(v.cells)
			cells += v.cells
			if v.prior > 0 {
				ran += v.rate * float64(v.cells)
				before += v.prior * float64(v.cells)
			}
		}
		typical = secs / float64(cells)
	}
	scale := 1.0 // this run's pace against the earlier run's
	if before > 0 {
		scale = ran / before
	}
	perCell, perByte, sized := sizeFit(ended)
	var model scaledVariant // the phases' model, where sizeFit has none
	if !sized {
		split := splitOf(p.phases)
		if p.variantActive && p.settled > 0 && cur.bytes > 0 && split.ok() {
			model = scaledVariant{p.cells, cur.bytes, own * float64(p.cells), split}
		} else {
			for _, v := range ended {
				if v.bytes > 0 && v.split.ok() {
					model = scaledVariant{v.cells, v.bytes, v.rate * float64(v.cells), v.split}
				}
			}
		}
	}
	var secs float64
	switch {
	case !p.variantActive:
	case p.settled > 0:
		secs += own * float64(max(0, p.cells-p.settled))
	case cur.prior > 0:
		secs += max(0, scale*cur.prior*float64(p.cells)-now.Sub(p.variantBegan).Seconds())
	case sized && cur.bytes > 0:
		secs += max(0, perCell*float64(p.cells)+perByte*float64(cur.bytes)-now.Sub(p.variantBegan).Seconds())
	case model.ok() && cur.bytes > 0:
		secs += max(0, model.at(p.cells, cur.bytes)-now.Sub(p.variantBegan).Seconds())
	}
	for _, v := range p.plan[min(p.begun, len(p.plan)):] {
		switch {
		case v.prior > 0:
			secs += scale * v.prior * float64(v.cells)
		case sized && v.bytes > 0:
			secs += perCell*float64(v.cells) + perByte*float64(v.bytes)
		case model.ok() && v.bytes > 0:
			secs += model.at(v.cells, v.bytes)
		default:
			secs += typical * float64(v.cells)
		}
	}
	return time.Duration(secs * float64(time.Second))
}

// sizeFit fits the ended variants of known sizes' times as perCell
// seconds a cell plus perByte seconds a byte of their messages (least
// squares, neither below zero): a variant's workers, calibration and
// rounds come with its cells, its preparation, loads, compression and
// latency pass with its data. ok is false until two such variants tell
// the two apart. On the fixture of a user's samples (34 variants), one
// line of this shape misses a variant's time by 3.4 s in the root mean
// square, where cells alone miss it by 19 s.
func sizeFit(ended []endedVariant) (perCell, perByte float64, ok bool) {
	var cc, cb, bb, ct, bt float64
	for _, v := range ended {
		if v.bytes <= 0 {
			continue
		}
		c, b := float64(v.cells), float64(v.bytes)
		t := v.rate * c
		cc, cb, bb, ct, bt = cc+c*c, cb+c*b, bb+b*b, ct+c*t, bt+b*t
	}
	det := cc*bb - cb*cb
	if cc == 0 || bb == 0 || det <= 1e-9*cc*bb {
		return 0, 0, false // none, one, or sizes in proportion to cells
	}
	perCell, perByte = (ct*bb-bt*cb)/det, (bt*cc-ct*cb)/det
	switch {
	case perCell < 0:
		perCell, perByte = 0, bt/bb
	case perByte < 0:
		perCell, perByte = ct/cc, 0
	}
	return perCell, perByte, true
}

// phaseSplit is how a variant's time split between what grows with its
// cells (each worker's calibration, warm-up and runs, its heap pass),
// with its data (preparing and validating the messages, compressing
// them, timing each on its own) and with both (workers' load: each
// worker loads the whole variant), as shares of those three. From one
// variant alone, before sizeFit can tell a cell's cost from a byte's: a
// user's trace holds every message of their types in one variant of as
// many cells as a type, and its seconds a cell, put on every type, said
// several times the run's true time left.
type phaseSplit struct{ cells, data, both float64 }

// splitOf is ph's split, zero when ph is nil or holds no time.
func splitOf(ph *Phases) phaseSplit {
	if ph == nil {
		return phaseSplit{}
	}
	cells := ph.Calibrate + ph.WarmUp + ph.Rounds + ph.Busy + ph.Heap + ph.Parallel + ph.Instructions
	data := ph.Prepare + ph.Latency + ph.Compression
	sum := (cells + data + ph.Load).Seconds()
	if sum <= 0 {
		return phaseSplit{}
	}
	return phaseSplit{cells.Seconds() / sum, data.Seconds() / sum, ph.Load.Seconds() / sum}
}

func (s phaseSplit) ok() bool { return s.cells+s.data+s.both > 0 }

// scaledVariant is a variant's size, seconds and split, which another
// variant's time is scaled from: each share by the other's cells, bytes
// or both, against this one's.
type scaledVariant struct {
	cells int
	bytes int64
	secs  float64
	split phaseSplit
}

func (m scaledVariant) ok() bool { return m.cells > 0 && m.bytes > 0 && m.split.ok() }

// at is the seconds of a variant of cells cells and bytes bytes.
func (m scaledVariant) at(cells int, bytes int64) float64 {
	c, b := float64(cells)/float64(m.cells), float64(bytes)/float64(m.bytes)
	return m.secs * (m.split.cells*c + m.split.data*b + m.split.both*c*b)
}

// variantDone notes how long a variant took and its phases, and, unless
// it counted alone, how many of its cells have an interval within ±5%.
func (p *progress) variantDone(first suite.Cell, took time.Duration, ph *Phases, countOnly bool) {
	if countOnly {
		p.note("%s/%s took %s: %s", first.Dataset, first.Variant, roundDuration(took), ph)
		return
	}
	p.note("%s/%s took %s: %s; %d of %d cells with an interval within ±5%%", first.Dataset, first.Variant,
		roundDuration(took), ph, p.within5, p.withCI)
}

// note prints a line of its own.
func (p *progress) note(format string, args ...any) {
	if p.w != nil {
		fmt.Fprintf(p.w, format+"\n", args...)
	}
}

// finish reports rec and hands it to sink.
func (p *progress) finish(rec *resultset.Record, sink Sink) error {
	p.done++
	if rec.OK() && rec.NsCILow != nil && rec.NsCIHigh != nil {
		p.withCI++
		if (measure.Summary{Center: rec.NsPerOp, Lo: *rec.NsCILow, Hi: *rec.NsCIHigh}).HalfWidthPct() <= 5 {
			p.within5++
		}
	}
	if p.w != nil {
		now := p.now()
		elapsed, left := now.Sub(p.start), p.left(now)
		status := rec.Status
		switch {
		case !rec.OK():
			status = "FAILED: " + firstLine(rec.Error)
		case rec.NsPerOp > 0:
			status = fmt.Sprintf("%s ns/op", fmtNs(rec.NsPerOp))
		}
		switch {
		case rec.OK() && rec.InstructionsPerOp != nil && rec.NsPerOp > 0:
			status += fmt.Sprintf(", %.0f instructions/op", *rec.InstructionsPerOp)
		case rec.OK() && rec.InstructionsPerOp != nil:
			status = fmt.Sprintf("%.0f instructions/op", *rec.InstructionsPerOp)
		case rec.OK() && rec.InstructionsError != "":
			status += "; instructions FAILED: " + firstLine(rec.InstructionsError)
		}
		fmt.Fprintf(p.w, "[%d/%d] %s %s (elapsed %s, ~%s left)\n", p.done, p.total, rec.Name(), status,
			elapsed.Round(time.Second), left.Round(time.Second))
	}
	return sink(rec)
}

func fmtNs(ns float64) string {
	switch {
	case ns >= 100:
		return fmt.Sprintf("%.0f", ns)
	default:
		return fmt.Sprintf("%.2f", ns)
	}
}

func firstLine(s string) string {
	for i := range len(s) {
		if s[i] == '\n' {
			return s[:i]
		}
	}
	return s
}
