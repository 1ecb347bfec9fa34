package runner

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"runtime"
	"strings"
	"time"

	"github.com/serbench/serbench/measure"
	"github.com/serbench/serbench/suite"
)

// Workers times a group's cells in worker processes, one per cell: the
// program at Path started with Args, then the dataset/variant/codec and
// the op as arguments, which must call ServeWorker on that cell.
//
// Why: a process's heap shapes the timings of allocating ops (when
// collections come, what they cost, how many pages the scavenger hands
// back and the next op faults in again). A worker holds what a user's
// own benchmark of the call would hold, the variant and that codec's
// prepared messages, and runs only that call, where the runner's process
// holds every codec's and runs them all. Its runs hold whole collection
// cycles (measure.Cycles), as a user's `for b.Loop()` of a second holds
// many.
// `serbench fidelity` measures the agreement (README, "How it measures").
//
// The parent keeps the interleaving: after every worker has loaded and
// validated (at once, on every CPU) and then calibrated (in turn, alone),
// each round asks each worker in turn for one run of its cell.
type Workers struct {
	Path string
	Args []string
}

// workerReply is a worker's answer to a command, one entry per cell; an
// error ends that cell.
type workerReply struct {
	N    []int          `json:"n,omitempty"`
	Runs []*measure.Run `json:"runs,omitempty"`
	Errs []string       `json:"errs"`
}

// The commands a worker reads, one a line.
const (
	cmdCalibrate = "calibrate"
	cmdRun       = "run"
)

// worker is one running worker process and the cells it times, as
// indices into the group.
type worker struct {
	cells  []int
	cmd    *exec.Cmd
	in     io.WriteCloser
	out    *bufio.Reader
	stderr bytes.Buffer
	err    error // set when the process failed: every cell of it fails
}

// Time times cells (one dataset and variant) with count runs each of
// about benchtime, and returns them in cells' order.
func (w Workers) Time(cells []suite.Cell, _ []measure.Loop, opt measure.Options) []measure.Timed {
	out := make([]measure.Timed, len(cells))
	// One worker a cell: a codec's other ops, run in the same process,
	// moved its figures (gob decoding 5,000 transactions: 0.50 collections
	// and 7.1-7.2 ms an op beside its encode and read, 0.80-0.84 and
	// 7.7-8.9 ms alone), and a plain loop runs one op.
	ws := make([]*worker, len(cells))
	for i := range cells {
		ws[i] = &worker{cells: []int{i}}
	}
	for _, wk := range ws {
		first := cells[wk.cells[0]]
		ops := make([]string, len(wk.cells))
		for j, i := range wk.cells {
			ops[j] = string(cells[i].Op)
		}
		args := append(append([]string{}, w.Args...), first.Dataset+"/"+first.Variant+"/"+first.Codec, strings.Join(ops, ","))
		wk.start(w.Path, args)
	}
	// Loading and validating went on in every worker at once; calibrating
	// and timing go one worker at a time.
	for _, wk := range ws {
		wk.apply(out, wk.read())
	}
	for _, wk := range ws {
		wk.apply(out, wk.ask(cmdCalibrate))
	}
	for range opt.Count {
		for _, wk := range ws {
			wk.apply(out, wk.ask(cmdRun))
		}
	}
	for _, wk := range ws {
		wk.stop()
		if wk.err != nil {
			for _, i := range wk.cells {
				if out[i].Err == nil {
					out[i].Err = wk.err
				}
			}
		}
	}
	return out
}

func (wk *worker) start(path string, args []string) {
	wk.cmd = exec.Command(path, args...)
	wk.cmd.Stderr = &wk.stderr
	in, err := wk.cmd.StdinPipe()
	if err != nil {
		wk.err = fmt.Errorf("timing worker: %w", err)
		return
	}
	stdout, err := wk.cmd.StdoutPipe()
	if err != nil {
		wk.err = fmt.Errorf("timing worker: %w", err)
		return
	}
	if err := wk.cmd.Start(); err != nil {
		wk.err = fmt.Errorf("timing worker: %w", err)
		return
	}
	wk.in, wk.out = in, bufio.NewReader(stdout)
}

// ask sends a command and reads the reply; nil once the worker failed.
func (wk *worker) ask(cmd string) *workerReply {
	if wk.err != nil {
		return nil
	}
	if _, err := io.WriteString(wk.in, cmd+"\n"); err != nil {
		wk.fail(err)
		return nil
	}
	return wk.read()
}

func (wk *worker) read() *workerReply {
	if wk.err != nil {
		return nil
	}
	line, err := wk.out.ReadBytes('\n')
	if err != nil {
		wk.fail(err)
		return nil
	}
	var r workerReply
	if err := json.Unmarshal(line, &r); err != nil {
		wk.fail(fmt.Errorf("%w in %q", err, line))
		return nil
	}
	if len(r.Errs) != len(wk.cells) || (r.N != nil && len(r.N) != len(wk.cells)) || (r.Runs != nil && len(r.Runs) != len(wk.cells)) {
		wk.fail(fmt.Errorf("reply for %d cells, want %d", len(r.Errs), len(wk.cells)))
		return nil
	}
	return &r
}

// fail ends the worker, keeping what it said on standard error.
func (wk *worker) fail(err error) {
	if wk.cmd.Process != nil {
		_ = wk.cmd.Process.Kill()
		_ = wk.cmd.Wait()
	}
	wk.cmd = nil
	msg := strings.TrimSpace(wk.stderr.String())
	if len(msg) > 2000 {
		msg = msg[:2000] + "…"
	}
	wk.err = fmt.Errorf("timing worker: %w: %s", err, msg)
}

func (wk *worker) stop() {
	if wk.cmd == nil || wk.in == nil {
		return
	}
	_ = wk.in.Close()
	if err := wk.cmd.Wait(); err != nil && wk.err == nil {
		wk.err = fmt.Errorf("timing worker: %w: %s", err, strings.TrimSpace(wk.stderr.String()))
	}
}

// apply records a reply in the group's results.
func (wk *worker) apply(out []measure.Timed, r *workerReply) {
	if r == nil {
		return
	}
	for j, i := range wk.cells {
		t := &out[i]
		if t.Err != nil {
			continue
		}
		switch {
		case r.Errs[j] != "":
			t.Err = errors.New(r.Errs[j])
		case r.N != nil:
			t.N = r.N[j]
		case r.Runs != nil && r.Runs[j] != nil:
			t.Runs = append(t.Runs, *r.Runs[j])
		}
	}
}

// ServeWorker is a worker process's side of Workers: it loads the
// variant of cells (one dataset, variant and codec), validates the
// binding, collects the garbage of that once, and then answers the
// commands read from in on out, timing with procs Ps (0: as it is).
// Errors of a cell go in the replies; an error returned ends the worker.
func ServeWorker(cells []suite.Cell, benchtime time.Duration, procs int, in io.Reader, out io.Writer) error {
	if len(cells) == 0 {
		return errors.New("timing worker: no cells")
	}
	if procs > 0 {
		runtime.GOMAXPROCS(procs)
	}
	errs := make([]string, len(cells))
	loops := make([]measure.Loop, len(cells))
	ns := make([]int, len(cells)) // calibrated iterations per run
	cycles := make([]*measure.Cycles, len(cells))
	first := cells[0]
	loaded, err := first.Data.Load(first.Variant)
	var prep *suite.Prepared
	if err == nil {
		prep, err = loaded.Prepare(first.Bound)
		if err != nil {
			err = fmt.Errorf("validation: %w", err)
		}
	}
	for i, c := range cells {
		switch {
		case err != nil:
			errs[i] = err.Error()
		case prep.Loop(c.Op) == nil:
			errs[i] = fmt.Sprintf("binding has no %s loop", c.Op)
		default:
			loops[i] = prep.Loop(c.Op)
		}
	}
	// As testing.Benchmark does before a plain loop: the preparation's
	// garbage is not the first run's.
	runtime.GC()
	enc := json.NewEncoder(out)
	if err := enc.Encode(workerReply{Errs: errs}); err != nil {
		return err
	}
	sc := bufio.NewScanner(in)
	for sc.Scan() {
		r := workerReply{Errs: make([]string, len(cells))}
		switch cmd := sc.Text(); cmd {
		case cmdCalibrate:
			r.N = make([]int, len(cells))
		case cmdRun:
			r.Runs = make([]*measure.Run, len(cells))
		default:
			return fmt.Errorf("timing worker: unknown command %q", cmd)
		}
		for i, loop := range loops {
			if loop == nil {
				r.Errs[i] = errs[i]
				continue
			}
			var err error
			if r.N != nil {
				r.N[i], err = measure.CalibrateSteady(loop, benchtime)
				ns[i] = r.N[i]
			} else {
				if cycles[i] == nil {
					cycles[i] = measure.NewCycles(loop, ns[i], benchtime)
				}
				var run measure.Run
				if run, err = cycles[i].Run(); err == nil {
					r.Runs[i] = &run
				}
			}
			if err != nil {
				errs[i], r.Errs[i], loops[i] = err.Error(), err.Error(), nil
			}
		}
		if err := enc.Encode(r); err != nil {
			return err
		}
	}
	return sc.Err()
}
