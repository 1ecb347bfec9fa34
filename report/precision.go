package report

import (
	"fmt"

	"github.com/serbench/serbench/human"
	"github.com/serbench/serbench/measure"
	"github.com/serbench/serbench/resultset"
)

// Precision counts how tight a run's timed cells are: how many of those
// with a 95% interval have it within ±5% and ±2% of their median, and how
// many ran without one (timed once past --long-op, or too few runs). A
// reader judges a run, and a shared machine's quiet, by it.
type Precision struct {
	WithInterval, Within5, Within2, NoInterval int
}

// PrecisionOf counts recs' timed cells (failed cells are not counted).
func PrecisionOf(recs []resultset.Record) Precision {
	var p Precision
	for _, r := range recs {
		if !r.OK() {
			continue
		}
		if r.NsCILow == nil || r.NsCIHigh == nil {
			p.NoInterval++
			continue
		}
		p.WithInterval++
		switch w := (measure.Summary{Median: r.NsPerOp, Lo: *r.NsCILow, Hi: *r.NsCIHigh}).HalfWidthPct(); {
		case w <= 2:
			p.Within2++
			p.Within5++
		case w <= 5:
			p.Within5++
		}
	}
	return p
}

// String is the sentence the reports print: "Of 304 cells with a 95%
// interval, 290 (95.39%) are within ±5% of their median and 250 (82.24%)
// within ±2%." and how many have none; "" for no timed cell.
func (p Precision) String() string {
	if p.WithInterval == 0 && p.NoInterval == 0 {
		return ""
	}
	s := ""
	if p.WithInterval > 0 {
		pct := func(n int) string { return human.Pct(100 * float64(n) / float64(p.WithInterval)) }
		s = fmt.Sprintf("Of %s cells with a 95%% interval, %s (%s) are within ±5%% of their median and %s (%s) within ±2%%.",
			human.Count(float64(p.WithInterval)), human.Count(float64(p.Within5)), pct(p.Within5), human.Count(float64(p.Within2)), pct(p.Within2))
	}
	if p.NoInterval > 0 {
		if s != "" {
			s += " "
		}
		s += fmt.Sprintf("%s cells have no interval (timed once past --long-op, or fewer than six runs).", human.Count(float64(p.NoInterval)))
	}
	return s
}
