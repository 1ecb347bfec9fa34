// Colfer, Bebop and Thrift conversions of the transaction dataset:
// generated structs field for field transaction.proto's messages, the
// signature packed as R‖S like the protobuf conversion's. The conversions
// share Data and Key with the model (untimed, never written). Like
// protobuf, these formats have no absent bytes: an empty key is read back
// as no key, and a list element is never nil.

package transaction

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/serbench/serbench/datasets/transaction/bop"
	"github.com/serbench/serbench/datasets/transaction/colf"
	"github.com/serbench/serbench/datasets/transaction/thriftgen"
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

func toColfer(txs []*Transaction) (*colf.Transactions, error) {
	out := &colf.Transactions{Txx: make([]*colf.Transaction, len(txs))}
	for i, tx := range txs {
		from, sig, err := txFields(i, tx)
		if err != nil {
			return nil, err
		}
		out.Txx[i] = &colf.Transaction{Data: tx.Data, From: from, Signature: sig, Nonce: tx.Nonce}
	}
	return out, nil
}

func fromColfer(c *colf.Transactions) ([]*Transaction, error) {
	out := make([]*Transaction, len(c.Txx))
	for i, t := range c.Txx {
		if t == nil {
			return nil, fmt.Errorf("transaction %d: %w", i, errNilTx)
		}
		tx, err := txModel(i, t.Data, t.From, t.Signature, t.Nonce)
		if err != nil {
			return nil, err
		}
		out[i] = tx
	}
	return out, nil
}

func visitColfer(h *digest.Hasher, c *colf.Transactions) {
	h.Len(len(c.Txx))
	for _, t := range c.Txx {
		if t == nil {
			h.Uint64(errMark)
			continue
		}
		visitTx(h, t.Data, t.From, t.Signature, t.Nonce)
	}
}

func toBebop(txs []*Transaction) (*bop.Transactions, error) {
	out := &bop.Transactions{Txx: make([]bop.Transaction, len(txs))}
	for i, tx := range txs {
		from, sig, err := txFields(i, tx)
		if err != nil {
			return nil, err
		}
		out.Txx[i] = bop.Transaction{Data: tx.Data, From: from, Signature: sig, Nonce: tx.Nonce}
	}
	return out, nil
}

func fromBebop(b *bop.Transactions) ([]*Transaction, error) {
	out := make([]*Transaction, len(b.Txx))
	for i := range b.Txx {
		t := &b.Txx[i]
		tx, err := txModel(i, t.Data, t.From, t.Signature, t.Nonce)
		if err != nil {
			return nil, err
		}
		out[i] = tx
	}
	return out, nil
}

func visitBebop(h *digest.Hasher, b *bop.Transactions) {
	h.Len(len(b.Txx))
	for i := range b.Txx {
		t := &b.Txx[i]
		visitTx(h, t.Data, t.From, t.Signature, t.Nonce)
	}
}

// toThrift stores the nonce as Thrift's i64, same bits.
func toThrift(txs []*Transaction) (*thriftgen.Transactions, error) {
	out := &thriftgen.Transactions{Txx: make([]*thriftgen.Transaction, len(txs))}
	for i, tx := range txs {
		from, sig, err := txFields(i, tx)
		if err != nil {
			return nil, err
		}
		out.Txx[i] = &thriftgen.Transaction{Data: tx.Data, FromKey: from, Signature: sig, Nonce: int64(tx.Nonce)}
	}
	return out, nil
}

func fromThrift(p *thriftgen.Transactions) ([]*Transaction, error) {
	out := make([]*Transaction, len(p.Txx))
	for i, t := range p.Txx {
		if t == nil {
			return nil, fmt.Errorf("transaction %d: %w", i, errNilTx)
		}
		tx, err := txModel(i, t.Data, t.FromKey, t.Signature, uint64(t.Nonce))
		if err != nil {
			return nil, err
		}
		out[i] = tx
	}
	return out, nil
}

func visitThrift(h *digest.Hasher, p *thriftgen.Transactions) {
	h.Len(len(p.Txx))
	for _, t := range p.Txx {
		if t == nil {
			h.Uint64(errMark)
			continue
		}
		visitTx(h, t.Data, t.FromKey, t.Signature, uint64(t.Nonce))
	}
}
