package publish

import (
	"fmt"
	"html/template"
	"slices"
	"strings"

	"github.com/serbench/serbench/answer"
	"github.com/serbench/serbench/htmlpage"
	"github.com/serbench/serbench/human"
	"github.com/serbench/serbench/report/charts"
	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/suite"
)

// answerHow says how the answer is picked, on the index.
const answerHow = "A codec's score on a dataset is the geometric mean, over the dataset's variants it carries, of its time " +
	"(or encoded size) over the variant's best: 1.00× is the best on every variant. A dataset ranks only the codecs that " +
	"carry at least half of its variants; decode ranks the codecs that build values (a zero-copy decode only opens a view), " +
	"and a baseline is never ranked. Each cell names the best codec, its figure on the dataset's default variant (or the " +
	"first it carries), and the next codec with how far behind it is: a lead within the runs' intervals (a few percent) is a " +
	"toss-up. Each dataset links to its page, where every codec is."

// answerSection is the index's first section: the best codecs of each
// dataset, as a chart and a table (id "answer"); ok is false when no
// dataset has one.
func answerSection(reg *suite.Registry, recs []resultset.Record, a answer.Answer, pages []sitePage, chart charts.Chart, drawn bool) (htmlpage.Section, bool) {
	t := &htmlpage.Table{ID: "answer", Sortable: true, Cols: []htmlpage.Col{{Name: "dataset", Title: "its variants under it"},
		{Name: "fastest encode", Title: "the best score by encode time"},
		{Name: "fastest decode", Title: "the best score by decode time, of the codecs that build values"},
		{Name: "smallest encoding", Title: "the best score by encoded size; its size under zstd beside it"}}}
	for _, d := range a.Datasets {
		shown := charts.TrendVariant(reg, d.Name, recs)
		cells := []htmlpage.Cell{{Text: d.Name, Sort: d.Name, Link: pageOf(pages, d.Name, shown), Sub: variantsText(d.Variants)}}
		any := false
		for _, p := range answer.Picks {
			c, _ := d.Choice(p)
			cell, ok := choiceCell(c, shown, d.Variants)
			any = any || ok
			cells = append(cells, cell)
		}
		if any {
			t.Add("", cells...)
		}
	}
	if len(t.Rows) == 0 {
		return htmlpage.Section{}, false
	}
	blocks := []htmlpage.Block{{Text: answerHow}}
	if drawn {
		// A whole row of the grid: three panels of ten rows are unreadable at half width.
		blocks = append(blocks, htmlpage.Block{Figures: []htmlpage.Figure{{Title: chart.Title, Src: template.URL(chart.SVG), SVG: chart.SVG, Tall: true}}})
	}
	blocks = append(blocks, htmlpage.Block{Table: t})
	return htmlpage.Section{ID: "answer", Title: "Which codec for which data", Blocks: blocks}, true
}

// choiceCell is a dataset's best codec for one pick: its name, its figure
// on variant shown (else on the first variant of variants it carries),
// and the next codec; ok is false when the pick ranks none.
func choiceCell(c answer.Choice, shown string, variants []string) (htmlpage.Cell, bool) {
	best, ok := c.Best()
	if !ok {
		return htmlpage.Cell{Text: "–", Title: "no codec carries half of the variants"}, false
	}
	cell := htmlpage.Cell{Text: best.Codec, Sort: best.Codec, Class: "mono",
		Title: fmt.Sprintf("score %s over %d of %d variants", human.Ratio(best.Ratio), best.Carried, c.Of)}
	v := shown
	if _, ok := best.Values[v]; !ok {
		i := slices.IndexFunc(variants, func(x string) bool { _, ok := best.Values[x]; return ok })
		if i < 0 {
			return cell, true
		}
		v = variants[i]
	}
	fig := human.Duration(best.Values[v])
	if c.Pick == answer.Size {
		fig = human.Bytes(best.Values[v])
		if z, ok := best.Zstd[v]; ok {
			fig += ", zstd " + human.Bytes(z)
		}
	}
	parts := []string{fig + " on " + v}
	if next, ok := c.Next(); ok {
		parts = append(parts, fmt.Sprintf("next: %s, %s", next.Codec, human.Change(100*(c.Lead()-1))))
	}
	cell.Sub = strings.Join(parts, "; ")
	return cell, true
}

// variantsText counts a dataset's variants, under its name.
func variantsText(vs []string) string {
	if len(vs) == 1 {
		return "1 variant"
	}
	return fmt.Sprintf("%d variants", len(vs))
}

// pageOf is the page of dataset ds: its own, or, where it is split, the
// page of variant shown (else its first).
func pageOf(pages []sitePage, ds, shown string) string {
	first := ""
	for _, p := range pages {
		if p.dataset != ds {
			continue
		}
		if p.variant == "" || p.variant == shown {
			return p.file
		}
		if first == "" {
			first = p.file
		}
	}
	return first
}

// rankingSection is the index's ranking across datasets (table id
// "ranking"): each codec's score per pick over the datasets it carries.
func rankingSection(a answer.Answer) htmlpage.Section {
	t := &htmlpage.Table{ID: "ranking", Sortable: true, Cols: []htmlpage.Col{{Name: "codec", Title: "Codec"}}}
	var codecs []string
	scores := map[answer.Pick]map[string]answer.Score{}
	ofs := map[answer.Pick]int{}
	for _, c := range a.Ranking {
		t.Cols = append(t.Cols, htmlpage.Col{Name: rankingTitle[c.Pick], Num: true})
		scores[c.Pick] = map[string]answer.Score{}
		ofs[c.Pick] = c.Of
		for _, s := range c.Ranked {
			scores[c.Pick][s.Codec] = s
			if !slices.Contains(codecs, s.Codec) {
				codecs = append(codecs, s.Codec)
			}
		}
	}
	for _, codec := range codecs {
		cells := []htmlpage.Cell{{Text: codec, Sort: codec, Class: "mono"}}
		for _, c := range a.Ranking {
			s, ok := scores[c.Pick][codec]
			if !ok {
				cells = append(cells, htmlpage.Cell{Text: "–", Title: "carries fewer than half of the datasets"})
				continue
			}
			cell := htmlpage.Number(human.Ratio(s.Ratio), s.Ratio)
			cell.Sub = fmt.Sprintf("%d of %d datasets", s.Carried, ofs[c.Pick])
			cells = append(cells, cell)
		}
		t.Add("", cells...)
	}
	note := "A codec's score across datasets is the geometric mean of its scores on the datasets it carries (those of whose " +
		"variants it carries at least half), under it how many; 1.00× is the best on every dataset. Only codecs that carry at " +
		"least half of the datasets are ranked. The rows are in the order of the first column; click a header to sort by another."
	return htmlpage.Section{ID: "ranking", Title: "Ranking across datasets", Blocks: []htmlpage.Block{{Text: note}, {Table: t}}}
}

// rankingTitle heads the ranking's columns.
var rankingTitle = map[answer.Pick]string{
	answer.Encode: "encode time, × the best",
	answer.Decode: "decode time, × the best",
	answer.Size:   "encoded size, × the smallest",
}
