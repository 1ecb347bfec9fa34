// Colfer, Bebop and Thrift conversions of the tickdata dataset: one
// generated struct each, field for field tickdata.proto's message. The
// conversions share slices with the model (they are untimed and the bytes
// are never written); the visits are Digest over the generated fields.

package tickdata

import (
	"github.com/serbench/serbench/datasets/tickdata/bop"
	"github.com/serbench/serbench/datasets/tickdata/colf"
	"github.com/serbench/serbench/datasets/tickdata/thriftgen"
	"github.com/serbench/serbench/digest"
)

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

// visitFields is Digest over fields read out of a generated struct: the
// three structs differ in names and integer types, not in shape.
func visitFields(h *digest.Hasher, computor, epoch, tick, timestamp uint64, varStruct, timeLock []byte, ids []string, fees []int64, sig string) {
	h.Uint64(computor)
	h.Uint64(epoch)
	h.Uint64(tick)
	h.Uint64(timestamp)
	h.Bytes(varStruct)
	h.Bytes(timeLock)
	h.Len(len(ids))
	for _, s := range ids {
		h.String(s)
	}
	h.Len(len(fees))
	for _, f := range fees {
		h.Int64(f)
	}
	h.String(sig)
}
