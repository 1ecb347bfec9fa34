package measure

import (
	"math"
	"slices"
)

// RunStats summarises a cell's timed runs: the figures a results record
// holds. The runner copies them into the record; resultset only stores them.
type RunStats struct {
	NsPerOp Summary   // the Headline ns/op and its interval
	Median  Summary   // the median ns/op and its interval
	Ns      []float64 // ns/op of each run, in the order they ran
	// BytesPerOp and AllocsPerOp are the medians of the runs' figures.
	BytesPerOp, AllocsPerOp float64
	// GCPerOp is the collections that completed in the timed sections
	// divided by the ops they ran, all runs pooled; NaN when a run has no
	// count (or there are no ops).
	GCPerOp float64
}

// SummarizeRuns summarises runs; runs is left as it was.
func SummarizeRuns(runs []Run) RunStats {
	ns := make([]float64, len(runs))
	bs := make([]float64, len(runs))
	as := make([]float64, len(runs))
	for i, run := range runs {
		ns[i], bs[i], as[i] = run.NsPerOp, run.BytesPerOp, run.AllocsPerOp
	}
	return RunStats{
		NsPerOp:     Headline(ns),
		Median:      Summarize(ns),
		Ns:          ns,
		BytesPerOp:  Summarize(bs).Center,
		AllocsPerOp: Summarize(as).Center,
		GCPerOp:     gcPerOp(runs),
	}
}

// gcPerOp pools the runs: a run of a few milliseconds sees a whole number
// of collections, often none, so a median of per-run figures would say 0
// for an op that collects once every few runs.
func gcPerOp(runs []Run) float64 {
	var cycles, ops float64
	for _, run := range runs {
		if run.GCCycles == nil {
			return math.NaN() // no figure rather than a wrong one
		}
		cycles += float64(*run.GCCycles)
		ops += float64(run.N)
	}
	if ops == 0 {
		return math.NaN()
	}
	return cycles / ops
}

// PerSecond turns a figure per op into one per second at nsPerOp; 0 when
// there is no time.
func PerSecond(perOp, nsPerOp float64) float64 {
	if !(nsPerOp > 0) {
		return 0
	}
	return perOp * 1e9 / nsPerOp
}

// HalfWidthPct is the larger distance from the median to an end of the
// interval, in percent of the median; +Inf when there is no interval.
func (s Summary) HalfWidthPct() float64 {
	if !Finite(s.Lo) || !Finite(s.Hi) || !(s.Center > 0) {
		return math.Inf(1)
	}
	return 100 * max(s.Center-s.Lo, s.Hi-s.Center) / s.Center
}

// Distribution summarises one value per message: percentiles, and the
// quantiles at every whole percent (0 to 100) for drawing a CDF.
type Distribution struct {
	Count                     int
	Mean, P50, P90, P99, P999 float64
	Quantiles                 []float64 // Quantiles[k] is the k-th percentile
}

// Distribute summarises xs; it sorts xs in place, and returns nil for no
// values. Percentiles are the nearest-rank ones, so every figure is a
// value that was observed.
func Distribute(xs []float64) *Distribution {
	if len(xs) == 0 {
		return nil
	}
	slices.Sort(xs)
	at := func(q float64) float64 {
		i := int(math.Ceil(q*float64(len(xs)))) - 1
		return xs[min(max(i, 0), len(xs)-1)]
	}
	d := &Distribution{Count: len(xs), P50: at(0.5), P90: at(0.9), P99: at(0.99), P999: at(0.999)}
	var sum float64
	for _, x := range xs {
		sum += x
	}
	d.Mean = sum / float64(len(xs))
	d.Quantiles = make([]float64, 101)
	for k := range d.Quantiles {
		d.Quantiles[k] = at(float64(k) / 100)
	}
	d.Quantiles[0] = xs[0]
	return d
}
