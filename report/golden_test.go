package report

import (
	"flag"
	"fmt"
	"html"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/serbench/serbench/human"
	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/suite"
)

// update rewrites the golden files instead of comparing with them:
// go test ./report/ -run TestGolden -update.
var update = flag.Bool("update", false, "rewrite the golden files")

// goldenDir holds what the reports of goldenInput read as, as
// golang.org/x/perf's benchstat keeps its testdata: a change to the
// rendered output shows in the diff of these files.
const goldenDir = "testdata/golden"

// goldenRegistry is a registry of its own, not the catalog's, so that the
// golden files change with the renderers, not with a dataset's prose.
func goldenRegistry() *suite.Registry {
	info := suite.Info{
		Name: "tx", Title: "Transactions", Unit: "transaction",
		About: "Bank transactions, each an id, two accounts, an amount and a memo.",
		Seed: suite.Seed{File: "042-transactions.txt", Title: "Serializers compared", Machine: "old laptop",
			Flaws: []string{"it timed one run of each codec", "its JSON codec skipped the memo"}},
		Variants: []suite.VariantInfo{{Name: "small", About: "100 transactions"}},
		Published: []suite.Published{
			{Variant: "small", Codec: "json", Op: suite.Encode, NsPerOp: 4000, BytesPerOp: 900, AllocsPerOp: 12},
			{Variant: "small", Codec: "proto", Op: suite.Encode, NsPerOp: 1000, EncodedBytes: 48},
		},
		Ratios: []suite.Ratio{{Slow: "json", Fast: "proto"}},
		Findings: func(m suite.Measured) []string {
			j, okJ := m("small", "json", suite.Encode)
			p, okP := m("small", "proto", suite.Encode)
			if !okJ || !okP {
				return nil
			}
			return []string{fmt.Sprintf("json encodes in %s, proto in %s.", human.Duration(j.NsPerOp), human.Duration(p.NsPerOp))}
		},
	}
	return &suite.Registry{
		Codecs: []suite.Codec{
			{Name: "json", Title: "encoding/json", Module: "encoding/json", URL: "https://pkg.go.dev/encoding/json", Family: "JSON",
				Labels: []string{suite.LabelReflection, suite.LabelText}, Notes: "json.Marshal and json.Unmarshal"},
			{Name: "proto", Title: "Protocol Buffers", Module: "google.golang.org/protobuf", URL: "https://protobuf.dev",
				Family: "Protocol Buffers", Labels: []string{suite.LabelCodegen, suite.LabelBinary}, Notes: "proto.Marshal"},
			{Name: "flat", Title: "FlatBuffers", Module: "github.com/google/flatbuffers", Family: "FlatBuffers",
				Labels: []string{suite.LabelCodegen, suite.LabelBinary, suite.LabelZeroCopy}},
		},
		Datasets: []suite.Dataset{fakeDataset{info}},
	}
}

// goldenEnv is a run's env.json with fixed facts: no clock, no host.
func goldenEnv() *resultset.Env {
	return &resultset.Env{
		GoVersion: "go1.26.0", GOOS: "linux", GOARCH: "amd64", GOMAXPROCS: 2, NumCPU: 4,
		CPU: "Golden CPU @ 3.00GHz", MemTotal: "16 GiB", GODEBUG: "madvdontneed=1",
		Version: "0.1.0", Commit: "0123456789abcdef0123456789abcdef01234567",
		Modules: map[string]string{"google.golang.org/protobuf": "v1.36.0", "github.com/google/flatbuffers": "v25.1.0"},
		Started: time.Date(2025, 3, 14, 15, 9, 26, 0, time.UTC),
		Args:    []string{"run", "--dataset", "tx,gone", "--count", "6"},
		Count:   6, BenchTime: "100ms", Parallel: 2, Timing: "workers", Planned: 8,
		WallSeconds: 95.5, TimedSeconds: 60, InRunsSeconds: 41.5, LeadInSeconds: 16,
		PhaseSeconds: map[string]float64{"prepare": 4, "load": 6, "calibrate": 2, "warm_up": 3, "rounds": 60,
			"heap": 2.5, "compression": 12, "other": 1},
		VariantPhaseSeconds: map[string]map[string]float64{
			"tx/small": {"prepare": 1, "load": 2, "calibrate": 1, "warm_up": 1, "rounds": 20, "heap": 0.5, "compression": 2},
			"tx/large": {"prepare": 3, "load": 4, "calibrate": 1, "warm_up": 2, "rounds": 40, "heap": 2, "compression": 10,
				"other": 1},
		},
	}
}

// goldenInput is a small run: one dataset of the registry's, with the
// seed's figures and ratios, an interval on every time, compressed sizes,
// a busy pass, a parallel pass, a zero-copy read and a failed cell; and one
// dataset the registry no longer has, whose records stand alone.
func goldenInput() Input {
	p := func(x float64) *float64 { return &x }
	cycles := func(n uint64) *uint64 { return &n }
	cell := func(dataset, variant, codec, op string, ns float64, labels ...string) resultset.Record {
		// In 64ths of ns, so that every figure is exact in binary.
		at := func(k float64) float64 { return ns * k / 64 }
		runs := []float64{at(66), at(64), at(65), at(67), at(64.5), at(66)}
		r := resultset.Record{Dataset: dataset, Variant: variant, Codec: codec, Op: op, Labels: labels, Status: resultset.StatusOK,
			NsPerOp: ns, NsCILow: p(at(63)), NsCIHigh: p(at(66)),
			NsMedian: p(at(65.5)), NsMedianCILow: p(at(64)), NsMedianCIHigh: p(at(67)),
			MsgsPerOp: 100, MsgsPerSec: 100 * 1e9 / ns, Unit: "transaction", Runs: runs, GCPerOp: p(0.002)}
		for _, x := range runs {
			r.Samples = append(r.Samples, resultset.Sample{N: 1000, NsPerOp: x, GCCycles: cycles(2)})
		}
		return r
	}
	jsonLabels := []string{suite.LabelReflection, suite.LabelText}
	protoLabels := []string{suite.LabelCodegen, suite.LabelBinary}
	flatLabels := []string{suite.LabelCodegen, suite.LabelBinary, suite.LabelZeroCopy}

	jsonEnc := cell("tx", "small", "json", "encode", 3200, jsonLabels...)
	jsonEnc.BytesPerOp, jsonEnc.AllocsPerOp, jsonEnc.EncodedBytes = 1200, 14, 96
	jsonEnc.PeakHeapBytes = p(2400)
	jsonEnc.ZstdBytes, jsonEnc.SnappyBytes, jsonEnc.GzipBytes, jsonEnc.ZstdCompressNs, jsonEnc.ZstdDecompressNs = p(60), p(80), p(64), p(900), p(300)
	jsonEnc.BusyNsPerOp, jsonEnc.BusyNsCILow, jsonEnc.BusyNsCIHigh, jsonEnc.BusyLiveHeapBytes = p(4800), p(4700), p(5000), p(64<<20)
	jsonEnc.LiveHeapBytes = p(3 << 20)
	jsonEnc.ParallelMsgsPerSec = map[int]float64{1: 3.1e7, 2: 5.0e7}
	jsonEnc.ParallelEfficiency = map[int]float64{1: 1, 2: 0.81}
	jsonEnc.ParallelGCPerOp = map[int]float64{1: 0.002, 2: 0.003}
	jsonEnc.ParallelGCShare = map[int]float64{1: 0.04, 2: 0.09}
	jsonEnc.ParallelControl = map[int]float64{1: 1, 2: 0.97}
	jsonEnc.ParallelSeconds = p(1.5)

	jsonDec := cell("tx", "small", "json", "decode", 9100, jsonLabels...)
	jsonDec.BytesPerOp, jsonDec.AllocsPerOp, jsonDec.EncodedBytes = 2600, 41, 96
	jsonDec.BusyNsPerOp = p(15000)

	protoEnc := cell("tx", "small", "proto", "encode", 900, protoLabels...)
	protoEnc.BytesPerOp, protoEnc.AllocsPerOp, protoEnc.EncodedBytes = 56, 1, 50
	protoEnc.ZstdBytes, protoEnc.SnappyBytes, protoEnc.GzipBytes, protoEnc.ZstdCompressNs, protoEnc.ZstdDecompressNs = p(52), p(51), p(58), p(700), p(250)
	protoEnc.BusyNsPerOp = p(950)
	protoEnc.ParallelMsgsPerSec = map[int]float64{1: 1.1e8, 2: 2.1e8}
	protoEnc.ParallelEfficiency = map[int]float64{1: 1, 2: 0.95}
	protoEnc.ParallelGCPerOp = map[int]float64{1: 0, 2: 0}
	protoEnc.ParallelControl = map[int]float64{1: 1, 2: 0.97}
	protoEnc.ParallelSeconds = p(1.2)

	protoDec := cell("tx", "small", "proto", "decode", 1800, protoLabels...)
	protoDec.BytesPerOp, protoDec.AllocsPerOp, protoDec.EncodedBytes = 480, 9, 50

	flatDec := cell("tx", "small", "flat", "decode", 40, flatLabels...)
	flatDec.EncodedBytes = 72
	flatRead := cell("tx", "small", "flat", "read", 700, flatLabels...)
	flatRead.EncodedBytes = 72

	flatEnc := resultset.Record{Dataset: "tx", Variant: "small", Codec: "flat", Op: "encode", Labels: flatLabels,
		Status: resultset.StatusFailed, Error: "validation: message 3: decoded memo differs\nat field 4", Unit: "transaction", MsgsPerOp: 100}

	gone := cell("gone", "v1", "proto", "encode", 120, protoLabels...)
	gone.EncodedBytes = 50
	gone.NsCILow, gone.NsCIHigh, gone.NsMedianCILow, gone.NsMedianCIHigh = nil, nil, nil, nil // too few runs for an interval
	gone.Runs, gone.Samples = gone.Runs[:2], gone.Samples[:2]

	recs := []resultset.Record{jsonEnc, protoEnc, flatEnc, jsonDec, protoDec, flatDec, flatRead, gone}
	for i := range recs {
		if r := &recs[i]; r.OK() {
			r.MBPerSec = r.MsgsPerSec * r.EncodedBytes / 1e6
		}
	}
	return Input{Registry: goldenRegistry(), Env: goldenEnv(), Records: recs}
}

// goldenFiles renders goldenInput through the real renderers and writers:
// Markdown, HTML (its visible text) and the results folder's Writer.
func goldenFiles(t *testing.T) map[string]string {
	t.Helper()
	in := goldenInput()
	dir := t.TempDir()
	page, err := HTML(in, dir)
	if err != nil {
		t.Fatal(err)
	}
	w, err := resultset.Create(dir, in.Env)
	if err != nil {
		t.Fatal(err)
	}
	for i := range in.Records {
		if err := w.Write(&in.Records[i]); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	csv, err := os.ReadFile(filepath.Join(dir, resultset.FileCSV))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{
		resultset.FileReport:        string(Markdown(in)),
		resultset.FileHTML + ".txt": visibleText(page),
		resultset.FileCSV:           string(csv),
	}
	for name, text := range out {
		if strings.Contains(text, dir) {
			t.Errorf("%s holds the test's folder %s: a golden file must not", name, dir)
		}
	}
	return out
}

// The reports of a fixed, small results set read as the golden files
// under testdata/golden; -update rewrites them.
func TestGolden(t *testing.T) {
	got := goldenFiles(t)
	// Rendered twice, the same: no map order or clock leaks in.
	for name, text := range goldenFiles(t) {
		if text != got[name] {
			t.Errorf("%s: two renderings of the same records differ at %s", name, firstDiff(text, got[name]))
		}
	}
	for _, name := range []string{resultset.FileReport, resultset.FileHTML + ".txt", resultset.FileCSV} {
		path := filepath.Join(goldenDir, name)
		if *update {
			if err := os.MkdirAll(goldenDir, 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, []byte(got[name]), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%v (go test ./report/ -run TestGolden -update writes it)", err)
		}
		if got[name] != string(want) {
			t.Errorf("%s differs from %s at %s\nIf the change is meant, rewrite the golden files with go test ./report/ -run TestGolden -update and review their diff.",
				name, path, firstDiff(got[name], string(want)))
		}
	}
}

// firstDiff names the first line where got and want differ and the
// column (in characters) where they part, and shows both lines: whole
// when short, else around that column.
func firstDiff(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := range max(len(g), len(w)) {
		if i < len(g) && i < len(w) && g[i] == w[i] {
			continue
		}
		gr, wr := []rune(nil), []rune(nil)
		if i < len(g) {
			gr = []rune(g[i])
		}
		if i < len(w) {
			wr = []rune(w[i])
		}
		col := 0
		for col < len(gr) && col < len(wr) && gr[col] == wr[col] {
			col++
		}
		show := func(line []rune, ok bool) string {
			if !ok {
				return "(end of file)"
			}
			const width = 40 // characters either side of col, on a long line
			from, to, pre, post := 0, len(line), "", ""
			if len(line) > 3*width {
				from, to = max(0, col-width), min(len(line), col+width)
				if from > 0 {
					pre = "…"
				}
				if to < len(line) {
					post = "…"
				}
			}
			return pre + strconv.Quote(string(line[from:to])) + post
		}
		return fmt.Sprintf("line %d, column %d (%d lines, want %d):\n  got:  %s\n  want: %s",
			i+1, col+1, len(g), len(w), show(gr, i < len(g)), show(wr, i < len(w)))
	}
	return "no line (the texts are the same)"
}

func TestFirstDiff(t *testing.T) {
	long := strings.Repeat("x", 100)
	for _, c := range []struct{ got, want, diff string }{
		{"a\nb\nc", "a\nB\nc", "line 2, column 1 (3 lines, want 3):\n  got:  \"b\"\n  want: \"B\""},
		{"a\nb", "a\nb\nc", "line 3, column 1 (2 lines, want 3):\n  got:  (end of file)\n  want: \"c\""},
		{"a\n", "a", "line 2, column 1 (2 lines, want 1):\n  got:  \"\"\n  want: (end of file)"},
		{"µs 1.00", "µs 1.50", "line 1, column 6 (1 lines, want 1):\n  got:  \"µs 1.00\"\n  want: \"µs 1.50\""},
		{long + "ab" + long, long + "aB" + long, "line 1, column 102 (1 lines, want 1):\n" +
			"  got:  …\"" + long[:39] + "ab" + long[:39] + "\"…\n  want: …\"" + long[:39] + "aB" + long[:39] + "\"…"},
	} {
		if got := firstDiff(c.got, c.want); got != c.diff {
			t.Errorf("firstDiff(%.20q, %.20q) =\n%s\nwant\n%s", c.got, c.want, got, c.diff)
		}
	}
}

// visibleText is the text a reader of an HTML page sees, a line per
// block: the tags dropped, and with them the head, scripts, style sheets
// and inline SVG; a table row is a line of cells separated by " | ";
// entities are decoded and runs of white space made one space. It reads
// the html/template output of htmlpage, whose attribute values hold no
// unescaped '>'.
func visibleText(page []byte) string {
	s := string(page)
	var b strings.Builder
	for len(s) > 0 {
		lt := strings.IndexByte(s, '<')
		if lt < 0 {
			lt = len(s)
		}
		b.WriteString(html.UnescapeString(s[:lt]))
		s = s[lt:]
		if strings.HasPrefix(s, "<!--") {
			end := strings.Index(s, "-->")
			if end < 0 {
				break
			}
			s = s[end+len("-->"):]
			continue
		}
		gt := strings.IndexByte(s, '>')
		if gt < 0 {
			break
		}
		tag := s[1:gt]
		s = s[gt+1:]
		closing := strings.HasPrefix(tag, "/")
		name := ""
		if f := strings.FieldsFunc(tag, func(r rune) bool { return r == '/' || r == ' ' || r == '\t' || r == '\n' }); len(f) > 0 {
			name = strings.ToLower(f[0])
		}
		switch name {
		case "head", "script", "style", "svg":
			// Not shown: on to the end tag, whatever the content holds.
			if !closing {
				end := strings.Index(strings.ToLower(s), "</"+name)
				if end < 0 {
					s = ""
				}
				s = s[max(end, 0):]
			}
		case "td", "th":
			if !closing {
				b.WriteString(" | ")
			}
		case "a", "strong", "em", "b", "i", "code", "small", "abbr":
			// Inline: the text runs on.
		case "br", "p", "div", "li", "dt", "dd", "tr", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "dl", "table",
			"thead", "tbody", "section", "header", "footer", "nav", "main", "figure", "figcaption", "details", "summary",
			"form", "label", "option", "html", "body":
			b.WriteString("\n")
		default:
			b.WriteString(" ")
		}
	}
	var lines []string
	for _, l := range strings.Split(b.String(), "\n") {
		if l = strings.Join(strings.Fields(l), " "); l != "" {
			lines = append(lines, strings.TrimPrefix(l, "| "))
		}
	}
	return strings.Join(lines, "\n") + "\n"
}

func TestVisibleText(t *testing.T) {
	page := []byte(`<!DOCTYPE html><html><head><title>t</title><style>p{}</style></head><body>
<!-- note --><h1>Title &amp; more</h1><p class="x">one <strong>two</strong>: three</p>
<svg><text>chart</text></svg><table><tr><th>a</th><th>b</th></tr><tr><td>1<span class="sub">seed 2</span></td><td>3</td></tr></table>
<script>var x = "<p>no</p>";</script></body></html>`)
	want := "Title & more\none two: three\na | b\n1 seed 2 | 3\n"
	if got := visibleText(page); got != want {
		t.Errorf("visibleText:\n%s\nwant:\n%s", got, want)
	}
}
