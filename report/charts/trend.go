package charts

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/suite"
)

// TrendRun is one published run, for the trend charts: its label (date
// and commit) and its records.
type TrendRun struct {
	Label   string
	Records []resultset.Record
}

// TrendOp is the op the trend charts follow: encode, which every codec
// has.
const TrendOp = suite.Encode

// Trends writes into dir/charts/ one chart per dataset of runs (oldest
// first): each codec's encode ns/op on the dataset's trend variant
// (TrendVariant) in every run that has it, one line per codec, labelled
// at its last point. It returns the charts written, datasets in the order
// the last run names them.
func Trends(dir string, reg *suite.Registry, runs []TrendRun) ([]Chart, error) {
	if len(runs) == 0 {
		return nil, nil
	}
	if err := os.MkdirAll(filepath.Join(dir, resultset.DirCharts), 0o755); err != nil {
		return nil, fmt.Errorf("charts: %w", err)
	}
	var datasets []string
	for _, r := range runs[len(runs)-1].Records {
		if !slices.Contains(datasets, r.Dataset) {
			datasets = append(datasets, r.Dataset)
		}
	}
	var out []Chart
	for _, ds := range datasets {
		variant := TrendVariant(reg, ds, runs[len(runs)-1].Records)
		ch := Chart{Dataset: ds, Title: fmt.Sprintf("%s/%s: %s time per run published", ds, variant, TrendOp),
			PNG: "charts/trend-" + ds + ".png", SVG: "charts/trend-" + ds + ".svg"}
		pngData, svgData, err := drawTrend(ch.Title, ds, variant, runs)
		if err == nil {
			err = os.WriteFile(filepath.Join(dir, filepath.FromSlash(ch.PNG)), pngData, 0o644)
		}
		if err == nil {
			err = os.WriteFile(filepath.Join(dir, filepath.FromSlash(ch.SVG)), svgData, 0o644)
		}
		if err != nil {
			return out, fmt.Errorf("charts: trend of %s: %w", ds, err)
		}
		out = append(out, ch)
	}
	return out, nil
}

// TrendVariant is the variant a dataset's trend follows: its default
// suite's, else the first the records name.
func TrendVariant(reg *suite.Registry, dataset string, recs []resultset.Record) string {
	if reg != nil {
		for _, d := range reg.Datasets {
			if info := d.Info(); info.Name == dataset {
				for _, v := range info.Variants {
					if v.Default {
						return v.Name
					}
				}
			}
		}
	}
	for _, r := range recs {
		if r.Dataset == dataset {
			return r.Variant
		}
	}
	return ""
}

func drawTrend(title, dataset, variant string, runs []TrendRun) (pngData, svgData []byte, err error) {
	type point struct{ run, ns float64 }
	lines := map[string][]point{}
	var codecs []string
	for i, run := range runs {
		for _, r := range run.Records {
			if r.Dataset != dataset || r.Variant != variant || r.Op != string(TrendOp) || !r.OK() || !(r.NsPerOp > 0) {
				continue
			}
			if _, ok := lines[r.Codec]; !ok {
				codecs = append(codecs, r.Codec)
			}
			lines[r.Codec] = append(lines[r.Codec], point{float64(i), r.NsPerOp})
		}
	}
	p := plot.New()
	sansStyles(p)
	p.Title.Text = title
	p.Title.Padding = vg.Points(6)
	p.Y.Label.Text = trendAxis(runs)
	p.Y.Scale = plot.LogScale{}
	p.Y.Tick.Marker = logTicks{}
	p.X.Label.Text = "published run"
	var ticks []plot.Tick
	for i, run := range runs {
		ticks = append(ticks, plot.Tick{Value: float64(i), Label: run.Label})
	}
	p.X.Tick.Marker = plot.ConstantTicks(ticks)
	p.X.Min, p.X.Max = -0.5, float64(len(runs))-0.5+0.6 // room for the labels
	p.Add(plotter.NewGrid())
	lo, hi := math.Inf(1), math.Inf(-1)
	var ends plotter.XYs
	var names []string
	for k, c := range codecs {
		var xys plotter.XYs
		for _, pt := range lines[c] {
			xys = append(xys, plotter.XY{X: pt.run, Y: pt.ns})
			lo, hi = math.Min(lo, pt.ns), math.Max(hi, pt.ns)
		}
		l, s, err := plotter.NewLinePoints(xys)
		if err != nil {
			return nil, nil, fmt.Errorf("%s: %w", c, err)
		}
		col := colourOf(k)
		l.Color, s.Color = col, col
		s.Radius = vg.Points(2.5)
		p.Add(l, s)
		last := xys[len(xys)-1]
		ends = append(ends, last)
		names = append(names, c)
	}
	if len(codecs) == 0 {
		return nil, nil, fmt.Errorf("no ok %s cell of %s/%s", TrendOp, dataset, variant)
	}
	p.Add(newEndLabels(ends, names, vg.Points(6.5)))
	p.Y.Min, p.Y.Max = lo/1.5, hi*1.5
	height := vg.Length(360) + vg.Length(6*len(codecs))
	return encode(height, func(c draw.Canvas) {
		p.Draw(draw.Crop(c, margin, -margin, margin, -margin))
	})
}

// trendAxis is the trend's y label, naming what its times are: each run's
// records say (resultset.Estimate), and the published runs from before
// the headline estimate hold medians.
func trendAxis(runs []TrendRun) string {
	from := slices.IndexFunc(runs, func(r TrendRun) bool { return resultset.Estimate(r.Records) != resultset.EstimateMedian })
	switch {
	case from < 0:
		return resultset.EstimateMedian + " time per op (ns, log scale)"
	case from == 0:
		return resultset.Estimate(runs[0].Records) + " time per op (ns, log scale)"
	}
	name, _, _ := strings.Cut(runs[from].Label, "\n")
	return fmt.Sprintf("time per op (ns, log scale): %s, %s from %s", resultset.EstimateMedian, resultset.Estimate(runs[from].Records), name)
}
