package seed004

import (
	"testing"

	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"
)

// The seed's calls as a user writes them today: no timer toggled.

func BenchmarkMarshallSpeedLoop(b *testing.B) {
	for b.Loop() {
		_, _ = proto.Marshal(message)
	}
}

func BenchmarkJsonMarshallSpeedLoop(b *testing.B) {
	for b.Loop() {
		_, _ = protojson.Marshal(message)
	}
}
