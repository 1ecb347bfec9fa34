package compare

import (
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/serbench/serbench/resultset"
)

// withCount gives r an instruction count.
func withCount(r resultset.Record, ins float64) resultset.Record {
	r.InstructionsPerOp = &ins
	return r
}

// countOnly is a cell counted alone: a count, no runs.
func countOnly(variant, codec, op string, ins float64) resultset.Record {
	return withCount(record("d", variant, codec, op, nil), ins)
}

// Counts alone: compared as they are, more or fewer beyond CountNoise (2%),
// the agreement in bands of 0.5, 1 and 2%, and no time anywhere.
func TestCompareCounts(t *testing.T) {
	old := Side{Dir: "a", Records: []resultset.Record{
		countOnly("v", "a", "encode", 10000), countOnly("v", "b", "encode", 20000), countOnly("v", "c", "encode", 30000),
		countOnly("v", "d", "encode", 40000), countOnly("v", "e", "decode", 50000),
	}}
	newer := Side{Dir: "b", Records: []resultset.Record{
		countOnly("v", "a", "encode", 10040), // +0.4%
		countOnly("v", "b", "encode", 20180), // +0.9%
		countOnly("v", "c", "encode", 30750), // +2.5%: more
		countOnly("v", "d", "encode", 38000), // -5%: fewer
		countOnly("v", "e", "decode", 52500), // +5%: more
	}}
	res := Compare(old, newer)
	if len(res.Unmeasured) != 0 || len(res.Datasets) != 1 || len(res.Datasets[0].Cells) != 5 {
		t.Fatalf("unmeasured %v, datasets %+v", res.Unmeasured, res.Datasets)
	}
	want := map[string]string{"a": Same, "b": Same, "c": More, "d": Fewer, "e": More}
	for _, c := range res.Datasets[0].Cells {
		if c.Timed || c.Count == nil || c.Count.Verdict != want[c.Codec] {
			t.Errorf("%s: timed %v, count %+v; want %s", c.Name(), c.Timed, c.Count, want[c.Codec])
		}
	}
	if more, fewer, same := res.CountVerdicts(); more != 2 || fewer != 1 || same != 2 {
		t.Errorf("count verdicts %d more, %d fewer, %d same", more, fewer, same)
	}
	if slower, faster, same := res.Counts(); slower+faster+same != 0 || res.Agreement.Cells != 0 {
		t.Errorf("time verdicts of cells counted alone: %d %d %d, agreement over %d", slower, faster, same, res.Agreement.Cells)
	}
	ca := res.CountAgreement
	if ca.Cells != 5 || ca.Within != [len(CountBands)]int{1, 2, 2} || math.Abs(ca.Median-2.5) > 1e-9 {
		t.Errorf("count agreement %+v, want 1, 2, 2 of 5 within ±0.5, 1, 2%% and a median of 2.5%%", ca)
	}
	// The gate reads the counts: above 2%, c and e; above 3%, e alone.
	var names []string
	for _, c := range res.Slowdowns(2) {
		names = append(names, c.Name())
	}
	if !slices.Equal(names, []string{"v/c/encode", "v/e/decode"}) {
		t.Errorf("--fail-above 2: %v, want v/c/encode and v/e/decode", names)
	}
	if s := res.Slowdowns(3); len(s) != 1 || s[0].Name() != "v/e/decode" {
		t.Errorf("--fail-above 3: %+v, want v/e/decode", s)
	}
	md := string(res.Markdown())
	for _, w := range []string{"### Instructions per op", CountReading, "5 cells counted in both runs (the median moved 2.50%)",
		"| 20.00% | 40.00% | 40.00% |", CountLegend, "| v/c/encode | 30,000 | 30,750 | +2.50% | more |",
		"| v/d/encode | 40,000 | 38,000 | -5.00% | fewer |", "5 cells counted in both runs: 2 with more instructions per op, 1 with fewer, 2 within ±2%.",
		"--fail-above PCT reads each cell's instructions per op"} {
		if !strings.Contains(md, w) {
			t.Errorf("markdown lacks %q\n%s", w, md)
		}
	}
	for _, bad := range []string{Reading, "beyond drift |", "Variant drift", "cells compared:", " ns |", "µs"} {
		if strings.Contains(md, bad) {
			t.Errorf("markdown of counts alone has %q\n%s", bad, md)
		}
	}
	page, err := res.HTML()
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{"ds-d-instructions", "2 more instructions", "1 fewer instructions", "agreement-instructions", "30,750"} {
		if !strings.Contains(string(page), w) {
			t.Errorf("compare.html lacks %q", w)
		}
	}
	if strings.Contains(string(page), "Variant drift") || strings.Contains(string(page), "ds-d-compare") {
		t.Error("compare.html of counts alone has a time table or drifts")
	}
}

// Times and counts in both runs: both compared, and the gate reads the
// counts where both have them, the time elsewhere. The host slowing a
// cell's time does not fail it when its count held.
func TestCompareTimesAndCounts(t *testing.T) {
	old := Side{Records: []resultset.Record{
		withCount(record("d", "v", "a", "encode", runs(1000, 20)), 10000),
		withCount(record("d", "v", "b", "encode", runs(2000, 20)), 20000),
		record("d", "v", "c", "encode", runs(3000, 20)),
		withCount(record("d", "v", "x", "encode", runs(3000, 20)), 30000),
	}}
	newer := Side{Records: []resultset.Record{
		withCount(record("d", "v", "a", "encode", runs(1500, 20)), 10010), // 50% slower, count held
		withCount(record("d", "v", "b", "encode", runs(2000, 20)), 20600), // same time, 3% more instructions
		record("d", "v", "c", "encode", runs(4000, 20)),                   // slower, not counted
		record("d", "v", "x", "encode", runs(3000, 20)),                   // counted in OLD only: time alone
	}}
	res := Compare(old, newer)
	cs := cells(res)
	if a := cs["d/v/a/encode"]; !a.Timed || a.Verdict != Slower || a.Count == nil || a.Count.Verdict != Same {
		t.Errorf("a: %+v", a)
	}
	if x := cs["d/v/x/encode"]; !x.Timed || x.Count != nil {
		t.Errorf("x, counted in OLD only: %+v", x)
	}
	var names []string
	for _, c := range res.Slowdowns(2) {
		names = append(names, c.Name())
	}
	if !slices.Equal(names, []string{"v/b/encode", "v/c/encode"}) {
		t.Errorf("--fail-above 2: %v, want b (its count) and c (its time)", names)
	}
	md := string(res.Markdown())
	for _, w := range []string{Legend, CountLegend, "| v/b/encode | 20,000 | 20,600 | +3.00% | more |", "| cell | old | new | change | beyond drift |",
		"reads the instructions per op of the 2 cells counted in both runs", "the time beyond drift of the other 2 cells"} {
		if !strings.Contains(md, w) {
			t.Errorf("markdown lacks %q\n%s", w, md)
		}
	}
}

// A timed run against one counted alone share no figure: their cells are
// listed as not compared, each with why.
func TestCompareTimesAgainstCounts(t *testing.T) {
	res := Compare(Side{Records: []resultset.Record{record("d", "v", "a", "encode", runs(1000, 20))}},
		Side{Records: []resultset.Record{countOnly("v", "a", "encode", 10000)}})
	if len(res.Datasets) != 0 || len(res.Unmeasured) != 1 || res.Unmeasured[0] != "d/v/a/encode: no runs in NEW, no count in OLD" {
		t.Errorf("datasets %+v, unmeasured %q", res.Datasets, res.Unmeasured)
	}
	if md := string(res.Markdown()); !strings.Contains(md, "No cell has a time or a count in both runs.") {
		t.Errorf("markdown:\n%s", md)
	}
	if _, err := res.HTML(); err != nil {
		t.Fatal(err)
	}
}
