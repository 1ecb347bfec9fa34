package canada

import (
	"flag"
	"testing"

	"github.com/serbench/serbench/internal/pubdoc/pubdoctest"
)

var update = flag.Bool("update", false, "rewrite testdata/encoded.txt")

// TestEncodedBytes pins every bound codec's encoded size and bytes on an
// excerpt of the document: its first two rings, each cut to its first
// five positions; sereal's size varies from one encoding to the next, and
// is not pinned.
func TestEncodedBytes(t *testing.T) {
	doc, err := Document()
	if err != nil {
		t.Fatal(err)
	}
	g := &doc.Features[0].Geometry
	g.Coordinates = g.Coordinates[:2]
	for i := range g.Coordinates {
		g.Coordinates[i] = g.Coordinates[i][:5]
	}
	doc.Features = doc.Features[:1]
	pubdoctest.EncodedBytes(t, *pubdoctest.Def[*FeatureCollection](t, Dataset(), "doc"), "doc", []*FeatureCollection{doc}, pubdoctest.Golden{
		File:   "testdata/encoded.txt",
		Header: "# codec, then the excerpt's size and the bytes' SHA-256 prefix",
		Update: *update,
		Sizes:  []string{"sereal"},
	})
}
