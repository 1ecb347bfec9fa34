package fidelity

import (
	"fmt"
	"io"
	"math"
	"sync"

	"github.com/serbench/serbench/fidelity/reference"
	"github.com/serbench/serbench/measure"
	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/runner"
	"github.com/serbench/serbench/suite"
)

// InstrTolerance is how far from 1 an instruction count's ratio may be.
// A count does not move with the host, so the bar is tighter than a
// time's.
const InstrTolerance = 0.02

// HarnessCount is serbench's count of a cell: its lean worker under
// callgrind, as `run --measure instructions` counts it.
type HarnessCount struct {
	PerOp   float64 // instructions an op, the collections' share included
	GCPerOp float64 // the collections' share
	GCEvery int     // the ops a collection is charged to (0: none)
	Ops     int     // the ops counted
}

// Free is the ops' own instructions, the collections' share left out.
func (h HarnessCount) Free() float64 { return h.PerOp - h.GCPerOp }

// CountHarness counts each cell with workers (their Instructions set
// with Only), as run counts it, saying how it goes to progress (nil:
// nothing), and returns the counts by cell.
func CountHarness(reg *suite.Registry, cells []Cell, workers *runner.Workers, progress io.Writer) (map[Cell]HarnessCount, error) {
	var all []suite.Cell
	for _, c := range cells {
		cs, err := HarnessCells(reg, c, true)
		if err != nil {
			return nil, err
		}
		all = append(all, cs...)
	}
	out := map[Cell]HarnessCount{}
	err := runner.Run(all, runner.Options{Measure: measure.Options{Count: 1, Procs: 1}, Workers: workers, Progress: progress}, func(rec *resultset.Record) error {
		c := Cell{rec.Dataset, rec.Variant, rec.Codec, suite.Op(rec.Op)}
		switch {
		case !rec.OK():
			return fmt.Errorf("%s: %s", c, rec.Error)
		case rec.InstructionsPerOp == nil:
			return fmt.Errorf("%s: not counted: %s", c, rec.InstructionsError)
		}
		h := HarnessCount{PerOp: *rec.InstructionsPerOp, GCEvery: rec.InstructionsGCEvery, Ops: rec.InstructionsOps}
		if rec.InstructionsGCPerOp != nil {
			h.GCPerOp = *rec.InstructionsGCPerOp
		}
		out[c] = h
		return nil
	})
	if err != nil {
		return nil, err
	}
	for _, c := range cells {
		if _, ok := out[c]; !ok {
			return nil, fmt.Errorf("%s: not in the default suite", c)
		}
	}
	return out, nil
}

// PlainCount is a plain program's count of a call: per op, the
// difference of a run of 3N ops and one of N, so that its start-up, its
// data's loading and its exit cancel out.
type PlainCount struct {
	N int
	// Free is with the collector off (reference.NoCollection): the
	// ops' own instructions.
	Free float64
	// Whole is with the collections where the pacer starts them, the
	// world stopped (reference.StoppedPacer): the ops' and their
	// collections'. GCs is how many collections the 2N ops held.
	Whole float64
	GCs   int
}

// GCPerOp is the collections' share of Whole.
func (p PlainCount) GCPerOp() float64 { return p.Whole - p.Free }

// OpsPerGC is the ops between two collections (0: none).
func (p PlainCount) OpsPerGC() float64 {
	if p.GCs == 0 {
		return 0
	}
	return float64(2*p.N) / float64(p.GCs)
}

// Counter counts one run of a plain program of n ops with col.
type Counter func(n int, col reference.Collector) (reference.Counted, error)

// CountPlain counts a plain program with count at n and 3n ops, with
// each collector; atOnce runs may run at once (each is slow and alone
// on its CPU).
func CountPlain(count Counter, n, atOnce int) (PlainCount, error) {
	type run struct {
		n   int
		col reference.Collector
	}
	runs := []run{{n, reference.NoCollection}, {3 * n, reference.NoCollection}, {n, reference.StoppedPacer}, {3 * n, reference.StoppedPacer}}
	got := make([]reference.Counted, len(runs))
	errs := make([]error, len(runs))
	sem := make(chan struct{}, max(1, atOnce))
	var wg sync.WaitGroup
	for i, r := range runs {
		wg.Go(func() {
			sem <- struct{}{}
			defer func() { <-sem }()
			got[i], errs[i] = count(r.n, r.col)
		})
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return PlainCount{}, err
		}
	}
	perOp := func(a, b reference.Counted) float64 {
		return (float64(b.Instructions) - float64(a.Instructions)) / float64(2*n)
	}
	p := PlainCount{N: n, Free: perOp(got[0], got[1]), Whole: perOp(got[2], got[3]), GCs: got[3].GCs - got[2].GCs}
	if p.Free <= 0 || p.Whole <= 0 || p.GCs < 0 {
		return p, fmt.Errorf("plain counts that do not grow with the ops: %v", got)
	}
	return p, nil
}

// The sizes of a plain count's runs (PlainOps).
const (
	// MinCounted is the fewest instructions the 2N ops' difference
	// holds: a run's own, outside the ops (the monitor thread's wake-ups
	// by the clock, the scheduler), moved by up to 0.2 million between
	// two runs of the same program.
	MinCounted = 200e6
	// PlainCycles is how many collections the 2N ops should hold: their
	// count is whole, so the share a run charges moves by up to one
	// collection in PlainCycles.
	PlainCycles = 20
	// MaxCounted bounds the longer run's instructions (about 15 s under
	// callgrind) unless a whole pass over the messages needs more.
	MaxCounted = 2e9
)

// PlainOps is the N of a plain count for a cell that h counted and that
// cycles through msgs messages: whole passes over them, the 2N ops
// holding at least MinCounted instructions and PlainCycles of h's
// collections, within MaxCounted for the run of 3N.
func PlainOps(h HarnessCount, msgs int) int {
	msgs = max(msgs, 1)
	perOp := max(h.PerOp, 1)
	n := int(math.Ceil(MinCounted / 2 / perOp))
	if h.GCEvery > 0 {
		n = max(n, (PlainCycles*h.GCEvery+1)/2)
	}
	n = min(n, int(MaxCounted/3/perOp))
	return max(1, (n+msgs-1)/msgs) * msgs
}

// InstrResult is one call's counts on both sides.
type InstrResult struct {
	Name    string // the cell, or the benchmark
	Harness HarnessCount
	Plain   PlainCount
}

// Ratio is serbench's count over the plain program's, collections
// included.
func (r InstrResult) Ratio() float64 { return r.Harness.PerOp / r.Plain.Whole }

// FreeRatio is the same without the collections: the loops' own
// instructions.
func (r InstrResult) FreeRatio() float64 { return r.Harness.Free() / r.Plain.Free }

// Within reports whether both ratios are within tol of 1 (a ratio on
// the bound, to rounding, is within).
func (r InstrResult) Within(tol float64) bool {
	tol += 1e-9
	return math.Abs(r.Ratio()-1) <= tol && math.Abs(r.FreeRatio()-1) <= tol
}
