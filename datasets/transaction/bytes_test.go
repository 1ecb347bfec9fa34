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
	txs := Generate(6)
	txs[0].From = nil
	txs[1].Signature = nil
	txs[2].Data = nil
	txs[3].Signature = &Signature{R: big.NewInt(0), S: big.NewInt(1)}
	d := *Dataset().(*suite.Def[[]*Transaction])
	d.Generate = func(string) ([][]*Transaction, error) { return [][]*Transaction{txs}, nil }
	l, err := d.Load("5000")
	if err != nil {
		t.Fatal(err)
	}
	var got strings.Builder
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
		enc := p.Encoded(0)
		sum := sha256.Sum256(enc)
		h := hex.EncodeToString(sum[:8])
		if b.Codec.Name == "gob" || !bytes.Equal(enc, again.Encoded(0)) {
			h = "-"
		}
		fmt.Fprintf(&got, "%s %d %s\n", b.Codec.Name, len(enc), h)
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
