// Package fbrt holds the helpers of the FlatBuffers code protoc-gen-serbench
// writes (flatbuffers_gen.go). It links FlatBuffers' library alone, so that
// a lean flatbuffers worker's dataset files can call it.
package fbrt

import (
	"math"

	flatbuffers "github.com/google/flatbuffers/go"
)

// FBVector writes a vector of offsets (strings, tables) already built.
func FBVector(b *flatbuffers.Builder, start func(*flatbuffers.Builder, int) flatbuffers.UOffsetT, offs []flatbuffers.UOffsetT) flatbuffers.UOffsetT {
	start(b, len(offs))
	for i := len(offs) - 1; i >= 0; i-- {
		b.PrependUOffsetT(offs[i])
	}
	return b.EndVector(len(offs))
}

// Float64Slot adds x to the table's field at slot through add (flatc's
// Add<Field>), or itself when x is a negative zero, which add leaves out
// as equal to the default 0, so that its sign survives.
func Float64Slot(b *flatbuffers.Builder, slot int, x float64, add func(*flatbuffers.Builder, float64)) {
	if x == 0 && math.Signbit(x) {
		b.PrependFloat64(x)
		b.Slot(slot)
		return
	}
	add(b, x)
}

// Float32Slot is Float64Slot for a float.
func Float32Slot(b *flatbuffers.Builder, slot int, x float32, add func(*flatbuffers.Builder, float32)) {
	if x == 0 && math.Signbit(float64(x)) {
		b.PrependFloat32(x)
		b.Slot(slot)
		return
	}
	add(b, x)
}
