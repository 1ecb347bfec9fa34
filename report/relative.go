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
// means twice the time (or bytes) of the best.
type relative struct {
	codecs []string
	cols   []relCol
}

// relCol is one column: an op's time, or the encoded size.
type relCol struct {
	name  string
	best  float64
	cells map[string]relCell // by codec
}

type relCell struct {
	value  float64 // ns/op or bytes
	pct    float64 // best ÷ value × 100
	failed bool
}

// relativeView computes the view over a variant's records; it is empty
// when no cell of the variant was measured.
func relativeView(recs []*resultset.Record) relative {
	var rel relative
	for _, r := range recs {
		if !slices.Contains(rel.codecs, r.Codec) {
			rel.codecs = append(rel.codecs, r.Codec)
		}
	}
	metric := func(name string, pick func(*resultset.Record) (float64, bool)) {
		c := relCol{name: name, cells: map[string]relCell{}}
		for _, r := range recs {
			v, ok := pick(r)
			if !ok {
				continue
			}
			if !r.OK() {
				if _, seen := c.cells[r.Codec]; !seen {
					c.cells[r.Codec] = relCell{failed: true}
				}
				continue
			}
			if v <= 0 {
				continue
			}
			c.cells[r.Codec] = relCell{value: v}
			if c.best == 0 || v < c.best {
				c.best = v
			}
		}
		if c.best == 0 {
			return
		}
		for k, cell := range c.cells {
			if !cell.failed {
				cell.pct = 100 * c.best / cell.value
				c.cells[k] = cell
			}
		}
		rel.cols = append(rel.cols, c)
	}
	for _, op := range suite.Ops {
		metric(string(op)+" time", func(r *resultset.Record) (float64, bool) {
			return r.NsPerOp, r.Op == string(op)
		})
	}
	// Every op of a codec reports the same encoded size; the first
	// measured one stands for the codec.
	metric("encoded size", func(r *resultset.Record) (float64, bool) {
		return r.EncodedBytes, true
	})
	return rel
}
