//go:build !serbench_lean || serbench_fastjson

package tickdata

import (
	"github.com/serbench/serbench/codecs/fastjson"
	"github.com/serbench/serbench/suite"
)

var _ = suite.Offer(&offers, "", fastjsonConv)

// fastjsonConv is TickData by hand for fastjson, under the names
// encoding/json gives the fields (the model has no json tags).
func fastjsonConv() fastjson.Conv[*TickData] {
	return fastjson.Conv[*TickData]{Encode: fjEncode, Decode: fjDecode}
}

func fjEncode(a *fastjson.Arena, t *TickData) *fastjson.Value {
	if t == nil {
		return a.NewNull()
	}
	o := a.NewObject()
	o.Set("ComputorIndex", fastjson.Uint64(a, uint64(t.ComputorIndex)))
	o.Set("Epoch", fastjson.Uint64(a, uint64(t.Epoch)))
	o.Set("TickNumber", fastjson.Uint64(a, uint64(t.TickNumber)))
	o.Set("Timestamp", fastjson.Uint64(a, t.Timestamp))
	o.Set("VarStruct", fastjson.Bytes(a, t.VarStruct))
	o.Set("TimeLock", fastjson.Bytes(a, t.TimeLock))
	o.Set("TransactionIDs", fastjson.Strs(a, t.TransactionIDs))
	o.Set("ContractFees", fastjson.Int64s(a, t.ContractFees))
	o.Set("SignatureHex", a.NewString(t.SignatureHex))
	return o
}

func fjDecode(v *fastjson.Value) (*TickData, error) {
	if fastjson.IsNull(v) {
		return nil, nil
	}
	if err := fastjson.Object(v); err != nil {
		return nil, err
	}
	t := new(TickData)
	var err error
	if t.ComputorIndex, err = fastjson.GetUint32(v, "ComputorIndex"); err != nil {
		return nil, err
	}
	if t.Epoch, err = fastjson.GetUint32(v, "Epoch"); err != nil {
		return nil, err
	}
	if t.TickNumber, err = fastjson.GetUint32(v, "TickNumber"); err != nil {
		return nil, err
	}
	if t.Timestamp, err = fastjson.GetUint64(v, "Timestamp"); err != nil {
		return nil, err
	}
	if t.VarStruct, err = fastjson.GetBytes(v, "VarStruct"); err != nil {
		return nil, err
	}
	if t.TimeLock, err = fastjson.GetBytes(v, "TimeLock"); err != nil {
		return nil, err
	}
	if t.TransactionIDs, err = fastjson.GetStrs(v, "TransactionIDs"); err != nil {
		return nil, err
	}
	if t.ContractFees, err = fastjson.GetInt64s(v, "ContractFees"); err != nil {
		return nil, err
	}
	if t.SignatureHex, err = fastjson.GetStr(v, "SignatureHex"); err != nil {
		return nil, err
	}
	return t, nil
}
