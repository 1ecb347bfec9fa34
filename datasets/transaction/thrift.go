//go:build !serbench_lean || serbench_thrift

package transaction

import (
	"fmt"

	"github.com/serbench/serbench/codecs/thrift"
	"github.com/serbench/serbench/datasets/transaction/thriftgen"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// thriftConv is the Thrift conversion (compact.go).
func thriftConv() thrift.Conv[[]*Transaction, thriftgen.Transactions, *thriftgen.Transactions] {
	return thrift.Offer(toThrift, fromThrift, visitThrift)
}

var _ = suite.Offer(&offers, "", thriftConv)

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
