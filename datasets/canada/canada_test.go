package canada

import (
	"testing"

	"github.com/serbench/serbench/internal/pubdoc"
)

// The model carries the whole document: encoding/json writes back the same
// JSON value, every float to its exact decimal value.
func TestModelCarriesTheDocument(t *testing.T) {
	if err := pubdoc.RoundTrip[*FeatureCollection](document, documentSHA256); err != nil {
		t.Fatal(err)
	}
}
