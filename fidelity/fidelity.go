// Package fidelity checks serbench's figures against a plain Go benchmark:
// the same call timed by serbench's harness, as a run of the default suite
// times it, and by a `for b.Loop()` loop under testing.Benchmark in a
// process of its own, as a user's `go test -bench -cpu 1` would. Each
// side runs in a fresh process (serbench re-executing itself), the two
// alternate round by round so that a slow spell of the machine lands on
// both, and each round gives one ratio; the ratios' median and its 95%
// interval say whether the harness agrees with the plain loop.
package fidelity

import (
	"errors"
	"fmt"
	"testing"
	"time"

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
// message types decoded (boutique's sample), and a large message decoded
// by reflection (5,000 transactions with gob).
var Cells = []Cell{
	{"tickdata", "seed", "protobuf", suite.Encode},
	{"tickdata", "seed", "protojson", suite.Encode},
	{"boutique", "sample", "protobuf", suite.Decode},
	{"transaction", "5000", "gob", suite.Decode},
}

// PlainBenchTime is go test's default -benchtime, which the plain side
// uses as a user's benchmark would.
const PlainBenchTime = time.Second

// Plain times c's call with a plain loop, `for b.Loop() { call(msg i) }`
// under testing.Benchmark for benchtime (PlainBenchTime, as go test) with
// GOMAXPROCS procs, after serbench's usual preparation (the same data,
// converted and validated). It returns ns/op.
func Plain(reg *suite.Registry, c Cell, procs int, benchtime time.Duration) (float64, error) {
	cells, err := reg.Plan(suite.Selection{Datasets: []string{c.Dataset}, Variants: []string{c.Variant},
		Codecs: []string{c.Codec}, Ops: []suite.Op{c.Op}})
	if err != nil {
		return 0, err
	}
	if len(cells) != 1 {
		return 0, fmt.Errorf("%s: %d cells planned, want 1", c, len(cells))
	}
	loaded, err := cells[0].Data.Load(c.Variant)
	if err != nil {
		return 0, fmt.Errorf("%s: load: %w", c, err)
	}
	prep, err := loaded.Prepare(cells[0].Bound)
	if err != nil {
		return 0, fmt.Errorf("%s: validation: %w", c, err)
	}
	step := prep.Step(c.Op)
	if step == nil {
		return 0, fmt.Errorf("%s: the binding has no %s", c, c.Op)
	}
	msgs := loaded.Messages()
	var (
		r       testing.BenchmarkResult
		loopErr error
	)
	measure.WithProcs(procs, func() {
		r, loopErr = measure.Plain(func(b *testing.B) error {
			i := 0
			for b.Loop() {
				if err := step(i); err != nil {
					return err
				}
				if i++; i == msgs {
					i = 0
				}
			}
			return nil
		}, benchtime)
	})
	if loopErr != nil {
		return 0, fmt.Errorf("%s: %w", c, loopErr)
	}
	return float64(r.T.Nanoseconds()) / float64(r.N), nil
}

// Harness times c as a run of the default suite does: every default cell
// of c's variant, interleaved, with opt and workers (nil: in process, as
// run does for a user's schema); it returns c's median ns/op.
func Harness(reg *suite.Registry, c Cell, opt measure.Options, workers *runner.Workers) (float64, error) {
	all, err := reg.Plan(suite.Selection{Datasets: []string{c.Dataset}, Quick: true})
	if err != nil {
		return 0, err
	}
	var cells []suite.Cell
	for _, cell := range all {
		if cell.Variant == c.Variant {
			cells = append(cells, cell)
		}
	}
	ns := 0.0
	err = runner.Run(cells, runner.Options{Measure: opt, Workers: workers}, func(rec *resultset.Record) error {
		if rec.Codec == c.Codec && rec.Op == string(c.Op) {
			if !rec.OK() {
				return fmt.Errorf("%s: %s", c, rec.Error)
			}
			ns = rec.NsPerOp
		}
		return nil
	})
	if err == nil && ns == 0 {
		err = errors.New(c.String() + ": not in the default suite")
	}
	return ns, err
}
