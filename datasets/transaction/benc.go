//go:build !serbench_lean || serbench_benc

package transaction

import (
	"fmt"
	"math/big"

	"github.com/serbench/serbench/codecs/benc"
	"github.com/serbench/serbench/datasets/transaction/bencpb"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// bencConv is the benc conversion: the protobuf conversion's layout, the
// signature packed as R‖S and empty bytes for a nil key or signature.
func bencConv() benc.Conv[[]*Transaction, bencpb.Transactions, *bencpb.Transactions] {
	return benc.Offer(toBenc, fromBenc, visitBenc)
}

var _ = suite.Offer(&offers, "", bencConv)

// toBenc shares Data and Key with the model: conversion is untimed and
// the bytes are never written.
func toBenc(txs []*Transaction) (*bencpb.Transactions, error) {
	out := &bencpb.Transactions{Txx: make([]bencpb.Transaction, len(txs))}
	for i, tx := range txs {
		if tx == nil {
			return nil, fmt.Errorf("transaction %d: nil, which benc's schema cannot hold", i)
		}
		t := &out.Txx[i]
		t.Data, t.Nonce = tx.Data, tx.Nonce
		if tx.From != nil {
			t.From = tx.From.Key
		}
		if tx.Signature != nil {
			t.Signature = make([]byte, 2*ScalarLen)
			if !scalarBytes(t.Signature[:ScalarLen], tx.Signature.R) || !scalarBytes(t.Signature[ScalarLen:], tx.Signature.S) {
				return nil, fmt.Errorf("transaction %d: signature scalar does not fit %d bytes", i, ScalarLen)
			}
		}
	}
	return out, nil
}

func fromBenc(b *bencpb.Transactions) ([]*Transaction, error) {
	out := make([]*Transaction, len(b.Txx))
	for i, t := range b.Txx {
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

// visitBenc is Digest over the generated structs' fields.
func visitBenc(h *digest.Hasher, b *bencpb.Transactions) {
	h.Len(len(b.Txx))
	for i := range b.Txx {
		t := &b.Txx[i]
		h.Len(1) // present: the schema has no nil elements
		h.Bytes(t.Data)
		if len(t.From) == 0 {
			h.Len(0)
		} else {
			h.Len(1)
			h.Bytes(t.From)
		}
		if len(t.Signature) != 2*ScalarLen {
			h.Len(0)
		} else {
			h.Len(1)
			h.Bytes(t.Signature[:ScalarLen])
			h.Bytes(t.Signature[ScalarLen:])
		}
		h.Uint64(t.Nonce)
	}
}
