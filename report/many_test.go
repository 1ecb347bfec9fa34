package report

import (
	"fmt"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/serbench/serbench/report/charts"
	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/suite"
)

// manyRun is a run of 45 codecs over every family of issue 13 on two
// variants of one dataset: zero-copy codecs open views in a few ns, the
// baseline is the fastest of all.
func manyRun() (*suite.Registry, []resultset.Record) {
	families := charts.FamilyOrder
	var codecs []suite.Codec
	for i := range 45 {
		fam := families[i%(len(families)-1)] // every family but the baseline
		labels := []string{suite.LabelCodegen, suite.LabelBinary}
		if fam == "FlatBuffers" || fam == "Cap'n Proto" {
			labels = append(labels, suite.LabelZeroCopy)
		}
		codecs = append(codecs, suite.Codec{Name: fmt.Sprintf("codec-%02d", i), Family: fam, Labels: labels})
	}
	codecs = append(codecs, suite.Codec{Name: "baseline", Family: "baseline", Labels: []string{suite.LabelHandWritten, suite.LabelBinary, suite.LabelBaseline}})
	info := suite.Info{Name: "d", Unit: "msg", Variants: []suite.VariantInfo{{Name: "small"}, {Name: "large"}},
		Published: []suite.Published{{Variant: "small", Codec: "codec-07", Op: suite.Encode, NsPerOp: 999}}}
	reg := &suite.Registry{Codecs: codecs, Datasets: []suite.Dataset{fakeDataset{info}}}
	var recs []resultset.Record
	for vi, v := range []string{"small", "large"} {
		for i, c := range codecs {
			for _, op := range []string{"encode", "decode", "read"} {
				ns := float64((i*37)%45+10) * 100 * float64(1+vi)
				switch {
				case c.Name == "baseline":
					ns = 50
				case op == "decode" && slices.Contains(c.Labels, suite.LabelZeroCopy):
					ns = 4
				}
				r := rec(c.Name, op, ns, float64((i*11)%45+5))
				r.Variant, r.Labels = v, c.Labels
				recs = append(recs, r)
			}
		}
	}
	return reg, recs
}

// With 45 codecs: the tables list each op fastest first with the seed's
// figure in its row, the rankings leave the baseline and zero-copy
// decodes out, and the HTML page has a chip per family.
func TestManyCodecsReport(t *testing.T) {
	reg, recs := manyRun()
	dir := t.TempDir()
	if out := os.Getenv("SERBENCH_REPORT_OUT"); out != "" {
		dir = out // keep the report, to look at it
	}
	pics, err := charts.Render(dir, reg, recs)
	if err != nil {
		t.Fatal(err)
	}
	in := Input{Registry: reg, Records: recs, Charts: pics}
	md := string(Markdown(in))
	page, err := HTML(in, dir)
	if err != nil {
		t.Fatal(err)
	}
	if out := os.Getenv("SERBENCH_REPORT_OUT"); out != "" {
		_ = os.WriteFile(out+"/report.md", []byte(md), 0o644)
		_ = os.WriteFile(out+"/report.html", page, 0o644)
	}
	// Small's table: encode fastest first, the baseline (the fastest,
	// but not ranked) after the others; then decode, the views after
	// the codecs that build values.
	small := md[strings.Index(md, "### d / small"):strings.Index(md, "### d / large")]
	var order []string
	for _, m := range regexp.MustCompile("(?m)^\\| (`[^|]*`[^|]*)\\| [^|]* \\| (\\w+) \\| ([^|]*) \\|").FindAllStringSubmatch(small, -1) {
		order = append(order, strings.TrimSpace(m[1])+" "+m[2]+" "+m[3])
	}
	if len(order) < 138 {
		t.Fatalf("%d rows in small's table, want at least 138: %q", len(order), order)
	}
	for _, w := range []struct {
		row  int
		want string
	}{
		{0, "`codec-00` encode 1.00 µs"}, {45, "`baseline` (baseline) encode 50.0 ns"},
		{46, "`codec-00` decode 1.00 µs"}, {87, "`codec-10` (view) decode 4.00 ns"}, {91, "`baseline` (baseline) decode 50.0 ns"},
	} {
		if order[w.row] != w.want {
			t.Errorf("row %d of small's table is %q, want %q", w.row, order[w.row], w.want)
		}
	}
	if !strings.Contains(small, "| `codec-07` | XML | encode |") {
		t.Error("small's table has no row of codec-07's encode")
	}
	if !strings.Contains(small, "999 ns") {
		t.Error("the seed's figure for codec-07, 999 ns, is not in small's table")
	}
	// Relative to best: decode's best is a codec that builds values, the
	// zero-copy decodes are views, the baseline is the floor.
	rel := small[strings.Index(small, "Relative to best"):]
	if n := strings.Count(rel, "| view |"); n != 4 {
		t.Errorf("relative to best of small: %d view cells, want 4 (the zero-copy decodes):\n%s", n, rel)
	}
	if want := "| `baseline` | baseline | floor: 50.0 ns | floor: 50.0 ns | floor: 50.0 ns | floor: 5 B |"; !strings.Contains(rel, want) {
		t.Errorf("relative to best of small lacks the baseline's row %q:\n%s", want, rel)
	}
	// 45 codecs make tall charts: each takes a whole row of the page.
	if n := strings.Count(string(page), `<figure class="tall">`); n != 4 {
		t.Errorf("%d tall figures, want the 4 charts of d", n)
	}
	chips := regexp.MustCompile(`data-kind="family" data-key="([^"]*)"`).FindAllStringSubmatch(string(page), -1)
	if len(chips) != len(charts.FamilyOrder) {
		t.Errorf("%d family chips, want %d", len(chips), len(charts.FamilyOrder))
	}
}
