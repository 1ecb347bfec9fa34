// Seed 004's benchmark as a user runs it, in a module of its own that has
// nothing of serbench: its published message literal, proto.Marshal and
// protojson.Marshal, in for b.Loop() (the seed's StartTimer and StopTimer
// around each call are its flaw, not kept). Run:
//
//	go test -bench . -cpu 1
//
// beside `serbench run --dataset tickdata --variant seed --op encode`
// (docs/methodology.md, "Fidelity").
package seed004

import (
	"testing"

	"example.com/seed004/pb"
	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"
)

var message = &pb.TickData{
	Timestamp:      uint64(1),
	TickNumber:     uint32(2),
	ComputorIndex:  uint32(3),
	Epoch:          uint32(4),
	ContractFees:   make([]int64, 100),
	SignatureHex:   "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
	TimeLock:       make([]byte, 100),
	TransactionIds: make([]string, 100),
	VarStruct:      make([]byte, 100),
}

func BenchmarkMarshallSpeed(b *testing.B) {
	for b.Loop() {
		_, _ = proto.Marshal(message)
	}
}

func BenchmarkJsonMarshallSpeed(b *testing.B) {
	for b.Loop() {
		_, _ = protojson.Marshal(message)
	}
}
