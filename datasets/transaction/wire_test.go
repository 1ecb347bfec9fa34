package transaction

import (
	"math/big"
	"strings"
	"testing"

	"github.com/serbench/serbench/codecs"
	"github.com/serbench/serbench/codecs/protobuf"
	"github.com/serbench/serbench/suite"
)

// The wire form carries the model's values that the seed's protobuf
// binding carried, nils of From and Signature and small scalars included.
func TestWireRoundTrip(t *testing.T) {
	edges := Generate(4)
	edges[0].From = nil
	edges[1].Signature = nil
	edges[2].Data = nil
	edges[3].Signature = &Signature{R: big.NewInt(0), S: big.NewInt(1)}
	for name, txs := range map[string][]*Transaction{"generated": Generate(20), "edges": edges, "none": {}} {
		w, err := ToWire(txs)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		back, err := FromWire(w)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if err := Equal(txs, back); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// What the wire form cannot carry is refused, never changed silently: a
// nil transaction, a scalar that is negative or over 32 bytes, a
// signature of another length; an empty key (no key on the wire) leaves
// the schema codecs out of such a message.
func TestWireRefuses(t *testing.T) {
	for name, mutate := range map[string]func(tx *Transaction){
		"big scalar":      func(tx *Transaction) { tx.Signature.R = new(big.Int).Lsh(big.NewInt(1), 300) },
		"negative scalar": func(tx *Transaction) { tx.Signature.S = big.NewInt(-1) },
		"nil scalar":      func(tx *Transaction) { tx.Signature.R = nil },
	} {
		txs := Generate(2)
		mutate(txs[1])
		if _, err := ToWire(txs); err == nil {
			t.Errorf("%s: converted", name)
		}
	}
	if _, err := ToWire([]*Transaction{nil}); err == nil {
		t.Error("a nil transaction converted")
	}
	if _, err := FromWire(&WireTransactions{Txx: []*WireTransaction{{Signature: make([]byte, 63)}}}); err == nil {
		t.Error("a 63-byte signature converted")
	}
	txs := Generate(2)
	txs[1].From.Key = []byte{}
	def := Dataset().(*suite.Def[[]*Transaction])
	c := protobuf.Codec
	if err := suite.Validate(def, &c, [][]*Transaction{txs}); err == nil || !strings.Contains(err.Error(), "does not carry") {
		t.Errorf("an empty key: error %v, want the wire form's refusal", err)
	}
}

// Every codec bound through the wire form carries an empty list.
func TestWireCodecsOnNoTransactions(t *testing.T) {
	def := Dataset().(*suite.Def[[]*Transaction])
	n := 0
	for _, c := range codecs.All() {
		if _, ok := c.Bind(def); ok {
			continue // bound to the model itself
		}
		if _, ok := def.Bind("5000", &c); !ok {
			continue
		}
		n++
		if err := suite.Validate(def, &c, [][]*Transaction{{}}); err != nil {
			t.Errorf("%s: %v", c.Name, err)
		}
	}
	if n < 15 {
		t.Errorf("%d codecs bound through the wire form", n)
	}
}
