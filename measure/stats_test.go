package measure_test

import (
	"math"
	"testing"

	"github.com/serbench/serbench/measure"
)

func TestSummarizeRuns(t *testing.T) {
	var runs []measure.Run
	for i := range 8 {
		runs = append(runs, measure.Run{N: 1000, NsPerOp: 1000 + float64(i), BytesPerOp: 576, AllocsPerOp: 1})
	}
	s := measure.SummarizeRuns(runs)
	for _, c := range []struct {
		name      string
		got, want float64
	}{
		{"headline (the 2nd of 8 runs)", s.NsPerOp.Center, 1001},
		{"median", s.Median.Center, 1003.5},
		{"allocs/op", s.AllocsPerOp, 1},
		{"B/op", s.BytesPerOp, 576},
		{"runs", float64(len(s.Ns)), 8},
		{"last run, in time order", s.Ns[7], 1007},
	} {
		if c.got != c.want {
			t.Errorf("%s = %v, want %v", c.name, c.got, c.want)
		}
	}
	for _, c := range []struct {
		name string
		s    measure.Summary
	}{{"headline", s.NsPerOp}, {"median", s.Median}} {
		lo, hi := c.s.Lo, c.s.Hi
		if !measure.Finite(lo) {
			t.Errorf("%s interval: low end %v, want a finite bound", c.name, lo)
		}
		if !measure.Finite(hi) {
			t.Errorf("%s interval: high end %v, want a finite bound", c.name, hi)
		}
		if lo > c.s.Center {
			t.Errorf("%s interval: low end %v above the estimate %v", c.name, lo, c.s.Center)
		}
		if hi < c.s.Center {
			t.Errorf("%s interval: high end %v below the estimate %v", c.name, hi, c.s.Center)
		}
	}
	if w := s.NsPerOp.HalfWidthPct(); !(w > 0) {
		t.Errorf("half width %v%%, want above 0 (the runs differ)", w)
	} else if w > 1 {
		t.Errorf("half width %v%%, want at most 1%% (runs within 0.7%%)", w)
	}
	if !math.IsNaN(s.GCPerOp) {
		t.Errorf("gc/op %v from runs without counts", s.GCPerOp)
	}
	if w := measure.SummarizeRuns(runs[:2]).NsPerOp.HalfWidthPct(); !math.IsInf(w, 1) {
		t.Errorf("two runs: half width %v, want +Inf (no interval)", w)
	}
	if got, want := measure.PerSecond(559, 1003.5), 559*1e9/1003.5; got != want {
		t.Errorf("per second %v, want %v", got, want)
	}
	if got := measure.PerSecond(1, 0); got != 0 {
		t.Errorf("per second without a time: %v", got)
	}
}

// Collections are pooled over runs: one collection in four runs of 1,000
// ops is 1/4000 per op, where the median of per-run figures would say 0.
func TestSummarizeRunsPoolsCollections(t *testing.T) {
	cycles := []uint64{0, 1, 0, 0}
	var runs []measure.Run
	for i := range cycles {
		runs = append(runs, measure.Run{N: 1000, NsPerOp: 10, GCCycles: &cycles[i]})
	}
	if got := measure.SummarizeRuns(runs).GCPerOp; got != 1.0/4000 {
		t.Errorf("gc/op %v, want 1/4000", got)
	}
	runs[2].GCCycles = nil // a run without a count: no figure rather than a wrong one
	if got := measure.SummarizeRuns(runs).GCPerOp; !math.IsNaN(got) {
		t.Errorf("gc/op %v from runs missing counts", got)
	}
}

func TestDistribute(t *testing.T) {
	xs := make([]float64, 1000)
	for i := range xs {
		xs[i] = float64(1000 - i) // 1000 down to 1
	}
	d := measure.Distribute(xs)
	if len(d.Quantiles) != 101 {
		t.Fatalf("%d quantiles, want 101 (0 to 100%%)", len(d.Quantiles))
	}
	one := measure.Distribute([]float64{7})
	for _, c := range []struct {
		name      string
		got, want float64
	}{
		{"count", float64(d.Count), 1000},
		{"p50", d.P50, 500},
		{"p90", d.P90, 900},
		{"p99", d.P99, 990},
		{"p99.9", d.P999, 999},
		{"mean", d.Mean, 500.5},
		{"quantile 0", d.Quantiles[0], 1},
		{"quantile 50", d.Quantiles[50], 500},
		{"quantile 100", d.Quantiles[100], 1000},
		{"one value: p50", one.P50, 7},
		{"one value: p99.9", one.P999, 7},
		{"one value: quantile 0", one.Quantiles[0], 7},
	} {
		if c.got != c.want {
			t.Errorf("%s = %v, want %v", c.name, c.got, c.want)
		}
	}
	if measure.Distribute(nil) != nil {
		t.Error("no values should give no distribution")
	}
}
