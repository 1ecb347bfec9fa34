package resultset_test

import (
	"bytes"
	"errors"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/perf/benchfmt"

	"github.com/serbench/serbench/resultset"
)

// sample is a measured cell and a failed one, with the figures written out:
// resultset stores figures, it computes none.
func sample() []resultset.Record {
	lo, hi := 1001.0, 1006.0
	ok := resultset.Record{Dataset: "tickdata", Variant: "seed", Codec: "protobuf", Op: "encode", Status: resultset.StatusOK,
		Labels: []string{"codegen"}, EncodedBytes: 559, MsgsPerOp: 1, Unit: "message",
		NsPerOp: 1003.5, NsCILow: &lo, NsCIHigh: &hi, BytesPerOp: 576, AllocsPerOp: 1, MsgsPerSec: 1e9 / 1003.5}
	zstd, snappy, gzip, zc, zd := 402.0, 488.5, 421.0, 2150.0, 730.0
	ok.ZstdBytes, ok.SnappyBytes, ok.GzipBytes, ok.ZstdCompressNs, ok.ZstdDecompressNs = &zstd, &snappy, &gzip, &zc, &zd
	secs := 0.25
	ok.ParallelMsgsPerSec = map[int]float64{1: 900000, 2: 1.5e6}
	ok.ParallelEfficiency = map[int]float64{1: 1, 2: 0.8333}
	ok.ParallelGCPerOp = map[int]float64{1: 0.001, 2: 0.002}
	ok.ParallelGCShare = map[int]float64{2: 0.125}
	ok.ParallelControl = map[int]float64{1: 1, 2: 0.97}
	ok.ParallelSeconds = &secs
	for i := range 8 {
		ok.Runs = append(ok.Runs, 1000+float64(i))
		ok.Samples = append(ok.Samples, resultset.Sample{N: 1000, NsPerOp: 1000 + float64(i), BytesPerOp: 576, AllocsPerOp: 1})
	}
	busy, busyLo, busyHi, live := 1510.0, 1490.0, 1540.0, float64(64<<20)
	ok.BusyNsPerOp, ok.BusyNsCILow, ok.BusyNsCIHigh, ok.BusyLiveHeapBytes = &busy, &busyLo, &busyHi, &live
	workerLive := 420000.0
	ok.LiveHeapBytes = &workerLive
	instructions := 21285.5
	ok.InstructionsPerOp, ok.InstructionsOps, ok.InstructionsGCEvery = &instructions, 31472, 6951
	for i := range 6 {
		ok.BusyRuns = append(ok.BusyRuns, 1500+float64(i)*10)
		ok.BusySamples = append(ok.BusySamples, resultset.Sample{N: 700 + i, NsPerOp: 1500 + float64(i)*10, BytesPerOp: 576, AllocsPerOp: 1})
	}
	failed := resultset.Record{Dataset: "tickdata", Variant: "seed", Codec: "gob", Op: "read", Status: resultset.StatusFailed,
		Error: "validation: message 0: round trip differs\n(-want +got)"}
	return []resultset.Record{ok, failed}
}

func TestWriterFiles(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "run")
	env := resultset.CaptureEnv("", []string{"std", "google.golang.org/protobuf"})
	env.Runtimes = map[string]string{"sonic": "fallback"}
	w, err := resultset.Create(dir, env)
	if err != nil {
		t.Fatal(err)
	}
	recs := sample()
	for i := range recs {
		if err := w.Write(&recs[i]); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := resultset.Create(dir, env); err == nil {
		t.Error("Create over an existing run succeeded")
	}

	folder, err := resultset.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if folder.Dir != dir || folder.Env == nil || folder.Env.CPU != env.CPU || folder.Env.Runtimes["sonic"] != "fallback" {
		t.Errorf("folder %s, env %+v", folder.Dir, folder.Env)
	}
	got := folder.Records
	if len(got) != 2 || got[0].NsPerOp != recs[0].NsPerOp || got[1].Error != recs[1].Error || *got[0].NsCILow != *recs[0].NsCILow {
		t.Errorf("jsonl round trip: %+v", got)
	}
	if g := got[0]; g.ZstdBytes == nil || *g.ZstdBytes != 402 || *g.SnappyBytes != 488.5 || *g.GzipBytes != 421 ||
		*g.ZstdCompressNs != 2150 || *g.ZstdDecompressNs != 730 {
		t.Errorf("jsonl round trip of the compressed sizes and zstd times: %+v", g)
	}
	if g := got[1]; g.ZstdBytes != nil || g.ZstdCompressNs != nil {
		t.Errorf("a cell without compressed sizes reads back with them: %+v", g)
	}
	if g := got[0]; g.ParallelMsgsPerSec[2] != 1.5e6 || g.ParallelEfficiency[2] != 0.8333 || g.ParallelGCShare[2] != 0.125 ||
		len(g.ParallelGCShare) != 1 || g.ParallelSeconds == nil || *g.ParallelSeconds != 0.25 || !slices.Equal(g.Goroutines(), []int{1, 2}) {
		t.Errorf("jsonl round trip of the parallel pass: %+v", g)
	}
	if g := got[1]; g.ParallelMsgsPerSec != nil || len(g.Goroutines()) != 0 {
		t.Errorf("a cell without a parallel pass reads back with one: %+v", g)
	}
	if g := got[0]; g.BusyNsPerOp == nil || *g.BusyNsPerOp != 1510 || *g.BusyNsCILow != 1490 || *g.BusyNsCIHigh != 1540 ||
		*g.BusyLiveHeapBytes != 64<<20 || !slices.Equal(g.BusyRuns, recs[0].BusyRuns) || len(g.BusySamples) != 6 || g.BusySamples[5].N != 705 {
		t.Errorf("jsonl round trip of the busy-heap figures: %+v", g)
	}
	if g := got[0]; g.LiveHeapBytes == nil || *g.LiveHeapBytes != 420000 {
		t.Errorf("live heap read back as %v", g.LiveHeapBytes)
	}
	if g := got[1]; g.LiveHeapBytes != nil || g.BusyNsPerOp != nil || g.BusyNsCILow != nil || g.BusyLiveHeapBytes != nil || g.BusyRuns != nil || g.BusySamples != nil {
		t.Errorf("a cell without busy-heap figures reads back with them: %+v", g)
	}
	jsonl, err := os.ReadFile(filepath.Join(dir, resultset.FileJSONL))
	if err != nil {
		t.Fatal(err)
	}
	for _, field := range []string{`"parallel_msgs_per_sec":{"1":900000,"2":1500000}`, `"parallel_efficiency":{"1":1,"2":0.8333}`,
		`"parallel_gc_cpu_share":{"2":0.125}`, `"zstd_bytes":402,`, `"snappy_bytes":488.5,`, `"gzip_bytes":421,`, `"zstd_compress_ns":2150,`, `"zstd_decompress_ns":730`,
		`"live_heap_bytes":420000,"busy_ns_per_op":1510,"busy_ns_ci_low":1490,"busy_ns_ci_high":1540,"busy_live_heap_bytes":67108864,"busy_runs":[1500,1510,1520,1530,1540,1550],`} {
		if strings.Count(string(jsonl), field) != 1 {
			t.Errorf("results.jsonl should have %s once, on the encode cell:\n%s", field, jsonl)
		}
	}

	// benchstat's reader must accept bench.txt: 8 runs of the ok cell,
	// then its 6 busy runs under a unit of their own.
	f, err := os.Open(filepath.Join(dir, resultset.FileBench))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	br := benchfmt.NewReader(f, "bench.txt")
	n := 0
	var busyRuns, headlines []float64
	for br.Scan() {
		switch rec := br.Result().(type) {
		case *benchfmt.Result:
			if full := string(rec.Name.Full()); !strings.HasPrefix(full, "/tickdata/seed/protobuf/encode") {
				t.Errorf("name %q", full)
			}
			// benchfmt tidies busy-ns/op as it does ns/op, to seconds.
			if v, ok := rec.Value("busy-sec/op"); ok {
				busyRuns = append(busyRuns, v*1e9)
				if len(rec.Values) != 1 || rec.Iters != 700+len(busyRuns)-1 {
					t.Errorf("a busy line carries only busy-ns/op and its run's N: %d × %+v", rec.Iters, rec.Values)
				}
				continue
			}
			if v, ok := rec.Value(resultset.InstructionsUnit); ok {
				if len(rec.Values) != 1 || v != 21285.5 || rec.Iters != 31472 {
					t.Errorf("the instructions line: %d × %+v", rec.Iters, rec.Values)
				}
				continue
			}
			if v, ok := rec.Value("p20-sec/op"); ok {
				headlines = append(headlines, v*1e9)
				if len(rec.Values) != 1 {
					t.Errorf("the headline line carries only %s: %+v", resultset.HeadlineUnit, rec.Values)
				}
				continue
			}
			n++
			if v, ok := rec.Value("sec/op"); !ok || v < 1000e-9 { // benchfmt tidies ns/op to sec/op
				t.Errorf("ns/op %v %v", v, ok)
			}
			if v, ok := rec.Value("zstd-B/msg"); !ok || v != 402 {
				t.Errorf("zstd-B/msg %v %v", v, ok)
			}
			if v, ok := rec.Value("parallel-2g-msgs/s"); !ok || v != 1.5e6 {
				t.Errorf("parallel-2g-msgs/s %v %v", v, ok)
			}
		case *benchfmt.SyntaxError:
			t.Errorf("bench.txt: %v", rec)
		}
	}
	if n != 8 {
		t.Errorf("%d benchmark lines, want 8", n)
	}
	if len(headlines) != 1 || math.Abs(headlines[0]-1003.5) > 1e-6 {
		t.Errorf("headline lines read back from bench.txt: %v, want one of the record's ns_per_op", headlines)
	}
	if len(busyRuns) != 6 || math.Abs(busyRuns[0]-1500) > 1e-6 || math.Abs(busyRuns[5]-1550) > 1e-6 {
		t.Errorf("busy runs read back from bench.txt: %v", busyRuns)
	}
	if raw, err := os.ReadFile(filepath.Join(dir, resultset.FileBench)); err != nil || !strings.Contains(string(raw), " 700 1500 busy-ns/op\n") {
		t.Errorf("bench.txt has no busy-ns/op line for the first busy run (%v):\n%s", err, raw)
	}

	// The instruction count, a line of its own over the ops it counted.
	if raw, err := os.ReadFile(filepath.Join(dir, resultset.FileBench)); err != nil || !strings.Contains(string(raw), " 31472 21285.5 instructions/op\n") {
		t.Errorf("bench.txt has no instructions/op line (%v):\n%s", err, raw)
	}
	if !strings.HasSuffix(strings.SplitN(string(mustRead(t, filepath.Join(dir, resultset.FileCSV))), "\n", 2)[0], ",instructions_per_op,instructions_error") {
		t.Errorf("results.csv does not end with the instruction columns")
	}

	csvData, err := os.ReadFile(filepath.Join(dir, resultset.FileCSV))
	if err != nil {
		t.Fatal(err)
	}
	if lines := strings.Count(string(csvData), "\n"); lines < 3 {
		t.Errorf("results.csv has %d lines", lines)
	}
	if !strings.Contains(string(csvData), ",zstd_bytes,snappy_bytes,gzip_bytes,zstd_compress_ns,zstd_decompress_ns,") ||
		!strings.Contains(string(csvData), ",402,488.5,421,2150,730,") {
		t.Errorf("results.csv lacks the compressed sizes and zstd times:\n%s", csvData)
	}
	if !strings.Contains(string(csvData), ",update_mode,update_fields") {
		t.Errorf("results.csv lacks the update columns:\n%s", csvData)
	}
	if !strings.Contains(string(csvData), ",parallel_msgs_per_sec,parallel_efficiency,parallel_gc_per_op,parallel_gc_cpu_share,parallel_seconds,parallel_error,parallel_control_efficiency,") ||
		!strings.Contains(string(csvData), ",1:900000 2:1.5e+06,1:1 2:0.8333,1:0.001 2:0.002,2:0.125,0.25,,1:1 2:0.97,") {
		t.Errorf("results.csv lacks the parallel pass:\n%s", csvData)
	}
	if !strings.Contains(strings.SplitN(string(csvData), "\n", 2)[0], ",busy_ns_per_op,busy_ns_ci_low,busy_ns_ci_high,busy_live_heap_bytes,live_heap_bytes,pass_msgs,ns_median,ns_median_ci_low,ns_median_ci_high,") ||
		!strings.Contains(string(csvData), ",1510,1490,1540,6.7108864e+07,420000,,,,,21285.5,\n") || !strings.Contains(string(csvData), ",,,,,,,,,,,\n") {
		t.Errorf("results.csv lacks the busy-heap columns, or fills them where nothing was measured:\n%s", csvData)
	}
	if _, err := resultset.ReadEnv(filepath.Join(dir, resultset.FileEnv)); err != nil {
		t.Error(err)
	}
	if env.Modules["std"] == "" || env.GOMAXPROCS < 1 || env.CPU == "" {
		t.Errorf("env %+v", env)
	}
}

// A path that is not a results folder is a NotFolderError (the command line
// calls it bad usage); a folder without env.json still loads.
func TestLoadFolder(t *testing.T) {
	dir := t.TempDir()
	var nf *resultset.NotFolderError
	for _, path := range []string{filepath.Join(dir, "none"), dir} {
		if _, err := resultset.Load(path); !errors.As(err, &nf) {
			t.Errorf("%s: %v, want a NotFolderError", path, err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, resultset.FileJSONL), []byte(`{"dataset":"a","status":"ok"}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	folder, err := resultset.Load(dir)
	if err != nil || folder.Env != nil || len(folder.Records) != 1 {
		t.Errorf("folder without %s: %+v, %v", resultset.FileEnv, folder, err)
	}
}

func TestReadJSONLKeepsFinishedCells(t *testing.T) {
	data := `{"dataset":"a","status":"ok"}` + "\n" + `{"dataset":"b","status":"ok"}` + "\n" + `{"dataset":"c","sta`
	recs, err := resultset.ReadJSONL(strings.NewReader(data))
	if err != nil || len(recs) != 2 {
		t.Errorf("truncated last line: %d records, %v", len(recs), err)
	}
	bad := `{"dataset":"a"}` + "\nnot json\n" + `{"dataset":"c"}` + "\n"
	if _, err := resultset.ReadJSONL(strings.NewReader(bad)); err == nil {
		t.Error("a bad line in the middle was accepted")
	}
}

func TestCSVRowMatchesHeader(t *testing.T) {
	for _, r := range sample() {
		if got := len(resultset.CSVRow(&r)); got != len(resultset.CSVHeader) {
			t.Errorf("%d columns, header has %d", got, len(resultset.CSVHeader))
		}
	}
	var buf bytes.Buffer
	recs := sample()
	if err := resultset.WriteCSV(&buf, recs); err != nil {
		t.Fatal(err)
	}
}

// Results written before gc_per_op, peak_heap_bytes and the compressed
// sizes existed still load, with the figures absent rather than zero.
func TestOldResultsLoad(t *testing.T) {
	old := `{"dataset":"tickdata","variant":"seed","codec":"gob","op":"decode","status":"ok","ns_per_op":1200,` +
		`"runs":[1200,1190],"samples":[{"n":10,"ns_per_op":1200,"bytes_per_op":3,"allocs_per_op":1}]}` + "\n"
	recs, err := resultset.ReadJSONL(strings.NewReader(old))
	if err != nil || len(recs) != 1 {
		t.Fatalf("%d records, %v", len(recs), err)
	}
	r := recs[0]
	if r.GCPerOp != nil || r.PeakHeapBytes != nil || r.Samples[0].GCCycles != nil || r.ZstdBytes != nil || r.SnappyBytes != nil ||
		r.GzipBytes != nil || r.ZstdCompressNs != nil || r.ZstdDecompressNs != nil || r.BusyNsPerOp != nil || r.BusyRuns != nil {
		t.Errorf("absent figures read as present: %+v", r)
	}
	col := func(row []string, name string) string {
		i := slices.Index(resultset.CSVHeader, name)
		if i < 0 || len(row) != len(resultset.CSVHeader) {
			t.Fatalf("no column %s in a row of %d", name, len(row))
		}
		return row[i]
	}
	row := resultset.CSVRow(&r)
	if col(row, "gc_per_op") != "" || col(row, "peak_heap_bytes") != "" || col(row, "known_failure") != "" || col(row, "zstd_bytes") != "" ||
		col(row, "zstd_compress_ns") != "" || col(row, "busy_ns_per_op") != "" || col(row, "busy_live_heap_bytes") != "" {
		t.Errorf("csv row %q, want empty gc_per_op, peak_heap_bytes and known_failure", row)
	}
	peak, gc := 5e6, 0.25
	r.PeakHeapBytes, r.GCPerOp, r.PeakHeapCapped, r.KnownFailure = &peak, &gc, true, "a limit"
	row = resultset.CSVRow(&r)
	if col(row, "gc_per_op") != "0.25" || col(row, "peak_heap_bytes") != "5e+06" || col(row, "peak_heap_capped") != "true" ||
		col(row, "known_failure") != "a limit" {
		t.Errorf("csv row %q", row)
	}
}

// Unfinished counts the planned cells without a record, a cell written
// twice once, and knows nothing of a folder whose plan is unknown.
func TestUnfinished(t *testing.T) {
	rec := func(codec string) resultset.Record {
		return resultset.Record{Dataset: "d", Variant: "v", Codec: codec, Op: "encode"}
	}
	recs := []resultset.Record{rec("a"), rec("b"), rec("b")}
	for _, c := range []struct {
		env  *resultset.Env
		want int
	}{
		{nil, 0},
		{&resultset.Env{}, 0},
		{&resultset.Env{Planned: 2}, 0},
		{&resultset.Env{Planned: 5}, 3},
	} {
		if got := c.env.Unfinished(recs); got != c.want {
			t.Errorf("%+v: Unfinished = %d, want %d", c.env, got, c.want)
		}
	}
}

func mustRead(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// A run that counted instructions alone: bench.txt says time was not
// measured and has the count and no time line, and results.csv leaves the
// time columns empty.
func TestCountedAloneFiles(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "run")
	env := resultset.CaptureEnv("", []string{"std"})
	env.Settings = []string{"measure=instructions"}
	if env.TimeMeasured() {
		t.Fatal("TimeMeasured with measure=instructions")
	}
	w, err := resultset.Create(dir, env)
	if err != nil {
		t.Fatal(err)
	}
	ins := 21285.5
	rec := resultset.Record{Dataset: "tickdata", Variant: "seed", Codec: "protobuf", Op: "encode", Status: resultset.StatusOK,
		EncodedBytes: 559, MsgsPerOp: 1, Unit: "message", BytesPerOp: 576, AllocsPerOp: 1,
		InstructionsPerOp: &ins, InstructionsOps: 31472, InstructionsGCEvery: 6951}
	if err := w.Write(&rec); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	bench := string(mustRead(t, filepath.Join(dir, resultset.FileBench)))
	if !strings.Contains(bench, "serbench-time: "+resultset.TimeNotMeasured+"\n") || !strings.Contains(bench, " 31472 21285.5 instructions/op\n") ||
		strings.Contains(bench, " ns/op") || strings.Contains(bench, "p20") {
		t.Errorf("bench.txt of a count alone:\n%s", bench)
	}
	row := resultset.CSVRow(&rec)
	for _, col := range []string{"ns_per_op", "msgs_per_sec", "mb_per_sec"} {
		if v := row[slices.Index(resultset.CSVHeader, col)]; v != "" {
			t.Errorf("results.csv's %s is %q, want empty", col, v)
		}
	}
	if v := row[slices.Index(resultset.CSVHeader, "instructions_per_op")]; v != "21285.5" {
		t.Errorf("results.csv's instructions_per_op is %q", v)
	}
	for _, m := range []string{"", "time", "time,instructions", " instructions , time"} {
		e := resultset.Env{Settings: []string{"measure=" + m}}
		if m == "" {
			e.Settings = nil
		}
		if !e.TimeMeasured() {
			t.Errorf("measure %q: time not measured", m)
		}
	}
}
