package compare

import (
	"bytes"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/serbench/serbench/human"
	"github.com/serbench/serbench/resultset"
)

// Legend explains the columns; the HTML page shows it too.
const Legend = "Times are each cell's headline time per op, the 20th percentile of its runs (for results written " +
	"before that was the headline, computed from their runs). Change is new ÷ old − 1. A variant's drift is the median " +
	"of new ÷ old over its cells, the part of a change its cells share (from at least 3 cells of at least 2 codecs; a " +
	"variant with fewer has none, and its changes are read as they are); \"beyond drift\" is new ÷ old ÷ drift − 1. Its interval takes both headlines' 95% intervals at " +
	"their far ends (new's low end over old's high end, new's high end over old's low end, each over the drift); the " +
	"verdict is slower or faster when that interval lies wholly above or below zero, and ~ otherwise or when a side had " +
	"too few runs (6) for an interval. The geometric mean runs over the cells of the dataset that both folders " +
	"measured, as measured, and tests nothing."

// Reading is what a verdict can and cannot tell on a shared machine; both
// outputs show it above the agreement figures.
const Reading = "On a shared machine two runs of the same code differ by several percent cell by cell, and a whole " +
	"variant's cells can move together by 10–20% when the host's load changes between the minutes they were timed. " +
	"A change common to every codec of a variant cannot be told from that: it shows as the variant's drift, and no " +
	"cell is flagged for it. A verdict flags a cell that moved against the rest of its variant by more than both " +
	"runs' intervals allow; in a variant of two codecs, a change to one of them is split between the two. A ~ is " +
	"no such move, not no change; the shares below are how far the two runs stray from each other as a whole."

// SwapsShown is how many swapped pairs the outputs list.
const SwapsShown = 20

// Markdown renders the comparison for standard output.
func (r *Result) Markdown() []byte {
	var b bytes.Buffer
	b.WriteString("# serbench compare\n\n")
	fmt.Fprintf(&b, "- old: `%s`%s\n- new: `%s`%s\n\n", r.Old.Dir, RunLine(r.Old.Env), r.New.Dir, RunLine(r.New.Env))
	r.writeAgreement(&b)
	if len(r.EnvChanges) > 0 {
		b.WriteString("The runs differ in more than the code (a change may come from these):\n\n")
		for _, c := range r.EnvChanges {
			fmt.Fprintf(&b, "- %s\n", c)
		}
		b.WriteString("\n")
	}
	if r.Agreement.Cells > 0 {
		b.WriteString(Legend + "\n\n")
	}
	if r.CountAgreement.Cells > 0 {
		b.WriteString(CountLegend + "\n\n")
	}
	for _, ds := range r.Datasets {
		fmt.Fprintf(&b, "## %s\n\n", ds.Name)
		if ds.HasTimes() {
			b.WriteString(tableHead)
			for _, c := range ds.Cells {
				if c.Timed {
					writeChange(&b, c.Name(), c.Change)
				}
			}
			g := ds.Geomean
			fmt.Fprintf(&b, "| **geomean** (%s) | %s | %s | %s | | | |\n\n", Cells(g.Cells), human.Duration(g.Old), human.Duration(g.New), human.Change(g.Delta))
		}
		if ds.HasCounts() {
			fmt.Fprintf(&b, "Instructions per op (%s or %s beyond ±%g%%):\n\n", More, Fewer, CountNoise)
			b.WriteString(countHead)
			for _, c := range ds.Cells {
				if c.Count != nil {
					fmt.Fprintf(&b, "| %s | %s | %s | %s | %s |\n", c.Name(), human.Count(c.Count.Old), human.Count(c.Count.New),
						human.Change(c.Count.Delta), c.Count.Verdict)
				}
			}
			g := ds.CountGeomean
			fmt.Fprintf(&b, "| **geomean** (%s) | %s | %s | %s | |\n\n", Cells(g.Cells), human.Count(g.Old), human.Count(g.New), human.Change(g.Delta))
		}
		if ds.HasBusy() {
			b.WriteString(BusyNote + "\n\n")
			b.WriteString(tableHead)
			for _, c := range ds.Cells {
				if c.Busy != nil {
					writeChange(&b, c.Name(), *c.Busy)
				}
			}
			b.WriteString("\n")
		}
	}
	if slower, faster, same := r.Counts(); slower+faster+same > 0 {
		fmt.Fprintf(&b, "%d cells compared: %d slower, %d faster, %d without a change beyond their variant's drift and the intervals.\n\n",
			slower+faster+same, slower, faster, same)
	}
	if line := r.CountsLine(); line != "" {
		b.WriteString(line + "\n\n")
	}
	b.WriteString(GateNote(r) + "\n\n")
	if sizes := r.SizeChanges(); len(sizes) > 0 {
		b.WriteString("Encoded sizes that changed:\n\n")
		for _, s := range sizes {
			fmt.Fprintf(&b, "- %s\n", s)
		}
		b.WriteString("\n")
	}
	writeList(&b, "Only in old", r.OnlyOld)
	writeList(&b, "Only in new", r.OnlyNew)
	writeList(&b, "In both but not compared", r.Unmeasured)
	return b.Bytes()
}

// writeAgreement writes the opening section: what a verdict can tell, how
// well the runs agree, and the variants' drifts.
func (r *Result) writeAgreement(b *bytes.Buffer) {
	b.WriteString("## How well the runs agree\n\n")
	if r.Agreement.Cells == 0 && r.CountAgreement.Cells == 0 {
		b.WriteString("No cell has a time or a count in both runs.\n\n")
		return
	}
	if r.Agreement.Cells > 0 {
		r.writeTimeAgreement(b)
	}
	if ca := &r.CountAgreement; ca.Cells > 0 {
		b.WriteString("### Instructions per op\n\n" + CountReading + "\n\n")
		fmt.Fprintf(b, "%s counted in both runs (the median moved %s). The share whose count changed by no more than:\n\n",
			Cells(ca.Cells), human.Pct(ca.Median))
		b.WriteString("|")
		for _, band := range CountBands {
			fmt.Fprintf(b, " ±%g%% |", band)
		}
		b.WriteString("\n|" + strings.Repeat(" ---: |", len(CountBands)) + "\n|")
		for _, n := range ca.Within {
			fmt.Fprintf(b, " %s |", human.Pct(ca.Share(n)))
		}
		b.WriteString("\n\n")
	}
	if r.Agreement.Cells > 0 {
		r.writeDrifts(b)
	}
}

// writeTimeAgreement writes how well the runs' times agree.
func (r *Result) writeTimeAgreement(b *bytes.Buffer) {
	a := &r.Agreement
	b.WriteString(Reading + "\n\n")
	fmt.Fprintf(b, "%s in both runs. The share whose headline changed by no more than:\n\n", Cells(a.Cells))
	b.WriteString("| |")
	for _, band := range Bands {
		fmt.Fprintf(b, " ±%g%% |", band)
	}
	b.WriteString("\n| --- |" + strings.Repeat(" ---: |", len(Bands)) + "\n")
	for _, row := range AgreementRows(a) {
		fmt.Fprintf(b, "| %s |", row.Name)
		for _, n := range row.Counts {
			fmt.Fprintf(b, " %s |", human.Pct(a.Share(n)))
		}
		b.WriteString("\n")
	}
	fmt.Fprintf(b, "\n| dataset | cells | within ±%d%% | after drift |\n| --- | ---: | ---: | ---: |\n", DatasetBand)
	for _, d := range a.Datasets {
		fmt.Fprintf(b, "| %s | %d | %d | %d |\n", d.Name, d.Cells, d.Raw, d.Adjusted)
	}
	fmt.Fprintf(b, "\n%s\n\n", PairsLine(a))
	for _, s := range a.Swapped[:min(len(a.Swapped), SwapsShown)] {
		fmt.Fprintf(b, "- %s\n", SwapLine(&s))
	}
	if more := len(a.Swapped) - SwapsShown; more > 0 {
		fmt.Fprintf(b, "- and %d more\n", more)
	}
	if len(a.Swapped) > 0 {
		b.WriteString("\n")
	}
}

// writeDrifts writes the variants' drifts.
func (r *Result) writeDrifts(b *bytes.Buffer) {
	b.WriteString("### Variant drift\n\n" + DriftNote + "\n\n")
	busy := r.hasBusyDrift()
	b.WriteString("| variant | cells | codecs | drift | cpu probe |")
	if busy {
		b.WriteString(" busy drift |")
	}
	b.WriteString("\n| --- | ---: | ---: | ---: | ---: |")
	if busy {
		b.WriteString(" ---: |")
	}
	b.WriteString("\n")
	for _, v := range r.Drifts {
		fmt.Fprintf(b, "| %s/%s | %d | %d | %s | %s |", v.Dataset, v.Variant, v.Cells, v.Codecs, DriftText(&v.Drift), ratioChange(v.Probe))
		if busy {
			bd := "–"
			if v.Busy != nil {
				bd = DriftText(v.Busy)
			}
			fmt.Fprintf(b, " %s |", bd)
		}
		b.WriteString("\n")
	}
	b.WriteString("\n")
}

// DriftNote introduces the table of drifts.
const DriftNote = "Each variant's drift is the median change of its cells, taken out of each cell's change before " +
	"the verdict. The cpu probe is the change of a fixed loop timed in the worker before each run (its 10th percentile " +
	"over the variant's runs), what the host gave code that never changes: it follows the drift only in part, so it " +
	"is shown beside it and corrects nothing."

// AgreementRow is a row of the agreement table: cells within each band.
type AgreementRow struct {
	Name   string
	Counts [len(Bands)]int
}

// AgreementRows are the rows of the agreement table.
func AgreementRows(a *Agreement) []AgreementRow {
	return []AgreementRow{{"headline, new ÷ old", a.Raw}, {"after each variant's drift", a.Adjusted}}
}

// PairsLine sums up the codec pairs whose order held.
func PairsLine(a *Agreement) string {
	if a.Pairs == 0 {
		return fmt.Sprintf("No two codecs of a variant and op are %d%% or more apart in OLD: no order to keep.", PairGap)
	}
	line := fmt.Sprintf("Of %d pairs of codecs (same variant and op) %d%% or more apart in OLD, %s kept their order in NEW",
		a.Pairs, PairGap, human.Pct(a.Kept()))
	if len(a.Swapped) == 0 {
		return line + "."
	}
	return fmt.Sprintf("%s; %d swapped, the widest gap first:", line, len(a.Swapped))
}

// SwapLine describes a swapped pair.
func SwapLine(s *Swap) string {
	return fmt.Sprintf("%s/%s/%s: %s %s < %s %s (%s) in OLD; %s %s < %s %s (%s) in NEW", s.Dataset, s.Variant, s.Op,
		s.Fast, human.Duration(s.OldFast), s.Slow, human.Duration(s.OldSlow), human.Change(s.OldGap()),
		s.Slow, human.Duration(s.NewSlow), s.Fast, human.Duration(s.NewFast), human.Change(s.NewGap()))
}

// DriftText formats a drift: its change, or why there is none.
func DriftText(d *Drift) string {
	if !d.Estimated {
		return "none (too few cells)"
	}
	return ratioChange(d.Ratio)
}

// ratioChange formats a ratio as a change in percent.
func ratioChange(x float64) string { return human.Change((x - 1) * 100) }

func (r *Result) hasBusyDrift() bool {
	return slices.ContainsFunc(r.Drifts, func(v VariantDrift) bool { return v.Busy != nil })
}

// BusyNote introduces a dataset's busy-heap table.
const BusyNote = "In a busy heap (the same calls timed in a process that also holds a standard live heap of small " +
	"pointer-holding objects, as a service does; cells both folders timed so), compared in the same way, against the " +
	"variant's busy drift:"

const tableHead = "| cell | old | new | change | beyond drift | 95% interval | verdict |\n| --- | ---: | ---: | ---: | ---: | ---: | --- |\n"

const countHead = "| cell | old instructions/op | new instructions/op | change | verdict |\n| --- | ---: | ---: | ---: | --- |\n"

// CountLegend explains the counts' tables; the HTML page shows it too.
var CountLegend = fmt.Sprintf("Instructions per op are each cell's count under valgrind's callgrind (run --measure instructions), "+
	"compared where both runs counted the cell. Change is new ÷ old − 1, as it is: a count does not move with the host, so "+
	"there is no drift to take out, and one count a process gives no runs for an interval or a test. The verdict is %s or "+
	"%s when the count moved by more than %g%% either way, ~ otherwise. The geometric mean runs over the dataset's cells "+
	"counted in both runs and tests nothing.", More, Fewer, CountNoise)

// CountReading is why the counts' rule is what it is; both outputs show it
// above their agreement.
var CountReading = fmt.Sprintf("Two runs of one commit count every cell alike to a few tenths of a percent: on a shared "+
	"2-core VM, two runs of tickdata's 448 cells at once agreed within 0.5%% on 446 and within 1%% on all (the widest "+
	"0.69%%, median 0.05%%), reflective codecs included: the counting programs draw fixed random numbers, so no map's hash "+
	"seed moves a count. So a count is %s or %s when it moved by more than %g%%: no unchanged cell crossed that, while a "+
	"change of a few percent in a binding, which no time on a shared machine shows, does. A gate of --fail-above 2 holds "+
	"over every codec.", More, Fewer, CountNoise)

// CountsLine tallies the counts' verdicts, "" when no cell was counted in
// both runs.
func (r *Result) CountsLine() string {
	more, fewer, same := r.CountVerdicts()
	if more+fewer+same == 0 {
		return ""
	}
	return fmt.Sprintf("%s counted in both runs: %d with more instructions per op, %d with fewer, %d within ±%g%%.",
		Cells(more+fewer+same), more, fewer, same, CountNoise)
}

// GateNote says which figure --fail-above reads in this comparison.
func GateNote(r *Result) string {
	counted, timedOnly := 0, 0
	for _, ds := range r.Datasets {
		for _, c := range ds.Cells {
			switch {
			case c.Count != nil:
				counted++
			case c.Timed:
				timedOnly++
			}
		}
	}
	switch {
	case counted > 0 && timedOnly > 0:
		return fmt.Sprintf("--fail-above PCT reads the instructions per op of the %s counted in both runs (a rise above PCT%%), "+
			"and the time beyond drift of the other %s (the whole interval above PCT%%).", Cells(counted), Cells(timedOnly))
	case counted > 0:
		return "--fail-above PCT reads each cell's instructions per op, counted in both runs: a cell fails it when its count rose by more than PCT%, whatever its time did."
	}
	return "--fail-above PCT reads each cell's time beyond its variant's drift: a cell fails it when the whole interval of that change is above PCT%."
}

// writeChange writes one row of a comparison table.
func writeChange(b *bytes.Buffer, name string, c Change) {
	fmt.Fprintf(b, "| %s | %s | %s | %s | %s | %s | %s |\n", name, human.Duration(c.Old), human.Duration(c.New),
		human.Change(c.Delta), human.Change(c.Adjusted), Interval(c.Lo, c.Hi), c.Verdict)
}

func writeList(b *bytes.Buffer, title string, names []string) {
	if len(names) == 0 {
		return
	}
	fmt.Fprintf(b, "%s (%d):\n\n", title, len(names))
	for _, n := range names {
		fmt.Fprintf(b, "- `%s`\n", firstLine(n))
	}
	b.WriteString("\n")
}

// SizeChanges describes the cells whose encoded size per message changed,
// raw or compressed with zstd (where both runs measured that).
func (r *Result) SizeChanges() []string {
	var out []string
	for _, ds := range r.Datasets {
		for _, c := range ds.Cells {
			if c.Op != "encode" {
				continue
			}
			var parts []string
			if c.OldSize != c.NewSize {
				parts = append(parts, sizeChange(c.OldSize, c.NewSize))
			}
			// NaN on either side (not measured) compares unequal but says nothing.
			if !math.IsNaN(c.OldZstd) && !math.IsNaN(c.NewZstd) && c.OldZstd != c.NewZstd {
				parts = append(parts, "zstd "+sizeChange(c.OldZstd, c.NewZstd))
			}
			if len(parts) > 0 {
				out = append(out, ds.Name+"/"+c.Name()+": "+strings.Join(parts, "; "))
			}
		}
	}
	return out
}

func sizeChange(old, new float64) string {
	return fmt.Sprintf("%s → %s (%s)", human.Bytes(old), human.Bytes(new), human.Change(pctChange(old, new)))
}

// RunLine describes a run in a few words: when, where, which commit.
func RunLine(e *resultset.Env) string {
	if e == nil {
		return " (no " + resultset.FileEnv + ")"
	}
	commit := e.Commit
	if len(commit) > 12 {
		commit = commit[:12]
	}
	return fmt.Sprintf(", run %s UTC, %s, %s, GOMAXPROCS %d, commit %s",
		e.Started.Format("2006-01-02 15:04"), e.GoVersion, e.CPU, e.GOMAXPROCS, commit)
}

// Cells is "1 cell" or "n cells".
func Cells(n int) string {
	if n == 1 {
		return "1 cell"
	}
	return fmt.Sprintf("%d cells", n)
}

// Interval formats a 95% interval of a change.
func Interval(lo, hi float64) string {
	if math.IsNaN(lo) || math.IsNaN(hi) {
		return "–"
	}
	return "[" + human.Change(lo) + ", " + human.Change(hi) + "]"
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}
