//go:build !serbench_lean || serbench_jx

package tickdata

import (
	"fmt"

	"github.com/serbench/serbench/codecs/jx"
	"github.com/serbench/serbench/suite"
)

var _ = suite.Offer(&offers, "", jxConv)

// jxConv is TickData by hand for jx, under the names encoding/json gives
// the fields (the model has no json tags).
func jxConv() jx.Conv[*TickData] {
	return jx.Conv[*TickData]{Encode: jxEncode, Decode: jxDecode}
}

func jxEncode(e *jx.Encoder, t *TickData) {
	if t == nil {
		e.Null()
		return
	}
	e.ObjStart()
	e.FieldStart("ComputorIndex")
	e.UInt32(t.ComputorIndex)
	e.FieldStart("Epoch")
	e.UInt32(t.Epoch)
	e.FieldStart("TickNumber")
	e.UInt32(t.TickNumber)
	e.FieldStart("Timestamp")
	e.UInt64(t.Timestamp)
	e.FieldStart("VarStruct")
	e.Base64(t.VarStruct)
	e.FieldStart("TimeLock")
	e.Base64(t.TimeLock)
	e.FieldStart("TransactionIDs")
	jx.Strs(e, t.TransactionIDs)
	e.FieldStart("ContractFees")
	jx.Int64s(e, t.ContractFees)
	e.FieldStart("SignatureHex")
	e.Str(t.SignatureHex)
	e.ObjEnd()
}

func jxDecode(d *jx.Decoder) (*TickData, error) {
	if null, err := jx.IsNull(d); null || err != nil {
		return nil, err
	}
	t := new(TickData)
	err := d.ObjBytes(func(d *jx.Decoder, key []byte) error {
		var err error
		switch string(key) {
		case "ComputorIndex":
			t.ComputorIndex, err = d.UInt32()
		case "Epoch":
			t.Epoch, err = d.UInt32()
		case "TickNumber":
			t.TickNumber, err = d.UInt32()
		case "Timestamp":
			t.Timestamp, err = d.UInt64()
		case "VarStruct":
			t.VarStruct, err = d.Base64()
		case "TimeLock":
			t.TimeLock, err = d.Base64()
		case "TransactionIDs":
			t.TransactionIDs, err = jx.DecodeStrs(d)
		case "ContractFees":
			t.ContractFees, err = jx.DecodeInt64s(d)
		case "SignatureHex":
			t.SignatureHex, err = d.Str()
		default:
			return d.Skip()
		}
		if err != nil {
			return fmt.Errorf("%s: %w", key, err)
		}
		return nil
	})
	return t, err
}
