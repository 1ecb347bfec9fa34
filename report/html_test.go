package report

import (
	"html"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/suite"
)

// textOf strips tags and unescapes, so that tests read the page as text.
func textOf(page []byte) string {
	return html.UnescapeString(regexp.MustCompile(`<[^>]*>`).ReplaceAllString(string(page), " "))
}

func TestHTML(t *testing.T) {
	info := suite.Info{Name: "d", Title: "Dee", Unit: "thing", Variants: []suite.VariantInfo{{Name: "v", About: "the only one"}},
		Seed:      suite.Seed{File: "007.txt", Title: "A seed", Machine: "old laptop", Flaws: []string{"it cheated"}},
		Published: []suite.Published{{Variant: "v", Codec: "slow", Op: suite.Encode, NsPerOp: 4000}},
		Ratios:    []suite.Ratio{{Slow: "slow", Fast: "fast"}},
	}
	reg := &suite.Registry{
		Codecs:   []suite.Codec{{Name: "slow", Title: "Slow", URL: "https://example.com/slow", Labels: []string{"text"}, Notes: "slowly"}, {Name: "fast", URL: "javascript:alert(1)"}},
		Datasets: []suite.Dataset{fakeDataset{info}},
	}
	slow := rec("slow", "encode", 3000, 100)
	gc, peak := 0.25, 2e6
	slow.GCPerOp, slow.PeakHeapBytes = &gc, &peak
	zstd, snappy, gzip, zc, zd := 60.0, 80.0, 64.0, 1200.0, 400.0
	slow.ZstdBytes, slow.SnappyBytes, slow.GzipBytes, slow.ZstdCompressNs, slow.ZstdDecompressNs = &zstd, &snappy, &gzip, &zc, &zd
	failed := rec("fast", "decode", 0, 0)
	failed.Status, failed.Error = resultset.StatusFailed, "validation: <b>broke</b>\nstack"
	page, err := HTML(Input{Registry: reg, Records: []resultset.Record{slow, rec("fast", "encode", 1500, 50), failed}}, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	text := textOf(page)
	for _, want := range []string{
		"Dee", "it cheated", "d / v", "the only one", "thing/s",
		"3.00 µs", "seed 4.00 µs", // ours, and the seed's figure under it
		"0.25", "2.00 MB", // GC/op and peak heap
		"50.00%", "100.00%", // relative to best: slow takes twice fast's time and bytes
		"slow ÷ fast", "2.00×", // the seed's ratio
		"Failed cells", "validation: <b>broke</b>", "slowly", "no readable env.json", "Reading the tables",
		"Compressed size", "zstd decompress", "60.0 B", "80.0 B", "64.0 B", "60.00%", "4.20 µs", "400 ns", // slow's compressed sizes
		"zstd size", // and its column relative to best
	} {
		if !strings.Contains(text, want) {
			t.Errorf("report.html lacks %q", want)
		}
	}
	for _, bad := range []string{"<b>broke", "javascript:", "stack\n"} {
		if strings.Contains(string(page), bad) {
			t.Errorf("report.html contains %q: escaping or link filtering failed", bad)
		}
	}
	if !strings.Contains(string(page), `id="v-d-v-compressed"`) {
		t.Error("report.html has no compressed-size table")
	}
	// The figures without a record of them (older results) show as –.
	if !strings.Contains(string(page), "not measured: no collection ran during the heap pass, or older results") {
		t.Error("fast/encode has no peak heap but no note saying so")
	}
}

// Whatever the records, the page renders: none, unknown datasets and
// codecs, no registry, no env.
func TestHTMLOddInputs(t *testing.T) {
	odd := resultset.Record{Dataset: "gone", Variant: "v", Codec: "ghost", Op: "encode", Status: resultset.StatusSkipped}
	zero := resultset.Record{Dataset: "gone", Variant: "v", Codec: "zero", Op: "read", Status: resultset.StatusOK}
	for _, in := range []Input{{}, {Records: []resultset.Record{odd, zero}}, {Registry: &suite.Registry{}, Records: []resultset.Record{zero}}} {
		page, err := HTML(in, t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(page), "</html>") {
			t.Errorf("%d records: page ends early", len(in.Records))
		}
		_ = Markdown(in)
	}
}

// The filter bar has a chip per family and per label of the records'
// codecs, and only those; each row of a table of figures carries its
// codec's family and labels for the chips to hide it by.
func TestHTMLFilterChips(t *testing.T) {
	info := suite.Info{Name: "d", Unit: "msg", Variants: []suite.VariantInfo{{Name: "v"}}}
	reg := &suite.Registry{
		Codecs: []suite.Codec{
			{Name: "pb", Family: "Protocol Buffers", Labels: []string{"codegen", "binary"}},
			{Name: "js", Family: "JSON", Labels: []string{"reflection", "text"}},
			{Name: "fb", Family: "FlatBuffers", Labels: []string{"codegen", "binary", "zero-copy"}}, // not in the records
		},
		Datasets: []suite.Dataset{fakeDataset{info}},
	}
	pb, js := rec("pb", "encode", 1000, 10), rec("js", "encode", 3000, 30)
	pb.Labels, js.Labels = []string{"codegen", "binary"}, []string{"reflection", "text"}
	page, err := HTML(Input{Registry: reg, Records: []resultset.Record{pb, js}}, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	chips := regexp.MustCompile(`<button type="button" class="fchip" data-kind="(\w+)" data-key="([^"]*)" aria-pressed="true">`).FindAllStringSubmatch(string(page), -1)
	var got []string
	for _, c := range chips {
		got = append(got, c[1]+":"+c[2])
	}
	// Families in the order of the charts' legends, labels in the order
	// of labelOrder.
	want := []string{"family:Protocol Buffers", "family:JSON", "label:reflection", "label:codegen", "label:text", "label:binary"}
	if !slices.Equal(got, want) {
		t.Errorf("filter chips %v, want %v", got, want)
	}
	for _, want := range []string{
		`<div id="filter" class="filter" role="group"`,
		`<tr data-codec="pb" data-family="Protocol Buffers" data-labels="codegen binary">`,
		`<tr data-codec="js" data-family="JSON" data-labels="reflection text">`,
	} {
		if !strings.Contains(string(page), want) {
			t.Errorf("report.html lacks %s", want)
		}
	}
	// Both the cells and the relative-to-best table mark pb's row.
	if n := strings.Count(string(page), `<tr data-codec="pb"`); n != 2 {
		t.Errorf("%d rows marked as pb's, want 2 (cells, relative to best)", n)
	}
	// No families or labels, no bar.
	bare := rec("pb", "encode", 1000, 10)
	page, err = HTML(Input{Records: []resultset.Record{bare}}, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(page), `id="filter"`) {
		t.Error("a filter bar with no chips in it")
	}
}

// report.html says how many cells are within ±5%, with a badge, and warns
// when under 90% are: a reader of a noisy run's page should know.
func TestHTMLPrecision(t *testing.T) {
	recs := []resultset.Record{rec("slow", "encode", 3000, 100), rec("fast", "encode", 1500, 50)}
	lo, hi := 2990.0, 3010.0
	recs[0].NsCILow, recs[0].NsCIHigh = &lo, &hi
	lo2, hi2 := 1200.0, 1600.0
	recs[1].NsCILow, recs[1].NsCIHigh = &lo2, &hi2
	page, err := HTML(Input{Records: recs}, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	text := textOf(page)
	for _, want := range []string{"Of 2 cells with a 95% interval, 1 (50.00%) are within ±5% of their p20", "50.00% within ±5%",
		"other work on the machine (other programs, a shared virtual machine, power saving) spread the runs",
		"the figures reported are each cell's runs near the fastest (its p20)"} {
		if !strings.Contains(text, want) {
			t.Errorf("report.html lacks %q", want)
		}
	}
	recs[1].NsCILow = &hi2 // 1600-1600: within
	recs[1].NsCIHigh = &hi2
	recs[1].NsPerOp = 1600
	page, err = HTML(Input{Records: recs}, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	text = textOf(page)
	if !strings.Contains(text, "100.00% within ±5%") {
		t.Errorf("a quiet run's page lacks %q: %s", "100.00% within ±5%", text[:min(len(text), 2000)])
	}
	if strings.Contains(text, "spread the runs") {
		t.Errorf("a quiet run's page says %q: %s", "spread the runs", text[:min(len(text), 2000)])
	}
}
