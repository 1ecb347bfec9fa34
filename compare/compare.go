// Package compare sets two results folders side by side: for every cell
// both measured, the old and new median time, the change, a 95% interval
// of the change and whether it is significant, and a geometric mean per
// dataset, in the manner of benchstat.
package compare

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"golang.org/x/perf/benchmath"

	"github.com/serbench/serbench/resultset"
)

// Alpha is the significance level of every verdict.
const Alpha = 0.05

// Verdicts of a cell.
const (
	Same   = "~" // no significant difference
	Slower = "slower"
	Faster = "faster"
)

// Side is one results folder, as resultset.Load reads it: the one
// reader of a folder, shared with the reports.
type Side = resultset.Folder

// Change is one time figure of a cell compared between the folders, from
// the two sets of runs.
type Change struct {
	Old, New         float64 // median ns/op
	OldRuns, NewRuns int
	// Delta is the change of the median in percent: (New/Old − 1) × 100.
	Delta float64
	// Lo and Hi bound the 95% interval of the change, in percent; NaN when
	// the runs are too few for one (see interval).
	Lo, Hi  float64
	P       float64 // p-value of benchmath's Mann–Whitney U test
	Verdict string  // Same, Slower or Faster
}

// Cell is one cell both folders measured.
type Cell struct {
	Dataset, Variant, Codec, Op string
	Change                      // of the cell's own time, ns/op
	// Busy is the change of the busy-heap time (the call timed beside a
	// standard live heap, Record.BusyNsPerOp), from the busy runs; nil
	// unless both folders measured it. The verdicts, slowdowns and
	// geometric means are the cell's own time's.
	Busy    *Change
	OldSize float64 // encoded bytes per message
	NewSize float64
	// OldZstd and NewZstd are an encode cell's mean zstd-compressed size
	// per message, NaN where that run did not measure it (a size that
	// shrinks raw can grow compressed, and the wire often carries zstd).
	OldZstd, NewZstd float64
}

// Name is the cell's name within its dataset: variant/codec/op.
func (c *Cell) Name() string { return c.Variant + "/" + c.Codec + "/" + c.Op }

// Significant reports whether the change is significant at Alpha.
func (c *Cell) Significant() bool { return c.Verdict != Same }

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
}

// Result is a whole comparison.
type Result struct {
	Old, New Side
	Datasets []Dataset
	// OnlyOld and OnlyNew name the cells (dataset/variant/codec/op) that
	// one folder has and the other lacks.
	OnlyOld, OnlyNew []string
	// Unmeasured names cells both folders hold but one or both did not
	// measure (failed, skipped, or without runs), with the reason.
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
		res.Datasets = append(res.Datasets, *ds)
	}
	return res
}

func unmeasured(o, n *resultset.Record) string {
	var why []string
	for _, side := range []struct {
		name string
		r    *resultset.Record
	}{{"OLD", o}, {"NEW", n}} {
		switch {
		case !side.r.OK():
			why = append(why, side.r.Status+" in "+side.name)
		case len(side.r.Runs) == 0:
			why = append(why, "no runs in "+side.name)
		}
	}
	return strings.Join(why, ", ")
}

func compareCell(o, n *resultset.Record) Cell {
	c := Cell{
		Dataset: o.Dataset, Variant: o.Variant, Codec: o.Codec, Op: o.Op,
		Change:  compareRuns(o.Runs, n.Runs),
		OldSize: o.EncodedBytes, NewSize: n.EncodedBytes,
		OldZstd: orNaN(o.ZstdBytes), NewZstd: orNaN(n.ZstdBytes),
	}
	if len(o.BusyRuns) > 0 && len(n.BusyRuns) > 0 {
		busy := compareRuns(o.BusyRuns, n.BusyRuns)
		c.Busy = &busy
	}
	return c
}

// compareRuns compares two sets of runs of one figure: medians, change,
// its interval and the U test's verdict.
func compareRuns(old, new []float64) Change {
	c := Change{OldRuns: len(old), NewRuns: len(new)}
	// benchmath sorts the values it is given: hand it copies, so the
	// records keep their runs in time order.
	thr := benchmath.DefaultThresholds
	thr.CompareAlpha = Alpha
	so := benchmath.NewSample(slices.Clone(old), &thr)
	sn := benchmath.NewSample(slices.Clone(new), &thr)
	c.Old = benchmath.AssumeNothing.Summary(so, 0.95).Center
	c.New = benchmath.AssumeNothing.Summary(sn, 0.95).Center
	cmp := benchmath.AssumeNothing.Compare(so, sn)
	c.P = cmp.P
	c.Delta = pctChange(c.Old, c.New)
	c.Lo, c.Hi = interval(so.Values, sn.Values, 1-Alpha)
	// benchstat's rule: a p-value above alpha is no evidence of a change.
	switch {
	case cmp.P > cmp.Alpha || c.New == c.Old:
		c.Verdict = Same
	case c.New > c.Old:
		c.Verdict = Slower
	default:
		c.Verdict = Faster
	}
	return c
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
	var lo, ln float64
	g := Geomean{}
	for _, c := range cells {
		if c.Old > 0 && c.New > 0 {
			lo += math.Log(c.Old)
			ln += math.Log(c.New)
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

// Slowdowns returns the significant slowdowns of more than pct percent.
func (r *Result) Slowdowns(pct float64) []Cell {
	var out []Cell
	for _, ds := range r.Datasets {
		for _, c := range ds.Cells {
			if c.Verdict == Slower && c.Delta > pct {
				out = append(out, c)
			}
		}
	}
	return out
}

// Counts tallies the verdicts.
func (r *Result) Counts() (slower, faster, same int) {
	for _, ds := range r.Datasets {
		for _, c := range ds.Cells {
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
	diff("CPU", o.CPU, n.CPU)
	diff("GOMAXPROCS", fmt.Sprint(o.GOMAXPROCS), fmt.Sprint(n.GOMAXPROCS))
	diff("GODEBUG", o.GODEBUG, n.GODEBUG)
	diff("count", fmt.Sprint(o.Count), fmt.Sprint(n.Count))
	diff("benchtime", o.BenchTime, n.BenchTime)
	diff("serbench commit", o.Commit, n.Commit)
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
