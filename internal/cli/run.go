package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/serbench/serbench/catalog"
	"github.com/serbench/serbench/compression"
	"github.com/serbench/serbench/compression/sizecache"
	"github.com/serbench/serbench/human"
	"github.com/serbench/serbench/internal/gobuild"
	"github.com/serbench/serbench/internal/procinfo"
	"github.com/serbench/serbench/internal/userbuild"
	"github.com/serbench/serbench/internal/valgrind"
	"github.com/serbench/serbench/internal/workerbuild"
	"github.com/serbench/serbench/measure"
	"github.com/serbench/serbench/report"
	"github.com/serbench/serbench/report/charts"
	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/runner"
	"github.com/serbench/serbench/runner/pacecache"
	"github.com/serbench/serbench/runner/timeworker"
	"github.com/serbench/serbench/suite"
)

// run runs or verifies the selected cells; quick selects the default suite.
func run(args []string, stdout, stderr io.Writer, verify, quick bool) error {
	name := "run"
	if verify {
		name = "verify"
	}
	f, fs, err := parseRun(name, args, verify)
	if err != nil {
		return err
	}
	// As given, before the checks below resolve defaults (--parallel 0 to
	// the number of CPUs): --resume alone gives them again.
	settings := runSettings(fs, quick)
	if f.resume != "" && flagsSet(fs) == 1 {
		// --resume alone: the folder's own settings.
		again, quick, err := resumeArgs(f.resume)
		if err != nil {
			return err
		}
		return run(again, stdout, stderr, false, quick)
	}
	if err := f.check(); err != nil {
		return err
	}
	sel, err := f.selection(quick)
	if err != nil {
		return err
	}
	if f.user.external() && userRegistry == nil {
		return userRun(f.user, append([]string{name}, args...), f.counted, stdout, stderr)
	}
	reg, cells, err := f.plan(sel, stderr)
	if err != nil {
		return err
	}
	var prior *resultset.Folder
	if f.resume != "" {
		if prior, cells, err = resumePlan(f.resume, settings, cells); err != nil {
			return err
		}
	}
	opt := runner.Options{
		Measure:    measure.Options{Count: f.count, BenchTime: f.benchtime, Procs: f.procs},
		VerifyOnly: verify,
		Progress:   stderr,
		// Every run's encode cells carry their compressed sizes; verify
		// only validates.
		Compression: !verify,
		Parallel:    f.parallel,
	}
	if f.useWorkers && !verify {
		if opt.Workers, err = f.workers(cells, opt.Measure, stderr); err != nil {
			return err
		}
	}
	if !verify {
		opt.Sizes, opt.Pace = sizeStore(stderr), paceStore(settings, stderr)
	}
	timeworker.LimitMemory()
	if verify {
		return verifyCells(reg, cells, opt, stdout)
	}
	return measureCells(reg, cells, opt, runOut{dir: f.out, prior: prior, settings: settings, shard: f.shard}, stdout, stderr)
}

// runFlags are run's and verify's flags.
type runFlags struct {
	datasets, variants, codecNames, ops listFlag
	full                                bool
	payloads, shard, resume, out        string
	user                                UserInput
	count, procs, parallel              int
	benchtime, longOp                   time.Duration
	useWorkers, lean                    bool
	busy, measures                      string
	precision                           float64
	// Set by check.
	shardI, shardN int
	timed, counted bool
	valgrind       string // valgrind's path, when counting
}

// parseRun registers and parses run's flags (verify's, a subset).
func parseRun(name string, args []string, verify bool) (*runFlags, *flag.FlagSet, error) {
	fs := newFlags(name)
	f := &runFlags{count: DefaultCount, benchtime: DefaultBenchTime, procs: DefaultProcs, useWorkers: true, lean: true,
		busy: busyOff, precision: DefaultPrecision, longOp: DefaultLongOp, parallel: parallelOff, measures: measureTime}
	fs.Var(&f.datasets, "dataset", "datasets")
	fs.Var(&f.variants, "variant", "variants")
	fs.Var(&f.codecNames, "codec", "codecs")
	fs.Var(&f.ops, "op", "ops")
	fs.BoolVar(&f.full, "full", false, "add the largest variants")
	fs.StringVar(&f.payloads, "payloads", "", "read the selected datasets that load files (boutique) from this folder of <MessageName>.jsonl files")
	fs.StringVar(&f.shard, "shard", "", "only shard i of n of the plan (i/n), split by dataset variant")
	f.user.register(fs)
	if !verify {
		fs.StringVar(&f.measures, "measure", measureTime, "what each cell's figure is: time, instructions (counted under valgrind, unmoved by the machine's load; nothing is timed) or time,instructions")
		fs.IntVar(&f.parallel, "parallel", parallelOff, "goroutines of the parallel pass (0: the number of CPUs)")
		args = bareParallel(args)
		fs.IntVar(&f.count, "count", DefaultCount, "timed runs per cell")
		fs.Float64Var(&f.precision, "precision", DefaultPrecision, "stop a cell's runs early once its interval is within this percent of its headline (p20); 0: every --count run")
		fs.DurationVar(&f.benchtime, "benchtime", DefaultBenchTime, "duration of each run")
		fs.DurationVar(&f.longOp, "long-op", DefaultLongOp, "time once, as go test does, a cell whose one op outlasts this (0: never)")
		fs.IntVar(&f.procs, "cpu", DefaultProcs, "GOMAXPROCS while cells are timed")
		fs.StringVar(&f.out, "out", "", "results folder")
		fs.StringVar(&f.resume, "resume", "", "continue the interrupted run in this results folder")
		fs.BoolVar(&f.useWorkers, "workers", true, "time each cell in a worker process of its own, with steady runs of whole collection cycles (--workers=false: in serbench's own process)")
		fs.BoolVar(&f.lean, "lean", true, "the workers are lean programs that link one dataset and one codec, built once and cached (--lean=false: serbench itself)")
		fs.StringVar(&f.busy, "busy", busyOff, "time encode and decode again beside a 64 MiB live heap: auto (structs/big only), all or off (the default)")
	}
	if err := parse(fs, args); err != nil {
		return nil, fs, err
	}
	return f, fs, nil
}

// check validates the flags, each bad one a usage error, and resolves
// the shard, --parallel's default and what is measured.
func (f *runFlags) check() error {
	if f.resume != "" && f.out != "" {
		return &suite.UsageError{Msg: "--resume continues a folder in place: it does not go with --out"}
	}
	var err error
	if f.shardI, f.shardN, err = parseShard(f.shard); err != nil {
		return err
	}
	if err := f.checkNumbers(); err != nil {
		return err
	}
	switch {
	case !slices.Contains([]string{busyAuto, busyAll, busyOff}, f.busy):
		return &suite.UsageError{Msg: fmt.Sprintf("invalid --busy %q (valid: auto, all, off)", f.busy)}
	case f.busy == busyAll && !f.useWorkers:
		// The busy pass is a worker of its own beside the cell's.
		return &suite.UsageError{Msg: "--busy all needs the timing workers: it does not go with --workers=false"}
	}
	switch {
	case f.parallel == 0:
		f.parallel = runtime.NumCPU()
	case f.parallel < parallelOff:
		return &suite.UsageError{Msg: fmt.Sprintf("invalid --parallel %d (valid: a whole number of at least 1, or 0 for the number of CPUs)", f.parallel)}
	case f.parallel == parallelOff:
		f.parallel = 0
	}
	if err := checkUserFlags(f.user, f.payloads); err != nil {
		return err
	}
	if f.timed, f.counted, err = parseMeasure(f.measures); err != nil {
		return err
	}
	if f.counted {
		if f.valgrind, err = countingValgrind(f.timed, f.useWorkers, f.parallel); err != nil {
			return err
		}
	}
	return nil
}

func (f *runFlags) checkNumbers() error {
	switch {
	case f.count < 1:
		return &suite.UsageError{Msg: fmt.Sprintf("invalid --count %d (valid: a whole number of at least 1)", f.count)}
	case f.benchtime <= 0:
		return &suite.UsageError{Msg: fmt.Sprintf("invalid --benchtime %s (valid: a positive duration such as 100ms or 2s)", f.benchtime)}
	case f.precision < 0 || math.IsNaN(f.precision):
		return &suite.UsageError{Msg: fmt.Sprintf("invalid --precision %g (valid: a percentage of at least 0; 0 runs every --count run)", f.precision)}
	case f.procs < 1:
		return &suite.UsageError{Msg: fmt.Sprintf("invalid --cpu %d (valid: a whole number of at least 1)", f.procs)}
	case f.longOp < 0:
		return &suite.UsageError{Msg: fmt.Sprintf("invalid --long-op %s (valid: a duration of at least 0; 0 never times a cell once)", f.longOp)}
	}
	return nil
}

// plan is the registry of the run (catalog's, or the one built for the
// user's schema or types) and its planned cells.
func (f *runFlags) plan(sel suite.Selection, stderr io.Writer) (*suite.Registry, []suite.Cell, error) {
	var reg *suite.Registry
	if f.user.external() {
		var err error
		if reg, err = protoRegistry(f.user, stderr); err != nil {
			return nil, nil, err
		}
		// The schema's dataset is the run: the default suite's marks do
		// not apply to it.
		sel.Quick = false
	} else {
		reg = catalog.Registry()
	}
	if f.payloads != "" {
		if err := loadFiles(reg, sel.Datasets, f.payloads, stderr); err != nil {
			return nil, nil, err
		}
	}
	cells, err := reg.Plan(sel)
	if err != nil {
		return nil, nil, err
	}
	if f.shardN > 0 {
		cells = suite.Shard(cells, f.shardI, f.shardN)
	}
	if f.counted && !f.timed {
		if err := countableAlone(cells); err != nil {
			return nil, nil, err
		}
	}
	return reg, cells, nil
}

// selection is the plan's selection the flags make.
func (f *runFlags) selection(quick bool) (suite.Selection, error) {
	sel := suite.Selection{Datasets: f.datasets, Variants: f.variants, Codecs: f.codecNames, Full: f.full, Quick: quick}
	for _, o := range f.ops {
		op, err := suite.ParseOp(o)
		if err != nil {
			valid := make([]string, len(suite.Ops))
			for i, op := range suite.Ops {
				valid[i] = string(op)
			}
			return sel, &suite.UsageError{Msg: fmt.Sprintf("unknown op %q (valid: %s)", o, strings.Join(valid, ", "))}
		}
		sel.Ops = append(sel.Ops, op)
	}
	return sel, nil
}

// workers are the timing workers of cells. The default: a worker holds
// one cell's data, as a user's benchmark does, and its runs hold whole
// collection cycles, so its figures agree with a plain testing.B loop
// (serbench fidelity) and its intervals are as tight as the in-process
// harness's (docs/methodology.md, "Timing workers"). With --proto or --go
// it is the lean worker built beside the program for them (the program
// itself without --lean or without one), over its variant's messages.
func (f *runFlags) workers(cells []suite.Cell, m measure.Options, stderr io.Writer) (*runner.Workers, error) {
	var extra []string
	if f.payloads != "" {
		extra = workerbuild.PayloadTags
	}
	lean := f.lean && !f.user.external()
	// The program built for a user's schema or types has its own lean
	// worker beside it (userbuild.WorkerName), which reads the parent's
	// input from flags of its own.
	userWorker, userLean := "", false
	if f.lean && f.user.external() {
		userWorker, userLean = userbuild.LeanWorker()
	}
	var w *runner.Workers
	var err error
	switch {
	case f.counted && !f.timed && lean:
		// Counted alone: no timing worker is started.
		w = &runner.Workers{}
		w.Program, err = countingWorkers(cells, f.benchtime, f.procs, extra, stderr)
	case userLean:
		w = &runner.Workers{Path: userWorker, Args: workerArgs(f.benchtime, f.procs)}
		fmt.Fprintf(stderr, "serbench: timing workers: %s\n", userWorker)
	default:
		w, err = timeWorkers(cells, f.benchtime, f.procs, lean, extra, stderr)
	}
	if err != nil {
		return nil, err
	}
	setBusy(w, f.busy)
	w.Precision, w.LongOp = f.precision, f.longOp
	setBatches(w, m)
	if f.payloads != "" {
		w.Args = append(w.Args, "--payloads", f.payloads)
	}
	if userLean {
		w.Args = append(w.Args, timeworker.User{Samples: f.user.Samples, Message: f.user.Message, Messages: f.user.Messages}.Args()...)
	} else {
		w.Args = append(w.Args, f.user.args()...)
	}
	if f.counted {
		// Two at a time on two cores: a worker under valgrind runs alone
		// on its CPU for seconds. Counted alone, a cell is not timed at
		// all: its count is its figure.
		w.Instructions = &runner.Instructions{Valgrind: f.valgrind, AtOnce: min(2, runtime.NumCPU()), Only: !f.timed}
		if lean && f.timed {
			if w.Instructions.Program, err = countingWorkers(cells, f.benchtime, f.procs, extra, stderr); err != nil {
				return nil, err
			}
		}
	}
	return w, nil
}

// countingValgrind is valgrind's path for --measure instructions, or the
// usage error of a run that cannot count: without workers, off amd64,
// without valgrind, or with the parallel pass (a time figure) and no time.
func countingValgrind(timed, useWorkers bool, parallel int) (string, error) {
	if !useWorkers {
		return "", &suite.UsageError{Msg: "--measure instructions counts in the workers: it does not go with --workers=false"}
	}
	if !valgrind.Supported() {
		return "", &suite.UsageError{Msg: fmt.Sprintf("--measure instructions counts with valgrind's client requests, which serbench makes on amd64 only, not %s", runtime.GOARCH)}
	}
	vg, err := valgrind.Find()
	if err != nil {
		return "", &suite.UsageError{Msg: "--measure instructions: " + err.Error()}
	}
	if !timed && parallel > 0 {
		return "", &suite.UsageError{Msg: "--parallel times the cells on several goroutines: it goes with --measure time,instructions, not instructions alone"}
	}
	return vg, nil
}

// countableAlone refuses a plan that --measure instructions alone cannot
// count: a --full variant is timed in serbench's own process, not in a
// worker.
func countableAlone(cells []suite.Cell) error {
	for _, c := range cells {
		if v, _ := c.Data.Info().Variant(c.Variant); v.Full {
			return &suite.UsageError{Msg: fmt.Sprintf("--measure instructions counts in the workers, and %s/%s (--full) is timed in serbench's own process: "+
				"leave it out, or use --measure time,instructions", c.Dataset, c.Variant)}
		}
	}
	return nil
}

// --measure's figures: time, instructions, or both, comma-separated.
const (
	measureTime         = "time"
	measureInstructions = "instructions"
)

// parseMeasure reads --measure: whether cells are timed and whether their
// instructions are counted.
func parseMeasure(s string) (timed, counted bool, err error) {
	for _, m := range strings.Split(s, ",") {
		switch strings.TrimSpace(m) {
		case measureTime:
			timed = true
		case measureInstructions:
			counted = true
		default:
			return false, false, &suite.UsageError{Msg: fmt.Sprintf("invalid --measure %q (valid: time, instructions, time,instructions)", s)}
		}
	}
	return timed, counted, nil
}

// parallelOff is --parallel's value when the flag is not given: the
// parallel pass costs about a second per codec and variant on two CPUs,
// so it runs only when asked for, and the default suite keeps its time.
const parallelOff = -1

// bareParallel reads a --parallel without a value (the last argument, or
// followed by another flag) as --parallel=0, the number of CPUs: Go's flag
// package gives an int flag no default for a bare name.
func bareParallel(args []string) []string {
	out := slices.Clone(args)
	for i, a := range out {
		if a == "--" {
			break
		}
		if (a == "--parallel" || a == "-parallel") && (i == len(out)-1 || strings.HasPrefix(out[i+1], "-")) {
			out[i] = "--parallel=0"
		}
	}
	return out
}

// checkUserFlags checks the flags of a user's schema against each other.
func checkUserFlags(u UserInput, payloads string) error {
	switch {
	case u.Proto != "" && u.Go != "":
		return &suite.UsageError{Msg: "--proto and --go do not go together: give one"}
	case u.Go != "" && len(u.Types) == 0:
		return &suite.UsageError{Msg: "--go " + u.Go + " needs --type T[,U...]: the exported struct types to run on"}
	case u.Go == "" && len(u.Types) > 0:
		return &suite.UsageError{Msg: "--type needs --go PKG, the package that declares the types"}
	case u.Go != "" && (u.Message != "" || len(u.ProtoPath) > 0):
		return &suite.UsageError{Msg: "--message and --proto-path are for --proto: with --go, name the types with --type"}
	case !u.external() && (u.Samples != "" || u.Message != "" || u.Messages != 0 || len(u.ProtoPath) > 0):
		return &suite.UsageError{Msg: "--samples, --message, --messages and --proto-path need --proto FILE.proto (or --samples and --messages, --go PKG)"}
	case u.external() && payloads != "":
		return &suite.UsageError{Msg: "--payloads is for the built-in datasets: with --proto or --go, give --samples"}
	case u.Messages < 0:
		return &suite.UsageError{Msg: fmt.Sprintf("invalid --messages %d (valid: a whole number of at least 1)", u.Messages)}
	case u.Messages > 0 && u.Samples != "":
		return &suite.UsageError{Msg: "--messages generates messages: it does not go with --samples"}
	}
	return nil
}

// loadFiles puts in reg, for every selected dataset that can read outside
// files (suite.FileLoader), the dataset over the files in dir, read before
// anything is timed: a folder that is not there, or a selection with no
// such dataset, is bad usage (exit 2), a malformed line fails the run
// naming file and line, and files the dataset skips are warnings.
func loadFiles(reg *suite.Registry, selected []string, dir string, stderr io.Writer) error {
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return &suite.UsageError{Msg: fmt.Sprintf("--payloads %s: not a folder of <MessageName>.jsonl files", dir)}
	}
	var can []string
	loaded := 0
	for i, d := range reg.Datasets {
		fl, ok := d.(suite.FileLoader)
		if !ok {
			continue
		}
		name := d.Info().Name
		can = append(can, name)
		if len(selected) > 0 && !slices.Contains(selected, name) {
			continue
		}
		nd, warnings, err := fl.LoadFiles(dir)
		for _, w := range warnings {
			fmt.Fprintln(stderr, "serbench: warning:", w)
		}
		if err != nil {
			return fmt.Errorf("--payloads: %w", err)
		}
		reg.Datasets[i] = nd
		loaded++
	}
	if loaded == 0 {
		return &suite.UsageError{Msg: fmt.Sprintf("--payloads: no selected dataset reads files (valid: %s)", strings.Join(can, ", "))}
	}
	return nil
}

// verifyCells validates every cell. A failure the variant declares as a
// known limit of the codec is printed and counted, but passes; a cell
// declared to fail that passes fails verify, so that a lifted limit is
// noticed.
func verifyCells(reg *suite.Registry, cells []suite.Cell, opt runner.Options, stdout io.Writer) error {
	failed, known, fixed := 0, 0, 0
	infos := map[string]suite.Info{}
	for _, c := range cells {
		infos[c.Dataset] = c.Data.Info()
	}
	err := runner.Run(cells, opt, func(rec *resultset.Record) error {
		v, _ := infos[rec.Dataset].Variant(rec.Variant)
		_, declared := v.KnownFailure(rec.Codec)
		switch {
		case !rec.OK() && rec.KnownFailure != "":
			known++
			reason, _, _ := strings.Cut(rec.Error, "\n")
			fmt.Fprintf(stdout, "KNOWN %s: %s (%s)\n", rec.Name(), reason, rec.KnownFailure)
		case !rec.OK():
			failed++
			fmt.Fprintf(stdout, "FAIL %s: %s\n", rec.Name(), rec.Error)
		case declared:
			fixed++
			fmt.Fprintf(stdout, "FIXED %s: declared as a known failure, but passes: remove the declaration\n", rec.Name())
		}
		return nil
	})
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "verified %d cells: %d ok, %d failed", len(cells), len(cells)-failed-known, failed)
	if known > 0 {
		fmt.Fprintf(stdout, ", %d known failures", known)
	}
	fmt.Fprintln(stdout)
	if failed+fixed > 0 {
		return fmt.Errorf("%w: %d of %d", errCellsFailed, failed+fixed, len(cells))
	}
	return nil
}

// runOut is where a run writes: a new folder (dir, or one named after the
// time), or the folder of an interrupted run it continues (prior), and
// what env.json records of the run's settings.
type runOut struct {
	dir      string
	prior    *resultset.Folder
	settings []string
	shard    string
}

func measureCells(reg *suite.Registry, cells []suite.Cell, opt runner.Options, ro runOut, stdout, stderr io.Writer) error {
	env, err := runEnv(reg, cells, opt, ro)
	if err != nil {
		return err
	}
	began := env.Started // this sitting's start
	out := ro.dir
	var w *resultset.Writer
	var recs []resultset.Record
	if ro.prior != nil {
		if diffs := resumeMismatch(ro.prior.Env, env); len(diffs) > 0 {
			return &suite.UsageError{Msg: fmt.Sprintf("--resume %s: %s", ro.prior.Dir, strings.Join(diffs, "; "))}
		}
		env = ro.prior.Env
		env.Resumed = append(env.Resumed, began)
		out, recs = ro.prior.Dir, ro.prior.Records
		if env.Planned == 0 {
			// A folder from before Planned: its plan is the same (resumePlan
			// checked that every record is planned).
			env.Planned = len(recs) + len(cells)
		}
		if env.PlannedVariants == nil {
			// A folder from before PlannedVariants: the same way.
			env.PlannedVariants = plannedVariants(cells, recs)
		}
		fmt.Fprintf(stderr, "serbench: resuming %s: %d cells done, %d to run\n", out, len(recs), len(cells))
		w, err = resultset.Reopen(out, env, recs)
	} else {
		if out == "" {
			out = defaultOut(env.Started)
		}
		w, err = resultset.Create(out, env)
	}
	if err != nil {
		return err
	}
	book := newTimeBook(out, env, began, len(recs) > 0)
	opt.VariantDone = book.variant
	runErr := runner.Run(cells, opt, func(rec *resultset.Record) error {
		recs = append(recs, *rec)
		return w.Write(rec)
	})
	if err := errors.Join(runErr, w.Close(), book.finish()); err != nil {
		return err
	}
	if err := writeReports(reg, out, env, recs, stderr); err != nil {
		return err
	}
	printSummary(stdout, recs)
	book.print(stdout)
	fmt.Fprintf(stdout, "\nresults: %s (%s)\n", out, strings.Join([]string{resultset.FileHTML, resultset.FileReport, resultset.DirCharts + "/",
		resultset.FileJSONL, resultset.FileCSV, resultset.FileBench, resultset.FileEnv}, ", "))
	for _, r := range recs {
		if !r.OK() {
			return fmt.Errorf("%w: see %s", errCellsFailed, filepath.Join(out, resultset.FileReport))
		}
	}
	return nil
}

// runEnv is the env.json of a run of cells with opt: this process's, the
// run's settings and its plan.
func runEnv(reg *suite.Registry, cells []suite.Cell, opt runner.Options, ro runOut) (*resultset.Env, error) {
	modules := reg.Modules()
	if opt.Compression {
		// The compressors' sizes depend on their version as much as a
		// codec's do on its library's.
		modules = append(modules, compression.Module)
	}
	// The commit of serbench's tree, not of the folder the run started in
	// (a user's project, for --proto and --go).
	src, _ := gobuild.SourceDir()
	env := resultset.CaptureEnv(src, modules)
	env.Runtimes = reg.Runtimes()
	env.Count, env.BenchTime = opt.Measure.Count, opt.Measure.BenchTime.String()
	env.Parallel = opt.Parallel
	env.Timing = "in-process"
	if opt.Workers != nil {
		env.Timing = "workers"
		if slices.ContainsFunc(cells, func(c suite.Cell) bool { v, _ := c.Data.Info().Variant(c.Variant); return v.Full }) {
			env.Timing = "workers, in-process for --full variants"
		}
	}
	if opt.Measure.Procs > 0 {
		// The setting the timings were made with, which is what compare and
		// bench.txt's -N suffix need, not the process's own.
		env.GOMAXPROCS = opt.Measure.Procs
	}
	if opt.Workers != nil && opt.Workers.Instructions != nil {
		v, err := valgrind.Version(opt.Workers.Instructions.Valgrind)
		if err != nil {
			return nil, err
		}
		env.Valgrind = v
	}
	env.Settings, env.Shard = ro.settings, ro.shard
	env.Planned, env.PlannedVariants = len(cells), plannedVariants(cells, nil)
	return env, nil
}

// defaultOut is results/<UTC time>, made unique if a run started in the
// same second.
func defaultOut(t time.Time) string {
	base := filepath.Join("results", t.UTC().Format("2006-01-02T15-04-05Z"))
	out := base
	for i := 2; ; i++ {
		if _, err := os.Stat(out); errors.Is(err, os.ErrNotExist) {
			return out
		}
		out = fmt.Sprintf("%s-%d", base, i)
	}
}

// writeReports renders the charts, report.md and report.html of a results
// folder. A chart that cannot be drawn is a warning: the tables matter
// more.
func writeReports(reg *suite.Registry, dir string, env *resultset.Env, recs []resultset.Record, stderr io.Writer) error {
	pics, err := charts.Render(dir, reg, recs)
	if err != nil {
		fmt.Fprintf(stderr, "serbench: warning: charts: %v\n", err)
	}
	in := report.Input{Registry: reg, Env: env, Records: recs, Charts: pics}
	if err := os.WriteFile(filepath.Join(dir, resultset.FileReport), report.Markdown(in), 0o644); err != nil {
		return fmt.Errorf("write report: %w", err)
	}
	page, err := report.HTML(in, dir)
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, resultset.FileHTML), page, 0o644); err != nil {
		return fmt.Errorf("write %s: %w", resultset.FileHTML, err)
	}
	return nil
}

// printSummary prints one line per dataset, variant and codec: the time
// of each op (its estimate, named above the table and explained below
// it) and, when counted, its instructions per op; the encoded size and
// its size under zstd; then how precise and how reproducible the run's
// figures are. A run that counted instructions alone shows the counts
// and says time was not measured.
func printSummary(w io.Writer, recs []resultset.Record) {
	type key struct{ dataset, variant, codec string }
	var order []key
	byKey := map[key]map[string]*resultset.Record{}
	for i := range recs {
		r := &recs[i]
		k := key{r.Dataset, r.Variant, r.Codec}
		if byKey[k] == nil {
			byKey[k] = map[string]*resultset.Record{}
			order = append(order, k)
		}
		byKey[k][r.Op] = r
	}
	counted := resultset.AnyCounted(recs)
	timed := resultset.AnyTimed(recs) || !counted
	var what []string
	if timed {
		what = append(what, report.TimeHead(recs))
	}
	if counted {
		what = append(what, report.InstructionsHead)
	}
	cols := summaryCols(timed, counted)
	head := []any{"dataset/variant", "codec"}
	format := "%-34s %-15s"
	for _, c := range cols {
		head, format = append(head, c.head), format+" %11s"
	}
	head, format = append(head, "size", "zstd"), format+" %12s %12s\n"
	fmt.Fprintf(w, "%s of each op, encoded size and its size under zstd:\n", strings.Join(what, " and "))
	fmt.Fprintf(w, format, head...)
	for _, k := range order {
		byOp := byKey[k]
		line := []any{k.dataset + "/" + k.variant, k.codec}
		for _, c := range cols {
			switch r := byOp[c.op]; {
			case r == nil:
				line = append(line, "")
			case !r.OK():
				line = append(line, r.Status)
			default:
				line = append(line, c.figure(r))
			}
		}
		size, zstd := "", ""
		for _, r := range byOp {
			if r.OK() && r.EncodedBytes > 0 {
				size = human.Bytes(r.EncodedBytes)
			}
			if r.OK() && r.ZstdBytes != nil {
				zstd = human.Bytes(*r.ZstdBytes)
			}
		}
		fmt.Fprintf(w, format, append(line, size, zstd)...)
	}
	fmt.Fprintln(w)
	if timed {
		fmt.Fprintf(w, "%s\n", report.EstimateLine(recs))
	} else {
		fmt.Fprintf(w, "%s\n", report.NotTimedLine)
	}
	if counted {
		fmt.Fprintf(w, "%s\n", report.InstructionsLine)
	}
	if p := report.PrecisionOf(recs).String(); p != "" {
		fmt.Fprintf(w, "%s\n", p)
	}
	if r := report.ReproducibilityOf(recs).Line(); r != "" {
		fmt.Fprintf(w, "%s\n", r)
	}
}

// summaryCol is a figure column of the run's summary: one op's time or
// its instructions per op.
type summaryCol struct {
	op, head string
	figure   func(*resultset.Record) string
}

// summaryCols are the summary's figure columns: each op's time when the
// run timed its cells, each op's count when it counted them.
func summaryCols(timed, counted bool) []summaryCol {
	ops := []string{"encode", "decode", "read"}
	var out []summaryCol
	if timed {
		for _, op := range ops {
			out = append(out, summaryCol{op, op, func(r *resultset.Record) string { return human.Duration(r.NsPerOp) }})
		}
	}
	if counted {
		for _, op := range ops {
			head := op
			if timed {
				head += " ins" // beside the times
			}
			out = append(out, summaryCol{op, head, func(r *resultset.Record) string {
				if r.InstructionsPerOp == nil {
					return "–"
				}
				return human.Count(*r.InstructionsPerOp)
			}})
		}
	}
	return out
}

// timeWorkerCommand is run's hidden command: a timing worker
// (runner.Workers) for one codec's cells of a variant.
const timeWorkerCommand = "time-worker"

// timeWorkers is how run starts its timing workers: lean programs that
// link only a cell's dataset and codec line (internal/workerbuild), built
// for cells before anything is timed, or, without lean, serbench itself.
func timeWorkers(cells []suite.Cell, benchtime time.Duration, procs int, lean bool, extraTags []string, stderr io.Writer) (*runner.Workers, error) {
	args := workerArgs(benchtime, procs)
	if !lean {
		exe, err := os.Executable()
		if err != nil {
			return nil, fmt.Errorf("finding serbench's own program for its timing workers: %w", err)
		}
		return &runner.Workers{Path: exe, Args: append([]string{timeWorkerCommand}, args...)}, nil
	}
	prog, err := leanWorkers("workers", "timing", gobuild.Setup{}, cells, args, extraTags, stderr)
	if err != nil {
		return nil, err
	}
	return &runner.Workers{Program: prog}, nil
}

// workerArgs are a timing worker's flags of run's --benchtime and --cpu.
func workerArgs(benchtime time.Duration, procs int) []string {
	return []string{"--benchtime", benchtime.String(), "--cpu", strconv.Itoa(procs)}
}

// countingWorkers are lean workers for counts of instructions
// (runner.Instructions' Program): the timing workers' programs built as
// counts need (gobuild.Counting), cached apart.
func countingWorkers(cells []suite.Cell, benchtime time.Duration, procs int, extraTags []string, stderr io.Writer) (func(c suite.Cell) (string, []string), error) {
	args := workerArgs(benchtime, procs)
	setup, err := countingSetup(stderr)
	if err != nil {
		return nil, err
	}
	return leanWorkers("counters", "counting", setup, cells, args, extraTags, stderr)
}

// countingSetup is how the programs that count instructions are built
// (gobuild.Counting); what it could not do is said on stderr.
func countingSetup(stderr io.Writer) (gobuild.Setup, error) {
	goBin, err := gobuild.GoTool()
	if err != nil {
		return gobuild.Setup{}, err
	}
	s, err := gobuild.Counting(goBin)
	if err != nil {
		return gobuild.Setup{}, err
	}
	if s.Note != "" {
		fmt.Fprintf(stderr, "serbench: %s\n", s.Note)
	}
	return s, nil
}

// leanWorkers builds (or finds in CacheDir(kind)) the lean workers of
// cells but those of --full variants, built with setup, and returns each
// cell's program and args.
func leanWorkers(kind, role string, setup gobuild.Setup, cells []suite.Cell, args, extraTags []string, stderr io.Writer) (func(c suite.Cell) (string, []string), error) {
	b, err := gobuild.NewBuilder(kind)
	if err != nil {
		return nil, err
	}
	b.Setup = setup
	reg, err := workerbuild.ReadRegistry(b.Source)
	if err != nil {
		return nil, err
	}
	reg.Extra = extraTags
	var timed []suite.Cell
	for _, c := range cells {
		if v, _ := c.Data.Info().Variant(c.Variant); !v.Full {
			timed = append(timed, c)
		}
	}
	start := time.Now()
	paths, err := reg.Build(b, timed)
	if err != nil {
		return nil, fmt.Errorf("building the %s workers: %w", role, err)
	}
	if d := time.Since(start); d > time.Second {
		fmt.Fprintf(stderr, "serbench: %d lean %s workers ready in %s (cached in %s)\n", len(paths), role, d.Round(100*time.Millisecond), b.Cache)
	}
	return func(c suite.Cell) (string, []string) { return paths[reg.Key(c)], args }, nil
}

// setBatches sets how the workers are started and which cells are slow
// (runner.Workers' Wave, Memory and SlowOp): a worker brought up a CPU
// at a time, as many as leave an eighth of the machine's memory, and a
// slow op one that outlasts the longest run measure.Cycles times of a
// loop that collects rarely (8 × --benchtime), so a run of it holds one
// or two ops.
func setBatches(w *runner.Workers, m measure.Options) {
	w.Wave = runtime.NumCPU()
	w.SlowOp = measure.LongCycle * m.BenchTime
	if total := procinfo.PhysicalMemory(); total > 0 && procinfo.AvailableMemory() > 0 {
		w.Memory = &runner.Memory{Available: procinfo.AvailableMemory, Reserve: total / 8, Peak: procinfo.PeakRSS}
	}
}

// --busy's values.
const (
	busyAuto = "auto"
	busyAll  = "all"
	busyOff  = "off"
)

// busyAutoVariant is where --busy auto times the busy pass: the default
// suite's every-codec variant. Elsewhere it doubles a run's worker time.
const busyAutoVariant = "structs/big"

// setBusy sets w's busy pass as --busy says.
func setBusy(w *runner.Workers, busy string) {
	if busy == busyOff {
		return
	}
	w.Busy, w.BusyCount = runner.BusyBytes, busyCount
	if busy == busyAuto {
		w.BusyFor = func(c suite.Cell) bool { return c.Dataset+"/"+c.Variant == busyAutoVariant }
	}
}

// busyCount is the busy pass's runs per cell: each holds whole cycles of
// a 64 MiB heap, tens of milliseconds each, so six (the fewest that give
// an interval) keep the default suite's time.
const busyCount = 6

// timeWorker serves runner.Workers: arguments dataset/variant/codec and
// the ops, comma-separated, in the order the parent lists its cells. Run
// times with lean workers (internal/workerbuild); this one serves a
// user's schema, from the program built for it, and --lean=false.
func timeWorker(args []string, stdout io.Writer) error {
	fs := newFlags(timeWorkerCommand)
	var f timeworker.Flags
	f.Register(fs, DefaultBenchTime, DefaultProcs)
	var user UserInput
	user.register(fs)
	if err := fs.Parse(args); err != nil {
		return flagError(fs, err)
	}
	if fs.NArg() != 2 {
		return &suite.UsageError{Msg: timeWorkerCommand + ": want dataset/variant/codec and ops"}
	}
	reg := catalog.Registry()
	if f.Models != "" && !user.external() {
		return &suite.UsageError{Msg: timeWorkerCommand + ": --models: only a user's schema reads a file of messages"}
	}
	if user.external() {
		// The program built for the schema or the Go types: its dataset,
		// over the same messages (the same samples, or the same seeded
		// ones), which the parent validated the codecs on: the worker's
		// variant's alone.
		var u timeworker.User
		u.ForCell(f, fs.Arg(0))
		user.Worker, user.Models, user.Variant, user.Codec = true, u.Models, u.Variant, u.Codec
		var err error
		if reg, err = protoRegistry(user, io.Discard); err != nil {
			return err
		}
	}
	return f.Serve(reg, fs.Arg(0), fs.Arg(1))
}

// plannedVariants counts the cells of a plan by "dataset/variant": those
// to run and those done already (a resumed folder's records).
func plannedVariants(cells []suite.Cell, done []resultset.Record) map[string]int {
	out := map[string]int{}
	for _, c := range cells {
		out[c.Dataset+"/"+c.Variant]++
	}
	for _, r := range done {
		out[r.Dataset+"/"+r.Variant]++
	}
	return out
}

// sizeStore is the run's cache of compressed sizes (runner.SizeStore) for
// the compressors this program links, or nil, the sizes then measured
// every run: where the build names no version of them, or there is no
// cache folder.
func sizeStore(stderr io.Writer) runner.SizeStore {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return nil
	}
	for _, d := range bi.Deps {
		if d.Path != compression.Module || d.Replace != nil || d.Version == "" || d.Version == "(devel)" {
			continue
		}
		c, err := sizecache.Open(compression.Identity(runtime.Version(), d.Version))
		if err != nil {
			fmt.Fprintln(stderr, "serbench: compressed sizes measured anew, not cached:", err)
			return nil
		}
		return c
	}
	return nil
}

// paceStore is the run's cache of its variants' paces (runner.PaceStore)
// on this machine (OS, architecture, CPUs, resultset.ThisMachine) with these
// settings, or nil, the progress line then reckoning from this run alone:
// where there is no cache folder. The flags that pick cells are left out:
// a variant's pace is kept with its planned cells, so a run of the full
// matrix and one of a dataset of it share each variant's.
func paceStore(settings []string, stderr io.Writer) runner.PaceStore {
	id := []string{runtime.GOOS + "/" + runtime.GOARCH, strconv.Itoa(runtime.NumCPU()), resultset.ThisMachine()}
	for _, s := range settings {
		switch name, _, _ := strings.Cut(s, "="); name {
		case "dataset", "variant", "codec", "op", "full", "shard":
		default:
			id = append(id, s)
		}
	}
	c, err := pacecache.Open(strings.Join(id, "\n"))
	if err != nil {
		fmt.Fprintln(stderr, "serbench: the variants' pace not cached, the estimate of time left from this run alone:", err)
		return nil
	}
	return c
}
