package compare

import (
	"math"
	"slices"

	"github.com/serbench/serbench/measure"
)

// A variant's cells are timed within a few minutes of each other, and a
// shared host that slows down or speeds up between two runs moves them
// together: the ratios new/old of a variant's cells share a factor that
// no cell's own runs can show. Its drift is that factor's estimate, the
// median ratio over its cells, which one codec's change cannot move while
// the variant has more cells of other codecs.

// DriftMinCells and DriftMinCodecs are the fewest cells, and codecs among
// them, from which a variant's drift is estimated; a variant with fewer
// is read with a drift of 1.
const (
	DriftMinCells  = 3
	DriftMinCodecs = 2
)

// Drift is the drift of one figure (the cells' own time, or their busy
// time) over one variant's cells.
type Drift struct {
	Cells, Codecs int // with a ratio new/old
	// Ratio is the median ratio new/old over the cells; 1 when not
	// Estimated (too few cells or codecs).
	Ratio     float64
	Estimated bool
}

// VariantDrift is a variant's drift, and what the machine's probe saw.
type VariantDrift struct {
	Dataset, Variant string
	Drift            // of the cells' own time
	// Busy is the busy-heap time's drift over the cells with busy
	// figures on both sides; nil where none has.
	Busy *Drift
	// Probe is new ÷ old of the 10th percentile of the cpu probe (a fixed
	// loop timed just before each run) over the variant's runs; NaN
	// unless both folders' runs carry it. It follows the drift only in
	// part (the probe is not the variant's code): a hint beside the
	// drift, not a correction of it.
	Probe float64
}

// ProbeQuantile is the quantile of the probe times that stands for a
// variant's host state: near the fastest, as the headline is.
const ProbeQuantile = 0.1

// applyDrifts estimates every variant's drift and judges its cells against
// it.
func applyDrifts(datasets []Dataset) []VariantDrift {
	type group struct {
		cells []*Cell
	}
	var keys []VariantDrift
	groups := map[[2]string]*group{}
	for i := range datasets {
		for j := range datasets[i].Cells {
			c := &datasets[i].Cells[j]
			k := [2]string{c.Dataset, c.Variant}
			g := groups[k]
			if g == nil {
				g = &group{}
				groups[k] = g
				keys = append(keys, VariantDrift{Dataset: c.Dataset, Variant: c.Variant})
			}
			g.cells = append(g.cells, c)
		}
	}
	for i := range keys {
		v := &keys[i]
		cells := groups[[2]string{v.Dataset, v.Variant}].cells
		v.Drift = estimate(cells, func(c *Cell) *Change { return &c.Change })
		if slices.ContainsFunc(cells, func(c *Cell) bool { return c.Busy != nil }) {
			busy := estimate(cells, func(c *Cell) *Change { return c.Busy })
			v.Busy = &busy
		}
		v.Probe = probeRatio(cells)
		for _, c := range cells {
			c.judge(v.Ratio)
			if c.Busy != nil {
				c.Busy.judge(v.Busy.Ratio)
			}
		}
	}
	return keys
}

// estimate is the drift of one figure (pick returns nil for a cell
// without it) over a variant's cells.
func estimate(cells []*Cell, pick func(*Cell) *Change) Drift {
	var ratios []float64
	codecs := map[string]bool{}
	for _, c := range cells {
		ch := pick(c)
		if ch == nil {
			continue
		}
		if r := ch.Ratio(); !math.IsNaN(r) {
			ratios = append(ratios, r)
			codecs[c.Codec] = true
		}
	}
	d := Drift{Cells: len(ratios), Codecs: len(codecs), Ratio: 1}
	if d.Cells >= DriftMinCells && d.Codecs >= DriftMinCodecs {
		d.Ratio, d.Estimated = measure.Summarize(ratios).Center, true
	}
	return d
}

// probeRatio is new ÷ old of the probe's ProbeQuantile over the cells'
// runs; NaN unless both sides have probes.
func probeRatio(cells []*Cell) float64 {
	var o, n []float64
	for _, c := range cells {
		o = append(o, c.oldProbes...)
		n = append(n, c.newProbes...)
	}
	po, pn := measure.NearestRank(o, ProbeQuantile), measure.NearestRank(n, ProbeQuantile)
	if !(po > 0 && pn > 0) {
		return math.NaN()
	}
	return pn / po
}
