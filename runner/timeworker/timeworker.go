// Package timeworker is a timing worker's side of runner.Workers: the
// process that loads one cell's variant, validates its codec and times its
// loop when the parent asks (Serve), and the main function of a lean
// worker program (Main). It is a package of its own so that a worker links
// what it times and little else: not the results format, the compression
// codecs or the reports that the runner's own process needs, whose
// package data would be live heap that a user's benchmark of the call does
// not hold.
package timeworker

import (
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"time"

	"github.com/serbench/serbench/internal/procinfo"
	"github.com/serbench/serbench/measure"
	"github.com/serbench/serbench/suite"
)

// BusyLongCycle is how long, in benchtimes, a busy run waits for a
// collection at least: with 64 MiB live, one comes every 64 MiB
// allocated, 50 ms apart at 1.3 GB/s, and a run should hold one. A cell
// that allocates more slowly waits longer (busyLong).
const BusyLongCycle = 50

// BusyMaxWait bounds how long a busy run waits for a collection: a cell
// whose allocation would take longer to bring one is timed unaligned.
const BusyMaxWait = 10 * time.Second

// busyLong is the Cycles.Long of a busy cell whose calibration allocated
// alloc bytes in d, in a heap of live bytes (at GOGC 100 a collection
// comes every live bytes allocated): twice the time its allocation takes
// to bring one, within BusyLongCycle and BusyMaxWait. Why: at a fixed 50
// benchtimes, the slow allocating decoders of structs/big (json, toml,
// protojson: 0.7-2.7 s between collections) found none in time and were
// timed in runs of 10 ms between collections, leaving out the very
// marking of the busy heap that the busy figure is for.
func busyLong(alloc uint64, d time.Duration, live uint64, benchtime time.Duration) int {
	if alloc == 0 || d <= 0 || benchtime <= 0 {
		return BusyLongCycle
	}
	period := time.Duration(float64(d) * float64(live) / float64(alloc))
	wait := min(2*period, BusyMaxWait)
	return max(BusyLongCycle, int((wait+benchtime-1)/benchtime))
}

// Reply is a worker's answer to a command, one entry per cell; an
// error ends that cell.
type Reply struct {
	Live uint64 `json:"live,omitempty"` // the live heap after loading, in the first reply
	// Digest is the model digest of the messages the worker prepared
	// (suite.Prepared.ModelDigest), in the first reply.
	Digest uint64 `json:"digest,omitempty"`
	// Rechecked says, in the first reply or, for an encode cell checked
	// each (Flags.CheckedEach), in any later one, that the worker's encodings
	// were not those its parent checked, so it checked the round trip
	// again (suite.Prepared.Rechecked).
	Rechecked bool `json:"rechecked,omitempty"`
	// HandedOff says, in the first reply, that the worker prepared its
	// loops from the parent's messages (Flags.Handoff or Flags.Models).
	HandedOff bool           `json:"handed_off,omitempty"`
	N         []int          `json:"n,omitempty"`
	Runs      []*measure.Run `json:"runs,omitempty"`
	// Peaks answer CmdHeap: each cell's peak live heap, nil for a cell
	// without runs.
	Peaks []*measure.PeakHeap `json:"peaks,omitempty"`
	// Instr answers CmdInstructions, nil for a cell that failed.
	Instr []*InstrRun `json:"instr,omitempty"`
	Errs  []string    `json:"errs"`
}

// The commands a worker reads, one a line.
const (
	CmdCalibrate = "calibrate"
	CmdRun       = "run"
	// CmdHeap asks, after the runs, for each cell's peak live heap
	// (measure.MeasurePeakHeap) in an untimed pass of half a benchtime:
	// in the worker, which holds one cell's data, not in the runner,
	// whose forced collections marked gigabytes a cell (minutes for
	// boutique/trace's 221 cells).
	CmdHeap = "heap"
	// CmdInstructions asks a worker that runs under callgrind
	// (valgrind.Args) to count each cell's instructions
	// (countInstructions): its reply's Instr says what it counted, the
	// counts are in callgrind's dumps.
	CmdInstructions = "instructions"
)

// Serve is a worker process's side of runner.Workers: it loads the
// variant of cells (one dataset, variant and codec), validates the
// binding, collects the garbage of that once, and then answers the
// commands read from in on out, timing with procs Ps (0: as it is).
// Errors of a cell go in the replies; an error returned ends the worker.
func Serve(cells []suite.Cell, f Flags, in io.Reader, out io.Writer) error {
	if len(cells) == 0 {
		return errors.New("timing worker: no cells")
	}
	if f.Procs > 0 {
		runtime.GOMAXPROCS(f.Procs)
	}
	s, ready := newServer(cells, f)
	if s.busy > 0 {
		s.ballast = measure.NewBallast(s.busy)
		// The standard heap's collector: GOGC 100, whatever the
		// environment says, and no memory limit to collect sooner.
		debug.SetGCPercent(100)
		debug.SetMemoryLimit(math.MaxInt64)
	}
	s.probe = measure.NewProbe()
	s.probe.Time() // its pages faulted in
	// As testing.Benchmark does before a plain loop: the preparation's
	// garbage is not the first run's.
	runtime.GC()
	runtime.ReadMemStats(&s.ms)
	ready.Live = s.ms.HeapAlloc
	enc := json.NewEncoder(out)
	if err := enc.Encode(ready); err != nil {
		return err
	}
	defer runtime.KeepAlive(s.ballast)
	sc := bufio.NewScanner(in)
	for sc.Scan() {
		r, err := s.answer(sc.Text())
		if err != nil {
			return err
		}
		if err := enc.Encode(r); err != nil {
			return err
		}
	}
	return sc.Err()
}

// server is a worker's state between commands: each cell's loop and what
// its earlier commands found.
type server struct {
	f      Flags
	busy   int64
	errs   []string
	loops  []measure.Loop
	ns     []int // calibrated iterations per run
	cycles []*measure.Cycles
	waits  []int           // the busy runs' Cycles.Long (busyLong)
	runs   [][]measure.Run // for the heap pass's B/op
	msgs   int             // the messages a loop cycles through, for CmdInstructions
	// lazy, when set, is the cells' preparation, which checks the
	// messages its loops reached after each command (Flags.CheckedEach).
	lazy    *suite.Prepared
	ms      runtime.MemStats
	probe   *measure.Probe
	ballast *measure.Ballast
}

// newServer loads and validates the cells' variant and keeps only their
// loops: the prepared values of the other ops (a decode cell's codec
// values, an encode cell's bytes) would be live heap that the user's own
// loop does not hold, marked by every GC cycle of the timed call.
func newServer(cells []suite.Cell, f Flags) (*server, Reply) {
	n := len(cells)
	s := &server{f: f, busy: f.Busy, errs: make([]string, n), loops: make([]measure.Loop, n), ns: make([]int, n),
		cycles: make([]*measure.Cycles, n), waits: make([]int, n), runs: make([][]measure.Run, n)}
	prep, err := prepare(cells, f)
	for i, c := range cells {
		switch {
		case err != nil:
			s.errs[i] = err.Error()
		case prep.Loop(c.Op) == nil:
			s.errs[i] = fmt.Sprintf("binding has no %s loop", c.Op)
		default:
			s.loops[i] = prep.Loop(c.Op)
		}
	}
	ready := Reply{Errs: s.errs, HandedOff: f.Handoff != "" || f.Models != ""}
	if prep != nil {
		ready.Digest, ready.Rechecked, s.msgs = prep.ModelDigest, prep.Rechecked, prep.Messages()
		if prep.Lazy() {
			s.lazy = prep
		}
	}
	ready.HandedOff = ready.HandedOff && ready.Digest != 0
	return s, ready
}

// prepare loads the variant of cells and prepares their ops' loops.
func prepare(cells []suite.Cell, f Flags) (*suite.Prepared, error) {
	first := cells[0]
	ops := make([]suite.Op, len(cells))
	for i, c := range cells {
		ops[i] = c.Op
	}
	if f.Handoff != "" {
		// The parent's validated bytes: no variant to generate, convert
		// and encode again.
		h, err := ReadHandoff(f.Handoff)
		if err != nil {
			return nil, err
		}
		return first.Bound.Only(ops...).Checked(f.Checked).PrepareHandoff(h)
	}
	loaded, err := first.Data.Load(first.Variant)
	if err != nil {
		return nil, err
	}
	// Only the cells' loops (an update loop's preparation took a quarter
	// of a worker's start on boutique/trace), and the round trip skipped
	// on the very encodings the parent checked.
	b := first.Bound.Only(ops...).Checked(f.Checked)
	if f.CheckedEach != "" {
		n, want, err := ReadExpected(f.CheckedEach)
		if err != nil {
			return nil, err
		}
		b = b.CheckedEach(n, want)
	}
	if f.Checked != 0 && slices.Equal(ops, []suite.Op{suite.Update}) {
		// The parent checked every update; this worker checks those its
		// runs reach.
		b = b.UpdatesLazily()
	}
	prep, err := loaded.Prepare(b)
	if err != nil {
		return nil, fmt.Errorf("validation: %w", err)
	}
	return prep, nil
}

// answer runs command cmd on every cell that has not failed.
func (s *server) answer(cmd string) (Reply, error) {
	r := Reply{Errs: make([]string, len(s.loops))}
	var do func(i int) error
	switch cmd {
	case CmdCalibrate:
		r.N = make([]int, len(s.loops))
		do = func(i int) error { return s.calibrate(i, &r) }
	case CmdRun:
		r.Runs = make([]*measure.Run, len(s.loops))
		do = func(i int) error { return s.run(i, &r) }
	case CmdHeap:
		r.Peaks = make([]*measure.PeakHeap, len(s.loops))
		do = func(i int) error { return s.heap(i, &r) }
	case CmdInstructions:
		r.Instr = make([]*InstrRun, len(s.loops))
		do = func(i int) error {
			ir, err := countInstructions(s.loops[i], s.msgs, s.f.InstrBudget)
			if err == nil {
				r.Instr[i] = &ir
			}
			return err
		}
	default:
		return r, fmt.Errorf("timing worker: unknown command %q", cmd)
	}
	for i, loop := range s.loops {
		if loop == nil {
			r.Errs[i] = s.errs[i]
			continue
		}
		err := do(i)
		if err == nil && s.lazy != nil {
			// Before the figures go out: a message reached and not
			// checked fails the cell, and its runs with it.
			var again bool
			again, err = s.lazy.Verify()
			r.Rechecked = r.Rechecked || again
		}
		if err != nil {
			s.errs[i], r.Errs[i], s.loops[i] = err.Error(), err.Error(), nil
			if r.Runs != nil {
				r.Runs[i] = nil
			}
		}
	}
	return r, nil
}

func (s *server) calibrate(i int, r *Reply) error {
	var before runtime.MemStats
	if s.busy > 0 {
		runtime.ReadMemStats(&before)
	}
	start := time.Now()
	n, long, err := measure.CalibrateLong(s.loops[i], s.f.BenchTime, s.f.LongOp)
	r.N[i] = n
	if s.busy > 0 {
		var after runtime.MemStats
		runtime.ReadMemStats(&after)
		s.waits[i] = busyLong(after.TotalAlloc-before.TotalAlloc, time.Since(start), s.ms.HeapAlloc, s.f.BenchTime)
	}
	s.ns[i] = n
	if long != nil {
		// The cell's one run: the parent asks for no more.
		if r.Runs == nil {
			r.Runs = make([]*measure.Run, len(s.loops))
		}
		r.Runs[i] = long
		s.runs[i] = append(s.runs[i], *long)
	}
	return err
}

func (s *server) run(i int, r *Reply) error {
	if s.cycles[i] == nil {
		s.cycles[i] = measure.NewCycles(s.loops[i], s.ns[i], s.f.BenchTime)
		if s.busy > 0 {
			s.cycles[i].Long, s.cycles[i].Chain = max(s.waits[i], BusyLongCycle), true
		}
	}
	pr := s.probe.Time()
	run, err := s.cycles[i].Run()
	if err != nil {
		return err
	}
	run.ProbeCPUNs, run.ProbeMemNs = &pr.CPUNs, &pr.MemNs
	r.Runs[i] = &run
	s.runs[i] = append(s.runs[i], run)
	return nil
}

func (s *server) heap(i int, r *Reply) error {
	if len(s.runs[i]) == 0 {
		return nil
	}
	// The record's B/op: the median of the runs' (runner.Fill).
	p, err := measure.MeasurePeakHeap(s.loops[i], measure.SummarizeRuns(s.runs[i]).BytesPerOp, s.f.BenchTime/2)
	if err != nil {
		return fmt.Errorf("heap pass: %w", err)
	}
	r.Peaks[i] = &p
	return nil
}

// DefaultInstrBudget is about how many instructions a count's ops take,
// rounded to whole cycles or passes (countInstructions): two or three
// seconds under callgrind.
const DefaultInstrBudget = 400_000_000

// Flags are a timing worker's settings, as runner.Workers passes them.
type Flags struct {
	BenchTime time.Duration
	Procs     int
	Payloads  string // as run's --payloads
	Busy      int64  // bytes of ballast to hold (the busy pass); 0 for none
	// Checked is the Prepared.EncodedDigest of the parent's preparation,
	// which checked the round trip (suite.Bound.Checked); 0 for none.
	Checked uint64
	// LongOp, when above 0, makes a cell whose one op outlasts it in
	// calibration a cell of that one run (measure.CalibrateLong): the
	// calibration's reply carries it.
	LongOp time.Duration
	// Handoff, when set, is a file of the parent's validated messages
	// (WriteHandoff) that a worker of decode and read cells prepares its
	// loops from (suite.Bound.PrepareHandoff), instead of generating,
	// converting and encoding the variant again; Checked must be set.
	Handoff string
	// CheckedEach, when set, is a file of what the parent's checked
	// preparation found for each message (WriteExpected): an encode
	// worker then encodes no message before its runs, and checks those
	// its loop reached after each command (suite.Bound.CheckedEach).
	CheckedEach string
	// Models, when set, is a file of the variant's messages as the parent
	// holds them (suite.ModelHandoff), for encode and update cells: the
	// worker's dataset is made over it, and a worker that cannot read it
	// fails. Only a user's schema reads one (the registry its program
	// builds); Main refuses it.
	Models string
	// InstrBudget is about how many instructions a worker's count of a
	// cell's ops should take (CmdInstructions).
	InstrBudget uint64
}

// Register declares the flags on fs with defaults benchtime and procs.
func (f *Flags) Register(fs *flag.FlagSet, benchtime time.Duration, procs int) {
	fs.DurationVar(&f.BenchTime, "benchtime", benchtime, "duration of each run")
	fs.IntVar(&f.Procs, "cpu", procs, "GOMAXPROCS")
	fs.StringVar(&f.Payloads, "payloads", "", "as run's --payloads")
	fs.Int64Var(&f.Busy, "busy-heap", 0, "bytes of ballast to hold while timing")
	fs.Uint64Var(&f.Checked, "checked", 0, "encoded digest of the parent's checked preparation")
	fs.DurationVar(&f.LongOp, "long-op", 0, "time once an op that outlasts this in calibration (0: never)")
	fs.StringVar(&f.Handoff, "handoff", "", "file of the parent's validated messages (WriteHandoff), for decode and read cells")
	fs.StringVar(&f.CheckedEach, "checked-each", "", "file of what the parent's checked preparation found for each message (WriteExpected), for encode cells")
	fs.StringVar(&f.Models, "models", "", "file of the variant's messages as the parent holds them, for encode and update cells")
	fs.Uint64Var(&f.InstrBudget, "instr-budget", DefaultInstrBudget, "about how many instructions a count's ops take")
}

// Serve plans, from reg, the cells of name (dataset/variant/codec) for
// each of ops (comma-separated, in the parent's order) and serves them
// (Serve) on standard input and output.
func (f Flags) Serve(reg *suite.Registry, name, ops string) error {
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
	killFirst()
	return Serve(cells, f, os.Stdin, os.Stdout)
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

// killFirst offers this worker to Linux's out-of-memory killer before
// any other process: when the machine runs out, the cell that took it
// fails (its worker killed, which the runner reports) and the run goes
// on, where the kernel would otherwise kill the runner, which holds the
// most. Any process may raise its own score; elsewhere this does nothing.
func killFirst() {
	_ = os.WriteFile("/proc/self/oom_score_adj", []byte("1000"), 0)
}

// LimitMemory sets the collector's soft memory limit to three quarters of
// the machine's memory, unless $GOMEMLIMIT sets one: a cell that would
// take the machine collects harder instead of being killed.
func LimitMemory() {
	if os.Getenv("GOMEMLIMIT") != "" {
		return
	}
	if total := procinfo.PhysicalMemory(); total > 0 {
		debug.SetMemoryLimit(int64(total / 4 * 3))
	}
}

// Main is the main function of a lean timing worker, a program that
// links one dataset and one line of codecs (internal/workerbuild): it
// serves the cell its arguments name and returns the exit status.
func Main(ds suite.Dataset, codecs []suite.Codec) int {
	return serveMain(nil, func(f Flags, _ string) (*suite.Registry, error) {
		if f.Models != "" {
			return nil, &suite.UsageError{Msg: "--models: only the program built for a user's schema reads a file of messages"}
		}
		return &suite.Registry{Codecs: codecs, Datasets: []suite.Dataset{ds}}, nil
	})
}

// serveMain parses a lean worker's command line (Flags, and register's
// own flags when set), makes its registry for the cell it names and
// serves it: the exit status, 2 for a command line it refuses.
func serveMain(register func(fs *flag.FlagSet), registry func(f Flags, name string) (*suite.Registry, error)) int {
	fs := flag.NewFlagSet("serbench-worker", flag.ContinueOnError)
	var f Flags
	f.Register(fs, 10*time.Millisecond, 1)
	if register != nil {
		register(fs)
	}
	if err := fs.Parse(os.Args[1:]); err != nil {
		return 2
	}
	if fs.NArg() != 2 {
		fmt.Fprintln(os.Stderr, "serbench-worker: want dataset/variant/codec and ops")
		return 2
	}
	reg, err := registry(f, fs.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, "serbench-worker:", err)
		if errors.As(err, new(*suite.UsageError)) {
			return 2
		}
		return 1
	}
	if err := f.Serve(reg, fs.Arg(0), fs.Arg(1)); err != nil {
		fmt.Fprintln(os.Stderr, "serbench-worker:", err)
		return 1
	}
	return 0
}
