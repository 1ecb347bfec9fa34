package citm

import (
	"flag"
	"testing"

	"github.com/serbench/serbench/internal/pubdoc/pubdoctest"
)

var update = flag.Bool("update", false, "rewrite testdata/encoded.txt")

// TestEncodedBytes pins every bound codec's encoded size and bytes on the
// first three performances.
func TestEncodedBytes(t *testing.T) {
	d := *pubdoctest.Def[*Performance](t, Dataset(), "performances")
	all, err := d.Generate("performances")
	if err != nil {
		t.Fatal(err)
	}
	pubdoctest.EncodedBytes(t, d, "performances", all[:3], pubdoctest.Golden{
		File:   "testdata/encoded.txt",
		Header: "# codec, then per performance: size and the bytes' SHA-256 prefix",
		Update: *update,
	})
}
