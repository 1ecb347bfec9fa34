package charts

import (
	"cmp"
	"fmt"
	"image/color"
	"math"
	"slices"

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
	sub                          string // a second line under the title
	unit                         unit
	series                       []cdfSeries
	clampedZero                  bool // some value was 0 and is drawn at 1 on the log axis
	// outside is a legend drawn right of the plot, when there are too
	// many curves for a legend over them.
	outside *plot.Legend
}

type cdfSeries struct {
	codec  string
	colour int
	q      []float64 // the 0th to 100th percentiles
	rgb    color.RGBA
	dashed bool   // a baseline
	label  string // in the legend
}

// cdfMax is the most curves a CDF draws one per codec; beyond it, lines
// of one colour per codec could no longer be told apart, and the chart
// draws the fastest codec of each family (by median), in its family's
// colour.
const cdfMax = 8

// pickSeries chooses the curves of a CDF and their colours and labels; it
// reports whether it kept only the best of each family.
func pickSeries(series []cdfSeries, pal *codecPalette) ([]cdfSeries, bool) {
	median := func(s cdfSeries) float64 {
		if len(s.q) > 50 {
			return s.q[50]
		}
		return math.Inf(1)
	}
	if len(series) <= cdfMax {
		for i := range series {
			s := &series[i]
			s.rgb, s.label = colourOf(s.colour), s.codec
			if pal.codecs[s.codec].baseline {
				s.rgb, s.dashed = baselineGrey, true
			}
		}
		return series, false
	}
	sorted := slices.Clone(series)
	slices.SortStableFunc(sorted, func(a, b cdfSeries) int { return cmp.Compare(median(a), median(b)) })
	var out []cdfSeries
	seen := map[string]bool{}
	for _, s := range sorted {
		info := pal.codecs[s.codec]
		if seen[info.family] && !info.baseline {
			continue
		}
		seen[info.family] = true
		s.rgb, s.label = pal.colour(info.family), info.family+": "+s.codec
		if info.family == s.codec {
			s.label = s.codec
		}
		if info.baseline {
			s.rgb, s.dashed, s.label = baselineGrey, true, s.codec+" (the floor)"
		}
		out = append(out, s)
	}
	return out, true
}

// cdfFigures builds, for the variant of each dataset with the most
// messages (the whole trace), one latency CDF per op and one size CDF.
// Per-type variants would multiply the pictures without adding much; their
// percentiles are in the report's tables.
func cdfFigures(reg *suite.Registry, recs []resultset.Record) []*cdfFigure {
	codecs := globalCodecs(reg, recs)
	pal := newPalette(reg, recs, codecs)
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
			var byFamily bool
			if f.series, byFamily = pickSeries(f.series, pal); byFamily {
				f.sub = "the fastest codec of each family, by median; legend in that order"
			}
			if sizes.series, byFamily = pickSeries(sizes.series, pal); byFamily {
				sizes.sub = "the smallest codec of each family, by median; legend in that order"
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
	if f.sub != "" {
		p.Title.Text += "\n" + f.sub
	}
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
	f.outside = nil
	if len(f.series) > cdfMax {
		l := plot.NewLegend()
		l.TextStyle = p.Legend.TextStyle
		l.TextStyle.Font.Size = 9
		l.Top, l.Left = true, true
		f.outside = &l
	}
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
		line.Color = s.rgb
		line.Width = vg.Points(2)
		if s.dashed {
			line.Dashes = []vg.Length{vg.Points(5), vg.Points(3)}
		}
		p.Add(line)
		if f.outside != nil {
			f.outside.Add(s.label, line)
		} else {
			p.Legend.Add(s.label, line)
		}
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
	return encode(cdfHeight, func(c draw.Canvas) {
		if f.outside == nil {
			p.Draw(c)
			return
		}
		// The legend takes a column on the right, as wide as its longest
		// entry, from the top of the plot's area.
		l := f.outside
		w := l.Rectangle(c).Size().X + vg.Points(12)
		pc := c
		pc.Max.X -= w
		p.Draw(pc)
		lc := c
		lc.Min.X = pc.Max.X + vg.Points(6)
		lc.Max.Y -= vg.Points(40) // below the title
		l.Draw(lc)
	})
}

func (f *cdfFigure) chart() Chart { return chartFor(f.dataset, f.title, f.file) }
