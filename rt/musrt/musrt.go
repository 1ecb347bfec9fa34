// Package musrt holds the helpers of the mus-go code protoc-gen-serbench
// writes (mus_gen.go; cmd/protoc-gen-serbench/user_mus.go describes its
// layout). It links mus's codec alone, so that a lean mus worker's dataset
// files can call it.
package musrt

import (
	"errors"
	"fmt"
	"time"

	musgo "github.com/mus-format/mus-go"
	bslops "github.com/mus-format/mus-go/options/byte_slice"
	strops "github.com/mus-format/mus-go/options/string"
	"github.com/mus-format/mus-go/ord"
	"github.com/mus-format/mus-go/varint"

	muscodec "github.com/serbench/serbench/codecs/mus"
)

// The helpers of the mus-go code protoc-gen-serbench writes for a user's
// schema (mus_gen.go; cmd/protoc-gen-serbench/user_mus.go describes its
// layout).

// musLen is varint.PositiveInt refusing a length beyond muscodec.MaxLen as
// it reads it: ord's string and byte slice serializers add the length to
// their offset before they check it against the bytes left, which
// overflows (and panics slicing) on a length near math.MaxInt, and their
// length validators run after that.
type musLen struct{}

var errMusLen = fmt.Errorf("length over %d", muscodec.MaxLen)

func (musLen) Marshal(v int, bs []byte) int { return varint.PositiveInt.Marshal(v, bs) }
func (musLen) Size(v int) int               { return varint.PositiveInt.Size(v) }
func (musLen) Skip(bs []byte) (int, error)  { return varint.PositiveInt.Skip(bs) }
func (musLen) Unmarshal(bs []byte) (int, int, error) {
	v, n, err := varint.PositiveInt.Unmarshal(bs)
	if err == nil && (v < 0 || v > muscodec.MaxLen) {
		err = errMusLen
	}
	return v, n, err
}

// MusString and MusBytes are ord's string and byte slice serializers with
// a length that cannot overflow (musLen).
var (
	MusString = ord.NewStringSer(strops.WithLenSer(musLen{}))
	MusBytes  = ord.NewByteSliceSer(bslops.WithLenSer(musLen{}))
)

// MusLen reads a list's or map's length: at most the bytes left after it
// (every element takes at least one byte), so that a corrupt length cannot
// ask for a large allocation.
func MusLen(bs []byte) (int, int, error) {
	l, n, err := musLen{}.Unmarshal(bs)
	if err == nil && l > len(bs)-n {
		err = fmt.Errorf("length %d exceeds the %d bytes left", l, len(bs)-n)
	}
	return l, n, err
}

// MusSizeTime is a Timestamp's size: varint seconds and nanoseconds.
func MusSizeTime(t *time.Time) int {
	return varint.Int64.Size(t.Unix()) + varint.Int32.Size(int32(t.Nanosecond()))
}

// MusMarshalTime writes a Timestamp's varint seconds and nanoseconds.
func MusMarshalTime(t *time.Time, bs []byte) int {
	n := varint.Int64.Marshal(t.Unix(), bs)
	return n + varint.Int32.Marshal(int32(t.Nanosecond()), bs[n:])
}

// MusUnmarshalTime reads MusMarshalTime's Timestamp, in UTC.
func MusUnmarshalTime(bs []byte) (*time.Time, int, error) {
	sec, n, err := varint.Int64.Unmarshal(bs)
	if err != nil {
		return nil, n, err
	}
	nanos, n1, err := varint.Int32.Unmarshal(bs[n:])
	n += n1
	if err != nil {
		return nil, n, err
	}
	if nanos < 0 || nanos >= 1e9 {
		return nil, n, fmt.Errorf("nanoseconds %d out of range", nanos)
	}
	t := time.Unix(sec, int64(nanos)).UTC()
	return &t, n, nil
}

// MusBadCase is the error of a oneof case number the oneof does not have.
func MusBadCase(tag uint32) error { return fmt.Errorf("oneof case %d", tag) }

var errMusDepth = errors.New("messages nested too deeply")

// MaxDepth bounds how deeply a read lets messages nest: the baseline's
// (baseline.MaxDepth, protobuf-go's), written out so that a mus worker
// does not link the baseline's codec; a test keeps the two equal.
const MaxDepth = 10000

// MusDepth fails a message read nested deeper than MaxDepth.
func MusDepth(depth int) error {
	if depth > MaxDepth {
		return errMusDepth
	}
	return nil
}

// MusRoot is the mus-go serializer of a message type T, the root of a
// variant: a presence flag (ord.Bool), then the message's fields written
// by the generated functions.
type MusRoot[T any] struct {
	SizeOf    func(*T) int
	MarshalTo func(*T, []byte) int
	Read      func(bs []byte, depth int) (*T, int, error)
}

var _ musgo.Serializer[*int] = MusRoot[int]{}

// Marshal implements musgo.Serializer.
func (r MusRoot[T]) Marshal(m *T, bs []byte) int {
	n := ord.Bool.Marshal(m != nil, bs)
	if m != nil {
		n += r.MarshalTo(m, bs[n:])
	}
	return n
}

// Unmarshal implements musgo.Serializer.
func (r MusRoot[T]) Unmarshal(bs []byte) (*T, int, error) {
	present, n, err := ord.Bool.Unmarshal(bs)
	if err != nil || !present {
		return nil, n, err
	}
	m, n1, err := r.Read(bs[n:], 0)
	return m, n + n1, err
}

// Size implements musgo.Serializer.
func (r MusRoot[T]) Size(m *T) int {
	if m == nil {
		return 1
	}
	return 1 + r.SizeOf(m)
}

// Skip implements musgo.Serializer, by reading the message.
func (r MusRoot[T]) Skip(bs []byte) (int, error) {
	_, n, err := r.Unmarshal(bs)
	return n, err
}
