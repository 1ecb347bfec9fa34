//go:build !serbench_lean || serbench_flatbuffers

// FlatBuffers conversion of the tickdata dataset. The encode builds one
// TickData table, field for field tickdata.proto's message: integers as
// scalars, var_struct and time_lock as byte vectors, the ids as a vector of
// strings, the fees as a vector of int64. Nil and empty slices are the same
// value under the dataset's Equal and digest, so empty ones are not told
// apart, as in protobuf.

package tickdata

import (
	"bytes"
	"errors"

	flatbuffers "github.com/google/flatbuffers/go"

	fbcodec "github.com/serbench/serbench/codecs/flatbuffers"
	"github.com/serbench/serbench/datasets/tickdata/fb"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

var _ = suite.Offer(&offers, "", fbConv)

func fbConv() fbcodec.Conv[*TickData, fb.TickData, *fb.TickData] {
	c := fbcodec.Offer(fbBuildTickData, fb.GetRootAsTickData, fbVisitTickData, fbToTickData)
	c.Mutate = mutateFB
	return c
}

func mutateFB(t *fb.TickData, v int64) bool { return t.MutateTickNumber(uint32(v)) }

// fbBuildTickData builds the TickData root. A nil message is built as an
// empty table: the build has no error to return.
func fbBuildTickData(b *flatbuffers.Builder, t *TickData) flatbuffers.UOffsetT {
	if t == nil {
		fb.TickDataStart(b)
		return fb.TickDataEnd(b)
	}
	// Every object before the table: one under construction cannot hold them.
	oVarStruct := b.CreateByteVector(t.VarStruct)
	oTimeLock := b.CreateByteVector(t.TimeLock)
	ids := make([]flatbuffers.UOffsetT, len(t.TransactionIDs))
	for i, s := range t.TransactionIDs {
		ids[i] = b.CreateString(s)
	}
	fb.TickDataStartTransactionIdsVector(b, len(ids))
	for i := len(ids) - 1; i >= 0; i-- {
		b.PrependUOffsetT(ids[i])
	}
	oIDs := b.EndVector(len(ids))
	fb.TickDataStartContractFeesVector(b, len(t.ContractFees))
	for i := len(t.ContractFees) - 1; i >= 0; i-- {
		b.PrependInt64(t.ContractFees[i])
	}
	oFees := b.EndVector(len(t.ContractFees))
	oSig := b.CreateString(t.SignatureHex)
	fb.TickDataStart(b)
	fb.TickDataAddComputorIndex(b, t.ComputorIndex)
	fb.TickDataAddEpoch(b, t.Epoch)
	fb.TickDataAddTickNumber(b, t.TickNumber)
	fb.TickDataAddTimestamp(b, t.Timestamp)
	fb.TickDataAddVarStruct(b, oVarStruct)
	fb.TickDataAddTimeLock(b, oTimeLock)
	fb.TickDataAddTransactionIds(b, oIDs)
	fb.TickDataAddContractFees(b, oFees)
	fb.TickDataAddSignatureHex(b, oSig)
	return fb.TickDataEnd(b)
}

// fbVisitTickData is Digest computed through the generated accessors, in
// visitProto's order; strings and bytes are read in place (h.Bytes of a
// string's bytes adds what h.String of the string does).
func fbVisitTickData(h *digest.Hasher, t *fb.TickData) {
	h.Uint64(uint64(t.ComputorIndex()))
	h.Uint64(uint64(t.Epoch()))
	h.Uint64(uint64(t.TickNumber()))
	h.Uint64(t.Timestamp())
	h.Bytes(t.VarStructBytes())
	h.Bytes(t.TimeLockBytes())
	n := t.TransactionIdsLength()
	h.Len(n)
	for i := range n {
		h.Bytes(t.TransactionIds(i))
	}
	n = t.ContractFeesLength()
	h.Len(n)
	for i := range n {
		h.Int64(t.ContractFees(i))
	}
	h.Bytes(t.SignatureHex())
}

// fbToTickData copies the bytes out of the buffer, so that the model does
// not pin or alias it.
func fbToTickData(t *fb.TickData) (*TickData, error) {
	if t == nil {
		return nil, errors.New("flatbuffers: no TickData root")
	}
	m := &TickData{
		ComputorIndex: t.ComputorIndex(),
		Epoch:         t.Epoch(),
		TickNumber:    t.TickNumber(),
		Timestamp:     t.Timestamp(),
		VarStruct:     bytes.Clone(t.VarStructBytes()),
		TimeLock:      bytes.Clone(t.TimeLockBytes()),
		SignatureHex:  string(t.SignatureHex()),
	}
	if n := t.TransactionIdsLength(); n > 0 {
		m.TransactionIDs = make([]string, n)
		for i := range n {
			m.TransactionIDs[i] = string(t.TransactionIds(i))
		}
	}
	if n := t.ContractFeesLength(); n > 0 {
		m.ContractFees = make([]int64, n)
		for i := range n {
			m.ContractFees[i] = t.ContractFees(i)
		}
	}
	return m, nil
}
