// Seed 004's benchmark as a user runs it, in a module of its own that has
// nothing of serbench: its published message literal and its own loop
// (this file, as published), and the same calls in for b.Loop()
// (loop_test.go), without the seed's StartTimer and StopTimer around each
// call, whose reading of the memory statistics, the world stopped, is
// part of what the seed's loop times and counts. Run:
//
//	go test -bench Loop -cpu 1
//
// beside `serbench run --dataset tickdata --variant seed --op encode`
// (docs/methodology.md, "Fidelity"); `serbench fidelity --measure
// instructions` counts both forms under valgrind.
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
	data, _ := proto.Marshal(message)
	b.Logf("serialized message length: %d", len(data))

	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StartTimer()
		_, _ = proto.Marshal(message)
		b.StopTimer()
	}
}

func BenchmarkJsonMarshallSpeed(b *testing.B) {
	data, _ := protojson.Marshal(message)
	b.Logf("json serialized message length: %d", len(data))

	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StartTimer()
		_, _ = protojson.Marshal(message)
		b.StopTimer()
	}
}
