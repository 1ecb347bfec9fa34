package transaction

import (
	"encoding/json"
	"math/big"
	"reflect"
	"testing"

	"github.com/mailru/easyjson"

	"github.com/serbench/serbench/codecs"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

func TestGenerateShape(t *testing.T) {
	txs := Generate(100)
	again := Generate(100)
	if err := Equal(txs, again); err != nil {
		t.Fatalf("generator is not deterministic: %v", err)
	}
	for i, tx := range txs {
		if len(tx.Data) != DataSize || len(tx.From.Key) != KeySize || tx.Nonce != uint64(i) {
			t.Fatalf("transaction %d has the wrong shape", i)
		}
		if k := tx.From.Key[0]; k != 0x02 && k != 0x03 {
			t.Fatalf("transaction %d: key prefix %#x is not a compressed point", i, k)
		}
		if tx.Signature.R.BitLen() > 256 || tx.Signature.S.BitLen() > 256 {
			t.Fatalf("transaction %d: scalar over 256 bits", i)
		}
	}
}

func TestEveryBindingOnTheSmallestVariant(t *testing.T) {
	ds := Dataset()
	l, err := ds.Load("5000")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range suite.BindAll(ds, "5000", codecs.All()) {
		p, err := l.Prepare(c)
		if err != nil {
			t.Errorf("%s: %v", c.Codec.Name, err)
			continue
		}
		if p.UnitsPerOp != 5000 {
			t.Errorf("%s: %v transactions per op", c.Codec.Name, p.UnitsPerOp)
		}
		for _, op := range c.Ops {
			if err := p.Loop(op)(1); err != nil {
				t.Errorf("%s/%s: %v", c.Codec.Name, op, err)
			}
		}
		if c.Codec.Name == "protobuf" {
			// About 1.13 kB per transaction (SPEC 2.1).
			if per := p.EncodedBytes / 5000; per < 1100 || per > 1160 {
				t.Errorf("protobuf: %.0f bytes per transaction", per)
			}
		}
	}
}

func TestDigestAndEqualSeeEveryField(t *testing.T) {
	base := Generate(3)
	mutations := map[string]func(*Transaction){
		"data":  func(tx *Transaction) { tx.Data[7] ^= 1 },
		"key":   func(tx *Transaction) { tx.From.Key[32] ^= 1 },
		"r":     func(tx *Transaction) { tx.Signature.R = new(big.Int).Add(tx.Signature.R, big.NewInt(1)) },
		"s":     func(tx *Transaction) { tx.Signature.S = new(big.Int).Add(tx.Signature.S, big.NewInt(1)) },
		"nonce": func(tx *Transaction) { tx.Nonce++ },
		"from":  func(tx *Transaction) { tx.From = nil },
	}
	for name, mutate := range mutations {
		txs := Generate(3)
		mutate(txs[1])
		if digest.Of(Digest, txs) == digest.Of(Digest, base) {
			t.Errorf("%s: digest unchanged", name)
		}
		if Equal(base, txs) == nil {
			t.Errorf("%s: Equal saw no difference", name)
		}
	}
}

func TestVariants(t *testing.T) {
	info := Dataset().Info()
	full := map[string]bool{}
	for _, v := range info.Variants {
		full[v.Name] = v.Full
	}
	if len(full) != 4 || full["200000"] || !full["1000000"] {
		t.Errorf("variants %v: want 5000, 30000, 200000 and 1000000 only with --full", full)
	}
	if _, err := Dataset().Load("nope"); err == nil {
		t.Error("unknown variant loaded")
	}
	var _ suite.Dataset = Dataset()
}

// TestEasyJSONMethodsOnTheMirrorOnly checks that easyjson's generated code
// stays off the model, which encoding/json and gob must see bare, and pins
// the document's size for one transaction.
func TestEasyJSONMethodsOnTheMirrorOnly(t *testing.T) {
	for _, typ := range []reflect.Type{
		reflect.TypeFor[*Transaction](), reflect.TypeFor[*PublicKey](), reflect.TypeFor[*Signature](),
	} {
		for _, iface := range []reflect.Type{
			reflect.TypeFor[easyjson.Marshaler](), reflect.TypeFor[easyjson.Unmarshaler](),
			reflect.TypeFor[json.Marshaler](), reflect.TypeFor[json.Unmarshaler](),
		} {
			if typ.Implements(iface) {
				t.Errorf("%v implements %v", typ, iface)
			}
		}
	}
	e := TransactionsEJ(Generate(1))
	b, err := easyjson.Marshal(&e)
	if err != nil {
		t.Fatal(err)
	}
	if len(b) != 1631 {
		t.Errorf("easyjson writes %d bytes for one transaction, want 1631", len(b))
	}
}
