package report

import (
	"slices"

	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/suite"
)

// relative is a variant's "relative to best" view, as the Rust
// serialization benchmark presents it: for each op, the fastest codec's
// time divided by each codec's, and for size the smallest encoding divided
// by each codec's, in percent. The best is 100%; higher is better; 50%
// means twice the time (or bytes) of the best. Decode ranks only codecs
// that build values; zero-copy codecs are ranked by read. Baselines are
// never ranked: their figures are shown apart, as the floor.
type relative struct {
	codecs []string
	cols   []relCol
}

// relCol is one column: an op's time, the encoded size, or the size
// under zstd.
type relCol struct {
	name  string
	best  float64
	cells map[string]relCell // by codec
	// busy marks an op's busy-heap time: its cells also show their
	// penalty over the op's own time.
	busy bool
}

type relCell struct {
	rec    *resultset.Record // the cell's record
	value  float64           // ns/op or bytes
	pct    float64           // best ÷ value × 100
	failed bool
	// unranked is a zero-copy codec's decode, which only opens a view
	// over the bytes and builds no value: it is shown but neither sets
	// nor gets a rank, and those codecs are ranked by read.
	unranked bool
	// floor is a baseline's figure: the floor formats are measured
	// against, shown apart, never ranked.
	floor bool
}

// unrankedNote and floorNote say why a cell has no rank.
const (
	unrankedNote = "opens a view, builds no value: ranked by read"
	floorNote    = "the baseline, a floor to measure formats against: never ranked"
)

// isBaseline reports whether r is a baseline's cell.
func isBaseline(r *resultset.Record) bool { return slices.Contains(r.Labels, suite.LabelBaseline) }

// isView reports whether r is a zero-copy decode, which only opens a view.
func isView(r *resultset.Record) bool {
	return r.Op == string(suite.Decode) && slices.Contains(r.Labels, suite.LabelZeroCopy)
}

// unranked reports whether r's time is kept out of the rankings: a
// baseline's, or a view's.
func unranked(r *resultset.Record) bool { return isBaseline(r) || isView(r) }

// unrankedMark names why a cell is not ranked, or is "".
func unrankedMark(r *resultset.Record) string {
	switch {
	case isBaseline(r):
		return "baseline"
	case isView(r):
		return "view"
	}
	return ""
}

// relativeView computes the view over a variant's records; it is empty
// when no cell of the variant was measured.
func relativeView(recs []*resultset.Record) relative {
	var rel relative
	// Codecs in the order of recs, baselines last: they are not ranked.
	var floors []string
	for _, r := range recs {
		if isBaseline(r) {
			if !slices.Contains(floors, r.Codec) {
				floors = append(floors, r.Codec)
			}
		} else if !slices.Contains(rel.codecs, r.Codec) {
			rel.codecs = append(rel.codecs, r.Codec)
		}
	}
	rel.codecs = append(rel.codecs, floors...)
	add := func(c *relCol) {
		if c != nil {
			rel.cols = append(rel.cols, *c)
		}
	}
	all := func(*resultset.Record) bool { return true }
	for _, op := range suite.Ops {
		ranked := all
		if op == suite.Decode {
			// Like with like: a zero-copy decode (a few ns to open a
			// view) would set a best that no codec building values can
			// approach.
			ranked = func(r *resultset.Record) bool { return !slices.Contains(r.Labels, suite.LabelZeroCopy) }
		}
		add(relColumn(recs, string(op)+" time", func(r *resultset.Record) (float64, bool) {
			return r.NsPerOp, r.Op == string(op)
		}, ranked))
		// The same op in a busy heap, ranked the same way; older results
		// have no busy figure, and then no column. A failed cell shows as
		// failed, a measured one without a busy time as n/a.
		if c := relColumn(recs, string(op)+" time, busy heap", func(r *resultset.Record) (float64, bool) {
			if !r.OK() {
				return 0, r.Op == string(op)
			}
			if r.BusyNsPerOp == nil {
				return 0, false
			}
			return *r.BusyNsPerOp, r.Op == string(op)
		}, ranked); c != nil {
			c.busy = true
			add(c)
		}
	}
	// Every op of a codec reports the same encoded size; the first
	// measured one stands for the codec.
	add(relColumn(recs, "encoded size", func(r *resultset.Record) (float64, bool) {
		return r.EncodedBytes, true
	}, all))
	// The compressed size is the encode cell's; older results have none,
	// and then no column.
	add(relColumn(recs, "zstd size", func(r *resultset.Record) (float64, bool) {
		if r.ZstdBytes == nil {
			return 0, false
		}
		return *r.ZstdBytes, r.Op == string(suite.Encode)
	}, all))
	return rel
}

// relColumn is the column of the figure pick reads from recs (false: not
// this column's record), each cell against the best of those ranked; nil
// when no ranked cell has the figure.
func relColumn(recs []*resultset.Record, name string, pick func(*resultset.Record) (float64, bool), ranked func(*resultset.Record) bool) *relCol {
	c := relCol{name: name, cells: map[string]relCell{}}
	for _, r := range recs {
		v, ok := pick(r)
		switch {
		case !ok:
		case !r.OK():
			if _, seen := c.cells[r.Codec]; !seen {
				c.cells[r.Codec] = relCell{rec: r, failed: true}
			}
		case v <= 0:
		case isBaseline(r):
			c.cells[r.Codec] = relCell{rec: r, value: v, floor: true}
		case !ranked(r):
			c.cells[r.Codec] = relCell{rec: r, value: v, unranked: true}
		default:
			c.cells[r.Codec] = relCell{rec: r, value: v}
			if c.best == 0 || v < c.best {
				c.best = v
			}
		}
	}
	if c.best == 0 {
		return nil
	}
	for k, cell := range c.cells {
		if !cell.failed && !cell.unranked && !cell.floor {
			cell.pct = 100 * c.best / cell.value
			c.cells[k] = cell
		}
	}
	return &c
}
