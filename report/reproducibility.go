package report

import (
	"fmt"
	"slices"
	"strings"

	"github.com/serbench/serbench/htmlpage"
	"github.com/serbench/serbench/human"
	"github.com/serbench/serbench/measure"
	"github.com/serbench/serbench/resultset"
)

// Reproducibility says how reproducible a run's figures are from its own
// rounds, so that a reader sees it without a second run: each cell's runs
// are split, in the order they were timed, into a first and a second half
// (measure.Halves), and the gap between the halves' p20s is counted. The
// halves straddle the machine's drift over the run, as a second run would.
type Reproducibility struct {
	All      Agreement
	Datasets []DatasetAgreement // in the order the records name them
	// Short counts the measured cells with too few runs for halves (a
	// lower --count, stopped early by --precision, or timed once).
	Short int
}

// Agreement counts cells by how far apart their halves' p20s are
// (measure.HalvesGapPct): within ±2%, ±5% and ±10%.
type Agreement struct {
	Cells, Within2, Within5, Within10 int
}

// DatasetAgreement is one dataset's Agreement.
type DatasetAgreement struct {
	Dataset string
	Agreement
}

// add counts one cell whose halves are gap percent apart.
func (a *Agreement) add(gap float64) {
	a.Cells++
	if gap <= 2 {
		a.Within2++
	}
	if gap <= 5 {
		a.Within5++
	}
	if gap <= 10 {
		a.Within10++
	}
}

// pct is n's share of a's cells: "93.10%".
func (a Agreement) pct(n int) string { return human.Pct(100 * float64(n) / float64(a.Cells)) }

// ReproducibilityOf counts recs' timed cells (failed cells and cells
// counted alone are not counted). The records' runs are in the order they were timed.
func ReproducibilityOf(recs []resultset.Record) Reproducibility {
	var rp Reproducibility
	for _, r := range recs {
		if !r.Timed() {
			continue
		}
		first, second, ok := measure.Halves(r.Runs)
		if !ok {
			rp.Short++
			continue
		}
		gap := measure.HalvesGapPct(first, second)
		rp.All.add(gap)
		i := slices.IndexFunc(rp.Datasets, func(d DatasetAgreement) bool { return d.Dataset == r.Dataset })
		if i < 0 {
			i = len(rp.Datasets)
			rp.Datasets = append(rp.Datasets, DatasetAgreement{Dataset: r.Dataset})
		}
		rp.Datasets[i].add(gap)
	}
	return rp
}

// String is the paragraph the reports print: the shares overall, what
// they mean, the shares by dataset when there are several, and the cells
// left out; "" for no measured cell.
func (rp Reproducibility) String() string {
	if rp.All.Cells == 0 && rp.Short == 0 {
		return ""
	}
	var parts []string
	if a := rp.All; a.Cells > 0 {
		parts = append(parts, fmt.Sprintf("Reproducibility, from the run's own rounds: each cell's runs were split into a first and "+
			"a second half in the order they were timed, so that the halves straddle the machine's drift over the run. "+
			"Of %s cells with %d runs or more, the %ss of the two halves agree within ±2%% for %s (%s), within ±5%% for %s (%s) "+
			"and within ±10%% for %s (%s).",
			human.Count(float64(a.Cells)), measure.HalvesMinRuns, measure.HeadlineName,
			human.Count(float64(a.Within2)), a.pct(a.Within2), human.Count(float64(a.Within5)), a.pct(a.Within5),
			human.Count(float64(a.Within10)), a.pct(a.Within10)))
		parts = append(parts, "A second run of the same command would likely land about as far from this one's figures; "+
			"each half has half the runs, so this is a little pessimistic.")
		if len(rp.Datasets) > 1 {
			var ds []string
			for _, d := range rp.Datasets {
				ds = append(ds, fmt.Sprintf("%s %s / %s / %s of %s", d.Dataset, d.pct(d.Within2), d.pct(d.Within5), d.pct(d.Within10),
					human.Count(float64(d.Cells))))
			}
			parts = append(parts, "By dataset, within ±2% / ±5% / ±10%: "+strings.Join(ds, "; ")+".")
		}
	}
	if rp.Short > 0 {
		verb, be := "cells have", "are"
		if rp.Short == 1 {
			verb, be = "cell has", "is"
		}
		s := fmt.Sprintf("%s %s fewer than %d runs (a lower --count, stopped early by --precision, or timed once), too few for halves",
			human.Count(float64(rp.Short)), verb, measure.HalvesMinRuns)
		if rp.All.Cells > 0 {
			s += ", and " + be + " not counted."
		} else {
			s = fmt.Sprintf("Reproducibility from the run's own rounds: none to tell. %s: --count %d or more with --precision 0 "+
				"gives every cell enough.", s, measure.HalvesMinRuns)
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, " ")
}

// Line is the run's end-of-run line: the share of cells whose halves
// agree within ±5%; "" when no cell has halves.
func (rp Reproducibility) Line() string {
	a := rp.All
	if a.Cells == 0 {
		return ""
	}
	return fmt.Sprintf("Of %s cells with %d runs or more, %s (%s) have the %ss of their first and second halves within ±5%% "+
		"of each other: a second run would likely land about as far.",
		human.Count(float64(a.Cells)), measure.HalvesMinRuns, human.Count(float64(a.Within5)), a.pct(a.Within5), measure.HeadlineName)
}

// badge is report.html's badge for the share of halves within ±5%; none
// without a cell with halves.
func (rp Reproducibility) badge() (htmlpage.Badge, bool) {
	if rp.All.Cells == 0 {
		return htmlpage.Badge{}, false
	}
	return htmlpage.Badge{Text: "halves " + rp.All.pct(rp.All.Within5) + " within ±5%"}, true
}
