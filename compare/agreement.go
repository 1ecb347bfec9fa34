package compare

import (
	"cmp"
	"math"
	"slices"
)

// Bands are the changes, in percent either way, within which Agreement
// counts cells.
var Bands = [...]float64{2, 5, 10}

// DatasetBand is the band Agreement counts per dataset, in percent.
const DatasetBand = 5

// PairGap is how far apart, in percent, two codecs' times must be in OLD
// for their order to count: nearer than that, an order is the host's luck.
const PairGap = 5

// Agreement is how well two runs agree cell by cell: for two runs of the
// same code, what a machine like this one gives; beside a change, how
// much of the comparison it moved.
type Agreement struct {
	Cells int // cells with a time on both sides
	// Raw and Adjusted count the cells whose change is within ±Bands[i]%:
	// the headline's ratio new/old, and that ratio over the variant's
	// drift.
	Raw, Adjusted [len(Bands)]int
	Datasets      []DatasetAgreement
	// Pairs counts the pairs of codecs (same variant and op) whose times
	// differ by PairGap% or more in OLD; Swapped are those of them whose
	// order NEW reverses, the widest gap in OLD first.
	Pairs   int
	Swapped []Swap
}

// DatasetAgreement counts one dataset's cells within ±DatasetBand%.
type DatasetAgreement struct {
	Name                 string
	Cells, Raw, Adjusted int
}

// Swap is a pair of codecs whose order changed: Fast was the faster in
// OLD, by PairGap% or more, and is the slower in NEW.
type Swap struct {
	Dataset, Variant, Op string
	Fast, Slow           string
	OldFast, OldSlow     float64 // ns/op
	NewFast, NewSlow     float64
}

// OldGap is how much slower Slow was than Fast in OLD, in percent.
func (s *Swap) OldGap() float64 { return pctChange(s.OldFast, s.OldSlow) }

// NewGap is how much slower Fast is than Slow in NEW, in percent.
func (s *Swap) NewGap() float64 { return pctChange(s.NewSlow, s.NewFast) }

// Share is n of the cells as a percentage, NaN of none.
func (a *Agreement) Share(n int) float64 { return share(n, a.Cells) }

// Kept is the percentage of Pairs whose order NEW kept, NaN of none.
func (a *Agreement) Kept() float64 { return share(a.Pairs-len(a.Swapped), a.Pairs) }

func share(n, of int) float64 {
	if of == 0 {
		return math.NaN()
	}
	return 100 * float64(n) / float64(of)
}

func agreement(datasets []Dataset) Agreement {
	var a Agreement
	within := func(ratio, pct float64) bool { return math.Abs(ratio-1)*100 <= pct+1e-9 }
	for _, ds := range datasets {
		d := DatasetAgreement{Name: ds.Name}
		for _, c := range ds.Cells {
			r := c.Ratio()
			if math.IsNaN(r) {
				continue
			}
			d.Cells++
			for i, b := range Bands {
				if within(r, b) {
					a.Raw[i]++
				}
				if within(r/c.Drift, b) {
					a.Adjusted[i]++
				}
			}
			if within(r, DatasetBand) {
				d.Raw++
			}
			if within(r/c.Drift, DatasetBand) {
				d.Adjusted++
			}
		}
		a.Cells += d.Cells
		a.Datasets = append(a.Datasets, d)
		pairs, swapped := swaps(ds.Cells)
		a.Pairs += pairs
		a.Swapped = append(a.Swapped, swapped...)
	}
	slices.SortStableFunc(a.Swapped, func(x, y Swap) int { return cmp.Compare(y.OldGap(), x.OldGap()) })
	return a
}

// swaps compares the order of every two codecs of a variant and op.
func swaps(cells []Cell) (pairs int, swapped []Swap) {
	for i := range cells {
		for j := i + 1; j < len(cells); j++ {
			a, b := &cells[i], &cells[j]
			if a.Variant != b.Variant || a.Op != b.Op || math.IsNaN(a.Ratio()) || math.IsNaN(b.Ratio()) {
				continue
			}
			if a.Old > b.Old {
				a, b = b, a
			}
			if b.Old < a.Old*(1+PairGap/100.0) {
				continue
			}
			pairs++
			if a.New > b.New {
				swapped = append(swapped, Swap{Dataset: a.Dataset, Variant: a.Variant, Op: a.Op, Fast: a.Codec, Slow: b.Codec,
					OldFast: a.Old, OldSlow: b.Old, NewFast: a.New, NewSlow: b.New})
			}
		}
	}
	return pairs, swapped
}
