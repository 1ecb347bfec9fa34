package userproto

import (
	"time"

	flatbuffers "github.com/google/flatbuffers/go"
	"google.golang.org/protobuf/proto"

	"github.com/serbench/serbench/codecs/protobuf"
)

// The helpers of the FlatBuffers code protoc-gen-serbench writes for a
// user's schema (flatbuffers_gen.go).

// Offer is an offer that needs nothing of the protobuf conversion, in the
// form NewKind takes its further offers.
func Offer[M comparable, P proto.Message](offer any) func(protobuf.Conv[M, P]) any {
	return func(protobuf.Conv[M, P]) any { return offer }
}

// FBVector writes a vector of offsets (strings, tables) already built.
func FBVector(b *flatbuffers.Builder, start func(*flatbuffers.Builder, int) flatbuffers.UOffsetT, offs []flatbuffers.UOffsetT) flatbuffers.UOffsetT {
	start(b, len(offs))
	for i := len(offs) - 1; i >= 0; i-- {
		b.PrependUOffsetT(offs[i])
	}
	return b.EndVector(len(offs))
}

// FBTime is the model time of a Timestamp struct's seconds and nanoseconds.
func FBTime(sec int64, nanos int32) *time.Time {
	t := time.Unix(sec, int64(nanos)).UTC()
	return &t
}

// TimeParts are a model time's seconds and nanoseconds, as a Timestamp
// holds them; a nil list element is the zero Timestamp (validation then
// reports the difference).
func TimeParts(t *time.Time) (int64, int32) {
	if t == nil {
		return 0, 0
	}
	return t.Unix(), int32(t.Nanosecond())
}

// Nanos is a model duration's nanoseconds; nil is 0, as TimeParts.
func Nanos(d *time.Duration) int64 {
	if d == nil {
		return 0
	}
	return int64(*d)
}
