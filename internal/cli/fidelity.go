package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"text/tabwriter"
	"time"

	"github.com/serbench/serbench/catalog"
	"github.com/serbench/serbench/fidelity"
	"github.com/serbench/serbench/fidelity/reference"
	"github.com/serbench/serbench/human"
	"github.com/serbench/serbench/internal/gobuild"
	"github.com/serbench/serbench/measure"
	"github.com/serbench/serbench/runner"
	"github.com/serbench/serbench/runner/timeworker"
	"github.com/serbench/serbench/suite"
)

// workerCommand is fidelity's hidden command: one side of one cell, timed
// in a fresh process.
const workerCommand = "fidelity-worker"

// FidelityTolerance is how far from 1.0 a median ratio may be.
const FidelityTolerance = 0.05

var errFidelity = errors.New("a ratio is outside ±5%")

// errFidelityInstr is fidelity --measure instructions' failure: a count's
// ratio outside fidelity.InstrTolerance, or seed 004's outside
// fidelity.Seed004Tolerance.
var errFidelityInstr = fmt.Errorf("an instruction count's ratio is outside ±%g%% (±%g%% for seed 004's own module)",
	100*fidelity.InstrTolerance, 100*fidelity.Seed004Tolerance)

// fidelityFlags are the harness settings, shared by the command and its
// workers: run's flags and defaults.
type fidelityFlags struct {
	count     int
	benchtime time.Duration
	procs     int
	workers   bool
	lean      bool
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
	fs.BoolVar(&f.lean, "lean", true, "the timing workers are run's lean programs (--lean=false: serbench itself)")
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
		"--workers=" + strconv.FormatBool(f.workers), "--lean=" + strconv.FormatBool(f.lean)}
}

// fidelityCmd compares serbench's figures with plain Go benchmarks of the
// same calls (package fidelity), and exits 1 when a median ratio is
// outside ±5%.
func fidelityCmd(args []string, stdout, stderr io.Writer) error {
	o, err := parseFidelity(args)
	if err != nil {
		return err
	}
	reg := catalog.Registry()
	// Unknown names are bad usage here, not a worker's failure later.
	for _, c := range o.cells {
		if _, err := reg.Plan(suite.Selection{Datasets: []string{c.Dataset}, Variants: []string{c.Variant},
			Codecs: []string{c.Codec}, Ops: []suite.Op{c.Op}}); err != nil {
			return err
		}
	}
	if o.counted {
		return fidelityInstructions(reg, o.cells, o.defaults, o.hf, stdout, stderr)
	}
	results, err := fidelityTimes(reg, o, stderr)
	if err != nil {
		return err
	}
	ok, err := printFidelity(stdout, results)
	if err == nil && !ok {
		err = errFidelity
	}
	return err
}

// fidelityOptions are fidelity's flags, checked.
type fidelityOptions struct {
	hf         fidelityFlags
	rounds     int
	concurrent bool
	counted    bool // --measure instructions
	cells      []fidelity.Cell
	defaults   bool // no --cell: fidelity.Cells
}

func parseFidelity(args []string) (fidelityOptions, error) {
	fs := newFlags("fidelity")
	var o fidelityOptions
	o.hf.register(fs)
	fs.IntVar(&o.rounds, "rounds", 6, "rounds of one harness and one plain process per cell")
	fs.BoolVar(&o.concurrent, "concurrent", false, "run each round's two sides at once, each bound to a CPU of its own (for a shared host whose speed drifts)")
	var cellNames listFlag
	fs.Var(&cellNames, "cell", "cells as dataset/variant/codec/op")
	measures := fs.String("measure", measureTime, "what is compared: time, or instructions (counted under valgrind on both sides)")
	if err := parse(fs, args); err != nil {
		return o, err
	}
	if err := o.hf.check(); err != nil {
		return o, err
	}
	switch *measures {
	case measureTime:
	case measureInstructions:
		o.counted = true
		if o.concurrent || !o.hf.workers {
			return o, &suite.UsageError{Msg: "fidelity --measure instructions counts in run's lean workers, one at a time: it does not go with --concurrent or --workers=false"}
		}
	default:
		return o, &suite.UsageError{Msg: fmt.Sprintf("invalid --measure %q (valid: time, instructions)", *measures)}
	}
	if o.rounds < 1 {
		return o, &suite.UsageError{Msg: fmt.Sprintf("invalid --rounds %d (valid: a whole number of at least 1)", o.rounds)}
	}
	if o.concurrent && (runtime.NumCPU() < 2 || o.hf.procs != 1) {
		return o, &suite.UsageError{Msg: fmt.Sprintf("--concurrent needs two CPUs and --cpu 1 (have %d CPUs, --cpu %d)", runtime.NumCPU(), o.hf.procs)}
	}
	o.cells, o.defaults = fidelity.Cells, len(cellNames) == 0
	if !o.defaults {
		o.cells = nil
		for _, n := range cellNames {
			c, err := fidelity.ParseCell(n)
			if err != nil {
				return o, &suite.UsageError{Msg: err.Error()}
			}
			o.cells = append(o.cells, c)
		}
	}
	return o, nil
}

// fidelityTimes times each cell's rounds: a serbench process against the
// cell's plain program.
func fidelityTimes(reg *suite.Registry, o fidelityOptions, stderr io.Writer) ([]fidelity.Result, error) {
	hf := o.hf
	exe, err := os.Executable()
	if err != nil {
		return nil, fmt.Errorf("fidelity: finding serbench's own program: %w", err)
	}
	plains, err := plainPrograms(reg, o.cells, gobuild.Setup{}, stderr)
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(plains.dir)
	if hf.workers {
		// Built here, once, so that the rounds' harness processes find them.
		var all []suite.Cell
		for _, c := range o.cells {
			cs, err := fidelity.HarnessCells(reg, c, true)
			if err != nil {
				return nil, err
			}
			all = append(all, cs...)
		}
		if _, err := timeWorkers(all, hf.benchtime, hf.procs, hf.lean, nil, stderr); err != nil {
			return nil, err
		}
	}
	w := fidelity.Worker{Path: exe, Args: append([]string{workerCommand}, hf.args()...)}
	fmt.Fprintf(stderr, "fidelity: %d cells, %d rounds each of a serbench process (--count %d --benchtime %s, as run times "+
		"the cell) and a plain test program of the call alone (b.Loop, -benchtime %s or %d ops, -count %d or fewer of those), "+
		"each side's figure the %s of its runs, GOMAXPROCS %d on both\n",
		len(o.cells), o.rounds, hf.count, hf.benchtime, fidelity.PlainBenchTime, fidelity.PlainMinOps, hf.count,
		measure.HeadlineName, hf.procs)
	var results []fidelity.Result
	for i, c := range o.cells {
		bin, data := plains.bins[i], plains.data[i]
		// One untimed run says how long an op is, and so how long a run.
		first, _, err := reference.Run(bin, data, hf.procs, fidelity.PlainBenchTime, 1, -1)
		if err != nil {
			return nil, err
		}
		bt, count := fidelity.PlainRuns(first[0], hf.count)
		if bt != fidelity.PlainBenchTime {
			fmt.Fprintf(stderr, "%s: the plain program's runs are of -benchtime %s, -count %d\n", c, bt, count)
		}
		plain := func(cpu int) (fidelity.Figure, error) {
			ns, live, err := reference.Run(bin, data, hf.procs, bt, count, cpu)
			return fidelity.Figure{NsPerOp: measure.Headline(ns).Center, LiveHeap: live}, err
		}
		r, err := fidelity.Check(c, w.Side(c), plain, o.rounds, o.concurrent, stderr)
		if err != nil {
			return nil, err
		}
		results = append(results, r)
	}
	return results, nil
}

// printFidelity writes the results' table and says whether every median
// ratio is within ±5%.
func printFidelity(stdout io.Writer, results []fidelity.Result) (bool, error) {
	tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "cell\tserbench\tplain testing.B\tratio\t95% interval\tlive heap: serbench\tplain\t")
	ok := true
	for _, r := range results {
		interval := "–"
		if measure.Finite(r.Ratio.Lo) && measure.Finite(r.Ratio.Hi) {
			interval = fmt.Sprintf("%.3f–%.3f", r.Ratio.Lo, r.Ratio.Hi)
		}
		mark := ""
		if r.Ratio.Center < 1-FidelityTolerance || r.Ratio.Center > 1+FidelityTolerance {
			mark, ok = " (outside ±5%)", false
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%.3f%s\t%s\t%s\t%s\t\n", r.Cell, human.Duration(r.HarnessNs()), human.Duration(r.PlainNs()),
			r.Ratio.Center, mark, interval, liveCell(r.HarnessLiveHeap()), liveCell(r.PlainLiveHeap()))
	}
	return ok, tw.Flush()
}

// plains are the cells' plain programs, built, and their data files.
type plains struct {
	dir        string // the data files' folder, removed at the end
	bins, data []string
	msgs       []int // each program's messages, which its loop cycles through
}

// plainPrograms writes each cell's plain program and data file, after
// serbench's usual preparation, and builds the programs with setup
// (cached by their source, serbench's tree, the toolchain and setup).
func plainPrograms(reg *suite.Registry, cells []fidelity.Cell, setup gobuild.Setup, stderr io.Writer) (plains, error) {
	dir, err := os.MkdirTemp("", "serbench-fidelity-")
	if err != nil {
		return plains{}, fmt.Errorf("fidelity: %w", err)
	}
	p := plains{dir: dir}
	var progs []*reference.Program
	for i, c := range cells {
		prog, err := fidelity.Reference(reg, c)
		if err != nil {
			os.RemoveAll(dir)
			return plains{}, err
		}
		data := filepath.Join(dir, strconv.Itoa(i)+".bin")
		if err := writeFile(data, prog.Data); err != nil {
			os.RemoveAll(dir)
			return plains{}, fmt.Errorf("fidelity: %w", err)
		}
		progs = append(progs, prog)
		p.data = append(p.data, data)
		p.msgs = append(p.msgs, len(prog.Data.Encoded))
	}
	b, err := gobuild.NewBuilder("fidelity")
	if err != nil {
		os.RemoveAll(dir)
		return plains{}, err
	}
	b.Setup = setup
	start := time.Now()
	if p.bins, err = reference.Build(b, progs); err != nil {
		os.RemoveAll(dir)
		return plains{}, fmt.Errorf("fidelity: building the plain programs: %w", err)
	}
	fmt.Fprintf(stderr, "fidelity: %d plain programs ready in %s (cached in %s)\n", len(progs), time.Since(start).Round(time.Millisecond), b.Cache)
	return p, nil
}

// liveCell is a live heap for the table; – when not read.
func liveCell(b float64) string {
	if b <= 0 {
		return "–"
	}
	return human.Bytes(b)
}

func writeFile(name string, w io.WriterTo) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	if _, err := w.WriteTo(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// fidelityWorker times the harness side of one cell and prints its ns/op
// as JSON.
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
	if fs.NArg() != 1 {
		return &suite.UsageError{Msg: workerCommand + ": want a cell"}
	}
	c, err := fidelity.ParseCell(fs.Arg(0))
	if err != nil {
		return &suite.UsageError{Msg: err.Error()}
	}
	timeworker.LimitMemory() // as run does
	reg := catalog.Registry()
	var w *runner.Workers
	if hf.workers {
		cells, err := fidelity.HarnessCells(reg, c, true)
		if err != nil {
			return err
		}
		if w, err = timeWorkers(cells, hf.benchtime, hf.procs, hf.lean, nil, io.Discard); err != nil {
			return err
		}
	}
	f, err := fidelity.Harness(reg, c, measure.Options{Count: hf.count, BenchTime: hf.benchtime, Procs: hf.procs}, w)
	if err != nil {
		return err
	}
	return json.NewEncoder(stdout).Encode(f)
}
