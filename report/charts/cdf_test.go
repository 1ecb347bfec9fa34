package charts

import (
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/runner"
)

func traceRecords() []resultset.Record {
	var recs []resultset.Record
	for ci, codec := range []string{"protobuf", "flatbuffers", "capnp"} {
		for _, op := range []string{"encode", "decode", "read"} {
			lat := make([]float64, 2000)
			sizes := make([]float64, 2000)
			for i := range lat {
				lat[i] = float64(500*(ci+1) + (i*i)%20000)
				sizes[i] = float64((i * 37) % 3000) // includes 0: an empty message
			}
			for _, variant := range []string{"trace", "Money"} {
				n := 2000
				if variant == "Money" {
					n = 100
				}
				recs = append(recs, resultset.Record{Dataset: "boutique", Variant: variant, Codec: codec, Op: op,
					Status: resultset.StatusOK, NsPerOp: 1000, EncodedBytes: 100,
					Latency: runner.Distribution(append([]float64(nil), lat[:n]...)),
					Sizes:   runner.Distribution(append([]float64(nil), sizes[:n]...))})
			}
		}
	}
	return recs
}

func TestCDFs(t *testing.T) {
	dir := t.TempDir()
	if out := os.Getenv("SERBENCH_CHARTS_OUT"); out != "" {
		dir = out
	}
	charts, err := Render(dir, nil, traceRecords())
	if err != nil {
		t.Fatal(err)
	}
	var cdfs []string
	for _, c := range charts {
		if strings.Contains(c.PNG, "-latency-") || strings.Contains(c.PNG, "-size-cdf") {
			cdfs = append(cdfs, c.PNG)
		}
	}
	want := []string{"charts/boutique-trace-latency-encode.png", "charts/boutique-trace-size-cdf.png",
		"charts/boutique-trace-latency-decode.png", "charts/boutique-trace-latency-read.png"}
	if strings.Join(cdfs, " ") != strings.Join(want, " ") {
		t.Errorf("CDF charts %v, want %v (only the variant with most messages)", cdfs, want)
	}
	for _, p := range cdfs {
		f, err := os.Open(filepath.Join(dir, p))
		if err != nil {
			t.Fatal(err)
		}
		cfg, err := png.DecodeConfig(f)
		f.Close()
		if err != nil {
			t.Errorf("%s: %v", p, err)
		} else if cfg.Width != 1200 {
			t.Errorf("%s: %d pixels wide, want 1200", p, cfg.Width)
		}
	}
}

// With 45 codecs a CDF draws the fastest codec of each family, in its
// family's colour, the baseline dashed, the legend beside the plot.
func TestCDFManyCodecs(t *testing.T) {
	codecs := manyCodecs()
	var recs []resultset.Record
	for _, c := range codecs {
		lat := make([]float64, 500)
		for i := range lat {
			lat[i] = 300*spread(c.Name) + float64((i*i)%9000)
		}
		recs = append(recs, resultset.Record{Dataset: "boutique", Variant: "trace", Codec: c.Name, Op: "encode", Labels: c.Labels,
			Status: resultset.StatusOK, NsPerOp: 1000, EncodedBytes: 100,
			Latency: runner.Distribution(lat), Sizes: runner.Distribution(append([]float64(nil), lat...))})
	}
	pal := newPalette(manyRegistry(codecs), recs, globalCodecs(manyRegistry(codecs), recs))
	figs := cdfFigures(manyRegistry(codecs), recs)
	if len(figs) != 2 {
		t.Fatalf("%d CDFs, want encode latency and size", len(figs))
	}
	f := figs[0]
	families := map[string]bool{}
	for _, s := range f.series {
		fam := pal.codecs[s.codec].family
		if families[fam] {
			t.Errorf("two curves of family %s", fam)
		}
		families[fam] = true
	}
	if len(f.series) != 19 {
		t.Errorf("%d curves (%q), want one per family: 18 and the baseline", len(f.series), f.title)
	}
	if !strings.Contains(f.sub, "of each family") {
		t.Errorf("subtitle %q, want it to say the curves are of each family", f.sub)
	}
	dir := t.TempDir()
	if out := os.Getenv("SERBENCH_CHARTS_OUT"); out != "" {
		dir = filepath.Join(out, "cdf45")
	}
	charts, err := Render(dir, manyRegistry(codecs), recs)
	if err != nil {
		t.Fatal(err)
	}
	checkFiles(t, dir, charts)
}
