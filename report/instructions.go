package report

import (
	"slices"

	"github.com/serbench/serbench/htmlpage"
	"github.com/serbench/serbench/human"
	"github.com/serbench/serbench/resultset"
)

// The instruction count (run --measure instructions): a column of the
// variants' tables, a legend entry and a sentence when some cell was
// counted; with no time at all (instructions alone), the time columns,
// their notes and their legend entries go, and the tables rank the codecs
// by their counts. Results without counts render as before.

// InstructionsHead is the count's column header, in the reports and the
// run's summary.
const InstructionsHead = "instructions/op"

// figures is what a set of records measured.
type figures struct {
	timed   bool // some cell has a time
	counted bool // the run counted instructions
}

func figuresOf(recs []resultset.Record) figures {
	return figures{timed: resultset.AnyTimed(recs), counted: resultset.AnyCounted(recs)}
}

// timedAny reports whether some cell of a variant's records has a time.
func timedAny(recs []*resultset.Record) bool {
	return slices.ContainsFunc(recs, (*resultset.Record).Timed)
}

// notTimedSentence opens the report of a run that counted instructions
// alone, in place of what its times are.
const notTimedSentence = "Time was not measured: this run counted instructions alone (serbench run --measure instructions), " +
	"so its tables rank each op's codecs by instructions per op and show no time, throughput or interval."

// instructionsSentence says what the counts of a run are; valgrind is
// env.json's version of it, "" when unknown.
func instructionsSentence(valgrind string) string {
	by := "valgrind's callgrind"
	if valgrind != "" {
		by += " (" + valgrind + ")"
	}
	return "Instructions per op were counted in each cell's worker under " + by + ", with GOMAXPROCS 1 and the op's " +
		"collections forced where the pacer would start them and charged to it: a figure any machine of the architecture " +
		"reproduces for the same binaries, to about 0.1% for most cells (docs/methodology.md, \"Instructions per op\")."
}

// NotTimedLine is the run summary's line for a run that counted
// instructions alone.
const NotTimedLine = "Time was not measured (--measure instructions): each cell's figure is its instructions per op."

// runSentences are the sentences a report opens with about its figures:
// what its times are, and what its counts are.
func runSentences(recs []resultset.Record, env *resultset.Env) []string {
	f := figuresOf(recs)
	var out []string
	if f.timed || !f.counted {
		out = append(out, estimateOf(recs).sentence())
	} else {
		out = append(out, notTimedSentence)
	}
	if f.counted {
		v := ""
		if env != nil {
			v = env.Valgrind
		}
		out = append(out, instructionsSentence(v))
	}
	return out
}

// instructionsLegend explains the count's column.
var instructionsLegend = [2]string{InstructionsHead, "the op's instructions, counted under valgrind's callgrind in the cell's " +
	"worker with GOMAXPROCS 1, its share of the collections included (forced every so many ops, where the pacer would start " +
	"them: instructions_gc_per_op in results.jsonl); \"–\": not counted, and instructions_error says why. Most cells' counts " +
	"agree between runs within 0.1%, on any machine of the architecture, where a time moves by several percent: a change of " +
	"a percent is the code's. A count weighs every instruction alike: it leaves out cache misses, branch mispredictions and " +
	"memory stalls, so it ranks the work a codec does, not its time."}

// instrText is a cell's count in report.md.
func instrText(r *resultset.Record) string {
	if r.InstructionsPerOp == nil {
		return "–"
	}
	return human.Count(*r.InstructionsPerOp)
}

// instrCell is a cell's count in report.html: why there is none in its
// tooltip.
func instrCell(r *resultset.Record) htmlpage.Cell {
	if r.InstructionsPerOp == nil {
		c := htmlpage.Cell{Text: "–", Title: "not counted"}
		if r.InstructionsError != "" {
			c.Title = firstLine(r.InstructionsError)
		}
		return c
	}
	c := htmlpage.Number(human.Count(*r.InstructionsPerOp), *r.InstructionsPerOp)
	if r.InstructionsGCPerOp != nil && *r.InstructionsPerOp > 0 {
		c.Title = "of which collections " + human.Count(*r.InstructionsGCPerOp) + " (" +
			human.Pct(100**r.InstructionsGCPerOp / *r.InstructionsPerOp) + "), one every " + human.Count(float64(r.InstructionsGCEvery)) + " ops"
	}
	return c
}

// legendEntries is legendOf e as recs measured it: with the count's entry
// when they were counted, and without the time's entries when nothing
// was timed.
func legendEntries(recs []resultset.Record, e estimate) [][2]string {
	f := figuresOf(recs)
	all := legendOf(e)
	if f.timed || !f.counted {
		if f.counted {
			all = slices.Insert(all, 1, instructionsLegend)
		}
		return all
	}
	timeOnly := []string{e.head(), "msg/s and MB/s", "GC/op", "zstd compress and decompress", "parallel throughput", "order of the rows"}
	out := [][2]string{instructionsLegend}
	for _, l := range all {
		if !slices.Contains(timeOnly, l[0]) {
			out = append(out, l)
		}
	}
	return append(out, [2]string{"order of the rows", "each variant's table lists encode, then decode, then read, each op's " +
		"codecs fewest instructions first, failed cells last: each op reads as a ranking. The HTML tables sort by any column, " +
		"and the chips at the top hide codecs by family or label."})
}

// InstructionsLine is the run summary's line on its counts.
const InstructionsLine = "instructions/op: counted under valgrind's callgrind in each cell's worker (GOMAXPROCS 1, " +
	"collections charged to the op): unmoved by the machine's load, and alike for the same binaries on the same kind of CPU."
