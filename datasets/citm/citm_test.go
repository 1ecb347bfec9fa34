package citm

import (
	"testing"

	"github.com/serbench/serbench/internal/pubdoc"
)

// The model carries the whole document: encoding/json writes back the same
// JSON value, map keys, nulls and empty lists included.
func TestModelCarriesTheDocument(t *testing.T) {
	if err := pubdoc.RoundTrip[*Catalog](document, documentSHA256); err != nil {
		t.Fatal(err)
	}
}
