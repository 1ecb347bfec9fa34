package transaction

import (
	"testing"

	"github.com/serbench/serbench/codecs/avro"
	"github.com/serbench/serbench/codecs/baseline"
	"github.com/serbench/serbench/codecs/goavro"
	"github.com/serbench/serbench/suite"
)

// The Avro schema's unions and the baseline's presence bytes keep every
// nil of the model, which the generator never makes: a nil transaction, a
// nil From, a nil Signature, an empty key.
func TestNilsSurvive(t *testing.T) {
	txs := Generate(2)
	txs = append(txs, nil,
		&Transaction{Data: []byte{1}, Nonce: 1 << 63},
		&Transaction{From: &PublicKey{}, Signature: txs[0].Signature})
	d := *Dataset().(*suite.Def[[]*Transaction])
	d.Generate = func(string) ([][]*Transaction, error) { return [][]*Transaction{txs}, nil }
	l, err := d.Load("5000")
	if err != nil {
		t.Fatal(err)
	}
	bound := suite.BindAll(&d, "5000", []suite.Codec{avro.Codec, goavro.Codec, baseline.Codec})
	if len(bound) != 3 {
		t.Fatalf("%d of 3 codecs bound", len(bound))
	}
	for _, b := range bound {
		if _, err := l.Prepare(b); err != nil {
			t.Errorf("%s: %v", b.Codec.Name, err)
		}
	}
}
