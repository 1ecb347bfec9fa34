package twitter

import (
	"flag"
	"testing"

	"github.com/serbench/serbench/internal/pubdoc/pubdoctest"
)

var update = flag.Bool("update", false, "rewrite testdata/encoded.txt")

// TestEncodedBytes pins every bound codec's encoded size and bytes on the
// first three statuses (a status and two retweets).
func TestEncodedBytes(t *testing.T) {
	d := *pubdoctest.Def[*Status](t, Dataset(), "statuses")
	all, err := d.Generate("statuses")
	if err != nil {
		t.Fatal(err)
	}
	pubdoctest.EncodedBytes(t, d, "statuses", all[:3], pubdoctest.Golden{
		File:   "testdata/encoded.txt",
		Header: "# codec, then per status: size and the bytes' SHA-256 prefix",
		Update: *update,
	})
}
