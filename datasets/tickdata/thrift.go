//go:build !serbench_lean || serbench_thrift

// Thrift conversion of the tickdata dataset: one generated struct, field
// for field tickdata.proto's message. The conversion shares slices with the
// model (it is untimed and the bytes are never written); the visit is
// Digest over the generated fields (visitFields).

package tickdata

import (
	"github.com/serbench/serbench/codecs/thrift"
	"github.com/serbench/serbench/datasets/tickdata/thriftgen"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

var _ = suite.Offer(&offers, "", thriftConv)

func thriftConv() thrift.Conv[*TickData, thriftgen.TickData, *thriftgen.TickData] {
	return thrift.Offer(toThrift, fromThrift, visitThrift)
}

// toThrift stores the unsigned fields as Thrift's signed ones, same bits.
func toThrift(t *TickData) (*thriftgen.TickData, error) {
	return &thriftgen.TickData{ComputorIndex: int32(t.ComputorIndex), Epoch: int32(t.Epoch), TickNumber: int32(t.TickNumber),
		Timestamp: int64(t.Timestamp), VarStruct: t.VarStruct, TimeLock: t.TimeLock, TransactionIds: t.TransactionIDs,
		ContractFees: t.ContractFees, SignatureHex: t.SignatureHex}, nil
}

func fromThrift(p *thriftgen.TickData) (*TickData, error) {
	return &TickData{ComputorIndex: uint32(p.ComputorIndex), Epoch: uint32(p.Epoch), TickNumber: uint32(p.TickNumber),
		Timestamp: uint64(p.Timestamp), VarStruct: p.VarStruct, TimeLock: p.TimeLock, TransactionIDs: p.TransactionIds,
		ContractFees: p.ContractFees, SignatureHex: p.SignatureHex}, nil
}

func visitThrift(h *digest.Hasher, p *thriftgen.TickData) {
	visitFields(h, uint64(uint32(p.ComputorIndex)), uint64(uint32(p.Epoch)), uint64(uint32(p.TickNumber)), uint64(p.Timestamp),
		p.VarStruct, p.TimeLock, p.TransactionIds, p.ContractFees, p.SignatureHex)
}
