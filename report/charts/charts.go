// Package charts draws a run's results as pictures: for every dataset, the
// encode, decode and read times and the encoded sizes of each codec, one
// panel per variant. Every chart is written as PNG and as SVG.
//
// Built to stay readable from one codec to some 45: in each panel the
// codecs are horizontal bars, best first, coloured by their family (one
// legend entry per family, the same colour in every chart of a run), so
// the ranking reads top down and a format's codecs are told by colour.
// Comparisons are like with like: a baseline is drawn apart, in grey,
// never ranked, its value marked by a dashed line through the bars; a
// zero-copy decode, which only opens a view, is left out of the decode
// chart (those codecs are ranked by read). A column of panels draws about
// sixty rows at most, so a panel of more codecs than its share draws the
// best ones and then the best of each family not among them, and counts
// the others, which the tables list: one variant shows every codec, six
// variants still show every family at its best.
package charts

import (
	"cmp"
	"errors"
	"fmt"
	prose "github.com/serbench/serbench/human"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"

	"gonum.org/v1/plot/vg"

	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/suite"
)

// Chart is one picture written into a results folder.
type Chart struct {
	Dataset string // dataset it belongs to
	Title   string // alt text / caption
	PNG     string // path relative to the results folder, e.g. "charts/transaction-encode.png"
	SVG     string // same picture as SVG
	Tall    bool   // taller than wide: a chart of many codecs or variants
}

// Render writes every chart of recs into dir/charts/ and returns them in
// report order: datasets in the order recs first mention them, and for each
// dataset the encode, decode and read times, its instructions per op when
// they were counted, then the encoded sizes; then,
// for each dataset with a parallel pass, its scaling; for each with
// busy-heap figures, the busy-heap penalty against allocation; and for
// each with a trace, the per-message latency and size CDFs.
// Only cells with status "ok" are drawn; a dataset without any has no
// chart. When a chart cannot be written, Render goes on with the others and
// returns the charts it wrote along with the errors.
func Render(dir string, reg *suite.Registry, recs []resultset.Record) ([]Chart, error) {
	var pics []picture
	for _, f := range build(reg, recs) {
		pics = append(pics, f)
	}
	for _, f := range scalingFigures(reg, recs) {
		pics = append(pics, f)
	}
	for _, f := range busyFigures(reg, recs) {
		pics = append(pics, f)
	}
	for _, f := range cdfFigures(reg, recs) {
		pics = append(pics, f)
	}
	if len(pics) == 0 {
		return nil, nil
	}
	if err := os.MkdirAll(filepath.Join(dir, resultset.DirCharts), 0o755); err != nil {
		return nil, fmt.Errorf("charts: %w", err)
	}
	// Pictures are drawn side by side, one per P: drawing and PNG
	// compression take most of a report's time.
	type drawn struct {
		png, svg []byte
		err      error
	}
	done := make([]drawn, len(pics))
	var wg sync.WaitGroup
	sem := make(chan struct{}, max(1, runtime.GOMAXPROCS(0)))
	for i, p := range pics {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			d := &done[i]
			d.png, d.svg, d.err = p.render()
		}()
	}
	wg.Wait()
	var (
		out  []Chart
		errs []error
	)
	for i, p := range pics {
		ch := p.chart()
		err := done[i].err
		if err == nil {
			err = os.WriteFile(filepath.Join(dir, filepath.FromSlash(ch.PNG)), done[i].png, 0o644)
		}
		if err == nil {
			err = os.WriteFile(filepath.Join(dir, filepath.FromSlash(ch.SVG)), done[i].svg, 0o644)
		}
		if err != nil {
			errs = append(errs, fmt.Errorf("charts: %s: %w", ch.PNG, err))
			continue
		}
		out = append(out, ch)
	}
	return out, errors.Join(errs...)
}

// picture is a chart that can draw itself: the bar figures and the CDFs.
type picture interface {
	chart() Chart
	render() (pngData, svgData []byte, err error)
}

// chartFor names the files of a picture.
func chartFor(dataset, title, file string) Chart {
	return Chart{Dataset: dataset, Title: title, PNG: resultset.DirCharts + "/" + file + ".png", SVG: resultset.DirCharts + "/" + file + ".svg"}
}

func (f *figure) chart() Chart {
	c := chartFor(f.dataset, f.title, f.file)
	c.Tall = f.height > figWidth
	return c
}

// metric is what a figure plots.
type metric int

const (
	timeMetric       metric = iota // ns/op (figure.estimate) with its confidence interval
	sizeMetric                     // encoded bytes per message
	compressedMetric               // zstd bytes per message, with the encoded size and gzip's and snappy's marked
	instrMetric                    // instructions per op, counted (no interval: a count does not move with the host)
	leadMetric                     // a ratio of scores, 1 or more: the answer chart's lead, its axis from 1
)

// figure is one chart before it is drawn: a panel per variant, in each
// the codecs best first, coloured by family.
type figure struct {
	dataset  string
	file     string // file name without extension
	title    string
	subtitle string
	metric   metric
	// estimate names what a time figure's bars are: the records'
	// resultset.Estimate, "p20" or (older results) "median".
	estimate string
	pal      *codecPalette
	panels   []panel
	// top is how many of the best ranked codecs each panel draws before
	// the best of each other family (when bests); 0 draws them all.
	top    int
	bests  bool
	rows   int       // rows of the tallest panel: every panel gets as many
	height vg.Length // of the picture, once laid out
	// each says what a panel is, for the subtitle: "variant" unless set.
	each string
}

// panel is one variant of a figure.
type panel struct {
	variant string
	about   string
	ranked  []row // measured and ranked, best first
	apart   []row // measured, never ranked: baselines and zero-copy decodes, best first
	notes   []row // no bar: failed or skipped cells
	rows    []row // as drawn, once chosen
}

// rowKind is what a row of a panel shows.
type rowKind int

const (
	rankedRow rowKind = iota
	floorRow          // a baseline: grey, with a line through the panel, never ranked
	noteRow           // why a codec has no bar
	moreRow           // how many ranked codecs the panel leaves to the tables
)

// row is one line of a panel.
type row struct {
	kind   rowKind
	codec  string
	family string
	rank   int    // 1 for the best, among the ranked rows
	label  string // as drawn left of the bar, once chosen
	s      slot
}

// slot is one codec's bar in a panel.
type slot struct {
	ok     bool    // a value to draw
	v      float64 // ns/op or bytes
	lo, hi float64 // confidence interval, when ci
	ci     bool
	note   string // why there is no bar: "failed", "skipped", "not measured", "no data"
	// raw, gzip and snappy are a compressed figure's other sizes: the
	// encoded size before compression (a pale bar behind) and the sizes
	// under gzip and snappy (marks on the bar's line); 0 for none.
	raw, gzip, snappy float64
}

// key names a cell.
type key struct{ variant, codec, op string }

// dataset gathers one dataset's records.
type dataset struct {
	name     string
	info     *suite.Info
	variants []string // registry order, then unknown ones as met
	codecs   []string // global codec order, those with any record here
	cells    map[key]*resultset.Record
}

var timeOps = []suite.Op{suite.Encode, suite.Decode, suite.Read, suite.Update}

// build turns records into figures, in report order.
func build(reg *suite.Registry, recs []resultset.Record) []*figure {
	codecOrder := globalCodecs(reg, recs)
	pal := newPalette(reg, recs, codecOrder)
	est := resultset.Estimate(recs)
	var figs []*figure
	files := map[string]bool{}
	for _, ds := range gather(reg, recs, codecOrder) {
		slug := uniqueSlug(slugify(ds.name), files)
		for _, op := range timeOps {
			if f := ds.timeFigure(string(op), est, pal); f != nil {
				f.file = slug + "-" + string(op)
				figs = append(figs, f)
			}
		}
		if f := ds.instructionsFigure(pal); f != nil {
			f.file = slug + "-instructions"
			figs = append(figs, f)
		}
		if f := ds.sizeFigure(pal); f != nil {
			f.file = slug + "-size"
			figs = append(figs, f)
		}
		if f := ds.compressedFigure(pal); f != nil {
			f.file = slug + "-compressed"
			figs = append(figs, f)
		}
	}
	return figs
}

// globalCodecs lists every codec of the run: the registry's in its order,
// then those it does not know, in the order recs first mention them.
func globalCodecs(reg *suite.Registry, recs []resultset.Record) []string {
	var out []string
	seen := map[string]bool{}
	if reg != nil {
		for _, c := range reg.Codecs {
			if !seen[c.Name] {
				seen[c.Name] = true
				out = append(out, c.Name)
			}
		}
	}
	for i := range recs {
		if c := recs[i].Codec; !seen[c] {
			seen[c] = true
			out = append(out, c)
		}
	}
	return out
}

// gather groups records by dataset, in the order recs first mention them.
// For a cell recorded more than once, the last record wins.
func gather(reg *suite.Registry, recs []resultset.Record, codecOrder []string) []*dataset {
	var out []*dataset
	byName := map[string]*dataset{}
	for i := range recs {
		r := &recs[i]
		ds := byName[r.Dataset]
		if ds == nil {
			ds = &dataset{name: r.Dataset, cells: map[key]*resultset.Record{}}
			if reg != nil {
				if d, ok := reg.Dataset(r.Dataset); ok {
					info := d.Info()
					ds.info = &info
				}
			}
			byName[r.Dataset] = ds
			out = append(out, ds)
		}
		ds.cells[key{r.Variant, r.Codec, r.Op}] = r
	}
	for _, ds := range out {
		var met []string
		codecs := map[string]bool{}
		for i := range recs {
			r := &recs[i]
			if r.Dataset != ds.name {
				continue
			}
			if !slices.Contains(met, r.Variant) {
				met = append(met, r.Variant)
			}
			codecs[r.Codec] = true
		}
		if ds.info != nil {
			for _, v := range ds.info.Variants {
				if slices.Contains(met, v.Name) {
					ds.variants = append(ds.variants, v.Name)
				}
			}
		}
		for _, v := range met {
			if !slices.Contains(ds.variants, v) {
				ds.variants = append(ds.variants, v)
			}
		}
		for _, c := range codecOrder {
			if codecs[c] {
				ds.codecs = append(ds.codecs, c)
			}
		}
	}
	return out
}

func (ds *dataset) about(variant string) string {
	if ds.info == nil {
		return ""
	}
	v, _ := ds.info.Variant(variant)
	return v.About
}

// note says why a cell has no bar.
func note(r *resultset.Record) string {
	switch {
	case r == nil:
		return "not measured"
	case r.Status == resultset.StatusFailed:
		return "failed"
	case r.Status == resultset.StatusSkipped:
		return "skipped"
	case r.Status != resultset.StatusOK:
		return "not measured"
	}
	return "no data"
}

// usable reports whether v can be drawn as a bar.
func usable(v float64) bool { return v > 0 && !math.IsInf(v, 0) && !math.IsNaN(v) }

// add puts a codec's slot in its part of the panel: ranked, apart (a
// baseline) or a note.
func (p *panel) add(codec string, s slot, info codecInfo) {
	r := row{codec: codec, family: info.family, s: s}
	switch {
	case !s.ok:
		r.kind = noteRow
		p.notes = append(p.notes, r)
	case info.baseline:
		r.kind = floorRow
		p.apart = append(p.apart, r)
	default:
		p.ranked = append(p.ranked, r)
	}
}

// rank orders the bars best (lowest) first, ties in codec order, and
// numbers the ranked ones. It reports whether the panel has a bar.
func (p *panel) rank() bool {
	byValue := func(a, b row) int { return cmp.Compare(a.s.v, b.s.v) }
	slices.SortStableFunc(p.ranked, byValue)
	slices.SortStableFunc(p.apart, byValue)
	for i := range p.ranked {
		p.ranked[i].rank = i + 1
	}
	return len(p.ranked)+len(p.apart) > 0
}

// timeFigure is the chart of one op's times, est naming them
// (resultset.Estimate), or nil when no cell of that op has a time to draw.
func (ds *dataset) timeFigure(op, est string, pal *codecPalette) *figure {
	f := &figure{dataset: ds.name, metric: timeMetric, estimate: est, pal: pal}
	var views []string
	for _, v := range ds.variants {
		p := panel{variant: v, about: ds.about(v)}
		for _, c := range ds.codecs {
			r := ds.cells[key{v, c, op}]
			if r == nil {
				continue // not a cell of this variant
			}
			s := slot{note: note(r)}
			if r.OK() && usable(r.NsPerOp) {
				s = slot{ok: true, v: r.NsPerOp}
				if r.NsCILow != nil && r.NsCIHigh != nil && usable(*r.NsCILow) && usable(*r.NsCIHigh) {
					s.ci = true
					s.lo = math.Min(*r.NsCILow, r.NsPerOp)
					s.hi = math.Max(*r.NsCIHigh, r.NsPerOp)
				}
			}
			// Like with like: a zero-copy decode only opens a view, in a
			// few ns; such codecs are ranked by read, and their views
			// are not drawn here (the tables have them).
			if info := pal.codecs[c]; op == string(suite.Decode) && info.zeroCopy && !info.baseline && s.ok {
				if !slices.Contains(views, c) {
					views = append(views, c)
				}
				continue
			}
			p.add(c, s, pal.codecs[c])
		}
		if p.rank() {
			f.panels = append(f.panels, p)
		}
	}
	if len(f.panels) == 0 {
		return nil
	}
	f.title = ds.name + " — " + op + " time per op (lower is better)"
	var sub []string
	if op == string(suite.Read) {
		sub = append(sub, "Read: decode, then visit every field.")
	}
	bar, whisker := "Bar: median time of one op", "Whisker: 95% confidence interval."
	if est != resultset.EstimateMedian {
		bar, whisker = "Bar: "+est+" time of one op (the 20th percentile of its runs: a fifth were faster)", "Whisker: its 95% bootstrap interval."
	}
	sub = append(sub, bar+", fastest first, coloured by the codec's family.")
	if slices.ContainsFunc(f.panels, func(p panel) bool {
		return slices.ContainsFunc(p.ranked, func(r row) bool { return r.s.ci }) ||
			slices.ContainsFunc(p.apart, func(r row) bool { return r.s.ci })
	}) {
		sub = append(sub, whisker)
	}
	if len(views) > 0 {
		sub = append(sub, "Not drawn: the zero-copy decodes of "+prose.And(views)+", which only open a view; those codecs are ranked by read.")
	}
	f.subtitle = strings.Join(sub, " ")
	f.finish()
	return f
}

// sizeFigure is the chart of encoded sizes, or nil when no cell has one.
// A codec's size in a variant comes from its first measured op.
func (ds *dataset) sizeFigure(pal *codecPalette) *figure {
	f := &figure{dataset: ds.name, metric: sizeMetric, pal: pal}
	ops := []string{string(suite.Encode), string(suite.Decode), string(suite.Read)}
	for _, v := range ds.variants {
		p := panel{variant: v, about: ds.about(v)}
		for _, c := range ds.codecs {
			var rs []*resultset.Record
			for _, op := range ops {
				if r := ds.cells[key{v, c, op}]; r != nil {
					rs = append(rs, r)
				}
			}
			if len(rs) == 0 {
				continue // not a cell of this variant
			}
			s := slot{note: note(rs[0])}
			for _, r := range rs {
				if r.OK() {
					if usable(r.EncodedBytes) {
						s = slot{ok: true, v: r.EncodedBytes}
						break
					}
					s.note = "no data"
				}
			}
			p.add(c, s, pal.codecs[c])
		}
		if p.rank() {
			f.panels = append(f.panels, p)
		}
	}
	if len(f.panels) == 0 {
		return nil
	}
	f.title = ds.name + " — encoded size per message (smaller is better)"
	f.subtitle = "Bar: bytes of one encoded message, smallest first, coloured by the codec's family."
	f.finish()
	return f
}

// compressedFigure is the chart of compressed sizes, or nil when no encode
// cell has them (results from before they were measured): a bar per codec
// for its size under zstd, ranked smallest first, over a pale bar of its
// encoded size, with its sizes under gzip and snappy marked on the bar's
// line.
func (ds *dataset) compressedFigure(pal *codecPalette) *figure {
	f := &figure{dataset: ds.name, metric: compressedMetric, pal: pal}
	any := false
	for _, v := range ds.variants {
		p := panel{variant: v, about: ds.about(v)}
		for _, c := range ds.codecs {
			r := ds.cells[key{v, c, string(suite.Encode)}]
			if r == nil {
				continue // not an encode cell of this variant
			}
			s := slot{note: note(r)}
			if r.OK() {
				s.note = "not measured"
				if r.ZstdBytes != nil && usable(*r.ZstdBytes) {
					s = slot{ok: true, v: *r.ZstdBytes, raw: r.EncodedBytes, gzip: orZero(r.GzipBytes), snappy: orZero(r.SnappyBytes)}
					any = true
				}
			}
			p.add(c, s, pal.codecs[c])
		}
		if p.rank() {
			f.panels = append(f.panels, p)
		}
	}
	if !any {
		return nil
	}
	f.title = ds.name + " — compressed size per message (smaller is better)"
	f.subtitle = "Each message compressed on its own. Bar: zstd (default level), smallest first, coloured by the codec's family; " +
		"the pale bar behind it: the encoded size before compression; ring: gzip (level 6); triangle: snappy (block format)."
	f.finish()
	return f
}

// values are every size a slot draws: its bar's value and, on a
// compressed figure, the encoded size and the marks.
func (s slot) values() []float64 {
	out := []float64{s.v}
	for _, x := range []float64{s.raw, s.gzip, s.snappy} {
		if x > 0 {
			out = append(out, x)
		}
	}
	return out
}

// orZero is an optional figure, 0 when absent (no mark is drawn).
func orZero(x *float64) float64 {
	if x == nil || !usable(*x) {
		return 0
	}
	return *x
}

// finish ends a figure's subtitle.
func (f *figure) finish() {
	baseline := false
	for _, p := range f.panels {
		for _, r := range p.apart {
			baseline = baseline || r.kind == floorRow
		}
	}
	if baseline {
		f.subtitle += " Grey, below the line: the baseline, a floor that is never ranked; the dashed line marks it."
	}
	if len(f.panels) > 1 {
		each := f.each
		if each == "" {
			each = "variant"
		}
		f.subtitle += " Each panel is one " + each + ", with its own axis."
	}
}

// drawnFamilies lists the families of the bars the panels draw, in
// palette order, for the legend; baselines have their own entry.
func (f *figure) drawnFamilies() []string {
	drawn := map[string]bool{}
	for _, p := range f.panels {
		for _, r := range p.rows {
			if r.kind == rankedRow {
				drawn[r.family] = true
			}
		}
	}
	var out []string
	for _, fam := range f.pal.families {
		if drawn[fam] {
			out = append(out, fam)
		}
	}
	return out
}

// Row budget: a column of panels draws at most about rowBudget rows, so
// that a figure of many variants stays a few screens tall; a panel keeps
// at least minRows. A panel with more codecs than its share draws the
// best maxTop (or fewer), then the best of each family not among them,
// and counts the others, which the tables list.
const (
	rowBudget = 60
	minRows   = 8
	maxTop    = 15
)

// choose picks the rows each panel draws, given how many panels are
// stacked in a column, and sets f.top, f.bests and f.rows.
func (f *figure) choose(stacked int) {
	budget := max(rowBudget/max(stacked, 1), minRows)
	fits := func(top int, bests bool) bool {
		for i := range f.panels {
			if len(f.panels[i].pick(top, bests)) > budget {
				return false
			}
		}
		return true
	}
	f.top, f.bests = 0, false
	if !fits(0, false) {
		f.top = 1
		found := false
		for top := maxTop; top >= 1 && !found; top-- {
			if fits(top, true) {
				f.top, f.bests, found = top, true, true
			}
		}
		for top := maxTop; top >= 1 && !found; top-- {
			if fits(top, false) {
				f.top, found = top, true
			}
		}
	}
	f.rows = 1
	for i := range f.panels {
		p := &f.panels[i]
		p.rows = p.pick(f.top, f.bests)
		f.rows = max(f.rows, len(p.rows))
	}
}

// truncated reports whether some panel leaves ranked codecs out.
func (f *figure) truncated() bool {
	for _, p := range f.panels {
		if len(p.rows) > 0 && p.rows[len(p.rows)-1].kind == moreRow {
			return true
		}
	}
	return false
}

// pick lists a panel's rows: its best top ranked codecs (all of them when
// top is 0, or when fewer than three would be left out), then, when bests
// is set, the best of each family not among them, marked with its rank;
// then the codecs that are not ranked, the notes, and a row counting the
// ranked codecs left out.
func (p *panel) pick(top int, bests bool) []row {
	var out []row
	all := top == 0 || len(p.ranked)-top < 3
	more := 0
	families := map[string]bool{}
	for i, r := range p.ranked {
		switch {
		case all || i < top:
			r.label = r.codec
		case bests && !families[r.family]:
			r.label = fmt.Sprintf("%s (#%d)", r.codec, r.rank)
		default:
			more++
			continue
		}
		families[r.family] = true
		out = append(out, r)
	}
	for _, r := range p.apart {
		r.label = r.codec
		out = append(out, r)
	}
	for _, r := range p.notes {
		r.label = r.codec
		out = append(out, r)
	}
	if more > 0 {
		out = append(out, row{kind: moreRow, s: slot{note: fmt.Sprintf("+ %d more in the tables", more)}})
	}
	return out
}

// slugify makes a dataset name safe as a file name.
func slugify(name string) string {
	var b strings.Builder
	for _, r := range name {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '-', r == '_':
			b.WriteRune(r)
		default:
			b.WriteByte('-')
		}
	}
	s := strings.Trim(b.String(), "-")
	if s == "" {
		s = "dataset"
	}
	if len(s) > 80 {
		s = s[:80]
	}
	return s
}

// uniqueSlug returns s, or s with a number, so that two datasets never
// share a file.
func uniqueSlug(s string, used map[string]bool) string {
	out := s
	for i := 2; used[strings.ToLower(out)]; i++ {
		out = fmt.Sprintf("%s-%d", s, i)
	}
	used[strings.ToLower(out)] = true
	return out
}
