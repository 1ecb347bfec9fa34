package cli_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/serbench/serbench/datasets/boutique"
	"github.com/serbench/serbench/internal/cli"
	"github.com/serbench/serbench/measure"
	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/runner"
	"github.com/serbench/serbench/userproto"
)

// The test binary doubles as serbench for run's timing workers, which
// re-execute the program they run in.
// With cliEnv set, it is serbench itself, for the tests that kill a run.
func TestMain(m *testing.M) {
	if len(os.Args) > 1 && os.Args[1] == "time-worker" || os.Getenv(cliEnv) == "1" {
		os.Exit(cli.Main(os.Args[1:], os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// cliEnv makes the test binary serbench's command line.
const cliEnv = "SERBENCH_TEST_CLI"

func run(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = cli.Main(args, &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestBadUsageExits2WithOneLineAndNoFolder(t *testing.T) {
	t.Chdir(t.TempDir())
	for _, args := range [][]string{
		{"run", "--dataset", "nope"},
		{"run", "--codec", "nope"},
		{"run", "--dataset", "tickdata", "--variant", "nope"},
		{"run", "--op", "write"},
		{"run", "--count", "0"},
		{"run", "--benchtime", "-1s"},
		{"run", "--benchtime", "soon"},
		{"run", "--cpu", "0"},
		{"run", "--cpu", "many"},
		{"run", "--parallel", "-2"},
		{"run", "--parallel", "many"},
		{"verify", "--parallel", "2"},
		{"run", "--bogus"},
		{"verify", "--dataset", "nope"},
		{"frobnicate"},
		{"report"},
		{"report", "no-such-folder"},
		{"compare"},
		{"compare", "."},
		{"compare", "no-such-folder", "."},
		{"compare", ".", ".", "extra"},
		{"compare", ".", ".", "--fail-above", "-1"},
		{"compare", ".", ".", "--fail-above", "lots"},
		{"compare", "--bogus", ".", "."},
		{"run", "--busy", "sometimes"},
		{"run", "--busy", "all", "--workers=false"},
		{"run", "--measure", "speed"},
		{"run", "--measure", "time,"},
		{"run", "--measure", "instructions", "--workers=false"},
		{"fidelity", "--rounds", "0"},
		{"fidelity", "--count", "0"},
		{"fidelity", "--cell", "tickdata/seed/protobuf"},
		{"fidelity", "--cell", "tickdata/seed/nope/encode"},
		{"fidelity", "--cell", "tickdata/seed/protobuf/fly"},
		{"fidelity", "extra"},
		{"fidelity", "--measure", "speed"},
		{"fidelity", "--measure", "instructions", "--concurrent"},
		{"fidelity", "--measure", "instructions", "--workers=false"},
		{"fidelity-worker", "plain"},
		{"fidelity-worker", "sideways", "tickdata/seed/protobuf/encode"},
		{"publish", "--rebuild", "--from", "somewhere"},
		{"publish", "--rebuild", "--", "--dataset", "structs"},
	} {
		code, _, stderr := run(t, args...)
		if code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
		if strings.Count(strings.TrimSpace(stderr), "\n") != 0 || !strings.HasPrefix(stderr, "serbench: ") {
			t.Errorf("%v: stderr is not one line: %q", args, stderr)
		}
		if entries, _ := os.ReadDir("."); len(entries) != 0 {
			t.Errorf("%v left %d entries behind", args, len(entries))
		}
	}
	// Nothing published yet: nothing to rebuild, and nothing written.
	if code, _, stderr := run(t, "publish", "--rebuild", "--root", "results"); code != 1 || !strings.Contains(stderr, "no published run") {
		t.Errorf("publish --rebuild without published runs: exit %d, %q", code, stderr)
	}
	_, _, stderr := run(t, "run", "--dataset", "nope")
	for _, want := range []string{`"nope"`, "transaction", "tickdata"} {
		if !strings.Contains(stderr, want) {
			t.Errorf("error %q does not name %s", stderr, want)
		}
	}
}

func TestRunWritesEveryFile(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out")
	procs := runtime.GOMAXPROCS(0)
	code, stdout, stderr := run(t, "run", "--dataset", "tickdata", "--variant", "seed", "--codec", "protobuf,protojson",
		"--count", "2", "--benchtime", "1ms", "--cpu", "3", "--out", dir, "--parallel", "--workers")
	if code != 0 {
		t.Fatalf("exit %d\n%s\n%s", code, stdout, stderr)
	}
	if got := runtime.GOMAXPROCS(0); got != procs {
		t.Errorf("GOMAXPROCS %d after the run, %d before: --cpu was not put back", got, procs)
	}
	env, err := resultset.ReadEnv(filepath.Join(dir, resultset.FileEnv))
	if err != nil || env.GOMAXPROCS != 3 {
		t.Errorf("env.json: GOMAXPROCS %v (%v); want --cpu's 3", env, err)
	}
	// The workers' rounds say what they held: runs and their lead-ins,
	// within the rounds' time.
	if env == nil || env.InRunsSeconds <= 0 || env.LeadInSeconds < 0 || env.InRunsSeconds+env.LeadInSeconds > env.TimedSeconds+0.002 {
		t.Errorf("env.json: the rounds' parts are not within them: %+v", env)
	}
	if bench, _ := os.ReadFile(filepath.Join(dir, resultset.FileBench)); !bytes.Contains(bench, []byte("/protobuf/encode-3 ")) {
		t.Errorf("bench.txt names do not carry --cpu's 3:\n%.300s", bench)
	}
	// Three ops and update (tickdata declares one) for each of two codecs.
	if !strings.Contains(stderr, "[8/8]") {
		t.Errorf("no progress on stderr: %q", stderr)
	}
	if !strings.Contains(stdout, dir) || !strings.Contains(stdout, "protojson") {
		t.Errorf("summary does not name the folder and codecs:\n%s", stdout)
	}
	for _, f := range []string{resultset.FileJSONL, resultset.FileCSV, resultset.FileBench, resultset.FileEnv, resultset.FileReport,
		"charts/tickdata-encode.png", "charts/tickdata-decode.svg", "charts/tickdata-size.png"} {
		if st, err := os.Stat(filepath.Join(dir, f)); err != nil || st.Size() == 0 {
			t.Errorf("%s: %v", f, err)
		}
	}
	folder, err := resultset.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	recs := folder.Records
	sizes := map[string]float64{}
	for _, r := range recs {
		if !r.OK() {
			t.Errorf("%s: %s %s", r.Name(), r.Status, r.Error)
		}
		sizes[r.Codec] = r.EncodedBytes
	}
	if len(recs) != 8 || sizes["protobuf"] != 559 || sizes["protojson"] != 1158 {
		t.Errorf("%d records, sizes %v; want 8 with the seed's 559 and 1,158 bytes", len(recs), sizes)
	}
	md, _ := os.ReadFile(filepath.Join(dir, resultset.FileReport))
	for _, want := range []string{"## tickdata", "published time/op", "3.27 µs", "`protojson` ÷ `protobuf`", "2.07×",
		"(charts/tickdata-encode.png)", "(charts/tickdata-size.svg)"} {
		if !bytes.Contains(md, []byte(want)) {
			t.Errorf("report.md lacks %q", want)
		}
	}

	for _, want := range []string{"GC/op", "peak heap", "Relative to best"} {
		if !bytes.Contains(md, []byte(want)) {
			t.Errorf("report.md lacks %q", want)
		}
	}
	page, err := os.ReadFile(filepath.Join(dir, resultset.FileHTML))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`id="ds-tickdata"`, `id="v-tickdata-seed-cells"`, `src="data:image/svg`, "seed 3.27 µs",
		"GC/op", "peak heap", "Relative to best", "Environment"} {
		if !bytes.Contains(page, []byte(want)) {
			t.Errorf("report.html lacks %q", want)
		}
	}
	for _, r := range recs {
		if r.GCPerOp == nil {
			t.Errorf("%s: no gc_per_op", r.Name())
		}
		// Every encode cell carries its compressed sizes and zstd times.
		if has := r.ZstdBytes != nil && r.SnappyBytes != nil && r.GzipBytes != nil && r.ZstdCompressNs != nil && r.ZstdDecompressNs != nil; has != (r.Op == "encode") {
			t.Errorf("%s: compressed sizes present %v", r.Name(), has)
		}
	}
	// A bare --parallel is the number of CPUs: every encode and decode
	// cell carries its throughput on 1 … NumCPU goroutines.
	if env.Parallel != runtime.NumCPU() {
		t.Errorf("env.json: parallel %d, want the number of CPUs, %d", env.Parallel, runtime.NumCPU())
	}
	for _, r := range recs {
		want := 0
		if r.Op == "encode" || r.Op == "decode" {
			want = runtime.NumCPU()
		}
		if gs := r.Goroutines(); len(gs) != want || r.ParallelError != "" {
			t.Errorf("%s: parallel pass on goroutines %v (%q), want 1 to %d", r.Name(), gs, r.ParallelError, want)
		}
	}
	if !bytes.Contains(md, []byte("Parallel throughput")) {
		t.Error("report.md lacks the parallel throughput")
	}
	if env.Modules["github.com/klauspost/compress"] == "" {
		t.Errorf("env.json lacks the compressors' module version: %v", env.Modules)
	}
	for _, want := range []string{"Compressed size per message", "| `protobuf` | Protocol Buffers | 559 B |", "encode + zstd"} {
		if !bytes.Contains(md, []byte(want)) {
			t.Errorf("report.md lacks %q", want)
		}
	}
	for _, want := range []string{`id="v-tickdata-seed-compressed"`, "charts/tickdata-compressed.png"} {
		if !bytes.Contains(page, []byte(want)) && !bytes.Contains(md, []byte(want)) {
			t.Errorf("the reports lack %q", want)
		}
	}

	// report DIR re-renders the same reports.
	for _, f := range []string{resultset.FileReport, resultset.FileHTML} {
		if err := os.Remove(filepath.Join(dir, f)); err != nil {
			t.Fatal(err)
		}
	}
	code, stdout, stderr = run(t, "report", dir)
	if code != 0 || !strings.Contains(stdout, resultset.FileHTML) {
		t.Fatalf("report: exit %d: %s%s", code, stdout, stderr)
	}
	again, _ := os.ReadFile(filepath.Join(dir, resultset.FileReport))
	if !bytes.Equal(md, again) {
		t.Error("report DIR rendered a different report.md")
	}
	pageAgain, _ := os.ReadFile(filepath.Join(dir, resultset.FileHTML))
	if !bytes.Equal(page, pageAgain) {
		t.Error("report DIR rendered a different report.html")
	}

	// A run compared with itself: every cell "~", exit 0, compare.html in it.
	code, stdout, stderr = run(t, "compare", dir, dir)
	if code != 0 {
		t.Fatalf("compare with itself: exit %d: %s", code, stderr)
	}
	rows := 0
	for _, line := range strings.Split(stdout, "\n") {
		if strings.HasPrefix(line, "| seed/") {
			rows++
			if !strings.HasSuffix(line, "| ~ |") {
				t.Errorf("compared with itself: %s", line)
			}
		}
	}
	if rows != 8 {
		t.Errorf("%d cell rows, want 8 (update cells too):\n%s", rows, stdout)
	}
	if _, err := os.Stat(filepath.Join(dir, resultset.FileCompare)); err != nil {
		t.Errorf("no compare.html in NEW: %v", err)
	}
}

// writeRun writes a results folder of one dataset's cells, each with runs
// around its time.
func writeRun(t *testing.T, dir string, times map[string]float64) {
	t.Helper()
	w, err := resultset.Create(dir, &resultset.Env{GoVersion: "go1.26", GOMAXPROCS: 2})
	if err != nil {
		t.Fatal(err)
	}
	for _, codec := range slices.Sorted(maps.Keys(times)) {
		rec := resultset.Record{Dataset: "tickdata", Variant: "seed", Codec: codec, Op: "encode", Status: resultset.StatusOK, MsgsPerOp: 1}
		var runs []measure.Run
		for i := range 10 {
			runs = append(runs, measure.Run{N: 1000, NsPerOp: times[codec] * (1 + 0.001*float64(i))})
		}
		runner.Fill(&rec, runs)
		if err := w.Write(&rec); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
}

func TestCompareGate(t *testing.T) {
	dir := t.TempDir()
	old, drifted, new := filepath.Join(dir, "old"), filepath.Join(dir, "drifted"), filepath.Join(dir, "new")
	// The host 15% slower in NEW for every codec, and protobuf 30% slower
	// than that; json gone, protojson new.
	writeRun(t, old, map[string]float64{"protobuf": 1000, "gob": 5000, "json": 3000, "msgp": 2000, "cbor": 4000})
	writeRun(t, drifted, map[string]float64{"protobuf": 1150, "gob": 5750, "json": 3450, "msgp": 2300, "cbor": 4600})
	writeRun(t, new, map[string]float64{"protobuf": 1495, "gob": 5750, "protojson": 9000, "msgp": 2300, "cbor": 4600})

	code, stdout, stderr := run(t, "compare", old, new)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{"## How well the runs agree", "| tickdata/seed | 4 | 4 | +15.00% | – |",
		"| seed/protobuf/encode | 1.00 µs | 1.50 µs | +49.50% | +30.00% |", "| slower |",
		"Only in old (1)", "tickdata/seed/json/encode", "Only in new (1)", "tickdata/seed/protojson/encode", "**geomean** (4 cells)"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("comparison lacks %q:\n%s", want, stdout)
		}
	}
	// The host's drift alone trips no gate.
	if code, _, stderr = run(t, "compare", "--fail-above", "10", old, drifted, "--html", "-"); code != 0 {
		t.Errorf("--fail-above 10 on the host's drift alone: got exit %d, want 0: %q", code, stderr)
	}
	// A 30% slowdown beyond the drift trips a 10% gate and names the cell,
	// but not a 50% one.
	code, _, stderr = run(t, "compare", "--fail-above", "10", old, new, "--html", "-")
	if code != 1 || !strings.Contains(stderr, "tickdata/seed/protobuf/encode +30.00%") || strings.Count(strings.TrimSpace(stderr), "\n") != 0 {
		t.Errorf("--fail-above 10: got exit %d, %q; want exit 1 naming protobuf +30.00%%", code, stderr)
	}
	if code, _, stderr = run(t, "compare", old, new, "--fail-above", "50"); code != 0 {
		t.Errorf("--fail-above 50: got exit %d, %q; want 0", code, stderr)
	}
	html := filepath.Join(dir, "cmp.html")
	if code, _, _ = run(t, "compare", old, new, "--html", html); code != 0 {
		t.Errorf("--html: exit %d", code)
	}
	page, err := os.ReadFile(html)
	if err != nil || !bytes.Contains(page, []byte("&#43;30.00%")) || !bytes.Contains(page, []byte("Only in old")) ||
		!bytes.Contains(page, []byte("How well the runs agree")) {
		t.Errorf("compare.html: %v\n%.400s", err, page)
	}
}

func TestVerify(t *testing.T) {
	code, stdout, stderr := run(t, "verify", "--dataset", "tickdata")
	if code != 0 || !strings.Contains(stdout, "0 failed") {
		t.Errorf("verify: exit %d\n%s\n%s", code, stdout, stderr)
	}
}

func TestList(t *testing.T) {
	code, stdout, _ := run(t, "list", "--json")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	var cat cli.CatalogJSON
	if err := json.Unmarshal([]byte(stdout), &cat); err != nil {
		t.Fatal(err)
	}
	if len(cat.Datasets) < 2 || cat.Cells <= cat.DefaultCells || len(cat.Codecs) < 4 {
		t.Errorf("catalog %+v", cat)
	}
	code, stdout, _ = run(t, "list")
	if code != 0 || !strings.Contains(stdout, "variant 1000000") || !strings.Contains(stdout, "(--full)") {
		t.Errorf("list: exit %d\n%s", code, stdout)
	}
}

func TestHelp(t *testing.T) {
	code, stdout, _ := run(t, "help")
	if code != 0 || !strings.Contains(stdout, "serbench run") {
		t.Errorf("help: exit %d\n%s", code, stdout)
	}
}

// TestHelpMessagesDefault: run's help states userproto's default of
// --messages, which package cli cannot import to print it.
func TestHelpMessagesDefault(t *testing.T) {
	_, stdout, _ := run(t, "run", "--help")
	want := fmt.Sprintf("(default %d)", userproto.DefaultMessages)
	if line := regexp.MustCompile(`--messages .*`).FindString(stdout); !strings.Contains(line, want) {
		t.Errorf("--messages's help line %q lacks %s", line, want)
	}
}

func TestPayloads(t *testing.T) {
	dir := t.TempDir()
	payloads := filepath.Join(dir, "payloads")
	if err := boutique.WritePayloads(payloads, boutique.GenerateTrace()[:400]); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(payloads, "Unknown.jsonl"), []byte("{}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "run")
	code, stdout, stderr := run(t, "run", "--dataset", "boutique", "--variant", "trace", "--codec", "protobuf,flatbuffers",
		"--op", "decode", "--count", "1", "--benchtime", "1ms", "--payloads", payloads, "--out", out)
	if code != 0 {
		t.Fatalf("exit %d\n%s\n%s", code, stdout, stderr)
	}
	if !strings.Contains(stderr, "Unknown.jsonl") {
		t.Errorf("no warning naming the unknown file:\n%s", stderr)
	}
	folder, err := resultset.Load(out)
	if err != nil {
		t.Fatal(err)
	}
	recs := folder.Records
	for _, r := range recs {
		if !r.OK() || r.Latency == nil || r.Latency.Count != 400 {
			t.Errorf("%s: %s %s, latency %+v", r.Name(), r.Status, r.Error, r.Latency)
		}
	}

	// A malformed line fails the run before anything is timed, naming file and line.
	if err := os.WriteFile(filepath.Join(payloads, "Money.jsonl"), []byte(`{"currency_code":"EUR","units":"3"}`+"\nnot json\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, stderr = run(t, "run", "--dataset", "boutique", "--payloads", payloads, "--out", filepath.Join(dir, "bad"))
	if code != 1 || !strings.Contains(stderr, "Money.jsonl") || !strings.Contains(stderr, ":2") {
		t.Errorf("malformed line: exit %d, %q", code, stderr)
	}
	if _, err := os.Stat(filepath.Join(dir, "bad")); err == nil {
		t.Error("a failed load left a results folder")
	}
	// A folder that does not exist is bad usage.
	code, _, stderr = run(t, "run", "--dataset", "boutique", "--payloads", filepath.Join(dir, "nope"))
	if code != 2 || strings.Count(strings.TrimSpace(stderr), "\n") != 0 {
		t.Errorf("missing folder: exit %d, %q", code, stderr)
	}
	// No selected dataset reads files: bad usage, naming those that do.
	code, _, stderr = run(t, "run", "--dataset", "tickdata", "--payloads", payloads, "--out", filepath.Join(dir, "none"))
	if code != 2 || !strings.Contains(stderr, "valid: boutique") || strings.Count(strings.TrimSpace(stderr), "\n") != 0 {
		t.Errorf("--payloads without a dataset that reads files: exit %d, %q", code, stderr)
	}
}

// writeCounts writes a results folder of one dataset's encode cells
// counted alone (run --measure instructions): a count each, no runs.
func writeCounts(t *testing.T, dir string, counts map[string]float64) {
	t.Helper()
	w, err := resultset.Create(dir, &resultset.Env{GoVersion: "go1.26", GOMAXPROCS: 1, Settings: []string{"measure=instructions"}})
	if err != nil {
		t.Fatal(err)
	}
	for _, codec := range slices.Sorted(maps.Keys(counts)) {
		ins := counts[codec]
		rec := resultset.Record{Dataset: "tickdata", Variant: "seed", Codec: codec, Op: "encode", Status: resultset.StatusOK, MsgsPerOp: 1, InstructionsPerOp: &ins}
		if err := w.Write(&rec); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
}

// Where both runs counted instructions, --fail-above reads the counts: a
// rise above the threshold fails and names the cell's count, whatever
// the host did; a rise under it passes.
func TestCompareGateCounts(t *testing.T) {
	dir := t.TempDir()
	old, same, new := filepath.Join(dir, "old"), filepath.Join(dir, "same"), filepath.Join(dir, "new")
	writeCounts(t, old, map[string]float64{"protobuf": 21329, "gob": 49586, "msgp": 30000})
	writeCounts(t, same, map[string]float64{"protobuf": 21331, "gob": 49900, "msgp": 29990})
	writeCounts(t, new, map[string]float64{"protobuf": 21329, "gob": 52065, "msgp": 30000})
	code, stdout, stderr := run(t, "compare", "--fail-above", "2", old, new, "--html", "-")
	if code != 1 || !strings.Contains(stderr, "above the threshold of 2%: tickdata/seed/gob/encode +5.00% instructions/op") ||
		strings.Contains(stderr, "protobuf") || strings.Contains(stderr, "msgp") {
		t.Errorf("--fail-above 2 on gob's 5%% more instructions: exit %d, %q", code, stderr)
	}
	for _, want := range []string{"| seed/gob/encode | 49,586 | 52,065 | +5.00% | more |", "3 cells counted in both runs: 1 with more",
		"--fail-above PCT reads each cell's instructions per op"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("comparison lacks %q:\n%s", want, stdout)
		}
	}
	if strings.Contains(stdout, "ns") && strings.Contains(stdout, "| cell | old | new | change | beyond drift |") {
		t.Errorf("a comparison of counts alone has a time table:\n%s", stdout)
	}
	if code, _, stderr := run(t, "compare", "--fail-above", "2", old, same, "--html", "-"); code != 0 {
		t.Errorf("--fail-above 2 on counts within 1%%: exit %d, %q", code, stderr)
	}
}
