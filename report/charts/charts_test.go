package charts

import (
	"bytes"
	"encoding/xml"
	"errors"
	"image"
	_ "image/png"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"gonum.org/v1/plot"

	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/suite"
)

// fakeDataset is a registry entry with only an Info.
type fakeDataset struct{ info suite.Info }

func (d fakeDataset) Info() suite.Info                               { return d.info }
func (d fakeDataset) Bind(string, *suite.Codec) (*suite.Bound, bool) { return nil, false }
func (d fakeDataset) Load(string) (suite.Loaded, error)              { return nil, errors.New("fake") }

func testRegistry() *suite.Registry {
	var codecs []suite.Codec
	for _, name := range []string{"gob", "json", "easyjson", "protobuf", "protojson", "symphony", "symphony-hybrid", "symphony-raw"} {
		codecs = append(codecs, suite.Codec{Name: name})
	}
	return &suite.Registry{
		Codecs: codecs,
		Datasets: []suite.Dataset{
			fakeDataset{suite.Info{Name: "transaction", Variants: []suite.VariantInfo{
				{Name: "5000", About: "5,000 transactions in one message"},
				{Name: "30000", About: "30,000 transactions in one message"},
				{Name: "200000", About: "200,000 transactions in one message"},
			}}},
			fakeDataset{suite.Info{Name: "tickdata", Variants: []suite.VariantInfo{
				{Name: "seed", About: "the published message: zeros, empty ids, 43 × \"a\""},
				{Name: "filled", About: "the same counts with realistic contents: hex ids, random fees and bytes"},
			}}},
		},
	}
}

func ptr(v float64) *float64 { return &v }

// okRec is a measured cell with a ±3% interval.
func okRec(ds, variant, codec, op string, ns, size float64) resultset.Record {
	return resultset.Record{
		Dataset: ds, Variant: variant, Codec: codec, Op: op, Status: resultset.StatusOK,
		NsPerOp: ns, NsCILow: ptr(ns * 0.97), NsCIHigh: ptr(ns * 1.04), EncodedBytes: size,
	}
}

// testRecords: 2 datasets, 3 variants with a 40× spread between them, 4
// codecs, a failed cell, a cell without an interval, a read panel whose
// spread calls for a log scale, and a dataset the registry does not know.
func testRecords() []resultset.Record {
	var recs []resultset.Record
	perTx := map[string]float64{"gob": 1500, "json": 2600, "protobuf": 300, "protojson": 5200}
	sizeTx := map[string]float64{"gob": 1180, "json": 1600, "protobuf": 1130, "protojson": 1650}
	// Recorded in run order, variants out of registry order on purpose.
	for _, v := range []struct {
		name string
		n    float64
	}{{"30000", 30000}, {"5000", 5000}, {"200000", 200000}} {
		for _, c := range []string{"protojson", "gob", "json", "protobuf"} {
			for _, op := range []string{"encode", "decode"} {
				f := 1.0
				if op == "decode" {
					f = 2.3
				}
				recs = append(recs, okRec("transaction", v.name, c, op, perTx[c]*v.n*f, sizeTx[c]*v.n))
			}
		}
		recs = append(recs, okRec("transaction", v.name, "protobuf", "read", 700*v.n, 1130*v.n))
		recs = append(recs, okRec("transaction", v.name, "symphony-raw", "read", 6*v.n, 1200*v.n))
	}
	for i := range recs {
		r := &recs[i]
		switch {
		case r.Variant == "200000" && r.Codec == "gob" && r.Op == "decode":
			r.Status, r.Error, r.NsPerOp, r.NsCILow, r.NsCIHigh = resultset.StatusFailed, "validation failed", 0, nil, nil
		case r.Variant == "30000" && r.Codec == "json" && r.Op == "encode":
			r.NsCILow, r.NsCIHigh = nil, nil
		}
	}
	for _, v := range []string{"seed", "filled"} {
		recs = append(recs,
			okRec("tickdata", v, "protobuf", "encode", 900, 559),
			okRec("tickdata", v, "protojson", "encode", 9100, 1158),
			okRec("tickdata", v, "protobuf", "decode", 1400, 559),
			okRec("tickdata", v, "protojson", "decode", 16000, 1158),
		)
	}
	recs = append(recs,
		okRec("mystery/set", "b", "zzz", "encode", 120, 40),
		okRec("mystery/set", "a", "zzz", "encode", 80, 40),
		okRec("mystery/set", "a", "gob", "encode", 1e9*3, 400),
	)
	return recs
}

func checkFiles(t *testing.T, dir string, charts []Chart) {
	t.Helper()
	for _, ch := range charts {
		b, err := os.ReadFile(filepath.Join(dir, ch.PNG))
		if err != nil {
			t.Fatal(err)
		}
		cfg, format, err := image.DecodeConfig(bytes.NewReader(b))
		if err != nil {
			t.Fatalf("%s: not an image: %v", ch.PNG, err)
		}
		if format != "png" {
			t.Fatalf("%s: a %s image, want PNG", ch.PNG, format)
		}
		if cfg.Width != 1200 {
			t.Errorf("%s: %d pixels wide, want 1200", ch.PNG, cfg.Width)
		}
		if cfg.Height < 100 {
			t.Errorf("%s: %d pixels high, want at least 100", ch.PNG, cfg.Height)
		}
		s, err := os.ReadFile(filepath.Join(dir, ch.SVG))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.HasPrefix(s, []byte("<?xml")) && !bytes.HasPrefix(s, []byte("<svg")) {
			t.Errorf("%s: not an SVG: %.40q", ch.SVG, s)
		}
		dec := xml.NewDecoder(bytes.NewReader(s))
		for {
			_, err := dec.Token()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatalf("%s: not well-formed XML: %v", ch.SVG, err)
			}
		}
	}
}

func TestRender(t *testing.T) {
	dir := t.TempDir()
	if out := os.Getenv("SERBENCH_CHARTS_OUT"); out != "" {
		dir = out // keep the pictures, to look at them
	}
	charts, err := Render(dir, testRegistry(), testRecords())
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, ch := range charts {
		got = append(got, ch.Dataset+" "+strings.TrimPrefix(ch.PNG, "charts/"))
	}
	want := []string{
		"transaction transaction-encode.png",
		"transaction transaction-decode.png",
		"transaction transaction-read.png",
		"transaction transaction-size.png",
		"tickdata tickdata-encode.png",
		"tickdata tickdata-decode.png",
		"tickdata tickdata-size.png",
		"mystery/set mystery-set-encode.png",
		"mystery/set mystery-set-size.png",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("charts:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	for _, ch := range charts {
		if !strings.HasSuffix(ch.SVG, ".svg") {
			t.Errorf("SVG %s does not end in .svg", ch.SVG)
		} else if strings.TrimSuffix(ch.SVG, ".svg") != strings.TrimSuffix(ch.PNG, ".png") {
			t.Errorf("PNG %s and SVG %s have different names", ch.PNG, ch.SVG)
		}
		if ch.Title == "" {
			t.Errorf("%s has no title", ch.PNG)
		}
	}
	if charts[0].Title != "transaction — encode time per op (lower is better)" {
		t.Errorf("title %q", charts[0].Title)
	}
	checkFiles(t, dir, charts)
}

func TestDeterministic(t *testing.T) {
	recs := testRecords()[:20]
	a, b := t.TempDir(), t.TempDir()
	ca, err := Render(a, testRegistry(), recs)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Render(b, testRegistry(), recs); err != nil {
		t.Fatal(err)
	}
	for _, ch := range ca {
		for _, f := range []string{ch.PNG, ch.SVG} {
			x, _ := os.ReadFile(filepath.Join(a, f))
			y, _ := os.ReadFile(filepath.Join(b, f))
			if !bytes.Equal(x, y) {
				t.Errorf("%s differs between two renders", f)
			}
		}
	}
}

func TestFigures(t *testing.T) {
	figs := build(testRegistry(), testRecords())
	byFile := map[string]*figure{}
	for _, f := range figs {
		byFile[f.file] = f
	}
	enc := byFile["transaction-encode"]
	if enc == nil {
		t.Fatal("no transaction encode figure")
	}
	// Registry order for variants, whatever the record order; in each
	// panel, the codecs fastest first.
	if got := strings.Join(codecsOf(enc.panels[0].ranked), ","); got != "protobuf,gob,json,protojson" {
		t.Errorf("codecs %s", got)
	}
	var variants []string
	for _, p := range enc.panels {
		variants = append(variants, p.variant)
	}
	if got := strings.Join(variants, ","); got != "5000,30000,200000" {
		t.Errorf("variants %s", got)
	}
	// The failed cell has no bar and says so; the cell without an
	// interval has a bar without whiskers.
	dec := byFile["transaction-decode"]
	if n := dec.panels[2].notes; len(n) != 1 {
		t.Errorf("failed gob decode: %d notes %+v, want 1", len(n), n)
	} else {
		if n[0].codec != "gob" {
			t.Errorf("failed gob decode: the note is %s's, want gob's", n[0].codec)
		}
		if n[0].s.ok {
			t.Error("failed gob decode: it has a bar, want none")
		}
		if n[0].s.note != "failed" {
			t.Errorf("failed gob decode: note %q, want \"failed\"", n[0].s.note)
		}
	}
	if i := slices.IndexFunc(enc.panels[1].ranked, func(r row) bool { return r.codec == "json" }); i < 0 {
		t.Errorf("json encode without interval is not ranked: %+v", enc.panels[1].ranked)
	} else {
		if !enc.panels[1].ranked[i].s.ok {
			t.Error("json encode without interval has no bar, want one")
		}
		if enc.panels[1].ranked[i].s.ci {
			t.Error("json encode without interval has whiskers, want none")
		}
	}
	// The read panels, 100× apart, get a log axis; the encode ones do not.
	// The records have no ns_median: their times are medians.
	for _, c := range []struct {
		fig   *figure
		log   bool
		label string
	}{
		{byFile["transaction-read"], true, "median time per op (ms, log scale)"},
		{enc, false, "median time per op (ms)"},
		{byFile["transaction-size"], false, "encoded size (MB)"},
	} {
		lay, err := c.fig.layout()
		if err != nil {
			t.Fatal(err)
		}
		p := lay.plots[0][0]
		if _, isLog := p.X.Scale.(plot.LogScale); isLog != c.log {
			t.Errorf("%s: log scale %v, want %v", c.fig.file, isLog, c.log)
		}
		if p.X.Label.Text != c.label {
			t.Errorf("%s: label %q, want %q", c.fig.file, p.X.Label.Text, c.label)
		}
	}
	// Unknown dataset: variants in the order met, unknown codec after the
	// registry's.
	mys := byFile["mystery-set-encode"]
	if mys == nil {
		t.Fatal("unknown dataset: no chart mystery-set-encode")
	}
	if v := mys.panels[0].variant; v != "b" {
		t.Errorf("unknown dataset: first panel of variant %q, want b (the first met)", v)
	}
	if got := strings.Join(codecsOf(mys.panels[1].ranked), ","); got != "zzz,gob" {
		t.Errorf("unknown dataset: second panel ranks %s, want zzz,gob", got)
	}
}

// The compressed figure ranks the codecs by their zstd size, carries each
// one's encoded, gzip and snappy sizes for the pale bar and the marks,
// keeps the baseline apart, and says why a codec has no bar: its encode
// failed, or it was measured before compressed sizes were (no chart at all
// when no cell has them).
func TestCompressedFigure(t *testing.T) {
	reg := &suite.Registry{Codecs: []suite.Codec{{Name: "protobuf", Family: "Protocol Buffers"}, {Name: "json", Family: "JSON"},
		{Name: "gob", Family: "gob"}, {Name: "old", Family: "gob"}, {Name: "baseline", Family: "baseline", Labels: []string{suite.LabelBaseline}}}}
	withZstd := func(r resultset.Record, zstd float64) resultset.Record {
		r.ZstdBytes, r.GzipBytes, r.SnappyBytes = ptr(zstd), ptr(zstd+10), ptr(zstd*2)
		return r
	}
	failed := okRec("d", "v", "gob", "encode", 0, 0)
	failed.Status, failed.Error = resultset.StatusFailed, "broke"
	base := withZstd(okRec("d", "v", "baseline", "encode", 100, 300), 250)
	base.Labels = []string{suite.LabelBaseline}
	recs := []resultset.Record{
		withZstd(okRec("d", "v", "protobuf", "encode", 900, 559), 500),
		withZstd(okRec("d", "v", "json", "encode", 3000, 1158), 420), // larger, but smaller under zstd
		okRec("d", "v", "json", "decode", 5000, 1158),
		failed,
		okRec("d", "v", "old", "encode", 1000, 700),
		base,
	}
	var fig *figure
	for _, f := range build(reg, recs) {
		if f.file == "d-compressed" {
			fig = f
		}
	}
	if fig == nil {
		t.Fatal("no compressed figure")
	}
	p := fig.panels[0]
	if got := strings.Join(codecsOf(p.ranked), ","); got != "json,protobuf" {
		t.Errorf("ranked %s, want json,protobuf (smallest zstd first)", got)
	}
	s := p.ranked[0].s
	for _, c := range []struct {
		name      string
		got, want float64
	}{{"zstd", s.v, 420}, {"raw", s.raw, 1158}, {"gzip", s.gzip, 430}, {"snappy", s.snappy, 840}} {
		if c.got != c.want {
			t.Errorf("json's %s size %v, want %v", c.name, c.got, c.want)
		}
	}
	if got := codecsOf(p.apart); !slices.Equal(got, []string{"baseline"}) {
		t.Errorf("apart %v, want [baseline]", got)
	}
	notes := map[string]string{}
	for _, r := range p.notes {
		notes[r.codec] = r.s.note
	}
	for codec, want := range map[string]string{"gob": "failed", "old": "not measured"} {
		if notes[codec] != want {
			t.Errorf("%s's note %q, want %q (notes %v)", codec, notes[codec], want, notes)
		}
	}
	lay, err := fig.layout()
	if err != nil {
		t.Fatal(err)
	}
	if label := lay.plots[0][0].X.Label.Text; label != "bytes per message (kB)" {
		t.Errorf("axis %q", label)
	}
	var legend []string
	for _, row := range lay.legendRows {
		for _, e := range row {
			legend = append(legend, e.text)
		}
	}
	if got := strings.Join(legend, ", "); !strings.HasSuffix(got, "encoded size (pale, behind), gzip, snappy") {
		t.Errorf("legend %s", got)
	}
	if _, _, err := fig.render(); err != nil {
		t.Fatal(err)
	}
	for i := range recs {
		recs[i].ZstdBytes = nil
	}
	for _, f := range build(reg, recs) {
		if f.metric == compressedMetric {
			t.Error("a compressed figure without any compressed size")
		}
	}
}

func codecsOf(rows []row) []string {
	var out []string
	for _, r := range rows {
		out = append(out, r.codec)
	}
	return out
}

func TestUseLog(t *testing.T) {
	nan := math.NaN()
	for _, c := range []struct {
		values []float64
		want   bool
	}{
		{nil, false},
		{[]float64{5}, false},
		{[]float64{1, 50}, false},
		{[]float64{1, 51}, true},
		{[]float64{5000, 200000, 300}, true},
		{[]float64{0, 10, 20}, false}, // zero is not drawn, so it does not count
		{[]float64{nan, 1, 1000}, true},
		{[]float64{math.Inf(1), 2, 3}, false},
		{[]float64{-5, 2, 3}, false},
	} {
		if got := useLog(c.values); got != c.want {
			t.Errorf("useLog(%v) = %v, want %v", c.values, got, c.want)
		}
	}
}

func TestTicks(t *testing.T) {
	var got []string
	for _, tk := range (linearTicks{}).Ticks(0, 2.7) {
		got = append(got, tk.Label)
	}
	if strings.Join(got, " ") != "0.0 0.5 1.0 1.5 2.0 2.5" {
		t.Errorf("linear ticks %v", got)
	}
	got = nil
	for _, tk := range (logTicks{}).Ticks(0.01, 35) {
		if tk.Label != "" {
			got = append(got, tk.Label)
		}
	}
	if strings.Join(got, " ") != "0.01 0.1 1 10" {
		t.Errorf("log ticks %v", got)
	}
	got = nil
	for _, tk := range (logTicks{}).Ticks(1e-9, 5) {
		if tk.Label != "" {
			got = append(got, tk.Label)
		}
	}
	if len(got) > 6 {
		t.Errorf("too many log labels: %v", got)
	}
	for _, r := range [][2]float64{{0, 0}, {1, 0}, {0, math.Inf(1)}, {math.NaN(), 1}} {
		_ = (linearTicks{}).Ticks(r[0], r[1])
		_ = (logTicks{}).Ticks(r[0], r[1])
	}
}

func TestUnits(t *testing.T) {
	for _, c := range []struct {
		ns   float64
		want string
	}{{0, "ns"}, {999, "ns"}, {1000, "µs"}, {2.5e6, "ms"}, {3e9, "s"}, {4e12, "s"}} {
		if got := timeUnit(c.ns).name; got != c.want {
			t.Errorf("timeUnit(%g) = %s, want %s", c.ns, got, c.want)
		}
	}
	for _, c := range []struct {
		b    float64
		want string
	}{{559, "B"}, {1158, "kB"}, {5.6e6, "MB"}, {1.1e9, "GB"}} {
		if got := sizeUnit(c.b).name; got != c.want {
			t.Errorf("sizeUnit(%g) = %s, want %s", c.b, got, c.want)
		}
	}
	for _, c := range []struct {
		v    float64
		want string
	}{{0, "0"}, {1234.5, "1235"}, {123.4, "123"}, {99.96, "100"}, {12.34, "12.3"}, {1.234, "1.23"}, {0.01234, "0.0123"}, {math.NaN(), "?"}} {
		if got := formatValue(c.v); got != c.want {
			t.Errorf("formatValue(%g) = %s, want %s", c.v, got, c.want)
		}
	}
}

// TestEdgeCases renders inputs that must not panic nor fail.
func TestEdgeCases(t *testing.T) {
	nan := math.NaN()
	inf := math.Inf(1)
	failed := resultset.Record{Dataset: "transaction", Variant: "5000", Codec: "json", Op: "encode", Status: resultset.StatusFailed, Error: "boom"}
	cases := map[string]struct {
		recs   []resultset.Record
		charts int
	}{
		"empty":       {nil, 0},
		"only failed": {[]resultset.Record{failed}, 0},
		"one codec":   {[]resultset.Record{okRec("transaction", "5000", "gob", "encode", 1234, 99)}, 2},
		"zero and nan": {[]resultset.Record{
			okRec("transaction", "5000", "gob", "encode", 0, 0),
			okRec("transaction", "5000", "json", "encode", nan, nan),
			okRec("transaction", "5000", "protobuf", "encode", inf, -1),
		}, 0},
		"nan interval": {[]resultset.Record{
			{Dataset: "x", Variant: "v", Codec: "c", Op: "decode", Status: "ok", NsPerOp: 10, NsCILow: ptr(nan), NsCIHigh: ptr(inf)},
			{Dataset: "x", Variant: "v", Codec: "d", Op: "decode", Status: "ok", NsPerOp: 1e6, NsCILow: ptr(-5), NsCIHigh: ptr(2e6)},
			{Dataset: "x", Variant: "v", Codec: "e", Op: "decode", Status: "ok", NsPerOp: 5, NsCILow: ptr(9), NsCIHigh: ptr(1)},
		}, 1},
		"far whisker": {[]resultset.Record{
			{Dataset: "x", Variant: "v", Codec: "c", Op: "read", Status: "ok", NsPerOp: 10, NsCILow: ptr(1e-300), NsCIHigh: ptr(1e300)},
			{Dataset: "x", Variant: "v", Codec: "d", Op: "read", Status: "ok", NsPerOp: 1e6},
		}, 1},
		"equal values": {[]resultset.Record{
			okRec("x", "v", "a", "encode", 7, 7), okRec("x", "v", "b", "encode", 7, 7),
		}, 2},
		"tiny values": {[]resultset.Record{
			okRec("x", "v", "a", "read", 1e-9, 1e-9), okRec("x", "v", "b", "read", 3e-3, 0.5),
		}, 2},
		"empty names": {[]resultset.Record{okRec("", "", "", "encode", 5, 5)}, 2},
		"unknown op":  {[]resultset.Record{okRec("x", "v", "a", "frobnicate", 5, 5)}, 0},
		"no registry": {testRecords()[:4], 3},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			reg := testRegistry()
			if name == "no registry" {
				reg = nil
			}
			dir := t.TempDir()
			charts, err := Render(dir, reg, append(c.recs, failed))
			if err != nil {
				t.Fatal(err)
			}
			if len(charts) != c.charts {
				t.Errorf("%d charts, want %d: %+v", len(charts), c.charts, charts)
			}
			checkFiles(t, dir, charts)
		})
	}
}

// TestManyVariants renders a figure with many panels and long names.
func TestManyVariants(t *testing.T) {
	var recs []resultset.Record
	for v := range 11 {
		for c := range 9 {
			name := strings.Repeat("codec", 1+c%3) + "-" + string(rune('a'+c))
			recs = append(recs, okRec("structs", strings.Repeat("variant", 1+v%4)+string(rune('a'+v)), name, "encode",
				float64((c+1)*(v+1)*1000), float64((c+1)*100)))
		}
	}
	dir := t.TempDir()
	if out := os.Getenv("SERBENCH_CHARTS_OUT"); out != "" {
		dir = filepath.Join(out, "many")
	}
	charts, err := Render(dir, nil, recs)
	if err != nil {
		t.Fatal(err)
	}
	if len(charts) != 2 {
		t.Fatalf("%d charts", len(charts))
	}
	checkFiles(t, dir, charts)
}

// TestLongNames renders names far longer than a chart is wide.
func TestLongNames(t *testing.T) {
	ds := strings.Repeat("a very long dataset name ", 6)
	variant := strings.Repeat("long-variant-", 8)
	recs := []resultset.Record{
		okRec(ds, variant, "gob", "encode", 1500, 10),
		okRec(ds, variant, strings.Repeat("codec", 12), "encode", 2500, 20),
		okRec(ds, "short", "gob", "encode", 1500, 10),
	}
	dir := t.TempDir()
	if out := os.Getenv("SERBENCH_CHARTS_OUT"); out != "" {
		dir = filepath.Join(out, "long")
	}
	charts, err := Render(dir, nil, recs)
	if err != nil {
		t.Fatal(err)
	}
	if len(charts) != 2 {
		t.Fatalf("%d charts, want 2: %+v", len(charts), charts)
	}
	if n := len(charts[0].PNG); n > 120 {
		t.Fatalf("a chart's file name of %d characters, want at most 120: %s", n, charts[0].PNG)
	}
	checkFiles(t, dir, charts)
}
