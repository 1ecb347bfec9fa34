// Package charts draws a run's results as pictures: for every dataset, the
// encode, decode and read times and the encoded sizes of each codec, one
// panel per variant. Every chart is written as PNG and as SVG.
package charts

import (
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/suite"
)

// Chart is one picture written into a results folder.
type Chart struct {
	Dataset string // dataset it belongs to
	Title   string // alt text / caption
	PNG     string // path relative to the results folder, e.g. "charts/transaction-encode.png"
	SVG     string // same picture as SVG
}

// Render writes every chart of recs into dir/charts/ and returns them in
// report order: datasets in the order recs first mention them, and for each
// dataset the encode, decode and read times, then the encoded sizes; then,
// for each dataset with a trace, the per-message latency and size CDFs.
// Only cells with status "ok" are drawn; a dataset without any has no
// chart. When a chart cannot be written, Render goes on with the others and
// returns the charts it wrote along with the errors.
func Render(dir string, reg *suite.Registry, recs []resultset.Record) ([]Chart, error) {
	var pics []picture
	for _, f := range build(reg, recs) {
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
	var (
		out  []Chart
		errs []error
	)
	for _, p := range pics {
		ch := p.chart()
		pngData, svgData, err := p.render()
		if err == nil {
			err = os.WriteFile(filepath.Join(dir, filepath.FromSlash(ch.PNG)), pngData, 0o644)
		}
		if err == nil {
			err = os.WriteFile(filepath.Join(dir, filepath.FromSlash(ch.SVG)), svgData, 0o644)
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

func (f *figure) chart() Chart { return chartFor(f.dataset, f.title, f.file) }

// metric is what a figure plots.
type metric int

const (
	timeMetric metric = iota // median ns/op with its confidence interval
	sizeMetric               // encoded bytes per message
)

// figure is one chart before it is drawn.
type figure struct {
	dataset  string
	file     string // file name without extension
	title    string
	subtitle string
	metric   metric
	codecs   []string // one bar slot per codec, in every panel
	colours  []int    // palette index of each codec
	panels   []panel
}

// panel is one variant of a figure.
type panel struct {
	variant string
	about   string
	slots   []slot // parallel to figure.codecs
}

// slot is one codec's bar in a panel.
type slot struct {
	ok     bool    // a value to draw
	v      float64 // ns/op or bytes
	lo, hi float64 // confidence interval, when ci
	ci     bool
	note   string // why there is no bar: "failed", "skipped", "not measured", "no data"
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

var timeOps = []suite.Op{suite.Encode, suite.Decode, suite.Read}

// build turns records into figures, in report order.
func build(reg *suite.Registry, recs []resultset.Record) []*figure {
	codecOrder := globalCodecs(reg, recs)
	colour := map[string]int{}
	for i, c := range codecOrder {
		colour[c] = i
	}
	var figs []*figure
	files := map[string]bool{}
	for _, ds := range gather(reg, recs, codecOrder) {
		slug := uniqueSlug(slugify(ds.name), files)
		for _, op := range timeOps {
			if f := ds.timeFigure(string(op)); f != nil {
				f.file = slug + "-" + string(op)
				figs = append(figs, f)
			}
		}
		if f := ds.sizeFigure(); f != nil {
			f.file = slug + "-size"
			figs = append(figs, f)
		}
	}
	for _, f := range figs {
		f.colours = make([]int, len(f.codecs))
		for i, c := range f.codecs {
			f.colours[i] = colour[c]
		}
	}
	return figs
}

// globalCodecs lists every codec of the run: the registry's in its order,
// then those it does not know, in the order recs first mention them. A
// codec's place in this list picks its colour, so that it keeps the same
// colour in every chart of the run.
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

// timeFigure is the chart of one op's times, or nil when no cell of that op
// has a time to draw.
func (ds *dataset) timeFigure(op string) *figure {
	var codecs []string
	for _, c := range ds.codecs {
		for _, v := range ds.variants {
			if ds.cells[key{v, c, op}] != nil {
				codecs = append(codecs, c)
				break
			}
		}
	}
	f := &figure{dataset: ds.name, metric: timeMetric, codecs: codecs}
	for _, v := range ds.variants {
		p := panel{variant: v, about: ds.about(v)}
		hasBar := false
		for _, c := range codecs {
			r := ds.cells[key{v, c, op}]
			s := slot{note: note(r)}
			if r != nil && r.OK() && usable(r.NsPerOp) {
				s = slot{ok: true, v: r.NsPerOp}
				if r.NsCILow != nil && r.NsCIHigh != nil && usable(*r.NsCILow) && usable(*r.NsCIHigh) {
					s.ci = true
					s.lo = math.Min(*r.NsCILow, r.NsPerOp)
					s.hi = math.Max(*r.NsCIHigh, r.NsPerOp)
				}
				hasBar = true
			}
			p.slots = append(p.slots, s)
		}
		if hasBar {
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
	sub = append(sub, "Bar: median time of one op.")
	if slices.ContainsFunc(f.panels, func(p panel) bool {
		return slices.ContainsFunc(p.slots, func(s slot) bool { return s.ci })
	}) {
		sub = append(sub, "Whisker: 95% confidence interval.")
	}
	sub = append(sub, "Each panel is one variant, with its own axis.")
	f.subtitle = strings.Join(sub, " ")
	return f
}

// sizeFigure is the chart of encoded sizes, or nil when no cell has one.
// A codec's size in a variant comes from its first measured op.
func (ds *dataset) sizeFigure() *figure {
	f := &figure{dataset: ds.name, metric: sizeMetric, codecs: ds.codecs}
	ops := []string{string(suite.Encode), string(suite.Decode), string(suite.Read)}
	for _, v := range ds.variants {
		p := panel{variant: v, about: ds.about(v)}
		hasBar := false
		for _, c := range ds.codecs {
			var rs []*resultset.Record
			for _, op := range ops {
				if r := ds.cells[key{v, c, op}]; r != nil {
					rs = append(rs, r)
				}
			}
			s := slot{note: "not measured"}
			if len(rs) > 0 {
				s.note = note(rs[0])
			}
			for _, r := range rs {
				if r.OK() {
					if usable(r.EncodedBytes) {
						s = slot{ok: true, v: r.EncodedBytes}
						hasBar = true
						break
					}
					s.note = "no data"
				}
			}
			p.slots = append(p.slots, s)
		}
		if hasBar {
			f.panels = append(f.panels, p)
		}
	}
	if len(f.panels) == 0 {
		return nil
	}
	f.title = ds.name + " — encoded size per message (smaller is better)"
	f.subtitle = "Bar: bytes of one encoded message. Each panel is one variant, with its own axis."
	return f
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
