package charts

import (
	"strings"
	"testing"

	"github.com/serbench/serbench/resultset"
)

// A time chart names the estimate its bars are, in its subtitle and on
// its axis: the p20 where the records have ns_median, the median in older
// results.
func TestTimeFigureNamesEstimate(t *testing.T) {
	older := testRecords()
	newer := testRecords()
	for i := range newer {
		m := newer[i].NsPerOp * 1.02
		newer[i].NsMedian = &m
	}
	for _, c := range []struct {
		name     string
		recs     []resultset.Record
		axis     string
		sub, not []string
	}{
		{"p20", newer, "p20 time per op (ms)",
			[]string{"Bar: p20 time of one op (the 20th percentile of its runs: a fifth were faster), fastest first", "Whisker: its 95% bootstrap interval."},
			[]string{"median"}},
		{"older results", older, "median time per op (ms)",
			[]string{"Bar: median time of one op, fastest first", "Whisker: 95% confidence interval."},
			[]string{"p20"}},
	} {
		var enc *figure
		for _, f := range build(testRegistry(), c.recs) {
			if f.file == "transaction-encode" {
				enc = f
			}
		}
		if enc == nil {
			t.Fatalf("%s: no transaction encode figure", c.name)
		}
		for _, want := range c.sub {
			if !strings.Contains(enc.subtitle, want) {
				t.Errorf("%s: subtitle %q lacks %q", c.name, enc.subtitle, want)
			}
		}
		for _, bad := range c.not {
			if strings.Contains(enc.subtitle, bad) {
				t.Errorf("%s: subtitle %q says %q", c.name, enc.subtitle, bad)
			}
		}
		lay, err := enc.layout()
		if err != nil {
			t.Fatal(err)
		}
		if got := lay.plots[0][0].X.Label.Text; got != c.axis {
			t.Errorf("%s: axis %q, want %q", c.name, got, c.axis)
		}
	}
}

// The trend's axis names its runs' estimate, and where published runs
// went from medians to the p20.
func TestTrendAxis(t *testing.T) {
	m := 1.0
	older := TrendRun{Label: "2026-11-01-aaaa\nOld CPU", Records: []resultset.Record{{Status: resultset.StatusOK, NsPerOp: 1}}}
	newer := TrendRun{Label: "2026-12-05-bbbb\nNew CPU", Records: []resultset.Record{{Status: resultset.StatusOK, NsPerOp: 1, NsMedian: &m}}}
	for _, c := range []struct {
		name string
		runs []TrendRun
		want string
	}{
		{"all older", []TrendRun{older, older}, "median time per op (ns, log scale)"},
		{"all newer", []TrendRun{newer, newer}, "p20 time per op (ns, log scale)"},
		{"both", []TrendRun{older, newer, newer}, "time per op (ns, log scale): median, p20 from 2026-12-05-bbbb"},
	} {
		if got := trendAxis(c.runs); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}
