//go:build !serbench_lean || serbench_protobuf

package tickdata

import (
	"github.com/serbench/serbench/codecs/protobuf"
	"github.com/serbench/serbench/datasets/tickdata/pb"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

var _ = suite.Offer(&offers, "", protoConv)

// protoConv is the protobuf conversion, which the protojson, vtprotobuf,
// gogofaster and Symphony codecs build on too (their workers compile this
// file: they link codecs/protobuf).
func protoConv() protobuf.Conv[*TickData, *pb.TickData] {
	return protobuf.Conv[*TickData, *pb.TickData]{
		New:       func() *pb.TickData { return new(pb.TickData) },
		FromModel: toProto,
		ToModel:   fromProto,
		Visit:     visitProto,
		Set:       setProto,
	}
}

// toProto shares the model's slices: conversion is untimed and nothing
// writes to them.
func toProto(t *TickData) (*pb.TickData, error) {
	return &pb.TickData{
		ComputorIndex:  t.ComputorIndex,
		Epoch:          t.Epoch,
		TickNumber:     t.TickNumber,
		Timestamp:      t.Timestamp,
		VarStruct:      t.VarStruct,
		TimeLock:       t.TimeLock,
		TransactionIds: t.TransactionIDs,
		ContractFees:   t.ContractFees,
		SignatureHex:   t.SignatureHex,
	}, nil
}

func fromProto(p *pb.TickData) (*TickData, error) {
	return &TickData{
		ComputorIndex:  p.GetComputorIndex(),
		Epoch:          p.GetEpoch(),
		TickNumber:     p.GetTickNumber(),
		Timestamp:      p.GetTimestamp(),
		VarStruct:      p.GetVarStruct(),
		TimeLock:       p.GetTimeLock(),
		TransactionIDs: p.GetTransactionIds(),
		ContractFees:   p.GetContractFees(),
		SignatureHex:   p.GetSignatureHex(),
	}, nil
}

// visitProto is Digest computed through the generated getters.
func visitProto(h *digest.Hasher, p *pb.TickData) {
	h.Uint64(uint64(p.GetComputorIndex()))
	h.Uint64(uint64(p.GetEpoch()))
	h.Uint64(uint64(p.GetTickNumber()))
	h.Uint64(p.GetTimestamp())
	h.Bytes(p.GetVarStruct())
	h.Bytes(p.GetTimeLock())
	ids := p.GetTransactionIds()
	h.Len(len(ids))
	for _, s := range ids {
		h.String(s)
	}
	fees := p.GetContractFees()
	h.Len(len(fees))
	for _, f := range fees {
		h.Int64(f)
	}
	h.String(p.GetSignatureHex())
}

func setProto(p *pb.TickData, c suite.Change) {
	p.TickNumber, p.SignatureHex = uint32(c.Int), c.Str
}
