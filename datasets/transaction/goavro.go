//go:build !serbench_lean || serbench_goavro

package transaction

import (
	"fmt"
	"math/big"

	"github.com/serbench/serbench/codecs/goavro"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// goavroCodec is built on first use, never at init: a worker that times
// another codec holds none of it. A bad schema fails every cell of its
// codec.
var goavroCodec = goavro.Built(avroSchema)

// goavroConv is goavro's conversion to and from its natives: unions are
// nil or a map of one branch named by its type.
func goavroConv() goavro.Conv[[]*Transaction] {
	return goavro.Conv[[]*Transaction]{Codec: goavroCodec, FromModel: toNative, ToModel: fromNative, Visit: visitNative}
}

var _ = suite.Offer(&offers, "", goavroConv)

// toNative shares Data and Key with the model.
func toNative(txs []*Transaction) (any, error) {
	out := make([]any, len(txs))
	for i, tx := range txs {
		if tx == nil {
			continue
		}
		rec := map[string]any{"Data": tx.Data, "From": nil, "Signature": nil, "Nonce": int64(tx.Nonce)}
		if tx.From != nil {
			rec["From"] = map[string]any{"PublicKey": map[string]any{"Key": tx.From.Key}}
		}
		if tx.Signature != nil {
			r, s := make([]byte, ScalarLen), make([]byte, ScalarLen)
			if !scalarBytes(r, tx.Signature.R) || !scalarBytes(s, tx.Signature.S) {
				return nil, fmt.Errorf("transaction %d: signature scalar does not fit %d bytes", i, ScalarLen)
			}
			rec["Signature"] = map[string]any{"Signature": map[string]any{"R": r, "S": s}}
		}
		out[i] = map[string]any{"Transaction": rec}
	}
	return out, nil
}

// nativeTx is one decoded native transaction; present is false for null.
type nativeTx struct {
	present bool
	data    []byte
	key     []byte // nil with hasFrom false for a null From
	hasFrom bool
	r, s    []byte // nil for a null Signature
	nonce   int64
}

func readNativeTx(v any) (n nativeTx, err error) {
	u, err := goavro.Union(v, "Transaction")
	if err != nil || u == nil {
		return n, err
	}
	n.present = true
	rec, err := goavro.As[map[string]any](u)
	if err != nil {
		return n, err
	}
	if n.data, err = goavro.Get[[]byte](rec, "Data"); err != nil {
		return n, err
	}
	from, err := goavro.Union(rec["From"], "PublicKey")
	if err != nil {
		return n, err
	}
	if from != nil {
		pk, err := goavro.As[map[string]any](from)
		if err != nil {
			return n, err
		}
		if n.key, err = goavro.Get[[]byte](pk, "Key"); err != nil {
			return n, err
		}
		n.hasFrom = true
	}
	sig, err := goavro.Union(rec["Signature"], "Signature")
	if err != nil {
		return n, err
	}
	if sig != nil {
		srec, err := goavro.As[map[string]any](sig)
		if err != nil {
			return n, err
		}
		if n.r, err = goavro.Get[[]byte](srec, "R"); err != nil {
			return n, err
		}
		if n.s, err = goavro.Get[[]byte](srec, "S"); err != nil {
			return n, err
		}
		if len(n.r) != ScalarLen || len(n.s) != ScalarLen {
			return n, fmt.Errorf("goavro: signature scalars of %d and %d bytes, want %d", len(n.r), len(n.s), ScalarLen)
		}
	}
	n.nonce, err = goavro.Get[int64](rec, "Nonce")
	return n, err
}

func fromNative(v any) ([]*Transaction, error) {
	list, err := goavro.As[[]any](v)
	if err != nil {
		return nil, err
	}
	out := make([]*Transaction, len(list))
	for i, e := range list {
		n, err := readNativeTx(e)
		if err != nil {
			return nil, fmt.Errorf("transaction %d: %w", i, err)
		}
		if !n.present {
			continue
		}
		tx := &Transaction{Data: n.data, Nonce: uint64(n.nonce)}
		if n.hasFrom {
			tx.From = &PublicKey{Key: n.key}
		}
		if n.r != nil {
			tx.Signature = &Signature{R: new(big.Int).SetBytes(n.r), S: new(big.Int).SetBytes(n.s)}
		}
		out[i] = tx
	}
	return out, nil
}

// visitNative is Digest computed over goavro's natives.
func visitNative(h *digest.Hasher, v any) error {
	list, err := goavro.As[[]any](v)
	if err != nil {
		return err
	}
	h.Len(len(list))
	for i, e := range list {
		n, err := readNativeTx(e)
		if err != nil {
			return fmt.Errorf("transaction %d: %w", i, err)
		}
		if !n.present {
			h.Len(0)
			continue
		}
		h.Len(1)
		h.Bytes(n.data)
		if !n.hasFrom {
			h.Len(0)
		} else {
			h.Len(1)
			h.Bytes(n.key)
		}
		if n.r == nil {
			h.Len(0)
		} else {
			h.Len(1)
			h.Bytes(n.r)
			h.Bytes(n.s)
		}
		h.Uint64(uint64(n.nonce))
	}
	return nil
}
