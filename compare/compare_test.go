package compare

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/serbench/serbench/measure"
	"github.com/serbench/serbench/resultset"
)

// record is a cell as the runner writes it today: the headline and its
// interval from the runs, and the median beside them.
func record(dataset, variant, codec, op string, runs []float64) resultset.Record {
	r := resultset.Record{Dataset: dataset, Variant: variant, Codec: codec, Op: op, Status: resultset.StatusOK,
		Runs: runs, EncodedBytes: 100}
	if len(runs) == 0 {
		return r
	}
	h, m := measure.Headline(runs), measure.Summarize(runs)
	r.NsPerOp, r.NsMedian = h.Center, &m.Center
	if measure.Finite(h.Lo) && measure.Finite(h.Hi) {
		r.NsCILow, r.NsCIHigh = &h.Lo, &h.Hi
	}
	return r
}

// runs are n runs a little apart (0.2% a step), in a shuffled order; the
// headline of runs(base, n) is base times a factor that depends on n only,
// so two cells' ratio is their bases' ratio.
func runs(base float64, n int) []float64 {
	xs := make([]float64, n)
	for i := range xs {
		xs[i] = base * (1 + 0.002*float64((i*7)%n))
	}
	return xs
}

// cells indexes a result's cells by dataset/variant/codec/op.
func cells(res *Result) map[string]Cell {
	out := map[string]Cell{}
	for _, ds := range res.Datasets {
		for _, c := range ds.Cells {
			out[ds.Name+"/"+c.Name()] = c
		}
	}
	return out
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
	// Three codecs, one faster, one slower: the median ratio, the drift, is 1.
	want := map[string]struct {
		verdict string
		delta   float64
	}{"fast": {Faster, -20}, "slow": {Slower, 20}, "same": {Same, 0}}
	for _, c := range res.Datasets[0].Cells {
		w := want[c.Codec]
		if c.Verdict != w.verdict || math.Abs(c.Delta-w.delta) > 0.01 || math.Abs(c.Adjusted-w.delta) > 0.01 {
			t.Errorf("%s: got %s %+.2f%% (beyond drift %+.2f%%), want %s %+.0f%%", c.Name(), c.Verdict, c.Delta, c.Adjusted, w.verdict, w.delta)
		}
		if !(c.Lo <= w.delta && w.delta <= c.Hi) {
			t.Errorf("%s: interval [%.2f, %.2f] misses %+.0f%%", c.Name(), c.Lo, c.Hi, w.delta)
		}
	}
	g := res.Datasets[0].Geomean
	if wantG := (math.Cbrt(0.8*1.2*1) - 1) * 100; g.Cells != 3 || math.Abs(g.Delta-wantG) > 0.01 {
		t.Errorf("geomean %+v, want %+.2f%% over 3 cells", g, wantG)
	}
	if !slices.Equal(res.OnlyOld, []string{"d/v/gone/encode"}) || !slices.Equal(res.OnlyNew, []string{"d/v/added/encode"}) {
		t.Errorf("only old %v, only new %v", res.OnlyOld, res.OnlyNew)
	}
	if len(res.Unmeasured) != 1 || !strings.Contains(res.Unmeasured[0], "failed in NEW") {
		t.Errorf("unmeasured %v", res.Unmeasured)
	}
	if s := res.Slowdowns(10); len(s) != 1 || s[0].Codec != "slow" {
		t.Errorf("slowdowns above 10%%: got %+v, want d/v/slow/encode", s)
	}
	if s := res.Slowdowns(25); len(s) != 0 {
		t.Errorf("slowdowns above 25%%: got %+v, want none", s)
	}
	md := string(res.Markdown())
	for _, w := range []string{"## How well the runs agree", Reading, "## d", "| variant | cells | codecs | drift | cpu probe |",
		"| d/v | 3 | 3 | 0.00% | – |", "| e/w | 1 | 1 | none (too few cells) | – |",
		"| v/fast/encode | 1.01 µs | 805 ns | -20.00% | -20.00% | [-20.95%, -19.04%] | faster |", "| slower |",
		"**geomean** (3 cells)", "Only in old (1)", "`d/v/gone/encode`", "Only in new (1)", "failed in NEW",
		"d/v/slow/encode: 100 B → 120 B (+20.00%); zstd 90.0 B → 81.0 B (-10.00%)", "4 cells compared: 1 slower, 1 faster, 2 without"} {
		if !strings.Contains(md, w) {
			t.Errorf("markdown lacks %q\n%s", w, md)
		}
	}
	if a, d := strings.Index(md, "## How well"), strings.Index(md, "## d"); a > d {
		t.Errorf("the agreement comes after the cells (at %d, cells at %d)", a, d)
	}
	page, err := res.HTML()
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{"serbench compare", "How well the runs agree", "Variant drift", "-20.00%", "&#43;20.00%",
		"Only in old", "d/v/gone/encode", "geometric mean", "Reading the tables", "beyond drift"} {
		if !strings.Contains(string(page), w) {
			t.Errorf("compare.html lacks %q", w)
		}
	}
	// e/w/x has six runs a side, enough for an interval.
	if c := res.Datasets[1].Cells[0]; c.Verdict != Same || math.IsNaN(c.Lo) {
		t.Errorf("six identical runs: got %s [%v, %v], want ~ with an interval", c.Verdict, c.Lo, c.Hi)
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
			if c.Verdict != Same || c.Delta != 0 || c.Adjusted != 0 {
				t.Errorf("%s: got %s %+v%% (beyond drift %+v%%), want ~ 0%%", c.Name(), c.Verdict, c.Delta, c.Adjusted)
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
	if a := res.Agreement; a.Cells != 2 || a.Raw[0] != 2 || a.Adjusted[0] != 2 {
		t.Errorf("agreement: got %d cells, %d and %d within ±2%%, want 2, 2, 2", a.Cells, a.Raw[0], a.Adjusted[0])
	}
}

// Odd runs never panic: one run a side, zero times, unequal counts. A side
// without an interval gives no verdict, however large the change.
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
		if c.Verdict != Same || !math.IsNaN(c.Lo) {
			t.Errorf("%s: got %s [%v, %v], want ~ without an interval", c.Name(), c.Verdict, c.Lo, c.Hi)
		}
	}
	if d := res.Drifts[0]; d.Estimated || d.Ratio != 1 || d.Cells != 2 {
		t.Errorf("drift of 2 cells with a time: got %+v, want none (ratio 1)", d)
	}
	if res.Agreement.Cells != 2 {
		t.Errorf("agreement over %d cells, want 2 (the zero times have no ratio)", res.Agreement.Cells)
	}
	_ = res.Markdown()
	if _, err := res.HTML(); err != nil {
		t.Fatal(err)
	}
}

// variant is a variant's cells: each codec's encode and decode, at the
// given times.
func variant(dataset, name string, times map[string]float64, n int) []resultset.Record {
	var out []resultset.Record
	for _, codec := range slices.Sorted(maps.Keys(times)) {
		out = append(out, record(dataset, name, codec, "encode", runs(times[codec], n)),
			record(dataset, name, codec, "decode", runs(2*times[codec], n)))
	}
	return out
}

// The host slows a whole variant by 15% between two runs of unchanged
// code, each cell by a little more or less: the drift takes it, and no
// cell is flagged.
func TestDriftWholeVariant(t *testing.T) {
	oldTimes := map[string]float64{"a": 1000, "b": 2000, "c": 3000, "d": 4000}
	newTimes := map[string]float64{"a": 1150 * 1.004, "b": 2300 * 0.997, "c": 3450, "d": 4600 * 1.002}
	res := Compare(Side{Records: variant("d", "v", oldTimes, 24)}, Side{Records: variant("d", "v", newTimes, 24)})
	if len(res.Drifts) != 1 {
		t.Fatalf("got %d drifts, want 1", len(res.Drifts))
	}
	if d := res.Drifts[0]; !d.Estimated || d.Cells != 8 || d.Codecs != 4 || math.Abs(d.Ratio-1.15) > 0.005 {
		t.Errorf("drift: got %+v, want about 1.15 over 8 cells of 4 codecs", d)
	}
	for name, c := range cells(res) {
		if c.Verdict != Same {
			t.Errorf("%s: got %s (%+.2f%%, beyond drift %+.2f%% in [%.2f, %.2f]), want ~", name, c.Verdict, c.Delta, c.Adjusted, c.Lo, c.Hi)
		}
		if c.Delta < 14 {
			t.Errorf("%s: raw change %+.2f%%, want about +15%%", name, c.Delta)
		}
	}
	if s := res.Slowdowns(10); len(s) != 0 {
		t.Errorf("--fail-above 10 fails on a host's drift: got %d slowdowns, the first %s, want none", len(s), s[0].Name())
	}
	if a := res.Agreement; a.Raw[2] != 0 || a.Adjusted[0] != 8 {
		t.Errorf("agreement: got %d within ±10%% raw, %d within ±2%% after drift; want 0 and 8", a.Raw[2], a.Adjusted[0])
	}
}

// One codec 20% slower in a variant of four that the host also moved: its
// cells are flagged, and no other.
func TestDriftOneCodecSlower(t *testing.T) {
	oldTimes := map[string]float64{"a": 1000, "b": 2000, "c": 3000, "d": 4000}
	newTimes := map[string]float64{"a": 1000 * 1.1, "b": 2000 * 1.1 * 1.2, "c": 3000 * 1.1, "d": 4000 * 1.1}
	old := Side{Records: append(variant("d", "v", oldTimes, 24), variant("d", "other", oldTimes, 24)...)}
	new := Side{Records: append(variant("d", "v", newTimes, 24), variant("d", "other", oldTimes, 24)...)}
	res := Compare(old, new)
	want := map[string]bool{"d/v/b/encode": true, "d/v/b/decode": true}
	for name, c := range cells(res) {
		if want[name] {
			if c.Verdict != Slower || math.Abs(c.Adjusted-20) > 0.01 {
				t.Errorf("%s: got %s %+.2f%% beyond drift, want slower +20%%", name, c.Verdict, c.Adjusted)
			}
		} else if c.Verdict != Same {
			t.Errorf("%s: got %s %+.2f%% beyond drift, want ~", name, c.Verdict, c.Adjusted)
		}
	}
	var slow []string
	for _, c := range res.Slowdowns(10) {
		slow = append(slow, c.Dataset+"/"+c.Name())
	}
	if !slices.Equal(slow, []string{"d/v/b/encode", "d/v/b/decode"}) {
		t.Errorf("slowdowns above 10%%: got %v, want d/v/b's encode and decode", slow)
	}
	// +20% beyond drift, but the interval reaches below 19.5%: not beyond
	// 19.5% with any confidence.
	if c := cells(res)["d/v/b/encode"]; !(c.Lo < 19.5 && c.Adjusted > 19.5) {
		t.Fatalf("d/v/b/encode: interval [%.2f, %.2f] for %+.2f%%, want it across 19.5%%", c.Lo, c.Hi, c.Adjusted)
	}
	if s := res.Slowdowns(19.5); len(s) != 0 {
		t.Errorf("slowdowns above 19.5%%: got %d, want none (the intervals reach below)", len(s))
	}
	if d := res.Drifts[0]; math.Abs(d.Ratio-1.1) > 1e-9 {
		t.Errorf("drift of d/v: got %v, want 1.1 (the median ignores the one codec)", d.Ratio)
	}
}

// Agreement on a hand-made example: ratios chosen so that each count is
// known.
func TestAgreement(t *testing.T) {
	// d/v: five codecs at ratios 1.10, 1.10, 1.11, 1.13, 1.30: drift 1.11,
	// beyond it about -0.9, -0.9, 0, +1.8, +17.1%.
	// e/w: one codec, two ops, ratios 1.01 and 0.96: no drift.
	oldBase := []float64{1000, 1030, 2000, 2200, 5000}
	ratios := []float64{1.10, 1.10, 1.11, 1.13, 1.30}
	var old, new Side
	for i, codec := range []string{"a", "b", "c", "d", "e"} {
		old.Records = append(old.Records, record("d", "v", codec, "encode", runs(oldBase[i], 10)))
		new.Records = append(new.Records, record("d", "v", codec, "encode", runs(oldBase[i]*ratios[i], 10)))
	}
	old.Records = append(old.Records, record("e", "w", "x", "encode", runs(100, 10)), record("e", "w", "x", "decode", runs(100, 10)))
	new.Records = append(new.Records, record("e", "w", "x", "encode", runs(101, 10)), record("e", "w", "x", "decode", runs(96, 10)))
	a := Compare(old, new).Agreement
	if a.Cells != 7 {
		t.Fatalf("cells: got %d, want 7", a.Cells)
	}
	for i, band := range Bands {
		wantRaw, wantAdj := [len(Bands)]int{1, 2, 4}[i], [len(Bands)]int{5, 6, 6}[i]
		if a.Raw[i] != wantRaw || a.Adjusted[i] != wantAdj {
			t.Errorf("within ±%g%%: got %d raw, %d after drift; want %d, %d", band, a.Raw[i], a.Adjusted[i], wantRaw, wantAdj)
		}
	}
	if got, want := a.Share(a.Raw[2]), 400.0/7; math.Abs(got-want) > 1e-9 {
		t.Errorf("share within ±10%%: got %v, want %v", got, want)
	}
	wantDS := []DatasetAgreement{{"d", 5, 0, 4}, {"e", 2, 2, 2}}
	if !slices.Equal(a.Datasets, wantDS) {
		t.Errorf("per dataset: got %+v, want %+v", a.Datasets, wantDS)
	}
	// Of the ten pairs of d/v/encode, a and b are 3% apart: nine count,
	// and all keep their order.
	if a.Pairs != 9 || len(a.Swapped) != 0 || a.Kept() != 100 {
		t.Errorf("pairs: got %d, %d swapped, %v%% kept; want 9, 0, 100%%", a.Pairs, len(a.Swapped), a.Kept())
	}
}

// Pairs of codecs 5% or more apart whose order NEW reverses, within one
// variant and op only.
func TestSwappedPairs(t *testing.T) {
	old := Side{Records: []resultset.Record{
		record("d", "v", "x", "encode", runs(1000, 10)),
		record("d", "v", "y", "encode", runs(1100, 10)),
		record("d", "v", "z", "encode", runs(1040, 10)), // 4% from x: its order with x does not count
		record("d", "v", "x", "decode", runs(1000, 10)),
		record("d", "v", "y", "decode", runs(2000, 10)),
		record("d", "w", "x", "encode", runs(1500, 10)), // another variant: never paired with v's
	}}
	new := Side{Records: []resultset.Record{
		record("d", "v", "x", "encode", runs(1150, 10)),
		record("d", "v", "y", "encode", runs(1050, 10)),
		record("d", "v", "z", "encode", runs(1060, 10)),
		record("d", "v", "x", "decode", runs(1000, 10)),
		record("d", "v", "y", "decode", runs(2000, 10)),
		record("d", "w", "x", "encode", runs(1000, 10)),
	}}
	a := Compare(old, new).Agreement
	if a.Pairs != 3 {
		t.Errorf("pairs: got %d, want 3 (x-y and z-y encode, x-y decode)", a.Pairs)
	}
	var got []string
	for _, s := range a.Swapped {
		got = append(got, fmt.Sprintf("%s/%s/%s:%s<%s", s.Dataset, s.Variant, s.Op, s.Fast, s.Slow))
	}
	if want := []string{"d/v/encode:x<y", "d/v/encode:z<y"}; !slices.Equal(got, want) {
		t.Errorf("swapped: got %v, want %v (widest gap in OLD first)", got, want)
	}
	if math.Abs(a.Kept()-100.0/3) > 1e-9 {
		t.Errorf("kept: got %v%%, want 33.3%%", a.Kept())
	}
	line := SwapLine(&a.Swapped[0])
	if want := "d/v/encode: x 1.00 µs < y 1.10 µs (+10.00%) in OLD; y 1.05 µs < x 1.15 µs (+9.52%) in NEW"; line != want {
		t.Errorf("swap line:\n got %s\nwant %s", line, want)
	}
	md := string(Compare(old, new).Markdown())
	if !strings.Contains(md, "33.33% kept their order in NEW; 2 swapped") || !strings.Contains(md, "- "+line) {
		t.Errorf("markdown lacks the swapped pairs:\n%s", md)
	}
}

// Results written before the headline was the 20th percentile (ns_per_op
// the median, no ns_median) compare with today's on the same estimate,
// computed from their runs.
func TestCompareOlderResults(t *testing.T) {
	xs := runs(1000, 24)
	older := record("d", "v", "a", "encode", xs)
	older.NsPerOp, older.NsMedian, older.NsCILow, older.NsCIHigh = 1023, nil, nil, nil // the median, as written then
	res := Compare(Side{Records: []resultset.Record{older}}, Side{Records: []resultset.Record{record("d", "v", "a", "encode", xs)}})
	c := res.Datasets[0].Cells[0]
	h := measure.Headline(xs)
	if c.Old != h.Center || c.New != h.Center || c.OldLo != h.Lo || c.OldHi != h.Hi {
		t.Errorf("older record: got %v [%v, %v], want the runs' headline %v [%v, %v]", c.Old, c.OldLo, c.OldHi, h.Center, h.Lo, h.Hi)
	}
	if c.Delta != 0 || c.Verdict != Same {
		t.Errorf("same runs: got %s %+v%%, want ~ 0%%", c.Verdict, c.Delta)
	}
}

// The probe's ratio is of the 10th percentile of the variant's probe
// times, and shown only when both folders have them.
func TestProbeRatio(t *testing.T) {
	withProbes := func(r resultset.Record, probes ...float64) resultset.Record {
		for _, p := range probes {
			r.Samples = append(r.Samples, resultset.Sample{NsPerOp: 1, ProbeCPUNs: &p})
		}
		return r
	}
	// Old: 20 probe times 100…119, p10 the 2nd, 101. New: 120…139, 121.
	var oldP, newP []float64
	for i := range 20 {
		oldP, newP = append(oldP, float64(119-i)), append(newP, float64(120+i))
	}
	old := Side{Records: []resultset.Record{
		withProbes(record("d", "v", "a", "encode", runs(1000, 10)), oldP[:10]...),
		withProbes(record("d", "v", "b", "encode", runs(1000, 10)), oldP[10:]...),
		withProbes(record("d", "w", "a", "encode", runs(1000, 10)), oldP...),
	}}
	new := Side{Records: []resultset.Record{
		withProbes(record("d", "v", "a", "encode", runs(1000, 10)), newP[:10]...),
		withProbes(record("d", "v", "b", "encode", runs(1000, 10)), newP[10:]...),
		record("d", "w", "a", "encode", runs(1000, 10)), // no probes in NEW
	}}
	res := Compare(old, new)
	if got, want := res.Drifts[0].Probe, 121.0/101; math.Abs(got-want) > 1e-12 {
		t.Errorf("probe ratio of d/v: got %v, want %v", got, want)
	}
	if got := res.Drifts[1].Probe; !math.IsNaN(got) {
		t.Errorf("probe ratio of d/w without probes in NEW: got %v, want NaN", got)
	}
}

// The busy-heap runs are compared as the cell's own runs are, in a table
// of their own, for the cells both folders timed in a busy heap, against a
// drift of their own.
func TestCompareBusy(t *testing.T) {
	withBusy := func(r resultset.Record, busy []float64) resultset.Record {
		r.BusyRuns = busy
		h := measure.Headline(busy)
		r.BusyNsPerOp, r.BusyNsCILow, r.BusyNsCIHigh = &h.Center, &h.Lo, &h.Hi
		return r
	}
	old := Side{Dir: "a", Records: []resultset.Record{
		withBusy(record("d", "v", "alloc", "encode", runs(1000, 12)), runs(2000, 12)),
		withBusy(record("d", "v", "flat", "encode", runs(500, 12)), runs(505, 12)),
		withBusy(record("d", "v", "flat2", "encode", runs(600, 12)), runs(605, 12)),
		withBusy(record("d", "v", "oldonly", "decode", runs(700, 12)), runs(900, 12)),
		record("e", "w", "x", "read", runs(10, 6)),
	}}
	newer := Side{Dir: "b", Records: []resultset.Record{
		// Faster on its own, slower in a busy heap: the two verdicts part.
		withBusy(record("d", "v", "alloc", "encode", runs(800, 12)), runs(3000, 12)),
		withBusy(record("d", "v", "flat", "encode", runs(500, 12)), runs(505, 12)),
		withBusy(record("d", "v", "flat2", "encode", runs(600, 12)), runs(605, 12)),
		record("d", "v", "oldonly", "decode", runs(700, 12)),
		record("e", "w", "x", "read", runs(10, 6)),
	}}
	res := Compare(old, newer)
	if len(res.Datasets) != 2 || !res.Datasets[0].HasBusy() || res.Datasets[1].HasBusy() {
		t.Fatalf("datasets %+v", res.Datasets)
	}
	cs := cells(res)
	a := cs["d/v/alloc/encode"]
	if a.Verdict != Faster || a.Busy == nil || a.Busy.Verdict != Slower || math.Abs(a.Busy.Adjusted-50) > 0.01 ||
		!(a.Busy.Lo <= 50 && 50 <= a.Busy.Hi) || a.Busy.OldRuns != 12 {
		t.Errorf("alloc: got own %+v, busy %+v; want faster, busy slower +50%%", a.Change, a.Busy)
	}
	if f := cs["d/v/flat/encode"]; f.Busy == nil || f.Busy.Verdict != Same || f.Busy.Delta != 0 {
		t.Errorf("flat: busy %+v", f.Busy)
	}
	if o := cs["d/v/oldonly/decode"]; o.Busy != nil {
		t.Errorf("a cell timed in a busy heap by one folder only has a busy change: %+v", o.Busy)
	}
	if d := res.Drifts[0]; d.Busy == nil || !d.Busy.Estimated || d.Busy.Cells != 3 || d.Busy.Ratio != 1 {
		t.Errorf("busy drift of d/v: got %+v, want 1 over 3 cells", d.Busy)
	}
	if slower, faster, same := res.Counts(); slower != 0 || faster != 1 || same != 4 {
		t.Errorf("counts %d %d %d: the verdicts are the cells' own times'", slower, faster, same)
	}
	md := string(res.Markdown())
	if strings.Count(md, BusyNote) != 1 ||
		!strings.Contains(md, BusyNote+"\n\n| cell | old | new |") ||
		!strings.Contains(md, "| v/alloc/encode | 2.01 µs | 3.01 µs | +50.00% | +50.00% |") ||
		!strings.Contains(md, "| v/flat/encode | 507 ns | 507 ns | 0.00% | 0.00% | ") ||
		!strings.Contains(md, "| cpu probe | busy drift |") {
		t.Errorf("markdown lacks the busy table, or has it twice:\n%s", md)
	}
	if busy := md[strings.Index(md, BusyNote):]; strings.Contains(busy[:strings.Index(busy, "## e")], "oldonly") {
		t.Errorf("the busy table lists a cell without busy runs on both sides:\n%s", busy)
	}
	page, err := res.HTML()
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{"In a busy heap", "ds-d-busy", "&#43;50.00%", "busy drift"} {
		if !strings.Contains(string(page), w) {
			t.Errorf("compare.html lacks %q", w)
		}
	}
	if strings.Contains(string(page), "ds-e-busy") {
		t.Error("compare.html has a busy table for a dataset without busy runs")
	}
}
