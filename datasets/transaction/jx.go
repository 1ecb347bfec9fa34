//go:build !serbench_lean || serbench_jx

package transaction

import (
	"fmt"

	"github.com/serbench/serbench/codecs/jx"
	"github.com/serbench/serbench/suite"
)

// jxConv is the transactions by hand for jx, under the names encoding/json
// gives the fields (the model has no json tags); R and S are JSON
// integers, as big.Int's MarshalJSON writes them.
func jxConv() jx.Conv[[]*Transaction] {
	return jx.Conv[[]*Transaction]{Encode: jxEncode, Decode: jxDecode}
}

var _ = suite.Offer(&offers, "", jxConv)

func jxEncode(e *jx.Encoder, txs []*Transaction) {
	if txs == nil {
		e.Null()
		return
	}
	e.ArrStart()
	for _, tx := range txs {
		jxEncodeTx(e, tx)
	}
	e.ArrEnd()
}

func jxEncodeTx(e *jx.Encoder, tx *Transaction) {
	if tx == nil {
		e.Null()
		return
	}
	e.ObjStart()
	e.FieldStart("Data")
	e.Base64(tx.Data)
	e.FieldStart("From")
	if tx.From == nil {
		e.Null()
	} else {
		e.ObjStart()
		e.FieldStart("Key")
		e.Base64(tx.From.Key)
		e.ObjEnd()
	}
	e.FieldStart("Signature")
	if tx.Signature == nil {
		e.Null()
	} else {
		e.ObjStart()
		e.FieldStart("R")
		jx.BigInt(e, tx.Signature.R)
		e.FieldStart("S")
		jx.BigInt(e, tx.Signature.S)
		e.ObjEnd()
	}
	e.FieldStart("Nonce")
	e.UInt64(tx.Nonce)
	e.ObjEnd()
}

func jxDecode(d *jx.Decoder) ([]*Transaction, error) {
	if null, err := jx.IsNull(d); null || err != nil {
		return nil, err
	}
	txs := []*Transaction{}
	err := d.Arr(func(d *jx.Decoder) error {
		tx, err := jxDecodeTx(d)
		if err != nil {
			return fmt.Errorf("transaction %d: %w", len(txs), err)
		}
		txs = append(txs, tx)
		return nil
	})
	return txs, err
}

func jxDecodeTx(d *jx.Decoder) (*Transaction, error) {
	if null, err := jx.IsNull(d); null || err != nil {
		return nil, err
	}
	tx := new(Transaction)
	err := d.ObjBytes(func(d *jx.Decoder, key []byte) error {
		var err error
		switch string(key) {
		case "Data":
			tx.Data, err = d.Base64()
		case "From":
			tx.From, err = jxDecodeKey(d)
		case "Signature":
			tx.Signature, err = jxDecodeSig(d)
		case "Nonce":
			tx.Nonce, err = d.UInt64()
		default:
			return d.Skip()
		}
		if err != nil {
			return fmt.Errorf("%s: %w", key, err)
		}
		return nil
	})
	return tx, err
}

func jxDecodeKey(d *jx.Decoder) (*PublicKey, error) {
	if null, err := jx.IsNull(d); null || err != nil {
		return nil, err
	}
	k := new(PublicKey)
	err := d.ObjBytes(func(d *jx.Decoder, key []byte) error {
		if string(key) != "Key" {
			return d.Skip()
		}
		var err error
		k.Key, err = d.Base64()
		return err
	})
	return k, err
}

func jxDecodeSig(d *jx.Decoder) (*Signature, error) {
	if null, err := jx.IsNull(d); null || err != nil {
		return nil, err
	}
	s := new(Signature)
	err := d.ObjBytes(func(d *jx.Decoder, key []byte) error {
		var err error
		switch string(key) {
		case "R":
			s.R, err = jx.DecodeBigInt(d)
		case "S":
			s.S, err = jx.DecodeBigInt(d)
		default:
			return d.Skip()
		}
		if err != nil {
			return fmt.Errorf("%s: %w", key, err)
		}
		return nil
	})
	return s, err
}
