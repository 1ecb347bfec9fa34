package report

import (
	"bytes"
	"fmt"
	"image/color"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"

	"github.com/serbench/serbench/hostile"
	"github.com/serbench/serbench/htmlpage"
	"github.com/serbench/serbench/human"
	"github.com/serbench/serbench/suite"
)

// WriteHostile writes the hostile-input report of a `serbench hostile`
// folder: report.md and report.html with the section, and a chart per
// dataset in charts/.
func WriteHostile(dir string, reg *suite.Registry, recs []hostile.Record, elapsed time.Duration) error {
	groups := hostileGroups(recs)
	chartFiles := map[string]string{}
	for _, g := range groups {
		rel, err := hostileChart(dir, g)
		if err != nil {
			return err
		}
		chartFiles[g.key()] = rel
	}
	var md bytes.Buffer
	fmt.Fprintf(&md, "# serbench: hostile input\n\n")
	fmt.Fprintf(&md, "%d (dataset, codec) pairs in %s.\n\n", len(recs), elapsed.Round(time.Second))
	writeHostileMarkdown(&md, groups, chartFiles)
	if err := os.WriteFile(filepath.Join(dir, "report.md"), md.Bytes(), 0o644); err != nil {
		return fmt.Errorf("hostile report: %w", err)
	}
	page, err := hostilePage(dir, reg, groups, chartFiles, elapsed)
	if err != nil {
		return err
	}
	html, err := page.Render()
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "report.html"), html, 0o644); err != nil {
		return fmt.Errorf("hostile report: %w", err)
	}
	return nil
}

// hostileGroup is one (dataset, variant) and its records, in run order.
type hostileGroup struct {
	dataset, variant string
	recs             []*hostile.Record
}

func (g *hostileGroup) key() string { return g.dataset + "/" + g.variant }

func hostileGroups(recs []hostile.Record) []*hostileGroup {
	var out []*hostileGroup
	for i := range recs {
		r := &recs[i]
		j := slices.IndexFunc(out, func(g *hostileGroup) bool { return g.dataset == r.Dataset && g.variant == r.Variant })
		if j < 0 {
			out = append(out, &hostileGroup{dataset: r.Dataset, variant: r.Variant})
			j = len(out) - 1
		}
		out[j].recs = append(out[j].recs, r)
	}
	return out
}

// hostileIntro says what the section measures.
const hostileIntro = "Every codec's decoder was fed a seeded corpus of at least 1,000 inputs derived from its own valid " +
	"encodings of the dataset's messages: every truncation of a few messages, single and multiple bit flips, inserted " +
	"and deleted bytes, 4- and 8-byte windows overwritten with huge values, deep nesting in the format's own syntax " +
	"(JSON, YAML, TOML, XML, MessagePack, CBOR, bencode), random bytes, and the other codecs' encodings of the same " +
	"messages. Each input is decoded, and where the codec reads through accessors of its own (generated code, " +
	"zero-copy views) every field is read, since for a view the read is where its bytes are parsed; all in a worker process with a memory cap and a time limit per input. *rejected*: an error; *accepted*: no " +
	"error (*unstable*: the accepted value does not re-encode and decode to itself); *panicked*: a panic, recovered; " +
	"*crashed*: the worker died (a fatal runtime error such as out of memory or stack exhaustion); *timed out*: " +
	"killed at the time limit. *B/B* is the most bytes one input's decode allocated per byte of input."

func hostileHeader() []string {
	return []string{"codec", "inputs", "rejected", "accepted", "unstable", "panicked", "crashed", "timed out", "max alloc", "worst B/B"}
}

func hostileRow(r *hostile.Record) []string {
	if r.Error != "" {
		return []string{r.Codec, "–", "–", "–", "–", "–", "–", "–", "–", "not probed: " + firstLine(r.Error)}
	}
	return []string{r.Codec, human.Count(float64(r.Inputs)), countCell(r.Rejected), countCell(r.Accepted), countCell(r.Unstable),
		badCell(r.Panicked), badCell(r.Crashed), badCell(r.TimedOut), human.Bytes(float64(r.MaxAllocBytes)), human.Sig3(r.WorstAllocPerByte)}
}

func countCell(n int) string { return human.Count(float64(n)) }

// badCell marks a bad outcome's non-zero count in bold.
func badCell(n int) string {
	if n == 0 {
		return "0"
	}
	return "**" + human.Count(float64(n)) + "**"
}

func writeHostileMarkdown(b *bytes.Buffer, groups []*hostileGroup, charts map[string]string) {
	fmt.Fprintf(b, "## Hostile input\n\n%s\n\n", hostileIntro)
	for _, g := range groups {
		fmt.Fprintf(b, "### %s/%s\n\n", g.dataset, g.variant)
		for _, p := range hostileFindings(g) {
			fmt.Fprintf(b, "%s\n\n", p)
		}
		if c := charts[g.key()]; c != "" {
			fmt.Fprintf(b, "![outcomes on %s](%s)\n\n", g.key(), c)
		}
		var rows [][]string
		for _, r := range g.recs {
			rows = append(rows, hostileRow(r))
		}
		writeTable(b, hostileHeader(), rows)
		b.WriteString("\n")
		writeHostileExamples(b, g)
	}
}

// writeHostileExamples lists each bad outcome's examples, with the file
// that holds the whole input.
func writeHostileExamples(b *bytes.Buffer, g *hostileGroup) {
	var lines []string
	for _, r := range g.recs {
		for _, o := range []string{string(hostile.Panicked), string(hostile.Crashed), string(hostile.TimedOut)} {
			for _, e := range r.Examples[o] {
				lines = append(lines, fmt.Sprintf("- %s %s on %s (%s): `%s` — %s", r.Codec, o, exampleKind(e), human.Bytes(float64(e.Len)), e.Hex, orDash(e.Detail))+
					fileNote(e.File))
			}
		}
	}
	if len(lines) == 0 {
		return
	}
	fmt.Fprintf(b, "Examples of the bad outcomes (up to three each; the whole inputs are in the folder):\n\n%s\n\n", strings.Join(lines, "\n"))
}

func fileNote(f string) string {
	if f == "" {
		return ""
	}
	return " (" + f + ")"
}

func exampleKind(e hostile.Example) string {
	if e.Note != "" {
		return string(e.Kind) + ", " + e.Note
	}
	return string(e.Kind)
}

// hostileFindings writes what a dataset's table shows, from its figures.
func hostileFindings(g *hostileGroup) []string {
	var probed, clean []*hostile.Record
	var panicked, crashed, timedOut, failed []string
	for _, r := range g.recs {
		if r.Error != "" {
			failed = append(failed, r.Codec)
			continue
		}
		probed = append(probed, r)
		if r.Panicked+r.Crashed+r.TimedOut == 0 {
			clean = append(clean, r)
		}
		if r.Panicked > 0 {
			panicked = append(panicked, fmt.Sprintf("%s (%s of %s)", r.Codec, human.Count(float64(r.Panicked)), human.Count(float64(r.Inputs))))
		}
		if r.Crashed > 0 {
			why := ""
			if ex := r.Examples[string(hostile.Crashed)]; len(ex) > 0 && ex[0].Detail != "" {
				why = ": " + ex[0].Detail
			}
			crashed = append(crashed, fmt.Sprintf("%s (%s%s)", r.Codec, human.Count(float64(r.Crashed)), why))
		}
		if r.TimedOut > 0 {
			timedOut = append(timedOut, fmt.Sprintf("%s (%s)", r.Codec, human.Count(float64(r.TimedOut))))
		}
	}
	if len(probed) == 0 {
		return []string{"No codec could be probed here."}
	}
	var out []string
	p := fmt.Sprintf("Of %d codecs, %d rejected or accepted every input without a panic, a crash or a hang.", len(probed), len(clean))
	if len(panicked) > 0 {
		p += " Panicked: " + human.And(panicked) + "."
	}
	if len(crashed) > 0 {
		p += " Killed their worker: " + human.And(crashed) + "."
	}
	if len(timedOut) > 0 {
		p += " Hung past the time limit: " + human.And(timedOut) + "."
	}
	out = append(out, p)
	worst := slices.MaxFunc(probed, func(a, b *hostile.Record) int {
		switch {
		case a.WorstAllocPerByte < b.WorstAllocPerByte:
			return -1
		case a.WorstAllocPerByte > b.WorstAllocPerByte:
			return 1
		}
		return 0
	})
	most := slices.MaxFunc(probed, func(a, b *hostile.Record) int { return int(a.MaxAllocBytes>>10) - int(b.MaxAllocBytes>>10) })
	p = ""
	if w := worst.WorstInput; w != nil {
		p = fmt.Sprintf("The worst amplification is %s's: %s allocated decoding a %s input (%s), %s per input byte.",
			worst.Codec, human.Bytes(float64(w.Alloc)), human.Bytes(float64(w.Len)), exampleKind(*w), human.Sig3(worst.WorstAllocPerByte))
	}
	if m := most.MaxAllocInput; m != nil {
		p += fmt.Sprintf(" The largest single allocation total is %s's, %s on a %s input (%s).",
			most.Codec, human.Bytes(float64(m.Alloc)), human.Bytes(float64(m.Len)), exampleKind(*m))
	}
	acc := slices.MaxFunc(probed, func(a, b *hostile.Record) int {
		return a.Accepted*b.Inputs - b.Accepted*a.Inputs
	})
	if acc.Accepted > 0 {
		p += fmt.Sprintf(" The most permissive decoder is %s's, which accepted %s of its inputs (%s of them not re-encoding to themselves).",
			acc.Codec, human.Pct(100*float64(acc.Accepted)/float64(acc.Inputs)), human.Count(float64(acc.Unstable)))
	}
	out = append(out, strings.TrimSpace(p))
	if len(failed) > 0 {
		out = append(out, "Not probed (validation or start-up failed): "+human.And(failed)+".")
	}
	return out
}

// Outcome colours: the safe outcomes cool, the bad ones warm.
var hostileColours = map[hostile.Outcome]color.RGBA{
	hostile.Rejected: {0x4c, 0x9a, 0x6a, 0xff},
	hostile.Accepted: {0x6a, 0x8f, 0xc8, 0xff},
	hostile.Panicked: {0xe8, 0x9a, 0x2c, 0xff},
	hostile.Crashed:  {0xc8, 0x2c, 0x2c, 0xff},
	hostile.TimedOut: {0x8a, 0x3c, 0xa8, 0xff},
}

// hostileChart draws a dataset's outcomes: a bar per codec, split by the
// share of its inputs of each outcome. It returns the PNG's path relative
// to dir.
func hostileChart(dir string, g *hostileGroup) (string, error) {
	var recs []*hostile.Record
	for _, r := range g.recs {
		if r.Error == "" && r.Inputs > 0 {
			recs = append(recs, r)
		}
	}
	if len(recs) == 0 {
		return "", nil
	}
	p := plot.New()
	p.Title.Text = fmt.Sprintf("Hostile input on %s: outcomes per codec (share of inputs)", g.key())
	p.X.Label.Text = "share of inputs"
	p.X.Min, p.X.Max = 0, 1
	names := make([]string, len(recs))
	for i, r := range recs {
		// Top to bottom in table order: gonum draws the first bar lowest.
		names[len(recs)-1-i] = r.Codec
	}
	var below *plotter.BarChart
	w := vg.Points(9)
	for _, o := range hostile.Outcomes {
		vals := make(plotter.Values, len(recs))
		for i, r := range recs {
			vals[len(recs)-1-i] = float64(r.Count(o)) / float64(r.Inputs)
		}
		bars, err := plotter.NewBarChart(vals, w)
		if err != nil {
			return "", fmt.Errorf("hostile chart: %w", err)
		}
		bars.Horizontal = true
		bars.Color = hostileColours[o]
		bars.LineStyle.Width = 0
		if below != nil {
			bars.StackOn(below)
		}
		below = bars
		p.Add(bars)
		p.Legend.Add(strings.ReplaceAll(string(o), "_", " "), bars)
	}
	p.NominalY(names...)
	p.Legend.Top = true
	p.Legend.Left = false
	p.Legend.XOffs = 0
	p.Legend.YOffs = vg.Points(14)
	height := vg.Points(float64(60 + 12*len(recs)))
	rel := filepath.ToSlash(filepath.Join("charts", "hostile-"+htmlpage.Anchor(g.dataset, g.variant)))
	if err := os.MkdirAll(filepath.Join(dir, "charts"), 0o755); err != nil {
		return "", fmt.Errorf("hostile chart: %w", err)
	}
	for _, ext := range []string{".png", ".svg"} {
		if err := p.Save(7*vg.Inch, height, filepath.Join(dir, filepath.FromSlash(rel+ext))); err != nil {
			return "", fmt.Errorf("hostile chart: %w", err)
		}
	}
	return rel + ".png", nil
}

// hostilePage is report.html of a hostile folder.
func hostilePage(dir string, reg *suite.Registry, groups []*hostileGroup, charts map[string]string, elapsed time.Duration) (*htmlpage.Page, error) {
	page := &htmlpage.Page{Kind: "hostile input", Title: "serbench: hostile input", Lead: []string{hostileIntro}}
	bad, n := 0, 0
	for _, g := range groups {
		for _, r := range g.recs {
			n++
			if r.Panicked+r.Crashed+r.TimedOut > 0 {
				bad++
			}
		}
	}
	class := "ok"
	if bad > 0 {
		class = "bad"
	}
	page.Badges = []htmlpage.Badge{{Text: fmt.Sprintf("%d pairs", n)}, {Text: fmt.Sprintf("%d with bad outcomes", bad), Class: class},
		{Text: elapsed.Round(time.Second).String()}}
	ids := htmlpage.IDSet{}
	for _, g := range groups {
		sec := htmlpage.Section{ID: ids.ID("hostile", g.dataset, g.variant), Title: "Hostile input: " + g.key()}
		for _, p := range hostileFindings(g) {
			sec.Blocks = append(sec.Blocks, htmlpage.Block{Text: p})
		}
		if c := charts[g.key()]; c != "" {
			uri, err := htmlpage.DataURI(dir, c)
			if err != nil {
				return nil, fmt.Errorf("hostile report: %w", err)
			}
			sec.Blocks = append(sec.Blocks, htmlpage.Block{Figures: []htmlpage.Figure{{Title: "outcomes", Src: uri,
				PNG: c, SVG: strings.TrimSuffix(c, ".png") + ".svg", Tall: len(g.recs) > 12}}})
		}
		t := &htmlpage.Table{ID: ids.ID("hostile-table", g.dataset, g.variant), Sortable: true}
		for i, h := range hostileHeader() {
			t.Cols = append(t.Cols, htmlpage.Col{Name: h, Num: i > 0})
		}
		for _, r := range g.recs {
			c, _ := reg.Codec(r.Codec)
			keys := &htmlpage.Keys{Codec: r.Codec, Family: c.Family, Labels: c.Labels}
			if r.Error != "" {
				cells := []htmlpage.Cell{htmlpage.Text(r.Codec)}
				for range 8 {
					cells = append(cells, htmlpage.Blank())
				}
				cells = append(cells, htmlpage.Cell{Text: "not probed", Title: r.Error})
				t.AddKeyed(keys, "", cells...)
				continue
			}
			num := func(n int, bad bool) htmlpage.Cell {
				c := htmlpage.Number(human.Count(float64(n)), float64(n))
				if bad && n > 0 {
					c.Class = "bad"
				}
				return c
			}
			t.AddKeyed(keys, "", htmlpage.Text(r.Codec), num(r.Inputs, false), num(r.Rejected, false), num(r.Accepted, false),
				num(r.Unstable, false), num(r.Panicked, true), num(r.Crashed, true), num(r.TimedOut, true),
				htmlpage.Number(human.Bytes(float64(r.MaxAllocBytes)), float64(r.MaxAllocBytes)),
				htmlpage.Number(human.Sig3(r.WorstAllocPerByte), r.WorstAllocPerByte))
		}
		sec.Blocks = append(sec.Blocks, htmlpage.Block{Table: t})
		var ex []string
		for _, r := range g.recs {
			for _, o := range []string{string(hostile.Panicked), string(hostile.Crashed), string(hostile.TimedOut)} {
				for _, e := range r.Examples[o] {
					ex = append(ex, fmt.Sprintf("%s %s on %s (%s): %s — %s%s", r.Codec, o, exampleKind(e), human.Bytes(float64(e.Len)), e.Hex, orDash(e.Detail), fileNote(e.File)))
				}
			}
		}
		if len(ex) > 0 {
			sec.Blocks = append(sec.Blocks, htmlpage.Block{Details: &htmlpage.Details{Summary: "Examples of the bad outcomes", Blocks: []htmlpage.Block{{List: ex}}}})
		}
		page.Sections = append(page.Sections, sec)
		page.Nav = append(page.Nav, htmlpage.NavItem{ID: sec.ID, Text: g.key()})
	}
	return page, nil
}
