package report

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/serbench/serbench/htmlpage"
	"github.com/serbench/serbench/human"
	"github.com/serbench/serbench/report/charts"
	"github.com/serbench/serbench/resultset"
)

// The busy-heap figure (issue 26): each cell's op timed again in a process
// that also holds a standard live heap, beside its own time, with the
// penalty between the two. Results without it render as before: no
// column, no legend entry, no paragraph.

// busyLegend explains the busy-heap columns, for runs that have them.
func busyLegend(e estimate) [2]string {
	return [2]string{"busy time/op and busy penalty", "the same op timed in a process that also holds a standard live " +
		"heap of small pointer-holding objects (its size in the run's notes, GOGC 100), as a service holds its state: the collector " +
		"marks that heap on every cycle, so each byte an op allocates costs far more there than in a micro-benchmark. The busy time is " +
		e.of() + " of its own runs, ± its 95% interval; the penalty is (busy time − time/op) ÷ time/op, in percent. An op that " +
		"allocates nothing pays next to none; it is what decides between an allocating and an allocation-free codec in production. " +
		"In the relative-to-best view the busy columns rank the busy times, the penalty in brackets."}
}

// legend is legendOf the records' estimate as they measured it (see
// legendEntries), with the busy-heap entry when some record has a busy
// figure.
func legend(recs []resultset.Record) [][2]string {
	e := estimateOf(recs)
	for i := range recs {
		if recs[i].BusyNsPerOp != nil {
			return append(legendEntries(recs, e), busyLegend(e))
		}
	}
	return legendEntries(recs, e)
}

// hasBusy reports whether some cell of recs has a busy-heap figure.
func hasBusy(recs []*resultset.Record) bool {
	return slices.ContainsFunc(recs, func(r *resultset.Record) bool { return r.BusyNsPerOp != nil })
}

// busyText is a cell's busy time, "–" when it has none.
func busyText(r *resultset.Record) string {
	if r.BusyNsPerOp == nil {
		return "–"
	}
	return human.Duration(*r.BusyNsPerOp)
}

// penaltyText is a cell's busy-heap penalty, "–" when it has none.
func penaltyText(r *resultset.Record) string {
	p, ok := charts.BusyPenalty(r)
	if !ok {
		return "–"
	}
	return human.Change(p)
}

// busyCols are the HTML table's busy-heap columns, for times of estimate e.
func busyCols(e estimate) []htmlpage.Col {
	return []htmlpage.Col{
		{Name: "busy time/op", Num: true, Title: "the same op timed beside a standard live heap: " + string(e) + ", ± its 95% interval"},
		{Name: "busy penalty", Num: true, Title: "(busy time − time/op) ÷ time/op"},
	}
}

// busyCells are a measured cell's busy time and penalty in the HTML table.
func busyCells(r *resultset.Record) []htmlpage.Cell {
	if r.BusyNsPerOp == nil {
		none := htmlpage.Cell{Text: "–", Title: "not timed in a busy heap"}
		return []htmlpage.Cell{none, none}
	}
	busy := htmlpage.Number(human.Duration(*r.BusyNsPerOp), *r.BusyNsPerOp)
	if ci, ok := halfWidth(*r.BusyNsPerOp, r.BusyNsCILow, r.BusyNsCIHigh); ok {
		busy.Aside = ci
		busy.Title = fmt.Sprintf("95%% CI %s – %s", human.Duration(*r.BusyNsCILow), human.Duration(*r.BusyNsCIHigh))
	} else {
		busy.Aside = "± –"
	}
	if n := len(r.BusyRuns); n > 0 {
		busy.Title = strings.TrimPrefix(busy.Title+fmt.Sprintf(" over %d runs", n), " ")
	}
	if r.BusyLiveHeapBytes != nil {
		busy.Title += ", beside a live heap of " + heapText(*r.BusyLiveHeapBytes)
	}
	penalty := htmlpage.Cell{Text: "–"}
	if p, ok := charts.BusyPenalty(r); ok {
		penalty = htmlpage.Number(human.Change(p), p)
	}
	return []htmlpage.Cell{busy, penalty}
}

// heapText is a live heap's size: in MiB, as the heap is specified.
func heapText(b float64) string {
	return human.Sig3(b/(1<<20)) + " MiB"
}

// busyCell is one cell's busy-heap penalty, for the run's notes.
type busyCell struct {
	r       *resultset.Record
	penalty float64
}

// busyFindings says, from the run's records, what the busy heap cost: the
// heap the cells ran beside, the codecs it cost most and least (each
// codec named once, at its costliest or cheapest cell) and how the cells
// that allocate nothing fared against those that allocate. Baselines and
// zero-copy views are left out, as from the rankings. Nothing without
// busy figures.
func busyFindings(recs []resultset.Record) []string {
	var cells []busyCell
	var heaps []float64
	for i := range recs {
		r := &recs[i]
		p, ok := charts.BusyPenalty(r)
		if !ok {
			continue
		}
		if r.BusyLiveHeapBytes != nil && !slices.Contains(heaps, *r.BusyLiveHeapBytes) {
			heaps = append(heaps, *r.BusyLiveHeapBytes)
		}
		if !unranked(r) {
			cells = append(cells, busyCell{r, p})
		}
	}
	if len(cells) == 0 {
		// A run that timed nothing (counts alone) has no busy pass to offer.
		if !slices.ContainsFunc(recs, func(r resultset.Record) bool { return r.Timed() && (r.Op == "encode" || r.Op == "decode") }) {
			return nil
		}
		return []string{"Busy heap: not measured. `--busy auto` times structs/big's encode and decode again " +
			"beside a 64 MiB live heap (`--busy all`: every variant), the cost an allocating codec has in a busy " +
			"service (docs/methodology.md, \"Busy heap\")."}
	}
	heap := "a standard live heap"
	if len(heaps) > 0 {
		slices.Sort(heaps)
		heap = "a live heap of " + heapText(heaps[0])
		if len(heaps) > 1 {
			heap = "a live heap of " + heapText(heaps[0]) + " to " + heapText(heaps[len(heaps)-1])
		}
	}
	p := fmt.Sprintf("Busy heap: each cell was also timed in a process that holds %s of small pointer-holding objects (GOGC 100), "+
		"as a service holds its state; its collector marks that heap on every cycle, so each byte an op allocates costs more there. ", heap)
	slices.SortStableFunc(cells, func(a, b busyCell) int { return cmp.Compare(b.penalty, a.penalty) })
	// Up to three codecs each way, and no codec on both lists: with few
	// codecs, the costlier half and the cheaper half.
	k := len(distinctCodecs(cells, len(cells), nil))
	nMost := min(3, (k+1)/2)
	most := distinctCodecs(cells, nMost, nil)
	slices.Reverse(cells)
	least := distinctCodecs(cells, min(3, k-nMost), most)
	p += "In this run the busy heap cost most: " + busyList(most)
	if len(least) > 0 {
		p += "; least: " + busyList(least)
	}
	p += "."
	paras := []string{p}
	var free, alloc []float64
	for _, c := range cells {
		if c.r.BytesPerOp == 0 {
			free = append(free, c.penalty)
		} else {
			alloc = append(alloc, c.penalty)
		}
	}
	if len(free) > 0 && len(alloc) > 0 {
		paras = append(paras, fmt.Sprintf("The %d cells that allocate nothing per op paid a median %s in the busy heap; the %d that allocate, %s.",
			len(free), human.Change(medianOf(free)), len(alloc), human.Change(medianOf(alloc))))
	}
	return paras
}

// distinctCodecs takes cells in order, the first of each codec not in
// skip, up to n.
func distinctCodecs(cells []busyCell, n int, skip []busyCell) []busyCell {
	var out []busyCell
	seen := func(list []busyCell, codec string) bool {
		return slices.ContainsFunc(list, func(c busyCell) bool { return c.r.Codec == codec })
	}
	for _, c := range cells {
		if len(out) == n {
			break
		}
		if !seen(out, c.r.Codec) && !seen(skip, c.r.Codec) {
			out = append(out, c)
		}
	}
	return out
}

// busyList writes "x encode on d/v +85.00% (1.20 kB allocated per op), …".
func busyList(cells []busyCell) string {
	parts := make([]string, len(cells))
	for i, c := range cells {
		alloc := "allocation-free"
		if c.r.BytesPerOp > 0 {
			alloc = human.Bytes(c.r.BytesPerOp) + " allocated per op"
		}
		parts[i] = fmt.Sprintf("%s %s on %s/%s %s (%s)", c.r.Codec, c.r.Op, c.r.Dataset, c.r.Variant, human.Change(c.penalty), alloc)
	}
	return strings.Join(parts, ", ")
}
