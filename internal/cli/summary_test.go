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

// Counted alone, the summary shows the counts, says time was not
// measured and writes no time; counted beside times, it shows both.
func TestPrintSummaryCounts(t *testing.T) {
	count := func(op string, ins float64, ns float64) resultset.Record {
		r := resultset.Record{Dataset: "d", Variant: "v", Codec: "a", Op: op, Status: resultset.StatusOK, EncodedBytes: 100, InstructionsPerOp: &ins}
		if ns > 0 {
			median := ns
			r.NsPerOp, r.NsMedian, r.Runs = ns, &median, []float64{ns, ns, ns}
		}
		return r
	}
	var out bytes.Buffer
	printSummary(&out, []resultset.Record{count("encode", 21329, 0), count("decode", 36529.4, 0)})
	got := out.String()
	for _, want := range []string{"instructions/op of each op", "21,329", "36,529", "Time was not measured", "instructions/op: counted under valgrind"} {
		if !strings.Contains(got, want) {
			t.Errorf("summary of counts alone lacks %q:\n%s", want, got)
		}
	}
	for _, bad := range []string{" ns", "p20", "interval", "–      "} {
		if strings.Contains(got, bad) {
			t.Errorf("summary of counts alone has %q:\n%s", bad, got)
		}
	}
	out.Reset()
	printSummary(&out, []resultset.Record{count("encode", 21329, 1175)})
	got = out.String()
	for _, want := range []string{"p20 time/op and instructions/op of each op", "encode ins", "1.18 µs", "21,329", "p20: the 20th percentile"} {
		if !strings.Contains(got, want) {
			t.Errorf("summary of times and counts lacks %q:\n%s", want, got)
		}
	}
}
