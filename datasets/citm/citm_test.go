package citm

import (
	"testing"

	"github.com/serbench/serbench/internal/pubdoc"
	"github.com/serbench/serbench/internal/pubdoc/pubdoctest"
)

// The model carries the whole document: encoding/json writes back the same
// JSON value, map keys, nulls and empty lists included.
func TestModelCarriesTheDocument(t *testing.T) {
	if err := pubdoc.RoundTrip[*Catalog](document, documentSHA256); err != nil {
		t.Fatal(err)
	}
}

// Every codec bound and not unfit carries 40 performances, and a catalogue
// of five of them and a few events, exactly.
func TestEveryCodecCarriesThePerformances(t *testing.T) {
	ds := Dataset()
	perfs := pubdoctest.Def[*Performance](t, ds, "performances")
	msgs, err := perfs.Generate("performances")
	if err != nil {
		t.Fatal(err)
	}
	if n := pubdoctest.EveryCodec(t, perfs, "citm", "performances", msgs[:40]); n < 15 {
		t.Errorf("%d codecs validated, want the reflection codecs, easyjson and msgp", n)
	}
	doc, err := Document()
	if err != nil {
		t.Fatal(err)
	}
	doc.Performances = doc.Performances[:5]
	kept := 0
	for id, e := range doc.Events {
		// Keep the events with empty lists, and a few others.
		if len(e.TopicIDs) > 0 && kept >= 5 {
			delete(doc.Events, id)
		} else if len(e.TopicIDs) > 0 {
			kept++
		}
	}
	pubdoctest.EveryCodec(t, pubdoctest.Def[*Catalog](t, ds, "doc"), "citm", "doc", []*Catalog{doc})
}
