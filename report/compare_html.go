package report

import (
	"fmt"
	"math"

	"github.com/serbench/serbench/compare"
	"github.com/serbench/serbench/human"
)

// CompareHTML renders a comparison as compare.html: the same tables as the
// markdown, sortable, one section per dataset, and what the two folders do
// not share.
func CompareHTML(res *compare.Result) ([]byte, error) {
	p := &page{Kind: "compare", Title: "serbench compare"}
	p.Lead = []string{"old: " + res.Old.Dir + compare.RunLine(res.Old.Env), "new: " + res.New.Dir + compare.RunLine(res.New.Env)}
	slower, faster, same := res.Counts()
	p.Badges = []badge{{Text: fmt.Sprintf("%d cells compared", slower+faster+same)}}
	if slower > 0 {
		p.Badges = append(p.Badges, badge{Text: fmt.Sprintf("%d slower", slower), Class: "bad"})
	}
	if faster > 0 {
		p.Badges = append(p.Badges, badge{Text: fmt.Sprintf("%d faster", faster), Class: "ok"})
	}
	p.Badges = append(p.Badges, badge{Text: fmt.Sprintf("%d ~", same)})
	if len(res.EnvChanges) > 0 {
		sec := section{ID: "differences", Title: "The runs differ in more than the code", Class: "failures",
			Blocks: []block{{Text: "A change may come from these as much as from the code:"}, {List: res.EnvChanges}}}
		p.Sections = append(p.Sections, sec)
		p.Nav = append(p.Nav, navItem{ID: sec.ID, Text: "Differences", Class: "bad"})
	}
	ids := idSet{}
	for _, ds := range res.Datasets {
		sec := section{ID: ids.id("ds", ds.Name), Title: ds.Name, Tag: compare.Cells(len(ds.Cells))}
		t := &table{ID: sec.ID + "-compare", Sortable: true, Cols: []col{
			{Name: "variant"}, {Name: "codec"}, {Name: "op"},
			{Name: "old", Num: true}, {Name: "new", Num: true}, {Name: "change", Num: true},
			{Name: "95% interval", Num: true, Title: "of the change; sorts by its low end"},
			{Name: "p", Num: true}, {Name: "verdict"},
		}}
		for _, c := range ds.Cells {
			verdict := text(c.Verdict)
			delta := number(compare.Pct(c.Delta), c.Delta)
			if c.Verdict != compare.Same {
				verdict.Class, delta.Class = c.Verdict, c.Verdict
			}
			ci := number(compare.Interval(c.Lo, c.Hi), c.Lo)
			if math.IsNaN(c.Lo) {
				ci.Title = "too few runs for a 95% interval"
			}
			t.add("", text(c.Variant), cell{Text: c.Codec, Sort: c.Codec, Class: "mono"}, text(c.Op),
				number(human.Duration(c.Old), c.Old), number(human.Duration(c.New), c.New),
				delta, ci, number(compare.PValue(c), c.P), verdict)
		}
		g := ds.Geomean
		sec.Blocks = append(sec.Blocks, block{Table: t},
			block{KV: []kv{{"geometric mean", fmt.Sprintf("%s → %s (%s) over %s", human.Duration(g.Old), human.Duration(g.New),
				compare.Pct(g.Delta), compare.Cells(g.Cells))}}})
		p.Sections = append(p.Sections, sec)
		p.Nav = append(p.Nav, navItem{ID: sec.ID, Text: ds.Name})
	}
	if len(res.Datasets) == 0 {
		p.Sections = append(p.Sections, section{ID: "none", Title: "No cells in common",
			Blocks: []block{{Warn: "The two folders share no measured cell."}}})
	}
	var other []block
	if sizes := res.SizeChanges(); len(sizes) > 0 {
		other = append(other, block{H4: &heading{Text: "Encoded sizes that changed"}}, block{List: sizes})
	}
	for _, l := range []struct {
		title string
		names []string
	}{{"Only in old", res.OnlyOld}, {"Only in new", res.OnlyNew}, {"In both but not compared", res.Unmeasured}} {
		if len(l.names) > 0 {
			other = append(other, block{H4: &heading{Text: l.title, Note: compare.Cells(len(l.names))}}, block{List: l.names})
		}
	}
	if len(other) > 0 {
		sec := section{ID: "unshared", Title: "Not compared", Blocks: other}
		p.Sections = append(p.Sections, sec)
		p.Nav = append(p.Nav, navItem{ID: sec.ID, Text: sec.Title})
	}
	legend := section{ID: "legend", Title: "Reading the tables", Blocks: []block{{Text: compare.Legend}}}
	p.Sections = append(p.Sections, legend)
	p.Nav = append(p.Nav, navItem{ID: legend.ID, Text: legend.Title})
	p.Footer = "Written by serbench compare OLD NEW."
	return p.render()
}
