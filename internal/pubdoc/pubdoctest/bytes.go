package pubdoctest

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/serbench/serbench/codecs"
	"github.com/serbench/serbench/suite"
)

// Golden says how EncodedBytes pins a variant's encodings.
type Golden struct {
	File   string   // the golden file, e.g. testdata/encoded.txt
	Header string   // its first line, saying what each column is
	Update bool     // rewrite File instead of comparing (a test's -update flag)
	Sizes  []string // codecs whose size varies from one encoding to the next: neither size nor bytes pinned
}

// EncodedBytes pins every codec bound to d's variant on msgs: per message
// the encoded size and the bytes' SHA-256 prefix, one line per codec, so
// that a change to the model or to a codec's code shows in the golden file
// as the codecs whose bytes it changed. Where two encodings of a message
// differ, for gob (whose bytes hold type numbers that depend on what the
// process encoded before), for the +any forms and goavro-json (maps,
// written in Go's map order: goavro's textual form writes a record's
// fields so), for sereal (whose bytes were seen to vary between two
// encodings of one message) and for any codec whose two encodings in this test differ,
// only the size is pinned.
func EncodedBytes[M any](t *testing.T, d suite.Def[M], variant string, msgs []M, g Golden) {
	t.Helper()
	d.Generate = func(string) ([]M, error) { return msgs, nil }
	l, err := d.Load(variant)
	if err != nil {
		t.Fatal(err)
	}
	var got strings.Builder
	got.WriteString(g.Header + "\n")
	for _, b := range suite.BindAll(&d, variant, codecs.All()) {
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
		got.WriteString(b.Codec.Name)
		for i := range msgs {
			enc := p.Encoded(i)
			sum := sha256.Sum256(enc)
			h := hex.EncodeToString(sum[:8])
			if unordered(b.Codec.Name) || !bytes.Equal(enc, again.Encoded(i)) {
				h = "-"
			}
			size := fmt.Sprint(len(enc))
			if slices.Contains(g.Sizes, b.Codec.Name) {
				size, h = "-", "-"
			}
			fmt.Fprintf(&got, " %s %s", size, h)
		}
		got.WriteString("\n")
	}
	if g.Update {
		if err := os.MkdirAll(filepath.Dir(g.File), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(g.File, []byte(got.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(g.File)
	if err != nil {
		t.Fatal(err)
	}
	if got.String() != string(want) {
		t.Errorf("encoded bytes differ from %s (go test -run TestEncodedBytes -update rewrites it):\ngot:\n%swant:\n%s", g.File, got.String(), want)
	}
}

// unordered names the codecs whose bytes for one message vary from one
// encoding to the next, though two encodings may agree by chance.
func unordered(codec string) bool {
	return codec == "gob" || codec == "goavro-json" || codec == "sereal" || strings.HasSuffix(codec, "+any")
}
