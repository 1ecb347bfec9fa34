package twitter

import (
	"testing"

	"github.com/serbench/serbench/internal/pubdoc"
	"github.com/serbench/serbench/internal/pubdoc/pubdoctest"
)

// The model carries the whole document: encoding/json writes back the same
// JSON value, ids and nulls included.
func TestModelCarriesTheDocument(t *testing.T) {
	if err := pubdoc.RoundTrip[*Twitter](document, documentSHA256); err != nil {
		t.Fatal(err)
	}
}

// Every codec bound and not unfit carries the statuses, and a document of
// ten of them, exactly.
func TestEveryCodecCarriesTheStatuses(t *testing.T) {
	ds := Dataset()
	statuses := pubdoctest.Def[*Status](t, ds, "statuses")
	msgs, err := statuses.Generate("statuses")
	if err != nil {
		t.Fatal(err)
	}
	if n := pubdoctest.EveryCodec(t, statuses, "twitter", "statuses", msgs); n < 45 {
		t.Errorf("%d codecs validated, want the reflection codecs, easyjson and the generated schema codecs", n)
	}
	doc, err := Document()
	if err != nil {
		t.Fatal(err)
	}
	doc.Statuses = doc.Statuses[:10]
	pubdoctest.EveryCodec(t, pubdoctest.Def[*Twitter](t, ds, "doc"), "twitter", "doc", []*Twitter{doc})
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
