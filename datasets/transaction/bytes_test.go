package transaction

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"math/big"
	"os"
	"strings"
	"testing"

	"github.com/serbench/serbench/codecs"
	"github.com/serbench/serbench/suite"
)

var update = flag.Bool("update", false, "rewrite testdata/encoded.txt")

// TestEncodedBytes pins every bound codec's encoded size and bytes on a
// small message (generated transactions and the edges every codec
// carries), so that a change to a codec's code shows in the golden file
// as the codecs whose bytes it changed. Where two encodings of the message
// differ (goavro-json's) and for gob, whose bytes hold type numbers that
// depend on what the process encoded before, only the size is pinned.
func TestEncodedBytes(t *testing.T) {
	edges := Generate(6)
	edges[0].From = nil
	edges[1].Signature = nil
	edges[2].Data = nil
	edges[3].Signature = &Signature{R: big.NewInt(0), S: big.NewInt(1)}
	msgs := [][]*Transaction{Generate(6), edges}
	d := *Dataset().(*suite.Def[[]*Transaction])
	d.Generate = func(string) ([][]*Transaction, error) { return msgs, nil }
	l, err := d.Load("5000")
	if err != nil {
		t.Fatal(err)
	}
	var got strings.Builder
	got.WriteString("# codec, then per message (generated, edges): size and the bytes' SHA-256 prefix\n")
	for _, b := range suite.BindAll(&d, "5000", codecs.All()) {
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
			if b.Codec.Name == "gob" || !bytes.Equal(enc, again.Encoded(i)) {
				h = "-"
			}
			fmt.Fprintf(&got, " %d %s", len(enc), h)
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
