//go:build !serbench_lean || serbench_msgp

package transaction

import (
	msgpcodec "github.com/serbench/serbench/codecs/msgp"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// msgpConv is the conversion to the msgp mirror (msgp_mirror_gen.go).
func msgpConv() msgpcodec.Conv[[]*Transaction, TransactionsMP, *TransactionsMP] {
	return msgpTransactions(msgpVisit)
}

var _ = suite.Offer(&offers, "", msgpConv)

// msgpVisit is Digest computed over the msgp mirror's fields, where R and S
// are already 32-byte big-endian numbers.
func msgpVisit(h *digest.Hasher, txs *TransactionsMP) {
	h.Len(len(*txs))
	for _, tx := range *txs {
		if tx == nil {
			h.Len(0)
			continue
		}
		h.Len(1)
		h.Bytes(tx.Data)
		if tx.From == nil {
			h.Len(0)
		} else {
			h.Len(1)
			h.Bytes(tx.From.Key)
		}
		if tx.Signature == nil {
			h.Len(0)
		} else {
			h.Len(1)
			for _, x := range [2][]byte{tx.Signature.R, tx.Signature.S} {
				if len(x) == ScalarLen {
					h.Bytes(x)
				} else {
					// The model's digest of a nil scalar, the only other
					// value the mirror holds.
					h.Bytes(nil)
					h.String("<nil>")
				}
			}
		}
		h.Uint64(tx.Nonce)
	}
}
