// Package tickdata is the dataset of seed 004: proto.Marshal against
// protojson.Marshal on Qubic's TickData message.
package tickdata

import (
	"bytes"
	"encoding/hex"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/serbench/serbench/digest"
)

// TickData is the canonical model, field for field the seed's message.
type TickData struct {
	ComputorIndex  uint32
	Epoch          uint32
	TickNumber     uint32
	Timestamp      uint64
	VarStruct      []byte
	TimeLock       []byte
	TransactionIDs []string
	ContractFees   []int64
	SignatureHex   string
}

// sameTickData is the Def's Equal, written out (suite.EqualBy): nil and
// empty lists are the same value, as no format tells them apart.
func sameTickData(a, b *TickData) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.ComputorIndex == b.ComputorIndex && a.Epoch == b.Epoch && a.TickNumber == b.TickNumber &&
		a.Timestamp == b.Timestamp && bytes.Equal(a.VarStruct, b.VarStruct) && bytes.Equal(a.TimeLock, b.TimeLock) &&
		slices.Equal(a.TransactionIDs, b.TransactionIDs) && slices.Equal(a.ContractFees, b.ContractFees) &&
		a.SignatureHex == b.SignatureHex
}

// Counts of the published message, kept by every variant.
const (
	Items        = 100 // transaction ids, contract fees, and bytes of var_struct and time_lock
	SignatureLen = 43  // characters of signature_hex
)

// Seed is the published message exactly: protobuf encodes it in 559 bytes,
// protojson in 1,158.
func Seed() *TickData {
	return &TickData{
		Timestamp:      1,
		TickNumber:     2,
		ComputorIndex:  3,
		Epoch:          4,
		ContractFees:   make([]int64, Items),
		SignatureHex:   strings.Repeat("a", SignatureLen),
		TimeLock:       make([]byte, Items),
		TransactionIDs: make([]string, Items),
		VarStruct:      make([]byte, Items),
	}
}

// Filled has the published counts with realistic contents: 64-character hex
// transaction ids, fees up to ten million, random bytes, a hex signature.
func Filled() *TickData {
	rng := rand.New(rand.NewChaCha8([32]byte{'s', 'e', 'r', 'b', 'e', 'n', 'c', 'h', '/', 't', 'i', 'c', 'k'}))
	randBytes := func(n int) []byte {
		b := make([]byte, n)
		for i := range b {
			b[i] = byte(rng.Uint32())
		}
		return b
	}
	t := &TickData{
		ComputorIndex:  uint32(rng.IntN(676)),
		Epoch:          100 + uint32(rng.IntN(100)),
		TickNumber:     10_000_000 + uint32(rng.IntN(10_000_000)),
		Timestamp:      1_700_000_000_000 + rng.Uint64N(100_000_000_000),
		VarStruct:      randBytes(Items),
		TimeLock:       randBytes(Items),
		TransactionIDs: make([]string, Items),
		ContractFees:   make([]int64, Items),
		SignatureHex:   hex.EncodeToString(randBytes(SignatureLen/2 + 1))[:SignatureLen],
	}
	for i := range Items {
		t.TransactionIDs[i] = hex.EncodeToString(randBytes(32))
		t.ContractFees[i] = rng.Int64N(10_000_000)
	}
	return t
}

// Digest adds t to h, the read digest: every field in field-number order.
func Digest(h *digest.Hasher, t *TickData) {
	h.Uint64(uint64(t.ComputorIndex))
	h.Uint64(uint64(t.Epoch))
	h.Uint64(uint64(t.TickNumber))
	h.Uint64(t.Timestamp)
	h.Bytes(t.VarStruct)
	h.Bytes(t.TimeLock)
	h.Len(len(t.TransactionIDs))
	for _, s := range t.TransactionIDs {
		h.String(s)
	}
	h.Len(len(t.ContractFees))
	for _, f := range t.ContractFees {
		h.Int64(f)
	}
	h.String(t.SignatureHex)
}

// errMark is fed to a digest where an accessor failed, so that the read
// digest cannot match the model's (FlatBuffers' and Cap'n Proto's visits).
const errMark = 0xbad0bad0bad0bad0

// visitFields is Digest over fields read out of a generated struct: the
// Colfer, Bebop and Thrift structs differ in names and integer types, not
// in shape.
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
