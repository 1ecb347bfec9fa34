package compare

import (
	"fmt"
	"math"

	"github.com/serbench/serbench/htmlpage"
	"github.com/serbench/serbench/human"
)

// HTML renders the comparison as compare.html (resultset.FileCompare): the
// same tables as the markdown, sortable, one section per dataset, and what
// the two folders do not share. The page is htmlpage's, as report.html's is.
func (r *Result) HTML() ([]byte, error) {
	p := &htmlpage.Page{Kind: "compare", Title: "serbench compare"}
	p.Lead = []string{"old: " + r.Old.Dir + RunLine(r.Old.Env), "new: " + r.New.Dir + RunLine(r.New.Env)}
	p.Badges = r.badges()
	agree := r.agreementSection()
	p.Sections = append(p.Sections, agree)
	p.Nav = append(p.Nav, htmlpage.NavItem{ID: agree.ID, Text: "Agreement"})
	if len(r.EnvChanges) > 0 {
		sec := htmlpage.Section{ID: "differences", Title: "The runs differ in more than the code", Class: "failures",
			Blocks: []htmlpage.Block{{Text: "A change may come from these as much as from the code:"}, {List: r.EnvChanges}}}
		p.Sections = append(p.Sections, sec)
		p.Nav = append(p.Nav, htmlpage.NavItem{ID: sec.ID, Text: "Differences", Class: "bad"})
	}
	ids := htmlpage.IDSet{}
	for _, ds := range r.Datasets {
		sec := datasetSection(&ds, ids)
		p.Sections = append(p.Sections, sec)
		p.Nav = append(p.Nav, htmlpage.NavItem{ID: sec.ID, Text: ds.Name})
	}
	if len(r.Datasets) == 0 {
		p.Sections = append(p.Sections, htmlpage.Section{ID: "none", Title: "No cells in common",
			Blocks: []htmlpage.Block{{Warn: "The two folders share no measured cell."}}})
	}
	var other []htmlpage.Block
	if sizes := r.SizeChanges(); len(sizes) > 0 {
		other = append(other, htmlpage.Block{H4: &htmlpage.Heading{Text: "Encoded sizes that changed"}}, htmlpage.Block{List: sizes})
	}
	for _, l := range []struct {
		title string
		names []string
	}{{"Only in old", r.OnlyOld}, {"Only in new", r.OnlyNew}, {"In both but not compared", r.Unmeasured}} {
		if len(l.names) > 0 {
			other = append(other, htmlpage.Block{H4: &htmlpage.Heading{Text: l.title, Note: Cells(len(l.names))}}, htmlpage.Block{List: l.names})
		}
	}
	if len(other) > 0 {
		sec := htmlpage.Section{ID: "unshared", Title: "Not compared", Blocks: other}
		p.Sections = append(p.Sections, sec)
		p.Nav = append(p.Nav, htmlpage.NavItem{ID: sec.ID, Text: sec.Title})
	}
	var legendBlocks []htmlpage.Block
	if r.Agreement.Cells > 0 {
		legendBlocks = append(legendBlocks, htmlpage.Block{Text: Legend})
	}
	if r.CountAgreement.Cells > 0 {
		legendBlocks = append(legendBlocks, htmlpage.Block{Text: CountLegend})
	}
	legendBlocks = append(legendBlocks, htmlpage.Block{Text: GateNote(r)})
	legend := htmlpage.Section{ID: "legend", Title: "Reading the tables", Blocks: legendBlocks}
	p.Sections = append(p.Sections, legend)
	p.Nav = append(p.Nav, htmlpage.NavItem{ID: legend.ID, Text: legend.Title})
	p.Footer = "Written by serbench compare OLD NEW."
	return p.Render()
}

// badges are the page's badges: the time verdicts, the count verdicts,
// and the share within ±DatasetBand% after drift.
func (r *Result) badges() []htmlpage.Badge {
	var out []htmlpage.Badge
	if slower, faster, same := r.Counts(); slower+faster+same > 0 {
		out = []htmlpage.Badge{{Text: fmt.Sprintf("%d cells compared", slower+faster+same)}}
		if slower > 0 {
			out = append(out, htmlpage.Badge{Text: fmt.Sprintf("%d slower", slower), Class: "bad"})
		}
		if faster > 0 {
			out = append(out, htmlpage.Badge{Text: fmt.Sprintf("%d faster", faster), Class: "ok"})
		}
		out = append(out, htmlpage.Badge{Text: fmt.Sprintf("%d ~", same)})
	}
	if more, fewer, same := r.CountVerdicts(); more+fewer+same > 0 {
		out = append(out, htmlpage.Badge{Text: fmt.Sprintf("%d counted", more+fewer+same)})
		if more > 0 {
			out = append(out, htmlpage.Badge{Text: fmt.Sprintf("%d more instructions", more), Class: "bad"})
		}
		if fewer > 0 {
			out = append(out, htmlpage.Badge{Text: fmt.Sprintf("%d fewer instructions", fewer), Class: "ok"})
		}
	}
	if a := &r.Agreement; a.Cells > 0 {
		within := 0
		for _, d := range a.Datasets {
			within += d.Adjusted
		}
		out = append(out, htmlpage.Badge{Text: fmt.Sprintf("%s within ±%d%% after drift", human.Pct(a.Share(within)), DatasetBand)})
	}
	return out
}

// datasetSection is a dataset's section: its times' table, its counts'
// and its busy times', each where both runs have them.
func datasetSection(ds *Dataset, ids htmlpage.IDSet) htmlpage.Section {
	sec := htmlpage.Section{ID: ids.ID("ds", ds.Name), Title: ds.Name, Tag: Cells(len(ds.Cells))}
	if ds.HasTimes() {
		t := changeTable(sec.ID+"-compare", ds.Cells, func(c *Cell) *Change {
			if !c.Timed {
				return nil
			}
			return &c.Change
		})
		g := ds.Geomean
		sec.Blocks = append(sec.Blocks, htmlpage.Block{Table: t},
			htmlpage.Block{KV: []htmlpage.KV{{K: "geometric mean", V: fmt.Sprintf("%s → %s (%s) over %s", human.Duration(g.Old), human.Duration(g.New),
				human.Change(g.Delta), Cells(g.Cells))}}})
	}
	if ds.HasCounts() {
		g := ds.CountGeomean
		sec.Blocks = append(sec.Blocks, htmlpage.Block{H4: &htmlpage.Heading{Text: "Instructions per op",
			Note: fmt.Sprintf("%s or %s beyond ±%g%%", More, Fewer, CountNoise)}},
			htmlpage.Block{Table: countTable(sec.ID+"-instructions", ds.Cells)},
			htmlpage.Block{KV: []htmlpage.KV{{K: "geometric mean", V: fmt.Sprintf("%s → %s (%s) over %s", human.Count(g.Old), human.Count(g.New),
				human.Change(g.Delta), Cells(g.Cells))}}})
	}
	if ds.HasBusy() {
		sec.Blocks = append(sec.Blocks, htmlpage.Block{H4: &htmlpage.Heading{Text: "In a busy heap", Note: "the busy runs, compared the same way"}},
			htmlpage.Block{Text: BusyNote},
			htmlpage.Block{Table: changeTable(sec.ID+"-busy", ds.Cells, func(c *Cell) *Change { return c.Busy })})
	}
	return sec
}

// changeTable tabulates one figure's change for each cell that has it
// (pick returns nil for a cell without).
func changeTable(id string, cells []Cell, pick func(*Cell) *Change) *htmlpage.Table {
	t := &htmlpage.Table{ID: id, Sortable: true, Cols: []htmlpage.Col{
		{Name: "variant"}, {Name: "codec"}, {Name: "op"},
		{Name: "old", Num: true}, {Name: "new", Num: true}, {Name: "change", Num: true},
		{Name: "beyond drift", Num: true, Title: "new ÷ old ÷ the variant's drift − 1"},
		{Name: "95% interval", Num: true, Title: "of the change beyond drift, from both intervals' far ends; sorts by its low end"},
		{Name: "verdict"},
	}}
	for i := range cells {
		c := &cells[i]
		ch := pick(c)
		if ch == nil {
			continue
		}
		verdict := htmlpage.Text(ch.Verdict)
		adjusted := htmlpage.Number(human.Change(ch.Adjusted), ch.Adjusted)
		if ch.Verdict != Same {
			verdict.Class, adjusted.Class = ch.Verdict, ch.Verdict
		}
		ci := htmlpage.Number(Interval(ch.Lo, ch.Hi), ch.Lo)
		if math.IsNaN(ch.Lo) {
			ci.Title = "a side has too few runs for a 95% interval"
		}
		t.Add("", htmlpage.Text(c.Variant), htmlpage.Cell{Text: c.Codec, Sort: c.Codec, Class: "mono"}, htmlpage.Text(c.Op),
			htmlpage.Number(human.Duration(ch.Old), ch.Old), htmlpage.Number(human.Duration(ch.New), ch.New),
			htmlpage.Number(human.Change(ch.Delta), ch.Delta), adjusted, ci, verdict)
	}
	return t
}

// countTable tabulates the cells' counts, for those counted in both runs.
func countTable(id string, cells []Cell) *htmlpage.Table {
	t := &htmlpage.Table{ID: id, Sortable: true, Cols: []htmlpage.Col{
		{Name: "variant"}, {Name: "codec"}, {Name: "op"},
		{Name: "old", Num: true, Title: "instructions per op"}, {Name: "new", Num: true, Title: "instructions per op"},
		{Name: "change", Num: true}, {Name: "verdict"},
	}}
	for i := range cells {
		c := &cells[i]
		if c.Count == nil {
			continue
		}
		verdict, change := htmlpage.Text(c.Count.Verdict), htmlpage.Number(human.Change(c.Count.Delta), c.Count.Delta)
		if cls := countClass(c.Count.Verdict); cls != "" {
			verdict.Class, change.Class = cls, cls
		}
		t.Add("", htmlpage.Text(c.Variant), htmlpage.Cell{Text: c.Codec, Sort: c.Codec, Class: "mono"}, htmlpage.Text(c.Op),
			htmlpage.Number(human.Count(c.Count.Old), c.Count.Old), htmlpage.Number(human.Count(c.Count.New), c.Count.New), change, verdict)
	}
	return t
}

// countClass is a count verdict's colour: the time verdicts' classes.
func countClass(verdict string) string {
	switch verdict {
	case More:
		return Slower
	case Fewer:
		return Faster
	}
	return ""
}

// agreementSection is the page's opening section: what a verdict can tell,
// how well the runs agree, and the variants' drifts.
func (r *Result) agreementSection() htmlpage.Section {
	a := &r.Agreement
	sec := htmlpage.Section{ID: "agreement", Title: "How well the runs agree", Tag: Cells(max(a.Cells, r.CountAgreement.Cells)) + " in both"}
	counts := r.countAgreementBlocks()
	if a.Cells == 0 {
		sec.Blocks = counts
		if len(sec.Blocks) == 0 {
			sec.Blocks = []htmlpage.Block{{Text: "No cell has a time or a count in both runs."}}
		}
		return sec
	}
	bands := &htmlpage.Table{ID: "agreement-bands", Cols: []htmlpage.Col{{Name: "share of cells changed by no more than"}}}
	for _, b := range Bands {
		bands.Cols = append(bands.Cols, htmlpage.Col{Name: fmt.Sprintf("±%g%%", b), Num: true})
	}
	for _, row := range AgreementRows(a) {
		cells := []htmlpage.Cell{htmlpage.Text(row.Name)}
		for _, n := range row.Counts {
			cells = append(cells, htmlpage.Number(human.Pct(a.Share(n)), a.Share(n)))
		}
		bands.Add("", cells...)
	}
	perDS := &htmlpage.Table{ID: "agreement-datasets", Sortable: true, Cols: []htmlpage.Col{{Name: "dataset"}, {Name: "cells", Num: true},
		{Name: fmt.Sprintf("within ±%d%%", DatasetBand), Num: true}, {Name: "after drift", Num: true}}}
	for _, d := range a.Datasets {
		perDS.Add("", htmlpage.Text(d.Name), htmlpage.Number(fmt.Sprint(d.Cells), float64(d.Cells)),
			htmlpage.Number(fmt.Sprint(d.Raw), float64(d.Raw)), htmlpage.Number(fmt.Sprint(d.Adjusted), float64(d.Adjusted)))
	}
	sec.Blocks = append(sec.Blocks, htmlpage.Block{Text: Reading}, htmlpage.Block{Table: bands}, htmlpage.Block{Table: perDS},
		htmlpage.Block{H4: &htmlpage.Heading{Text: "Codec order"}}, htmlpage.Block{Text: PairsLine(a)})
	if len(a.Swapped) > 0 {
		var list []string
		for _, s := range a.Swapped[:min(len(a.Swapped), SwapsShown)] {
			list = append(list, SwapLine(&s))
		}
		if more := len(a.Swapped) - SwapsShown; more > 0 {
			list = append(list, fmt.Sprintf("and %d more", more))
		}
		sec.Blocks = append(sec.Blocks, htmlpage.Block{List: list})
	}
	busy := r.hasBusyDrift()
	drifts := &htmlpage.Table{ID: "drifts", Sortable: true, Cols: []htmlpage.Col{{Name: "variant"}, {Name: "cells", Num: true},
		{Name: "codecs", Num: true}, {Name: "drift", Num: true}, {Name: "cpu probe", Num: true}}}
	if busy {
		drifts.Cols = append(drifts.Cols, htmlpage.Col{Name: "busy drift", Num: true})
	}
	driftCell := func(d *Drift) htmlpage.Cell {
		if d == nil {
			return htmlpage.Blank()
		}
		if !d.Estimated {
			return htmlpage.Cell{Text: DriftText(d), Title: fmt.Sprintf("needs %d cells of %d codecs", DriftMinCells, DriftMinCodecs)}
		}
		return htmlpage.Number(DriftText(d), d.Ratio)
	}
	for _, v := range r.Drifts {
		cells := []htmlpage.Cell{htmlpage.Text(v.Dataset + "/" + v.Variant), htmlpage.Number(fmt.Sprint(v.Cells), float64(v.Cells)),
			htmlpage.Number(fmt.Sprint(v.Codecs), float64(v.Codecs)), driftCell(&v.Drift), htmlpage.Number(ratioChange(v.Probe), v.Probe)}
		if busy {
			cells = append(cells, driftCell(v.Busy))
		}
		drifts.Add("", cells...)
	}
	sec.Blocks = append(sec.Blocks, counts...)
	sec.Blocks = append(sec.Blocks, htmlpage.Block{H4: &htmlpage.Heading{Text: "Variant drift"}}, htmlpage.Block{Text: DriftNote},
		htmlpage.Block{Table: drifts})
	return sec
}

// countAgreementBlocks are the agreement section's blocks on the counts;
// none when no cell was counted in both runs.
func (r *Result) countAgreementBlocks() []htmlpage.Block {
	ca := &r.CountAgreement
	if ca.Cells == 0 {
		return nil
	}
	bands := &htmlpage.Table{ID: "agreement-instructions", Cols: []htmlpage.Col{{Name: "share of counts changed by no more than"}}}
	cells := []htmlpage.Cell{htmlpage.Text(fmt.Sprintf("instructions per op, %s (median %s)", Cells(ca.Cells), human.Pct(ca.Median)))}
	for i, b := range CountBands {
		bands.Cols = append(bands.Cols, htmlpage.Col{Name: fmt.Sprintf("±%g%%", b), Num: true})
		cells = append(cells, htmlpage.Number(human.Pct(ca.Share(ca.Within[i])), ca.Share(ca.Within[i])))
	}
	bands.Add("", cells...)
	return []htmlpage.Block{{H4: &htmlpage.Heading{Text: "Instructions per op"}}, {Text: CountReading}, {Table: bands}}
}
