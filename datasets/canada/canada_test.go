package canada

import (
	"testing"

	"github.com/serbench/serbench/internal/pubdoc"
	"github.com/serbench/serbench/internal/pubdoc/pubdoctest"
)

// The model carries the whole document: encoding/json writes back the same
// JSON value, every float to its exact decimal value.
func TestModelCarriesTheDocument(t *testing.T) {
	if err := pubdoc.RoundTrip[*FeatureCollection](document, documentSHA256); err != nil {
		t.Fatal(err)
	}
}

// Every codec bound and not unfit carries an excerpt of the document (its
// first rings, each cut to 20 positions) exactly.
func TestEveryCodecCarriesTheDocument(t *testing.T) {
	doc, err := Document()
	if err != nil {
		t.Fatal(err)
	}
	g := &doc.Features[0].Geometry
	g.Coordinates = g.Coordinates[:5]
	for i, ring := range g.Coordinates {
		g.Coordinates[i] = ring[:min(len(ring), 20)]
	}
	def := pubdoctest.Def[*FeatureCollection](t, Dataset(), "doc")
	if n := pubdoctest.EveryCodec(t, def, "canada", "doc", []*FeatureCollection{doc}); n < 15 {
		t.Errorf("%d codecs validated, want the reflection codecs, easyjson and msgp", n)
	}
}
