package report

import (
	"bytes"
	"cmp"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/serbench/serbench/htmlpage"
	"github.com/serbench/serbench/human"
	"github.com/serbench/serbench/resultset"
)

// TimeAccount is where a run's time went, from its env.json: what was
// timed, and what the work around the timed runs took (preparing and
// validating, the workers' load, calibration, warm-up, the heap and
// latency passes, compression), which decides how long a run takes as
// much as the timed runs do.
type TimeAccount struct {
	Wall, Timed float64 // seconds: the run's wall time and its timed rounds
	// InRuns and LeadIn are the parts of Timed inside the runs' timed
	// sections and in their lead-ins; 0 when unknown (resultset.Env's
	// InRunsSeconds and LeadInSeconds).
	InRuns, LeadIn float64
	// Phases are the variants' phases summed, in the order a variant runs
	// them (resultset.PhaseKeys).
	Phases []PhaseTime
	// Variants are the variants by untimed time, the most first.
	Variants []VariantTime
}

// PhaseTime is the seconds of one phase, by its env.json key.
type PhaseTime struct {
	Key     string
	Seconds float64
}

// VariantTime is one variant's account.
type VariantTime struct {
	Name                     string
	Seconds, Rounds, Untimed float64
	// Untimeds are its phases but the timed rounds, the longest first.
	Untimeds []PhaseTime
}

// TimeAccountOf is e's account of the run's time; nil when e keeps none
// (results written before it, or a folder whose earlier sitting kept none).
func TimeAccountOf(e *resultset.Env) *TimeAccount {
	if e == nil || e.WallSeconds <= 0 {
		return nil
	}
	t := &TimeAccount{Wall: e.WallSeconds, Timed: e.TimedSeconds, InRuns: e.InRunsSeconds, LeadIn: e.LeadInSeconds}
	for _, k := range resultset.PhaseKeys(e.PhaseSeconds) {
		t.Phases = append(t.Phases, PhaseTime{k, e.PhaseSeconds[k]})
	}
	for name, phases := range e.VariantPhaseSeconds {
		v := VariantTime{Name: name}
		// In a fixed order: a float sum in map order can differ in its
		// last bit from run to run, and so the rounded time shown.
		for _, k := range resultset.PhaseKeys(phases) {
			s := phases[k]
			v.Seconds += s
			if k == resultset.PhaseRounds {
				v.Rounds += s
				continue
			}
			v.Untimed += s
			v.Untimeds = append(v.Untimeds, PhaseTime{k, s})
		}
		slices.SortFunc(v.Untimeds, func(a, b PhaseTime) int {
			return cmp.Or(cmp.Compare(b.Seconds, a.Seconds), strings.Compare(a.Key, b.Key))
		})
		t.Variants = append(t.Variants, v)
	}
	slices.SortFunc(t.Variants, func(a, b VariantTime) int {
		return cmp.Or(cmp.Compare(b.Untimed, a.Untimed), strings.Compare(a.Name, b.Name))
	})
	return t
}

// MostUntimed returns the n variants (at most) with the most untimed
// time, the most first (ties by name), leaving out those with none.
func (t *TimeAccount) MostUntimed(n int) []VariantTime {
	var out []VariantTime
	for _, v := range t.Variants {
		if len(out) == n || v.Untimed <= 0 {
			break
		}
		out = append(out, v)
	}
	return out
}

// UntimedShare is the part of the run's wall time outside its timed
// rounds.
func (t *TimeAccount) UntimedShare() float64 { return 1 - t.Timed/t.Wall }

// RoundsParts says what the timed rounds held, as the phase line does:
// " (in runs 1h14m27s, lead-in 25m2s)", or "" when unknown.
func (t *TimeAccount) RoundsParts() string {
	if t.InRuns <= 0 {
		return ""
	}
	return fmt.Sprintf(" (in runs %s, lead-in %s)", Wall(t.InRuns), Wall(t.LeadIn))
}

// Outside is the run's wall time that no variant's phases hold: planning,
// building the workers, writing the reports between variants.
func (t *TimeAccount) Outside() float64 {
	var sum float64
	for _, p := range t.Phases {
		sum += p.Seconds
	}
	return max(0, t.Wall-sum)
}

// MostOf names a variant's n longest untimed phases with their times:
// "compression 2m8s, warm-up 1m44s".
func (v VariantTime) MostOf(n int) string {
	var parts []string
	for _, p := range v.Untimeds[:min(n, len(v.Untimeds))] {
		parts = append(parts, resultset.PhaseName(p.Key)+" "+Wall(p.Seconds))
	}
	return strings.Join(parts, ", ")
}

// Wall formats a wall time in seconds as a Go duration of about three
// figures: 1h59m50s, 2m8s, 9.75s.
func Wall(secs float64) string {
	d := time.Duration(secs * float64(time.Second))
	if d < time.Minute {
		return d.Round(10 * time.Millisecond).String()
	}
	return d.Round(time.Second).String()
}

// timeVariants is how many variants the reports list by untimed time.
const timeVariants = 10

// intro says how long the run took and how much of it was timed.
func (t *TimeAccount) intro() string {
	s := fmt.Sprintf("The run took %s, of which timed rounds %s: %s untimed.", Wall(t.Wall), Wall(t.Timed),
		human.Pct(100*t.UntimedShare()))
	if t.InRuns > 0 {
		// The share counts the lead-ins as timed; said, so that no reader
		// takes the rounds for time spent in timed sections.
		s += fmt.Sprintf(" The rounds held the runs' timed sections, %s (%s of the run), and their lead-ins, %s, "+
			"in which the op runs untimed until a collection completes, where each run starts.",
			Wall(t.InRuns), human.Pct(100*t.InRuns/t.Wall), Wall(t.LeadIn))
	}
	return s + " Each phase, summed over the variants (env.json's phase_seconds; a variant's own phase line in the run's log):"
}

// phaseRows are the phases' rows: name, time, share of the run.
func (t *TimeAccount) phaseRows() [][]string {
	var rows [][]string
	add := func(name string, secs float64) {
		rows = append(rows, []string{name, Wall(secs), human.Pct(100 * secs / t.Wall)})
	}
	for _, p := range t.Phases {
		add(resultset.PhaseName(p.Key), p.Seconds)
	}
	if o := t.Outside(); o >= 0.5 {
		add("outside the variants", o)
	}
	return rows
}

// variantRows are the rows of the variants with the most untimed time.
func (t *TimeAccount) variantRows() [][]string {
	var rows [][]string
	for _, v := range t.MostUntimed(timeVariants) {
		share := "–"
		if v.Seconds > 0 {
			share = human.Pct(100 * v.Untimed / v.Seconds)
		}
		rows = append(rows, []string{v.Name, Wall(v.Seconds), Wall(v.Rounds), Wall(v.Untimed), share, v.MostOf(3)})
	}
	return rows
}

var (
	timePhaseHead   = []string{"phase", "time", "share of the run"}
	timeVariantHead = []string{"variant", "time", "timed rounds", "untimed", "untimed share", "most of it"}
)

// writeTime renders report.md's account of the run's time.
func writeTime(b *bytes.Buffer, e *resultset.Env) {
	t := TimeAccountOf(e)
	if t == nil {
		return
	}
	b.WriteString("## Where the time went\n\n")
	b.WriteString(t.intro() + "\n\n")
	writeTable(b, timePhaseHead, t.phaseRows())
	if most := t.MostUntimed(timeVariants); len(most) > 0 {
		fmt.Fprintf(b, "The %s with the most untimed time (env.json's variant_phase_seconds):\n\n", variantsText(len(most)))
		writeTable(b, timeVariantHead, t.variantRows())
	}
}

// variantsText is "variant" or "n variants".
func variantsText(n int) string {
	if n == 1 {
		return "variant"
	}
	return fmt.Sprintf("%d variants", n)
}

// timeBlocks are report.html's account of the run's time, in its
// environment section.
func timeBlocks(e *resultset.Env) []htmlpage.Block {
	t := TimeAccountOf(e)
	if t == nil {
		return nil
	}
	// Columns 1 to nums are figures.
	table := func(head []string, nums int, rows [][]string) *htmlpage.Table {
		tb := &htmlpage.Table{}
		for i, h := range head {
			tb.Cols = append(tb.Cols, htmlpage.Col{Name: h, Num: i >= 1 && i <= nums})
		}
		for _, r := range rows {
			cells := make([]htmlpage.Cell, len(r))
			for i, x := range r {
				cells[i] = htmlpage.Cell{Text: x}
			}
			tb.Add("", cells...)
		}
		return tb
	}
	blocks := []htmlpage.Block{{H4: &htmlpage.Heading{Text: "Where the time went"}}, {Text: t.intro()},
		{Table: table(timePhaseHead, 2, t.phaseRows())}}
	if most := t.MostUntimed(timeVariants); len(most) > 0 {
		text := fmt.Sprintf("The %s with the most untimed time:", variantsText(len(most)))
		blocks = append(blocks, htmlpage.Block{Text: text}, htmlpage.Block{Table: table(timeVariantHead, 4, t.variantRows())})
	}
	return blocks
}
