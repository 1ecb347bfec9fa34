package charts

import (
	"slices"
	"strings"

	prose "github.com/serbench/serbench/human"
	"github.com/serbench/serbench/suite"
)

// instructionsFigure is a dataset's chart of instructions per op (run
// --measure instructions), or nil when no cell of it was counted: a panel
// per variant and op, drawn as the time charts are (best first, coloured
// by family, a baseline apart, zero-copy views left out of decode), with
// no whisker, since a count has no interval to show.
func (ds *dataset) instructionsFigure(pal *codecPalette) *figure {
	f := &figure{dataset: ds.name, metric: instrMetric, pal: pal, each: "variant and op"}
	var views []string
	for _, v := range ds.variants {
		about := ds.about(v)
		for _, op := range timeOps {
			p := panel{variant: v + " · " + string(op), about: about}
			for _, c := range ds.codecs {
				r := ds.cells[key{v, c, string(op)}]
				if r == nil {
					continue // not a cell of this variant
				}
				s := slot{note: note(r)}
				if r.OK() {
					s.note = "not counted"
					if r.InstructionsPerOp != nil && usable(*r.InstructionsPerOp) {
						s = slot{ok: true, v: *r.InstructionsPerOp}
					}
				}
				// Like with like, as in the time charts.
				if info := pal.codecs[c]; op == suite.Decode && info.zeroCopy && !info.baseline && s.ok {
					if !slices.Contains(views, c) {
						views = append(views, c)
					}
					continue
				}
				p.add(c, s, pal.codecs[c])
			}
			if p.rank() {
				f.panels = append(f.panels, p)
				about = "" // the variant's first panel says what it is
			}
		}
	}
	if len(f.panels) == 0 {
		return nil
	}
	f.title = ds.name + " — instructions per op (fewer is better)"
	sub := []string{"Bar: instructions of one op, counted under valgrind's callgrind with GOMAXPROCS 1 and the op's share " +
		"of collections included; fewest first, coloured by the codec's family. A count does not move with the machine's load, " +
		"and the same binaries count alike on the same kind of CPU; it weighs every instruction alike, so it ranks work, not time."}
	if len(views) > 0 {
		sub = append(sub, "Not drawn: the zero-copy decodes of "+prose.And(views)+", which only open a view; those codecs are ranked by read.")
	}
	f.subtitle = strings.Join(sub, " ")
	f.finish()
	return f
}
