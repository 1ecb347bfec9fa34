package runner

import (
	"bufio"
	"bytes"
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/serbench/serbench/measure"
	"github.com/serbench/serbench/runner/timeworker"
	"github.com/serbench/serbench/suite"
)

// Workers times a group's cells in worker processes, one per cell: the
// program at Path started with Args, then the dataset/variant/codec and
// the op as arguments, which must call timeworker.Serve on that cell.
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
// The parent keeps the interleaving: after every worker has loaded,
// validated, calibrated and taken its warm-up run (Wave of them at a
// time, on every CPU), each round asks each worker in turn for one run of
// its cell. When the machine's memory cannot hold every worker of a variant,
// they are timed in batches, each interleaved within itself.
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
	// Precision, when above 0, stops asking a cell for runs once it has
	// MinRuns and the 95% interval of its median is within Precision
	// percent of it (measure.Summary.HalfWidthPct), before the count asked
	// for: a tight cell needs no more runs, and the time goes to the
	// cells that do. Its record holds the runs it took.
	Precision float64
	// SlowOp, when above 0, stops asking a cell for runs once it has
	// MinRuns when its median op takes SlowOp or more, with or without
	// Precision: a cell whose op takes seconds (yaml decoding 5,000
	// transactions, 9.6 s) would otherwise take minutes of runs for an
	// interval that the host's noise keeps wide. Its record holds the
	// runs and their interval.
	SlowOp time.Duration
	// LongOp, when above 0, times once a cell whose one op outlasts it in
	// calibration: that call is its one run (measure.CalibrateLong), as
	// testing's b.N of 1 is, and its record says so: six runs of ops of a
	// minute (a user's large payload) would take as long as hundreds of
	// other cells.
	LongOp time.Duration
	// Wave is how many workers are brought up (and take the heap pass)
	// at once (at least one), Memory, when set, how many are started
	// before a batch is timed: see timeBatch.
	Wave   int
	Memory *Memory
	// Instructions, when set, adds each cell's instructions per op,
	// counted in its worker under valgrind after its timed runs
	// (countInstructions), or instead of them (Instructions.Only).
	Instructions *Instructions
}

// Memory is what the workers may take of the machine's memory.
type Memory struct {
	// Available returns the memory the machine can still give (Linux's
	// MemAvailable).
	Available func() uint64
	// Reserve is the memory left to the runner, the running worker's
	// heap as it grows and everything else.
	Reserve uint64
	// Peak, when set, returns the most memory process pid has held at
	// once (Linux's VmHWM), 0 when unknown: the next worker may take as
	// much while it loads.
	Peak func(pid int) uint64
}

// MinRuns is the fewest runs a cell takes before Precision may stop it:
// with six, the 95% interval of a median is the range between the
// smallest and the largest run, so a cell stops only when all its runs
// agree that closely.
const MinRuns = 6

// BusyBytes is the busy pass's standard live heap: 64 MiB, a modest
// service's.
const BusyBytes = 64 << 20

// BusyBatch is how many busy workers run at once: each holds its ballast,
// so all of structs/big's at once would hold 7 GB.
const BusyBatch = 24

// worker is one running worker process and the cells it times, as
// indices into the group.
type worker struct {
	cells   []int
	busy    bool // its figures are the cells' busy ones
	settled bool // its cells' intervals are within Precision: no more runs
	cmd     *exec.Cmd
	in      io.WriteCloser
	out     *bufio.Reader
	stderr  bytes.Buffer
	err     error // set when the process failed: every cell of it fails
}

// Time times cells (one dataset and variant) with count runs each of
// about benchtime, and returns them in cells' order. ph, when not nil,
// gathers where the time went (runner.Run passes each variant's);
// handoff, when not nil, gives the flags that name the files a cell's
// worker prepares from instead of making the variant (none: nil): a
// decode or read cell's messages as its parent validated them
// (timeworker.WriteHandoff), an encode or update cell's the variant's
// messages as its parent holds them (suite.ModelHandoff,
// timeworker.Flags.Models), and an encode cell's messages' digests as
// its parent checked them (timeworker.Flags.CheckedEach). w is not
// changed: it stays the configuration its caller built, for every
// variant.
func (w *Workers) Time(cells []suite.Cell, opt measure.Options, ph *Phases, handoff func(c suite.Cell) []string) []measure.Timed {
	if ph == nil {
		ph = &Phases{} // a throwaway
	}
	return timing{Workers: w, ph: ph, handoff: handoff}.time(cells, opt)
}

// timing is one call of Workers.Time: the configuration and what this
// call alone has, its variant's Phases and handoff files. Its methods
// call it w, as Workers' do.
type timing struct {
	*Workers
	ph      *Phases
	handoff func(c suite.Cell) []string // the handoff files' flags; nil: none
}

// time is Time.
func (w timing) time(cells []suite.Cell, opt measure.Options) []measure.Timed {
	out := make([]measure.Timed, len(cells))
	if w.Instructions == nil || !w.Instructions.Only {
		w.timeAll(cells, out, opt)
	}
	if w.Instructions != nil {
		w.countInstructions(cells, out)
	}
	return out
}

// timeAll times cells into out: their rounds, then the busy pass.
func (w timing) timeAll(cells []suite.Cell, out []measure.Timed, opt measure.Options) {
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
	if len(busy) > 0 { // a variant without busy cells shows no busy pass
		defer since(&w.ph.Busy, time.Now())
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
}

// timeBatch times cells[idx] in workers of their own started with extra
// arguments, rounds runs each, into out (its busy figures when extra is
// set). The workers are started Wave at a time, as many as the
// machine's memory allows (Memory), and a batch of them is timed before
// the next is started: 119 workers of transaction/30000 at once took more
// than 24 GB, and the kernel killed the runner.
func (w timing) timeBatch(cells []suite.Cell, idx []int, out []measure.Timed, rounds int, extra []string) {
	for len(idx) > 0 {
		ws := w.startBatch(cells, idx, out, extra)
		w.timeWorkers(cells, ws, out, rounds, extra != nil)
		idx = idx[len(ws):]
	}
}

// startBatch starts workers for a prefix of idx, Wave at a time. Each
// loads and validates, calibrates and takes its warm-up run in a slot of
// its own, and a slot whose worker is ready starts the next at once: in
// waves, each step waited for the wave's slowest worker (goccy-yaml
// encoding boutique/trace loaded for 18 s beside a decode worker's
// 0.5 s). A worker calibrates in turn with the others, as
// its calibration only settles how many ops a run takes, which another
// CPU's work barely moves; but a cell whose op outlasted LongOp has the
// calibration's call as its one run, so that call must have had the
// machine to itself: such a worker calibrates again, alone, and its
// first reply is dropped. No built-in cell outside the --full variants
// comes near the default LongOp; a user's large documents may.
//
// A worker is started while the memory left would stay above Memory's
// reserve with it and those still starting at the costliest worker's
// cost; the first Wave always are. A worker's heap may double on its
// first collections after a calibration of one slow op (GOGC 100), so
// each counts twice the memory the batch took a ready worker: at once,
// transaction/200000's workers and the runner's 6.8 GB passed 24 GB.
// And at least the largest peak of a ready worker (VmHWM, read after its
// warm-up, when it includes the heap its runs grow): the next ones may
// take as much while they load, whatever heap they keep after, and a
// variant's codecs differ tenfold (transaction/30000: 0.1-0.9 GB a
// worker).
func (w timing) startBatch(cells []suite.Cell, idx []int, out []measure.Timed, extra []string) []*worker {
	wave := max(1, w.Wave)
	b := &bringing{timing: w, out: out, extra: extra, alone: wave == 1 || len(idx) == 1}
	var avail0 uint64
	if w.Memory != nil {
		avail0 = w.Memory.Available()
	}
	slots := make(chan struct{}, wave) // a token a worker being brought up
	var wg sync.WaitGroup
	began := time.Now()
	var ws []*worker
	for len(ws) < len(idx) {
		slots <- struct{}{}
		if w.Memory != nil && len(ws) >= wave {
			// A slot is free, so at least one worker is ready.
			b.mu.Lock()
			ready, each := b.ready, b.each
			b.mu.Unlock()
			now := w.Memory.Available()
			if now < avail0 {
				each = max(each, 2*(avail0-now)/uint64(ready))
			}
			starting := uint64(len(ws) - ready + 1)
			if now < w.Memory.Reserve || now-w.Memory.Reserve < starting*each {
				<-slots
				break
			}
		}
		wk := &worker{cells: []int{idx[len(ws)]}, busy: extra != nil}
		ws = append(ws, wk)
		wg.Go(func() {
			defer func() { <-slots }()
			b.bring(cells, wk)
		})
	}
	wg.Wait()
	if extra == nil { // the busy pass counts as one
		b.charge(time.Since(began))
	}
	return ws
}

// bringing is one startBatch's shared state: its slots' workers share
// the machine, the phases' time and what the ready ones cost.
type bringing struct {
	timing
	out   []measure.Timed
	extra []string
	alone bool // no other worker is brought up beside one: no recalibration
	// machine is held to read by every step of a worker's bringing up,
	// and to write by a calibration that must run alone.
	machine sync.RWMutex
	mu      sync.Mutex
	// load, calibrate and warm are the steps' times summed over the slots,
	// which charge divides the batch's wall time by; solo is the calls
	// that were long ops' one runs, each with the machine to itself.
	load, calibrate, warm, solo time.Duration
	ready                       int    // workers warmed up
	each                        uint64 // the largest peak of a ready worker
}

// bring starts wk on its cell, reads its ready reply, calibrates it and
// takes its warm-up run.
func (b *bringing) bring(cells []suite.Cell, wk *worker) {
	i := wk.cells[0]
	step := func(d *time.Duration, f func()) {
		b.machine.RLock()
		start := time.Now()
		f()
		took := time.Since(start)
		b.machine.RUnlock()
		b.mu.Lock()
		*d += took
		b.mu.Unlock()
	}
	step(&b.load, func() {
		path, args := b.command(cells[i], b.extra)
		wk.start(path, args)
		r := wk.read()
		b.mu.Lock()
		defer b.mu.Unlock()
		wk.apply(b.out, r)
		if b.extra != nil {
			return
		}
		b.rechecked(cells[i], r)
		b.ph.Workers++
		if r != nil && r.HandedOff {
			b.ph.HandedOff++
		}
	})
	var (
		r    *timeworker.Reply
		call time.Duration // the calibration's call
	)
	step(&b.calibrate, func() {
		start := time.Now()
		r = wk.ask(timeworker.CmdCalibrate)
		call = time.Since(start)
	})
	if long(r) && !b.alone {
		b.machine.Lock()
		start := time.Now()
		r = wk.ask(timeworker.CmdCalibrate)
		call = time.Since(start)
		b.machine.Unlock()
	}
	wk.apply(b.out, r)
	b.mu.Lock()
	if long(r) && b.extra == nil {
		// The call whose reply is the cells' one run had the machine to
		// itself, and its figures are the cells': timed rounds, as their
		// runs would have been (the full matrix's eight ops past LongOp
		// took 120 s of such calls). Alone from the start, that call was
		// the calibration's own.
		if b.alone {
			b.calibrate -= call
		}
		b.solo += call
		b.ph.addRuns(r)
	}
	b.rechecked(cells[i], r)
	b.mu.Unlock()
	// Cells whose op outlasted LongOp have their one run.
	wk.settled = long(r)
	if b.extra == nil && !wk.settled {
		// The first run of whole collection cycles, dropped: a
		// calibration of a few ops leaves a heap short of the size its
		// runs keep, and the first run grew it, reading well above the
		// cell's later runs (methodology.md, "Warm-up run"). A slow op's
		// cell needs it too: with its calibration's one op and its first
		// run's lead-in op alone, that run still read high.
		step(&b.warm, func() {
			r := wk.ask(timeworker.CmdRun)
			if r != nil {
				r.Runs = nil // its errors still end its cells
			}
			wk.apply(b.out, r)
			b.mu.Lock()
			b.rechecked(cells[i], r)
			b.mu.Unlock()
		})
	}
	var peak uint64
	if b.Memory != nil && b.Memory.Peak != nil && wk.cmd != nil && wk.cmd.Process != nil {
		peak = b.Memory.Peak(wk.cmd.Process.Pid)
	}
	b.mu.Lock()
	b.ready++
	b.each = max(b.each, peak)
	b.mu.Unlock()
}

// rechecked notes, for the phase line, a reply that says its worker
// checked the round trip again (timeworker.Reply.Rechecked): in its ready
// reply, or in a later one when it checks the messages its runs reached
// (suite.Bound.CheckedEach). The caller holds b.mu.
func (b *bringing) rechecked(c suite.Cell, r *timeworker.Reply) {
	if r != nil && r.Rechecked && b.extra == nil {
		b.ph.recheck(c.Codec)
	}
}

// charge divides took, the wall time of bringing up a batch, between the
// phases in proportion to the time its slots spent in each: they overlap,
// and the phase line's parts add up to the variant's time.
func (b *bringing) charge(took time.Duration) {
	// A long op's one run overlapped nothing: its time is all its own.
	solo := min(b.solo, took)
	b.ph.Rounds += solo
	took -= solo
	sum := b.load + b.calibrate + b.warm
	if sum <= 0 {
		b.ph.Load += took
		return
	}
	part := func(d time.Duration) time.Duration {
		return time.Duration(float64(took) * float64(d) / float64(sum))
	}
	load, calibrate := part(b.load), part(b.calibrate)
	b.ph.Load += load
	b.ph.Calibrate += calibrate
	b.ph.WarmUp += took - load - calibrate
}

// long reports whether a calibration's reply carries every cell's one run
// (LongOp).
func long(r *timeworker.Reply) bool {
	return r != nil && r.Runs != nil && !slices.Contains(r.Runs, nil)
}

// timeWorkers times the calibrated workers ws, rounds runs each, and
// stops them.
func (w timing) timeWorkers(cells []suite.Cell, ws []*worker, out []measure.Timed, rounds int, busy bool) {
	if busy {
		// Each busy worker's runs back to back, chained (measure.Cycles'
		// Chain): a run of a 64 MiB heap holds whole cycles of tens of
		// milliseconds, and waiting for one before every run doubled the
		// pass's time. The busy figure is set beside the cell's own, which
		// the interleaved rounds protect.
		for _, wk := range ws {
			for range rounds {
				if wk.settled {
					break
				}
				wk.apply(out, wk.ask(timeworker.CmdRun))
			}
		}
	} else {
		ph := w.ph
		start := time.Now()
		for round := range rounds {
			left := 0
			for _, wk := range ws {
				if wk.settled {
					continue
				}
				r := wk.ask(timeworker.CmdRun)
				ph.addRuns(r)
				wk.apply(out, r)
				if r != nil && r.Rechecked {
					ph.recheck(cells[wk.cells[0]].Codec)
				}
				if round+1 >= MinRuns && ((w.Precision > 0 && w.tight(out, wk)) || (w.SlowOp > 0 && slowest(out, wk) >= w.SlowOp)) {
					wk.settled = true
				} else {
					left++
				}
			}
			if left == 0 {
				break
			}
		}
		since(&ph.Rounds, start)
		// The heap pass is untimed: a peak is what the worker's own
		// collections marked live, whatever the other CPUs run. So
		// Wave workers take it at once, where one at a time left the
		// machine's other CPUs idle for 7 of the full matrix's minutes,
		// the slowest ops first, so that none is left to run alone.
		start = time.Now()
		atOnce(slowestFirst(ws, out), w.Wave, func(wk *worker) { wk.apply(out, wk.ask(timeworker.CmdHeap)) })
		since(&ph.Heap, start)
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

// atOnce calls f on each of ws, on up to n (at least one) at a time.
// Each worker's cells are its own, so calls on two workers share nothing.
func atOnce(ws []*worker, n int, f func(wk *worker)) {
	next := make(chan *worker)
	var wg sync.WaitGroup
	for range max(1, min(n, len(ws))) {
		wg.Go(func() {
			for wk := range next {
				f(wk)
			}
		})
	}
	for _, wk := range ws {
		next <- wk
	}
	close(next)
	wg.Wait()
}

// slowestFirst is ws ordered by their cells' median op times, the
// slowest first: a pass that takes an op or more a worker ends soonest
// so on Wave CPUs (a goccy-yaml op of 8-15 s taken last would run alone).
func slowestFirst(ws []*worker, out []measure.Timed) []*worker {
	op := make(map[*worker]time.Duration, len(ws)) // each summarized once, not per comparison
	for _, wk := range ws {
		op[wk] = slowest(out, wk)
	}
	order := slices.Clone(ws)
	slices.SortStableFunc(order, func(a, b *worker) int { return cmp.Compare(op[b], op[a]) })
	return order
}

// slowest is the largest median op time of wk's cells.
func slowest(out []measure.Timed, wk *worker) time.Duration {
	var longest time.Duration
	for _, i := range wk.cells {
		if len(out[i].Runs) > 0 {
			longest = max(longest, time.Duration(measure.SummarizeRuns(out[i].Runs).NsPerOp.Center))
		}
	}
	return longest
}

// tight reports whether every cell of wk has an interval within
// w.Precision, or has failed (its worker is asked for nothing more).
func (w Workers) tight(out []measure.Timed, wk *worker) bool {
	for _, i := range wk.cells {
		t := out[i]
		if t.Err != nil || wk.err != nil {
			continue
		}
		if measure.SummarizeRuns(t.Runs).NsPerOp.HalfWidthPct() > w.Precision {
			return false
		}
	}
	return true
}

func (wk *worker) start(path string, args []string) {
	wk.startEnv(path, args, nil)
}

// startEnv starts the worker with environment env (nil: this process's).
func (wk *worker) startEnv(path string, args, env []string) {
	wk.cmd = exec.Command(path, args...)
	wk.cmd.Env = env
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
func (wk *worker) ask(cmd string) *timeworker.Reply {
	if wk.err != nil {
		return nil
	}
	if _, err := io.WriteString(wk.in, cmd+"\n"); err != nil {
		wk.fail(err)
		return nil
	}
	return wk.read()
}

func (wk *worker) read() *timeworker.Reply {
	if wk.err != nil {
		return nil
	}
	line, err := wk.out.ReadBytes('\n')
	if err != nil {
		wk.fail(err)
		return nil
	}
	var r timeworker.Reply
	if err := json.Unmarshal(line, &r); err != nil {
		wk.fail(fmt.Errorf("%w in %q", err, line))
		return nil
	}
	if len(r.Errs) != len(wk.cells) || (r.N != nil && len(r.N) != len(wk.cells)) || (r.Runs != nil && len(r.Runs) != len(wk.cells)) ||
		(r.Peaks != nil && len(r.Peaks) != len(wk.cells)) {
		wk.fail(fmt.Errorf("reply for %d cells, want %d", len(r.Errs), len(wk.cells)))
		return nil
	}
	return &r
}

// fail ends the worker, keeping what it said on standard error.
func (wk *worker) fail(err error) {
	why := ""
	if wk.cmd.Process != nil {
		_ = wk.cmd.Process.Kill()
		_ = wk.cmd.Wait()
		if errors.Is(err, io.EOF) || errors.Is(err, syscall.EPIPE) {
			// Its output ended, or its input was closed, before the
			// kill: it died of itself. (A worker of transaction/30000
			// killed by the out-of-memory killer between two runs was
			// reported as "write |1: broken pipe" alone.)
			why = killedWhy(wk.cmd)
		}
	}
	wk.cmd = nil
	msg := strings.TrimSpace(wk.stderr.String())
	if len(msg) > 2000 {
		msg = msg[:2000] + "…"
	}
	wk.err = fmt.Errorf("timing worker: %w%s: %s", err, why, msg)
}

func (wk *worker) stop() {
	if wk.cmd == nil || wk.in == nil {
		return
	}
	_ = wk.in.Close()
	if err := wk.cmd.Wait(); err != nil && wk.err == nil {
		wk.err = fmt.Errorf("timing worker: %w%s: %s", err, killedWhy(wk.cmd), strings.TrimSpace(wk.stderr.String()))
	}
}

// killedWhy says why a worker that ended was killed by a signal, where
// the likeliest cause is known: SIGKILL on Linux is the out-of-memory
// killer's (the worker offers itself to it first, timeworker).
func killedWhy(cmd *exec.Cmd) string {
	st := cmd.ProcessState
	if st == nil {
		return ""
	}
	if ws, ok := st.Sys().(syscall.WaitStatus); ok && ws.Signaled() && ws.Signal() == syscall.SIGKILL {
		return " (killed: on Linux, most likely by the out-of-memory killer; see dmesg)"
	}
	return ""
}

// apply records a reply in the group's results.
func (wk *worker) apply(out []measure.Timed, r *timeworker.Reply) {
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
		if r.Errs[j] != "" {
			*errp = errors.New(r.Errs[j])
			continue
		}
		if r.N != nil && !wk.busy {
			t.N = r.N[j]
			// A calibration's run is a long op's one run (LongOp).
			t.Once = r.Runs != nil && r.Runs[j] != nil
		}
		switch {
		case r.Runs != nil && r.Runs[j] != nil && wk.busy:
			t.BusyRuns = append(t.BusyRuns, *r.Runs[j])
		case r.Runs != nil && r.Runs[j] != nil:
			t.Runs = append(t.Runs, *r.Runs[j])
		case r.Peaks != nil && r.Peaks[j] != nil && !wk.busy:
			t.Peak = r.Peaks[j]
		}
	}
}
