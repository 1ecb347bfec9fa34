// Package fidelity checks serbench's figures against a plain Go benchmark:
// the same call timed by serbench's harness, as a run of the default suite
// times it, and by the `for b.Loop()` benchmark a user would write, in a
// test program of its own that links only the call and its types
// (package reference), run as `go test -bench -cpu 1` runs it. Each side
// runs in a fresh process, the two alternate round by round so that a
// slow spell of the machine lands on both, and each round gives one ratio;
// the ratios' median and its 95% interval say whether the harness agrees
// with the plain program.
package fidelity

import (
	"errors"
	"fmt"
	"time"

	"github.com/serbench/serbench/fidelity/reference"
	"github.com/serbench/serbench/measure"
	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/runner"
	"github.com/serbench/serbench/suite"
)

// Cell is one call to check.
type Cell struct {
	Dataset, Variant, Codec string
	Op                      suite.Op
}

func (c Cell) String() string {
	return c.Dataset + "/" + c.Variant + "/" + c.Codec + "/" + string(c.Op)
}

// Cells are the representative calls: a small message encoded by a
// binary and a text codec (the seed 004 tick), a trace of many small
// message types decoded (boutique's sample), a large message decoded by
// reflection (5,000 transactions with gob), the default suite's typical
// record decoded by encoding/json, and an encode that allocates nothing
// (protobuf into a kept buffer; msgp+reuse, the other such codec, has
// its generated types in the dataset's package, which links every codec).
// And 5,000 transactions decoded by protobuf: a run of its 16-18 ops holds
// from 7 to 10 collections, and the p20 of such runs picks those with
// the fewest, below what a plain loop of a second reports.
var Cells = []Cell{
	{"tickdata", "seed", "protobuf", suite.Encode},
	{"tickdata", "seed", "protojson", suite.Encode},
	{"boutique", "sample", "protobuf", suite.Decode},
	{"transaction", "5000", "gob", suite.Decode},
	{"transaction", "5000", "protobuf", suite.Decode},
	{"structs", "big", "json", suite.Decode},
	{"structs", "big", "protobuf+reuse", suite.Encode},
}

// PlainBenchTime is the plain side's shortest -benchtime, each of its
// --count runs (go test -bench -count N): long enough to hold many
// collection cycles, so that the headline of its runs, like the harness's
// runs of whole cycles, charges each run the collector's share.
const PlainBenchTime = 100 * time.Millisecond

// PlainMinOps is the fewest ops a plain run holds. testing.B forces a
// collection before every run, which hands the heap's empty spans back,
// and the run's first ops fault the heap in again: a fixed cost of a few
// ops that a run of few slow ops is charged in full (gob decoding 5,000
// transactions read 3.06 ms/op in runs of 100 ms, 2.78 in runs of 1 s
// and 2.64 in runs of 5 s). A run of 1,000 ops charges it about 1%; the
// harness's runs of whole cycles, with no collection forced, pay none.
const PlainMinOps = 1000

// PlainMinCount is the fewest plain runs a round takes when its runs are
// lengthened: enough for the headline's interval.
const PlainMinCount = 6

// PlainMaxBenchTime bounds a lengthened plain run, and so a round.
const PlainMaxBenchTime = 10 * time.Second

// PlainRuns is the plain side's -benchtime and -count for a call of about
// opNs ns (from one untimed run): runs of PlainBenchTime, or of
// PlainMinOps ops where those take longer (up to PlainMaxBenchTime), and
// no more runs than count runs of PlainBenchTime take, but at least
// PlainMinCount (or count, if fewer).
func PlainRuns(opNs float64, count int) (time.Duration, int) {
	bt := PlainBenchTime
	if long := time.Duration(opNs * PlainMinOps); long > bt {
		bt = min(long.Round(time.Millisecond), PlainMaxBenchTime)
	}
	n := int(time.Duration(count) * PlainBenchTime / bt)
	return bt, max(n, min(count, PlainMinCount))
}

// Reference writes c's plain program (package reference) from serbench's
// usual preparation: the same data, converted and validated.
func Reference(reg *suite.Registry, c Cell) (*reference.Program, error) {
	cells, err := reg.Plan(suite.Selection{Datasets: []string{c.Dataset}, Variants: []string{c.Variant},
		Codecs: []string{c.Codec}, Ops: []suite.Op{c.Op}})
	if err != nil {
		return nil, err
	}
	if len(cells) != 1 {
		return nil, fmt.Errorf("%s: %d cells planned, want 1", c, len(cells))
	}
	loaded, err := cells[0].Data.Load(c.Variant)
	if err != nil {
		return nil, fmt.Errorf("%s: load: %w", c, err)
	}
	prep, err := loaded.Prepare(cells[0].Bound)
	if err != nil {
		return nil, fmt.Errorf("%s: validation: %w", c, err)
	}
	return reference.New(c.String(), c.Codec, c.Op, cells[0].Bound, prep)
}

// HarnessCells are the cells Harness times with c: with workers, c alone
// (a worker times one cell, so the others do not change its figure, and
// structs/big's 190 would cost half a minute a round); in process, the
// default suite's of c's variant, which share its heap.
func HarnessCells(reg *suite.Registry, c Cell, workers bool) ([]suite.Cell, error) {
	if workers {
		return reg.Plan(suite.Selection{Datasets: []string{c.Dataset}, Variants: []string{c.Variant},
			Codecs: []string{c.Codec}, Ops: []suite.Op{c.Op}})
	}
	all, err := reg.Plan(suite.Selection{Datasets: []string{c.Dataset}, Quick: true})
	if err != nil {
		return nil, err
	}
	var cells []suite.Cell
	for _, cell := range all {
		if cell.Variant == c.Variant {
			cells = append(cells, cell)
		}
	}
	return cells, nil
}

// Harness times c as a run of the default suite does, with opt and
// workers (nil: in process), with the cells of HarnessCells; it returns
// c's median ns/op and its worker's live heap (0 in process).
func Harness(reg *suite.Registry, c Cell, opt measure.Options, workers *runner.Workers) (Figure, error) {
	cells, err := HarnessCells(reg, c, workers != nil)
	if err != nil {
		return Figure{}, err
	}
	var f Figure
	err = runner.Run(cells, runner.Options{Measure: opt, Workers: workers}, func(rec *resultset.Record) error {
		if rec.Codec == c.Codec && rec.Op == string(c.Op) {
			if !rec.OK() {
				return fmt.Errorf("%s: %s", c, rec.Error)
			}
			f.NsPerOp = rec.NsPerOp
			if rec.LiveHeapBytes != nil {
				f.LiveHeap = *rec.LiveHeapBytes
			}
		}
		return nil
	})
	if err == nil && f.NsPerOp == 0 {
		err = errors.New(c.String() + ": not in the default suite")
	}
	return f, err
}
