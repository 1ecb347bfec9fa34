//go:build !serbench_lean || serbench_bebop

// Bebop conversion of the tickdata dataset: one generated struct, field
// for field tickdata.proto's message. The conversion shares slices with the
// model (it is untimed and the bytes are never written); the visit is
// Digest over the generated fields (visitFields).

package tickdata

import (
	"github.com/serbench/serbench/codecs/bebop"
	"github.com/serbench/serbench/datasets/tickdata/bop"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

var _ = suite.Offer(&offers, "", bebopConv)

func bebopConv() bebop.Conv[*TickData, bop.TickData, *bop.TickData] {
	return bebop.Offer(toBebop, fromBebop, visitBebop)
}

func toBebop(t *TickData) (*bop.TickData, error) {
	return &bop.TickData{ComputorIndex: t.ComputorIndex, Epoch: t.Epoch, TickNumber: t.TickNumber, Timestamp: t.Timestamp,
		VarStruct: t.VarStruct, TimeLock: t.TimeLock, TransactionIds: t.TransactionIDs, ContractFees: t.ContractFees, SignatureHex: t.SignatureHex}, nil
}

func fromBebop(b *bop.TickData) (*TickData, error) {
	return &TickData{ComputorIndex: b.ComputorIndex, Epoch: b.Epoch, TickNumber: b.TickNumber, Timestamp: b.Timestamp,
		VarStruct: b.VarStruct, TimeLock: b.TimeLock, TransactionIDs: b.TransactionIds, ContractFees: b.ContractFees, SignatureHex: b.SignatureHex}, nil
}

func visitBebop(h *digest.Hasher, b *bop.TickData) {
	visitFields(h, uint64(b.ComputorIndex), uint64(b.Epoch), uint64(b.TickNumber), b.Timestamp,
		b.VarStruct, b.TimeLock, b.TransactionIds, b.ContractFees, b.SignatureHex)
}
