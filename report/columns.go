package report

import (
	"github.com/serbench/serbench/htmlpage"
	"github.com/serbench/serbench/human"
	"github.com/serbench/serbench/resultset"
)

// figureCols are some of the figure columns of a variant's table of cells
// (after codec, family and op): their headers in report.md and report.html,
// and a measured cell's texts and cells in them. report.md may give a
// figure more columns than report.html, which shows an interval beside its
// time.
type figureCols struct {
	md   []string
	html []htmlpage.Col
	text func(*resultset.Record) []string
	cell func(*resultset.Record) []htmlpage.Cell
}

// variantCols are the figure columns of a variant's table, as its records
// measured them: the time, its interval, GC/op and the throughputs when
// some cell was timed (counted alone, a variant has none), the busy heap's
// when some cell has it, the count when the run counted.
func variantCols(g *group, recs []*resultset.Record, unit string) []figureCols {
	timed := timedAny(recs)
	var out []figureCols
	if timed {
		out = append(out, figureCols{
			md:   []string{g.est.head(), "95% CI"},
			html: []htmlpage.Col{{Name: g.est.head(), Num: true, Title: timeTitle(g.est)}},
			text: func(r *resultset.Record) []string {
				ci, ok := CIHalfWidth(r)
				if !ok {
					ci = "–"
				}
				return []string{human.Duration(r.NsPerOp), ci}
			},
			cell: func(r *resultset.Record) []htmlpage.Cell {
				ci, ok := CIHalfWidth(r)
				if !ok {
					ci = "± –"
				}
				return []htmlpage.Cell{{Text: human.Duration(r.NsPerOp), Aside: ci, Sort: num(r.NsPerOp), Title: ciTitle(r)}}
			},
		})
	}
	// The busy-heap columns go beside the time, in variants that have them.
	if hasBusy(recs) {
		out = append(out, figureCols{md: []string{"busy time/op", "busy penalty"}, html: busyCols(g.est),
			text: func(r *resultset.Record) []string { return []string{busyText(r), penaltyText(r)} }, cell: busyCells})
	}
	if g.counted {
		out = append(out, figureCols{md: []string{InstructionsHead},
			html: []htmlpage.Col{{Name: InstructionsHead, Num: true, Title: "counted under valgrind's callgrind, collections included (see Reading the tables)"}},
			text: func(r *resultset.Record) []string { return []string{instrText(r)} },
			cell: func(r *resultset.Record) []htmlpage.Cell { return []htmlpage.Cell{instrCell(r)} }})
	}
	out = append(out, figureCols{md: []string{"B/op", "allocs/op"}, html: []htmlpage.Col{{Name: "B/op", Num: true}, {Name: "allocs/op", Num: true}},
		text: func(r *resultset.Record) []string {
			return []string{human.Bytes(r.BytesPerOp), human.Count(r.AllocsPerOp)}
		},
		cell: func(r *resultset.Record) []htmlpage.Cell {
			return []htmlpage.Cell{htmlpage.Number(bytesText(r.BytesPerOp), r.BytesPerOp), htmlpage.Number(human.Count(r.AllocsPerOp), r.AllocsPerOp)}
		}})
	if timed {
		out = append(out, figureCols{md: []string{"GC/op"}, html: []htmlpage.Col{{Name: "GC/op", Num: true, Title: "collections during the timed runs per op"}},
			text: func(r *resultset.Record) []string { return []string{optText(r.GCPerOp, gcText)} },
			cell: func(r *resultset.Record) []htmlpage.Cell { return []htmlpage.Cell{optNumber(r.GCPerOp, gcText)} }})
	}
	out = append(out, figureCols{md: []string{"peak heap", "encoded size"},
		html: []htmlpage.Col{{Name: "peak heap", Num: true, Title: "the most heap the op held live at once (an estimate; see Reading the tables)"},
			{Name: "encoded size", Num: true}},
		text: func(r *resultset.Record) []string {
			return []string{peakCell(r).Text, human.Count(r.EncodedBytes) + " B"}
		},
		cell: func(r *resultset.Record) []htmlpage.Cell {
			return []htmlpage.Cell{peakCell(r), {Text: bytesText(r.EncodedBytes), Sort: num(r.EncodedBytes), Title: human.Count(r.EncodedBytes) + " B"}}
		}})
	if timed {
		out = append(out, figureCols{md: []string{unit + "/s", "MB/s"}, html: []htmlpage.Col{{Name: unit + "/s", Num: true}, {Name: "MB/s", Num: true}},
			text: func(r *resultset.Record) []string { return []string{human.Rate(r.MsgsPerSec), human.Sig3(r.MBPerSec)} },
			cell: func(r *resultset.Record) []htmlpage.Cell {
				return []htmlpage.Cell{htmlpage.Number(human.Rate(r.MsgsPerSec), r.MsgsPerSec), htmlpage.Number(human.Sig3(r.MBPerSec), r.MBPerSec)}
			}})
	}
	return out
}

// unitOf is the unit a variant's records count in, "msg" when unnamed.
func unitOf(recs []*resultset.Record) string {
	if len(recs) > 0 && recs[0].Unit != "" {
		return recs[0].Unit
	}
	return "msg"
}
