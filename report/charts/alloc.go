package charts

import (
	"fmt"
	"math"

	xfont "golang.org/x/image/font"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/suite"
)

// allocPanelHeight is the height of one variant's panel of a chart
// against allocation; the chart is as wide as the others.
const allocPanelHeight = 3.6 * vg.Inch

// allocFigure is a figure in percent against the bytes each encode and
// decode cell allocates per op, one point per cell, one panel per
// variant: the parallel scaling and the busy-heap penalty. Allocation is
// the x axis because it is what the collector's work, and so both
// figures, follow.
type allocFigure struct {
	dataset, file, title string
	yLabel               string  // the y axis's label, in percent
	ref                  float64 // y of the dashed reference line: linear scaling, or no penalty
	pal                  *codecPalette
	panels               []allocPanel
}

type allocPanel struct {
	variant string
	points  []allocPoint
}

type allocPoint struct {
	codec, op string
	bytes     float64 // B/op, timed on one goroutine
	y         float64 // percent
}

// scalingOps are the ops of the parallel pass and of the busy-heap
// chart, each with its glyph.
var scalingOps = []struct {
	op    suite.Op
	glyph draw.GlyphDrawer
}{{suite.Encode, draw.CircleGlyph{}}, {suite.Decode, draw.TriangleGlyph{}}}

// scalingFigures builds a scaling chart for each dataset with parallel
// figures, in the order of the other charts: each encode and decode
// cell's efficiency at the most goroutines the pass ran (throughput at N
// ÷ N × throughput at one).
func scalingFigures(reg *suite.Registry, recs []resultset.Record) []*allocFigure {
	codecOrder := globalCodecs(reg, recs)
	pal := newPalette(reg, recs, codecOrder)
	var figs []*allocFigure
	files := map[string]bool{}
	for _, ds := range gather(reg, recs, codecOrder) {
		slug := uniqueSlug(slugify(ds.name), files)
		n := 0
		for _, r := range ds.cells {
			if gs := r.Goroutines(); r.OK() && len(gs) > 0 {
				n = max(n, gs[len(gs)-1])
			}
		}
		if n < 2 {
			continue
		}
		f := &allocFigure{dataset: ds.name, file: slug + "-scaling", pal: pal, ref: 100,
			title:  fmt.Sprintf("%s — parallel scaling at %d goroutines against allocation", ds.name, n),
			yLabel: fmt.Sprintf("efficiency at %d goroutines (%%)", n)}
		f.collect(ds, func(r *resultset.Record) (float64, bool) {
			e, ok := r.ParallelEfficiency[n]
			return 100 * e, ok && usable(e)
		})
		if len(f.panels) > 0 {
			figs = append(figs, f)
		}
	}
	return figs
}

// BusyPenalty is how much slower a cell's op ran in a busy heap than on
// its own, in percent: (busy − ns) ÷ ns × 100, of its two times (each the
// record's estimate); ok is false when the cell has no busy figure.
func BusyPenalty(r *resultset.Record) (pct float64, ok bool) {
	if !r.OK() || r.BusyNsPerOp == nil || !usable(r.NsPerOp) || !usable(*r.BusyNsPerOp) {
		return 0, false
	}
	return 100 * (*r.BusyNsPerOp - r.NsPerOp) / r.NsPerOp, true
}

// busyFigures builds, for each dataset with a busy-heap figure, the
// penalty of the busy heap against allocation, in the order of the other
// charts. The penalty follows the bytes allocated: each byte brings the
// next collection nearer, and in a busy heap each collection marks the
// live heap.
func busyFigures(reg *suite.Registry, recs []resultset.Record) []*allocFigure {
	codecOrder := globalCodecs(reg, recs)
	pal := newPalette(reg, recs, codecOrder)
	var figs []*allocFigure
	files := map[string]bool{}
	for _, ds := range gather(reg, recs, codecOrder) {
		slug := uniqueSlug(slugify(ds.name), files)
		f := &allocFigure{dataset: ds.name, file: slug + "-busy", pal: pal, ref: 0,
			title:  ds.name + " — busy-heap penalty against allocation (lower is better)",
			yLabel: "busy time ÷ own time − 1 (%)"}
		f.collect(ds, func(r *resultset.Record) (float64, bool) { return BusyPenalty(r) })
		if len(f.panels) > 0 {
			figs = append(figs, f)
		}
	}
	return figs
}

// collect adds a point for each measured encode and decode cell of ds
// that y has a value for, a panel per variant with any.
func (f *allocFigure) collect(ds *dataset, y func(*resultset.Record) (float64, bool)) {
	for _, v := range ds.variants {
		p := allocPanel{variant: v}
		for _, c := range ds.codecs {
			for _, o := range scalingOps {
				r := ds.cells[key{v, c, string(o.op)}]
				if r == nil || !r.OK() {
					continue
				}
				if yv, ok := y(r); ok && !math.IsNaN(yv) && !math.IsInf(yv, 0) {
					p.points = append(p.points, allocPoint{codec: c, op: string(o.op), bytes: r.BytesPerOp, y: yv})
				}
			}
		}
		if len(p.points) > 0 {
			f.panels = append(f.panels, p)
		}
	}
}

func (f *allocFigure) chart() Chart {
	c := chartFor(f.dataset, f.title, f.file)
	c.Tall = f.height() > figWidth
	return c
}

func (f *allocFigure) height() vg.Length {
	return allocPanelHeight * vg.Length(len(f.panels))
}

// sansStyles sets gonum's texts of p to the charts' sans, ink coloured.
func sansStyles(p *plot.Plot) {
	for size, sty := range map[vg.Length][]*text.Style{
		11: {&p.Title.TextStyle},
		10: {&p.X.Label.TextStyle, &p.Y.Label.TextStyle},
		9:  {&p.X.Tick.Label, &p.Y.Tick.Label, &p.Legend.TextStyle},
	} {
		for _, s := range sty {
			s.Font = font.From(sans, size)
			s.Color = ink
		}
	}
	p.Title.TextStyle.Font.Weight = xfont.WeightBold
}

// plots draws one plot per panel; the first carries the title and the
// legend: a colour per family, a glyph per op.
func (f *allocFigure) plots() ([]*plot.Plot, error) {
	var out []*plot.Plot
	for i, pn := range f.panels {
		p := plot.New()
		sansStyles(p)
		p.Title.Text = pn.variant
		if i == 0 {
			p.Title.Text = f.title + "\n" + pn.variant
		}
		p.Title.Padding = vg.Points(6)
		p.X.Label.Text = "bytes allocated per op on one goroutine (B/op, log scale; 0 B drawn at 1 B)"
		p.Y.Label.Text = f.yLabel
		p.X.Scale = plot.LogScale{}
		p.X.Tick.Marker = logTicks{}
		p.Add(plotter.NewGrid())
		top, bottom := f.ref, math.Min(f.ref, 0)
		hi := 1.0
		for _, pt := range pn.points {
			top = math.Max(top, pt.y)
			bottom = math.Min(bottom, pt.y)
			hi = math.Max(hi, pt.bytes)
		}
		p.Y.Min, p.Y.Max = 0, 10*math.Ceil(top/10+0.5)
		if bottom < 0 {
			// A penalty below zero is noise, or a cell helped by the
			// heap's larger GOGC target: drawn, not hidden.
			p.Y.Min = 10 * math.Floor(bottom/10-0.5)
		}
		p.X.Min, p.X.Max = 0.7, hi*1.5
		// The reference: linear scaling (N goroutines do N times the work
		// of one), or no penalty.
		ideal := plotter.NewFunction(func(float64) float64 { return f.ref })
		ideal.Color = grey
		ideal.Dashes = []vg.Length{vg.Points(5), vg.Points(3)}
		p.Add(ideal)
		// One scatter per family and op, in palette order, so that the
		// legend lists each family once.
		families := map[string]bool{}
		for _, fam := range f.pal.families {
			for _, o := range scalingOps {
				var xys plotter.XYs
				for _, pt := range pn.points {
					if pt.op == string(o.op) && f.pal.codecs[pt.codec].family == fam {
						xys = append(xys, plotter.XY{X: math.Max(pt.bytes, 1), Y: pt.y})
					}
				}
				if len(xys) == 0 {
					continue
				}
				s, err := plotter.NewScatter(xys)
				if err != nil {
					return nil, fmt.Errorf("%s %s: %w", fam, o.op, err)
				}
				s.GlyphStyle = draw.GlyphStyle{Color: f.pal.colour(fam), Radius: vg.Points(3.2), Shape: o.glyph}
				p.Add(s)
				families[fam] = true
			}
		}
		if i == 0 {
			p.Legend.Top, p.Legend.Left = false, false
			p.Legend.YOffs = -vg.Points(4)
			for _, o := range scalingOps {
				p.Legend.Add(string(o.op), &plotter.Scatter{GlyphStyle: draw.GlyphStyle{Color: ink, Radius: vg.Points(3.2), Shape: o.glyph}})
			}
			for _, fam := range f.pal.families {
				if !families[fam] {
					continue
				}
				p.Legend.Add(fam, &plotter.Scatter{GlyphStyle: draw.GlyphStyle{Color: f.pal.colour(fam), Radius: vg.Points(3.2), Shape: draw.CircleGlyph{}}})
			}
			p.Legend.ThumbnailWidth = vg.Points(10)
		}
		out = append(out, p)
	}
	return out, nil
}

// render draws the panels one under the other, their axes aligned.
func (f *allocFigure) render() (pngData, svgData []byte, err error) {
	plots, err := f.plots()
	if err != nil {
		return nil, nil, err
	}
	grid := make([][]*plot.Plot, len(plots))
	for i, p := range plots {
		grid[i] = []*plot.Plot{p}
	}
	return encode(f.height(), func(c draw.Canvas) {
		tiles := draw.Tiles{Rows: len(plots), Cols: 1, PadTop: margin, PadBottom: margin, PadLeft: margin, PadRight: margin,
			PadY: vg.Points(12)}
		canvases := plot.Align(grid, tiles, c)
		for i, p := range plots {
			p.Draw(canvases[i][0])
		}
	})
}
