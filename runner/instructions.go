package runner

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"github.com/serbench/serbench/internal/valgrind"
	"github.com/serbench/serbench/measure"
	"github.com/serbench/serbench/runner/timeworker"
	"github.com/serbench/serbench/suite"
)

// Instructions sets the instruction pass (Workers.Instructions): each
// cell's instructions per op, counted in its worker program run under
// valgrind's callgrind, with GOMAXPROCS 1 and the collector's share
// charged at the points the pacer would choose (timeworker's
// countInstructions). A count does not move with the host, as a time
// does: a CI gate can compare it across machines and runs.
type Instructions struct {
	// Valgrind is valgrind's path (valgrind.Find).
	Valgrind string
	// Program, when set, is the program and arguments that count cell c
	// in place of its timing worker's (Workers.Program): a lean worker
	// built with a fixed heap base (gobuild.FixedHeapBase).
	Program func(c suite.Cell) (path string, args []string)
	// Budget is about how many instructions each count's ops take
	// (timeworker's --instr-budget); 0 for its default.
	Budget uint64
	// AtOnce is how many workers run under valgrind at once, at least
	// one: each is slow and alone on its CPU, so one a CPU.
	AtOnce int
	// Only skips the time figures: the count is a cell's one figure, and
	// a cell whose count fails fails.
	Only bool
}

// dumpFile is the callgrind output file's name in a count's folder.
const dumpFile = "callgrind.out"

// countInstructions counts the instructions of cells[i] for every i whose
// time figures did not fail, AtOnce workers at a time, a worker a cell
// that runs the count alone and ends: under valgrind a worker runs 15-50
// times slow, and interleaved rounds would buy nothing for figures that
// do not move with the host.
func (w timing) countInstructions(cells []suite.Cell, out []measure.Timed) {
	defer since(&w.ph.Instructions, time.Now())
	var todo []*worker
	for i := range cells {
		if out[i].Err == nil {
			todo = append(todo, &worker{cells: []int{i}})
		}
	}
	atOnce(todo, max(1, w.Instructions.AtOnce), func(wk *worker) {
		i := wk.cells[0]
		t := &out[i]
		ins, digest, err := w.countCell(wk, cells[i], t.ModelDigest)
		if t.ModelDigest == 0 {
			// Counted alone: the run checks the worker's messages against
			// the cell's by this digest, as it does a timing worker's.
			t.ModelDigest = digest
		}
		switch {
		case err != nil && w.Instructions.Only:
			t.Err = err
		case err != nil:
			t.InstrErr = err
		default:
			t.Instructions = ins
		}
	})
}

// countCell runs cell c's worker under callgrind for one count, and
// returns it and the model digest of the worker's messages (0 when it
// sent none). digest, when not 0, is the model digest the cell's
// messages must have.
func (w timing) countCell(wk *worker, c suite.Cell, digest uint64) (*measure.Instructions, uint64, error) {
	dir, err := os.MkdirTemp("", "serbench-callgrind-")
	if err != nil {
		return nil, 0, fmt.Errorf("instructions: %w", err)
	}
	defer os.RemoveAll(dir)
	dumps := filepath.Join(dir, dumpFile)
	extra := []string{"--cpu", "1"}
	if w.Instructions.Budget > 0 {
		extra = append(extra, "--instr-budget", strconv.FormatUint(w.Instructions.Budget, 10))
	}
	counting := w
	if w.Instructions.Program != nil {
		own := *w.Workers // a copy: w's Workers is the caller's
		own.Path, own.Program = "", w.Instructions.Program
		counting.Workers = &own
	}
	path, args := counting.command(c, extra)
	env := append(valgrind.Env(os.Environ()), valgrind.OutEnv+"="+dumps)
	wk.startEnv(w.Instructions.Valgrind, append(append(valgrind.Args(dumps), path), args...), env)
	ready := wk.read()
	var got uint64
	if ready != nil && ready.Errs[0] == "" {
		got = ready.Digest
	}
	if got != 0 && digest != 0 && got != digest {
		wk.fail(fmt.Errorf("its messages are not the cell's (model digest %016x, want %016x)", got, digest))
	}
	var r *timeworker.Reply
	if ready != nil && ready.Errs[0] == "" {
		r = wk.ask(timeworker.CmdInstructions)
	}
	wk.stop()
	switch {
	case wk.err != nil:
		return nil, got, fmt.Errorf("instructions: under valgrind: %w", wk.err)
	case ready.Errs[0] != "":
		return nil, got, fmt.Errorf("instructions: under valgrind: %s", ready.Errs[0])
	case r.Errs[0] != "":
		return nil, got, fmt.Errorf("instructions: %s", r.Errs[0])
	case r.Instr == nil || r.Instr[0] == nil:
		return nil, got, errors.New("instructions: the worker counted nothing")
	}
	totals, err := valgrind.ReadDumps(dumps)
	if err != nil {
		return nil, got, fmt.Errorf("instructions: %w", err)
	}
	ins, err := instructionsOf(*r.Instr[0], totals)
	return ins, got, err
}

// instructionsOf is a count's figures from what its worker did and the
// totals of callgrind's dumps: the ops' instructions an op, and the
// average collection of a whole cycle's garbage shared among the cycle's
// ops.
func instructionsOf(r timeworker.InstrRun, totals map[string]uint64) (*measure.Instructions, error) {
	ops, ok := totals[timeworker.DumpOps]
	if !ok || r.Ops < 1 || ops == 0 {
		return nil, fmt.Errorf("instructions: callgrind counted no ops (%d ops, dumps %v)", r.Ops, totals)
	}
	ins := &measure.Instructions{Ops: r.Ops, GCEvery: r.GCEvery, BytesPerOp: r.BytesPerOp, AllocsPerOp: r.AllocsPerOp}
	ins.PerOp = float64(ops) / float64(r.Ops)
	if r.GCEvery > 0 {
		gc, ok := totals[timeworker.DumpGC]
		if !ok || gc == 0 {
			return nil, fmt.Errorf("instructions: callgrind counted no collection (dumps %v)", totals)
		}
		ins.GCShare = float64(gc) / float64(max(1, r.GCs)) / float64(r.GCEvery)
		ins.PerOp += ins.GCShare
	}
	return ins, nil
}

// command is the program and arguments of cell c's worker, with extra
// flags before the cell's name and op.
func (w timing) command(c suite.Cell, extra []string) (string, []string) {
	path, args := w.Path, w.Args
	if w.Program != nil {
		var own []string
		path, own = w.Program(c)
		args = append(own[:len(own):len(own)], w.Args...)
	}
	args = append(append([]string{}, args...), extra...)
	if w.LongOp > 0 {
		args = append(args, "--long-op", w.LongOp.String())
	}
	if c.Bound != nil && c.Bound.CheckedSum() != 0 {
		args = append(args, "--checked", strconv.FormatUint(c.Bound.CheckedSum(), 10))
	}
	if w.handoff != nil {
		args = append(args, w.handoff(c)...)
	}
	return path, append(args, c.Dataset+"/"+c.Variant+"/"+c.Codec, string(c.Op))
}
