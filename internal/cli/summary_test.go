package cli

import (
	"bytes"
	"strings"
	"testing"

	"github.com/serbench/serbench/resultset"
)

// The end-of-run summary names the estimate of its times above the table
// and explains it below, then says how precise and how reproducible the
// run's figures are.
func TestPrintSummary(t *testing.T) {
	cell := func(codec, op string, ns float64, runs int, drift float64) resultset.Record {
		median, lo, hi := ns*1.01, ns*0.99, ns*1.02
		r := resultset.Record{Dataset: "d", Variant: "v", Codec: codec, Op: op, Status: resultset.StatusOK,
			NsPerOp: ns, NsMedian: &median, NsCILow: &lo, NsCIHigh: &hi, EncodedBytes: 100}
		for i := range runs {
			x := ns
			if i >= runs/2 {
				x *= drift // the second half ran slower
			}
			r.Runs = append(r.Runs, x)
		}
		return r
	}
	recs := []resultset.Record{cell("a", "encode", 1000, 24, 1.01), cell("a", "decode", 2000, 24, 1.08), cell("b", "encode", 1500, 6, 1)}
	var out bytes.Buffer
	printSummary(&out, recs)
	got := out.String()
	for _, want := range []string{
		"p20 time/op of each op, encoded size and its size under zstd:\n",
		"\np20: the 20th percentile of a cell's timed runs (a fifth of its runs were faster); the interval is its 95% bootstrap interval.\n",
		"Of 3 cells with a 95% interval, 3 (100.00%) are within ±5% of their p20",
		"\nOf 2 cells with 12 runs or more, 1 (50.00%) have the p20s of their first and second halves within ±5% of each other: " +
			"a second run would likely land about as far.\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("summary lacks %q:\n%s", want, got)
		}
	}
	// Older results: medians, and no line on halves without 12 runs.
	for i := range recs {
		recs[i].NsMedian, recs[i].Runs = nil, recs[i].Runs[:6]
	}
	out.Reset()
	printSummary(&out, recs)
	got = out.String()
	for _, want := range []string{"median time/op of each op", "\nmedian: the median of a cell's timed runs;", "within ±5% of their median"} {
		if !strings.Contains(got, want) {
			t.Errorf("older results' summary lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "halves") || strings.Contains(got, "p20") {
		t.Errorf("older results' summary speaks of p20 or halves:\n%s", got)
	}
}
