//go:build !serbench_lean || serbench_msgp

package transaction

import "github.com/serbench/serbench/digest"

// msgpVisit is Digest computed over the msgp mirror's fields, where R and S
// are already 32-byte big-endian numbers. It is written by hand: the mirror
// stores each *big.Int as bytes, which the model's digest cannot read, so
// mirrorgen -digest declines it (and Digest is not generated). The mirror
// and its offer are generated (msgp_mirror_gen.go).
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
