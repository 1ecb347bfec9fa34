package report

import (
	"fmt"
	"strings"

	"github.com/serbench/serbench/htmlpage"
	"github.com/serbench/serbench/human"
	"github.com/serbench/serbench/measure"
	"github.com/serbench/serbench/resultset"
)

// Precision counts how tight a run's timed cells are: how many of those
// with a 95% interval have it within ±5% and ±2% of their time, and how
// many ran without one (timed once past --long-op, or too few runs). A
// reader judges a run, and a shared machine's quiet, by it.
type Precision struct {
	WithInterval, Within5, Within2, NoInterval int
	// Estimate names the cells' times, around which the intervals are:
	// resultset.Estimate.
	Estimate string
}

// PrecisionOf counts recs' timed cells (failed cells and cells counted
// alone are not counted).
func PrecisionOf(recs []resultset.Record) Precision {
	p := Precision{Estimate: resultset.Estimate(recs)}
	for _, r := range recs {
		if !r.Timed() {
			continue
		}
		if r.NsCILow == nil || r.NsCIHigh == nil {
			p.NoInterval++
			continue
		}
		p.WithInterval++
		switch w := (measure.Summary{Center: r.NsPerOp, Lo: *r.NsCILow, Hi: *r.NsCIHigh}).HalfWidthPct(); {
		case w <= 2:
			p.Within2++
			p.Within5++
		case w <= 5:
			p.Within5++
		}
	}
	return p
}

// quietShare is the share of cells within ±5% below which a run is
// called noisy: a quiet two-core machine puts at least 90% there.
const quietShare = 0.9

// noisyAdvice follows the counts of a noisy run: a reader of its report
// should not take differences inside the intervals for real. A shared
// host is seldom quiet, and waiting for it is no advice; the p20 is what
// serbench reports there because interference, which only adds time,
// moves it least.
func (p Precision) noisyAdvice() string {
	s := "Under 90% within ±5%: other work on the machine (other programs, a shared virtual machine, power saving) " +
		"spread the runs, so differences smaller than the intervals are noise."
	if p.estimate() != resultset.EstimateMedian {
		s += " Such work only ever adds time, and the figures reported are each cell's runs near the fastest (its " +
			p.estimate() + "), which it moves least."
	}
	return s
}

// String is the sentence the reports print: "Of 304 cells with a 95%
// interval, 290 (95.39%) are within ±5% of their p20 and 250 (82.24%)
// within ±2%." and how many have none, with a note when under 90% are
// within ±5%; "" for no timed cell.
func (p Precision) String() string {
	if p.WithInterval == 0 && p.NoInterval == 0 {
		return ""
	}
	s := ""
	if p.WithInterval > 0 {
		pct := func(n int) string { return human.Pct(100 * float64(n) / float64(p.WithInterval)) }
		s = fmt.Sprintf("Of %s cells with a 95%% interval, %s (%s) are within ±5%% of their %s and %s (%s) within ±2%%.",
			human.Count(float64(p.WithInterval)), human.Count(float64(p.Within5)), pct(p.Within5), p.estimate(),
			human.Count(float64(p.Within2)), pct(p.Within2))
	}
	if p.noisy() {
		s += " " + p.noisyAdvice()
	}
	if p.NoInterval > 0 {
		if s != "" {
			s += " "
		}
		verb := "cells have"
		if p.NoInterval == 1 {
			verb = "cell has"
		}
		s += fmt.Sprintf("%s %s no interval (timed once past --long-op, or fewer than six runs).", human.Count(float64(p.NoInterval)), verb)
	}
	return s
}

// badge is report.html's badge for the share within ±5%, marked bad
// under quietShare; none without a cell with an interval.
func (p Precision) badge() (htmlpage.Badge, bool) {
	if p.WithInterval == 0 {
		return htmlpage.Badge{}, false
	}
	b := htmlpage.Badge{Text: human.Pct(100*float64(p.Within5)/float64(p.WithInterval)) + " within ±5%", Class: "ok"}
	if p.noisy() {
		b.Class = "bad"
	}
	return b, true
}

// estimate is p.Estimate, the median when unset (a Precision made by
// hand, as older callers did).
func (p Precision) estimate() string {
	if p.Estimate == "" {
		return resultset.EstimateMedian
	}
	return p.Estimate
}

// noisy reports whether under quietShare of the cells with an interval
// are within ±5%.
func (p Precision) noisy() bool {
	return p.WithInterval > 0 && float64(p.Within5) < quietShare*float64(p.WithInterval)
}

// RunsSentence says how many runs a cell of the run took: "Each cell ran
// up to 24 times of about 10ms each after a discarded calibration run,
// stopping from the sixth once its 95% interval was within 2%" (no full
// stop), or "ran 24 times" where no precision stopped a cell early (in
// process, --precision 0, or results from before it).
func RunsSentence(e *resultset.Env) string {
	p := e.Setting("precision")
	if p == "" || p == "0" || !strings.HasPrefix(e.Timing, "workers") {
		return fmt.Sprintf("Each cell ran %d times of about %s each after a discarded calibration run", e.Count, e.BenchTime)
	}
	return fmt.Sprintf("Each cell ran up to %d times of about %s each after a discarded calibration run, "+
		"stopping from the sixth once its 95%% interval was within %s%%", e.Count, e.BenchTime, p)
}
