package report

import (
	"fmt"
	"html/template"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/serbench/serbench/htmlpage"
	"github.com/serbench/serbench/human"
	"github.com/serbench/serbench/report/charts"
	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/suite"
)

// legendOf explains the columns of the tables, in report.html and
// report.md, for times of estimate e: each entry is a column (or view) and
// what it means.
func legendOf(e estimate) [][2]string {
	return [][2]string{
		e.legend(),
		{"B/op and allocs/op", "heap bytes and allocations per op, as testing.B reports them (medians over runs)."},
		{"GC/op", "garbage collections that completed during the timed runs, divided by the ops they ran (all runs pooled). " +
			"The collector runs when the heap has grown by GOGC percent of the live heap, and the live heap includes the data serbench " +
			"holds for the variant, so compare it between codecs of one variant, not across variants."},
		{"peak heap", "the most heap the op held live at once, estimated in an untimed pass after the timed runs: GOGC is lowered so " +
			"that the collector runs several times per op, and the figure is the largest heap any of those collections marked live, " +
			"less the live heap before the pass (the data serbench holds for the variant). It is an estimate: it can miss the top by " +
			"what the op allocates between two collections (coarse where the variant's data is large next to one op's allocations, " +
			"since the collector waits for the heap to grow by at least 1% of it) and can exceed it by what the op allocates while a " +
			"collection runs, which swamps small ops on large variants. So the figure is capped at twice B/op (an op holds at most " +
			"what it and the op before it allocate, unless it keeps memory from op to op), shown as \"≤\": then it is a bound, " +
			"not a measurement. \"–\": no collection ran during the pass."},
		{"encoded size", "bytes of one message in the codec's encoding (the mean, on a variant of many messages)."},
		{"msg/s and MB/s", "messages (or the dataset's unit) and encoded megabytes per second at " + e.of() + " time."},
		{"zstd, snappy and gzip", "on each encode cell, the mean bytes of a message once compressed, each message on its own as a " +
			"transport that compresses message by message sends it: zstd at klauspost/compress's default level with literals always " +
			"entropy-coded (as the reference zstd does), snappy's block format (klauspost/compress/s2's snappy-compatible mode, " +
			"checked with a strict snappy decoder), gzip level 6 (compress/gzip). Every compressed message is decompressed and " +
			"checked against the original."},
		{"zstd compress and decompress", e.of() + " time to compress one encoded message with zstd (Encoder.EncodeAll into a " +
			"reused buffer) and to decompress it (Decoder.DecodeAll), over a few runs of the run's benchtime, outside the encode " +
			"timing; encode + zstd is the encode time plus the compress time, what sending a compressed message costs the CPU."},
		{"parallel throughput", "with --parallel N, on each encode and decode cell: the op run on 1, 2, … N goroutines at once with " +
			"GOMAXPROCS N, after the cell's own timed runs (which stay on one P). Each goroutine has a codec instance of its own (the codec " +
			"bound and validated anew, on N goroutines at once, so a codec that cannot run concurrently fails there and is listed as such), " +
			"its own values and bytes, and starts at its own message. Throughput is every goroutine's messages over the wall time, the median " +
			"of five interleaved runs per goroutine count, each goroutine running the cell's calibrated count of ops; efficiency is the " +
			"throughput at g ÷ (g × the throughput at one goroutine). GC/op counts the collections during those runs; GC CPU is the " +
			"collector's share of the CPU the process used (runtime/metrics' CPU classes, which the runtime updates when a collection " +
			"ends: \"–\" when none ended). The pass time is the cell's wall time in the pass, its share of preparing the instances included."},
		{"seed", "under one of our figures, shaded: the figure the seed's article published for the same cell, " +
			"measured on its author's machine."},
		{"relative to best", "for each op, the fastest codec's time ÷ this codec's time, and for size the smallest encoding ÷ this " +
			"codec's, in percent, as the Rust serialization benchmark presents them: the best is 100%, higher is better, 50% is twice the best. " +
			"Like with like: decode ranks the codecs that build values, a zero-copy decode that only opens a view shows \"view\" and those codecs " +
			"are ranked by read; a baseline (a hand-written floor, not a format) is never ranked and shows its own figure as \"floor\"."},
		{"order of the rows", "each variant's table lists encode, then decode, then read, each op's codecs fastest first, failed cells last: " +
			"each op reads as a ranking. The HTML tables sort by any column, and the chips at the top hide codecs by family or label."},
	}
}

// HTML renders report.html: per dataset, its charts and, per variant, a
// table of codecs to sort by any column, the published figures beside
// ours and a relative-to-best view; the run's environment, every codec's
// labels and notes, and the failed cells. dir is the results folder: the
// charts are read from it and inlined, so the page needs no other file. A
// chart that cannot be read is named in its place.
func HTML(in Input, dir string) ([]byte, error) {
	if in.Registry == nil {
		in.Registry = &suite.Registry{} // the records alone: no titles, seeds or notes
	}
	p := &htmlpage.Page{Kind: "report", Title: "serbench report", Home: in.Home}
	ok, failed := countOK(in.Records)
	timed := resultset.AnyTimed(in.Records) || !resultset.AnyCounted(in.Records)
	if e := in.Env; e != nil {
		p.Lead = append(p.Lead, fmt.Sprintf("Run of %s UTC on %s (%s/%s, %d CPUs, %s), %s, serbench %s at %s.",
			e.Started.Format("2006-01-02 15:04"), e.CPU, e.GOOS, e.GOARCH, e.NumCPU, procsText(e, timed), e.GoVersion, e.Version, shortCommit(e.Commit)))
		if timed {
			p.Lead = append(p.Lead, RunsSentence(e)+"; the cells of a variant were timed together in interleaved rounds.")
		}
	} else {
		p.Lead = append(p.Lead, "This folder has no "+resultset.FileEnv+": the machine and settings of the run are unknown.")
	}
	p.Lead = append(p.Lead, runSentences(in.Records, in.Env)...)
	prec, repro := PrecisionOf(in.Records), ReproducibilityOf(in.Records)
	if s := prec.String(); s != "" {
		p.Lead = append(p.Lead, s)
	}
	if s := repro.String(); s != "" {
		p.Lead = append(p.Lead, s)
	}
	p.Lead = append(p.Lead, busyFindings(in.Records)...)
	p.Badges = append(p.Badges, htmlpage.Badge{Text: human.Count(float64(ok)) + " cells measured", Class: "ok"})
	if b, ok := prec.badge(); ok {
		p.Badges = append(p.Badges, b)
	}
	if b, ok := repro.badge(); ok {
		p.Badges = append(p.Badges, b)
	}
	if failed > 0 {
		p.Badges = append(p.Badges, htmlpage.Badge{Text: human.Count(float64(failed)) + " failed", Class: "bad"})
	}
	if u := in.unfinishedText(); u != "" {
		p.Badges = append(p.Badges, htmlpage.Badge{Text: "unfinished: " + u, Class: "bad"})
	}

	keys := codecKeys(in)
	p.Filter = filterOf(keys)
	ids := htmlpage.IDSet{}
	gs := groups(in)
	for _, g := range gs {
		sec, nav := datasetSection(in, dir, g, ids, keys, len(gs) > 1)
		p.Sections = append(p.Sections, sec)
		p.Nav = append(p.Nav, nav)
	}
	if sec, ok := calculatorSection(in); ok {
		p.Sections = append(p.Sections, sec)
		p.Nav = append(p.Nav, htmlpage.NavItem{ID: sec.ID, Text: sec.Title})
	}
	if sec, ok := failuresSection(in.Records); ok {
		p.Sections = append(p.Sections, sec)
		p.Nav = append(p.Nav, htmlpage.NavItem{ID: sec.ID, Text: sec.Title, Class: "bad"})
	}
	if sec, ok := codecsSection(in); ok {
		p.Sections = append(p.Sections, sec)
		p.Nav = append(p.Nav, htmlpage.NavItem{ID: sec.ID, Text: sec.Title})
	}
	env := envSection(in.Env)
	p.Sections = append(p.Sections, env)
	p.Nav = append(p.Nav, htmlpage.NavItem{ID: env.ID, Text: env.Title})
	legend := legendSection(in.Records, timed)
	p.Sections = append(p.Sections, legend)
	p.Nav = append(p.Nav, htmlpage.NavItem{ID: legend.ID, Text: legend.Title})
	p.Footer = "Written by serbench; serbench report DIR renders it again from the folder's " +
		resultset.FileJSONL + ", " + resultset.FileEnv + " and " + resultset.DirCharts + "."
	return p.Render()
}

// legendSection is report.html's Reading the tables: the legend, and how
// to sort and filter the tables; timed says whether they rank by time.
func legendSection(recs []resultset.Record, timed bool) htmlpage.Section {
	var defs []htmlpage.KV
	for _, l := range legend(recs) {
		defs = append(defs, htmlpage.KV{K: l[0], V: l[1]})
	}
	rankBy := estimateOf(recs).head()
	if !timed {
		rankBy = InstructionsHead
	}
	return htmlpage.Section{ID: "legend", Title: "Reading the tables", Blocks: []htmlpage.Block{{Defs: defs},
		{Note: "Click a column's header to sort by it, again to reverse. The sort is stable: sort by " + rankBy + ", then by op, " +
			"to rank the codecs within each op. Failed and missing figures sort last."},
		{Note: "The chips at the top of the page show or hide codecs: turning a family's chip off hides the rows of that family's " +
			"codecs in the tables of figures, turning a label's chip off hides the rows of every codec with that label. " +
			"Sorting keeps hidden rows hidden; show all brings them back."}}}
}

// codecKeys marks the rows of each codec of the records for the filter
// bar: its family from the registry, its labels from its records (or, when
// they carry none, from the registry).
func codecKeys(in Input) map[string]*htmlpage.Keys {
	keys := map[string]*htmlpage.Keys{}
	for _, r := range in.Records {
		if keys[r.Codec] != nil {
			continue
		}
		k := &htmlpage.Keys{Codec: r.Codec, Labels: r.Labels}
		if c, ok := in.Registry.Codec(r.Codec); ok {
			k.Family = c.Family
			if len(k.Labels) == 0 {
				k.Labels = c.Labels
			}
		}
		keys[r.Codec] = k
	}
	return keys
}

// labelOrder is the order of the filter bar's label chips: how a codec is
// written, then what it writes, then the rest. Labels not in it follow, in
// alphabetical order.
var labelOrder = []string{suite.LabelReflection, suite.LabelCodegen, suite.LabelHandWritten, suite.LabelText, suite.LabelBinary,
	suite.LabelZeroCopy, suite.LabelReuse, suite.LabelAny, suite.LabelUnsafe, suite.LabelBaseline}

// filterOf is the filter bar: a chip per family and per label of the run's
// codecs, or nil when they have none.
func filterOf(keys map[string]*htmlpage.Keys) *htmlpage.Filter {
	f := &htmlpage.Filter{}
	for _, k := range keys {
		if k.Family != "" && !slices.Contains(f.Families, k.Family) {
			f.Families = append(f.Families, k.Family)
		}
		for _, l := range k.Labels {
			if l != "" && !slices.Contains(f.Labels, l) {
				f.Labels = append(f.Labels, l)
			}
		}
	}
	if len(f.Families) == 0 && len(f.Labels) == 0 {
		return nil
	}
	// Families in the order of the charts' legends.
	famRank := func(f string) int {
		if i := slices.Index(charts.FamilyOrder, f); i >= 0 {
			return i
		}
		return len(charts.FamilyOrder)
	}
	slices.SortFunc(f.Families, func(a, b string) int {
		if c := famRank(a) - famRank(b); c != 0 {
			return c
		}
		return strings.Compare(a, b)
	})
	rank := func(l string) int {
		if i := slices.Index(labelOrder, l); i >= 0 {
			return i
		}
		return len(labelOrder)
	}
	slices.SortFunc(f.Labels, func(a, b string) int {
		if c := rank(a) - rank(b); c != 0 {
			return c
		}
		return strings.Compare(a, b)
	})
	return f
}

// datasetSection is a dataset's section of the page and its entry in the
// side bar. own says whether the section gets a table of its codecs: with
// one dataset, the page's Codecs section is the same table.
func datasetSection(in Input, dir string, g *group, ids htmlpage.IDSet, keys map[string]*htmlpage.Keys, own bool) (htmlpage.Section, htmlpage.NavItem) {
	sec := htmlpage.Section{ID: ids.ID("ds", g.dataset), Title: g.dataset}
	nav := htmlpage.NavItem{ID: sec.ID, Text: g.dataset}
	if g.info != nil {
		if g.info.Title != "" {
			sec.Tag = g.info.Title
		}
		if g.info.About != "" {
			sec.Blocks = append(sec.Blocks, htmlpage.Block{Text: g.info.About})
		}
		if g.info.Source != "" {
			sec.Blocks = append(sec.Blocks, htmlpage.Block{Text: "Source: " + g.info.Source})
		}
		if s := g.info.Seed; s.File != "" {
			sec.Blocks = append(sec.Blocks, htmlpage.Block{Text: fmt.Sprintf("Reproduces seed %s, %q, whose figures came from an %s.", s.File, s.Title, s.Machine)})
			if len(s.Flaws) > 0 {
				sec.Blocks = append(sec.Blocks, htmlpage.Block{H4: &htmlpage.Heading{Text: "What serbench measures differently"}}, htmlpage.Block{List: s.Flaws})
			}
		}
	}
	sec.Blocks = append(sec.Blocks, chartBlocks(in.Charts, dir, in.ChartsAt, g.dataset)...)
	for _, v := range g.variants {
		id := ids.ID("v", g.dataset, v)
		nav.Sub = append(nav.Sub, htmlpage.NavItem{ID: id, Text: v, Class: failClass(g.records[v])})
		sec.Blocks = append(sec.Blocks, variantBlocks(g, v, id, keys)...)
	}
	if paras := scalingFindings(g); len(paras) > 0 {
		sec.Blocks = append(sec.Blocks, htmlpage.Block{H4: &htmlpage.Heading{Text: "What limits scaling"}})
		for _, para := range paras {
			sec.Blocks = append(sec.Blocks, htmlpage.Block{Text: para})
		}
	}
	if g.info != nil && g.info.Findings != nil {
		if paras := g.info.Findings(g.measured); len(paras) > 0 {
			sec.Blocks = append(sec.Blocks, htmlpage.Block{H4: &htmlpage.Heading{Text: "What the fair comparison shows"}})
			for _, para := range paras {
				sec.Blocks = append(sec.Blocks, htmlpage.Block{Text: para})
			}
		}
	}
	if own {
		if t := codecTable(in, datasetCodecs(g)); t != nil {
			sec.Blocks = append(sec.Blocks, htmlpage.Block{Details: &htmlpage.Details{Summary: "The codecs of " + g.dataset + ": labels and notes",
				Blocks: []htmlpage.Block{{Table: t}}}})
		}
	}
	return sec, nav
}

func failClass(recs []*resultset.Record) string {
	for _, r := range recs {
		if !r.OK() {
			return "bad"
		}
	}
	return ""
}

func datasetCodecs(g *group) []string {
	var out []string
	for _, v := range g.variants {
		for _, r := range g.records[v] {
			if !slices.Contains(out, r.Codec) {
				out = append(out, r.Codec)
			}
		}
	}
	return out
}

// chartBlocks inlines a dataset's charts, SVG where there is one, or
// links them at the URL prefix at when it is not empty.
func chartBlocks(all []charts.Chart, dir, at, dataset string) []htmlpage.Block {
	var figs []htmlpage.Figure
	var missing []string
	for _, c := range all {
		if c.Dataset != dataset {
			continue
		}
		if at != "" {
			fig := htmlpage.Figure{Title: c.Title, Tall: c.Tall}
			for _, f := range []struct {
				rel string
				to  *string
			}{{c.PNG, &fig.PNG}, {c.SVG, &fig.SVG}} {
				if _, err := os.Stat(filepath.Join(dir, filepath.FromSlash(f.rel))); f.rel != "" && err == nil {
					*f.to = at + f.rel
				}
			}
			// The page shows the SVG where there is one: it scales and is
			// the smaller file.
			switch {
			case fig.SVG != "":
				fig.Src = template.URL(fig.SVG)
			case fig.PNG != "":
				fig.Src = template.URL(fig.PNG)
			default:
				missing = append(missing, c.Title)
				continue
			}
			figs = append(figs, fig)
			continue
		}
		src, err := htmlpage.DataURI(dir, c.SVG)
		if err != nil {
			src, err = htmlpage.DataURI(dir, c.PNG)
		}
		if err != nil {
			missing = append(missing, c.Title)
			continue
		}
		figs = append(figs, htmlpage.Figure{Title: c.Title, Src: src, PNG: c.PNG, SVG: c.SVG, Tall: c.Tall})
	}
	var out []htmlpage.Block
	if len(figs) > 0 {
		out = append(out, htmlpage.Block{Figures: figs})
	}
	if len(missing) > 0 {
		out = append(out, htmlpage.Block{Missing: "Charts missing from the folder's " + resultset.DirCharts + "/: " + strings.Join(missing, "; ") +
			". Run serbench report on the folder to draw them again."})
	}
	return out
}

// variantBlocks is a variant's heading, its table of cells with the
// published figures, the relative-to-best view, the per-message latency
// of a trace and the seed's ratios.
func variantBlocks(g *group, variant, id string, keys map[string]*htmlpage.Keys) []htmlpage.Block {
	recs := ordered(g.records[variant])
	about := ""
	if g.info != nil {
		if v, ok := g.info.Variant(variant); ok {
			about = v.About
		}
	}
	out := []htmlpage.Block{{H3: &htmlpage.Heading{ID: id, Text: g.dataset + " / " + variant, Note: about}}}
	t := &htmlpage.Table{ID: id + "-cells", Class: "cells", Sortable: true, Cols: []htmlpage.Col{
		{Name: "codec"}, {Name: "family", Title: "the codec's format; sort by it to group the codecs by family"}, {Name: "op"},
	}}
	cols := variantCols(g, recs, unitOf(recs))
	for _, c := range cols {
		t.Cols = append(t.Cols, c.html...)
	}
	// col finds a column, for the seed's figures under ours; -1 when the
	// table has none (no time, counted alone).
	col := func(name string) int {
		return slices.IndexFunc(t.Cols, func(c htmlpage.Col) bool { return c.Name == name })
	}
	timed, noCI := timedAny(recs), false
	for _, r := range recs {
		codec := htmlpage.Cell{Text: r.Codec, Sort: r.Codec, Title: strings.TrimPrefix(g.family[r.Codec]+" · "+strings.Join(r.Labels, ", "), " · "), Class: "mono"}
		codec.Aside = unrankedMark(r)
		cells := []htmlpage.Cell{codec, familyCell(g.family[r.Codec]), htmlpage.Text(opText(r))}
		class := ""
		if r.OK() {
			for _, c := range cols {
				cells = append(cells, c.cell(r)...)
			}
			_, withCI := CIHalfWidth(r)
			noCI = noCI || (timed && !withCI)
		} else {
			class = "failed"
			cells = append(cells, htmlpage.Cell{Text: r.Status, Class: "fail", Title: firstLine(r.Error)})
			for len(cells) < len(t.Cols) {
				cells = append(cells, htmlpage.Blank())
			}
		}
		addPublished(cells, published(g.info, variant, r.Codec, suite.Op(r.Op)), g.est.head(), col)
		t.AddKeyed(keys[r.Codec], class, cells...)
	}
	out = append(out, htmlpage.Block{Table: t})
	if noCI {
		out = append(out, htmlpage.Block{Note: "A time without an interval (± –) had fewer runs than an interval needs (six): raise --count."})
	}
	if note := updateNote(recs); note != "" {
		out = append(out, htmlpage.Block{Note: note})
	}
	return append(out, extraBlocks(g, variant, recs, id, keys, timed)...)
}

// addPublished puts the seed's figures under ours, in the same cells (col
// finds a column by name, -1 for none), so that each pair reads together
// and the table stays narrow.
func addPublished(cells []htmlpage.Cell, pb *suite.Published, head string, col func(string) int) {
	if pb == nil {
		return
	}
	for _, p := range []struct {
		col int
		x   float64
		f   func(float64) string
	}{{col(head), pb.NsPerOp, human.Duration}, {col("B/op"), pb.BytesPerOp, bytesText}, {col("allocs/op"), pb.AllocsPerOp, human.Count},
		{col("encoded size"), pb.EncodedBytes, bytesText}} {
		if p.x > 0 && p.col >= 0 {
			cells[p.col].Sub = "seed " + p.f(p.x)
			cells[p.col].Class = strings.TrimSpace(cells[p.col].Class + " haspub")
		}
	}
}

// extraBlocks are a variant's tables after its cells': relative to best,
// compressed sizes, parallel throughput, per-message latency and the
// seed's ratios, each when the records have it.
func extraBlocks(g *group, variant string, recs []*resultset.Record, id string, keys map[string]*htmlpage.Keys, timed bool) []htmlpage.Block {
	var out []htmlpage.Block
	if rt := relativeTable(recs, id, keys, g.family); rt != nil {
		out = append(out, htmlpage.Block{H4: &htmlpage.Heading{Text: "Relative to best", Note: "best = 100%, higher is better"}}, htmlpage.Block{Table: rt})
	}
	if ct := compressedTable(recs, id, keys, g.family, g.est); ct != nil {
		note := compressedNote(g.est)
		if !timed {
			note = sizesNote
		}
		out = append(out, htmlpage.Block{H4: &htmlpage.Heading{Text: "Compressed size", Note: note + passNote(recs)}}, htmlpage.Block{Table: ct})
	}
	if pt := parallelTable(recs, id, keys, g.family); pt != nil {
		out = append(out, htmlpage.Block{H4: &htmlpage.Heading{Text: "Parallel throughput", Note: parallelNote}}, htmlpage.Block{Table: pt})
	}
	if lt := latencyTable(recs, id, keys); lt != nil {
		out = append(out, htmlpage.Block{H4: &htmlpage.Heading{Text: "Per-message latency and size",
			Note: "every message timed on its own, after the timed runs"}}, htmlpage.Block{Table: lt})
	}
	if g.info != nil {
		if rt := ratioTable(g.info, variant, recs, id); rt != nil {
			out = append(out, htmlpage.Block{H4: &htmlpage.Heading{Text: "Ratios the seed published",
				Note: "greater than 1× means the first codec costs more"}}, htmlpage.Block{Table: rt})
		}
	}
	return out
}

func num(x float64) string { return strconv.FormatFloat(x, 'g', -1, 64) }

// ciTitle is a time's tooltip: its estimate (the cell's own, in a folder
// that joins older results), its runs and its interval.
func ciTitle(r *resultset.Record) string {
	if r.NsCILow == nil || r.NsCIHigh == nil {
		return fmt.Sprintf("%s of %d runs", r.Estimate(), len(r.Runs))
	}
	return fmt.Sprintf("%s of %d runs, 95%% interval %s – %s", r.Estimate(), len(r.Runs), human.Duration(*r.NsCILow), human.Duration(*r.NsCIHigh))
}

// timeTitle is the tooltip of the time column's header.
func timeTitle(e estimate) string {
	if e.median() {
		return "median over the runs, ± its 95% confidence interval"
	}
	return "the 20th percentile of the runs (a fifth were faster), ± its 95% bootstrap interval"
}

// optNumber is a figure older results may lack.
func optNumber(x *float64, f func(float64) string) htmlpage.Cell {
	if x == nil {
		return htmlpage.Cell{Text: "–", Title: "not measured: no collection ran during the heap pass, or older results"}
	}
	return htmlpage.Number(f(*x), *x)
}

// peakCell shows a capped peak heap as the bound it is.
func peakCell(r *resultset.Record) htmlpage.Cell {
	c := optNumber(r.PeakHeapBytes, bytesText)
	if r.PeakHeapBytes != nil && r.PeakHeapCapped {
		c.Text = "≤ " + c.Text
		c.Title = "an upper bound, twice B/op: the collector could not see this op (see Reading the tables)"
	}
	return c
}

// bytesText is human.Bytes, with a plain 0 for nothing.
func bytesText(x float64) string {
	if x == 0 {
		return "0 B"
	}
	return human.Bytes(x)
}

// gcText formats collections per op; they are often tiny fractions.
func gcText(x float64) string {
	if x == 0 {
		return "0"
	}
	return human.Sig3(x)
}

func relativeTable(recs []*resultset.Record, id string, keys map[string]*htmlpage.Keys, family map[string]string) *htmlpage.Table {
	rel := relativeView(recs)
	if len(rel.cols) == 0 {
		return nil
	}
	t := &htmlpage.Table{ID: id + "-relative", Class: "relative", Sortable: true, Cols: []htmlpage.Col{{Name: "codec"}, {Name: "family"}}}
	for _, c := range rel.cols {
		t.Cols = append(t.Cols, htmlpage.Col{Name: c.name, Num: true})
	}
	labels := map[string][]string{}
	for _, r := range recs {
		labels[r.Codec] = r.Labels
	}
	for _, codec := range rel.codecs {
		cells := []htmlpage.Cell{{Text: codec, Sort: codec, Class: "mono", Chips: labels[codec]}, familyCell(family[codec])}
		for _, c := range rel.cols {
			rc, ok := c.cells[codec]
			switch {
			case !ok:
				cells = append(cells, htmlpage.Cell{Text: "n/a", Title: "not measured"})
			case rc.failed:
				cells = append(cells, htmlpage.Cell{Text: "failed", Class: "fail"})
			case rc.unranked:
				cells = append(cells, htmlpage.Cell{Text: "view", Title: unrankedNote + "; " + relTitle(c.name, rc.value)})
			case rc.floor:
				cells = append(cells, htmlpage.Cell{Text: "floor", Aside: relValue(c.name, rc.value), Title: floorNote + "; " + relTitle(c.name, rc.value) + busyTitle(c, rc)})
			default:
				x := htmlpage.Number(human.Pct(rc.pct), rc.pct)
				x.Bar = strconv.FormatFloat(math.Min(rc.pct, 100), 'f', 1, 64)
				x.Title = relTitle(c.name, rc.value) + busyTitle(c, rc)
				if c.busy {
					x.Aside = penaltyText(rc.rec)
				}
				if rc.value == c.best {
					x.Class = "best"
				}
				cells = append(cells, x)
			}
		}
		t.AddKeyed(keys[codec], "", cells...)
	}
	return t
}

// busyTitle says, in a busy-heap column, the penalty over the op's own time.
func busyTitle(c relCol, rc relCell) string {
	if !c.busy || rc.rec == nil {
		return ""
	}
	return " in a busy heap, " + penaltyText(rc.rec) + " over its own " + human.Duration(rc.rec.NsPerOp)
}

// relValue is a figure of the relative view's column name, in its unit.
func relValue(name string, v float64) string {
	if strings.HasSuffix(name, "size") {
		return human.Count(v) + " B"
	}
	return human.Duration(v)
}

// familyCell is a codec's family, sorting in the order of the charts'
// legends (FamilyOrder), so that a sort by it groups the codecs as the
// charts colour them.
func familyCell(family string) htmlpage.Cell {
	i := slices.Index(charts.FamilyOrder, family)
	if i < 0 {
		i = len(charts.FamilyOrder)
	}
	if family == "" {
		return htmlpage.Blank()
	}
	return htmlpage.Cell{Text: family, Sort: fmt.Sprintf("%02d %s", i, family)}
}

func relTitle(name string, v float64) string {
	if strings.HasSuffix(name, "size") {
		return human.Count(v) + " B per message"
	}
	return human.Duration(v) + " per op"
}

func latencyTable(recs []*resultset.Record, id string, keys map[string]*htmlpage.Keys) *htmlpage.Table {
	t := &htmlpage.Table{ID: id + "-latency", Sortable: true, Cols: []htmlpage.Col{{Name: "codec"}, {Name: "op"}, {Name: "messages", Num: true},
		{Name: "p50", Num: true}, {Name: "p90", Num: true}, {Name: "p99", Num: true}, {Name: "p99.9", Num: true},
		{Name: "mean size", Num: true}, {Name: "size p50", Num: true}, {Name: "size p99", Num: true}}}
	for _, r := range recs {
		l := r.Latency
		if l == nil || !r.OK() {
			continue
		}
		cells := []htmlpage.Cell{{Text: r.Codec, Sort: r.Codec, Class: "mono"}, htmlpage.Text(r.Op), htmlpage.Number(human.Count(float64(l.Count)), float64(l.Count)),
			htmlpage.Number(human.Duration(l.P50), l.P50), htmlpage.Number(human.Duration(l.P90), l.P90),
			htmlpage.Number(human.Duration(l.P99), l.P99), htmlpage.Number(human.Duration(l.P999), l.P999)}
		if s := r.Sizes; s != nil {
			cells = append(cells, htmlpage.Number(human.Bytes(s.Mean), s.Mean), htmlpage.Number(human.Bytes(s.P50), s.P50), htmlpage.Number(human.Bytes(s.P99), s.P99))
		} else {
			cells = append(cells, htmlpage.Blank(), htmlpage.Blank(), htmlpage.Blank())
		}
		t.AddKeyed(keys[r.Codec], "", cells...)
	}
	if len(t.Rows) == 0 {
		return nil
	}
	return t
}

func ratioTable(info *suite.Info, variant string, recs []*resultset.Record, id string) *htmlpage.Table {
	rows := ratioRows(info, variant, indexOf(recs))
	if len(rows) == 0 {
		return nil
	}
	t := &htmlpage.Table{ID: id + "-ratios", Sortable: true, Cols: []htmlpage.Col{{Name: "ratio"}, {Name: "op"}, {Name: "metric"},
		{Name: "ours", Num: true}, {Name: "published", Num: true}}}
	for _, r := range rows {
		pub := htmlpage.Cell{Text: "not published", Class: "pub"}
		if r.pub > 0 {
			pub = htmlpage.Number(human.Ratio(r.pub), r.pub)
			pub.Class = "pub"
		}
		t.Add("", htmlpage.Text(r.slow+" ÷ "+r.fast), htmlpage.Text(string(r.op)), htmlpage.Text(r.metric), htmlpage.Number(human.Ratio(r.ours), r.ours), pub)
	}
	return t
}

func indexOf(recs []*resultset.Record) index {
	ix := index{}
	for _, r := range recs {
		ix[[2]string{r.Codec, r.Op}] = r
	}
	return ix
}

func failuresSection(recs []resultset.Record) (htmlpage.Section, bool) {
	t := &htmlpage.Table{ID: "failed-cells", Sortable: true, Cols: []htmlpage.Col{{Name: "cell"}, {Name: "status"}, {Name: "reason"}}}
	for _, r := range recs {
		if r.OK() {
			continue
		}
		msg := firstLine(r.Error)
		if r.KnownFailure != "" {
			msg += " (a known limit: " + r.KnownFailure + ")"
		}
		reason := htmlpage.Cell{Text: msg, Sort: r.Error, Class: "wrap mono"}
		if rest := strings.TrimSpace(strings.TrimPrefix(r.Error, firstLine(r.Error))); rest != "" {
			reason.Title = r.Error
		}
		t.Add("failed", htmlpage.Cell{Text: r.Name(), Sort: r.Name(), Class: "mono"}, htmlpage.Cell{Text: r.Status, Sort: r.Status, Class: "fail"}, reason)
	}
	if len(t.Rows) == 0 {
		return htmlpage.Section{}, false
	}
	return htmlpage.Section{ID: "failed", Title: "Failed cells", Tag: fmt.Sprintf("%d", len(t.Rows)), Class: "failures",
		Blocks: []htmlpage.Block{{Text: "A cell fails when its binding does not round-trip the data, returns an error or panics; the run goes on."},
			{Table: t}}}, true
}

func codecsSection(in Input) (htmlpage.Section, bool) {
	var used []string
	for _, r := range in.Records {
		if !slices.Contains(used, r.Codec) {
			used = append(used, r.Codec)
		}
	}
	t := codecTable(in, used)
	if t == nil {
		return htmlpage.Section{}, false
	}
	return htmlpage.Section{ID: "codecs", Title: "Codecs", Blocks: []htmlpage.Block{{Table: t}}}, true
}

// codecTable lists codecs with their library, module version, labels and
// how serbench calls them.
func codecTable(in Input, names []string) *htmlpage.Table {
	t := &htmlpage.Table{Class: "codecs", Sortable: true, Cols: []htmlpage.Col{{Name: "codec"}, {Name: "family"}, {Name: "library"}, {Name: "module"}, {Name: "labels"}, {Name: "notes"}}}
	for _, name := range names {
		c, ok := in.Registry.Codec(name)
		if !ok {
			t.Add("", htmlpage.Cell{Text: name, Sort: name, Class: "mono"}, htmlpage.Blank(), htmlpage.Blank(), htmlpage.Blank(), htmlpage.Blank(), htmlpage.Text("not in this serbench's registry"))
			continue
		}
		version := ""
		if in.Env != nil {
			version = in.Env.Modules[c.Module]
		}
		lib := htmlpage.Cell{Text: c.Title, Sort: c.Title, Link: c.URL}
		if !strings.HasPrefix(c.URL, "https://") && !strings.HasPrefix(c.URL, "http://") {
			lib.Link = "" // only web links: the page opens from disk
		}
		notes := codecNotes(c)
		t.Add("", htmlpage.Cell{Text: c.Name, Sort: c.Name, Class: "mono"}, htmlpage.Text(c.Family), lib,
			htmlpage.Cell{Text: c.Module, Sort: c.Module, Sub: version, Class: "mono"},
			htmlpage.Cell{Sort: strings.Join(c.Labels, " "), Chips: c.Labels},
			htmlpage.Cell{Text: notes, Sort: notes, Class: "wrap"})
	}
	if len(t.Rows) == 0 {
		return nil
	}
	return t
}

func envSection(e *resultset.Env) htmlpage.Section {
	sec := htmlpage.Section{ID: "environment", Title: "Environment", Tag: resultset.FileEnv}
	if e == nil {
		sec.Blocks = []htmlpage.Block{{Warn: "This folder has no readable " + resultset.FileEnv + "."}}
		return sec
	}
	dash := func(s string) string {
		if s == "" {
			return "–"
		}
		return s
	}
	sec.Blocks = append(sec.Blocks, htmlpage.Block{KV: []htmlpage.KV{
		{K: "started", V: e.Started.Format("2006-01-02 15:04:05 UTC")},
		{K: "CPU", V: e.CPU},
		{K: "OS / arch", V: e.GOOS + " / " + e.GOARCH},
		{K: "GOMAXPROCS while timing / CPUs", V: fmt.Sprintf("%d / %d", e.GOMAXPROCS, e.NumCPU)},
		{K: "memory", V: dash(e.MemTotal)},
		{K: "Go", V: e.GoVersion},
		{K: "GODEBUG", V: dash(e.GODEBUG)},
		{K: "serbench", V: e.Version + " at " + dash(e.Commit)},
		{K: "runs per cell", V: runsText(e)},
		{K: "arguments", V: dash(strings.Join(e.Args, " "))},
	}})
	if e.Valgrind != "" {
		sec.Blocks[len(sec.Blocks)-1].KV = append(sec.Blocks[len(sec.Blocks)-1].KV, htmlpage.KV{K: "instructions counted by", V: e.Valgrind})
	}
	sec.Blocks = append(sec.Blocks, timeBlocks(e)...)
	mods := make([]string, 0, len(e.Modules))
	for m := range e.Modules {
		mods = append(mods, m)
	}
	slices.Sort(mods)
	t := &htmlpage.Table{Sortable: true, Cols: []htmlpage.Col{{Name: "module"}, {Name: "version"}}}
	for _, m := range mods {
		t.Add("", htmlpage.Cell{Text: m, Sort: m, Class: "mono"}, htmlpage.Cell{Text: e.Modules[m], Sort: e.Modules[m], Class: "mono"})
	}
	if len(t.Rows) > 0 {
		sec.Blocks = append(sec.Blocks, htmlpage.Block{H4: &htmlpage.Heading{Text: "Codec and compressor libraries"}}, htmlpage.Block{Table: t})
	}
	return sec
}

// runsText is the environment's runs per cell.
func runsText(e *resultset.Env) string {
	if !e.TimeMeasured() {
		return "none: time not measured (--measure instructions)"
	}
	bt := e.BenchTime
	if bt == "" {
		bt = "–"
	}
	return fmt.Sprintf("%d of about %s", e.Count, bt)
}

// shortCommit keeps a commit's first twelve digits and its -dirty mark.
func shortCommit(c string) string {
	base := strings.TrimSuffix(c, "-dirty")
	if len(base) > 12 {
		return base[:12] + c[len(base):]
	}
	return c
}
