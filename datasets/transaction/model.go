// Package transaction is the dataset of seed 000: gob against protobuf on
// large slices of blockchain transactions.
package transaction

import (
	"bytes"
	"fmt"
	"math/big"
	"math/rand/v2"

	"github.com/serbench/serbench/digest"
)

// Transaction is the canonical model, shaped as the published benchmark's.
type Transaction struct {
	Data      []byte
	From      *PublicKey
	Signature *Signature
	Nonce     uint64
}

// PublicKey is a compressed P-256 point: 0x02 or 0x03, then 32 bytes of X.
type PublicKey struct {
	Key []byte
}

// Signature is an ECDSA signature.
type Signature struct {
	R, S *big.Int
}

// Sizes of the generated fields.
const (
	DataSize  = 1024
	KeySize   = 33
	ScalarLen = 32 // bytes of R and of S
)

// seed fixes the generator: the same transactions on every run and machine.
var seed = [32]byte{'s', 'e', 'r', 'b', 'e', 'n', 'c', 'h', '/', 't', 'x', '/', '0', '0', '0'}

// Generate returns n transactions. R and S of the published data were real
// P-256 signatures, which are uniformly random 256-bit numbers in effect;
// seeded random numbers of that size are faithful and much cheaper.
func Generate(n int) []*Transaction {
	rng := rand.New(rand.NewChaCha8(seed))
	txs := make([]*Transaction, n)
	var scalar [ScalarLen]byte
	for i := range txs {
		data := make([]byte, DataSize)
		fill(rng, data)
		key := make([]byte, KeySize)
		fill(rng, key)
		key[0] = 0x02 | key[0]&1
		fill(rng, scalar[:])
		r := new(big.Int).SetBytes(scalar[:])
		fill(rng, scalar[:])
		s := new(big.Int).SetBytes(scalar[:])
		txs[i] = &Transaction{Data: data, From: &PublicKey{Key: key}, Signature: &Signature{R: r, S: s}, Nonce: uint64(i)}
	}
	return txs
}

func fill(rng *rand.Rand, b []byte) {
	for i := 0; i < len(b); i += 8 {
		v := rng.Uint64()
		for j := i; j < len(b) && j < i+8; j++ {
			b[j] = byte(v)
			v >>= 8
		}
	}
}

// scalarBytes writes x into dst as a left-padded big-endian number, the
// form the protobuf binding stores (the wire form's, wire.go). It reports false when x does not fit.
func scalarBytes(dst []byte, x *big.Int) bool {
	if x == nil || x.Sign() < 0 || x.BitLen() > 8*len(dst) {
		return false
	}
	x.FillBytes(dst)
	return true
}

// Digest adds transactions to h, the read digest: every field, in field order,
// R and S as 32-byte big-endian numbers.
func Digest(h *digest.Hasher, txs []*Transaction) {
	h.Len(len(txs))
	for _, tx := range txs {
		digestTx(h, tx)
	}
}

func digestTx(h *digest.Hasher, tx *Transaction) {
	if tx == nil {
		h.Len(0)
		return
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
		var buf [ScalarLen]byte
		for _, x := range [2]*big.Int{tx.Signature.R, tx.Signature.S} {
			if scalarBytes(buf[:], x) {
				h.Bytes(buf[:])
			} else {
				h.Bytes(nil) // unrepresentable: no codec can match it silently
				h.String(fmt.Sprint(x))
			}
		}
	}
	h.Uint64(tx.Nonce)
}

// Equal reports the first difference between two transaction lists. It is
// written out rather than reflective because the largest variant has a
// million transactions.
func Equal(want, got []*Transaction) error {
	if len(want) != len(got) {
		return fmt.Errorf("%d transactions, want %d", len(got), len(want))
	}
	for i, w := range want {
		g := got[i]
		switch {
		case (w == nil) != (g == nil):
			return fmt.Errorf("transaction %d: nil mismatch", i)
		case w == nil:
			continue
		case !bytes.Equal(w.Data, g.Data):
			return fmt.Errorf("transaction %d: data differs", i)
		case w.Nonce != g.Nonce:
			return fmt.Errorf("transaction %d: nonce %d, want %d", i, g.Nonce, w.Nonce)
		case (w.From == nil) != (g.From == nil):
			return fmt.Errorf("transaction %d: from nil mismatch", i)
		case w.From != nil && !bytes.Equal(w.From.Key, g.From.Key):
			return fmt.Errorf("transaction %d: from key differs", i)
		case (w.Signature == nil) != (g.Signature == nil):
			return fmt.Errorf("transaction %d: signature nil mismatch", i)
		case w.Signature != nil && (!bigEqual(w.Signature.R, g.Signature.R) || !bigEqual(w.Signature.S, g.Signature.S)):
			return fmt.Errorf("transaction %d: signature differs", i)
		}
	}
	return nil
}

func bigEqual(a, b *big.Int) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.Cmp(b) == 0
}
