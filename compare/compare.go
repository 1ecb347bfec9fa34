// Package compare sets two results folders side by side: for every cell
// both measured, the old and new headline time (Record.NsPerOp, the 20th
// percentile of the cell's runs) and the change; for every variant, the
// drift its cells share (the host's, as far as two runs can tell); for each
// cell, a verdict on its change against that drift; and how well the two
// runs agree as a whole. Where both runs counted a cell's instructions per
// op, those are compared too, on a rule of their own (see Count).
//
// The verdicts are built for a shared machine, where the host moves between
// runs by several percent and shifts a whole variant's cells together: no
// test of runs against runs (two runs of the same code are two host
// states, and such a test calls nearly every cell significant), but the
// cell's change beyond its variant's drift, flagged only where both runs'
// intervals exclude it.
package compare

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/serbench/serbench/measure"
	"github.com/serbench/serbench/resultset"
)

// Verdicts of a cell.
const (
	Same   = "~" // no change beyond the intervals and the variant's drift
	Slower = "slower"
	Faster = "faster"
)

// Side is one results folder, as resultset.Load reads it: the one
// reader of a folder, shared with the reports.
type Side = resultset.Folder

// Change is one time figure of a cell compared between the folders.
type Change struct {
	// Old and New are the headline ns/op (measure.Headline); OldLo, OldHi,
	// NewLo and NewHi bound each one's 95% interval, NaN when the runs
	// were too few for one.
	Old, New                   float64
	OldLo, OldHi, NewLo, NewHi float64
	OldRuns, NewRuns           int
	// Delta is the raw change in percent: (New/Old − 1) × 100.
	Delta float64
	// Drift is the variant's drift this change is read against (a ratio,
	// 1 where the variant has too few cells for one), and Adjusted the
	// change beyond it in percent: (New/Old ÷ Drift − 1) × 100.
	Drift, Adjusted float64
	// Lo and Hi bound Adjusted from the two intervals, conservatively: new's
	// low end over old's high end, and new's high over old's low, each over
	// Drift. NaN when either side has no interval.
	Lo, Hi  float64
	Verdict string // Same, Slower or Faster
}

// Ratio is New/Old, NaN when either is not a positive time.
func (c *Change) Ratio() float64 {
	if !(c.Old > 0 && c.New > 0) {
		return math.NaN()
	}
	return c.New / c.Old
}

// Cell is one cell both folders measured.
type Cell struct {
	Dataset, Variant, Codec, Op string
	// Timed is set when both folders timed the cell; Change is its time's
	// change then, and NaN otherwise (no ratio: the drift, the agreement
	// and the tallies leave the cell out).
	Timed  bool
	Change // of the cell's own time, ns/op
	// Count is the change of its instructions per op; nil unless both
	// folders counted them.
	Count *Count
	// Busy is the change of the busy-heap time (the call timed beside a
	// standard live heap, Record.BusyNsPerOp), read against the variant's
	// busy drift in the same way; nil unless both folders measured it. The
	// counts, slowdowns and geometric means are the cell's own time's.
	Busy    *Change
	OldSize float64 // encoded bytes per message
	NewSize float64
	// OldZstd and NewZstd are an encode cell's mean zstd-compressed size
	// per message, NaN where that run did not measure it (a size that
	// shrinks raw can grow compressed, and the wire often carries zstd).
	OldZstd, NewZstd float64

	oldProbes, newProbes []float64 // the runs' cpu probe times, for the variant's probe ratio
}

// Name is the cell's name within its dataset: variant/codec/op.
func (c *Cell) Name() string { return c.Variant + "/" + c.Codec + "/" + c.Op }

// Geomean summarises a dataset's cells by their geometric means.
type Geomean struct {
	Old, New float64
	Delta    float64 // percent
	Cells    int
}

// Dataset is one dataset's compared cells.
type Dataset struct {
	Name    string
	Cells   []Cell
	Geomean Geomean
	// CountGeomean is the geometric mean of the cells' counts.
	CountGeomean Geomean
}

// Result is a whole comparison.
type Result struct {
	Old, New Side
	Datasets []Dataset
	// Drifts are the variants' drifts, in the order of their first cells.
	Drifts []VariantDrift
	// Agreement is how well the two runs' times agree, cell by cell, and
	// CountAgreement how well their counts do.
	Agreement      Agreement
	CountAgreement CountAgreement
	// OnlyOld and OnlyNew name the cells (dataset/variant/codec/op) that
	// one folder has and the other lacks.
	OnlyOld, OnlyNew []string
	// Unmeasured names cells both folders hold but one or both did not
	// measure (failed, skipped, or without runs or counts on both sides),
	// with the reason.
	Unmeasured []string
	// EnvChanges lists what differs between the two machines and
	// settings, which can explain a change by itself.
	EnvChanges []string
}

// Compare compares the cells of old and new, in the order old lists them.
func Compare(old, new Side) *Result {
	res := &Result{Old: old, New: new, EnvChanges: envChanges(old.Env, new.Env)}
	newByName := map[string]*resultset.Record{}
	for i := range new.Records {
		newByName[new.Records[i].Name()] = &new.Records[i]
	}
	seen := map[string]bool{}
	byDataset := map[string]*Dataset{}
	var order []string
	for i := range old.Records {
		o := &old.Records[i]
		name := o.Name()
		if seen[name] {
			continue // a record twice (a resumed run): the first counts
		}
		seen[name] = true
		n, ok := newByName[name]
		if !ok {
			res.OnlyOld = append(res.OnlyOld, name)
			continue
		}
		if why := unmeasured(o, n); why != "" {
			res.Unmeasured = append(res.Unmeasured, name+": "+why)
			continue
		}
		ds := byDataset[o.Dataset]
		if ds == nil {
			ds = &Dataset{Name: o.Dataset}
			byDataset[o.Dataset] = ds
			order = append(order, o.Dataset)
		}
		ds.Cells = append(ds.Cells, compareCell(o, n))
	}
	for i := range new.Records {
		if name := new.Records[i].Name(); !seen[name] {
			seen[name] = true
			res.OnlyNew = append(res.OnlyNew, name)
		}
	}
	for _, name := range order {
		ds := byDataset[name]
		ds.Geomean = geomean(ds.Cells)
		ds.CountGeomean = countGeomean(ds.Cells)
		res.Datasets = append(res.Datasets, *ds)
	}
	res.Drifts = applyDrifts(res.Datasets)
	res.Agreement = agreement(res.Datasets)
	res.CountAgreement = countAgreement(res.Datasets)
	return res
}

// unmeasured says why a cell both folders hold is not compared: it failed
// in one, or neither its time nor its count is in both; "" when it is.
func unmeasured(o, n *resultset.Record) string {
	sides := []struct {
		name string
		r    *resultset.Record
	}{{"OLD", o}, {"NEW", n}}
	var why []string
	for _, side := range sides {
		if !side.r.OK() {
			why = append(why, side.r.Status+" in "+side.name)
		}
	}
	if len(why) > 0 || timedBoth(o, n) || countOf(o, n) != nil {
		return strings.Join(why, ", ")
	}
	counted := o.InstructionsPerOp != nil || n.InstructionsPerOp != nil
	for _, side := range sides {
		if len(side.r.Runs) == 0 {
			why = append(why, "no runs in "+side.name)
		}
	}
	for _, side := range sides {
		if counted && side.r.InstructionsPerOp == nil {
			why = append(why, "no count in "+side.name)
		}
	}
	return strings.Join(why, ", ")
}

// timedBoth reports whether both records have runs to compare.
func timedBoth(o, n *resultset.Record) bool { return len(o.Runs) > 0 && len(n.Runs) > 0 }

// compareCell sets the cell's figures side by side; applyDrifts gives the
// verdicts, once every cell of the variant is known.
func compareCell(o, n *resultset.Record) Cell {
	c := Cell{
		Dataset: o.Dataset, Variant: o.Variant, Codec: o.Codec, Op: o.Op,
		Count:   countOf(o, n),
		OldSize: o.EncodedBytes, NewSize: n.EncodedBytes,
		OldZstd: orNaN(o.ZstdBytes), NewZstd: orNaN(n.ZstdBytes),
	}
	if !timedBoth(o, n) {
		// Counted alone in one run or both: no time to compare, and no
		// ratio for the drift or the agreement.
		c.Change = Change{Old: math.NaN(), New: math.NaN(), OldLo: math.NaN(), OldHi: math.NaN(),
			NewLo: math.NaN(), NewHi: math.NaN(), Delta: math.NaN()}
		c.judge(1)
		return c
	}
	c.Timed = true
	c.Change = pair(ownHeadline(o), ownHeadline(n))
	c.oldProbes, c.newProbes = probes(o.Samples), probes(n.Samples)
	if len(o.BusyRuns) > 0 && len(n.BusyRuns) > 0 {
		busy := pair(busyHeadline(o), busyHeadline(n))
		c.Busy = &busy
	}
	return c
}

// headline is one side's estimate of a figure.
type headline struct {
	center, lo, hi float64 // lo, hi NaN without an interval
	runs           int
}

// ownHeadline is the record's headline time. Results written before the
// headline was the 20th percentile have ns_per_op the median and no
// ns_median: their headline is computed from the runs, so that both
// sides are the same estimate.
func ownHeadline(r *resultset.Record) headline {
	if r.NsMedian == nil {
		return fromRuns(r.Runs)
	}
	return headline{r.NsPerOp, orNaN(r.NsCILow), orNaN(r.NsCIHigh), len(r.Runs)}
}

// busyHeadline is ownHeadline's counterpart for the busy-heap time.
func busyHeadline(r *resultset.Record) headline {
	if r.NsMedian == nil || r.BusyNsPerOp == nil {
		return fromRuns(r.BusyRuns)
	}
	return headline{*r.BusyNsPerOp, orNaN(r.BusyNsCILow), orNaN(r.BusyNsCIHigh), len(r.BusyRuns)}
}

func fromRuns(runs []float64) headline {
	s := measure.Headline(runs)
	h := headline{s.Center, s.Lo, s.Hi, len(runs)}
	if !measure.Finite(h.lo) || !measure.Finite(h.hi) {
		h.lo, h.hi = math.NaN(), math.NaN()
	}
	return h
}

// pair sets two headlines side by side, with no drift yet (judge sets it).
func pair(o, n headline) Change {
	c := Change{Old: o.center, New: n.center, OldLo: o.lo, OldHi: o.hi, NewLo: n.lo, NewHi: n.hi,
		OldRuns: o.runs, NewRuns: n.runs, Delta: pctChange(o.center, n.center)}
	c.judge(1)
	return c
}

// judge reads the change against the variant's drift: Slower when even
// the lowest new over the highest old, after the drift, is above 1;
// Faster when even the highest new over the lowest old is below 1.
// Each bound is a 95% interval, so the two together rarely exclude 1 by
// chance; what they cannot cover is the host moving between the runs,
// which is what the drift takes out.
func (c *Change) judge(drift float64) {
	c.Drift = drift
	c.Adjusted = (c.Ratio()/drift - 1) * 100
	c.Lo, c.Hi = math.NaN(), math.NaN()
	if c.OldLo > 0 && c.NewLo > 0 && !math.IsNaN(c.OldHi+c.NewHi) {
		c.Lo = (c.NewLo/c.OldHi/drift - 1) * 100
		c.Hi = (c.NewHi/c.OldLo/drift - 1) * 100
	}
	switch {
	case c.Lo > 0:
		c.Verdict = Slower
	case c.Hi < 0:
		c.Verdict = Faster
	default:
		c.Verdict = Same // NaN bounds too: without an interval, no verdict
	}
}

// probes are the samples' cpu probe times; nil when a sample lacks one
// (results before the probe).
func probes(samples []resultset.Sample) []float64 {
	out := make([]float64, 0, len(samples))
	for _, s := range samples {
		if s.ProbeCPUNs == nil {
			return nil
		}
		out = append(out, *s.ProbeCPUNs)
	}
	return out
}

// HasBusy reports whether some cell of ds has busy-heap figures on both sides.
func (ds *Dataset) HasBusy() bool {
	return slices.ContainsFunc(ds.Cells, func(c Cell) bool { return c.Busy != nil })
}

func orNaN(p *float64) float64 {
	if p == nil {
		return math.NaN()
	}
	return *p
}

func pctChange(old, new float64) float64 {
	if old <= 0 {
		return math.NaN()
	}
	return (new/old - 1) * 100
}

// geomean is over the cells with positive times; its change is the ratio
// of the two means. It carries no verdict: it summarises, it tests nothing.
func geomean(cells []Cell) Geomean {
	return geomeanOf(cells, func(c Cell) (float64, float64) { return c.Old, c.New })
}

// geomeanOf is geomean of the figures pick reads from each cell, over the
// cells where both are positive.
func geomeanOf(cells []Cell, pick func(Cell) (old, new float64)) Geomean {
	var lo, ln float64
	g := Geomean{}
	for _, c := range cells {
		if o, n := pick(c); o > 0 && n > 0 {
			lo += math.Log(o)
			ln += math.Log(n)
			g.Cells++
		}
	}
	if g.Cells == 0 {
		return Geomean{Old: math.NaN(), New: math.NaN(), Delta: math.NaN()}
	}
	g.Old = math.Exp(lo / float64(g.Cells))
	g.New = math.Exp(ln / float64(g.Cells))
	g.Delta = pctChange(g.Old, g.New)
	return g
}

// Slowdowns returns the cells above the threshold of pct percent. Where
// both runs counted a cell's instructions, the count decides, since it
// does not move with the host: the cell is one when its instructions per
// op rose by more than pct percent. Elsewhere its time decides: the cell
// is one when it is slower by more than pct percent beyond its variant's
// drift, the verdict's rule with pct for 0, the whole interval above
// +pct%. A cell whose change is above pct but whose interval reaches below
// it is not one: on a loaded host, single cells of unchanged code stray by
// 10–15% with intervals that barely exclude 0.
func (r *Result) Slowdowns(pct float64) []Cell {
	var out []Cell
	for _, ds := range r.Datasets {
		for _, c := range ds.Cells {
			switch {
			case c.Count != nil:
				if c.Count.Delta > pct {
					out = append(out, c)
				}
			case c.Timed && c.Verdict == Slower && c.Lo > pct:
				out = append(out, c)
			}
		}
	}
	return out
}

// Counts tallies the time verdicts of the cells both runs timed.
func (r *Result) Counts() (slower, faster, same int) {
	for _, ds := range r.Datasets {
		for _, c := range ds.Cells {
			if !c.Timed {
				continue
			}
			switch c.Verdict {
			case Slower:
				slower++
			case Faster:
				faster++
			default:
				same++
			}
		}
	}
	return slower, faster, same
}

// envChanges names what differs between two runs' environments.
func envChanges(o, n *resultset.Env) []string {
	if o == nil || n == nil {
		if o != n {
			return []string{"one folder has no " + resultset.FileEnv}
		}
		return nil
	}
	var out []string
	diff := func(what, a, b string) {
		if a != b {
			out = append(out, fmt.Sprintf("%s: %s → %s", what, orNone(a), orNone(b)))
		}
	}
	diff("Go", o.GoVersion, n.GoVersion)
	diff("OS/arch", o.GOOS+"/"+o.GOARCH, n.GOOS+"/"+n.GOARCH)
	diff("CPU", o.Machine(), n.Machine())
	diff("GOMAXPROCS", fmt.Sprint(o.GOMAXPROCS), fmt.Sprint(n.GOMAXPROCS))
	diff("GODEBUG", o.GODEBUG, n.GODEBUG)
	diff("count", fmt.Sprint(o.Count), fmt.Sprint(n.Count))
	diff("benchtime", o.BenchTime, n.BenchTime)
	diff("serbench commit", o.Commit, n.Commit)
	if o.Valgrind != "" && n.Valgrind != "" {
		diff("valgrind", o.Valgrind, n.Valgrind)
	}
	var mods []string
	for m := range o.Modules {
		mods = append(mods, m)
	}
	for m := range n.Modules {
		if _, ok := o.Modules[m]; !ok {
			mods = append(mods, m)
		}
	}
	slices.Sort(mods)
	for _, m := range mods {
		diff(m, o.Modules[m], n.Modules[m])
	}
	return out
}

func orNone(s string) string {
	if s == "" {
		return "(none)"
	}
	return s
}
