//go:build !serbench_lean || serbench_baseline

package transaction

import (
	"fmt"
	"math/big"

	"github.com/serbench/serbench/codecs/baseline"
	"github.com/serbench/serbench/suite"
)

// baselineConv is the hand-written floor: per transaction a presence byte,
// then every field in order, From and Signature behind presence bytes, R
// and S as 32-byte big-endian numbers.
func baselineConv() baseline.Conv[[]*Transaction] {
	return baseline.Conv[[]*Transaction]{Size: baselineSize, Append: baselineAppend, Read: baselineRead}
}

var _ = suite.Offer(&offers, "", baselineConv)

// minTxSize is the smallest encoded transaction: a presence byte.
const minTxSize = 1

func baselineSize(txs []*Transaction) int {
	n := baseline.SizeLen
	for _, tx := range txs {
		n++
		if tx == nil {
			continue
		}
		n += baseline.SizeString(len(tx.Data)) + 1 + 1 + 8
		if tx.From != nil {
			n += baseline.SizeString(len(tx.From.Key))
		}
		if tx.Signature != nil {
			n += 2 * ScalarLen
		}
	}
	return n
}

// baselineAppend writes a scalar that does not fit 32 bytes as zeros: the
// round trip then differs and validation fails, as no codec may hide it.
func baselineAppend(b []byte, txs []*Transaction) []byte {
	b = baseline.AppendLen(b, len(txs))
	for _, tx := range txs {
		b = baseline.AppendPresent(b, tx != nil)
		if tx == nil {
			continue
		}
		b = baseline.AppendBytes(b, tx.Data)
		b = baseline.AppendPresent(b, tx.From != nil)
		if tx.From != nil {
			b = baseline.AppendBytes(b, tx.From.Key)
		}
		b = baseline.AppendPresent(b, tx.Signature != nil)
		if tx.Signature != nil {
			for _, x := range [2]*big.Int{tx.Signature.R, tx.Signature.S} {
				b = append(b, make([]byte, ScalarLen)...)
				scalarBytes(b[len(b)-ScalarLen:], x)
			}
		}
		b = baseline.AppendUint64(b, tx.Nonce)
	}
	return b
}

func baselineRead(r *baseline.Reader) []*Transaction {
	n := r.Count(minTxSize)
	txs := make([]*Transaction, n)
	for i := range txs {
		if !r.Present() {
			continue
		}
		tx := &Transaction{Data: r.Bytes()}
		if r.Present() {
			tx.From = &PublicKey{Key: r.Bytes()}
		}
		if r.Present() {
			rb, sb := r.Fixed(ScalarLen), r.Fixed(ScalarLen)
			if sb == nil {
				r.Fail(fmt.Errorf("transaction %d: signature cut short", i))
				return nil
			}
			tx.Signature = &Signature{R: new(big.Int).SetBytes(rb), S: new(big.Int).SetBytes(sb)}
		}
		tx.Nonce = r.Uint64()
		if r.Err() != nil {
			return nil
		}
		txs[i] = tx
	}
	return txs
}
