package golang

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/serbench/serbench/codecs"
	"github.com/serbench/serbench/internal/pubdoc/pubdoctest"
	"github.com/serbench/serbench/suite"
)

var update = flag.Bool("update", false, "rewrite testdata/encoded.txt")

// TestEncodedBytes pins every bound codec's encoded size and bytes on an
// excerpt of the tree (excerpt), so that a change to
// the model or to a codec's code shows in the golden file as the codecs
// whose bytes it changed. Where two encodings of a message differ, for
// gob (whose bytes hold type numbers that depend on what the process
// encoded before) and for the +any forms (maps, written in Go's map order
// by some libraries), only the size is pinned; sereal's size varies from
// one encoding of the tree to the next, and is not pinned either.
func TestEncodedBytes(t *testing.T) {
	d := *pubdoctest.Def[*Source](t, Dataset(), "doc")
	msgs := []*Source{excerpt(t)}
	d.Generate = func(string) ([]*Source, error) { return msgs, nil }
	l, err := d.Load("doc")
	if err != nil {
		t.Fatal(err)
	}
	var got strings.Builder
	got.WriteString("# codec, then the excerpt's size and the bytes' SHA-256 prefix\n")
	for _, b := range suite.BindAll(&d, "doc", codecs.All()) {
		p, err := l.Prepare(b)
		if err != nil {
			t.Errorf("%s: %v", b.Codec.Name, err)
			continue
		}
		again, err := l.Prepare(b)
		if err != nil {
			t.Errorf("%s: %v", b.Codec.Name, err)
			continue
		}
		fmt.Fprintf(&got, "%s", b.Codec.Name)
		for i := range msgs {
			enc := p.Encoded(i)
			sum := sha256.Sum256(enc)
			h := hex.EncodeToString(sum[:8])
			if b.Codec.Name == "gob" || strings.HasSuffix(b.Codec.Name, "+any") || !bytes.Equal(enc, again.Encoded(i)) {
				h = "-"
			}
			size := fmt.Sprint(len(enc))
			if b.Codec.Name == "sereal" {
				size = "-"
			}
			fmt.Fprintf(&got, " %s %s", size, h)
		}
		got.WriteString("\n")
	}
	const golden = "testdata/encoded.txt"
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(golden, []byte(got.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if got.String() != string(want) {
		t.Errorf("encoded bytes differ from %s (go test -run TestEncodedBytes -update rewrites it):\ngot:\n%swant:\n%s", golden, got.String(), want)
	}
}
