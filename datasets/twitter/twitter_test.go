package twitter

import (
	"testing"

	"github.com/serbench/serbench/internal/pubdoc"
)

// The model carries the whole document: encoding/json writes back the same
// JSON value, ids and nulls included.
func TestModelCarriesTheDocument(t *testing.T) {
	if err := pubdoc.RoundTrip[*Twitter](document, documentSHA256); err != nil {
		t.Fatal(err)
	}
}
