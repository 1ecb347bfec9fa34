package deepvalue

import (
	"strings"
	"testing"

	"github.com/serbench/serbench/digest"
)

type node struct {
	Name  string
	Kids  []node
	Score *float64
	Tags  map[int64]string
}

type nodeMirror struct {
	Name  string
	Kids  []node
	Score *float64
	Tags  map[int64]string
}

func sample() *node {
	f := 0.5
	return &node{Name: "a", Kids: []node{{Name: "b", Kids: []node{}}}, Score: &f, Tags: map[int64]string{1: "x", 2: "y"}}
}

// Equal finds each kind of difference a codec's round trip can make, with
// its path, and none between equal values.
func TestEqualFindsDifferences(t *testing.T) {
	if err := EqualOf(sample(), sample()); err != nil {
		t.Fatalf("equal values: %v", err)
	}
	for _, c := range []struct {
		change func(*node)
		want   string
	}{
		{func(n *node) { n.Kids[0].Kids = nil }, "Kids[0].Kids: got nil, want empty (not nil)"},
		{func(n *node) { n.Score = nil }, "Score: got nil, want a value"},
		{func(n *node) { *n.Score = 0.25 }, "Score: got 0.25, want 0.5"},
		{func(n *node) { n.Tags[2] = "z" }, `Tags[2]: got "z", want "y"`},
		{func(n *node) { delete(n.Tags, 1) }, "Tags: got 1 entries, want 2"},
	} {
		got := sample()
		c.change(got)
		err := EqualOf(sample(), got)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("got %v, want an error with %q", err, c.want)
		}
	}
}

// The digest tells nil from empty and values apart, ignores a map's order,
// and is the same over a mirror with the same fields.
func TestDigest(t *testing.T) {
	sum := func(n *node) uint64 { return digest.Of(DigestOf[*node], n) }
	base := sum(sample())
	if sum(sample()) != base {
		t.Error("the digest of equal values differs")
	}
	n := sample()
	n.Kids[0].Kids = nil
	if sum(n) == base {
		t.Error("a nil slice digests as an empty one")
	}
	n = sample()
	n.Tags[3] = "z"
	if sum(n) == base {
		t.Error("a map entry more does not change the digest")
	}
	if m := digest.Of(DigestOf[*nodeMirror], (*nodeMirror)(sample())); m != base {
		t.Error("a mirror with the same fields digests otherwise")
	}
}

// The omitempty forms treat a nil slice or map as an empty one, in the
// digest and in equality alike, and still see every other difference.
func TestOmitEmpty(t *testing.T) {
	x := sample()
	x.Kids[0].Kids = nil
	x.Tags = nil
	y := sample()
	y.Tags = map[int64]string{}
	if err := EqualOmitEmptyOf(x, y); err != nil {
		t.Errorf("nil and empty differ: %v", err)
	}
	sum := func(n *node) uint64 { return digest.Of(DigestOmitEmptyOf[*node], n) }
	if sum(x) != sum(y) {
		t.Error("a nil slice or map digests otherwise than an empty one")
	}
	y.Kids[0].Name = "c"
	if sum(x) == sum(y) {
		t.Error("a changed name does not change the digest")
	}
	if err := EqualOmitEmptyOf(x, y); err == nil || !strings.Contains(err.Error(), `Kids[0].Name: got "c", want "b"`) {
		t.Errorf("got %v, want the changed name", err)
	}
	y = sample()
	y.Tags[3] = "z"
	if err := EqualOmitEmptyOf(sample(), y); err == nil {
		t.Error("an entry more compares equal")
	}
}
