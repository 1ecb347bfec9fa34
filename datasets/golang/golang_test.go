package golang

import (
	"testing"

	"github.com/serbench/serbench/internal/pubdoc"
	"github.com/serbench/serbench/internal/pubdoc/pubdoctest"
)

// The model carries the whole document: encoding/json writes back the same
// JSON value.
func TestModelCarriesTheDocument(t *testing.T) {
	if err := pubdoc.RoundTrip[*Source](document, documentSHA256); err != nil {
		t.Fatal(err)
	}
}

// Every codec bound and not unfit carries an excerpt of the tree (three
// kids a node, four levels, the last with empty lists of kids) exactly.
func TestEveryCodecCarriesTheTree(t *testing.T) {
	def := pubdoctest.Def[*Source](t, Dataset(), "doc")
	if n := pubdoctest.EveryCodec(t, def, "golang", "doc", []*Source{excerpt(t)}); n < 40 {
		t.Errorf("%d codecs validated, want the reflection codecs, easyjson, msgp and the generated schema codecs", n)
	}
}

// excerpt is the document's tree with three kids a node, four levels, the
// last with empty lists of kids.
func excerpt(t *testing.T) *Source {
	t.Helper()
	doc, err := Document()
	if err != nil {
		t.Fatal(err)
	}
	var prune func(n *Node, depth int)
	prune = func(n *Node, depth int) {
		if depth == 0 {
			n.Kids = []Node{}
			return
		}
		n.Kids = n.Kids[:min(len(n.Kids), 3)]
		for i := range n.Kids {
			prune(&n.Kids[i], depth-1)
		}
	}
	prune(&doc.Tree, 4)
	return doc
}
