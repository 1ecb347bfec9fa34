package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"text/tabwriter"
	"time"

	"github.com/serbench/serbench/catalog"
	"github.com/serbench/serbench/fidelity"
	"github.com/serbench/serbench/human"
	"github.com/serbench/serbench/measure"
	"github.com/serbench/serbench/runner"
	"github.com/serbench/serbench/suite"
)

// workerCommand is fidelity's hidden command: one side of one cell, timed
// in a fresh process.
const workerCommand = "fidelity-worker"

// FidelityTolerance is how far from 1.0 a median ratio may be.
const FidelityTolerance = 0.05

var errFidelity = errors.New("a ratio is outside ±5%")

// fidelityFlags are the harness settings, shared by the command and its
// workers: run's flags and defaults.
type fidelityFlags struct {
	count     int
	benchtime time.Duration
	procs     int
	workers   bool
}

func (f *fidelityFlags) register(fs interface {
	IntVar(*int, string, int, string)
	BoolVar(*bool, string, bool, string)
	DurationVar(*time.Duration, string, time.Duration, string)
}) {
	fs.IntVar(&f.count, "count", DefaultCount, "timed runs per cell")
	fs.DurationVar(&f.benchtime, "benchtime", DefaultBenchTime, "duration of each run")
	fs.IntVar(&f.procs, "cpu", DefaultProcs, "GOMAXPROCS while cells are timed, on both sides")
	fs.BoolVar(&f.workers, "workers", true, "the harness side times with run's timing workers (--workers=false: in process)")
}

func (f *fidelityFlags) check() error {
	switch {
	case f.count < 1:
		return &suite.UsageError{Msg: fmt.Sprintf("invalid --count %d (valid: a whole number of at least 1)", f.count)}
	case f.benchtime <= 0:
		return &suite.UsageError{Msg: fmt.Sprintf("invalid --benchtime %s (valid: a positive duration such as 100ms or 2s)", f.benchtime)}
	case f.procs < 1:
		return &suite.UsageError{Msg: fmt.Sprintf("invalid --cpu %d (valid: a whole number of at least 1)", f.procs)}
	}
	return nil
}

func (f *fidelityFlags) args() []string {
	return []string{"--count", strconv.Itoa(f.count), "--benchtime", f.benchtime.String(), "--cpu", strconv.Itoa(f.procs),
		"--workers=" + strconv.FormatBool(f.workers)}
}

// fidelityCmd compares serbench's figures with plain Go benchmarks of the
// same calls (package fidelity), and exits 1 when a median ratio is
// outside ±5%.
func fidelityCmd(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("fidelity")
	var hf fidelityFlags
	hf.register(fs)
	rounds := fs.Int("rounds", 6, "rounds of one harness and one plain process per cell")
	var cellNames listFlag
	fs.Var(&cellNames, "cell", "cells as dataset/variant/codec/op")
	if err := parse(fs, args); err != nil {
		return err
	}
	if err := hf.check(); err != nil {
		return err
	}
	if *rounds < 1 {
		return &suite.UsageError{Msg: fmt.Sprintf("invalid --rounds %d (valid: a whole number of at least 1)", *rounds)}
	}
	cells := fidelity.Cells
	if len(cellNames) > 0 {
		cells = nil
		for _, n := range cellNames {
			c, err := fidelity.ParseCell(n)
			if err != nil {
				return &suite.UsageError{Msg: err.Error()}
			}
			cells = append(cells, c)
		}
	}
	// Unknown names are bad usage here, not a worker's failure later.
	reg := catalog.Registry()
	for _, c := range cells {
		if _, err := reg.Plan(suite.Selection{Datasets: []string{c.Dataset}, Variants: []string{c.Variant},
			Codecs: []string{c.Codec}, Ops: []suite.Op{c.Op}}); err != nil {
			return err
		}
	}
	exe, err := os.Executable()
	if err != nil {
		return fmt.Errorf("fidelity: finding serbench's own program: %w", err)
	}
	w := fidelity.Worker{Path: exe, Args: append([]string{workerCommand}, hf.args()...)}
	fmt.Fprintf(stderr, "fidelity: %d cells, %d rounds each of a serbench process (--count %d --benchtime %s, the "+
		"default suite's cells of the variant) and a plain testing.B process (b.Loop, benchtime %s), GOMAXPROCS %d on both\n",
		len(cells), *rounds, hf.count, hf.benchtime, fidelity.PlainBenchTime, hf.procs)
	var results []fidelity.Result
	for _, c := range cells {
		r, err := fidelity.Check(w, c, *rounds, stderr)
		if err != nil {
			return err
		}
		results = append(results, r)
	}
	tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "cell\tserbench\tplain testing.B\tratio\t95% interval\t")
	bad := false
	for _, r := range results {
		interval := "–"
		if measure.Finite(r.Ratio.Lo) && measure.Finite(r.Ratio.Hi) {
			interval = fmt.Sprintf("%.3f–%.3f", r.Ratio.Lo, r.Ratio.Hi)
		}
		mark := ""
		if r.Ratio.Median < 1-FidelityTolerance || r.Ratio.Median > 1+FidelityTolerance {
			mark, bad = " (outside ±5%)", true
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%.3f%s\t%s\t\n", r.Cell, human.Duration(r.HarnessNs()), human.Duration(r.PlainNs()),
			r.Ratio.Median, mark, interval)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	if bad {
		return errFidelity
	}
	return nil
}

// fidelityWorker times one side of one cell and prints its ns/op as JSON.
func fidelityWorker(args []string, stdout io.Writer) error {
	fs := newFlags(workerCommand)
	var hf fidelityFlags
	hf.register(fs)
	if err := fs.Parse(args); err != nil {
		return flagError(fs, err)
	}
	if err := hf.check(); err != nil {
		return err
	}
	if fs.NArg() != 2 {
		return &suite.UsageError{Msg: workerCommand + ": want a side (harness or plain) and a cell"}
	}
	c, err := fidelity.ParseCell(fs.Arg(1))
	if err != nil {
		return &suite.UsageError{Msg: err.Error()}
	}
	reg := catalog.Registry()
	var ns float64
	switch side := fidelity.Side(fs.Arg(0)); side {
	case fidelity.SideHarness:
		limitMemory() // as run does
		var w *runner.Workers
		if hf.workers {
			if w, err = timeWorkers(hf.benchtime, hf.procs); err != nil {
				return err
			}
		}
		ns, err = fidelity.Harness(reg, c, measure.Options{Count: hf.count, BenchTime: hf.benchtime, Procs: hf.procs}, w)
	case fidelity.SidePlain:
		ns, err = fidelity.Plain(reg, c, hf.procs, fidelity.PlainBenchTime)
	default:
		return &suite.UsageError{Msg: fmt.Sprintf("%s: unknown side %q (valid: harness, plain)", workerCommand, side)}
	}
	if err != nil {
		return err
	}
	return json.NewEncoder(stdout).Encode(fidelity.WorkerOutput{NsPerOp: ns})
}
