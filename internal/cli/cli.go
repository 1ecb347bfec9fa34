// Package cli is serbench's command line (SPEC section 7). Main returns the
// exit status: 0 success, 1 failed cells or errors, 2 bad usage.
package cli

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/serbench/serbench/catalog"
	"github.com/serbench/serbench/compare"
	"github.com/serbench/serbench/human"
	"github.com/serbench/serbench/measure"
	"github.com/serbench/serbench/report"
	"github.com/serbench/serbench/report/charts"
	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/runner"
	"github.com/serbench/serbench/suite"
)

// Defaults of every run. Many short runs beat a few long ones on a shared
// machine: the 95% interval of a median of 20 runs leaves out the five
// most extreme runs at each end, so a few runs slowed by a neighbour or a
// GC cycle do not widen it.
//
// Cells are timed with one P (GOMAXPROCS 1) unless --cpu says otherwise.
// On the two-vCPU virtual machine serbench is developed on, the default
// suite had 34-48% of its cells within ±5% with both Ps and 98-99% with
// one, in alternating runs (README, "How it measures"). One P makes
// each collection that testing forces before a run mark the data serbench
// holds alone, slower; runs of 10ms keep the default suite's 328 cells
// within three minutes all the same (2m35s-2m39s measured, as at 12ms
// with two Ps).
const (
	DefaultCount     = 20
	DefaultBenchTime = 10 * time.Millisecond
	DefaultProcs     = 1
)

const usage = `serbench measures serialization formats and libraries on the same data.

Usage:
  serbench [run flags]          run the default suite (quick variants) and write a results folder
  serbench run [flags]          run a selection of cells (every variant but the --full ones)
  serbench verify [flags]       validate a selection of cells without timing them (exit 1 if any fails)
  serbench list [--json]        list datasets, variants, codecs and cells
  serbench report DIR           re-render the reports of a results folder (report.md, report.html, charts)
  serbench compare OLD NEW      compare two results folders: markdown on standard output, and compare.html

Flags of run and verify:
  --dataset a,b    datasets            --variant x,y   exactly these variants
  --codec c,d      codecs              --op o,p        ops: encode, decode, read
  --full           add the largest variants (such as 1,000,000 transactions)
  --payloads DIR   load the boutique trace from <MessageName>.jsonl files (protojson, one message a line)
Flags of run:
  --count N        timed runs per cell (default %d)
  --benchtime D    duration of each run (default %s)
  --cpu N          GOMAXPROCS while cells are timed (default %d)
  --out DIR        results folder (default results/<UTC time>)
Flags of compare:
  --fail-above PCT exit status 1 when a significant slowdown exceeds PCT percent
  --html FILE      where to write compare.html (default NEW/compare.html; "-" for none)
`

// Main runs serbench with args (without the program name).
func Main(args []string, stdout, stderr io.Writer) int {
	err := dispatch(args, stdout, stderr)
	var ue *suite.UsageError
	switch {
	case err == nil:
		return 0
	case errors.Is(err, flag.ErrHelp):
		fmt.Fprintf(stdout, usage, DefaultCount, DefaultBenchTime, DefaultProcs)
		return 0
	case errors.As(err, &ue):
		fmt.Fprintln(stderr, "serbench: "+ue.Msg)
		return 2
	case errors.Is(err, errCellsFailed), errors.Is(err, errSlowdown):
		fmt.Fprintln(stderr, "serbench:", err)
		return 1
	default:
		fmt.Fprintln(stderr, "serbench:", err)
		return 1
	}
}

var (
	errCellsFailed = errors.New("some cells failed")
	errSlowdown    = errors.New("significant slowdown above the threshold")
)

func dispatch(args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		return run(nil, stdout, stderr, false, true)
	}
	if strings.HasPrefix(args[0], "-") && !slices.Contains([]string{"-h", "-help", "--help"}, args[0]) {
		// Flags without a command: the default suite with those settings.
		return run(args, stdout, stderr, false, true)
	}
	switch cmd, rest := args[0], args[1:]; cmd {
	case "run":
		return run(rest, stdout, stderr, false, false)
	case "verify":
		return run(rest, stdout, stderr, true, false)
	case "list":
		return list(rest, stdout)
	case "report":
		return rerender(rest, stdout, stderr)
	case "compare":
		return compareRuns(rest, stdout, stderr)
	case "help", "-h", "-help", "--help":
		return flag.ErrHelp
	default:
		return &suite.UsageError{Msg: fmt.Sprintf("unknown command %q (valid: run, verify, list, report, compare, help)", cmd)}
	}
}

// listFlag is a comma-separated list flag.
type listFlag []string

func (l *listFlag) String() string { return strings.Join(*l, ",") }
func (l *listFlag) Set(s string) error {
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			*l = append(*l, p)
		}
	}
	return nil
}

// newFlags returns a flag set that reports errors as UsageErrors, on one line.
func newFlags(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs
}

func parse(fs *flag.FlagSet, args []string) error {
	if err := fs.Parse(args); err != nil {
		return flagError(fs, err)
	}
	if fs.NArg() > 0 {
		return &suite.UsageError{Msg: fmt.Sprintf("%s: unexpected argument %q", fs.Name(), fs.Arg(0))}
	}
	return nil
}

// flagError turns a flag parsing error into a one-line usage error.
func flagError(fs *flag.FlagSet, err error) error {
	if errors.Is(err, flag.ErrHelp) {
		return err
	}
	var names []string
	fs.VisitAll(func(f *flag.Flag) { names = append(names, "--"+f.Name) })
	return &suite.UsageError{Msg: fmt.Sprintf("%s: %v (valid flags: %s)", fs.Name(), err, strings.Join(names, ", "))}
}

// run runs or verifies the selected cells; quick selects the default suite.
func run(args []string, stdout, stderr io.Writer, verify, quick bool) error {
	name := "run"
	if verify {
		name = "verify"
	}
	fs := newFlags(name)
	var datasets, variants, codecNames, ops listFlag
	fs.Var(&datasets, "dataset", "datasets")
	fs.Var(&variants, "variant", "variants")
	fs.Var(&codecNames, "codec", "codecs")
	fs.Var(&ops, "op", "ops")
	full := fs.Bool("full", false, "add the largest variants")
	payloads := fs.String("payloads", "", "load the boutique trace from this folder of <MessageName>.jsonl files")
	count, benchtime, procs, out := DefaultCount, DefaultBenchTime, DefaultProcs, ""
	if !verify {
		fs.IntVar(&count, "count", DefaultCount, "timed runs per cell")
		fs.DurationVar(&benchtime, "benchtime", DefaultBenchTime, "duration of each run")
		fs.IntVar(&procs, "cpu", DefaultProcs, "GOMAXPROCS while cells are timed")
		fs.StringVar(&out, "out", "", "results folder")
	}
	if err := parse(fs, args); err != nil {
		return err
	}
	if count < 1 {
		return &suite.UsageError{Msg: fmt.Sprintf("invalid --count %d (valid: a whole number of at least 1)", count)}
	}
	if benchtime <= 0 {
		return &suite.UsageError{Msg: fmt.Sprintf("invalid --benchtime %s (valid: a positive duration such as 100ms or 2s)", benchtime)}
	}
	if procs < 1 {
		return &suite.UsageError{Msg: fmt.Sprintf("invalid --cpu %d (valid: a whole number of at least 1)", procs)}
	}
	sel := suite.Selection{Datasets: datasets, Variants: variants, Codecs: codecNames, Full: *full, Quick: quick}
	for _, o := range ops {
		op, err := suite.ParseOp(o)
		if err != nil {
			valid := make([]string, len(suite.Ops))
			for i, op := range suite.Ops {
				valid[i] = string(op)
			}
			return &suite.UsageError{Msg: fmt.Sprintf("unknown op %q (valid: %s)", o, strings.Join(valid, ", "))}
		}
		sel.Ops = append(sel.Ops, op)
	}
	reg := catalog.Registry()
	if *payloads != "" {
		if err := loadFiles(reg, sel.Datasets, *payloads, stderr); err != nil {
			return err
		}
	}
	cells, err := reg.Plan(sel)
	if err != nil {
		return err
	}
	opt := runner.Options{
		Measure:    measure.Options{Count: count, BenchTime: benchtime, Procs: procs},
		VerifyOnly: verify,
		Progress:   stderr,
	}
	if verify {
		return verifyCells(reg, cells, opt, stdout)
	}
	return measureCells(reg, cells, opt, out, stdout, stderr)
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

func verifyCells(reg *suite.Registry, cells []suite.Cell, opt runner.Options, stdout io.Writer) error {
	failed := 0
	err := runner.Run(cells, opt, func(rec *resultset.Record) error {
		if !rec.OK() {
			failed++
			fmt.Fprintf(stdout, "FAIL %s: %s\n", rec.Name(), rec.Error)
		}
		return nil
	})
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "verified %d cells: %d ok, %d failed\n", len(cells), len(cells)-failed, failed)
	if failed > 0 {
		return fmt.Errorf("%w: %d of %d", errCellsFailed, failed, len(cells))
	}
	return nil
}

func measureCells(reg *suite.Registry, cells []suite.Cell, opt runner.Options, out string, stdout, stderr io.Writer) error {
	env := resultset.CaptureEnv(reg.Modules())
	env.Count, env.BenchTime = opt.Measure.Count, opt.Measure.BenchTime.String()
	if opt.Measure.Procs > 0 {
		// The setting the timings were made with, which is what compare and
		// bench.txt's -N suffix need, not the process's own.
		env.GOMAXPROCS = opt.Measure.Procs
	}
	if out == "" {
		out = defaultOut(env.Started)
	}
	w, err := resultset.Create(out, env)
	if err != nil {
		return err
	}
	var recs []resultset.Record
	runErr := runner.Run(cells, opt, func(rec *resultset.Record) error {
		recs = append(recs, *rec)
		return w.Write(rec)
	})
	if err := errors.Join(runErr, w.Close()); err != nil {
		return err
	}
	if err := writeReports(reg, out, env, recs, stderr); err != nil {
		return err
	}
	printSummary(stdout, recs)
	fmt.Fprintf(stdout, "\nresults: %s (%s)\n", out, strings.Join([]string{resultset.FileHTML, resultset.FileReport, resultset.DirCharts + "/",
		resultset.FileJSONL, resultset.FileCSV, resultset.FileBench, resultset.FileEnv}, ", "))
	for _, r := range recs {
		if !r.OK() {
			return fmt.Errorf("%w: see %s", errCellsFailed, filepath.Join(out, resultset.FileReport))
		}
	}
	return nil
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

// printSummary prints one line per dataset, variant and codec: the median
// time of each op and the encoded size.
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
	fmt.Fprintf(w, "%-34s %-15s %11s %11s %11s %12s\n", "dataset/variant", "codec", "encode", "decode", "read", "size")
	for _, k := range order {
		ops := byKey[k]
		cell := func(op string) string {
			r := ops[op]
			switch {
			case r == nil:
				return ""
			case !r.OK():
				return r.Status
			}
			return human.Duration(r.NsPerOp)
		}
		size := ""
		for _, r := range ops {
			if r.OK() && r.EncodedBytes > 0 {
				size = human.Bytes(r.EncodedBytes)
			}
		}
		fmt.Fprintf(w, "%-34s %-15s %11s %11s %11s %12s\n", k.dataset+"/"+k.variant, k.codec, cell("encode"), cell("decode"), cell("read"), size)
	}
}

func list(args []string, stdout io.Writer) error {
	fs := newFlags("list")
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parse(fs, args); err != nil {
		return err
	}
	reg := catalog.Registry()
	cat := Catalog(reg)
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(cat)
	}
	fmt.Fprintln(stdout, "Codecs:")
	for _, c := range cat.Codecs {
		fmt.Fprintf(stdout, "  %-15s %-40s [%s]\n", c.Name, c.Title, strings.Join(c.Labels, ", "))
	}
	fmt.Fprintln(stdout, "\nDatasets:")
	for _, d := range cat.Datasets {
		fmt.Fprintf(stdout, "  %s: %s (seed %s)\n", d.Name, d.Title, d.Seed)
		for _, v := range d.Variants {
			full := ""
			switch {
			case v.Full:
				full = " (--full)"
			case v.Slow:
				full = " (not in the default suite)"
			}
			fmt.Fprintf(stdout, "    variant %-10s %s%s\n", v.Name, v.About, full)
		}
		for _, c := range d.Codecs {
			fmt.Fprintf(stdout, "    codec   %-15s ops %s\n", c.Codec, strings.Join(c.Ops, ", "))
		}
	}
	fmt.Fprintf(stdout, "\n%d cells in all, %d in the default suite.\n", cat.Cells, cat.DefaultCells)
	return nil
}

// CatalogJSON is what `serbench list --json` prints.
type CatalogJSON struct {
	Codecs       []suite.Codec `json:"codecs"`
	Datasets     []DatasetJSON `json:"datasets"`
	Cells        int           `json:"cells"`         // every cell, --full included
	DefaultCells int           `json:"default_cells"` // cells of the default suite
}

// DatasetJSON lists one dataset's variants and bound codecs.
type DatasetJSON struct {
	Name     string              `json:"name"`
	Title    string              `json:"title"`
	Seed     string              `json:"seed"`
	Unit     string              `json:"unit"`
	Variants []suite.VariantInfo `json:"variants"`
	Codecs   []CodecOpsJSON      `json:"codecs"`
	CellList []string            `json:"cells"`
}

// CodecOpsJSON names a bound codec and its ops.
type CodecOpsJSON struct {
	Codec string   `json:"codec"`
	Ops   []string `json:"ops"`
}

// Catalog describes the registry for `serbench list`.
func Catalog(reg *suite.Registry) CatalogJSON {
	out := CatalogJSON{Codecs: reg.Codecs}
	for _, ds := range reg.Datasets {
		info := ds.Info()
		d := DatasetJSON{Name: info.Name, Title: info.Title, Seed: info.Seed.File, Unit: info.Unit, Variants: info.Variants}
		for _, c := range reg.CodecsOf(ds) {
			co := CodecOpsJSON{Codec: c.Codec}
			for _, op := range c.Ops {
				co.Ops = append(co.Ops, string(op))
			}
			d.Codecs = append(d.Codecs, co)
		}
		cells, _ := reg.Plan(suite.Selection{Datasets: []string{info.Name}, Full: true})
		for _, c := range cells {
			d.CellList = append(d.CellList, c.Name())
		}
		out.Cells += len(cells)
		quick, _ := reg.Plan(suite.Selection{Datasets: []string{info.Name}, Quick: true})
		out.DefaultCells += len(quick)
		out.Datasets = append(out.Datasets, d)
	}
	return out
}

func rerender(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("report")
	if err := parse(fs, args[min(1, len(args)):]); err != nil {
		return err
	}
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		return &suite.UsageError{Msg: "report: need a results folder: serbench report DIR"}
	}
	dir := args[0]
	folder, err := resultset.Load(dir)
	var nf *resultset.NotFolderError
	if errors.As(err, &nf) {
		return &suite.UsageError{Msg: "report: " + nf.Error()}
	}
	if err != nil {
		return err
	}
	reg := catalog.Registry()
	if err := writeReports(reg, dir, folder.Env, folder.Records, stderr); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "wrote %s and %s\n", filepath.Join(dir, resultset.FileReport), filepath.Join(dir, resultset.FileHTML))
	return nil
}

// compareRuns is `serbench compare OLD NEW [--fail-above PCT] [--html FILE]`.
// Flags may come before, between or after the two folders.
func compareRuns(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("compare")
	failAbove := fs.Float64("fail-above", math.NaN(), "exit 1 when a significant slowdown exceeds this percentage")
	htmlOut := fs.String("html", "", "where to write "+resultset.FileCompare)
	var dirs []string
	for {
		if err := fs.Parse(args); err != nil {
			return flagError(fs, err)
		}
		if fs.NArg() == 0 {
			break
		}
		dirs = append(dirs, fs.Arg(0))
		args = fs.Args()[1:]
	}
	if len(dirs) != 2 {
		return &suite.UsageError{Msg: fmt.Sprintf("compare: need two results folders, got %d: serbench compare OLD NEW [--fail-above PCT]", len(dirs))}
	}
	if !math.IsNaN(*failAbove) && (*failAbove < 0 || math.IsInf(*failAbove, 0)) {
		return &suite.UsageError{Msg: fmt.Sprintf("compare: invalid --fail-above %v (valid: a percentage of 0 or more)", *failAbove)}
	}
	var sides [2]compare.Side
	for i, dir := range dirs {
		side, err := resultset.Load(dir)
		var nr *resultset.NotFolderError
		if errors.As(err, &nr) {
			return &suite.UsageError{Msg: "compare: " + nr.Error()}
		}
		if err != nil {
			return err
		}
		sides[i] = side
	}
	res := compare.Compare(sides[0], sides[1])
	if _, err := stdout.Write(res.Markdown()); err != nil {
		return fmt.Errorf("write comparison: %w", err)
	}
	if *htmlOut != "-" {
		path := *htmlOut
		if path == "" {
			path = filepath.Join(dirs[1], resultset.FileCompare)
		}
		page, err := res.HTML()
		if err != nil {
			return err
		}
		if err := os.WriteFile(path, page, 0o644); err != nil {
			return fmt.Errorf("write %s: %w", resultset.FileCompare, err)
		}
		fmt.Fprintf(stderr, "serbench: wrote %s\n", path)
	}
	if !math.IsNaN(*failAbove) {
		if slow := res.Slowdowns(*failAbove); len(slow) > 0 {
			names := make([]string, len(slow))
			for i, c := range slow {
				names[i] = fmt.Sprintf("%s/%s %s", c.Dataset, c.Name(), human.Change(c.Delta))
			}
			return fmt.Errorf("%w of %v%%: %s", errSlowdown, *failAbove, strings.Join(names, ", "))
		}
	}
	return nil
}
