package compare

import (
	"math"
	"slices"

	"github.com/serbench/serbench/resultset"
)

// Instruction counts (run --measure instructions) are compared apart from
// the times, and more simply: a count does not move with the host, so it
// needs no drift, and a process gives one count, so there are no runs to
// build an interval or a test from. A cell's count is more or fewer when
// it moved by more than CountNoise either way, and --fail-above reads a
// cell's count where both runs have one.

// Verdicts of a count.
const (
	More  = "more"
	Fewer = "fewer"
)

// CountNoise is the change, in percent either way, beyond which a count is
// more or fewer: two runs of one commit agreed within 1% on every one of
// tickdata's 448 cells (CountReading); twice that leaves a margin for what
// still moves (the sweep), under the few percent a binding's change makes.
const CountNoise = 2.0

// CountBands are the changes, in percent either way, within which the
// agreement counts the cells' counts.
var CountBands = [...]float64{0.5, 1, 2}

// Count is one cell's instructions per op compared.
type Count struct {
	Old, New float64 // instructions per op
	Delta    float64 // (New/Old − 1) × 100
	Verdict  string  // Same, More or Fewer
}

// countOf compares two records' counts; nil unless both have one.
func countOf(o, n *resultset.Record) *Count {
	if o.InstructionsPerOp == nil || n.InstructionsPerOp == nil || !(*o.InstructionsPerOp > 0) {
		return nil
	}
	c := &Count{Old: *o.InstructionsPerOp, New: *n.InstructionsPerOp, Verdict: Same}
	c.Delta = pctChange(c.Old, c.New)
	switch {
	case c.Delta > CountNoise:
		c.Verdict = More
	case c.Delta < -CountNoise:
		c.Verdict = Fewer
	}
	return c
}

// CountAgreement is how well two runs' counts agree.
type CountAgreement struct {
	Cells  int // counted in both runs
	Within [len(CountBands)]int
	// Median is the median change either way, in percent; NaN of none.
	Median float64
}

// Share is n of the counted cells as a percentage, NaN of none.
func (a *CountAgreement) Share(n int) float64 { return share(n, a.Cells) }

func countAgreement(datasets []Dataset) CountAgreement {
	var a CountAgreement
	var moved []float64
	for _, ds := range datasets {
		for _, c := range ds.Cells {
			if c.Count == nil {
				continue
			}
			a.Cells++
			d := math.Abs(c.Count.Delta)
			moved = append(moved, d)
			for i, b := range CountBands {
				if d <= b+1e-9 {
					a.Within[i]++
				}
			}
		}
	}
	a.Median = median(moved)
	return a
}

// median of xs, NaN of none.
func median(xs []float64) float64 {
	if len(xs) == 0 {
		return math.NaN()
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	if n := len(s); n%2 == 1 {
		return s[n/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// countGeomean is the geometric mean of a dataset's counts, old and new.
func countGeomean(cells []Cell) Geomean {
	return geomeanOf(cells, func(c Cell) (float64, float64) {
		if c.Count == nil {
			return 0, 0
		}
		return c.Count.Old, c.Count.New
	})
}

// HasCounts reports whether some cell of ds was counted in both runs.
func (ds *Dataset) HasCounts() bool {
	for _, c := range ds.Cells {
		if c.Count != nil {
			return true
		}
	}
	return false
}

// HasTimes reports whether some cell of ds was timed in both runs.
func (ds *Dataset) HasTimes() bool {
	for _, c := range ds.Cells {
		if c.Timed {
			return true
		}
	}
	return false
}

// CountVerdicts tallies the counts' verdicts.
func (r *Result) CountVerdicts() (more, fewer, same int) {
	for _, ds := range r.Datasets {
		for _, c := range ds.Cells {
			if c.Count == nil {
				continue
			}
			switch c.Count.Verdict {
			case More:
				more++
			case Fewer:
				fewer++
			default:
				same++
			}
		}
	}
	return more, fewer, same
}
