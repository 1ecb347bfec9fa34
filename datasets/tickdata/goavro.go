//go:build !serbench_lean || serbench_goavro

package tickdata

import (
	"encoding/binary"
	"fmt"

	"github.com/serbench/serbench/codecs/goavro"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

var _ = suite.Offer(&offers, "", goavroConv)

// Built on first use, never at init; a bad schema fails every goavro cell.
var goavroCodec = goavro.Built(avroSchema)

// goavroConv is goavro's conversion to and from its natives.
func goavroConv() goavro.Conv[*TickData] {
	return goavro.Conv[*TickData]{Codec: goavroCodec, FromModel: toNative, ToModel: fromNative, Visit: visitNative}
}

// toNative shares the model's byte slices: conversion is untimed and
// nothing writes them.
func toNative(t *TickData) (any, error) {
	ids := make([]any, len(t.TransactionIDs))
	for i, s := range t.TransactionIDs {
		ids[i] = s
	}
	fees := make([]any, len(t.ContractFees))
	for i, f := range t.ContractFees {
		fees[i] = f
	}
	return map[string]any{
		"ComputorIndex":  int64(t.ComputorIndex),
		"Epoch":          int64(t.Epoch),
		"TickNumber":     int64(t.TickNumber),
		"Timestamp":      binary.BigEndian.AppendUint64(nil, t.Timestamp),
		"VarStruct":      t.VarStruct,
		"TimeLock":       t.TimeLock,
		"TransactionIDs": ids,
		"ContractFees":   fees,
		"SignatureHex":   t.SignatureHex,
	}, nil
}

// nativeTick is a decoded native's fields, read once by fromNative and
// visitNative alike.
type nativeTick struct {
	computor, epoch, tick int64
	timestamp             []byte
	varStruct, timeLock   []byte
	ids, fees             []any
	sig                   string
}

func readNative(v any) (n nativeTick, err error) {
	rec, err := goavro.As[map[string]any](v)
	if err != nil {
		return n, err
	}
	if n.computor, err = goavro.Get[int64](rec, "ComputorIndex"); err != nil {
		return n, err
	}
	if n.epoch, err = goavro.Get[int64](rec, "Epoch"); err != nil {
		return n, err
	}
	if n.tick, err = goavro.Get[int64](rec, "TickNumber"); err != nil {
		return n, err
	}
	if n.timestamp, err = goavro.Get[[]byte](rec, "Timestamp"); err != nil {
		return n, err
	}
	if len(n.timestamp) != 8 {
		return n, fmt.Errorf("goavro: Timestamp of %d bytes, want 8", len(n.timestamp))
	}
	if n.varStruct, err = goavro.Get[[]byte](rec, "VarStruct"); err != nil {
		return n, err
	}
	if n.timeLock, err = goavro.Get[[]byte](rec, "TimeLock"); err != nil {
		return n, err
	}
	if n.ids, err = goavro.Get[[]any](rec, "TransactionIDs"); err != nil {
		return n, err
	}
	if n.fees, err = goavro.Get[[]any](rec, "ContractFees"); err != nil {
		return n, err
	}
	n.sig, err = goavro.Get[string](rec, "SignatureHex")
	return n, err
}

func fromNative(v any) (*TickData, error) {
	n, err := readNative(v)
	if err != nil {
		return nil, err
	}
	t := &TickData{
		ComputorIndex:  uint32(n.computor),
		Epoch:          uint32(n.epoch),
		TickNumber:     uint32(n.tick),
		Timestamp:      binary.BigEndian.Uint64(n.timestamp),
		VarStruct:      n.varStruct,
		TimeLock:       n.timeLock,
		TransactionIDs: make([]string, len(n.ids)),
		ContractFees:   make([]int64, len(n.fees)),
		SignatureHex:   n.sig,
	}
	for i, id := range n.ids {
		if t.TransactionIDs[i], err = goavro.As[string](id); err != nil {
			return nil, fmt.Errorf("transaction id %d: %w", i, err)
		}
	}
	for i, f := range n.fees {
		if t.ContractFees[i], err = goavro.As[int64](f); err != nil {
			return nil, fmt.Errorf("contract fee %d: %w", i, err)
		}
	}
	return t, nil
}

// visitNative is Digest computed over goavro's natives.
func visitNative(h *digest.Hasher, v any) error {
	n, err := readNative(v)
	if err != nil {
		return err
	}
	h.Uint64(uint64(n.computor))
	h.Uint64(uint64(n.epoch))
	h.Uint64(uint64(n.tick))
	h.Uint64(binary.BigEndian.Uint64(n.timestamp))
	h.Bytes(n.varStruct)
	h.Bytes(n.timeLock)
	h.Len(len(n.ids))
	for i, id := range n.ids {
		s, ok := id.(string)
		if !ok {
			return fmt.Errorf("goavro: transaction id %d is %T", i, id)
		}
		h.String(s)
	}
	h.Len(len(n.fees))
	for i, f := range n.fees {
		x, ok := f.(int64)
		if !ok {
			return fmt.Errorf("goavro: contract fee %d is %T", i, f)
		}
		h.Int64(x)
	}
	h.String(n.sig)
	return nil
}
