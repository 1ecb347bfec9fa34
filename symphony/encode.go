package symphony

import (
	"cmp"
	"encoding/binary"
	"math"
	"slices"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/timestamppb"
)

// Encoding helpers for generated code. A message is written in one pass
// into a buffer already extended to the size computed beforehand, once for
// the whole tree: every helper writes at a position and returns the position
// after what it wrote, so nothing is appended, grown or zeroed on the way,
// and each offset and nested size is written as soon as it is known.
// Every byte of a message is written, so the buffer needs no clearing.

// Extend returns b extended by n bytes, whose contents are left for the
// caller to overwrite: a buffer of its own is allocated at exactly n bytes.
func Extend(b []byte, n int) []byte {
	if cap(b)-len(b) >= n {
		return b[:len(b)+n]
	}
	if cap(b) == 0 {
		return make([]byte, n)
	}
	// Growing a caller's buffer: append's amortised growth, so that a
	// series of appends into one buffer does not copy it every time.
	return append(b, make([]byte, n)...)
}

// PutHeader writes a message header into h: the version, otp as
// offset_to_private (0 when the caller writes it later) and zero service
// and method ids. h is the message's first bytes, sliced from an array, so
// the writes need no bounds checks.
func PutHeader(h []byte, otp int) {
	_ = h[HeaderSize-1]
	h[0] = Version
	binary.LittleEndian.PutUint32(h[1:], uint32(otp))
	binary.LittleEndian.PutUint64(h[5:], 0)
}

// PutBool, PutU32, PutU64, PutF32 and PutF64 write inline values.
func PutBool(b []byte, at int, v bool) {
	if v {
		b[at] = 1
	} else {
		b[at] = 0
	}
}

// PutU32 writes a 4-byte value.
func PutU32(b []byte, at int, v uint32) { binary.LittleEndian.PutUint32(b[at:], v) }

// PutU64 writes an 8-byte value.
func PutU64(b []byte, at int, v uint64) { binary.LittleEndian.PutUint64(b[at:], v) }

// PutF32 writes a float.
func PutF32(b []byte, at int, v float32) { PutU32(b, at, math.Float32bits(v)) }

// PutF64 writes a double.
func PutF64(b []byte, at int, v float64) { PutU64(b, at, math.Float64bits(v)) }

// PutString writes [u32 len][data] at at.
func PutString(b []byte, at int, s string) int {
	binary.LittleEndian.PutUint32(b[at:], uint32(len(s)))
	return at + 4 + copy(b[at+4:], s)
}

// PutBytes writes [u32 len][data] at at.
func PutBytes(b []byte, at int, v []byte) int {
	binary.LittleEndian.PutUint32(b[at:], uint32(len(v)))
	return at + 4 + copy(b[at+4:], v)
}

// PutStrings writes [u32 count] then [u32 len][data] for each string.
func PutStrings(b []byte, at int, v []string) int {
	binary.LittleEndian.PutUint32(b[at:], uint32(len(v)))
	at += 4
	for _, s := range v {
		binary.LittleEndian.PutUint32(b[at:], uint32(len(s)))
		at += 4 + copy(b[at+4:], s)
	}
	return at
}

// PutBytesList writes [u32 count] then [u32 len][data] for each value.
func PutBytesList(b []byte, at int, v [][]byte) int {
	binary.LittleEndian.PutUint32(b[at:], uint32(len(v)))
	at += 4
	for _, s := range v {
		binary.LittleEndian.PutUint32(b[at:], uint32(len(s)))
		at += 4 + copy(b[at+4:], s)
	}
	return at
}

// The fixed-size lists are written through one slice of exactly their
// size, element by element from its front, so the compiler checks its
// bounds once per list rather than once per element.

// PutBools writes [u32 count] and a byte per value.
func PutBools(b []byte, at int, v []bool) int {
	binary.LittleEndian.PutUint32(b[at:], uint32(len(v)))
	dst := b[at+4 : at+4+len(v)]
	for i, x := range v {
		var c byte
		if x {
			c = 1
		}
		dst[i] = c
	}
	return at + 4 + len(v)
}

// PutFixed32s writes [u32 count] and 4 bytes per value (int32, uint32, enums).
func PutFixed32s[T ~int32 | ~uint32](b []byte, at int, v []T) int {
	binary.LittleEndian.PutUint32(b[at:], uint32(len(v)))
	end := at + 4 + 4*len(v)
	dst := b[at+4 : end]
	for _, x := range v {
		if len(dst) < 4 {
			break
		}
		binary.LittleEndian.PutUint32(dst, uint32(x))
		dst = dst[4:]
	}
	return end
}

// PutFixed64s writes [u32 count] and 8 bytes per value.
func PutFixed64s[T ~int64 | ~uint64](b []byte, at int, v []T) int {
	binary.LittleEndian.PutUint32(b[at:], uint32(len(v)))
	end := at + 4 + 8*len(v)
	dst := b[at+4 : end]
	for _, x := range v {
		if len(dst) < 8 {
			break
		}
		binary.LittleEndian.PutUint64(dst, uint64(x))
		dst = dst[8:]
	}
	return end
}

// PutFloat32s writes [u32 count] and 4 bytes per value.
func PutFloat32s(b []byte, at int, v []float32) int {
	binary.LittleEndian.PutUint32(b[at:], uint32(len(v)))
	end := at + 4 + 4*len(v)
	dst := b[at+4 : end]
	for _, x := range v {
		if len(dst) < 4 {
			break
		}
		binary.LittleEndian.PutUint32(dst, math.Float32bits(x))
		dst = dst[4:]
	}
	return end
}

// PutFloat64s writes [u32 count] and 8 bytes per value.
func PutFloat64s(b []byte, at int, v []float64) int {
	binary.LittleEndian.PutUint32(b[at:], uint32(len(v)))
	end := at + 4 + 8*len(v)
	dst := b[at+4 : end]
	for _, x := range v {
		if len(dst) < 8 {
			break
		}
		binary.LittleEndian.PutUint64(dst, math.Float64bits(x))
		dst = dst[8:]
	}
	return end
}

// SizeStrings is the payload size of a repeated string field.
func SizeStrings(v []string) int {
	n := 4 + 4*len(v)
	for _, s := range v {
		n += len(s)
	}
	return n
}

// SizeBytesList is the payload size of a repeated bytes field.
func SizeBytesList(v [][]byte) int {
	n := 4 + 4*len(v)
	for _, s := range v {
		n += len(s)
	}
	return n
}

// Timestamps are written as SPEC 6 says, as the nested message
// {seconds int64 = 1, nanos int32 = 2}, both private.
const timestampSize = HeaderSize + 1 + 8 + 4

// SizeTimestamp is the size of a Timestamp message.
func SizeTimestamp(*timestamppb.Timestamp) int { return timestampSize }

// PutTimestamp writes a Timestamp message (a nil one as its zero value)
// at s and returns its end.
func PutTimestamp(b []byte, s int, t *timestamppb.Timestamp) int {
	w := (*[timestampSize]byte)(b[s:])
	PutHeader(w[:], HeaderSize)
	w[HeaderSize] = Version
	binary.LittleEndian.PutUint64(w[HeaderSize+1:], uint64(t.GetSeconds()))
	binary.LittleEndian.PutUint32(w[HeaderSize+9:], uint32(t.GetNanos()))
	return s + timestampSize
}

// hybridProto is the protobuf encoding of a hybrid message's private part:
// deterministic, so the same message always gives the same bytes.
var hybridProto = proto.MarshalOptions{Deterministic: true, UseCachedSize: true}

// SizeProto sizes the private part of a hybrid message; AppendProto must
// follow with the same message, as it uses the size cached here.
func SizeProto(m proto.Message) int { return proto.MarshalOptions{Deterministic: true}.Size(m) }

// AppendProto appends the protobuf encoding of m.
func AppendProto(b []byte, m proto.Message) ([]byte, error) { return hybridProto.MarshalAppend(b, m) }

// SortedKeys returns a map's keys in order: maps are written in key order,
// as protobuf's deterministic mode does, so equal maps give equal bytes.
func SortedKeys[K cmp.Ordered, V any](m map[K]V) []K {
	keys := make([]K, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// SortedBoolKeys returns a bool-keyed map's keys, false first.
func SortedBoolKeys[V any](m map[bool]V) []bool {
	var out []bool
	for _, k := range []bool{false, true} {
		if _, ok := m[k]; ok {
			out = append(out, k)
		}
	}
	return out
}
