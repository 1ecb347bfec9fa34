package charts

import (
	"bytes"
	"fmt"
	"image/color"
	"math"
	"strings"

	xfont "golang.org/x/image/font"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/recorder"
	"gonum.org/v1/plot/vg/vgimg"
	"gonum.org/v1/plot/vg/vgsvg"
)

// Picture geometry, in points (1/72 inch). The PNG is drawn at dpi, so
// figWidth makes it 1200 pixels wide.
const (
	dpi           = 150
	figWidth      = 8 * vg.Inch
	margin        = vg.Length(14)
	headerGap     = vg.Length(10) // between the legend and the panels
	panelPadX     = vg.Length(22)
	panelPadY     = vg.Length(14)
	slotHeight    = vg.Length(16) // room for one codec's bar in a panel
	barWidth      = vg.Length(10)
	legendSwat    = vg.Length(9)
	legendGapX    = vg.Length(16)
	legendRowSp   = vg.Length(4)
	labelGap      = vg.Length(4) // between a bar (or its whisker) and its value
	panelTitleGap = vg.Length(6) // between a panel's title and its bars
	// maxNameWidth is the most a codec name may take beside the bars;
	// longer names (some 45 characters) are shortened in the middle.
	maxNameWidth = vg.Length(200)
)

// Font sizes, in points.
const (
	titleSize    = 13
	subtitleSize = 8.5
	legendSize   = 9
	panelSize    = 10
	aboutSize    = 8.5
	tickSize     = 8.5
	axisSize     = 9
	valueSize    = 8
)

var (
	sans     = font.Font{Typeface: "Liberation", Variant: "Sans"}
	ink      = color.Gray{Y: 0x20}
	grey     = color.Gray{Y: 0x66}
	gridGrey = color.Gray{Y: 0xDD}
	// whisker is the colour of the confidence-interval lines.
	whisker = color.Gray{Y: 0x33}
)

// palette gives each codec of a run its colour (by its place in the
// registry): ten well-separated hues, then ten darker ones.
var palette = []color.RGBA{
	{0x4E, 0x79, 0xA7, 0xFF}, // blue
	{0xF2, 0x8E, 0x2B, 0xFF}, // orange
	{0x59, 0xA1, 0x4F, 0xFF}, // green
	{0xE1, 0x57, 0x59, 0xFF}, // red
	{0xB0, 0x7A, 0xA1, 0xFF}, // purple
	{0x9C, 0x75, 0x5F, 0xFF}, // brown
	{0xFF, 0x9D, 0xA7, 0xFF}, // pink
	{0x79, 0x70, 0x6E, 0xFF}, // grey
	{0xED, 0xC9, 0x48, 0xFF}, // yellow
	{0x76, 0xB7, 0xB2, 0xFF}, // teal
	{0x1F, 0x4E, 0x79, 0xFF}, // dark blue
	{0xA3, 0x5A, 0x0B, 0xFF}, // dark orange
	{0x2E, 0x5E, 0x27, 0xFF}, // dark green
	{0x8E, 0x1B, 0x1E, 0xFF}, // dark red
	{0x6A, 0x3D, 0x5E, 0xFF}, // dark purple
	{0x5C, 0x40, 0x30, 0xFF}, // dark brown
	{0xC2, 0x4E, 0x66, 0xFF}, // rose
	{0x33, 0x33, 0x33, 0xFF}, // near black
	{0x8C, 0x73, 0x0A, 0xFF}, // olive
	{0x2F, 0x6F, 0x6A, 0xFF}, // dark teal
}

func colourOf(i int) color.RGBA {
	if i < 0 {
		i = -i
	}
	return palette[i%len(palette)]
}

func style(size vg.Length, bold bool, c color.Color) text.Style {
	f := font.From(sans, size)
	if bold {
		f.Weight = xfont.WeightBold
	}
	return text.Style{
		Color:   c,
		Font:    f,
		XAlign:  draw.XLeft,
		YAlign:  draw.YTop,
		Handler: plot.DefaultTextHandler,
	}
}

// layout is a figure measured for drawing.
type layout struct {
	height     vg.Length
	title      text.Style
	titleText  string
	subtitle   text.Style
	subText    string // wrapped
	legend     text.Style
	legendRows [][]legendEntry
	headerH    vg.Length
	rows, cols int
	plots      [][]*plot.Plot
	panelName  text.Style
	panelAbout text.Style
	variants   []string  // per panel, the variant's name in lines
	abouts     []string  // per panel, wrapped; empty when it does not fit
	nameH      vg.Length // room for the variant names
	titleH     vg.Length // room for a panel's title
}

// legendEntry is a swatch (or a mark) and its text.
type legendEntry struct {
	text   string
	colour color.Color
	mark   markKind // markNone: a swatch of colour
}

// markKind is how a compressed figure marks a size on a bar's line.
type markKind int

const (
	markNone   markKind = iota
	markGzip            // a ring
	markSnappy          // a triangle
)

// Marks of the compressed figure: their glyphs, and the pale colour of
// the encoded size behind a bar.
const markRadius = vg.Length(3.2)

func markGlyph(k markKind) draw.GlyphStyle {
	g := draw.GlyphStyle{Color: ink, Radius: markRadius}
	switch k {
	case markGzip:
		g.Shape = draw.RingGlyph{}
	default:
		g.Shape = outlineTriangle{}
	}
	return g
}

// outlineTriangle is an upward triangle drawn as an outline with a white
// inside, so that it reads on any bar colour and never hides a ring.
type outlineTriangle struct{}

// DrawGlyph implements draw.GlyphDrawer.
func (outlineTriangle) DrawGlyph(c *draw.Canvas, sty draw.GlyphStyle, pt vg.Point) {
	r := sty.Radius
	h := r * 1.8
	var p vg.Path
	p.Move(vg.Point{X: pt.X - r, Y: pt.Y - h/2})
	p.Line(vg.Point{X: pt.X + r, Y: pt.Y - h/2})
	p.Line(vg.Point{X: pt.X, Y: pt.Y + h/2})
	p.Close()
	c.SetColor(color.White)
	c.Fill(p)
	c.SetLineStyle(draw.LineStyle{Color: sty.Color, Width: 0.9})
	c.Stroke(p)
}

// pale is c mixed with white: the encoded size behind a compressed bar.
func pale(c color.Color) color.RGBA {
	r, g, b, _ := c.RGBA()
	mix := func(v uint32) uint8 { return uint8(float64(v>>8) + (255-float64(v>>8))*0.72) }
	return color.RGBA{mix(r), mix(g), mix(b), 0xFF}
}

// render draws the figure as PNG and as SVG.
func (f *figure) render() (pngData, svgData []byte, err error) {
	lay, err := f.layout()
	if err != nil {
		return nil, nil, err
	}
	f.height = lay.height
	return encode(lay.height, func(c draw.Canvas) { f.draw(c, lay) })
}

// encode draws a picture of the charts' width and the given height twice,
// as PNG (white background) and as SVG. A panic while drawing is an error.
func encode(height vg.Length, paint func(draw.Canvas)) (pngData, svgData []byte, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("drawing failed: %v", r)
		}
	}()
	img := vgimg.NewWith(vgimg.UseWH(figWidth, height), vgimg.UseDPI(dpi),
		vgimg.UseBackgroundColor(color.White))
	paint(draw.New(img))
	var pb bytes.Buffer
	if _, err := (vgimg.PngCanvas{Canvas: img}).WriteTo(&pb); err != nil {
		return nil, nil, err
	}
	svg := vgsvg.NewWith(vgsvg.UseWH(figWidth, height))
	paint(draw.New(svg))
	var sb bytes.Buffer
	if _, err := svg.WriteTo(&sb); err != nil {
		return nil, nil, err
	}
	return pb.Bytes(), svgFonts(sb.Bytes()), nil
}

// svgFonts names fallbacks for the Liberation fonts in an SVG. The SVG does
// not embed the fonts (that would add about a megabyte to every file);
// Liberation Sans has the metrics of Arial and Helvetica, so a viewer
// without it lays the text out exactly as measured here.
func svgFonts(b []byte) []byte {
	return bytes.ReplaceAll(b, []byte("font-family:Liberation Sans;"),
		[]byte("font-family:'Liberation Sans',Arial,Helvetica,sans-serif;"))
}

// layout builds the panels and measures the picture.
func (f *figure) layout() (*layout, error) {
	lay := &layout{}
	inner := figWidth - 2*margin
	lay.cols = f.columns(inner)
	lay.rows = (len(f.panels) + lay.cols - 1) / lay.cols
	f.choose(lay.rows)
	f.header(lay, inner)
	panelW := (inner - vg.Length(lay.cols-1)*panelPadX) / vg.Length(lay.cols)
	extra, err := f.plots(lay, panelW)
	if err != nil {
		return nil, err
	}
	f.panelTitles(lay, panelW)
	rowH := lay.titleH + extra + vg.Length(f.rows)*slotHeight
	lay.height = margin + lay.headerH + headerGap +
		vg.Length(lay.rows)*rowH + vg.Length(lay.rows-1)*panelPadY + margin
	return lay, nil
}

// columns is how many columns of panels the picture has: two, unless there
// is one variant or the codec names would leave too little room for the
// bars. How many panels a column stacks sets how many rows each may draw.
func (f *figure) columns(inner vg.Length) int {
	tickSty := style(tickSize, false, ink)
	longest := vg.Length(0)
	for _, p := range f.panels {
		for _, rs := range [][]row{p.ranked, p.apart, p.notes} {
			for _, r := range rs {
				w := tickSty.Width(shorten(tickSty, r.codec, maxNameWidth))
				if len(p.ranked) > maxTop {
					w += tickSty.Width(" (#99)") // the rank a best of its family may carry
				}
				longest = max(longest, w)
			}
		}
	}
	if len(f.panels) == 1 || longest > 0.5*(inner-panelPadX)/2 {
		return 1
	}
	return 2
}

// header lays out the title (smaller, then on two lines, until it fits),
// the subtitle and the legend, and measures them.
func (f *figure) header(lay *layout, inner vg.Length) {
	lay.title, lay.titleText = fit(style(titleSize, true, ink), f.title, inner, 10)
	lay.subtitle = style(subtitleSize, false, grey)
	sub := f.subtitle
	if f.truncated() {
		if f.bests && f.top == 1 {
			sub += " A panel with more codecs than fit draws the best codec of each family (#: its rank among the ranked), and counts the others: every codec is in the tables."
		} else if f.bests {
			sub += fmt.Sprintf(" A panel with more codecs than fit draws the %d best, then the best of each other family (#: its rank among the ranked), and counts the others: every codec is in the tables.", f.top)
		} else {
			sub += fmt.Sprintf(" A panel with more codecs than fit draws the %d best and counts the others: every codec is in the tables.", f.top)
		}
	}
	lay.subText = wrap(lay.subtitle, sub, inner)
	lay.legend = style(legendSize, false, ink)
	lay.legendRows = wrapLegend(f.legendEntries(lay.legend, inner), lay.legend, inner)
	lay.headerH = lay.title.Height(lay.titleText) + 3 +
		lay.subtitle.Height(lay.subText) + 8 +
		vg.Length(len(lay.legendRows))*(lay.legend.Height("Mg")+legendRowSp)
}

// legendEntries are a swatch per family drawn, then the baseline's and the
// compressed figure's marks.
func (f *figure) legendEntries(legend text.Style, inner vg.Length) []legendEntry {
	var entries []legendEntry
	for _, fam := range f.drawnFamilies() {
		entries = append(entries, legendEntry{text: shorten(legend, fam, inner-legendSwat-4), colour: f.pal.colour(fam)})
	}
	if f.hasFloor() {
		entries = append(entries, legendEntry{text: "baseline (a floor, not ranked)", colour: baselineGrey})
	}
	if f.metric == compressedMetric {
		entries = append(entries,
			legendEntry{text: "encoded size (pale, behind)", colour: pale(grey)},
			legendEntry{text: "gzip", mark: markGzip},
			legendEntry{text: "snappy", mark: markSnappy})
	}
	return entries
}

// wrapLegend puts the legend's entries in rows no wider than inner.
func wrapLegend(entries []legendEntry, legend text.Style, inner vg.Length) [][]legendEntry {
	var rows [][]legendEntry
	var row []legendEntry
	var x vg.Length
	for _, e := range entries {
		w := legendSwat + 4 + legend.Width(e.text)
		if len(row) > 0 && x+legendGapX+w > inner {
			rows = append(rows, row)
			row, x = nil, 0
		}
		if len(row) > 0 {
			x += legendGapX
		}
		row = append(row, e)
		x += w
	}
	if len(row) > 0 {
		rows = append(rows, row)
	}
	return rows
}

// plots builds each panel's plot and returns the most height a panel
// takes around its bars.
func (f *figure) plots(lay *layout, panelW vg.Length) (vg.Length, error) {
	lay.plots = make([][]*plot.Plot, lay.rows)
	var extra vg.Length
	for r := range lay.rows {
		lay.plots[r] = make([]*plot.Plot, lay.cols)
		for c := range lay.cols {
			i := r*lay.cols + c
			if i >= len(f.panels) {
				continue
			}
			p, err := f.panelPlot(f.panels[i])
			if err != nil {
				return 0, err
			}
			lay.plots[r][c] = p
			const probe = 1000
			dc := p.DataCanvas(draw.NewCanvas(new(recorder.Canvas), panelW, probe))
			extra = max(extra, probe-(dc.Max.Y-dc.Min.Y))
		}
	}
	return extra, nil
}

// panelTitles lays out the panels' titles: the variant's name, broken
// into lines if it must, then its description when that fits in two
// lines; every panel keeps the same room for its title.
func (f *figure) panelTitles(lay *layout, panelW vg.Length) {
	lay.panelName = style(panelSize, true, ink)
	lay.panelName.XAlign = draw.XCenter
	lay.panelAbout = style(aboutSize, false, grey)
	lay.panelAbout.XAlign = draw.XCenter
	aboutLines, nameLines := 0, 1
	for _, pn := range f.panels {
		name := breakName(lay.panelName, pn.variant, panelW)
		lay.variants = append(lay.variants, name)
		nameLines = max(nameLines, strings.Count(name, "\n")+1)
		about := wrap(lay.panelAbout, pn.about, panelW)
		lines := strings.Count(about, "\n") + 1
		if pn.about == "" || lines > 2 || lay.panelAbout.Width(about) > panelW {
			about, lines = "", 0
		}
		lay.abouts = append(lay.abouts, about)
		aboutLines = max(aboutLines, lines)
	}
	lay.nameH = vg.Length(nameLines) * lay.panelName.Height("Mg")
	lay.titleH = lay.nameH + panelTitleGap
	if aboutLines > 0 {
		lay.titleH += vg.Length(aboutLines)*lay.panelAbout.Height("Mg") + 2
	}
}

// hasFloor reports whether a panel draws a baseline.
func (f *figure) hasFloor() bool {
	for _, p := range f.panels {
		for _, r := range p.rows {
			if r.kind == floorRow {
				return true
			}
		}
	}
	return false
}

// fit returns sty, shrunk until s fits in width w on one line; below
// wrapAt points it wraps s into lines first. It never goes below 5 points:
// text that is still too wide (one very long word) then runs over.
func fit(sty text.Style, s string, w vg.Length, wrapAt vg.Length) (text.Style, string) {
	widest := func(s string) vg.Length {
		var m vg.Length
		for _, l := range strings.Split(s, "\n") {
			m = max(m, sty.Width(l))
		}
		return m
	}
	for widest(s) > w && sty.Font.Size > 5 {
		if wrapAt > 0 && sty.Font.Size <= wrapAt && !strings.Contains(s, "\n") {
			s = wrap(sty, s, w)
			continue
		}
		sty.Font.Size -= 0.5
	}
	return sty, s
}

// breakName breaks a name that is wider than w into lines, after a space,
// dash, underscore, slash, dot or colon where it can, else anywhere.
func breakName(sty text.Style, s string, w vg.Length) string {
	if sty.Width(s) <= w {
		return s
	}
	var tokens []string
	start := 0
	for i, r := range s {
		if strings.ContainsRune(" -_/.:,", r) {
			tokens = append(tokens, s[start:i+1])
			start = i + 1
		}
	}
	if start < len(s) {
		tokens = append(tokens, s[start:])
	}
	var lines []string
	line := ""
	for _, tok := range tokens {
		if sty.Width(line+tok) <= w {
			line += tok
			continue
		}
		if line != "" {
			lines = append(lines, line)
			line = ""
		}
		for _, r := range tok { // a token wider than w: break anywhere
			if line != "" && sty.Width(line+string(r)) > w {
				lines = append(lines, line)
				line = ""
			}
			line += string(r)
		}
	}
	if line != "" {
		lines = append(lines, line)
	}
	for i := range lines {
		lines[i] = strings.TrimSpace(lines[i])
	}
	return strings.Join(lines, "\n")
}

// shorten cuts the middle out of a name wider than w, leaving "…".
func shorten(sty text.Style, s string, w vg.Length) string {
	if sty.Width(s) <= w {
		return s
	}
	r := []rune(s)
	for cut := 1; cut < len(r); cut++ {
		head := (len(r) - cut + 1) / 2
		out := string(r[:head]) + "…" + string(r[head+cut:])
		if sty.Width(out) <= w {
			return out
		}
	}
	return "…"
}

// wrap breaks s into lines no wider than w.
func wrap(sty text.Style, s string, w vg.Length) string {
	var lines []string
	line := ""
	for _, word := range strings.Fields(s) {
		try := word
		if line != "" {
			try = line + " " + word
		}
		if line != "" && sty.Width(try) > w {
			lines = append(lines, line)
			line = word
			continue
		}
		line = try
	}
	if line != "" {
		lines = append(lines, line)
	}
	return strings.Join(lines, "\n")
}

// draw paints the figure on c.
func (f *figure) draw(c draw.Canvas, lay *layout) {
	c.SetColor(color.White)
	c.Fill(c.Rectangle.Path())

	x := c.Min.X + margin
	y := c.Max.Y - margin
	c.FillText(lay.title, vg.Point{X: x, Y: y}, lay.titleText)
	y -= lay.title.Height(lay.titleText) + 3
	c.FillText(lay.subtitle, vg.Point{X: x, Y: y}, lay.subText)
	y -= lay.subtitle.Height(lay.subText) + 8

	// Legend: a swatch of each family's colour, then its name.
	entryH := lay.legend.Height("Mg")
	lsty := lay.legend
	lsty.YAlign = draw.YCenter
	for _, row := range lay.legendRows {
		lx := x
		mid := y - entryH/2
		for _, e := range row {
			if e.mark != markNone {
				c.DrawGlyph(markGlyph(e.mark), vg.Point{X: lx + legendSwat/2, Y: mid})
			} else {
				sw := vg.Rectangle{
					Min: vg.Point{X: lx, Y: mid - legendSwat/2},
					Max: vg.Point{X: lx + legendSwat, Y: mid + legendSwat/2},
				}
				c.SetColor(e.colour)
				c.Fill(sw.Path())
			}
			c.FillText(lsty, vg.Point{X: lx + legendSwat + 4, Y: mid + lsty.FontExtents().Descent}, e.text)
			lx += legendSwat + 4 + lay.legend.Width(e.text) + legendGapX
		}
		y -= entryH + legendRowSp
	}
	y -= headerGap

	grid := c
	grid.Min.X += margin
	grid.Max.X -= margin
	grid.Min.Y += margin
	grid.Max.Y = y
	tiles := draw.Tiles{Rows: lay.rows, Cols: lay.cols, PadX: panelPadX, PadY: panelPadY}
	canvases := plot.Align(lay.plots, tiles, grid)
	for r, row := range lay.plots {
		for col, p := range row {
			if p == nil {
				continue
			}
			tc := canvases[r][col]
			x, y := tc.Center().X, tc.Max.Y
			i := r*lay.cols + col
			tc.FillText(lay.panelName, vg.Point{X: x, Y: y}, lay.variants[i])
			if a := lay.abouts[i]; a != "" {
				tc.FillText(lay.panelAbout, vg.Point{X: x, Y: y - lay.nameH - 2}, a)
			}
			tc.Max.Y -= lay.titleH
			p.Draw(tc)
		}
	}
}

// panelPlot builds the plot of one variant: a horizontal bar per row of
// the panel, top to bottom, each named on its left and valued on its
// right. Every panel of the figure has room for f.rows rows, so that
// their bars are equally thick.
func (f *figure) panelPlot(pn panel) (*plot.Plot, error) {
	var values []float64
	maxV := 0.0
	for _, r := range pn.rows {
		if r.s.ok {
			for _, v := range r.s.values() {
				values = append(values, v)
				maxV = math.Max(maxV, v)
			}
		}
	}
	logScale := useLog(values)
	units, quantity := f.units()
	// The axis counts in the unit of the longest bar; each bar's own value
	// is written in the unit that suits it.
	u := pickUnit(units, maxV)

	p := plot.New()
	p.BackgroundColor = nil
	p.HideY() // the rows name themselves: see rowsPlotter
	labelAxis(p, quantity, u, logScale)
	// The lowest value of the axis: bars start there.
	floor := 0.0
	if logScale {
		floor = logFloor(pn, u)
		p.X.Scale = plot.LogScale{}
		p.X.Tick.Marker = logTicks{}
	} else {
		p.X.Tick.Marker = linearTicks{}
		if f.metric == leadMetric {
			floor = 1 // a tie: no lead, no bar
		}
	}

	g := plotter.NewGrid()
	g.Horizontal.Color = nil
	g.Vertical = draw.LineStyle{Color: gridGrey, Width: 0.6}
	p.Add(g)

	rp := newRowsPlotter(floor)
	top := floor
	for i, r := range pn.rows {
		y := float64(f.rows - 1 - i)
		if r.kind != rankedRow && r.kind != moreRow && i > 0 && pn.rows[i-1].kind == rankedRow {
			rp.sep = y + 0.5 // a line between the ranked rows and the others
		}
		d := f.drawRow(r, y, u, units, floor, rp.name)
		if d.bar && r.kind == floorRow {
			rp.floors = append(rp.floors, [2]float64{d.v, y})
		}
		top = math.Max(top, d.end)
		rp.rows = append(rp.rows, d)
	}
	p.Add(rp)

	p.X.Min = floor
	p.X.Max = top
	if f.metric == leadMetric {
		// Room to 1.5×, so that a lead of a few percent looks as small as it is.
		p.X.Max = max(top, 1.5)
	}
	if p.X.Max <= p.X.Min {
		p.X.Max = p.X.Min + 1
	}
	p.Y.Min = -0.5
	p.Y.Max = float64(f.rows) - 0.5
	p.Y.Padding = 4
	p.X.Padding = 0
	return p, nil
}

// units are the figure's units and the quantity its axis names.
func (f *figure) units() ([]unit, string) {
	switch f.metric {
	case sizeMetric:
		return sizeUnits, "encoded size"
	case compressedMetric:
		return sizeUnits, "bytes per message"
	case instrMetric:
		return countUnits, "instructions per op"
	case leadMetric:
		return leadUnits, "lead over the next codec"
	}
	return timeUnits, strings.TrimSpace(f.estimate + " time per op")
}

// labelAxis names and styles the value axis.
func labelAxis(p *plot.Plot, quantity string, u unit, logScale bool) {
	var in []string
	if name := axisName(u); name != "" {
		in = append(in, name)
	}
	if logScale {
		in = append(in, "log scale")
	}
	p.X.Label.Text = quantity
	if len(in) > 0 {
		p.X.Label.Text += " (" + strings.Join(in, ", ") + ")"
	}
	p.X.Label.TextStyle = style(axisSize, false, ink)
	p.X.Label.TextStyle.XAlign = draw.XCenter
	p.X.Label.TextStyle.YAlign = draw.YBottom
	p.X.Label.Padding = 3
	p.X.Tick.Label = style(tickSize, false, ink)
	p.X.Tick.Label.XAlign = draw.XCenter
	p.X.Tick.Label.YAlign = draw.YTop
	p.X.Tick.Length = 4
}

// logFloor is a log axis's lowest value: a power of ten below half the
// lowest value or whisker end.
func logFloor(pn panel, u unit) float64 {
	lowest := math.Inf(1)
	for _, r := range pn.rows {
		if s := r.s; s.ok {
			for _, v := range s.values() {
				lowest = math.Min(lowest, v/u.div)
			}
			if s.ci {
				// A whisker reaching far below its bar is cut at the
				// floor rather than stretching the axis.
				lowest = math.Min(lowest, math.Max(s.lo, s.v/100)/u.div)
			}
		}
	}
	floor := math.Pow(10, math.Floor(math.Log10(lowest/2)))
	if !(floor > 0) || math.IsInf(floor, 0) {
		floor = lowest / 2
	}
	return floor
}

// newRowsPlotter is a panel's rows with their text styles, bars from
// floor.
func newRowsPlotter(floor float64) *rowsPlotter {
	rp := &rowsPlotter{floor: floor, sep: math.NaN()}
	rp.name = style(tickSize, false, ink)
	rp.name.XAlign, rp.name.YAlign = draw.XRight, draw.YCenter
	rp.aside = rp.name
	rp.aside.Color = grey
	rp.aside.Font.Style = xfont.StyleItalic
	rp.value = style(valueSize, false, ink)
	rp.value.YAlign = draw.YCenter
	rp.note = style(valueSize, false, grey)
	rp.note.Font.Style = xfont.StyleItalic
	rp.note.YAlign = draw.YCenter
	return rp
}

// drawRow is row r at height y in the axis's unit u: its bar, whisker,
// uncompressed ghost and compression marks, or its note when it has no
// figure.
func (f *figure) drawRow(r row, y float64, u unit, units []unit, floor float64, name text.Style) drawnRow {
	d := drawnRow{y: y, label: shorten(name, r.label, maxNameWidth), aside: r.kind == floorRow}
	s := r.s
	if !s.ok {
		d.note = s.note
		return d
	}
	d.bar, d.v = true, s.v/u.div
	switch r.kind {
	case floorRow:
		d.colour = baselineGrey
	default:
		d.colour = f.pal.colour(r.family)
	}
	end := d.v
	if s.ci {
		d.ci = true
		d.lo, d.hi = math.Max(s.lo/u.div, floor), s.hi/u.div
		end = math.Max(end, d.hi)
	}
	if s.raw > 0 {
		d.ghost, d.ghostColour = s.raw/u.div, pale(d.colour)
		end = math.Max(end, d.ghost)
	}
	for _, m := range []struct {
		v    float64
		kind markKind
	}{{s.gzip, markGzip}, {s.snappy, markSnappy}} {
		if m.v > 0 {
			d.marks = append(d.marks, mark{x: m.v / u.div, kind: m.kind})
			end = math.Max(end, m.v/u.div)
			d.markPad = markRadius
		}
	}
	d.end = end
	d.text = valueText(units, s.v)
	if f.metric == leadMetric {
		d.text = formatValue(s.v) + "×"
	}
	return d
}

// drawnRow is a row of a panel in the plot's units.
type drawnRow struct {
	y      float64
	label  string // left of the axis
	aside  bool   // label in grey italics: a row that is not ranked
	bar    bool
	v, end float64 // the bar's value, and where its whisker ends
	lo, hi float64
	ci     bool
	colour color.Color
	text   string // the value, right of the bar (or its whisker)
	note   string // in place of a bar
	// ghost is a pale bar behind the bar (the encoded size of a compressed
	// figure), 0 for none; marks are sizes marked on the row's line, and
	// markPad the room a mark takes beyond its value.
	ghost       float64
	ghostColour color.Color
	marks       []mark
	markPad     vg.Length
}

// mark is a value marked on a row's line.
type mark struct {
	x    float64
	kind markKind
}

// rowsPlotter draws a panel's rows: each one's name left of the axis, its
// bar, whisker and value, or a note in place of the bar; a dashed line at
// each baseline's value, through the panel; a line between the ranked
// rows and the others.
type rowsPlotter struct {
	rows                     []drawnRow
	floor                    float64      // where bars start
	floors                   [][2]float64 // each baseline's value and row
	sep                      float64      // y of the separating line; NaN for none
	name, aside, value, note text.Style
}

// nameGap is the room between a row's name and the axis.
const nameGap = vg.Length(5)

// Plot implements plot.Plotter.
func (rp *rowsPlotter) Plot(c draw.Canvas, p *plot.Plot) {
	trX, trY := p.Transforms(&c)
	for _, f := range rp.floors {
		// Through the ranked bars, from the top of the panel down to
		// the line under them (or to the baseline's own bar).
		x, bottom := trX(f[0]), trY(f[1])-barWidth/2
		if !math.IsNaN(rp.sep) {
			bottom = trY(rp.sep)
		}
		c.StrokeLine2(draw.LineStyle{Color: grey, Width: 0.8, Dashes: []vg.Length{3, 2}}, x, c.Max.Y, x, bottom)
	}
	// Texts over the bars' area get a white ground, so that a grid or
	// baseline line never runs through them.
	ground := func(sty text.Style, at vg.Point, s string) {
		w, h := sty.Width(s), sty.Height(s)
		c.SetColor(color.White)
		c.Fill(vg.Rectangle{Min: vg.Point{X: at.X - 1, Y: at.Y - h/2 - sty.FontExtents().Descent}, Max: vg.Point{X: at.X + w + 1, Y: at.Y + h/2 - sty.FontExtents().Descent}}.Path())
		c.FillText(sty, at, s)
	}
	if !math.IsNaN(rp.sep) {
		c.StrokeLine2(draw.LineStyle{Color: grey, Width: 0.5}, c.Min.X-nameGap, trY(rp.sep), c.Max.X, trY(rp.sep))
	}
	for _, r := range rp.rows {
		y := trY(r.y)
		if r.label != "" {
			sty := rp.name
			if r.aside {
				sty = rp.aside
			}
			// Text centred on its box sits low; the axes lift it by the descent.
			c.FillText(sty, vg.Point{X: c.Min.X - nameGap, Y: y + sty.FontExtents().Descent}, r.label)
		}
		if !r.bar {
			ground(rp.note, vg.Point{X: c.Min.X + labelGap, Y: y + rp.note.FontExtents().Descent}, r.note)
			continue
		}
		if r.ghost > 0 {
			// A little taller than the bar, so that it shows around a
			// bar as long as itself.
			ghost := vg.Rectangle{Min: vg.Point{X: trX(rp.floor), Y: y - barWidth*0.65}, Max: vg.Point{X: trX(r.ghost), Y: y + barWidth*0.65}}
			c.SetColor(r.ghostColour)
			c.Fill(ghost.Path())
		}
		bar := vg.Rectangle{Min: vg.Point{X: trX(rp.floor), Y: y - barWidth/2}, Max: vg.Point{X: trX(r.v), Y: y + barWidth/2}}
		c.SetColor(r.colour)
		c.Fill(bar.Path())
		if r.ci {
			ls := draw.LineStyle{Color: whisker, Width: 0.9}
			lo, hi, capH := trX(r.lo), trX(r.hi), barWidth*0.4
			c.StrokeLine2(ls, lo, y, hi, y)
			c.StrokeLine2(ls, lo, y-capH, lo, y+capH)
			c.StrokeLine2(ls, hi, y-capH, hi, y+capH)
		}
		for _, m := range r.marks {
			c.DrawGlyph(markGlyph(m.kind), vg.Point{X: trX(m.x), Y: y})
		}
		ground(rp.value, vg.Point{X: trX(r.end) + r.markPad + labelGap, Y: y + rp.value.FontExtents().Descent}, r.text)
	}
}

// GlyphBoxes implements plot.GlyphBoxer, so that the plot keeps room for
// the names left of the axis and the values right of the longest bar.
func (rp *rowsPlotter) GlyphBoxes(p *plot.Plot) []plot.GlyphBox {
	var boxes []plot.GlyphBox
	box := func(x, y float64, text string, sty text.Style, left, right vg.Length) {
		h := sty.Height(text)
		boxes = append(boxes, plot.GlyphBox{X: x, Y: p.Y.Norm(y),
			Rectangle: vg.Rectangle{Min: vg.Point{X: left, Y: -h / 2}, Max: vg.Point{X: right, Y: h / 2}}})
	}
	for _, r := range rp.rows {
		if r.label != "" {
			sty := rp.name
			if r.aside {
				sty = rp.aside
			}
			w := sty.Width(r.label)
			box(0, r.y, r.label, sty, -nameGap-w, -nameGap)
		}
		if r.bar {
			box(p.X.Norm(r.end), r.y, r.text, rp.value, r.markPad+labelGap, r.markPad+labelGap+rp.value.Width(r.text))
		} else {
			box(0, r.y, r.note, rp.note, labelGap, labelGap+rp.note.Width(r.note))
		}
	}
	return boxes
}
