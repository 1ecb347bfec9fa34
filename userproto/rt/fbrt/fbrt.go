// Package fbrt holds the helpers of the FlatBuffers code protoc-gen-serbench
// writes (flatbuffers_gen.go). It links FlatBuffers' library alone, so that
// a lean flatbuffers worker's dataset files can call it.
package fbrt

import flatbuffers "github.com/google/flatbuffers/go"

// FBVector writes a vector of offsets (strings, tables) already built.
func FBVector(b *flatbuffers.Builder, start func(*flatbuffers.Builder, int) flatbuffers.UOffsetT, offs []flatbuffers.UOffsetT) flatbuffers.UOffsetT {
	start(b, len(offs))
	for i := len(offs) - 1; i >= 0; i-- {
		b.PrependUOffsetT(offs[i])
	}
	return b.EndVector(len(offs))
}
