//go:build !serbench_lean || serbench_colfer

// Colfer conversion of the tickdata dataset: one generated struct, field
// for field tickdata.proto's message. The conversion shares slices with the
// model (it is untimed and the bytes are never written); the visit is
// Digest over the generated fields (visitFields).

package tickdata

import (
	"github.com/serbench/serbench/codecs/colfer"
	"github.com/serbench/serbench/datasets/tickdata/colf"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

var _ = suite.Offer(&offers, "", colferConv)

func colferConv() colfer.Conv[*TickData, colf.TickData, *colf.TickData] {
	return colfer.Offer(toColfer, fromColfer, visitColfer)
}

func toColfer(t *TickData) (*colf.TickData, error) {
	return &colf.TickData{ComputorIndex: t.ComputorIndex, Epoch: t.Epoch, TickNumber: t.TickNumber, Timestamp: t.Timestamp,
		VarStruct: t.VarStruct, TimeLock: t.TimeLock, TransactionIDs: t.TransactionIDs, ContractFees: t.ContractFees, SignatureHex: t.SignatureHex}, nil
}

func fromColfer(c *colf.TickData) (*TickData, error) {
	return &TickData{ComputorIndex: c.ComputorIndex, Epoch: c.Epoch, TickNumber: c.TickNumber, Timestamp: c.Timestamp,
		VarStruct: c.VarStruct, TimeLock: c.TimeLock, TransactionIDs: c.TransactionIDs, ContractFees: c.ContractFees, SignatureHex: c.SignatureHex}, nil
}

func visitColfer(h *digest.Hasher, c *colf.TickData) {
	visitFields(h, uint64(c.ComputorIndex), uint64(c.Epoch), uint64(c.TickNumber), c.Timestamp,
		c.VarStruct, c.TimeLock, c.TransactionIDs, c.ContractFees, c.SignatureHex)
}
