package transaction

import (
	_ "embed"
	"fmt"
	"math/big"

	"github.com/serbench/serbench/codecs/avro"
	"github.com/serbench/serbench/codecs/goavro"
	"github.com/serbench/serbench/digest"
)

// avroSchema is the Avro schema of a transaction list, shared by both Avro
// codecs: an array of nullable Transaction records, whose From and
// Signature are nullable too, so every nil of the model survives.
//
//go:embed transaction.avsc
var avroSchema string

// Parsed on first use, never at init: a worker that times another codec
// holds none of them. A bad schema fails every cell of its codec.
var (
	hambaSchema = avro.Parsed(avroSchema)
	goavroCodec = goavro.Built(avroSchema)
)

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

// goavroConv is goavro's conversion to and from its natives: unions are
// nil or a map of one branch named by its type.
func goavroConv() goavro.Conv[[]*Transaction] {
	return goavro.Conv[[]*Transaction]{Codec: goavroCodec, FromModel: toNative, ToModel: fromNative, Visit: visitNative}
}

// toNative shares Data and Key with the model.
func toNative(txs []*Transaction) (any, error) {
	out := make([]any, len(txs))
	for i, tx := range txs {
		if tx == nil {
			continue
		}
		rec := map[string]any{"Data": tx.Data, "From": nil, "Signature": nil, "Nonce": int64(tx.Nonce)}
		if tx.From != nil {
			rec["From"] = map[string]any{"PublicKey": map[string]any{"Key": tx.From.Key}}
		}
		if tx.Signature != nil {
			r, s := make([]byte, ScalarLen), make([]byte, ScalarLen)
			if !scalarBytes(r, tx.Signature.R) || !scalarBytes(s, tx.Signature.S) {
				return nil, fmt.Errorf("transaction %d: signature scalar does not fit %d bytes", i, ScalarLen)
			}
			rec["Signature"] = map[string]any{"Signature": map[string]any{"R": r, "S": s}}
		}
		out[i] = map[string]any{"Transaction": rec}
	}
	return out, nil
}

// nativeTx is one decoded native transaction; present is false for null.
type nativeTx struct {
	present bool
	data    []byte
	key     []byte // nil with hasFrom false for a null From
	hasFrom bool
	r, s    []byte // nil for a null Signature
	nonce   int64
}

func readNativeTx(v any) (n nativeTx, err error) {
	u, err := goavro.Union(v, "Transaction")
	if err != nil || u == nil {
		return n, err
	}
	n.present = true
	rec, err := goavro.As[map[string]any](u)
	if err != nil {
		return n, err
	}
	if n.data, err = goavro.Get[[]byte](rec, "Data"); err != nil {
		return n, err
	}
	from, err := goavro.Union(rec["From"], "PublicKey")
	if err != nil {
		return n, err
	}
	if from != nil {
		pk, err := goavro.As[map[string]any](from)
		if err != nil {
			return n, err
		}
		if n.key, err = goavro.Get[[]byte](pk, "Key"); err != nil {
			return n, err
		}
		n.hasFrom = true
	}
	sig, err := goavro.Union(rec["Signature"], "Signature")
	if err != nil {
		return n, err
	}
	if sig != nil {
		srec, err := goavro.As[map[string]any](sig)
		if err != nil {
			return n, err
		}
		if n.r, err = goavro.Get[[]byte](srec, "R"); err != nil {
			return n, err
		}
		if n.s, err = goavro.Get[[]byte](srec, "S"); err != nil {
			return n, err
		}
		if len(n.r) != ScalarLen || len(n.s) != ScalarLen {
			return n, fmt.Errorf("goavro: signature scalars of %d and %d bytes, want %d", len(n.r), len(n.s), ScalarLen)
		}
	}
	n.nonce, err = goavro.Get[int64](rec, "Nonce")
	return n, err
}

func fromNative(v any) ([]*Transaction, error) {
	list, err := goavro.As[[]any](v)
	if err != nil {
		return nil, err
	}
	out := make([]*Transaction, len(list))
	for i, e := range list {
		n, err := readNativeTx(e)
		if err != nil {
			return nil, fmt.Errorf("transaction %d: %w", i, err)
		}
		if !n.present {
			continue
		}
		tx := &Transaction{Data: n.data, Nonce: uint64(n.nonce)}
		if n.hasFrom {
			tx.From = &PublicKey{Key: n.key}
		}
		if n.r != nil {
			tx.Signature = &Signature{R: new(big.Int).SetBytes(n.r), S: new(big.Int).SetBytes(n.s)}
		}
		out[i] = tx
	}
	return out, nil
}

// visitNative is Digest computed over goavro's natives.
func visitNative(h *digest.Hasher, v any) error {
	list, err := goavro.As[[]any](v)
	if err != nil {
		return err
	}
	h.Len(len(list))
	for i, e := range list {
		n, err := readNativeTx(e)
		if err != nil {
			return fmt.Errorf("transaction %d: %w", i, err)
		}
		if !n.present {
			h.Len(0)
			continue
		}
		h.Len(1)
		h.Bytes(n.data)
		if !n.hasFrom {
			h.Len(0)
		} else {
			h.Len(1)
			h.Bytes(n.key)
		}
		if n.r == nil {
			h.Len(0)
		} else {
			h.Len(1)
			h.Bytes(n.r)
			h.Bytes(n.s)
		}
		h.Uint64(uint64(n.nonce))
	}
	return nil
}
