package report

import (
	"bytes"
	"cmp"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/serbench/serbench/htmlpage"
	"github.com/serbench/serbench/human"
	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/suite"
)

// parallelNote says what the parallel tables show, in both reports.
const parallelNote = "each op run on 1 … N goroutines at once with GOMAXPROCS N, each goroutine on a codec instance and messages " +
	"of its own, after the cell's own timed runs; the median of a few interleaved runs per goroutine count; " +
	"efficiency = throughput at g ÷ (g × throughput at 1)"

// parallelRows are a variant's cells with parallel figures: encode, then
// decode, each highest throughput at the most goroutines first;
// baselines last, then the cells whose pass failed.
func parallelRows(recs []*resultset.Record) (rows []*resultset.Record, gs []int) {
	for _, r := range recs {
		if !r.OK() || (len(r.ParallelMsgsPerSec) == 0 && r.ParallelError == "") {
			continue
		}
		rows = append(rows, r)
		for _, g := range r.Goroutines() {
			if !slices.Contains(gs, g) {
				gs = append(gs, g)
			}
		}
	}
	slices.Sort(gs)
	top := func(r *resultset.Record) float64 {
		if g := r.Goroutines(); len(g) > 0 {
			return r.ParallelMsgsPerSec[g[len(g)-1]]
		}
		return -1
	}
	opIndex := func(op string) int { return slices.Index(suite.Ops, suite.Op(op)) }
	slices.SortStableFunc(rows, func(a, b *resultset.Record) int {
		if c := cmp.Compare(opIndex(a.Op), opIndex(b.Op)); c != 0 {
			return c
		}
		if c := cmp.Compare(b2i(a.ParallelError != ""), b2i(b.ParallelError != "")); c != 0 {
			return c
		}
		if c := cmp.Compare(b2i(isBaseline(a)), b2i(isBaseline(b))); c != 0 {
			return c
		}
		return cmp.Compare(top(b), top(a))
	})
	return rows, gs
}

// at is a figure of a map by goroutine count, NaN when absent.
func at(m map[int]float64, g int) float64 {
	if x, ok := m[g]; ok {
		return x
	}
	return math.NaN()
}

// rateText is a throughput with, beyond one goroutine, its efficiency.
func rateText(r *resultset.Record, g int) string {
	x := at(r.ParallelMsgsPerSec, g)
	if math.IsNaN(x) {
		return "–"
	}
	s := human.Rate(x)
	if e := at(r.ParallelEfficiency, g); g > 1 && !math.IsNaN(e) {
		s += " (" + human.Pct(100*e) + ")"
	}
	return s
}

func shareText(x float64) string {
	if math.IsNaN(x) {
		return "–"
	}
	return human.Pct(100 * x)
}

func secondsText(x *float64) string {
	if x == nil {
		return "–"
	}
	return human.Duration(*x * 1e9)
}

// parallelHead is the parallel table's header, after codec and family.
func parallelHead(unit string, gs []int) []string {
	head := []string{"op", "B/op"}
	for _, g := range gs {
		head = append(head, fmt.Sprintf("%s/s at %d", unit, g))
	}
	n := gs[len(gs)-1]
	return append(head, "GC/op at "+strconv.Itoa(n), "GC CPU at 1", "GC CPU at "+strconv.Itoa(n), "pass time")
}

// writeParallel tabulates a variant's parallel throughput.
func writeParallel(b *bytes.Buffer, recs []*resultset.Record, family map[string]string) {
	rows, gs := parallelRows(recs)
	if len(gs) == 0 {
		return
	}
	unit := "msg"
	if rows[0].Unit != "" {
		unit = rows[0].Unit
	}
	n := gs[len(gs)-1]
	var table [][]string
	var failed []string
	for _, r := range rows {
		if r.ParallelError != "" {
			failed = append(failed, fmt.Sprintf("`%s` %s: %s", r.Codec, r.Op, strings.ReplaceAll(firstLine(r.ParallelError), "|", "\\|")))
			continue
		}
		row := []string{codecText(r), family[r.Codec], r.Op, bytesText(r.BytesPerOp)}
		for _, g := range gs {
			row = append(row, rateText(r, g))
		}
		row = append(row, gcTextNaN(at(r.ParallelGCPerOp, n)), shareText(at(r.ParallelGCShare, 1)), shareText(at(r.ParallelGCShare, n)),
			secondsText(r.ParallelSeconds))
		table = append(table, row)
	}
	b.WriteString("Parallel throughput (" + parallelNote + "; in brackets the efficiency; GC CPU: the collector's share of the CPU " +
		"the process used):\n\n")
	writeTable(b, append([]string{"codec", "family"}, parallelHead(unit, gs)...), table)
	if len(failed) > 0 {
		b.WriteString("Could not run on several goroutines at once:\n\n")
		for _, f := range failed {
			fmt.Fprintf(b, "- %s\n", f)
		}
		b.WriteString("\n")
	}
}

func gcTextNaN(x float64) string {
	if math.IsNaN(x) {
		return "–"
	}
	return gcText(x)
}

// parallelTable is writeParallel's table for report.html.
func parallelTable(recs []*resultset.Record, id string, keys map[string]*htmlpage.Keys, family map[string]string) *htmlpage.Table {
	rows, gs := parallelRows(recs)
	if len(gs) == 0 {
		return nil
	}
	unit := "msg"
	if rows[0].Unit != "" {
		unit = rows[0].Unit
	}
	n := gs[len(gs)-1]
	t := &htmlpage.Table{ID: id + "-parallel", Class: "parallel", Sortable: true, Cols: []htmlpage.Col{{Name: "codec"},
		{Name: "family", Title: "the codec's format; sort by it to group the codecs by family"}}}
	for i, name := range parallelHead(unit, gs) {
		c := htmlpage.Col{Name: name, Num: i != 0}
		switch {
		case i >= 2 && i < 2+len(gs):
			c.Title = fmt.Sprintf("median throughput with %d goroutines at once; in brackets, the efficiency", gs[i-2])
		case strings.HasPrefix(name, "GC CPU"):
			c.Title = "the collector's share of the CPU the process used during the runs"
		case name == "pass time":
			c.Title = "how long the cell's parallel pass took, its share of preparing the instances included"
		}
		t.Cols = append(t.Cols, c)
	}
	for _, r := range rows {
		codec := htmlpage.Cell{Text: r.Codec, Sort: r.Codec, Class: "mono", Aside: unrankedMark(r)}
		cells := []htmlpage.Cell{codec, familyCell(family[r.Codec]), htmlpage.Text(r.Op), htmlpage.Number(bytesText(r.BytesPerOp), r.BytesPerOp)}
		if r.ParallelError != "" {
			cells = append(cells, htmlpage.Cell{Text: "cannot run concurrently", Class: "fail", Title: r.ParallelError})
			for range len(gs) + 3 {
				cells = append(cells, htmlpage.Blank())
			}
			t.AddKeyed(keys[r.Codec], "failed", cells...)
			continue
		}
		for _, g := range gs {
			x := at(r.ParallelMsgsPerSec, g)
			c := htmlpage.Number(human.Rate(x), x)
			if math.IsNaN(x) {
				c.Text = "–"
			}
			if e := at(r.ParallelEfficiency, g); g > 1 && !math.IsNaN(e) {
				c.Aside = human.Pct(100 * e)
				c.Title = fmt.Sprintf("%s of %d × the rate at one goroutine", human.Pct(100*e), g)
			}
			cells = append(cells, c)
		}
		gc := at(r.ParallelGCPerOp, n)
		s1, sn := at(r.ParallelGCShare, 1), at(r.ParallelGCShare, n)
		secs := math.NaN()
		if r.ParallelSeconds != nil {
			secs = *r.ParallelSeconds
		}
		cells = append(cells, htmlpage.Number(gcTextNaN(gc), gc), htmlpage.Number(shareText(s1), s1), htmlpage.Number(shareText(sn), sn),
			htmlpage.Number(secondsText(r.ParallelSeconds), secs))
		t.AddKeyed(keys[r.Codec], "", cells...)
	}
	return t
}

// scalingCell is one encode or decode cell's parallel figures at the most
// goroutines the pass ran (N) and at one.
type scalingCell struct {
	r        *resultset.Record
	eff      float64
	gc1, gcN float64
}

// scalingCells are a dataset's cells of the parallel pass at n goroutines:
// those that allocate nothing per op, those that allocate, and the control
// loops' efficiencies.
type scalingCells struct {
	n           int
	free, alloc []scalingCell
	control     []float64
}

// scalingFindings says, from a dataset's figures, what limits scaling at
// the most goroutines the pass ran: how the cells that allocate nothing
// scaled against those that allocate, and how much of the CPU the
// collector took at one goroutine and at N. Nothing is said that the
// figures do not show; no paragraph without cells to back it.
func scalingFindings(g *group) []string {
	n := mostGoroutines(g)
	if n < 2 {
		return nil
	}
	sc := gatherScaling(g, n)
	if len(sc.free)+len(sc.alloc) == 0 {
		return nil
	}
	paras := []string{sc.efficiencyFinding()}
	if p := sc.controlFinding(); p != "" {
		paras = append(paras, p)
	}
	return append(paras, sc.collectorFindings()...)
}

// mostGoroutines is the most goroutines the pass ran any cell of g at.
func mostGoroutines(g *group) int {
	n := 0
	for _, v := range g.variants {
		for _, r := range g.records[v] {
			if gs := r.Goroutines(); r.OK() && len(gs) > 0 {
				n = max(n, gs[len(gs)-1])
			}
		}
	}
	return n
}

func gatherScaling(g *group, n int) scalingCells {
	sc := scalingCells{n: n}
	for _, v := range g.variants {
		for _, r := range g.records[v] {
			if x := at(r.ParallelControl, n); r.OK() && !math.IsNaN(x) {
				sc.control = append(sc.control, x)
			}
			e := at(r.ParallelEfficiency, n)
			if !r.OK() || math.IsNaN(e) || isBaseline(r) {
				continue
			}
			c := scalingCell{r: r, eff: e, gc1: at(r.ParallelGCShare, 1), gcN: at(r.ParallelGCShare, n)}
			if r.AllocsPerOp < 0.5 {
				sc.free = append(sc.free, c)
			} else {
				sc.alloc = append(sc.alloc, c)
			}
		}
	}
	return sc
}

// medianCells is the median of f over cs, leaving NaNs out.
func medianCells(cs []scalingCell, f func(scalingCell) float64) float64 {
	var xs []float64
	for _, c := range cs {
		if x := f(c); !math.IsNaN(x) {
			xs = append(xs, x)
		}
	}
	return medianOf(xs)
}

func efficiency(c scalingCell) float64 { return c.eff }

func pctOf(x float64) string { return human.Pct(100 * x) }

func (sc scalingCells) efficiencyFinding() string {
	n, all := sc.n, append(slices.Clone(sc.free), sc.alloc...)
	p := fmt.Sprintf("At %d goroutines the %d encode and decode cells reached a median efficiency of %s (throughput at %d ÷ %d × "+
		"throughput at one).", n, len(all), pctOf(medianCells(all, efficiency)), n, n)
	switch {
	case len(sc.free) > 0 && len(sc.alloc) > 0:
		mf, ma := medianCells(sc.free, efficiency), medianCells(sc.alloc, efficiency)
		p += fmt.Sprintf(" The %d that allocate nothing per op reached %s; the %d that allocate reached %s.", len(sc.free), pctOf(mf), len(sc.alloc), pctOf(ma))
		switch {
		case len(sc.free) < 3 || len(sc.alloc) < 3:
			// Too few on one side to say what separates them.
		case mf-ma >= 0.05:
			p += " The cells that allocate scaled worse: their goroutines share the collector's work and the heap."
		default:
			p += " Allocation does not separate them here."
		}
	case len(sc.alloc) > 0:
		p += " Every cell allocates."
	default:
		p += " No cell allocates per op."
	}
	return p
}

func (sc scalingCells) controlFinding() string {
	if len(sc.control) == 0 {
		return ""
	}
	control := slices.Sorted(slices.Values(sc.control))
	mc := medianOf(control)
	q := fmt.Sprintf("Loops of pure arithmetic, which allocate and share nothing, timed the same way just before each codec's cells, "+
		"reached a median efficiency of %s at %d goroutines (%s to %s).", pctOf(mc), sc.n, pctOf(control[0]), pctOf(control[len(control)-1]))
	if mc < 0.9 {
		return q + fmt.Sprintf(" The machine gave the pass less than %d CPUs' worth of time (other work ran on it): every cell's efficiency "+
			"here is capped near that figure, and says more about the machine than about the codec.", sc.n)
	}
	return q + fmt.Sprintf(" The machine gave the pass its %d CPUs: what keeps a cell below that is the cell's own.", sc.n)
}

func (sc scalingCells) collectorFindings() []string {
	if len(sc.alloc) == 0 {
		return nil
	}
	n, all := sc.n, append(slices.Clone(sc.free), sc.alloc...)
	var paras []string
	g1 := medianCells(sc.alloc, func(c scalingCell) float64 { return c.gc1 })
	gN := medianCells(sc.alloc, func(c scalingCell) float64 { return c.gcN })
	if !math.IsNaN(g1) && !math.IsNaN(gN) {
		q := fmt.Sprintf("The collector took a median %s of the CPU the allocating cells used at one goroutine and %s at %d.", pctOf(g1), pctOf(gN), n)
		if medianCells(sc.alloc, efficiency) < 0.95 {
			q += fmt.Sprintf(" With GOMAXPROCS %d, one goroutine leaves CPUs idle, where the collector's background work runs "+
				"beside the op at no cost to its throughput; at %d goroutines that work takes CPU time from the ops.", n, n)
		}
		paras = append(paras, q)
	}
	worst := slices.MinFunc(all, func(a, b scalingCell) int { return cmp.Compare(a.eff, b.eff) })
	w := fmt.Sprintf("The least efficient: %s %s on %s at %s, with %s and %s allocations per op",
		worst.r.Codec, worst.r.Op, worst.r.Variant, pctOf(worst.eff), human.Bytes(worst.r.BytesPerOp), human.Count(worst.r.AllocsPerOp))
	if !math.IsNaN(worst.gcN) {
		w += fmt.Sprintf(", the collector taking %s of the CPU at %d goroutines", pctOf(worst.gcN), n)
	}
	return append(paras, w+".")
}

// medianOf is the median of xs, NaN for none; it sorts xs.
func medianOf(xs []float64) float64 {
	if len(xs) == 0 {
		return math.NaN()
	}
	slices.Sort(xs)
	if len(xs)%2 == 1 {
		return xs[len(xs)/2]
	}
	return (xs[len(xs)/2-1] + xs[len(xs)/2]) / 2
}
