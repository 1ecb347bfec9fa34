package golang

import (
	"flag"
	"testing"

	"github.com/serbench/serbench/internal/pubdoc/pubdoctest"
)

var update = flag.Bool("update", false, "rewrite testdata/encoded.txt")

// TestEncodedBytes pins every bound codec's encoded size and bytes on an
// excerpt of the tree (excerpt); sereal's size varies from one encoding of
// the tree to the next, and is not pinned.
func TestEncodedBytes(t *testing.T) {
	pubdoctest.EncodedBytes(t, *pubdoctest.Def[*Source](t, Dataset(), "doc"), "doc", []*Source{excerpt(t)}, pubdoctest.Golden{
		File:   "testdata/encoded.txt",
		Header: "# codec, then the excerpt's size and the bytes' SHA-256 prefix",
		Update: *update,
		Sizes:  []string{"sereal"},
	})
}
