//go:build !serbench_lean || serbench_capnp

// Cap'n Proto conversion of the transaction dataset. The set fills one
// Transactions root holding every transaction, as the protobuf binding
// encodes one Transactions message, and stores the signature as
// transaction.proto does: R‖S, each left-padded to 32 bytes. A null Data
// pointer is an absent field and a zero-length one an empty value, so a nil
// From or Signature stays apart from an empty key and the round trip is
// exact. A struct list has no nil elements, so a nil transaction, like a
// signature scalar over 32 bytes, is an error of the set.

package transaction

import (
	"bytes"
	"fmt"
	"math"
	"math/big"

	"github.com/serbench/serbench/codecs/capnp"
	"github.com/serbench/serbench/datasets/transaction/capnpb"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// capnpConv is the Cap'n Proto conversion.
func capnpConv() capnp.Conv[[]*Transaction, capnpb.Transactions] {
	return capnp.Offer(capnpb.NewRootTransactions, cpSetTransactions, capnpb.ReadRootTransactions, cpVisitTransactions, cpToTransactions)
}

var _ = suite.Offer(&offers, "", capnpConv)

// cpSetTransactions fills root with txs.
func cpSetTransactions(root capnpb.Transactions, txs []*Transaction) error {
	if len(txs) > math.MaxInt32 {
		return fmt.Errorf("capnp: %d transactions exceed a list's length", len(txs))
	}
	l, err := root.NewTxx(int32(len(txs)))
	if err != nil {
		return fmt.Errorf("capnp: transaction list: %w", err)
	}
	for i, tx := range txs {
		if err := cpSetTransaction(l.At(i), tx); err != nil {
			return fmt.Errorf("capnp: transaction %d: %w", i, err)
		}
	}
	return nil
}

func cpSetTransaction(c capnpb.Transaction, tx *Transaction) error {
	if tx == nil {
		return fmt.Errorf("nil transaction: a struct list has no nil elements")
	}
	if err := c.SetData(tx.Data); err != nil {
		return fmt.Errorf("data: %w", err)
	}
	if tx.From != nil {
		key := tx.From.Key
		if key == nil {
			key = []byte{} // present: SetFrom(nil) would write a null pointer
		}
		if err := c.SetFrom(key); err != nil {
			return fmt.Errorf("from: %w", err)
		}
	}
	if tx.Signature != nil {
		var sig [2 * ScalarLen]byte
		if !scalarBytes(sig[:ScalarLen], tx.Signature.R) || !scalarBytes(sig[ScalarLen:], tx.Signature.S) {
			return fmt.Errorf("signature scalar does not fit %d bytes", ScalarLen)
		}
		if err := c.SetSignature(sig[:]); err != nil {
			return fmt.Errorf("signature: %w", err)
		}
	}
	c.SetNonce(tx.Nonce)
	return nil
}

// cpVisitTransactions is Digest computed through the generated accessors,
// in visitProto's order; the bytes are read in place.
func cpVisitTransactions(h *digest.Hasher, c capnpb.Transactions) {
	l, err := c.Txx()
	if err != nil {
		h.Uint64(errMark)
		return
	}
	h.Len(l.Len())
	for i := range l.Len() {
		tx := l.At(i)
		h.Len(1) // present: a struct list has no nil elements
		if b, err := tx.Data(); err != nil {
			h.Uint64(errMark)
		} else {
			h.Bytes(b)
		}
		if !tx.HasFrom() {
			h.Len(0)
		} else if b, err := tx.From(); err != nil {
			h.Uint64(errMark)
		} else {
			h.Len(1)
			h.Bytes(b)
		}
		if !tx.HasSignature() {
			h.Len(0)
		} else if sig, err := tx.Signature(); err != nil || len(sig) != 2*ScalarLen {
			h.Uint64(errMark)
		} else {
			h.Len(1)
			h.Bytes(sig[:ScalarLen])
			h.Bytes(sig[ScalarLen:])
		}
		h.Uint64(tx.Nonce())
	}
}

// cpToTransactions copies the bytes out of the message, so that the model
// does not pin or alias it.
func cpToTransactions(c capnpb.Transactions) ([]*Transaction, error) {
	l, err := c.Txx()
	if err != nil {
		return nil, fmt.Errorf("capnp: transaction list: %w", err)
	}
	out := make([]*Transaction, l.Len())
	for i := range l.Len() {
		if out[i], err = cpToTransaction(l.At(i)); err != nil {
			return nil, fmt.Errorf("capnp: transaction %d: %w", i, err)
		}
	}
	return out, nil
}

func cpToTransaction(c capnpb.Transaction) (*Transaction, error) {
	data, err := c.Data()
	if err != nil {
		return nil, fmt.Errorf("data: %w", err)
	}
	tx := &Transaction{Data: bytes.Clone(data), Nonce: c.Nonce()}
	if c.HasFrom() {
		key, err := c.From()
		if err != nil {
			return nil, fmt.Errorf("from: %w", err)
		}
		if key == nil {
			key = []byte{} // a present key, whatever the accessor returns for zero length
		}
		tx.From = &PublicKey{Key: bytes.Clone(key)}
	}
	if c.HasSignature() {
		sig, err := c.Signature()
		if err != nil {
			return nil, fmt.Errorf("signature: %w", err)
		}
		if len(sig) != 2*ScalarLen {
			return nil, fmt.Errorf("signature of %d bytes, want %d", len(sig), 2*ScalarLen)
		}
		tx.Signature = &Signature{R: new(big.Int).SetBytes(sig[:ScalarLen]), S: new(big.Int).SetBytes(sig[ScalarLen:])}
	}
	return tx, nil
}
