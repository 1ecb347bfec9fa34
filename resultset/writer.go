package resultset

import (
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"

	"golang.org/x/perf/benchfmt"
)

// Writer writes each record to results.jsonl, results.csv and bench.txt as
// soon as its cell ends, so a run killed midway keeps what it finished.
type Writer struct {
	dir   string
	jsonl *os.File
	csvF  *os.File
	csv   *csv.Writer
	bench *os.File
	bw    *BenchWriter
}

// Create makes dir (which must not hold results already) and opens its files.
func Create(dir string, env *Env) (*Writer, error) {
	if _, err := os.Stat(filepath.Join(dir, FileJSONL)); err == nil {
		return nil, fmt.Errorf("%s already holds results", dir)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("create results folder: %w", err)
	}
	w := &Writer{dir: dir}
	var err error
	open := func(name string) *os.File {
		if err != nil {
			return nil
		}
		var f *os.File
		f, err = os.Create(filepath.Join(dir, name))
		return f
	}
	w.jsonl, w.csvF, w.bench = open(FileJSONL), open(FileCSV), open(FileBench)
	if err == nil {
		err = WriteEnv(filepath.Join(dir, FileEnv), env)
	}
	if err != nil {
		w.Close()
		return nil, err
	}
	w.csv = csv.NewWriter(w.csvF)
	if err := w.csv.Write(CSVHeader); err != nil {
		w.Close()
		return nil, err
	}
	w.csv.Flush()
	w.bw = NewBenchWriter(w.bench, env)
	return w, nil
}

// Dir is the results folder.
func (w *Writer) Dir() string { return w.dir }

// Write appends one record to every file.
func (w *Writer) Write(rec *Record) error {
	line, err := json.Marshal(rec)
	if err != nil {
		return fmt.Errorf("encode record %s: %w", rec.Name(), err)
	}
	if _, err := w.jsonl.Write(append(line, '\n')); err != nil {
		return fmt.Errorf("write %s: %w", FileJSONL, err)
	}
	if err := w.csv.Write(CSVRow(rec)); err != nil {
		return fmt.Errorf("write %s: %w", FileCSV, err)
	}
	w.csv.Flush()
	if err := w.csv.Error(); err != nil {
		return fmt.Errorf("write %s: %w", FileCSV, err)
	}
	if err := w.bw.Write(rec); err != nil {
		return fmt.Errorf("write %s: %w", FileBench, err)
	}
	return nil
}

// Close closes every file.
func (w *Writer) Close() error {
	var errs []error
	for _, f := range []*os.File{w.jsonl, w.csvF, w.bench} {
		if f != nil {
			errs = append(errs, f.Close())
		}
	}
	return errors.Join(errs...)
}

// CSVHeader names the columns of results.csv.
var CSVHeader = []string{"dataset", "variant", "codec", "op", "labels", "status", "error",
	"ns_per_op", "ns_ci_low", "ns_ci_high", "bytes_per_op", "allocs_per_op", "encoded_bytes",
	"msgs_per_op", "msgs_per_sec", "mb_per_sec", "unit", "runs", "gc_per_op", "peak_heap_bytes", "peak_heap_capped", "known_failure",
	"zstd_bytes", "snappy_bytes", "gzip_bytes", "zstd_compress_ns", "zstd_decompress_ns",
	"parallel_msgs_per_sec", "parallel_efficiency", "parallel_gc_per_op", "parallel_gc_cpu_share", "parallel_seconds", "parallel_error",
	"parallel_control_efficiency", "update_mode", "update_fields",
	"busy_ns_per_op", "busy_ns_ci_low", "busy_ns_ci_high", "busy_live_heap_bytes", "live_heap_bytes", "pass_msgs",
	"ns_median", "ns_median_ci_low", "ns_median_ci_high", "instructions_per_op", "instructions_error"}

// CSVRow is rec as a row of results.csv; runs are joined with spaces.
func CSVRow(rec *Record) []string {
	f := func(x float64) string { return strconv.FormatFloat(x, 'g', -1, 64) }
	opt := func(x *float64) string {
		if x == nil {
			return ""
		}
		return f(*x)
	}
	// A map by goroutine count as "1:x 2:y", in increasing order.
	byG := func(m map[int]float64) string {
		var parts []string
		for _, g := range rec.Goroutines() {
			if x, ok := m[g]; ok {
				parts = append(parts, strconv.Itoa(g)+":"+f(x))
			}
		}
		return strings.Join(parts, " ")
	}
	passMsgs := ""
	if rec.PassMsgs > 0 {
		passMsgs = strconv.Itoa(rec.PassMsgs)
	}
	runs := make([]string, len(rec.Runs))
	for i, r := range rec.Runs {
		runs[i] = f(r)
	}
	// A cell counted alone (run --measure instructions) has no time: its
	// time columns are empty, not 0.
	timeF := f
	if rec.OK() && len(rec.Runs) == 0 && rec.NsPerOp == 0 {
		timeF = func(float64) string { return "" }
	}
	return []string{rec.Dataset, rec.Variant, rec.Codec, rec.Op, strings.Join(rec.Labels, " "), rec.Status, rec.Error,
		timeF(rec.NsPerOp), opt(rec.NsCILow), opt(rec.NsCIHigh), f(rec.BytesPerOp), f(rec.AllocsPerOp), f(rec.EncodedBytes),
		f(rec.MsgsPerOp), timeF(rec.MsgsPerSec), timeF(rec.MBPerSec), rec.Unit, strings.Join(runs, " "),
		opt(rec.GCPerOp), opt(rec.PeakHeapBytes), strconv.FormatBool(rec.PeakHeapCapped), rec.KnownFailure,
		opt(rec.ZstdBytes), opt(rec.SnappyBytes), opt(rec.GzipBytes), opt(rec.ZstdCompressNs), opt(rec.ZstdDecompressNs),
		byG(rec.ParallelMsgsPerSec), byG(rec.ParallelEfficiency), byG(rec.ParallelGCPerOp), byG(rec.ParallelGCShare),
		opt(rec.ParallelSeconds), rec.ParallelError, byG(rec.ParallelControl),
		rec.UpdateMode, rec.UpdateFields,
		opt(rec.BusyNsPerOp), opt(rec.BusyNsCILow), opt(rec.BusyNsCIHigh), opt(rec.BusyLiveHeapBytes), opt(rec.LiveHeapBytes), passMsgs,
		opt(rec.NsMedian), opt(rec.NsMedianCILow), opt(rec.NsMedianCIHigh), opt(rec.InstructionsPerOp), rec.InstructionsError}
}

// WriteCSV writes a whole results.csv.
func WriteCSV(w io.Writer, recs []Record) error {
	cw := csv.NewWriter(w)
	if err := cw.Write(CSVHeader); err != nil {
		return err
	}
	for i := range recs {
		if err := cw.Write(CSVRow(&recs[i])); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

// BenchWriter writes records in the Go benchmark format, one line per run,
// named as `go test -bench` names the same cells, so benchstat reads both.
type BenchWriter struct {
	w      *benchfmt.Writer
	config []benchfmt.Config
	procs  int
}

// NewBenchWriter starts a bench.txt stream with the run's configuration.
func NewBenchWriter(w io.Writer, env *Env) *BenchWriter {
	bw := &BenchWriter{w: benchfmt.NewWriter(w), procs: runtime.GOMAXPROCS(0)}
	if env != nil {
		bw.procs = env.GOMAXPROCS
		for _, kv := range [][2]string{{"goos", env.GOOS}, {"goarch", env.GOARCH}, {"cpu", env.CPU},
			{"pkg", "github.com/serbench/serbench"}, {"serbench-commit", env.Commit}} {
			if kv[1] != "" {
				bw.config = append(bw.config, benchfmt.Config{Key: kv[0], Value: []byte(kv[1]), File: true})
			}
		}
		if !env.TimeMeasured() {
			// A reader of the file alone learns why it has no ns/op.
			bw.config = append(bw.config, benchfmt.Config{Key: "serbench-time", Value: []byte(TimeNotMeasured), File: true})
		}
	}
	return bw
}

// Write writes one line per run of rec, then one per busy run carrying
// only the unit busy-ns/op (benchstat reads each unit on its own, so a
// busy run needs no B/op of its own); failed cells have none.
func (bw *BenchWriter) Write(rec *Record) error {
	if !rec.OK() {
		return nil
	}
	name := "/" + rec.Name()
	if bw.procs != 1 {
		name += "-" + strconv.Itoa(bw.procs)
	}
	for _, s := range rec.Samples {
		values := []benchfmt.Value{
			{Value: s.NsPerOp, Unit: "ns/op"},
			{Value: s.BytesPerOp, Unit: "B/op"},
			{Value: s.AllocsPerOp, Unit: "allocs/op"},
		}
		if rec.EncodedBytes > 0 {
			values = append(values, benchfmt.Value{Value: rec.EncodedBytes, Unit: "encoded-B/msg"})
		}
		if s.NsPerOp > 0 {
			values = append(values, benchfmt.Value{Value: rec.MsgsPerOp * 1e9 / s.NsPerOp, Unit: "msgs/s"})
		}
		if s.GCCycles != nil && s.N > 0 {
			values = append(values, benchfmt.Value{Value: float64(*s.GCCycles) / float64(s.N), Unit: "gc-cycles/op"})
		}
		if rec.PeakHeapBytes != nil {
			values = append(values, benchfmt.Value{Value: *rec.PeakHeapBytes, Unit: "peak-live-heap-B"})
		}
		for _, x := range []struct {
			v    *float64
			unit string
		}{{rec.ZstdBytes, "zstd-B/msg"}, {rec.SnappyBytes, "snappy-B/msg"}, {rec.GzipBytes, "gzip-B/msg"},
			{rec.ZstdCompressNs, "zstd-compress-ns/msg"}, {rec.ZstdDecompressNs, "zstd-decompress-ns/msg"}} {
			if x.v != nil {
				values = append(values, benchfmt.Value{Value: *x.v, Unit: x.unit})
			}
		}
		// The parallel pass's medians, one unit per goroutine count, so
		// that benchstat compares like with like.
		for _, g := range rec.Goroutines() {
			values = append(values, benchfmt.Value{Value: rec.ParallelMsgsPerSec[g], Unit: "parallel-" + strconv.Itoa(g) + "g-msgs/s"})
		}
		res := &benchfmt.Result{Config: bw.config, Name: benchfmt.Name(name), Iters: s.N, Values: values}
		if err := bw.w.Write(res); err != nil {
			return err
		}
	}
	// The headline estimate, one line a cell in a unit of its own: the
	// runs above give benchstat their median, this line the figure the
	// reports show.
	if len(rec.Samples) > 0 {
		ops := 0
		for _, s := range rec.Samples {
			ops += s.N
		}
		res := &benchfmt.Result{Config: bw.config, Name: benchfmt.Name(name), Iters: ops,
			Values: []benchfmt.Value{{Value: rec.NsPerOp, Unit: HeadlineUnit}}}
		if err := bw.w.Write(res); err != nil {
			return err
		}
	}
	// The instruction count, one line a cell over the ops it counted.
	if rec.InstructionsPerOp != nil {
		res := &benchfmt.Result{Config: bw.config, Name: benchfmt.Name(name), Iters: max(1, rec.InstructionsOps),
			Values: []benchfmt.Value{{Value: *rec.InstructionsPerOp, Unit: InstructionsUnit}}}
		if err := bw.w.Write(res); err != nil {
			return err
		}
	}
	for _, s := range rec.BusySamples {
		res := &benchfmt.Result{Config: bw.config, Name: benchfmt.Name(name), Iters: s.N,
			Values: []benchfmt.Value{{Value: s.NsPerOp, Unit: BusyUnit}}}
		if err := bw.w.Write(res); err != nil {
			return err
		}
	}
	return nil
}

// TimeNotMeasured is bench.txt's serbench-time, in a run that counted
// instructions alone.
const TimeNotMeasured = "not measured (run --measure instructions): each cell's figure is its instructions/op"

// HeadlineUnit is bench.txt's unit of a cell's headline time
// (Record.NsPerOp, the 20th percentile of its runs), one line a cell.
const HeadlineUnit = "p20-ns/op"

// InstructionsUnit is bench.txt's unit of a cell's instructions per op
// (Record.InstructionsPerOp), one line a cell.
const InstructionsUnit = "instructions/op"

// BusyUnit is bench.txt's unit of a busy run's time: the op timed beside
// a standard live heap (Record.BusyNsPerOp).
const BusyUnit = "busy-ns/op"
