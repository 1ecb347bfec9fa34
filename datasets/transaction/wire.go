package transaction

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/serbench/serbench/suite"
)

// The wire form: transaction.proto's messages, the seed's protobuf binding,
// as Go types whose fields have exactly the schema's types. It differs from
// the model where the seed's protobuf binding did: From is the key's bytes,
// the signature is R‖S (each left-padded to 32 bytes), and the list is a
// message of its own. Every schema codec's code is generated for it
// (generate.go: datasetgen names its messages as transaction.proto does),
// and the model's Def binds those codecs through it (suite.Via): the
// conversions below run outside the timed section, as every conversion
// does, so encode, decode and read time the codec's own types only. gob and
// the reflection codecs, and the msgp and easyjson mirrors, stay on the
// model itself: big.Int through its GobEncoder and JSON number is the
// seed's experiment.

// WireTransaction is transaction.proto's Transaction.
type WireTransaction struct {
	Data      []byte
	From      []byte // the compressed P-256 public key; empty for no key
	Signature []byte // R‖S, 2 × ScalarLen bytes; empty for no signature
	Nonce     uint64
}

// WireTransactions is transaction.proto's Transactions, the message.
type WireTransactions struct {
	Txx []*WireTransaction
}

// errNilTx refuses a nil transaction, which the wire form (like protobuf,
// whose list elements are never nil) cannot carry.
var errNilTx = errors.New("nil transaction: the wire form has no nil list element")

// ToWire is the model as the wire form. It shares Data and Key with the
// model (the conversion is untimed and the bytes are never written), and
// fails where the wire form cannot carry the model: a nil transaction, a
// scalar that is negative or over 32 bytes. An empty key and a nil From
// are both no key there, which the check of the round trip (suite.Via)
// reports.
func ToWire(txs []*Transaction) (*WireTransactions, error) {
	out := &WireTransactions{Txx: make([]*WireTransaction, len(txs))}
	for i, tx := range txs {
		if tx == nil {
			return nil, fmt.Errorf("transaction %d: %w", i, errNilTx)
		}
		w := &WireTransaction{Data: tx.Data, Nonce: tx.Nonce}
		if tx.From != nil {
			w.From = tx.From.Key
		}
		if tx.Signature != nil {
			sig := make([]byte, 2*ScalarLen)
			if !scalarBytes(sig[:ScalarLen], tx.Signature.R) || !scalarBytes(sig[ScalarLen:], tx.Signature.S) {
				return nil, fmt.Errorf("transaction %d: signature scalar does not fit %d bytes", i, ScalarLen)
			}
			w.Signature = sig
		}
		out.Txx[i] = w
	}
	return out, nil
}

// FromWire is ToWire's inverse. A signature of another length than R‖S's
// is an error: no model value has it.
func FromWire(w *WireTransactions) ([]*Transaction, error) {
	if w == nil {
		return nil, errors.New("no message")
	}
	out := make([]*Transaction, len(w.Txx))
	for i, t := range w.Txx {
		if t == nil {
			return nil, fmt.Errorf("transaction %d: %w", i, errNilTx)
		}
		tx := &Transaction{Data: t.Data, Nonce: t.Nonce}
		if len(t.From) > 0 {
			tx.From = &PublicKey{Key: t.From}
		}
		if len(t.Signature) > 0 {
			if len(t.Signature) != 2*ScalarLen {
				return nil, fmt.Errorf("transaction %d: signature of %d bytes, want %d", i, len(t.Signature), 2*ScalarLen)
			}
			tx.Signature = &Signature{R: new(big.Int).SetBytes(t.Signature[:ScalarLen]), S: new(big.Int).SetBytes(t.Signature[ScalarLen:])}
		}
		out[i] = tx
	}
	return out, nil
}

// WireDataset is the Def of the wire form that the model's Def binds the schema
// codecs through: its digest and equality are generated (digest_gen.go,
// equal_gen.go), its conversions offered by the codecs' generated files.
func WireDataset() *suite.Def[*WireTransactions] {
	return &suite.Def[*WireTransactions]{
		Meta:        suite.Info{Name: "transaction"},
		Digest:      hashWireTransactions,
		Equal:       suite.EqualBy(eqWireTransactions),
		Conversions: offers.For("WireTransactions"),
	}
}
