package charts

import (
	"cmp"
	"image/color"
	"slices"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// endLabels names lines at their last points, moved apart vertically so
// that no two overlap: codecs of similar speed end within a pixel of each
// other, and plotter.Labels would print their names on top of each other.
// A label moved off its point is tied to it by a thin leader.
type endLabels struct {
	points plotter.XYs // the lines' last points
	names  []string
	style  text.Style
	leader draw.LineStyle
}

func newEndLabels(points plotter.XYs, names []string, size vg.Length) *endLabels {
	return &endLabels{
		points: points,
		names:  names,
		style: text.Style{Color: ink, Font: font.From(sans, size), XAlign: draw.XLeft, YAlign: draw.YCenter,
			Handler: plot.DefaultTextHandler},
		leader: draw.LineStyle{Color: color.Gray{Y: 0xaa}, Width: vg.Points(0.4)},
	}
}

// Plot implements plot.Plotter.
func (l *endLabels) Plot(c draw.Canvas, p *plot.Plot) {
	trX, trY := p.Transforms(&c)
	ys := make([]vg.Length, len(l.points))
	for i, pt := range l.points {
		ys[i] = trY(pt.Y)
	}
	gap := l.style.Font.Size * 1.15
	at := unclash(ys, gap, c.Min.Y+gap/2, c.Max.Y-gap/2)
	// The leader runs from the point's marker to just before the text.
	from, to, textAt := vg.Points(3), vg.Points(8), vg.Points(9)
	for i, pt := range l.points {
		x := trX(pt.X)
		if d := at[i] - ys[i]; d > 0.5 || d < -0.5 {
			c.StrokeLine2(l.leader, x+from, ys[i], x+to, at[i])
		}
		c.FillText(l.style, vg.Point{X: x + textAt, Y: at[i]}, l.names[i])
	}
}

// unclash returns ys moved as little as a simple two-pass sweep can so that
// any two are at least gap apart, in the same order, within [lo, hi] where
// they fit; ys is left as it is.
func unclash(ys []vg.Length, gap, lo, hi vg.Length) []vg.Length {
	order := make([]int, len(ys))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(ys[a], ys[b]) })
	at := make([]vg.Length, len(ys))
	// Upwards: each at least gap above the one below it, none below lo.
	for k, i := range order {
		y := max(ys[i], lo)
		if k > 0 {
			y = max(y, at[order[k-1]]+gap)
		}
		at[i] = y
	}
	// Downwards from hi: pulls back what the first pass pushed past the top;
	// where the labels cannot all fit, the lowest may still go below lo.
	for k := len(order) - 1; k >= 0; k-- {
		i := order[k]
		y := min(at[i], hi)
		if k < len(order)-1 {
			y = min(y, at[order[k+1]]-gap)
		}
		at[i] = y
	}
	return at
}
