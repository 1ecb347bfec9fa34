package charts

import (
	"fmt"

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

// cdfHeight is the height of a CDF chart; it is as wide as the others.
const cdfHeight = 5 * vg.Inch

// cdfFigure is a cumulative distribution over the messages of a trace, one
// line per codec: the two plots the Online Boutique seed's authors drew.
type cdfFigure struct {
	dataset, file, title, xLabel string
	unit                         unit
	series                       []cdfSeries
	clampedZero                  bool // some value was 0 and is drawn at 1 on the log axis
}

type cdfSeries struct {
	codec  string
	colour int
	q      []float64 // the 0th to 100th percentiles
}

// cdfFigures builds, for the variant of each dataset with the most
// messages (the whole trace), one latency CDF per op and one size CDF.
// Per-type variants would multiply the pictures without adding much; their
// percentiles are in the report's tables.
func cdfFigures(reg *suite.Registry, recs []resultset.Record) []*cdfFigure {
	codecs := globalCodecs(reg, recs)
	colour := map[string]int{}
	for i, c := range codecs {
		colour[c] = i
	}
	type dv struct{ dataset, variant string }
	best := map[string]dv{}
	count := map[string]int{}
	var order []string
	for i := range recs {
		r := &recs[i]
		if !r.OK() || r.Latency == nil {
			continue
		}
		if _, ok := best[r.Dataset]; !ok {
			order = append(order, r.Dataset)
		}
		if r.Latency.Count > count[r.Dataset] {
			count[r.Dataset] = r.Latency.Count
			best[r.Dataset] = dv{r.Dataset, r.Variant}
		}
	}
	var figs []*cdfFigure
	for _, ds := range order {
		b := best[ds]
		slug := slugify(ds) + "-" + slugify(b.variant)
		for _, op := range timeOps {
			f := &cdfFigure{dataset: ds, file: slug + "-latency-" + string(op),
				title: fmt.Sprintf("%s / %s — %s latency per message, CDF", ds, b.variant, op)}
			sizes := &cdfFigure{dataset: ds, file: slug + "-size-cdf",
				title: fmt.Sprintf("%s / %s — encoded size per message, CDF", ds, b.variant)}
			for i := range recs {
				r := &recs[i]
				if r.Dataset != b.dataset || r.Variant != b.variant || r.Op != string(op) || !r.OK() || r.Latency == nil {
					continue
				}
				f.series = append(f.series, cdfSeries{codec: r.Codec, colour: colour[r.Codec], q: r.Latency.Quantiles})
				if r.Sizes != nil && op == suite.Encode {
					sizes.series = append(sizes.series, cdfSeries{codec: r.Codec, colour: colour[r.Codec], q: r.Sizes.Quantiles})
				}
			}
			if len(f.series) > 0 {
				f.unit = timeUnit(maxOf(f.series))
				f.xLabel = fmt.Sprintf("time per message (%s, log scale)", f.unit.name)
				figs = append(figs, f)
			}
			if len(sizes.series) > 0 {
				sizes.unit = sizeUnit(maxOf(sizes.series))
				sizes.xLabel = fmt.Sprintf("encoded size (%s, log scale)", sizes.unit.name)
				figs = append(figs, sizes)
			}
		}
	}
	return figs
}

func maxOf(series []cdfSeries) float64 {
	m := 0.0
	for _, s := range series {
		for _, v := range s.q {
			if usable(v) && v > m {
				m = v
			}
		}
	}
	return m
}

// plot draws the figure with gonum/plot's own axes and legend.
func (f *cdfFigure) plot() (*plot.Plot, error) {
	p := plot.New()
	// gonum's defaults are a serif font; use the sans of the other charts,
	// keeping each text's default alignment.
	for size, sty := range map[vg.Length][]*text.Style{
		12: {&p.Title.TextStyle},
		11: {&p.X.Label.TextStyle, &p.Y.Label.TextStyle, &p.Legend.TextStyle},
		10: {&p.X.Tick.Label, &p.Y.Tick.Label},
	} {
		for _, s := range sty {
			s.Font = font.From(sans, size)
			s.Color = ink
		}
	}
	p.Title.TextStyle.Font.Weight = xfont.WeightBold
	p.Title.Padding = vg.Points(8)
	p.Title.Text = f.title
	p.X.Label.Text = f.xLabel
	p.Y.Label.Text = "fraction of messages at or below"
	p.X.Scale = plot.LogScale{}
	p.X.Tick.Marker = logTicks{}
	p.Y.Min, p.Y.Max = 0, 1
	p.Add(plotter.NewGrid())
	// The curves rise to the right, so the top left is free for the legend.
	p.Legend.Top = true
	p.Legend.Left = true
	p.Legend.XOffs = vg.Points(12)
	p.Legend.YOffs = -vg.Points(8)
	for _, s := range f.series {
		pts := make(plotter.XYs, 0, len(s.q))
		for k, v := range s.q {
			x := v / f.unit.div
			if !(x > 0) {
				// A log axis has no zero; an empty message is drawn at the axis's smallest unit.
				x, f.clampedZero = 1/f.unit.div, true
			}
			pts = append(pts, plotter.XY{X: x, Y: float64(k) / 100})
		}
		line, err := plotter.NewLine(pts)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", s.codec, err)
		}
		line.Color = colourOf(s.colour)
		line.Width = vg.Points(2)
		p.Add(line)
		p.Legend.Add(s.codec, line)
	}
	if f.clampedZero {
		p.X.Label.Text += "; 0 B drawn at 1 B"
	}
	return p, nil
}

// render draws the figure as PNG and SVG.
func (f *cdfFigure) render() (pngData, svgData []byte, err error) {
	p, err := f.plot()
	if err != nil {
		return nil, nil, err
	}
	return encode(cdfHeight, func(c draw.Canvas) { p.Draw(c) })
}

func (f *cdfFigure) chart() Chart { return chartFor(f.dataset, f.title, f.file) }
