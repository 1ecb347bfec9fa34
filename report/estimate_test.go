package report

import (
	"strings"
	"testing"

	"github.com/serbench/serbench/resultset"
)

// estimateInput is an encode and a decode cell with an interval, runs and
// zstd times: every text that shows a time has something to show.
func estimateInput() Input {
	slow, fast := rec("slow", "encode", 3000, 100), rec("fast", "decode", 1500, 50)
	for _, r := range []*resultset.Record{&slow, &fast} {
		lo, hi := 0.98*r.NsPerOp, 1.03*r.NsPerOp
		r.NsCILow, r.NsCIHigh = &lo, &hi
		for range 24 {
			r.Runs = append(r.Runs, r.NsPerOp)
		}
	}
	zstd, zc, zd := 60.0, 1200.0, 400.0
	slow.ZstdBytes, slow.ZstdCompressNs, slow.ZstdDecompressNs = &zstd, &zc, &zd
	return Input{Records: []resultset.Record{slow, fast}}
}

// Every text that shows ns_per_op names its estimate: the p20 in results
// with ns_median, the median in older ones, which render as they did.
func TestReportsNameEstimate(t *testing.T) {
	newer := estimateInput()
	older := Input{Records: olderRecs(newer.Records)}
	render := func(in Input) (md, html, page string) {
		page2, err := HTML(in, t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		return string(Markdown(in)), textOf(page2), string(page2)
	}
	for _, c := range []struct {
		name     string
		in       Input
		md, html []string // what each report must say
		not      []string // what neither may say
	}{
		{"p20", newer,
			[]string{
				"| codec | family | op | p20 time/op | 95% CI |",
				"Times are each cell's p20: the 20th percentile of its timed runs (a fifth of its runs were faster); " +
					"the interval is the p20's 95% bootstrap interval.",
				"- **p20 time/op**: p20: the 20th percentile of a cell's timed runs (a fifth of its runs were faster); " +
					"the interval is its 95% bootstrap interval. The p20 is the time of one op",
				"encoded megabytes per second at the p20 time.",
				"zstd compress and decompress: p20 time per message",
				"**zstd compress and decompress**: the p20 time to compress",
			},
			[]string{
				"Times are each cell's p20: the 20th percentile of its timed runs",
				"p20 time/op",
				"sort by p20 time/op, then by op",
				"the CPU time of one message: the p20 time of the op on one P",
				"zstd compress and decompress: p20 time per message",
			},
			[]string{"median time/op", "median time per", "benchmath", "at the median time"}},
		{"older results", older,
			[]string{
				"| codec | family | op | median time/op | 95% CI |",
				"Times are the median of each cell's timed runs; the interval is its 95% confidence interval " +
					"(golang.org/x/perf/benchmath, no distributional assumption).",
				"- **median time/op**: the median time of one op over the cell's runs",
				"encoded megabytes per second at the median time.",
				"zstd compress and decompress: median time per message",
			},
			[]string{
				"Times are the median of each cell's timed runs",
				"median time/op",
				"sort by median time/op, then by op",
				"the CPU time of one message: the median time of the op on one P",
			},
			[]string{"p20 time", "p20 of", "bootstrap", "| time/op |"}},
	} {
		md, html, page := render(c.in)
		for _, want := range c.md {
			if !strings.Contains(md, want) {
				t.Errorf("%s: report.md lacks %q", c.name, want)
			}
		}
		for _, want := range c.html {
			if !strings.Contains(html, want) {
				t.Errorf("%s: report.html lacks %q", c.name, want)
			}
		}
		for _, bad := range c.not {
			if strings.Contains(md, bad) {
				t.Errorf("%s: report.md says %q", c.name, bad)
			}
			if strings.Contains(html, bad) {
				t.Errorf("%s: report.html says %q", c.name, bad)
			}
		}
		// The time's tooltip names the cell's own estimate.
		title := map[string]string{"p20": `title="p20 of 24 runs, 95% interval 2.94 µs – 3.09 µs"`,
			"older results": `title="median of 24 runs, 95% interval 2.94 µs – 3.09 µs"`}[c.name]
		if !strings.Contains(page, title) {
			t.Errorf("%s: report.html lacks the tooltip %s", c.name, title)
		}
	}
	if got, want := TimeHead(newer.Records), "p20 time/op"; got != want {
		t.Errorf("TimeHead: got %q, want %q", got, want)
	}
	if got, want := TimeHead(older.Records), "median time/op"; got != want {
		t.Errorf("TimeHead of older results: got %q, want %q", got, want)
	}
	if got, want := EstimateLine(newer.Records), "p20: the 20th percentile of a cell's timed runs (a fifth of its runs were faster); "+
		"the interval is its 95% bootstrap interval."; got != want {
		t.Errorf("EstimateLine:\n got %q\nwant %q", got, want)
	}
}
