package measure_test

import (
	"math"
	"slices"
	"testing"

	"github.com/serbench/serbench/measure"
)

// Halves splits the runs in the order they were timed, not by value, and
// takes each half's Headline.
func TestHalves(t *testing.T) {
	for _, c := range []struct {
		name          string
		runs          []float64
		first, second float64
		ok            bool
	}{
		// Six a half: rank 2 of each.
		{"twelve runs", []float64{15, 10, 14, 11, 13, 12, 25, 20, 24, 21, 23, 22}, 11, 21, true},
		// The host slowed down half way: the halves show it.
		{"drift", []float64{100, 101, 102, 103, 104, 105, 110, 111, 112, 113, 114, 115}, 101, 111, true},
		// Thirteen: the middle run (1000) belongs to neither half.
		{"odd count", []float64{6, 1, 5, 2, 4, 3, 1000, 9, 8, 7, 12, 11, 10}, 2, 8, true},
		// 24 runs, twelve a half: rank 3 of each.
		{"24 runs", []float64{9, 8, 7, 6, 5, 4, 3, 2, 1, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24}, 3, 15, true},
		{"eleven runs", []float64{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, math.NaN(), math.NaN(), false},
		{"no runs", nil, math.NaN(), math.NaN(), false},
	} {
		in := slices.Clone(c.runs)
		first, second, ok := measure.Halves(c.runs)
		if ok != c.ok {
			t.Errorf("%s: ok %v, want %v", c.name, ok, c.ok)
		}
		if !same(first, c.first) || !same(second, c.second) {
			t.Errorf("%s: halves %v and %v, want %v and %v", c.name, first, second, c.first, c.second)
		}
		if !slices.Equal(in, c.runs) {
			t.Errorf("%s: Halves changed its input", c.name)
		}
	}
	if measure.HalvesMinRuns != 12 {
		t.Errorf("HalvesMinRuns = %d, want 12 (six a half)", measure.HalvesMinRuns)
	}
}

// The gap is the larger half over the smaller, less one, either way round.
func TestHalvesGapPct(t *testing.T) {
	for _, c := range []struct {
		name          string
		first, second float64
		want          float64
	}{
		{"equal", 100, 100, 0},
		{"second slower", 100, 105, 5},
		{"first slower", 105, 100, 5},
		{"double", 50, 100, 100},
		{"zero", 0, 100, math.Inf(1)},
		{"no figure", math.NaN(), 100, math.Inf(1)},
		{"infinite", 100, math.Inf(1), math.Inf(1)},
	} {
		if got := measure.HalvesGapPct(c.first, c.second); math.Abs(got-c.want) > 1e-9 && got != c.want {
			t.Errorf("%s: HalvesGapPct(%v, %v) = %v, want %v", c.name, c.first, c.second, got, c.want)
		}
	}
}

// same is == that takes NaN as equal to NaN.
func same(a, b float64) bool { return a == b || math.IsNaN(a) && math.IsNaN(b) }
