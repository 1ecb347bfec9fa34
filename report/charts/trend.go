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
// and commit), its machine's CPU model and number of CPUs (0: not
// recorded), and its records.
type TrendRun struct {
	Label   string
	CPU     string
	NumCPU  int
	Records []resultset.Record
}

// Machine names the machine a run's trend line follows: its CPU model,
// and its number of CPUs when recorded. A line joins only runs of one
// machine: a step where the CPU changes is the machine's, not the code's.
func (r TrendRun) Machine() string {
	m := r.CPU
	if m == "" {
		m = "unknown CPU"
	}
	if r.NumCPU > 0 {
		m += fmt.Sprintf(", %d CPUs", r.NumCPU)
	}
	return m
}

// TrendOp is the op the trend charts follow: encode, which every codec
// has.
const TrendOp = suite.Encode

// Trends writes into dir/charts/ one chart per dataset of runs (oldest
// first): each codec's encode ns/op on the dataset's trend variant
// (TrendVariant) in every run that has it, one line per codec and machine
// (TrendRun.Machine: a run on another CPU starts another line, in the
// machine's own dashes and glyph, which a legend names), each codec
// labelled at its last point. It returns the charts written, datasets in the order
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

// trendPoint is a codec's time in the run of index Run.
type trendPoint struct {
	Run int
	Ns  float64
}

// trendSeries is one line of a trend chart: a codec's times in the runs
// of one machine, oldest first.
type trendSeries struct {
	Codec, Machine string
	Points         []trendPoint
}

// trendLines returns the lines of dataset/variant's trend: one per codec
// and machine, codecs in the order the runs first name them, each codec's
// machines in the order of their first run; and the machines, latest
// first. Runs of two machines are never on one line.
func trendLines(dataset, variant string, runs []TrendRun) (series []trendSeries, machines []string) {
	for i := len(runs) - 1; i >= 0; i-- {
		if m := runs[i].Machine(); !slices.Contains(machines, m) {
			machines = append(machines, m)
		}
	}
	at := map[[2]string]int{} // codec and machine: index in series
	for i, run := range runs {
		m := run.Machine()
		for _, r := range run.Records {
			if r.Dataset != dataset || r.Variant != variant || r.Op != string(TrendOp) || !r.OK() || !(r.NsPerOp > 0) {
				continue
			}
			k, ok := at[[2]string{r.Codec, m}]
			if !ok {
				k = len(series)
				at[[2]string{r.Codec, m}] = k
				series = append(series, trendSeries{Codec: r.Codec, Machine: m})
			}
			series[k].Points = append(series[k].Points, trendPoint{i, r.NsPerOp})
		}
	}
	// Each codec's lines together, in the order of its first.
	var codecs []string
	for _, s := range series {
		if !slices.Contains(codecs, s.Codec) {
			codecs = append(codecs, s.Codec)
		}
	}
	slices.SortStableFunc(series, func(a, b trendSeries) int {
		return slices.Index(codecs, a.Codec) - slices.Index(codecs, b.Codec)
	})
	return series, machines
}

// machineDashes and machineGlyphs tell the machines of a trend apart, the
// latest run's machine first: solid lines and rings, as a trend of one
// machine draws.
var (
	machineDashes = [][]vg.Length{nil, {vg.Points(5), vg.Points(3)}, {vg.Points(1.5), vg.Points(2)}, {vg.Points(8), vg.Points(2), vg.Points(1.5), vg.Points(2)}}
	machineGlyphs = []draw.GlyphDrawer{draw.RingGlyph{}, draw.TriangleGlyph{}, draw.BoxGlyph{}, draw.PyramidGlyph{}}
)

func drawTrend(title, dataset, variant string, runs []TrendRun) (pngData, svgData []byte, err error) {
	series, machines := trendLines(dataset, variant, runs)
	if len(series) == 0 {
		return nil, nil, fmt.Errorf("no ok %s cell of %s/%s", TrendOp, dataset, variant)
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
	var (
		codecs []string
		ends   = map[string]plotter.XY{} // each codec's latest point
	)
	for _, s := range series {
		if !slices.Contains(codecs, s.Codec) {
			codecs = append(codecs, s.Codec)
		}
		var xys plotter.XYs
		for _, pt := range s.Points {
			xys = append(xys, plotter.XY{X: float64(pt.Run), Y: pt.Ns})
			lo, hi = math.Min(lo, pt.Ns), math.Max(hi, pt.Ns)
		}
		l, sc, err := plotter.NewLinePoints(xys)
		if err != nil {
			return nil, nil, fmt.Errorf("%s on %s: %w", s.Codec, s.Machine, err)
		}
		m := slices.Index(machines, s.Machine)
		col := colourOf(slices.Index(codecs, s.Codec))
		l.Color, sc.Color = col, col
		l.Dashes = machineDashes[m%len(machineDashes)]
		sc.Shape = machineGlyphs[m%len(machineGlyphs)]
		sc.Radius = vg.Points(2.5)
		p.Add(l, sc)
		if last := xys[len(xys)-1]; last.X >= ends[s.Codec].X {
			ends[s.Codec] = last
		}
	}
	var (
		endXYs plotter.XYs
		names  []string
	)
	for _, c := range codecs {
		endXYs = append(endXYs, ends[c])
		names = append(names, c)
	}
	p.Add(newEndLabels(endXYs, names, vg.Points(6.5)))
	p.Y.Min, p.Y.Max = lo/1.5, hi*1.5
	if len(machines) > 1 {
		// A legend of the machines, bottom left, below the lowest point.
		for m, name := range machines {
			l := &plotter.Line{LineStyle: draw.LineStyle{Color: ink, Width: vg.Points(1), Dashes: machineDashes[m%len(machineDashes)]}}
			g := &plotter.Scatter{GlyphStyle: draw.GlyphStyle{Color: ink, Radius: vg.Points(2.5), Shape: machineGlyphs[m%len(machineGlyphs)]}}
			p.Legend.Add(name, l, g)
		}
		p.Legend.Top, p.Legend.Left = false, true
		p.Legend.XOffs, p.Legend.YOffs = vg.Points(6), vg.Points(4)
		p.Legend.ThumbnailWidth = vg.Points(24)
		p.Legend.Padding = vg.Points(3)
		p.Y.Min = lo / math.Pow(3, float64(len(machines)))
	}
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
