// What the Colfer, Bebop and Thrift conversions (colfer.go, bebop.go,
// thrift.go) share: their generated structs are field for field
// transaction.proto's messages, the signature packed as R‖S like the
// protobuf conversion's. The conversions share Data and Key with the model
// (untimed, never written). Like protobuf, these formats have no absent
// bytes: an empty key is read back as no key, and a list element is never
// nil. This file imports no codec and no generated package, so it is
// compiled in every build.

package transaction

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/serbench/serbench/digest"
)

var errNilTx = errors.New("nil transaction")

// txFields are a transaction's values as the generated structs hold them.
func txFields(i int, tx *Transaction) (from, sig []byte, err error) {
	if tx == nil {
		return nil, nil, fmt.Errorf("transaction %d: %w", i, errNilTx)
	}
	if tx.From != nil {
		from = tx.From.Key
	}
	if tx.Signature != nil {
		sig = make([]byte, 2*ScalarLen)
		if !scalarBytes(sig[:ScalarLen], tx.Signature.R) || !scalarBytes(sig[ScalarLen:], tx.Signature.S) {
			return nil, nil, fmt.Errorf("transaction %d: signature scalar does not fit %d bytes", i, ScalarLen)
		}
	}
	return from, sig, nil
}

// txModel is txFields' inverse.
func txModel(i int, data, from, sig []byte, nonce uint64) (*Transaction, error) {
	tx := &Transaction{Data: data, Nonce: nonce}
	if len(from) > 0 {
		tx.From = &PublicKey{Key: from}
	}
	if len(sig) > 0 {
		if len(sig) != 2*ScalarLen {
			return nil, fmt.Errorf("transaction %d: signature of %d bytes, want %d", i, len(sig), 2*ScalarLen)
		}
		tx.Signature = &Signature{R: new(big.Int).SetBytes(sig[:ScalarLen]), S: new(big.Int).SetBytes(sig[ScalarLen:])}
	}
	return tx, nil
}

// visitTx is digestTx over a generated struct's fields.
func visitTx(h *digest.Hasher, data, from, sig []byte, nonce uint64) {
	h.Len(1) // present: the lists have no nil elements
	h.Bytes(data)
	if len(from) == 0 {
		h.Len(0)
	} else {
		h.Len(1)
		h.Bytes(from)
	}
	switch len(sig) {
	case 0:
		h.Len(0)
	case 2 * ScalarLen:
		h.Len(1)
		h.Bytes(sig[:ScalarLen])
		h.Bytes(sig[ScalarLen:])
	default:
		h.Uint64(errMark)
	}
	h.Uint64(nonce)
}
