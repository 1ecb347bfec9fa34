//go:build !serbench_lean || serbench_benc

package tickdata

import (
	"github.com/serbench/serbench/codecs/benc"
	"github.com/serbench/serbench/datasets/tickdata/bencpb"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

var _ = suite.Offer(&offers, "", bencConv)

// bencConv is the benc conversion.
func bencConv() benc.Conv[*TickData, bencpb.TickData, *bencpb.TickData] {
	return benc.Offer(toBenc, fromBenc, visitBenc)
}

// toBenc shares the model's slices: conversion is untimed and nothing
// writes to them.
func toBenc(t *TickData) (*bencpb.TickData, error) {
	return &bencpb.TickData{
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

func fromBenc(b *bencpb.TickData) (*TickData, error) {
	return &TickData{
		ComputorIndex:  b.ComputorIndex,
		Epoch:          b.Epoch,
		TickNumber:     b.TickNumber,
		Timestamp:      b.Timestamp,
		VarStruct:      b.VarStruct,
		TimeLock:       b.TimeLock,
		TransactionIDs: b.TransactionIds,
		ContractFees:   b.ContractFees,
		SignatureHex:   b.SignatureHex,
	}, nil
}

// visitBenc is Digest over the generated struct's fields.
func visitBenc(h *digest.Hasher, b *bencpb.TickData) {
	h.Uint64(uint64(b.ComputorIndex))
	h.Uint64(uint64(b.Epoch))
	h.Uint64(uint64(b.TickNumber))
	h.Uint64(b.Timestamp)
	h.Bytes(b.VarStruct)
	h.Bytes(b.TimeLock)
	h.Len(len(b.TransactionIds))
	for _, s := range b.TransactionIds {
		h.String(s)
	}
	h.Len(len(b.ContractFees))
	for _, f := range b.ContractFees {
		h.Int64(f)
	}
	h.String(b.SignatureHex)
}
