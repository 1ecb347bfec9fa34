package runner

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"runtime"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/serbench/serbench/measure"
	"github.com/serbench/serbench/resultset"
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
	// Program, when set, names the program and its arguments that serve
	// cell c instead of Path: a lean worker that links only c's dataset
	// and codec (internal/workerbuild). Args follow them.
	Program func(c suite.Cell) (path string, args []string)
	// Busy, when above 0, adds a busy pass to every encode and decode
	// cell that BusyFor accepts (all when nil): BusyCount runs of the call
	// in a worker that also holds Busy bytes of ballast
	// (measure.NewBallast), after the cell's own rounds.
	Busy      int64
	BusyFor   func(c suite.Cell) bool
	BusyCount int
}

// BusyBytes is the busy pass's standard live heap: 64 MiB, a modest
// service's.
const BusyBytes = 64 << 20

// BusyBatch is how many busy workers run at once: each holds its ballast,
// so all of structs/big's at once would hold 7 GB.
const BusyBatch = 24

// BusyLongCycle is how long, in benchtimes, a busy run waits for a
// collection: with 64 MiB live, one comes every 64 MiB allocated, 50 ms
// apart at 1.3 GB/s, and a run should hold one.
const BusyLongCycle = 50

// workerReply is a worker's answer to a command, one entry per cell; an
// error ends that cell.
type workerReply struct {
	Live uint64 `json:"live,omitempty"` // the live heap after loading, in the first reply
	// Digest is the model digest of the messages the worker prepared
	// (suite.Prepared.ModelDigest), in the first reply.
	Digest uint64         `json:"digest,omitempty"`
	N      []int          `json:"n,omitempty"`
	Runs   []*measure.Run `json:"runs,omitempty"`
	Errs   []string       `json:"errs"`
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
	busy   bool // its figures are the cells' busy ones
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
	all := make([]int, len(cells))
	for i := range cells {
		all[i] = i
	}
	w.timeBatch(cells, all, out, opt.Count, nil)
	var busy []int
	for i, c := range cells {
		if w.Busy > 0 && out[i].Err == nil && (c.Op == suite.Encode || c.Op == suite.Decode) && (w.BusyFor == nil || w.BusyFor(c)) {
			busy = append(busy, i)
		}
	}
	count := w.BusyCount
	if count < 1 {
		count = opt.Count
	}
	for len(busy) > 0 {
		n := min(len(busy), BusyBatch)
		w.timeBatch(cells, busy[:n], out, count, []string{"--busy-heap", strconv.FormatInt(w.Busy, 10)})
		busy = busy[n:]
	}
	return out
}

// timeBatch times cells[idx] in workers of their own started with extra
// arguments, rounds runs each, into out (its busy figures when extra is
// set).
func (w Workers) timeBatch(cells []suite.Cell, idx []int, out []measure.Timed, rounds int, extra []string) {
	busy := extra != nil
	ws := make([]*worker, len(idx))
	for k, i := range idx {
		c := cells[i]
		path, args := w.Path, w.Args
		if w.Program != nil {
			var own []string
			path, own = w.Program(c)
			args = append(slices.Clip(own), w.Args...)
		}
		args = append(append(append([]string{}, args...), extra...), c.Dataset+"/"+c.Variant+"/"+c.Codec, string(c.Op))
		ws[k] = &worker{cells: []int{i}, busy: busy}
		ws[k].start(path, args)
	}
	// Loading and validating went on in every worker at once; calibrating
	// and timing go one worker at a time.
	for _, wk := range ws {
		wk.apply(out, wk.read())
	}
	for _, wk := range ws {
		wk.apply(out, wk.ask(cmdCalibrate))
	}
	if busy {
		// Each busy worker's runs back to back, chained (measure.Cycles'
		// Chain): a run of a 64 MiB heap holds whole cycles of tens of
		// milliseconds, and waiting for one before every run doubled the
		// pass's time. The busy figure is set beside the cell's own, which
		// the interleaved rounds protect.
		for _, wk := range ws {
			for range rounds {
				wk.apply(out, wk.ask(cmdRun))
			}
		}
	} else {
		for range rounds {
			for _, wk := range ws {
				wk.apply(out, wk.ask(cmdRun))
			}
		}
	}
	for _, wk := range ws {
		wk.stop()
		if wk.err == nil {
			continue
		}
		for _, i := range wk.cells {
			switch {
			case busy && out[i].BusyErr == nil:
				out[i].BusyErr = wk.err
			case !busy && out[i].Err == nil:
				out[i].Err = wk.err
			}
		}
	}
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
		errp := &t.Err
		switch {
		case wk.busy && r.Live > 0:
			t.BusyLive = r.Live
		case r.Live > 0:
			t.Live = r.Live
		}
		if wk.busy {
			errp = &t.BusyErr
		}
		if *errp != nil {
			continue
		}
		if r.Digest != 0 {
			if t.ModelDigest != 0 && t.ModelDigest != r.Digest {
				*errp = fmt.Errorf("timing worker: its messages are not the cell's (model digest %016x, want %016x)", r.Digest, t.ModelDigest)
				continue
			}
			t.ModelDigest = r.Digest
		}
		switch {
		case r.Errs[j] != "":
			*errp = errors.New(r.Errs[j])
		case r.N != nil && !wk.busy:
			t.N = r.N[j]
		case r.Runs != nil && r.Runs[j] != nil && wk.busy:
			t.BusyRuns = append(t.BusyRuns, *r.Runs[j])
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
func ServeWorker(cells []suite.Cell, benchtime time.Duration, procs int, busy int64, in io.Reader, out io.Writer) error {
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
	// The worker keeps only its cells' loops: the prepared values of the
	// other ops (a decode cell's codec values, an encode cell's bytes)
	// would be live heap that the user's own loop does not hold, marked
	// by every GC cycle of the timed call.
	var modelDigest uint64
	if prep != nil {
		modelDigest = prep.ModelDigest
	}
	prep, loaded = nil, nil
	var ballast *measure.Ballast
	if busy > 0 {
		ballast = measure.NewBallast(busy)
		// The standard heap's collector: GOGC 100, whatever the
		// environment says, and no memory limit to collect sooner.
		debug.SetGCPercent(100)
		debug.SetMemoryLimit(math.MaxInt64)
	}
	// As testing.Benchmark does before a plain loop: the preparation's
	// garbage is not the first run's.
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	enc := json.NewEncoder(out)
	ready := workerReply{Live: ms.HeapAlloc, Errs: errs, Digest: modelDigest}
	if err := enc.Encode(ready); err != nil {
		return err
	}
	defer runtime.KeepAlive(ballast)
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
					if busy > 0 {
						cycles[i].Long, cycles[i].Chain = BusyLongCycle, true
					}
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

// WorkerFlags are a timing worker's settings, as Workers passes them.
type WorkerFlags struct {
	BenchTime time.Duration
	Procs     int
	Payloads  string // as run's --payloads
	Busy      int64  // bytes of ballast to hold (the busy pass); 0 for none
}

// Register declares the flags on fs with defaults benchtime and procs.
func (f *WorkerFlags) Register(fs *flag.FlagSet, benchtime time.Duration, procs int) {
	fs.DurationVar(&f.BenchTime, "benchtime", benchtime, "duration of each run")
	fs.IntVar(&f.Procs, "cpu", procs, "GOMAXPROCS")
	fs.StringVar(&f.Payloads, "payloads", "", "as run's --payloads")
	fs.Int64Var(&f.Busy, "busy-heap", 0, "bytes of ballast to hold while timing")
}

// Serve plans, from reg, the cells of name (dataset/variant/codec) for
// each of ops (comma-separated, in the parent's order) and serves them
// (ServeWorker) on standard input and output.
func (f WorkerFlags) Serve(reg *suite.Registry, name, ops string) error {
	parts := strings.Split(name, "/")
	if len(parts) != 3 {
		return &suite.UsageError{Msg: fmt.Sprintf("timing worker: %q is not dataset/variant/codec", name)}
	}
	if f.Payloads != "" {
		if err := loadPayloads(reg, parts[0], f.Payloads); err != nil {
			return err
		}
	}
	var cells []suite.Cell
	for _, o := range strings.Split(ops, ",") {
		op, err := suite.ParseOp(o)
		if err != nil {
			return &suite.UsageError{Msg: err.Error()}
		}
		planned, err := reg.Plan(suite.Selection{Datasets: parts[:1], Variants: parts[1:2], Codecs: parts[2:], Ops: []suite.Op{op}})
		if err != nil {
			return err
		}
		if len(planned) != 1 {
			return fmt.Errorf("timing worker: %s/%s: %d cells planned, want 1", name, op, len(planned))
		}
		cells = append(cells, planned[0])
	}
	if f.Busy == 0 {
		LimitMemory() // as run does
	}
	return ServeWorker(cells, f.BenchTime, f.Procs, f.Busy, os.Stdin, os.Stdout)
}

// loadPayloads puts in reg the dataset over the files in dir.
func loadPayloads(reg *suite.Registry, dataset, dir string) error {
	for i, d := range reg.Datasets {
		if d.Info().Name != dataset {
			continue
		}
		fl, ok := d.(suite.FileLoader)
		if !ok {
			return fmt.Errorf("timing worker: dataset %s reads no files", dataset)
		}
		nd, _, err := fl.LoadFiles(dir)
		if err != nil {
			return fmt.Errorf("--payloads: %w", err)
		}
		reg.Datasets[i] = nd
		return nil
	}
	return fmt.Errorf("timing worker: no dataset %s", dataset)
}

// LimitMemory sets the collector's soft memory limit to three quarters of
// the machine's memory, unless $GOMEMLIMIT sets one: a cell that would
// take the machine collects harder instead of being killed.
func LimitMemory() {
	if os.Getenv("GOMEMLIMIT") != "" {
		return
	}
	if total := resultset.PhysicalMemory(); total > 0 {
		debug.SetMemoryLimit(int64(total / 4 * 3))
	}
}

// WorkerMain is the main function of a lean timing worker, a program that
// links one dataset and one line of codecs (internal/workerbuild): it
// serves the cell its arguments name and returns the exit status.
func WorkerMain(ds suite.Dataset, codecs []suite.Codec) int {
	fs := flag.NewFlagSet("serbench-worker", flag.ContinueOnError)
	var f WorkerFlags
	f.Register(fs, 10*time.Millisecond, 1)
	if err := fs.Parse(os.Args[1:]); err != nil {
		return 2
	}
	if fs.NArg() != 2 {
		fmt.Fprintln(os.Stderr, "serbench-worker: want dataset/variant/codec and ops")
		return 2
	}
	reg := &suite.Registry{Codecs: codecs, Datasets: []suite.Dataset{ds}}
	if err := f.Serve(reg, fs.Arg(0), fs.Arg(1)); err != nil {
		fmt.Fprintln(os.Stderr, "serbench-worker:", err)
		return 1
	}
	return 0
}
