package symphony

import (
	"encoding/binary"
	"math"
)

// Raw views: generated `type XRaw []byte` getters read fields where they lie
// in the message. Every getter checks what it reads, so a view of malformed
// bytes returns an error rather than panicking, and nothing is allocated.
// Strings and bytes come back as sub-slices of the view (capacity clipped,
// so appending to one cannot overwrite the message).

// Public checks the header of a view with a public table of pt bytes and
// returns the table's position.
func Public(b []byte, pt int) (int, error) {
	if len(b) < HeaderSize+pt || b[0] != Version {
		return 0, malformed("bad header", 0)
	}
	return HeaderSize, nil
}

// Private checks the header of a view with tables of pt and qt bytes and
// returns the position of the private segment's version byte.
func Private(b []byte, pt, qt int) (int, error) {
	if len(b) < HeaderSize+pt+1+qt || b[0] != Version {
		return 0, malformed("bad header", 0)
	}
	otp := u32(b, 1)
	if otp < HeaderSize+pt || otp > len(b)-1-qt || b[otp] != Version {
		return 0, malformed("bad offset_to_private", 1)
	}
	return otp, nil
}

// Open checks the header and tables of a view, as a decode of a zero-copy
// format opens its root.
func Open(b []byte, pt, qt int) error {
	_, err := Private(b, pt, qt)
	return err
}

// RawU32 reads the inline 4-byte value at entry (checked by Public or Private).
func RawU32(b []byte, entry int) uint32 { return binary.LittleEndian.Uint32(b[entry:]) }

// RawU64 reads an inline 8-byte value.
func RawU64(b []byte, entry int) uint64 { return binary.LittleEndian.Uint64(b[entry:]) }

// RawF32 reads an inline float.
func RawF32(b []byte, entry int) float32 { return math.Float32frombits(RawU32(b, entry)) }

// RawF64 reads an inline double.
func RawF64(b []byte, entry int) float64 { return math.Float64frombits(RawU64(b, entry)) }

// RawBool reads an inline bool.
func RawBool(b []byte, entry int) bool { return b[entry] != 0 }

// rawTarget resolves the offset at entry, relative to base.
func rawTarget(b []byte, entry, base int) (int, error) {
	at := base + u32(b, entry)
	if at > len(b)-4 {
		return 0, malformed("payload offset out of range", entry)
	}
	return at, nil
}

// RawVar returns the data of the [u32 len][data] payload at entry.
func RawVar(b []byte, entry, base int) ([]byte, error) {
	at, err := rawTarget(b, entry, base)
	if err != nil {
		return nil, err
	}
	n := u32(b, at)
	if n > len(b)-at-4 {
		return nil, malformed("length past the end of the message", at)
	}
	return b[at+4 : at+4+n : at+4+n], nil
}

// RawNested returns the nested message at entry, or nil when absent.
func RawNested(b []byte, entry, base int) ([]byte, error) {
	if RawU32(b, entry) == 0 {
		return nil, nil
	}
	return RawVar(b, entry, base)
}

// rawCount returns the elements after the [u32 count] at entry, and the
// count, checked against min bytes an element.
func rawCount(b []byte, entry, base, min int) ([]byte, int, error) {
	at, err := rawTarget(b, entry, base)
	if err != nil {
		return nil, 0, err
	}
	n := u32(b, at)
	rest := b[at+4:]
	if uint64(n)*uint64(min) > uint64(len(rest)) {
		return nil, 0, malformed("count larger than the message", at)
	}
	return rest, n, nil
}

// fixedList returns the n elements of size bytes at entry.
func fixedList(b []byte, entry, base, size int) ([]byte, error) {
	rest, n, err := rawCount(b, entry, base, size)
	if err != nil {
		return nil, err
	}
	return rest[: n*size : n*size], nil
}

// BoolList is a repeated bool field, read in place.
type BoolList struct{ b []byte }

// Len is the number of elements.
func (l BoolList) Len() int { return len(l.b) }

// At returns element i; like a slice index, it panics when i is out of
// [0, Len()).
func (l BoolList) At(i int) bool { return l.b[i] != 0 }

// RawBools reads a repeated bool field.
func RawBools(b []byte, entry, base int) (BoolList, error) {
	v, err := fixedList(b, entry, base, 1)
	return BoolList{v}, err
}

// Int32List is a repeated int32 (or enum) field, read in place.
type Int32List struct{ b []byte }

// Len is the number of elements.
func (l Int32List) Len() int { return len(l.b) / 4 }

// At returns element i; it panics when i is out of [0, Len()).
func (l Int32List) At(i int) int32 { return int32(binary.LittleEndian.Uint32(l.b[4*i:])) }

// RawInt32s reads a repeated int32 or enum field.
func RawInt32s(b []byte, entry, base int) (Int32List, error) {
	v, err := fixedList(b, entry, base, 4)
	return Int32List{v}, err
}

// Uint32List is a repeated uint32 field, read in place.
type Uint32List struct{ b []byte }

// Len is the number of elements.
func (l Uint32List) Len() int { return len(l.b) / 4 }

// At returns element i; it panics when i is out of [0, Len()).
func (l Uint32List) At(i int) uint32 { return binary.LittleEndian.Uint32(l.b[4*i:]) }

// RawUint32s reads a repeated uint32 field.
func RawUint32s(b []byte, entry, base int) (Uint32List, error) {
	v, err := fixedList(b, entry, base, 4)
	return Uint32List{v}, err
}

// Int64List is a repeated int64 field, read in place.
type Int64List struct{ b []byte }

// Len is the number of elements.
func (l Int64List) Len() int { return len(l.b) / 8 }

// At returns element i; it panics when i is out of [0, Len()).
func (l Int64List) At(i int) int64 { return int64(binary.LittleEndian.Uint64(l.b[8*i:])) }

// RawInt64s reads a repeated int64 field.
func RawInt64s(b []byte, entry, base int) (Int64List, error) {
	v, err := fixedList(b, entry, base, 8)
	return Int64List{v}, err
}

// Uint64List is a repeated uint64 field, read in place.
type Uint64List struct{ b []byte }

// Len is the number of elements.
func (l Uint64List) Len() int { return len(l.b) / 8 }

// At returns element i; it panics when i is out of [0, Len()).
func (l Uint64List) At(i int) uint64 { return binary.LittleEndian.Uint64(l.b[8*i:]) }

// RawUint64s reads a repeated uint64 field.
func RawUint64s(b []byte, entry, base int) (Uint64List, error) {
	v, err := fixedList(b, entry, base, 8)
	return Uint64List{v}, err
}

// Float32List is a repeated float field, read in place.
type Float32List struct{ b []byte }

// Len is the number of elements.
func (l Float32List) Len() int { return len(l.b) / 4 }

// At returns element i; it panics when i is out of [0, Len()).
func (l Float32List) At(i int) float32 {
	return math.Float32frombits(binary.LittleEndian.Uint32(l.b[4*i:]))
}

// RawFloat32s reads a repeated float field.
func RawFloat32s(b []byte, entry, base int) (Float32List, error) {
	v, err := fixedList(b, entry, base, 4)
	return Float32List{v}, err
}

// Float64List is a repeated double field, read in place.
type Float64List struct{ b []byte }

// Len is the number of elements.
func (l Float64List) Len() int { return len(l.b) / 8 }

// At returns element i; it panics when i is out of [0, Len()).
func (l Float64List) At(i int) float64 {
	return math.Float64frombits(binary.LittleEndian.Uint64(l.b[8*i:]))
}

// RawFloat64s reads a repeated double field.
func RawFloat64s(b []byte, entry, base int) (Float64List, error) {
	v, err := fixedList(b, entry, base, 8)
	return Float64List{v}, err
}

// List iterates over a repeated string, bytes or message field in place:
// its elements are [u32 len][data] one after another, so it is read in
// order. T is []byte or a generated Raw type.
type List[T ~[]byte] struct {
	rest []byte
	n    int
}

// Len is the number of elements not yet returned by Next.
func (l *List[T]) Len() int { return l.n }

// Next returns the next element; an error when there is none or it is
// malformed.
func (l *List[T]) Next() (T, error) {
	if l.n <= 0 {
		return nil, malformed("no more elements", 0)
	}
	if len(l.rest) < 4 {
		return nil, malformed("element past the end of the message", 0)
	}
	n := u32(l.rest, 0)
	if n > len(l.rest)-4 {
		return nil, malformed("element length past the end of the message", 0)
	}
	v := l.rest[4 : 4+n : 4+n]
	l.rest = l.rest[4+n:]
	l.n--
	return T(v), nil
}

// RawList reads a repeated string, bytes or message field.
func RawList[T ~[]byte](b []byte, entry, base int) (List[T], error) {
	rest, n, err := rawCount(b, entry, base, 4)
	return List[T]{rest: rest, n: n}, err
}

// TimestampRaw is a view of a google.protobuf.Timestamp in Symphony form.
type TimestampRaw []byte

// Seconds reads field 1.
func (r TimestampRaw) Seconds() (int64, error) {
	p, err := Private(r, 0, 12)
	if err != nil {
		return 0, err
	}
	return int64(RawU64(r, p+1)), nil
}

// Nanos reads field 2.
func (r TimestampRaw) Nanos() (int32, error) {
	p, err := Private(r, 0, 12)
	if err != nil {
		return 0, err
	}
	return int32(RawU32(r, p+9)), nil
}
