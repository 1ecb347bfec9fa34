package compare

import (
	"bytes"
	"fmt"
	"math"
	"strings"

	"github.com/serbench/serbench/human"
	"github.com/serbench/serbench/resultset"
)

// Legend explains the columns; the HTML page shows it too.
const Legend = "Times are each cell's median time per op over its runs. Change is new ÷ old − 1. " +
	"The interval is a 95% confidence interval of that change, from the two sets of runs with no assumption " +
	"about their distribution (the interval that inverts the Mann–Whitney U test). The p-value is benchmath's " +
	"U test (as benchstat's); \"~\" means no significant difference at p ≤ 0.05. The geometric mean runs over " +
	"the cells of the dataset that both folders measured, and tests nothing. Each cell is tested on its own: among many " +
	"unchanged cells, about one in twenty will still show as significant by chance, so a lone verdict on a noisy machine " +
	"is worth a second run."

// Markdown renders the comparison for standard output.
func (r *Result) Markdown() []byte {
	var b bytes.Buffer
	b.WriteString("# serbench compare\n\n")
	fmt.Fprintf(&b, "- old: `%s`%s\n- new: `%s`%s\n\n", r.Old.Dir, RunLine(r.Old.Env), r.New.Dir, RunLine(r.New.Env))
	if len(r.EnvChanges) > 0 {
		b.WriteString("The runs differ in more than the code (a change may come from these):\n\n")
		for _, c := range r.EnvChanges {
			fmt.Fprintf(&b, "- %s\n", c)
		}
		b.WriteString("\n")
	}
	b.WriteString(Legend + "\n\n")
	for _, ds := range r.Datasets {
		fmt.Fprintf(&b, "## %s\n\n", ds.Name)
		b.WriteString(tableHead)
		for _, c := range ds.Cells {
			writeChange(&b, c.Name(), c.Change)
		}
		g := ds.Geomean
		fmt.Fprintf(&b, "| **geomean** (%s) | %s | %s | %s | | | |\n\n", Cells(g.Cells), human.Duration(g.Old), human.Duration(g.New), human.Change(g.Delta))
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
	slower, faster, same := r.Counts()
	fmt.Fprintf(&b, "%d cells compared: %d slower, %d faster, %d without a significant difference.\n\n",
		slower+faster+same, slower, faster, same)
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

// BusyNote introduces a dataset's busy-heap table.
const BusyNote = "In a busy heap (the same calls timed in a process that also holds a standard live heap of small " +
	"pointer-holding objects, as a service does; cells both folders timed so), compared from the busy runs in the same way:"

const tableHead = "| cell | old | new | change | 95% interval | p | verdict |\n| --- | ---: | ---: | ---: | ---: | ---: | --- |\n"

// writeChange writes one row of a comparison table.
func writeChange(b *bytes.Buffer, name string, c Change) {
	fmt.Fprintf(b, "| %s | %s | %s | %s | %s | %s | %s |\n", name, human.Duration(c.Old), human.Duration(c.New),
		human.Change(c.Delta), Interval(c.Lo, c.Hi), PValue(c), c.Verdict)
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

// PValue formats the test's p-value and sample sizes, as benchstat does.
func PValue(c Change) string {
	return fmt.Sprintf("%.3f n=%d+%d", c.P, c.OldRuns, c.NewRuns)
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}
