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

// scalingPanelHeight is the height of one variant's panel of a scaling
// chart; the chart is as wide as the others.
const scalingPanelHeight = 3.6 * vg.Inch

// scalingFigure is a dataset's parallel scaling: for every encode and
// decode cell of the parallel pass, its efficiency at the most goroutines
// the pass ran (throughput at N ÷ N × throughput at one) against the bytes
// it allocates per op, one panel per variant. Allocation is the x axis
// because it is what the collector's work, and so the scaling, follows.
type scalingFigure struct {
	dataset, file, title string
	n                    int // goroutines of the efficiency drawn
	pal                  *codecPalette
	panels               []scalingPanel
}

type scalingPanel struct {
	variant string
	points  []scalingPoint
}

type scalingPoint struct {
	codec, op string
	bytes     float64 // B/op on one goroutine
	eff       float64 // at n goroutines
}

// scalingOps are the ops of the parallel pass, each with its glyph.
var scalingOps = []struct {
	op    suite.Op
	glyph draw.GlyphDrawer
}{{suite.Encode, draw.CircleGlyph{}}, {suite.Decode, draw.TriangleGlyph{}}}

// scalingFigures builds a scaling chart for each dataset with parallel
// figures, in the order of the other charts.
func scalingFigures(reg *suite.Registry, recs []resultset.Record) []*scalingFigure {
	codecOrder := globalCodecs(reg, recs)
	pal := newPalette(reg, recs, codecOrder)
	var figs []*scalingFigure
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
		f := &scalingFigure{dataset: ds.name, file: slug + "-scaling", n: n, pal: pal,
			title: fmt.Sprintf("%s — parallel scaling at %d goroutines against allocation", ds.name, n)}
		for _, v := range ds.variants {
			p := scalingPanel{variant: v}
			for _, c := range ds.codecs {
				for _, o := range scalingOps {
					r := ds.cells[key{v, c, string(o.op)}]
					if r == nil || !r.OK() {
						continue
					}
					if e, ok := r.ParallelEfficiency[n]; ok && usable(e) {
						p.points = append(p.points, scalingPoint{codec: c, op: string(o.op), bytes: r.BytesPerOp, eff: e})
					}
				}
			}
			if len(p.points) > 0 {
				f.panels = append(f.panels, p)
			}
		}
		if len(f.panels) > 0 {
			figs = append(figs, f)
		}
	}
	return figs
}

func (f *scalingFigure) chart() Chart {
	c := chartFor(f.dataset, f.title, f.file)
	c.Tall = f.height() > figWidth
	return c
}

func (f *scalingFigure) height() vg.Length {
	return scalingPanelHeight * vg.Length(len(f.panels))
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
func (f *scalingFigure) plots() ([]*plot.Plot, error) {
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
		p.Y.Label.Text = fmt.Sprintf("efficiency at %d goroutines (%%)", f.n)
		p.X.Scale = plot.LogScale{}
		p.X.Tick.Marker = logTicks{}
		p.Add(plotter.NewGrid())
		top := 100.0
		hi := 1.0
		for _, pt := range pn.points {
			top = math.Max(top, 100*pt.eff)
			hi = math.Max(hi, pt.bytes)
		}
		p.Y.Min, p.Y.Max = 0, 10*math.Ceil(top/10+0.5)
		p.X.Min, p.X.Max = 0.7, hi*1.5
		// Linear scaling: N goroutines do N times the work of one.
		ideal := plotter.NewFunction(func(float64) float64 { return 100 })
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
						xys = append(xys, plotter.XY{X: math.Max(pt.bytes, 1), Y: 100 * pt.eff})
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
func (f *scalingFigure) render() (pngData, svgData []byte, err error) {
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
