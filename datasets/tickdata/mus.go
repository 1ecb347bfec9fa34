//go:build !serbench_lean || serbench_mus

package tickdata

import (
	"github.com/mus-format/mus-go/ord"
	"github.com/mus-format/mus-go/varint"

	muscodec "github.com/serbench/serbench/codecs/mus"
	"github.com/serbench/serbench/suite"
)

var _ = suite.Offer(&offers, "", musConv)

func musConv() muscodec.Conv[*TickData] { return muscodec.Offer[*TickData](tickDataMUS{}) }

// tickDataMUS is the hand-written mus-go serializer of TickData: its fields
// in order, integers as varints (the fees zigzag), the two byte fields,
// the ids and the signature with ord's length-prefixed encodings.
type tickDataMUS struct{}

var (
	musIDs  = muscodec.Slice(ord.String)
	musFees = muscodec.Slice(varint.Int64)
)

func (tickDataMUS) Marshal(t *TickData, bs []byte) (n int) {
	n = varint.Uint32.Marshal(t.ComputorIndex, bs)
	n += varint.Uint32.Marshal(t.Epoch, bs[n:])
	n += varint.Uint32.Marshal(t.TickNumber, bs[n:])
	n += varint.Uint64.Marshal(t.Timestamp, bs[n:])
	n += ord.ByteSlice.Marshal(t.VarStruct, bs[n:])
	n += ord.ByteSlice.Marshal(t.TimeLock, bs[n:])
	n += musIDs.Marshal(t.TransactionIDs, bs[n:])
	n += musFees.Marshal(t.ContractFees, bs[n:])
	return n + ord.String.Marshal(t.SignatureHex, bs[n:])
}

func (tickDataMUS) Unmarshal(bs []byte) (t *TickData, n int, err error) {
	t = new(TickData)
	var n1 int
	if t.ComputorIndex, n, err = varint.Uint32.Unmarshal(bs); err != nil {
		return
	}
	t.Epoch, n1, err = varint.Uint32.Unmarshal(bs[n:])
	n += n1
	if err != nil {
		return
	}
	t.TickNumber, n1, err = varint.Uint32.Unmarshal(bs[n:])
	n += n1
	if err != nil {
		return
	}
	t.Timestamp, n1, err = varint.Uint64.Unmarshal(bs[n:])
	n += n1
	if err != nil {
		return
	}
	t.VarStruct, n1, err = ord.ByteSlice.Unmarshal(bs[n:])
	n += n1
	if err != nil {
		return
	}
	t.TimeLock, n1, err = ord.ByteSlice.Unmarshal(bs[n:])
	n += n1
	if err != nil {
		return
	}
	t.TransactionIDs, n1, err = musIDs.Unmarshal(bs[n:])
	n += n1
	if err != nil {
		return
	}
	t.ContractFees, n1, err = musFees.Unmarshal(bs[n:])
	n += n1
	if err != nil {
		return
	}
	t.SignatureHex, n1, err = ord.String.Unmarshal(bs[n:])
	n += n1
	return
}

func (tickDataMUS) Size(t *TickData) int {
	return varint.Uint32.Size(t.ComputorIndex) +
		varint.Uint32.Size(t.Epoch) +
		varint.Uint32.Size(t.TickNumber) +
		varint.Uint64.Size(t.Timestamp) +
		ord.ByteSlice.Size(t.VarStruct) +
		ord.ByteSlice.Size(t.TimeLock) +
		musIDs.Size(t.TransactionIDs) +
		musFees.Size(t.ContractFees) +
		ord.String.Size(t.SignatureHex)
}

func (tickDataMUS) Skip(bs []byte) (n int, err error) {
	var n1 int
	for _, skip := range []func([]byte) (int, error){
		varint.Uint32.Skip, varint.Uint32.Skip, varint.Uint32.Skip, varint.Uint64.Skip,
		ord.ByteSlice.Skip, ord.ByteSlice.Skip, musIDs.Skip, musFees.Skip, ord.String.Skip,
	} {
		n1, err = skip(bs[n:])
		n += n1
		if err != nil {
			return
		}
	}
	return
}
