//go:build !serbench_lean || serbench_avro

package transaction

import (
	"fmt"
	"math/big"

	"github.com/serbench/serbench/codecs/avro"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// hambaSchema is parsed on first use, never at init: a worker that times
// another codec holds none of it. A bad schema fails every cell of its
// codec.
var hambaSchema = avro.Parsed(avroSchema)

// AvroTransaction mirrors Transaction for hamba/avro, which has no mapping
// for *big.Int: R and S are 32-byte big-endian fixeds, as the protobuf
// conversion stores them, and Nonce is a long (the uint64's bits).
type AvroTransaction struct {
	Data      []byte
	From      *PublicKey
	Signature *AvroSignature
	Nonce     int64
}

// AvroSignature is Signature with its scalars as fixeds.
type AvroSignature struct {
	R, S [ScalarLen]byte
}

// avroConv is hamba/avro's conversion to and from the mirror.
func avroConv() avro.Conv[[]*Transaction, []*AvroTransaction] {
	return avro.Conv[[]*Transaction, []*AvroTransaction]{
		Schema: hambaSchema, FromModel: toAvro, ToModel: fromAvro, Visit: visitAvro,
	}
}

var _ = suite.Offer(&offers, "", avroConv)

// toAvro shares Data and From with the model: conversion is untimed and
// nothing writes them.
func toAvro(txs []*Transaction) ([]*AvroTransaction, error) {
	out := make([]*AvroTransaction, len(txs))
	for i, tx := range txs {
		if tx == nil {
			continue
		}
		a := &AvroTransaction{Data: tx.Data, From: tx.From, Nonce: int64(tx.Nonce)}
		if tx.Signature != nil {
			a.Signature = new(AvroSignature)
			if !scalarBytes(a.Signature.R[:], tx.Signature.R) || !scalarBytes(a.Signature.S[:], tx.Signature.S) {
				return nil, fmt.Errorf("transaction %d: signature scalar does not fit %d bytes", i, ScalarLen)
			}
		}
		out[i] = a
	}
	return out, nil
}

func fromAvro(as []*AvroTransaction) ([]*Transaction, error) {
	out := make([]*Transaction, len(as))
	for i, a := range as {
		if a == nil {
			continue
		}
		tx := &Transaction{Data: a.Data, From: a.From, Nonce: uint64(a.Nonce)}
		if a.Signature != nil {
			tx.Signature = &Signature{R: new(big.Int).SetBytes(a.Signature.R[:]), S: new(big.Int).SetBytes(a.Signature.S[:])}
		}
		out[i] = tx
	}
	return out, nil
}

// visitAvro is Digest computed over the mirror.
func visitAvro(h *digest.Hasher, as []*AvroTransaction) {
	h.Len(len(as))
	for _, a := range as {
		if a == nil {
			h.Len(0)
			continue
		}
		h.Len(1)
		h.Bytes(a.Data)
		if a.From == nil {
			h.Len(0)
		} else {
			h.Len(1)
			h.Bytes(a.From.Key)
		}
		if a.Signature == nil {
			h.Len(0)
		} else {
			h.Len(1)
			h.Bytes(a.Signature.R[:])
			h.Bytes(a.Signature.S[:])
		}
		h.Uint64(uint64(a.Nonce))
	}
}
