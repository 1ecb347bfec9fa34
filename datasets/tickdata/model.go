// Package tickdata is the dataset of seed 004: proto.Marshal against
// protojson.Marshal on Qubic's TickData message.
package tickdata

import (
	"encoding/hex"
	"math/rand/v2"
	"strings"

	"github.com/serbench/serbench/digest"
)

// TickData is the canonical model, field for field the seed's message
// (tickdata.proto). Every codec's conversions, visits, digest and equality
// are generated from it (generate.go).
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

// Digest adds t to h, the read digest: every field in field-number order
// (hashTickData, generated from the schema as every codec's read visit is).
func Digest(h *digest.Hasher, t *TickData) { hashTickData(h, t) }
