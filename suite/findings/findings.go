// Package findings holds what the datasets' report paragraphs share (a
// suite.Info's Findings): this run's ratio of two cells, the published
// experiment's ratio of the same cells, and a tally of how the two stand.
// The paragraphs themselves, which say what a seed's flaw did, stay with
// their datasets.
package findings

import (
	"fmt"
	"strings"

	"github.com/serbench/serbench/human"
	"github.com/serbench/serbench/suite"
)

// Ns, Bytes and their Pub forms pick the figure a ratio compares.
func Ns(f suite.Figures) float64         { return f.NsPerOp }
func Bytes(f suite.Figures) float64      { return f.BytesPerOp }
func PubNs(p suite.Published) float64    { return p.NsPerOp }
func PubBytes(p suite.Published) float64 { return p.BytesPerOp }

// Pair is this run's figure of two codecs on one cell, slow's and fast's;
// ok is false unless both were measured with a figure above zero.
func Pair(m suite.Measured, variant, slow, fast string, op suite.Op, fig func(suite.Figures) float64) (s, f float64, ok bool) {
	a, okA := m(variant, slow, op)
	b, okB := m(variant, fast, op)
	if !okA || !okB || fig(a) <= 0 || fig(b) <= 0 {
		return 0, 0, false
	}
	return fig(a), fig(b), true
}

// Published is the published figure of one cell, or 0.
func Published(pub []suite.Published, variant, codec string, op suite.Op, fig func(suite.Published) float64) float64 {
	for _, p := range pub {
		if p.Variant == variant && p.Codec == codec && p.Op == op {
			return fig(p)
		}
	}
	return 0
}

// PublishedRatio is slow's published figure divided by fast's, on one cell.
func PublishedRatio(pub []suite.Published, variant, slow, fast string, op suite.Op, fig func(suite.Published) float64) (float64, bool) {
	s, f := Published(pub, variant, slow, op, fig), Published(pub, variant, fast, op, fig)
	if s <= 0 || f <= 0 {
		return 0, false
	}
	return s / f, true
}

// Tally files measured ratios against published ones.
type Tally struct {
	larger, smaller, same []string
}

// Add files one ratio: within 10% of the published one counts as the same.
func (t *Tally) Add(name string, ours, published float64) {
	switch {
	case ours > published*1.1:
		t.larger = append(t.larger, name)
	case ours < published/1.1:
		t.smaller = append(t.smaller, name)
	default:
		t.same = append(t.same, name)
	}
}

// Summary says how the measured ratios stand against the published ones;
// higher and lower say what it means when every ratio moved one way. It is
// "" when nothing was filed.
func (t *Tally) Summary(what, higher, lower string) string {
	n := len(t.larger) + len(t.smaller) + len(t.same)
	switch {
	case n == 0:
		return ""
	case len(t.larger) == n:
		return fmt.Sprintf("Measured fairly, the %s time ratio is higher than the seed's wherever both exist: %s.", what, higher)
	case len(t.smaller) == n:
		return fmt.Sprintf("Measured fairly, the %s time ratio is lower than the seed's wherever both exist: %s.", what, lower)
	case len(t.same) == n:
		return fmt.Sprintf("Measured fairly, the %s time ratio is within 10%% of the seed's wherever both exist.", what)
	}
	var parts []string
	if len(t.larger) > 0 {
		parts = append(parts, "higher than the seed's on "+human.And(t.larger))
	}
	if len(t.smaller) > 0 {
		parts = append(parts, "lower on "+human.And(t.smaller))
	}
	if len(t.same) > 0 {
		parts = append(parts, "within 10% on "+human.And(t.same))
	}
	return fmt.Sprintf("Measured fairly, the %s time ratio is %s.", what, strings.Join(parts, "; "))
}
