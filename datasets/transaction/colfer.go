//go:build !serbench_lean || serbench_colfer

package transaction

import (
	"fmt"

	"github.com/serbench/serbench/codecs/colfer"
	"github.com/serbench/serbench/datasets/transaction/colf"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// colferConv is the Colfer conversion (compact.go).
func colferConv() colfer.Conv[[]*Transaction, colf.Transactions, *colf.Transactions] {
	return colfer.Offer(toColfer, fromColfer, visitColfer)
}

var _ = suite.Offer(&offers, "", colferConv)

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
