//go:build !serbench_lean || serbench_symphony

package transaction

import (
	"fmt"

	"github.com/serbench/serbench/codecs/symphony"
	"github.com/serbench/serbench/datasets/transaction/pb"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// symphonyConv reads the protobuf conversion's messages in place (its
// workers compile protobuf.go too).
func symphonyConv() symphony.Conv[[]*Transaction, *pb.Transactions, pb.TransactionsRaw] {
	return symphony.Offer(protoConv(), pb.OpenTransactionsRaw, visitRaw)
}

var _ = suite.Offer(&offers, "", symphonyConv)

// visitRaw is Digest computed through the Symphony Raw getters, in
// visitProto's order: bytes are sub-slices of the message, never copied.
func visitRaw(h *digest.Hasher, r pb.TransactionsRaw) error {
	txs, err := r.Txx()
	if err != nil {
		return err
	}
	n := txs.Len()
	h.Len(n)
	for i := range n {
		t, err := txs.Next()
		if err == nil {
			err = visitTxRaw(h, t)
		}
		if err != nil {
			return fmt.Errorf("transaction %d: %w", i, err)
		}
	}
	return nil
}

func visitTxRaw(h *digest.Hasher, t pb.TransactionRaw) error {
	h.Len(1) // present: Symphony, like protobuf, has no nil elements
	data, err := t.Data()
	if err != nil {
		return err
	}
	h.Bytes(data)
	// Empty bytes are absent, as in protobuf: proto3 cannot tell them apart.
	from, err := t.From()
	if err != nil {
		return err
	}
	if len(from) == 0 {
		h.Len(0)
	} else {
		h.Len(1)
		h.Bytes(from)
	}
	sig, err := t.Signature()
	if err != nil {
		return err
	}
	if len(sig) != 2*ScalarLen {
		h.Len(0)
	} else {
		h.Len(1)
		h.Bytes(sig[:ScalarLen])
		h.Bytes(sig[ScalarLen:])
	}
	nonce, err := t.Nonce()
	if err != nil {
		return err
	}
	h.Uint64(nonce)
	return nil
}
