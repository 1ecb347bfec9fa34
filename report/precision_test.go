package report

import (
	"strings"
	"testing"

	"github.com/serbench/serbench/resultset"
)

// Precision sorts the ok cells by their interval's half-width, counts
// those without one apart, and leaves failed cells out.
func TestPrecisionOf(t *testing.T) {
	rec := func(status string, median float64, lo, hi *float64) resultset.Record {
		return resultset.Record{Status: status, NsPerOp: median, NsCILow: lo, NsCIHigh: hi}
	}
	f := func(v float64) *float64 { return &v }
	recs := []resultset.Record{
		rec(resultset.StatusOK, 100, f(99), f(101.5)),   // ±1.5%
		rec(resultset.StatusOK, 100, f(98), f(102)),     // ±2%
		rec(resultset.StatusOK, 100, f(99), f(104)),     // ±4%
		rec(resultset.StatusOK, 100, f(94), f(101)),     // ±6%
		rec(resultset.StatusOK, 100, nil, nil),          // timed once
		rec(resultset.StatusFailed, 100, f(99), f(101)), // not counted
	}
	p := PrecisionOf(recs)
	if want := (Precision{WithInterval: 4, Within5: 3, Within2: 2, NoInterval: 1}); p != want {
		t.Fatalf("PrecisionOf = %+v, want %+v", p, want)
	}
	s := p.String()
	for _, want := range []string{"Of 4 cells with a 95% interval, 3 (75.00%) are within ±5%", "2 (50.00%) within ±2%", "1 cells have no interval"} {
		if !strings.Contains(s, want) {
			t.Errorf("%q lacks %q", s, want)
		}
	}
	if s := PrecisionOf(nil).String(); s != "" {
		t.Errorf("no cells: %q, want nothing", s)
	}
}
