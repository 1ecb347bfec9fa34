//go:build !serbench_lean || serbench_fastjson

package transaction

import (
	"fmt"

	"github.com/serbench/serbench/codecs/fastjson"
	"github.com/serbench/serbench/suite"
)

// fastjsonConv is the transactions by hand for fastjson, under the names
// encoding/json gives the fields (the model has no json tags); R and S are
// JSON integers, as big.Int's MarshalJSON writes them.
func fastjsonConv() fastjson.Conv[[]*Transaction] {
	return fastjson.Conv[[]*Transaction]{Encode: fjEncode, Decode: fjDecode}
}

var _ = suite.Offer(&offers, "", fastjsonConv)

func fjEncode(a *fastjson.Arena, txs []*Transaction) *fastjson.Value {
	if txs == nil {
		return a.NewNull()
	}
	arr := a.NewArray()
	for i, tx := range txs {
		arr.SetArrayItem(i, fjEncodeTx(a, tx))
	}
	return arr
}

func fjEncodeTx(a *fastjson.Arena, tx *Transaction) *fastjson.Value {
	if tx == nil {
		return a.NewNull()
	}
	o := a.NewObject()
	o.Set("Data", fastjson.Bytes(a, tx.Data))
	if tx.From == nil {
		o.Set("From", a.NewNull())
	} else {
		k := a.NewObject()
		k.Set("Key", fastjson.Bytes(a, tx.From.Key))
		o.Set("From", k)
	}
	if tx.Signature == nil {
		o.Set("Signature", a.NewNull())
	} else {
		s := a.NewObject()
		s.Set("R", fastjson.BigInt(a, tx.Signature.R))
		s.Set("S", fastjson.BigInt(a, tx.Signature.S))
		o.Set("Signature", s)
	}
	o.Set("Nonce", fastjson.Uint64(a, tx.Nonce))
	return o
}

func fjDecode(v *fastjson.Value) ([]*Transaction, error) {
	if fastjson.IsNull(v) {
		return nil, nil
	}
	arr, err := v.Array()
	if err != nil {
		return nil, err
	}
	txs := make([]*Transaction, len(arr))
	for i, el := range arr {
		if txs[i], err = fjDecodeTx(el); err != nil {
			return nil, fmt.Errorf("transaction %d: %w", i, err)
		}
	}
	return txs, nil
}

func fjDecodeTx(v *fastjson.Value) (*Transaction, error) {
	if fastjson.IsNull(v) {
		return nil, nil
	}
	if err := fastjson.Object(v); err != nil {
		return nil, err
	}
	tx := new(Transaction)
	var err error
	if tx.Data, err = fastjson.GetBytes(v, "Data"); err != nil {
		return nil, err
	}
	if from := v.Get("From"); !fastjson.IsNull(from) {
		if err := fastjson.Object(from); err != nil {
			return nil, fmt.Errorf("From: %w", err)
		}
		tx.From = new(PublicKey)
		if tx.From.Key, err = fastjson.GetBytes(from, "Key"); err != nil {
			return nil, fmt.Errorf("From: %w", err)
		}
	}
	if sig := v.Get("Signature"); !fastjson.IsNull(sig) {
		if err := fastjson.Object(sig); err != nil {
			return nil, fmt.Errorf("Signature: %w", err)
		}
		tx.Signature = new(Signature)
		if tx.Signature.R, err = fastjson.GetBigInt(sig, "R"); err != nil {
			return nil, fmt.Errorf("Signature: %w", err)
		}
		if tx.Signature.S, err = fastjson.GetBigInt(sig, "S"); err != nil {
			return nil, fmt.Errorf("Signature: %w", err)
		}
	}
	if tx.Nonce, err = fastjson.GetUint64(v, "Nonce"); err != nil {
		return nil, err
	}
	return tx, nil
}
