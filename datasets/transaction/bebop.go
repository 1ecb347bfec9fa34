//go:build !serbench_lean || serbench_bebop

package transaction

import (
	"github.com/serbench/serbench/codecs/bebop"
	"github.com/serbench/serbench/datasets/transaction/bop"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// bebopConv is the Bebop conversion (compact.go).
func bebopConv() bebop.Conv[[]*Transaction, bop.Transactions, *bop.Transactions] {
	return bebop.Offer(toBebop, fromBebop, visitBebop)
}

var _ = suite.Offer(&offers, "", bebopConv)

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
