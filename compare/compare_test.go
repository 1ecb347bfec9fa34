package compare

import (
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/serbench/serbench/resultset"
)

// bruteU counts U over every arrangement of m old and n new values.
func bruteU(m, n int) []float64 {
	counts := make([]float64, m*n+1)
	var walk func(pos, olds int, seq []bool)
	walk = func(pos, olds int, seq []bool) {
		if pos == m+n {
			if olds != m {
				return
			}
			// U counts (old, new) pairs with the new value above the old.
			u, oldsSoFar := 0, 0
			for _, isOld := range seq {
				if isOld {
					oldsSoFar++
				} else {
					u += oldsSoFar
				}
			}
			counts[u]++
			return
		}
		walk(pos+1, olds+1, append(seq, true))
		walk(pos+1, olds, append(seq, false))
	}
	walk(0, 0, nil)
	var total float64
	for _, c := range counts {
		total += c
	}
	for i := range counts {
		counts[i] /= total
	}
	return counts
}

func TestUDistributionMatchesEnumeration(t *testing.T) {
	for _, mn := range [][2]int{{1, 1}, {1, 6}, {3, 4}, {4, 3}, {5, 5}, {6, 7}} {
		got, want := uDistribution(mn[0], mn[1]), bruteU(mn[0], mn[1])
		if len(got) != len(want) {
			t.Fatalf("%v: %d values, want %d", mn, len(got), len(want))
		}
		for u := range want {
			if math.Abs(got[u]-want[u]) > 1e-12 {
				t.Errorf("%v: P(U=%d) = %v, want %v", mn, u, got[u], want[u])
			}
		}
	}
}

func TestUCritical(t *testing.T) {
	// Published tables: with six runs a side, a two-sided test at 0.05
	// rejects when U ≤ 5; with twenty, when U ≤ 127.
	if c := uCritical(6, 6, 0.025); c != 6 {
		t.Errorf("6+6: c = %d, want 6", c)
	}
	if c := uCritical(20, 20, 0.025); c != 128 {
		t.Errorf("20+20: c = %d, want 128", c)
	}
	if c := uCritical(3, 3, 0.025); c != 0 {
		t.Errorf("3+3 runs cannot reach 95%%: c = %d", c)
	}
	// The normal approximation takes over from the exact counts smoothly.
	exact := func(m, n int) int {
		pmf, c, cum := uDistribution(m, n), 0, 0.0
		for cum+pmf[c] <= 0.025 {
			cum += pmf[c]
			c++
		}
		return c
	}
	if e, a := exact(101, 101), uCritical(101, 101, 0.025); a < e-3 || a > e+3 {
		t.Errorf("101+101: normal %d, exact %d", a, e)
	}
}

// Runs drawn from one skewed distribution, new scaled by a known factor:
// the interval must cover the true change about 95% of the time.
func TestIntervalCoverage(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	draw := func(n int, scale float64) []float64 {
		xs := make([]float64, n)
		for i := range xs {
			xs[i] = scale * (1000 + 50*r.ExpFloat64()) // a floor and a long right tail, as run times have
		}
		return xs
	}
	const trials, truth = 600, 5.0 // percent
	covered, none := 0, 0
	for range trials {
		lo, hi := interval(draw(10, 1), draw(12, 1+truth/100), 0.95)
		if math.IsNaN(lo) {
			none++
			continue
		}
		if lo <= truth && truth <= hi {
			covered++
		}
	}
	if none > 0 {
		t.Fatalf("%d trials without an interval", none)
	}
	if rate := float64(covered) / trials; rate < 0.92 || rate > 0.985 {
		t.Errorf("coverage %.3f, want about 0.95", rate)
	}
}

func record(dataset, variant, codec, op string, runs []float64) resultset.Record {
	return resultset.Record{Dataset: dataset, Variant: variant, Codec: codec, Op: op, Status: resultset.StatusOK,
		Runs: runs, NsPerOp: 1, EncodedBytes: 100}
}

func runs(base float64, n int) []float64 {
	xs := make([]float64, n)
	for i := range xs {
		xs[i] = base * (1 + 0.002*float64((i*7)%n)) // a little spread, no two alike
	}
	return xs
}

func TestCompare(t *testing.T) {
	old := Side{Dir: "a", Records: []resultset.Record{
		record("d", "v", "fast", "encode", runs(1000, 20)),
		record("d", "v", "slow", "encode", runs(2000, 20)),
		record("d", "v", "same", "encode", runs(3000, 20)),
		record("d", "v", "gone", "encode", runs(3000, 20)),
		record("d", "v", "broken", "decode", runs(3000, 20)),
		record("e", "w", "x", "read", runs(10, 6)),
	}}
	broken := record("d", "v", "broken", "decode", nil)
	broken.Status = resultset.StatusFailed
	bigger := record("d", "v", "slow", "encode", runs(2400, 20))
	bigger.EncodedBytes = 120
	oldZ, newZ, sameZ := 90.0, 81.0, 50.0
	bigger.ZstdBytes = &newZ
	newer := Side{Dir: "b", Records: []resultset.Record{
		record("d", "v", "fast", "encode", runs(800, 20)),
		bigger,
		record("d", "v", "same", "encode", runs(3000, 20)),
		broken,
		record("d", "v", "added", "encode", runs(3000, 20)),
		record("e", "w", "x", "read", runs(10, 6)),
	}}
	old.Records[1].ZstdBytes = &oldZ
	old.Records[2].ZstdBytes = &sameZ // the new "same" has none: not a change
	res := Compare(old, newer)
	if len(res.Datasets) != 2 || len(res.Datasets[0].Cells) != 3 {
		t.Fatalf("datasets %+v", res.Datasets)
	}
	want := map[string]struct {
		verdict string
		delta   float64
	}{"fast": {Faster, -20}, "slow": {Slower, 20}, "same": {Same, 0}}
	for _, c := range res.Datasets[0].Cells {
		w := want[c.Codec]
		if c.Verdict != w.verdict || math.Abs(c.Delta-w.delta) > 0.5 {
			t.Errorf("%s: %s %+.2f%%, want %s %+.0f%%", c.Name(), c.Verdict, c.Delta, w.verdict, w.delta)
		}
		if !(c.Lo <= w.delta+0.5 && w.delta-0.5 <= c.Hi) || (c.Verdict != Same && c.Lo <= 0 && 0 <= c.Hi) {
			t.Errorf("%s: interval [%.2f, %.2f] for %+.2f%%, %s", c.Name(), c.Lo, c.Hi, c.Delta, c.Verdict)
		}
	}
	g := res.Datasets[0].Geomean
	if wantG := (math.Cbrt(0.8*1.2*1) - 1) * 100; g.Cells != 3 || math.Abs(g.Delta-wantG) > 0.2 {
		t.Errorf("geomean %+v, want %+.2f%% over 3 cells", g, wantG)
	}
	if !slices.Equal(res.OnlyOld, []string{"d/v/gone/encode"}) || !slices.Equal(res.OnlyNew, []string{"d/v/added/encode"}) {
		t.Errorf("only old %v, only new %v", res.OnlyOld, res.OnlyNew)
	}
	if len(res.Unmeasured) != 1 || !strings.Contains(res.Unmeasured[0], "failed in NEW") {
		t.Errorf("unmeasured %v", res.Unmeasured)
	}
	if s := res.Slowdowns(10); len(s) != 1 || s[0].Codec != "slow" {
		t.Errorf("slowdowns above 10%%: %+v", s)
	}
	if s := res.Slowdowns(25); len(s) != 0 {
		t.Errorf("slowdowns above 25%%: %+v", s)
	}
	md := string(res.Markdown())
	for _, w := range []string{"## d", "| v/fast/encode | 1.02 µs | 815 ns | -20.00% | [-20.63%, -19.37%] | 0.000 n=20+20 | faster |", "| faster |", "| slower |",
		"**geomean** (3 cells)", "Only in old (1)", "`d/v/gone/encode`", "Only in new (1)", "failed in NEW",
		"d/v/slow/encode: 100 B → 120 B (+20.00%); zstd 90.0 B → 81.0 B (-10.00%)", "4 cells compared: 1 slower, 1 faster, 2 without"} {
		if !strings.Contains(md, w) {
			t.Errorf("markdown lacks %q\n%s", w, md)
		}
	}
	page, err := res.HTML()
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{"serbench compare", "-20.00%", "&#43;20.00%", "Only in old", "d/v/gone/encode", "geometric mean",
		"Reading the tables"} {
		if !strings.Contains(string(page), w) {
			t.Errorf("compare.html lacks %q", w)
		}
	}
	// e/w/x has six runs a side, enough for an interval.
	if c := res.Datasets[1].Cells[0]; c.Verdict != Same || math.IsNaN(c.Lo) {
		t.Errorf("six identical runs: %+v", c)
	}
}

// A folder against itself: nothing changed, every verdict "~".
func TestCompareWithItself(t *testing.T) {
	side := Side{Dir: "a", Records: []resultset.Record{
		record("d", "v", "a", "encode", runs(1000, 20)),
		record("d", "v", "b", "decode", runs(5000, 3)),
	}}
	res := Compare(side, side)
	for _, ds := range res.Datasets {
		for _, c := range ds.Cells {
			if c.Verdict != Same || c.Delta != 0 || c.P < 0.99 {
				t.Errorf("%s: %+v", c.Name(), c)
			}
		}
		if ds.Geomean.Delta != 0 {
			t.Errorf("geomean %+v", ds.Geomean)
		}
	}
	if len(res.OnlyOld)+len(res.OnlyNew)+len(res.Unmeasured)+len(res.EnvChanges) != 0 {
		t.Errorf("mismatches in a self-comparison: %+v", res)
	}
	if got := res.Slowdowns(0); len(got) != 0 {
		t.Errorf("slowdowns %+v", got)
	}
}

// Odd runs never panic: one run a side, zero times, unequal counts.
func TestCompareOddRuns(t *testing.T) {
	old := Side{Records: []resultset.Record{
		record("d", "v", "one", "encode", []float64{100}),
		record("d", "v", "zero", "encode", []float64{0, 0, 0}),
		record("d", "v", "uneven", "encode", runs(100, 3)),
	}}
	new := Side{Records: []resultset.Record{
		record("d", "v", "one", "encode", []float64{200}),
		record("d", "v", "zero", "encode", []float64{0, 1, 2}),
		record("d", "v", "uneven", "encode", runs(300, 30)),
	}}
	res := Compare(old, new)
	if len(res.Datasets) != 1 || len(res.Datasets[0].Cells) != 3 {
		t.Fatalf("%+v", res.Datasets)
	}
	for _, c := range res.Datasets[0].Cells {
		if c.Codec == "one" && (c.Verdict != Same || !math.IsNaN(c.Lo)) {
			t.Errorf("one run a side can show nothing: %+v", c)
		}
		if c.Codec == "zero" && !math.IsNaN(c.Lo) {
			t.Errorf("zero times have no ratio: %+v", c)
		}
	}
	_ = res.Markdown()
}

// The busy-heap runs are compared as the cell's own runs are, in a table
// of their own, for the cells both folders timed in a busy heap.
func TestCompareBusy(t *testing.T) {
	withBusy := func(r resultset.Record, busy []float64) resultset.Record {
		r.BusyRuns = busy
		return r
	}
	old := Side{Dir: "a", Records: []resultset.Record{
		withBusy(record("d", "v", "alloc", "encode", runs(1000, 12)), runs(2000, 12)),
		withBusy(record("d", "v", "flat", "encode", runs(500, 12)), runs(505, 12)),
		withBusy(record("d", "v", "oldonly", "decode", runs(700, 12)), runs(900, 12)),
		record("e", "w", "x", "read", runs(10, 6)),
	}}
	newer := Side{Dir: "b", Records: []resultset.Record{
		// Faster on its own, slower in a busy heap: the two verdicts part.
		withBusy(record("d", "v", "alloc", "encode", runs(900, 12)), runs(3000, 12)),
		withBusy(record("d", "v", "flat", "encode", runs(500, 12)), runs(505, 12)),
		record("d", "v", "oldonly", "decode", runs(700, 12)),
		record("e", "w", "x", "read", runs(10, 6)),
	}}
	res := Compare(old, newer)
	if len(res.Datasets) != 2 || !res.Datasets[0].HasBusy() || res.Datasets[1].HasBusy() {
		t.Fatalf("datasets %+v", res.Datasets)
	}
	cells := map[string]Cell{}
	for _, c := range res.Datasets[0].Cells {
		cells[c.Codec] = c
	}
	a := cells["alloc"]
	if a.Verdict != Faster || a.Busy == nil || a.Busy.Verdict != Slower || math.Abs(a.Busy.Delta-50) > 0.5 ||
		!(a.Busy.Lo <= 50 && 50 <= a.Busy.Hi) || a.Busy.Lo <= 0 || a.Busy.OldRuns != 12 {
		t.Errorf("alloc: own %+v, busy %+v", a.Change, a.Busy)
	}
	if f := cells["flat"]; f.Busy == nil || f.Busy.Verdict != Same || f.Busy.Delta != 0 {
		t.Errorf("flat: busy %+v", f.Busy)
	}
	if o := cells["oldonly"]; o.Busy != nil {
		t.Errorf("a cell timed in a busy heap by one folder only has a busy change: %+v", o.Busy)
	}
	if slower, faster, same := res.Counts(); slower != 0 || faster != 1 || same != 3 {
		t.Errorf("counts %d %d %d: the verdicts are the cells' own times'", slower, faster, same)
	}
	md := string(res.Markdown())
	if strings.Count(md, BusyNote) != 1 ||
		!strings.Contains(md, BusyNote+"\n\n| cell | old | new |") ||
		!strings.Contains(md, "| v/alloc/encode | 2.02 µs | 3.03 µs | +50.00% |") ||
		!strings.Contains(md, "| v/flat/encode | 511 ns | 511 ns | 0.00% | ") {
		t.Errorf("markdown lacks the busy table, or has it twice:\n%s", md)
	}
	if busy := md[strings.Index(md, BusyNote):]; strings.Contains(busy[:strings.Index(busy, "## e")], "oldonly") {
		t.Errorf("the busy table lists a cell without busy runs on both sides:\n%s", busy)
	}
	page, err := res.HTML()
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{"In a busy heap", "ds-d-busy", "&#43;50.00%"} {
		if !strings.Contains(string(page), w) {
			t.Errorf("compare.html lacks %q", w)
		}
	}
	if strings.Contains(string(page), "ds-e-busy") {
		t.Error("compare.html has a busy table for a dataset without busy runs")
	}
}
