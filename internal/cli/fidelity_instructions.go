package cli

import (
	"fmt"
	"io"
	"math"
	"os"
	"runtime"
	"slices"
	"strconv"
	"text/tabwriter"

	"github.com/serbench/serbench/fidelity"
	"github.com/serbench/serbench/fidelity/reference"
	"github.com/serbench/serbench/human"
	"github.com/serbench/serbench/internal/valgrind"
	"github.com/serbench/serbench/runner"
	"github.com/serbench/serbench/suite"
)

// fidelityInstructions is fidelity --measure instructions: each cell's
// instructions per op in its lean worker under callgrind, as run counts
// it, against its plain program's per op under callgrind, by difference
// of two runs; with seed, seed 004's own module's benchmarks too. It
// returns errFidelityInstr when a ratio is outside its tolerance.
func fidelityInstructions(reg *suite.Registry, cells []fidelity.Cell, seed bool, hf fidelityFlags, stdout, stderr io.Writer) error {
	if !valgrind.Supported() {
		return &suite.UsageError{Msg: fmt.Sprintf("fidelity --measure instructions counts with valgrind's client requests, which serbench makes on amd64 only, not %s", runtime.GOARCH)}
	}
	vg, err := valgrind.Find()
	if err != nil {
		return &suite.UsageError{Msg: "fidelity --measure instructions: " + err.Error()}
	}
	counted := slices.Clone(cells)
	if seed {
		for _, b := range fidelity.Seed004Benches {
			if !slices.Contains(counted, b.Cell) {
				counted = append(counted, b.Cell)
			}
		}
	}
	// Both sides built as run's counting workers are (gobuild.Counting).
	setup, err := countingSetup(stderr)
	if err != nil {
		return err
	}
	plains, err := plainPrograms(reg, cells, setup, stderr)
	if err != nil {
		return err
	}
	defer os.RemoveAll(plains.dir)
	var seedBin string
	if seed {
		if seedBin, err = fidelity.BuildSeed004(plains.dir, setup); err != nil {
			return fmt.Errorf("fidelity: %w", err)
		}
	}
	var all []suite.Cell
	for _, c := range counted {
		cs, err := fidelity.HarnessCells(reg, c, true)
		if err != nil {
			return err
		}
		all = append(all, cs...)
	}
	w := &runner.Workers{}
	if hf.lean {
		w.Program, err = countingWorkers(all, hf.benchtime, hf.procs, nil, stderr)
	} else {
		w, err = timeWorkers(all, hf.benchtime, hf.procs, false, nil, stderr)
	}
	if err != nil {
		return err
	}
	atOnce := min(2, runtime.NumCPU())
	w.Instructions = &runner.Instructions{Valgrind: vg, AtOnce: atOnce, Only: true}
	fmt.Fprintf(stderr, "fidelity: instructions per op of %d cells under valgrind's callgrind: serbench's worker as run --measure "+
		"instructions counts it; the plain program's by difference of runs of N and 3N ops (-test.cpu 1), the collector off "+
		"(free) and paced with the world stopped (whole)\n", len(cells))
	harness, err := fidelity.CountHarness(reg, counted, w, stderr)
	if err != nil {
		return err
	}
	results, err := countPlains(cells, harness, plains, vg, atOnce, stderr)
	if err != nil {
		return err
	}
	var seeds []fidelity.InstrResult
	if seed {
		if seeds, err = countSeed004(harness, seedBin, vg, atOnce, stderr); err != nil {
			return err
		}
	}
	ok, err := printFidelityInstr(stdout, results, seeds)
	if err == nil && !ok {
		err = errFidelityInstr
	}
	return err
}

// countPlains counts each cell's plain program, against the harness's
// count of the cell.
func countPlains(cells []fidelity.Cell, harness map[fidelity.Cell]fidelity.HarnessCount, plains plains, vg string, atOnce int, stderr io.Writer) ([]fidelity.InstrResult, error) {
	var results []fidelity.InstrResult
	for i, c := range cells {
		h := harness[c]
		bin, data := plains.bins[i], plains.data[i]
		p, err := fidelity.CountPlain(func(n int, col reference.Collector) (reference.Counted, error) {
			return reference.Count(vg, bin, data, n, col)
		}, fidelity.PlainOps(h, plains.msgs[i]), atOnce)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", c, err)
		}
		r := fidelity.InstrResult{Name: c.String(), Harness: h, Plain: p}
		fmt.Fprintf(stderr, "%s: serbench %s instructions/op, plain %s (ratio %.4f; free of collections %.4f)\n",
			c, human.Count(h.PerOp), human.Count(p.Whole), r.Ratio(), r.FreeRatio())
		results = append(results, r)
	}
	return results, nil
}

// countSeed004 counts seed 004's own module's benchmarks, against the
// harness's counts of their cells.
func countSeed004(harness map[fidelity.Cell]fidelity.HarnessCount, seedBin, vg string, atOnce int, stderr io.Writer) ([]fidelity.InstrResult, error) {
	var seeds []fidelity.InstrResult
	for _, b := range fidelity.Seed004Benches {
		h := harness[b.Cell]
		p, err := fidelity.CountPlain(func(n int, col reference.Collector) (reference.Counted, error) {
			return reference.CountBench(vg, seedBin, b.Name, n, col, nil)
		}, fidelity.PlainOps(h, 1), atOnce)
		if err != nil {
			return nil, fmt.Errorf("seed 004's %s: %w", b.Name, err)
		}
		r := fidelity.InstrResult{Name: b.Name, Harness: h, Plain: p}
		fmt.Fprintf(stderr, "seed 004's %s: %s instructions/op, serbench's %s %s (ratio %.4f)\n",
			b.Name, human.Count(p.Whole), b.Cell, human.Count(h.PerOp), r.Ratio())
		seeds = append(seeds, r)
	}
	return seeds, nil
}

// printFidelityInstr writes the counts' table and says whether every
// checked ratio is within its tolerance.
func printFidelityInstr(stdout io.Writer, results, seeds []fidelity.InstrResult) (bool, error) {
	bad := false
	tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "instructions/op\tserbench\tplain\tratio\tfree: serbench\tplain\tratio\tGC/op: serbench\tplain\tops/GC: serbench\tplain\tplain's ops\t\t")
	for _, r := range results {
		mark := ""
		if !r.Within(fidelity.InstrTolerance) {
			mark, bad = "outside ±"+strconv.FormatFloat(100*fidelity.InstrTolerance, 'g', -1, 64)+"%", true
		}
		fmt.Fprintln(tw, instrRow(r.Name, r, mark))
	}
	if len(seeds) > 0 {
		fmt.Fprintln(tw, "\t\t\t\t\t\t\t\t\t\t\t\t\t")
		fmt.Fprintln(tw, "seed 004 ("+fidelity.Seed004Dir+")\tserbench\tseed\tratio\tfree: serbench\tseed\tratio\tGC/op: serbench\tseed\tops/GC: serbench\tseed\tseed's ops\t\t")
		for i, r := range seeds {
			b := fidelity.Seed004Benches[i]
			mark := ""
			switch {
			case b.Own:
				mark = "its timer's cost: not checked"
			case !r.Within(fidelity.Seed004Tolerance):
				mark, bad = "outside ±"+strconv.FormatFloat(100*fidelity.Seed004Tolerance, 'g', -1, 64)+"%", true
			}
			fmt.Fprintln(tw, instrRow(b.Name+" ("+b.Cell.Codec+")", r, mark))
		}
	}
	return !bad, tw.Flush()
}

// instrRow is a table row of r.
func instrRow(name string, r fidelity.InstrResult, mark string) string {
	every := func(x float64) string {
		if x <= 0 {
			return "–"
		}
		return human.Count(math.Round(x))
	}
	return fmt.Sprintf("%s\t%s\t%s\t%.4f\t%s\t%s\t%.4f\t%s\t%s\t%s\t%s\t%s\t%s\t", name,
		human.Count(r.Harness.PerOp), human.Count(r.Plain.Whole), r.Ratio(),
		human.Count(r.Harness.Free()), human.Count(r.Plain.Free), r.FreeRatio(),
		human.Count(r.Harness.GCPerOp), human.Count(r.Plain.GCPerOp()),
		every(float64(r.Harness.GCEvery)), every(r.Plain.OpsPerGC()), human.Count(float64(2*r.Plain.N)), mark)
}
