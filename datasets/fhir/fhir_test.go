package fhir

import (
	"testing"

	"github.com/serbench/serbench/internal/pubdoc"
	"github.com/serbench/serbench/internal/pubdoc/pubdoctest"
)

// The model carries the whole document: encoding/json writes back the same
// JSON value, the raw fields and present zeros included.
func TestModelCarriesTheDocument(t *testing.T) {
	if err := pubdoc.RoundTrip[*Bundle](document, documentSHA256); err != nil {
		t.Fatal(err)
	}
}

// Every codec bound and not unfit carries the entries, and a bundle of
// the first 60 (a patient, its organisations and practitioners, encounters,
// conditions, observations and claims), exactly.
func TestEveryCodecCarriesTheEntries(t *testing.T) {
	ds := Dataset()
	entries := pubdoctest.Def[*Entry](t, ds, "entries")
	msgs, err := entries.Generate("entries")
	if err != nil {
		t.Fatal(err)
	}
	if n := pubdoctest.EveryCodec(t, entries, "fhir", "entries", msgs); n < 15 {
		t.Errorf("%d codecs validated, want the reflection codecs, easyjson and msgp", n)
	}
	doc, err := Document()
	if err != nil {
		t.Fatal(err)
	}
	doc.Entry = doc.Entry[:60]
	pubdoctest.EveryCodec(t, pubdoctest.Def[*Bundle](t, ds, "doc"), "fhir", "doc", []*Bundle{doc})
}

// The raw fields hold compact JSON, so that every JSON library's output
// of them is the same bytes.
func TestRawFieldsAreCompact(t *testing.T) {
	doc, err := Document()
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, e := range doc.Entry {
		for _, raw := range [][]byte{e.Resource.Name, e.Resource.Type, e.Resource.Total} {
			for _, c := range raw {
				if c == '\n' {
					t.Fatalf("%s: raw field %q is not compact", e.FullURL, raw)
				}
			}
			if len(raw) > 0 {
				n++
			}
		}
	}
	if n == 0 {
		t.Error("no raw field holds a value")
	}
}

// A document other than the recorded one is an error, not a benchmark of
// other data.
func TestGenerateChecksTheHash(t *testing.T) {
	saved := document
	defer func() { document = saved }()
	document = append([]byte(nil), saved...)
	document[len(document)/2] ^= 1
	if _, err := Dataset().Load("doc"); err == nil {
		t.Error("a changed document loads")
	}
}
