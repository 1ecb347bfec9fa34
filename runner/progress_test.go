package runner

import (
	"bytes"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/serbench/serbench/resultset"
)

// planned is a variant of a simulated run: its cells, timed in groups of
// these sizes (one group of every cell when nil), and how long it takes.
type planned struct {
	cells  int
	took   time.Duration
	groups []int
	prior  time.Duration // its time in an earlier run (PaceStore); 0: unknown
	bytes  int64         // its size (suite.VariantInfo.Bytes); 0: unknown
	// split is how its time goes (zero: no phases known), each group's
	// share of it added to the variant's phases as the group ends.
	split phaseSplit
}

// estimate is one progress line's time left beside the truth, and what
// the former rule (the whole run's mean time per cell so far, over every
// cell left) would have said.
type estimate struct {
	elapsed, left, truth, former time.Duration
}

// variantName is the name of a simulated plan's i-th variant.
func variantName(i int) string { return "d/" + strconv.Itoa(i) }

var leftRe = regexp.MustCompile(`\(elapsed (\S+), ~(\S+) left\)$`)

// simulate runs plan's variants through progress on a fake clock, a
// group's time spread evenly over its variant, and returns the last line
// of each group's estimate.
func simulate(t *testing.T, plan []planned, pace PaceStore) []estimate {
	t.Helper()
	var total int
	var all time.Duration
	for _, v := range plan {
		total += v.cells
		all += v.took
	}
	now := time.Date(2026, 12, 3, 0, 0, 0, 0, time.UTC)
	var out bytes.Buffer
	p := &progress{w: &out, total: total, clock: func() time.Time { return now }, pace: pace}
	for i, v := range plan {
		p.plan = append(p.plan, plannedVariant{name: variantName(i), cells: v.cells, prior: v.prior.Seconds() / float64(v.cells), bytes: v.bytes})
	}
	p.start = now
	var (
		ests    []estimate
		settled int
	)
	sink := func(*resultset.Record) error { return nil }
	for i, v := range plan {
		var ph *Phases
		if v.split.ok() {
			ph = &Phases{}
		}
		p.beginVariant(v.cells, ph)
		groups := v.groups
		if groups == nil {
			groups = []int{v.cells}
		}
		for _, g := range groups {
			took := v.took * time.Duration(g) / time.Duration(v.cells)
			now = now.Add(took)
			if ph != nil {
				part := func(share float64) time.Duration { return time.Duration(share * float64(took)) }
				ph.Rounds += part(v.split.cells)
				ph.Prepare += part(v.split.data)
				ph.Load += part(v.split.both)
			}
			p.settle(g)
			settled += g
			for range g {
				rec := &resultset.Record{Dataset: "d", Variant: strconv.Itoa(i), Codec: "c", Op: "encode", Status: resultset.StatusOK}
				if err := p.finish(rec, sink); err != nil {
					t.Fatal(err)
				}
			}
			lines := strings.Split(strings.TrimSpace(out.String()), "\n")
			m := leftRe.FindStringSubmatch(lines[len(lines)-1])
			if m == nil {
				t.Fatalf("no time left in %q", lines[len(lines)-1])
			}
			elapsed, err1 := time.ParseDuration(m[1])
			left, err2 := time.ParseDuration(m[2])
			if err1 != nil || err2 != nil {
				t.Fatalf("%q: %v %v", lines[len(lines)-1], err1, err2)
			}
			ests = append(ests, estimate{elapsed, left, all - now.Sub(p.start),
				(now.Sub(p.start) / time.Duration(settled) * time.Duration(total-settled)).Round(time.Second)})
		}
		p.endVariant()
	}
	return ests
}

// The published full matrix's 62 variants in plan order: cells, and
// tenths of a minute (its records' timed minutes per variant, scaled to
// the run's 2h05m54s). The heavy ones come first: transaction/200000,
// structs/complexmap and structs/huge-slice are 3.9% of the cells and a
// third of the time.
var publishedShape = [][2]int{
	{122, 62}, {119, 51}, {119, 140}, {224, 10}, {224, 10}, {179, 8}, {179, 10}, {179, 63}, {179, 11}, {179, 69},
	{173, 9}, {158, 7}, {155, 9}, {155, 22}, {143, 141}, {170, 8}, {158, 7}, {155, 7}, {155, 138}, {221, 17},
	{221, 9}, {228, 8}, {176, 6}, {179, 8}, {179, 7}, {179, 7}, {176, 6}, {176, 8}, {179, 7}, {179, 8}, {176, 6},
	{176, 18}, {179, 8}, {179, 9}, {176, 18}, {176, 9}, {176, 8}, {176, 8}, {179, 8}, {228, 10}, {228, 13},
	{179, 8}, {176, 8}, {228, 11}, {176, 9}, {179, 7}, {176, 9}, {176, 8}, {176, 7}, {176, 8}, {176, 9},
	{179, 6}, {176, 8}, {179, 7}, {150, 15}, {153, 7}, {132, 19}, {156, 8}, {173, 46}, {159, 34}, {87, 28},
	{87, 5},
}

// On the published matrix's shape, the former rule said 1h49m left at
// 1h25m (the run itself said ~2h15m), 40m30s before its end; the estimate
// now says 35m19s, and once the heavy variants at the plan's head are
// behind, it never again projects them onto every cell left. (Near the
// end it says too little: the last variants, json documents, cost two to
// five times a boutique message's per cell.)
func TestProgressEstimatePublishedShape(t *testing.T) {
	var plan []planned
	for _, v := range publishedShape {
		plan = append(plan, planned{cells: v[0], took: time.Duration(v[1]) * 6 * time.Second})
	}
	ests := simulate(t, plan, nil)
	at := -1
	for i, e := range ests {
		if at < 0 && e.elapsed >= 85*time.Minute {
			at = i
		}
	}
	e := ests[at]
	t.Logf("at %s: truth %s, former %s, now %s", e.elapsed, e.truth, e.former, e.left)
	if e.former < 2*e.truth {
		t.Errorf("at %s the former rule says %s for %s: the shape no longer shows its overshoot", e.elapsed, e.former, e.truth)
	}
	if d := e.left - e.truth; d > e.truth/4 || d < -e.truth/4 {
		t.Errorf("at %s: ~%s left, want within 25%% of %s", e.elapsed, e.left, e.truth)
	}
	// Once the heavy variants are behind (structs/huge-slice, the 19th,
	// ends past an hour), the estimate never overshoots by a quarter.
	for i, e := range ests {
		t.Logf("line %d at %s: truth %s, former %s, now %s", i, e.elapsed, e.truth, e.former, e.left)
		if i >= 19 && e.left > e.truth+e.truth/4 {
			t.Errorf("at %s: ~%s left, %s in truth (the former rule: %s)", e.elapsed, e.left, e.truth, e.former)
		}
	}
	if last := ests[len(ests)-1]; last.left != 0 {
		t.Errorf("the last line says ~%s left", last.left)
	}
}

// A slow variant first, then fast ones: once the fast are the typical
// variant, the slow one's rate is no longer projected onto every cell
// left. A variant timed in groups has its rest reckoned at its own rate.
func TestProgressEstimateSlowFirst(t *testing.T) {
	slow := planned{cells: 120, took: 20 * time.Minute}                               // 10 s a cell
	fast := planned{cells: 170, took: 170 * time.Second}                              // 1 s a cell
	grouped := planned{cells: 100, took: 10 * time.Minute, groups: []int{50, 30, 20}} // 6 s a cell
	plan := []planned{slow, fast, fast, fast, fast, fast, fast, fast, grouped, fast, fast, fast}
	ests := simulate(t, plan, nil)
	for i, e := range ests {
		t.Logf("line %d at %s: truth %s, former %s, now %s", i, e.elapsed, e.truth, e.former, e.left)
	}
	// After the slow variant alone, nothing says the rest is faster; nor
	// after one fast beside it: with no variant past twice the median,
	// the estimate is the former rule's.
	for _, e := range ests[:2] {
		if e.left != e.former {
			t.Errorf("at %s: ~%s left, want the former rule's %s", e.elapsed, e.left, e.former)
		}
	}
	// From the third variant the typical one is fast, and the slow one
	// counts at twice its rate: 30m41s for 32m40s, where the former rule
	// said 1h21m28s. The grouped variant, slower, pushes the truth past
	// the estimate as it nears, not the estimate past the truth.
	if e := ests[2]; e.former < 2*e.truth || e.left < e.truth*9/10 || e.left > e.truth*11/10 {
		t.Errorf("after the third variant: ~%s left, %s in truth (the former rule: %s)", e.left, e.truth, e.former)
	}
	for i, e := range ests[2:] {
		if e.left > e.truth*11/10+time.Minute || e.left < e.truth/2 {
			t.Errorf("line %d at %s: ~%s left, %s in truth (the former rule: %s)", i+2, e.elapsed, e.left, e.truth, e.former)
		}
	}
	// After the grouped variant's first group, its 50 cells left take its
	// own 6 s a cell (5 minutes), and the 3 fast variants' 510 cells the
	// typical 1430/1310 s a cell: the ended variants' mean, the slow one
	// (120 cells) counted at twice the median's 1 s.
	want := 5*time.Minute + 510*1430*time.Second/1310
	if e := ests[8]; e.left != want.Round(time.Second) {
		t.Errorf("after the grouped variant's first group: ~%s left, want %s", e.left, want.Round(time.Second))
	}
}

// paces is a PaceStore in memory.
type paces map[string]struct {
	cells int
	rate  float64
}

func (m paces) Pace(variant string, cells int) (float64, bool) {
	v, ok := m[variant]
	return v.rate, ok && v.cells == cells
}

func (m paces) SetPace(variant string, cells int, rate float64) error {
	m[variant] = struct {
		cells int
		rate  float64
	}{cells, rate}
	return nil
}

// With each variant's pace from an earlier run, the estimate holds from
// the first line, heavy variants first or not: on the published matrix's
// shape, an earlier run 15% faster (each variant 7-24% faster) leaves
// every line within a quarter of the truth (or a minute, near the end),
// where the rule without paces said more than twice the truth in the
// first hour. The run keeps every variant's pace for the next.
func TestProgressEstimateKnownPace(t *testing.T) {
	var plan []planned
	for i, v := range publishedShape {
		took := time.Duration(v[1]) * 6 * time.Second
		then := 0.85 * (1 + 0.1*math.Sin(float64(i))) // 0.765-0.935 of its time now, varying by variant
		plan = append(plan, planned{cells: v[0], took: took, prior: time.Duration(then * float64(took))})
	}
	kept := paces{}
	ests := simulate(t, plan, kept)
	for i := range plan {
		plan[i].prior = 0
	}
	without := simulate(t, plan, nil)
	worst := 0.0
	for i, e := range ests {
		t.Logf("line %d at %s: truth %s, now %s (without paces %s)", i, e.elapsed, e.truth, e.left, without[i].left)
		if d := (e.left - e.truth).Abs(); d > max(e.truth/4, time.Minute) {
			t.Errorf("at %s: ~%s left, want within 25%% of %s", e.elapsed, e.left, e.truth)
		}
		if e.truth > 0 {
			worst = max(worst, float64(without[i].left)/float64(e.truth))
		}
	}
	if worst < 2 {
		t.Errorf("without paces the estimate was at most %.2f× the truth: the shape no longer shows what paces mend", worst)
	}
	if len(kept) != len(publishedShape) {
		t.Fatalf("%d variants' paces kept, want %d", len(kept), len(publishedShape))
	}
	for i, v := range publishedShape {
		want := (time.Duration(v[1]) * 6 * time.Second).Seconds() / float64(v[0])
		if got, ok := kept.Pace(variantName(i), v[0]); !ok || math.Abs(got-want) > 1e-9*want {
			t.Errorf("%s: kept %g s a cell (%t), want %g", variantName(i), got, ok, want)
		}
	}
}

// fixtureShape is a user's schema's run (the fixture of 33 message types'
// samples, `run --proto --samples --count 2 --benchtime 5ms`): each
// variant's tenths of a second and its messages' bytes (their samples'),
// in plan order, the trace of them all first. Each has 167 cells.
var fixtureShape = [][2]int64{
	{2430, 66168186}, {204, 284645}, {250, 509924}, {170, 70112}, {162, 87640}, {148, 43820}, {215, 592846},
	{125, 3}, {209, 698057}, {164, 341309}, {379, 3697982}, {1200, 27987901}, {185, 71990}, {174, 48183},
	{630, 14613849}, {213, 723302}, {162, 167980}, {197, 717076}, {142, 92648}, {196, 528563}, {183, 338551},
	{193, 302660}, {251, 886229}, {400, 5241778}, {207, 437537}, {287, 1739178}, {237, 898930}, {316, 1759558},
	{209, 267234}, {171, 157126}, {205, 539252}, {148, 145232}, {191, 338685}, {288, 1838406},
}

// A user's types, after their trace: the trace's seconds a cell put on
// every type said more than five times the truth; with the variants'
// sizes, once the trace and a type have ended, every line is within a
// quarter of it (or half a minute, near the end).
func TestProgressEstimateBySize(t *testing.T) {
	var plan []planned
	for _, v := range fixtureShape {
		plan = append(plan, planned{cells: 167, took: time.Duration(v[0]) * 100 * time.Millisecond, bytes: v[1]})
	}
	ests := simulate(t, plan, nil)
	for i, e := range ests {
		t.Logf("line %d at %s: truth %s, former %s, now %s", i, e.elapsed, e.truth, e.former, e.left)
		if i == 0 {
			if e.left < 5*e.truth {
				t.Errorf("after the trace alone: ~%s left for %s: the shape no longer shows what sizes mend", e.left, e.truth)
			}
			continue
		}
		if d := (e.left - e.truth).Abs(); d > max(e.truth/4, 30*time.Second) {
			t.Errorf("at %s: ~%s left, want within 25%% of %s", e.elapsed, e.left, e.truth)
		}
	}
	// Without sizes the estimate is the rule by cells.
	for i := range plan {
		plan[i].bytes = 0
	}
	if e := simulate(t, plan, nil)[1]; e.left < 2*e.truth {
		t.Errorf("without sizes, after two variants: ~%s left for %s; want the overshoot sizes mend", e.left, e.truth)
	}
}

// sizeFit finds a cell's and a byte's cost, and none from one variant or
// from sizes in proportion to cells.
func TestSizeFit(t *testing.T) {
	ended := []endedVariant{{cells: 100, rate: 0.2 + 3e-6*1e6/100, bytes: 1e6}, {cells: 100, rate: 0.2 + 3e-6*5e6/100, bytes: 5e6}}
	c, b, ok := sizeFit(ended)
	if !ok || math.Abs(c-0.2) > 1e-9 || math.Abs(b-3e-6) > 1e-15 {
		t.Errorf("sizeFit = %g s a cell, %g s a byte, %t; want 0.2, 3e-6, true", c, b, ok)
	}
	if _, _, ok := sizeFit(ended[:1]); ok {
		t.Error("one variant told a cell's cost from a byte's")
	}
	if _, _, ok := sizeFit([]endedVariant{{cells: 100, rate: 1, bytes: 1e6}, {cells: 200, rate: 1, bytes: 2e6}}); ok {
		t.Error("sizes in proportion to cells told the two apart")
	}
	// A faster variant of more bytes: no negative cost a byte.
	if c, b, ok := sizeFit([]endedVariant{{cells: 100, rate: 2, bytes: 1e6}, {cells: 100, rate: 1, bytes: 5e6}}); !ok || b != 0 || c <= 0 {
		t.Errorf("sizeFit = %g, %g, %t; want a cost a cell alone", c, b, ok)
	}
}

// fixtureTrace is the fixture's trace (fixtureShape's first variant) as
// a run timed it: its first group of 113 cells ended 2m07s into the run,
// and its phases were calibration, warm-up, rounds and heap pass 23.1 s,
// prepare, latency pass and compression 105.3 s, workers' load 78 s.
var fixtureTrace = planned{groups: []int{113, 54}, split: phaseSplit{23.1, 105.3, 78}}

// During a user's trace, before any variant has ended, the trace's own
// phases say what its types will take: within half of the truth, where its
// seconds a cell put on every type said several times the truth.
func TestProgressEstimateFromPhases(t *testing.T) {
	var plan []planned
	for _, v := range fixtureShape {
		plan = append(plan, planned{cells: 167, took: time.Duration(v[0]) * 100 * time.Millisecond, bytes: v[1]})
	}
	trace := fixtureTrace
	trace.cells, trace.took, trace.bytes = plan[0].cells, plan[0].took, plan[0].bytes
	plan[0] = trace
	e := simulate(t, plan, nil)[0]
	t.Logf("after the trace's first group, at %s: truth %s, former %s, now %s", e.elapsed, e.truth, e.former, e.left)
	if e.left < e.truth/2 || e.left > e.truth*3/2 {
		t.Errorf("at %s, during the trace: ~%s left, want within half of %s", e.elapsed, e.left, e.truth)
	}
	// Without the phases, the trace's seconds a cell.
	plan[0].split = phaseSplit{}
	if e := simulate(t, plan, nil)[0]; e.left < 3*e.truth {
		t.Errorf("without phases, during the trace: ~%s left for %s; want the overshoot the phases mend", e.left, e.truth)
	}
}
