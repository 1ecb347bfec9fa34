package symphony

import (
	"cmp"
	"encoding/binary"
	"math"
	"slices"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/timestamppb"
)

// Encoding helpers for generated code. A message is written in one pass into
// one buffer, grown once to the size computed beforehand: tables are
// reserved as zeros, and each offset and nested size is filled in once its
// payload has been appended, so no nested message is built apart or copied.

// grow appends n bytes to b, which are zero because Reserve zeroed the
// room it made and everything is written front to back: the tables of a
// message are reserved as zeros without clearing them again.
func grow(b []byte, n int) []byte {
	if cap(b)-len(b) >= n {
		return b[:len(b)+n]
	}
	return append(b, make([]byte, n)...)
}

// Reserve makes room for n more bytes in b, all zero, without changing its
// length: a fresh buffer comes zeroed from the allocator, so only room in
// the caller's own buffer is cleared.
func Reserve(b []byte, n int) []byte {
	if cap(b)-len(b) >= n {
		clear(b[len(b) : len(b)+n])
		return b
	}
	// slices.Grow copies b's spare capacity too: clear what it copied.
	nb := slices.Grow(b, n)
	clear(nb[len(b):cap(b)])
	return nb
}

// Begin starts a message at len(b): the header and a zeroed public table of
// pt bytes. It returns the buffer and the message's start.
func Begin(b []byte, pt int) ([]byte, int) {
	start := len(b)
	b = grow(b, HeaderSize+pt)
	b[start] = Version
	return b, start
}

// BeginPrivate starts the private segment of the message at start: it
// records offset_to_private, writes the segment's version byte and a zeroed
// table of qt bytes, and returns the buffer and the segment's start.
func BeginPrivate(b []byte, start, qt int) ([]byte, int) {
	p := len(b)
	binary.LittleEndian.PutUint32(b[start+1:], uint32(p-start))
	b = grow(b, 1+qt)
	b[p] = Version
	return b, p
}

// BeginHybridPrivate records offset_to_private for a hybrid message, whose
// private fields follow as protobuf with no table of their own.
func BeginHybridPrivate(b []byte, start int) {
	binary.LittleEndian.PutUint32(b[start+1:], uint32(len(b)-start))
}

// PutOffset writes into the table entry at entry the offset of the payload
// about to be appended, relative to base.
func PutOffset(b []byte, entry, base int) {
	binary.LittleEndian.PutUint32(b[entry:], uint32(len(b)-base))
}

// BeginSized reserves a u32 size before a nested message; EndSized fills it.
func BeginSized(b []byte) ([]byte, int) { return grow(b, 4), len(b) }

// EndSized writes the size of what was appended since BeginSized.
func EndSized(b []byte, at int) {
	binary.LittleEndian.PutUint32(b[at:], uint32(len(b)-at-4))
}

// PutBool, PutU32, PutU64, PutF32 and PutF64 write inline table values.
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

// AppendU32 appends a count or length.
func AppendU32(b []byte, v int) []byte { return binary.LittleEndian.AppendUint32(b, uint32(v)) }

// AppendString appends [u32 len][data].
func AppendString(b []byte, s string) []byte { return append(AppendU32(b, len(s)), s...) }

// AppendBytes appends [u32 len][data].
func AppendBytes(b []byte, v []byte) []byte { return append(AppendU32(b, len(v)), v...) }

// AppendStrings appends [u32 count] then [u32 len][data] for each string.
func AppendStrings(b []byte, v []string) []byte {
	b = AppendU32(b, len(v))
	for _, s := range v {
		b = AppendString(b, s)
	}
	return b
}

// AppendBytesList appends [u32 count] then [u32 len][data] for each value.
func AppendBytesList(b []byte, v [][]byte) []byte {
	b = AppendU32(b, len(v))
	for _, s := range v {
		b = AppendBytes(b, s)
	}
	return b
}

// AppendBools appends [u32 count] and a byte per value.
func AppendBools(b []byte, v []bool) []byte {
	b = AppendU32(b, len(v))
	for _, x := range v {
		if x {
			b = append(b, 1)
		} else {
			b = append(b, 0)
		}
	}
	return b
}

// AppendFixed32s appends [u32 count] and 4 bytes per value (int32, uint32, enums).
func AppendFixed32s[T ~int32 | ~uint32](b []byte, v []T) []byte {
	b = AppendU32(b, len(v))
	for _, x := range v {
		b = binary.LittleEndian.AppendUint32(b, uint32(x))
	}
	return b
}

// AppendFixed64s appends [u32 count] and 8 bytes per value.
func AppendFixed64s[T ~int64 | ~uint64](b []byte, v []T) []byte {
	b = AppendU32(b, len(v))
	for _, x := range v {
		b = binary.LittleEndian.AppendUint64(b, uint64(x))
	}
	return b
}

// AppendFloat32s appends [u32 count] and 4 bytes per value.
func AppendFloat32s(b []byte, v []float32) []byte {
	b = AppendU32(b, len(v))
	for _, x := range v {
		b = binary.LittleEndian.AppendUint32(b, math.Float32bits(x))
	}
	return b
}

// AppendFloat64s appends [u32 count] and 8 bytes per value.
func AppendFloat64s(b []byte, v []float64) []byte {
	b = AppendU32(b, len(v))
	for _, x := range v {
		b = binary.LittleEndian.AppendUint64(b, math.Float64bits(x))
	}
	return b
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

// AppendTimestamp appends a Timestamp message (a nil one as its zero value).
func AppendTimestamp(b []byte, t *timestamppb.Timestamp) []byte {
	b, start := Begin(b, 0)
	b, p := BeginPrivate(b, start, 12)
	PutU64(b, p+1, uint64(t.GetSeconds()))
	PutU32(b, p+9, uint32(t.GetNanos()))
	return b
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
