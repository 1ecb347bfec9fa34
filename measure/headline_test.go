package measure_test

import (
	"math"
	"testing"

	"github.com/serbench/serbench/measure"
)

// The headline is the nearest-rank 20th percentile, an observed run, and
// its interval the exact bootstrap of that order statistic.
func TestHeadline(t *testing.T) {
	for _, c := range []struct {
		name           string
		runs           []float64
		center, lo, hi float64
	}{
		// n=6: rank 2; a resample's 2nd smallest is x1 with probability
		// 0.26 and at most x4 with 0.98.
		{"six runs", []float64{16, 11, 13, 12, 14, 15}, 12, 11, 14},
		// n=24: rank 5 (ceil 4.8).
		{"24 runs", []float64{124, 101, 102, 123, 103, 104, 105, 106, 107, 108, 109, 110,
			111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122}, 105, 102, 109},
		{"five runs: no interval", []float64{5, 4, 3, 2, 1}, 1, math.Inf(-1), math.Inf(1)},
		{"one run", []float64{7}, 7, math.Inf(-1), math.Inf(1)},
	} {
		in := append([]float64(nil), c.runs...)
		s := measure.Headline(c.runs)
		if s.Center != c.center || s.Lo != c.lo || s.Hi != c.hi {
			t.Errorf("%s: %v [%v, %v], want %v [%v, %v]", c.name, s.Center, s.Lo, s.Hi, c.center, c.lo, c.hi)
		}
		for i := range in {
			if in[i] != c.runs[i] {
				t.Fatalf("%s: Headline reordered its input", c.name)
			}
		}
	}
	if s := measure.Headline(nil); !math.IsNaN(s.Center) {
		t.Errorf("no runs: %v, want NaN", s.Center)
	}
}
