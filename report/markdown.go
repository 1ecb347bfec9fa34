// Package report renders a run's records as report.md: per dataset, a table
// per variant with codecs as rows, the seed's published figures beside
// ours, and the ratios the seed published.
package report

import (
	"bytes"
	"cmp"
	"fmt"
	"maps"
	"math"
	"slices"
	"strings"

	"github.com/serbench/serbench/human"
	"github.com/serbench/serbench/measure"
	"github.com/serbench/serbench/report/charts"
	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/suite"
)

// Input is what a report is made from.
type Input struct {
	Registry *suite.Registry
	Env      *resultset.Env // nil when the folder has no env.json
	Records  []resultset.Record
	Charts   []charts.Chart // pictures already written into the folder
	// ChartsAt is how report.html finds its charts. Empty inlines them, so
	// that the page needs no other file; otherwise it is a relative URL
	// (ending in "/") at which the page links the folder's charts, as the
	// results site does to keep each page and the repository small.
	ChartsAt string
	// Home is a relative URL of an index that report.html's side bar links
	// (the results site's); empty for a report that stands alone.
	Home string
	// Whole is the run's records when Records are a part of them (a page
	// of the results site); nil when Records are the whole run. A part
	// counts its own cells against its share of the plan.
	Whole []resultset.Record
}

// unfinishedText says how much of the plan the report's records lack, or
// is "" when they lack nothing: a part's own share, or where the plan is
// not kept by variant (older folders), the whole run's, named as such.
func (in Input) unfinishedText() string {
	if in.Whole == nil {
		n := in.Env.Unfinished(in.Records)
		if n == 0 {
			return ""
		}
		return fmt.Sprintf("%s of %s planned cells not run", human.Count(float64(n)), human.Count(float64(in.Env.Planned)))
	}
	n, of, byPart := in.Env.UnfinishedPart(in.Records, in.Whole)
	switch {
	case n == 0:
		return ""
	case byPart:
		return fmt.Sprintf("%s of this page's %s planned cells not run", human.Count(float64(n)), human.Count(float64(of)))
	}
	return fmt.Sprintf("the run lacks %s of its %s planned cells (which of them are this page's, its env.json does not say)",
		human.Count(float64(n)), human.Count(float64(of)))
}

// index finds a variant's records by codec and op.
type index map[[2]string]*resultset.Record

func (ix index) get(codec string, op suite.Op) *resultset.Record {
	return ix[[2]string{codec, string(op)}]
}

// group is one dataset's records, variants in the order the run met them.
type group struct {
	dataset  string
	info     *suite.Info // nil when the registry no longer has the dataset
	variants []string
	records  map[string][]*resultset.Record
	family   map[string]string // by codec, from the registry
	est      estimate          // what the run's times are
	counted  bool              // the run counted instructions: the tables have their column
}

func groups(in Input) []*group {
	var out []*group
	byName := map[string]*group{}
	for i := range in.Records {
		r := &in.Records[i]
		g := byName[r.Dataset]
		if g == nil {
			g = &group{dataset: r.Dataset, records: map[string][]*resultset.Record{}, family: families(in.Registry), est: estimateOf(in.Records),
				counted: resultset.AnyCounted(in.Records)}
			if ds, ok := in.Registry.Dataset(r.Dataset); ok {
				info := ds.Info()
				g.info = &info
			}
			byName[r.Dataset] = g
			out = append(out, g)
		}
		if _, ok := g.records[r.Variant]; !ok {
			g.variants = append(g.variants, r.Variant)
		}
		g.records[r.Variant] = append(g.records[r.Variant], r)
	}
	return out
}

// families maps each codec of reg to its family.
func families(reg *suite.Registry) map[string]string {
	out := map[string]string{}
	if reg != nil {
		for _, c := range reg.Codecs {
			out[c.Name] = c.Family
		}
	}
	return out
}

// ordered lists a variant's records as its tables show them: by op
// (encode, decode, read, then any other), each op's cells fastest first
// (fewest instructions first, when nothing was timed); then, apart as in
// the charts and rankings, the cells that are not ranked (a baseline's, a
// zero-copy decode that only opens a view), and last those without a
// figure (failed, skipped). With some 45 codecs a variant's table has
// over a hundred rows; in this order each op reads as a ranking, and the
// published figures stay in their rows beside ours.
func ordered(recs []*resultset.Record) []*resultset.Record {
	out := slices.Clone(recs)
	figure := func(r *resultset.Record) float64 { return r.NsPerOp }
	if !timedAny(recs) {
		figure = func(r *resultset.Record) float64 {
			if r.InstructionsPerOp == nil {
				return 0
			}
			return *r.InstructionsPerOp
		}
	}
	opIndex := func(op string) int {
		if i := slices.Index(suite.Ops, suite.Op(op)); i >= 0 {
			return i
		}
		return len(suite.Ops)
	}
	// 0: ranked, 1: apart, 2: no time.
	part := func(r *resultset.Record) int {
		switch {
		case !r.OK() || !(figure(r) > 0):
			return 2
		case unranked(r):
			return 1
		}
		return 0
	}
	slices.SortStableFunc(out, func(a, b *resultset.Record) int {
		if c := cmp.Compare(opIndex(a.Op), opIndex(b.Op)); c != 0 {
			return c
		}
		if c := strings.Compare(a.Op, b.Op); c != 0 {
			return c
		}
		if c := cmp.Compare(part(a), part(b)); c != 0 {
			return c
		}
		if part(a) == 2 {
			return 0
		}
		return cmp.Compare(figure(a), figure(b))
	})
	return out
}

// Markdown renders report.md.
func Markdown(in Input) []byte {
	if in.Registry == nil {
		in.Registry = &suite.Registry{} // the records alone: no titles, seeds or notes
	}
	var b bytes.Buffer
	b.WriteString("# serbench report\n\n")
	writeRunInfo(&b, in)
	for _, g := range groups(in) {
		writeDataset(&b, in, g)
	}
	writeFailures(&b, in.Records)
	writeCodecs(&b, in)
	writeTime(&b, in.Env)
	b.WriteString("## Reading the tables\n\n")
	for _, l := range legend(in.Records) {
		fmt.Fprintf(&b, "- **%s**: %s\n", l[0], l[1])
	}
	b.WriteString("\n")
	return b.Bytes()
}

// countOK counts the cells that ran and those that failed.
func countOK(recs []resultset.Record) (ok, failed int) {
	for _, r := range recs {
		if r.OK() {
			ok++
		} else {
			failed++
		}
	}
	return ok, failed
}

func writeRunInfo(b *bytes.Buffer, in Input) {
	ok, failed := countOK(in.Records)
	timed := resultset.AnyTimed(in.Records) || !resultset.AnyCounted(in.Records)
	if e := in.Env; e != nil {
		fmt.Fprintf(b, "Run of %s UTC on %s (%s/%s, %d CPUs, %s, %s memory), %s, serbench %s at %s.\n",
			e.Started.Format("2006-01-02 15:04"), e.CPU, e.GOOS, e.GOARCH, e.NumCPU, procsText(e, timed), orDash(e.MemTotal), e.GoVersion, e.Version, e.Commit)
		if timed {
			fmt.Fprintf(b, "%s. ", RunsSentence(e))
		}
	}
	fmt.Fprintf(b, "%s\n\n", strings.Join(runSentences(in.Records, in.Env), " "))
	fmt.Fprintf(b, "%s cells measured, %s failed.", human.Count(float64(ok)), human.Count(float64(failed)))
	if u := in.unfinishedText(); u != "" {
		fmt.Fprintf(b, " **Unfinished:** %s (`serbench run --resume` with the run's folder runs them).", u)
	}
	if p := PrecisionOf(in.Records).String(); p != "" {
		b.WriteString(" " + p)
	}
	b.WriteString("\n\n")
	if r := ReproducibilityOf(in.Records).String(); r != "" {
		b.WriteString(r + "\n\n")
	}
	for _, p := range busyFindings(in.Records) {
		fmt.Fprintf(b, "%s\n\n", p)
	}
}

// procsText is the GOMAXPROCS the cells were measured with: the run's
// while timing, and 1 for counts alone (their workers run with one P).
func procsText(e *resultset.Env, timed bool) string {
	if !timed {
		return "counted with GOMAXPROCS 1"
	}
	return fmt.Sprintf("timed with GOMAXPROCS %d", e.GOMAXPROCS)
}

func orDash(s string) string {
	if s == "" {
		return "–"
	}
	return s
}

func writeDataset(b *bytes.Buffer, in Input, g *group) {
	title := g.dataset
	if g.info != nil && g.info.Title != "" {
		title = fmt.Sprintf("%s: %s", g.dataset, g.info.Title)
	}
	fmt.Fprintf(b, "## %s\n\n", title)
	if g.info != nil {
		if g.info.About != "" {
			fmt.Fprintf(b, "%s\n\n", g.info.About)
		}
		if g.info.Source != "" {
			fmt.Fprintf(b, "Source: %s\n\n", g.info.Source)
		}
		if s := g.info.Seed; s.File != "" {
			fmt.Fprintf(b, "Reproduces seed `%s`, %q, whose figures came from an %s.\n", s.File, s.Title, s.Machine)
			if len(s.Flaws) > 0 {
				b.WriteString("What serbench measures differently:\n\n")
				for _, f := range s.Flaws {
					fmt.Fprintf(b, "- %s\n", f)
				}
			}
			b.WriteString("\n")
		}
	}
	writeCharts(b, in.Charts, g.dataset)
	for _, v := range g.variants {
		writeVariant(b, g, v)
	}
	if paras := scalingFindings(g); len(paras) > 0 {
		b.WriteString("#### What limits scaling\n\n")
		for _, p := range paras {
			fmt.Fprintf(b, "%s\n\n", p)
		}
	}
	if g.info != nil && g.info.Findings != nil {
		if paras := g.info.Findings(g.measured); len(paras) > 0 {
			b.WriteString("#### What the fair comparison shows\n\n")
			for _, p := range paras {
				fmt.Fprintf(b, "%s\n\n", p)
			}
		}
	}
}

// measured implements suite.Measured over the group's records.
func (g *group) measured(variant, codec string, op suite.Op) (suite.Figures, bool) {
	for _, r := range g.records[variant] {
		if r.Codec == codec && r.Op == string(op) && r.OK() {
			return suite.Figures{NsPerOp: r.NsPerOp, BytesPerOp: r.BytesPerOp, AllocsPerOp: r.AllocsPerOp, EncodedBytes: r.EncodedBytes}, true
		}
	}
	return suite.Figures{}, false
}

// writeCharts embeds a dataset's PNG charts, each linking to its SVG, or
// the one picture a chart has (a published run keeps SVG alone).
func writeCharts(b *bytes.Buffer, all []charts.Chart, dataset string) {
	for _, c := range all {
		if c.Dataset != dataset {
			continue
		}
		alt := strings.NewReplacer("[", "(", "]", ")").Replace(c.Title)
		switch {
		case c.PNG != "" && c.SVG != "":
			fmt.Fprintf(b, "[![%s](%s)](%s)\n\n", alt, c.PNG, c.SVG)
		case c.PNG != "" || c.SVG != "":
			fmt.Fprintf(b, "![%s](%s)\n\n", alt, c.PNG+c.SVG)
		}
	}
}

func published(info *suite.Info, variant, codec string, op suite.Op) *suite.Published {
	if info == nil {
		return nil
	}
	for i := range info.Published {
		p := &info.Published[i]
		if p.Variant == variant && p.Codec == codec && p.Op == op {
			return p
		}
	}
	return nil
}

func writeVariant(b *bytes.Buffer, g *group, variant string) {
	recs := ordered(g.records[variant])
	about := ""
	if g.info != nil {
		if v, ok := g.info.Variant(variant); ok && v.About != "" {
			about = ": " + v.About
		}
	}
	fmt.Fprintf(b, "### %s / %s%s\n\n", g.dataset, variant, about)
	hasPub := false
	for _, r := range recs {
		if published(g.info, variant, r.Codec, suite.Op(r.Op)) != nil {
			hasPub = true
		}
	}
	cols := variantCols(g, recs, unitOf(recs))
	head := []string{"codec", "family", "op"}
	for _, c := range cols {
		head = append(head, c.md...)
	}
	own := len(head) // our columns; the published figures follow
	if hasPub {
		head = append(head, "published time/op", "published B/op", "published allocs/op", "published size")
	}
	rows := make([][]string, 0, len(recs))
	ix := index{}
	for _, r := range recs {
		ix[[2]string{r.Codec, r.Op}] = r
		row := []string{codecText(r), g.family[r.Codec], opText(r)}
		if r.OK() {
			for _, c := range cols {
				row = append(row, c.text(r)...)
			}
		} else {
			row = append(row, "**"+r.Status+"**")
			row = append(row, make([]string, own-len(row))...)
		}
		if hasPub {
			if p := published(g.info, variant, r.Codec, suite.Op(r.Op)); p != nil {
				row = append(row, pubDur(p.NsPerOp), pubBytes(p.BytesPerOp), pubCount(p.AllocsPerOp), pubSize(p.EncodedBytes))
			} else {
				row = append(row, "", "", "", "")
			}
		}
		rows = append(rows, row)
	}
	writeTable(b, head, rows)
	for _, r := range recs {
		if r.Timed() && r.NsCILow == nil {
			b.WriteString("A 95% CI of \"–\" means fewer runs than an interval needs (six): raise --count.\n\n")
			break
		}
	}
	if note := updateNote(recs); note != "" {
		b.WriteString(note + "\n\n")
	}
	writeRelative(b, recs, g.family)
	writeCompressed(b, recs, g.family, g.est)
	writeParallel(b, recs, g.family)
	writeLatency(b, recs)
	if g.info != nil {
		writeRatios(b, g.info, variant, ix)
	}
}

// optText formats a figure older results may lack.
func optText(x *float64, f func(float64) string) string {
	if x == nil {
		return "–"
	}
	return f(*x)
}

// writeRelative is the relative-to-best view: see relative.
func writeRelative(b *bytes.Buffer, recs []*resultset.Record, family map[string]string) {
	rel := relativeView(recs)
	if len(rel.cols) == 0 {
		return
	}
	head := []string{"codec", "family"}
	for _, c := range rel.cols {
		head = append(head, c.name)
	}
	var rows [][]string
	for _, codec := range rel.codecs {
		row := []string{"`" + codec + "`", family[codec]}
		for _, c := range rel.cols {
			rc, ok := c.cells[codec]
			switch {
			case !ok:
				row = append(row, "n/a")
			case rc.failed:
				row = append(row, "**failed**")
			case rc.unranked:
				row = append(row, "view")
			case rc.floor:
				row = append(row, "floor: "+relValue(c.name, rc.value)+relPenalty(c, rc))
			case rc.value == c.best:
				row = append(row, "**"+human.Pct(rc.pct)+"**"+relPenalty(c, rc))
			default:
				row = append(row, human.Pct(rc.pct)+relPenalty(c, rc))
			}
		}
		rows = append(rows, row)
	}
	b.WriteString("Relative to best (the best codec's time or size ÷ this codec's; best = 100%, higher is better; " +
		"decode ranks the codecs that build values: a zero-copy decode only opens a view, shown as \"view\", " +
		"and those codecs are ranked by read; a baseline is the floor, never ranked, and shows its own figure")
	if slices.ContainsFunc(rel.cols, func(c relCol) bool { return c.busy }) {
		b.WriteString("; a busy-heap column ranks the op's times beside a standard live heap, with in brackets the busy " +
			"penalty, how much slower the op ran there than on its own")
	}
	b.WriteString("):\n\n")
	writeTable(b, head, rows)
}

// relPenalty is " (+12.00%)", a busy-heap column's penalty, or "" in
// other columns.
func relPenalty(c relCol, rc relCell) string {
	if !c.busy || rc.rec == nil {
		return ""
	}
	return " (" + penaltyText(rc.rec) + ")"
}

// codecText is a codec's name in a table, a baseline marked as such.
func codecText(r *resultset.Record) string {
	if m := unrankedMark(r); m != "" {
		return "`" + r.Codec + "` (" + m + ")"
	}
	return "`" + r.Codec + "`"
}

// writeLatency tabulates the per-message pass of a trace: each message
// timed on its own, and the spread of encoded sizes.
func writeLatency(b *bytes.Buffer, recs []*resultset.Record) {
	var rows [][]string
	for _, r := range recs {
		if l := r.Latency; l != nil && r.OK() {
			size := []string{"", "", ""}
			if s := r.Sizes; s != nil {
				size = []string{human.Bytes(s.Mean), human.Bytes(s.P50), human.Bytes(s.P99)}
			}
			rows = append(rows, append([]string{"`" + r.Codec + "`", r.Op, human.Count(float64(l.Count)),
				human.Duration(l.P50), human.Duration(l.P90), human.Duration(l.P99), human.Duration(l.P999)}, size...))
		}
	}
	if len(rows) == 0 {
		return
	}
	b.WriteString("Per-message latency (each message timed on its own, after the timed runs; of a large trace, the evenly " +
		"spaced sample the messages column counts) and encoded size (every message):\n\n")
	writeTable(b, []string{"codec", "op", "messages", "p50", "p90", "p99", "p99.9", "mean size", "size p50", "size p99"}, rows)
}

func pubDur(x float64) string   { return blankZero(x, human.Duration) }
func pubBytes(x float64) string { return blankZero(x, human.Bytes) }
func pubCount(x float64) string { return blankZero(x, human.Count) }
func pubSize(x float64) string {
	return blankZero(x, func(x float64) string { return human.Count(x) + " B" })
}

func blankZero(x float64, f func(float64) string) string {
	if x == 0 {
		return ""
	}
	return f(x)
}

// ratioRow is one ratio the seed published, ours beside theirs.
type ratioRow struct {
	slow, fast string
	op         suite.Op
	metric     string
	ours, pub  float64 // pub is 0 when the seed did not publish both figures
}

// ratioRows compares each pair the seed published: how many times the
// slow codec's figure is the fast one's.
func ratioRows(info *suite.Info, variant string, ix index) []ratioRow {
	type metric struct {
		name string
		ours func(*resultset.Record) float64
		pub  func(*suite.Published) float64
	}
	metrics := []metric{
		{"time/op", func(r *resultset.Record) float64 { return r.NsPerOp }, func(p *suite.Published) float64 { return p.NsPerOp }},
		{"B/op", func(r *resultset.Record) float64 { return r.BytesPerOp }, func(p *suite.Published) float64 { return p.BytesPerOp }},
		{"allocs/op", func(r *resultset.Record) float64 { return r.AllocsPerOp }, func(p *suite.Published) float64 { return p.AllocsPerOp }},
		{"encoded size", func(r *resultset.Record) float64 { return r.EncodedBytes }, func(p *suite.Published) float64 { return p.EncodedBytes }},
	}
	var rows []ratioRow
	for _, ratio := range info.Ratios {
		for _, op := range suite.Ops {
			slow, fast := ix.get(ratio.Slow, op), ix.get(ratio.Fast, op)
			if slow == nil || fast == nil || !slow.OK() || !fast.OK() {
				continue
			}
			ps, pf := published(info, variant, ratio.Slow, op), published(info, variant, ratio.Fast, op)
			for _, m := range metrics {
				if m.name == "encoded size" && op != suite.Encode {
					continue // the same bytes for every op
				}
				if m.name == "time/op" && !(slow.Timed() && fast.Timed()) {
					continue // counted alone: no time to set side by side
				}
				row := ratioRow{slow: ratio.Slow, fast: ratio.Fast, op: op, metric: m.name, ours: div(m.ours(slow), m.ours(fast))}
				if ps != nil && pf != nil && m.pub(ps) > 0 && m.pub(pf) > 0 {
					row.pub = m.pub(ps) / m.pub(pf)
				}
				rows = append(rows, row)
			}
		}
	}
	return rows
}

func writeRatios(b *bytes.Buffer, info *suite.Info, variant string, ix index) {
	var rows [][]string
	for _, r := range ratioRows(info, variant, ix) {
		pub := "not published"
		if r.pub > 0 {
			pub = human.Ratio(r.pub)
		}
		rows = append(rows, []string{fmt.Sprintf("`%s` ÷ `%s`", r.slow, r.fast), string(r.op), r.metric, human.Ratio(r.ours), pub})
	}
	if len(rows) == 0 {
		return
	}
	b.WriteString("Ratios the seed published (greater than 1× means the first codec costs more):\n\n")
	writeTable(b, []string{"ratio", "op", "metric", "ours", "published"}, rows)
}

func div(a, b float64) float64 {
	if b == 0 {
		return 0
	}
	return a / b
}

func writeFailures(b *bytes.Buffer, recs []resultset.Record) {
	var rows [][]string
	for _, r := range recs {
		if !r.OK() {
			msg := firstLine(r.Error)
			if r.KnownFailure != "" {
				msg += " (a known limit: " + r.KnownFailure + ")"
			}
			rows = append(rows, []string{"`" + r.Name() + "`", r.Status, strings.ReplaceAll(msg, "|", "\\|")})
		}
	}
	if len(rows) == 0 {
		return
	}
	b.WriteString("## Failed cells\n\n")
	writeTable(b, []string{"cell", "status", "reason"}, rows)
}

func writeCodecs(b *bytes.Buffer, in Input) {
	var used []string
	for _, r := range in.Records {
		if !slices.Contains(used, r.Codec) {
			used = append(used, r.Codec)
		}
	}
	var rows [][]string
	for _, c := range in.Registry.Codecs {
		if !slices.Contains(used, c.Name) {
			continue
		}
		version := ""
		if in.Env != nil {
			version = in.Env.Modules[c.Module]
		}
		library := c.Title // as the HTML report: no link without a URL
		if c.URL != "" {
			library = fmt.Sprintf("[%s](%s)", c.Title, c.URL)
		}
		rows = append(rows, []string{"`" + c.Name + "`", c.Family, library,
			strings.TrimSpace(c.Module + " " + version), strings.Join(c.Labels, ", "), codecNotes(c)})
	}
	if len(rows) == 0 {
		return
	}
	b.WriteString("## Codecs\n\n")
	writeTable(b, []string{"codec", "family", "library", "module", "labels", "notes"}, rows)
}

// codecNotes is a codec's notes, and where it is left out and why.
func codecNotes(c suite.Codec) string {
	notes := c.Notes
	for _, key := range slices.Sorted(maps.Keys(c.Unfit)) {
		notes += fmt.Sprintf(" Left out of %s: %s.", key, strings.TrimSuffix(c.Unfit[key], "."))
	}
	return notes
}

func writeTable(b *bytes.Buffer, head []string, rows [][]string) {
	b.WriteString("| " + strings.Join(head, " | ") + " |\n|")
	for range head {
		b.WriteString(" --- |")
	}
	b.WriteString("\n")
	for _, r := range rows {
		b.WriteString("| " + strings.Join(r, " | ") + " |\n")
	}
	b.WriteString("\n")
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

// CIHalfWidth is "±x%": the larger distance from r's time (its estimate,
// p20 or median) to an end of its 95% interval, in percent of the time; ok
// is false without an interval.
func CIHalfWidth(r *resultset.Record) (text string, ok bool) {
	return halfWidth(r.NsPerOp, r.NsCILow, r.NsCIHigh)
}

// halfWidth is CIHalfWidth of any estimate and interval.
func halfWidth(center float64, lo, hi *float64) (text string, ok bool) {
	if lo == nil || hi == nil {
		return "", false
	}
	w := measure.Summary{Center: center, Lo: *lo, Hi: *hi}.HalfWidthPct()
	if math.IsInf(w, 0) {
		return "", false
	}
	return "±" + human.Pct(w), true
}
