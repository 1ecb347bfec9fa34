// Package mus is the github.com/mus-format/mus-go codec: MUS, a format
// with no field tags or names, written by serializers a dataset writes by
// hand per model type from mus-go's ord (strings, byte slices, slices,
// pointers, maps), varint and raw packages. They work on the model types
// directly, so decode yields the model and the read visit is the dataset's
// Digest. A dataset offers its root serializer through Conv.
package mus

import (
	"fmt"

	musgo "github.com/mus-format/mus-go"
	mapops "github.com/mus-format/mus-go/options/map"
	slops "github.com/mus-format/mus-go/options/slice"
	"github.com/mus-format/mus-go/ord"

	"github.com/serbench/serbench/suite"
)

// Name is the codec's name.
const Name = "mus"

// Codec sizes, allocates and marshals per encode and unmarshals a new value
// per decode.
var Codec = suite.Codec{
	Name:   Name,
	Title:  "mus-go",
	Module: "github.com/mus-format/mus-go",
	URL:    "https://github.com/mus-format/mus-go",
	Family: "MUS",
	Labels: []string{suite.LabelHandWritten, suite.LabelBinary},
	Notes: "Serializers written by hand per model type (datasets/<x>/mus.go) from mus-go's ord, varint and raw " +
		"packages, on the model types themselves. Encodings: every integer a varint (zigzag for signed ones), " +
		"lengths varint.PositiveInt; raw only for structs' float64 balance (raw.Float64; its times are varint " +
		"Unix seconds and nanoseconds) and for transaction's R and S (32 big-endian bytes " +
		"each); strings and byte slices ord's, copied out on decode; every pointer, roots included, ord's nil " +
		"flag; slices and maps ord's valid serializers with a length limit, so that bad input cannot ask for a " +
		"huge allocation. encode is Size, make([]byte, size) and Marshal, a new buffer per op; decode is " +
		"Unmarshal to a new model value, and read is the dataset's Digest on it. Boutique's serializers for its 34 " +
		"message types are what one would write by hand (fields in .proto order, int32 and int64 zigzag varints, " +
		"nested messages ord's pointers), written from boutique.proto by protoc-gen-serbench's mus template " +
		"rather than typed out 34 times; mus-go's own generator (musgen-go) is not used. " +
		"A user's schema (run --proto) gets its own such code, written from its .proto by protoc-gen-serbench's user " +
		"mode (docs/your-own-schema.md).",
	Bind: suite.BindOffered(binder.bind),
}

// Conv is what a dataset offers for model M: its serializer.
type Conv[M any] struct {
	Ser musgo.Serializer[M]
}

// Offer makes a Conv.
func Offer[M any](ser musgo.Serializer[M]) Conv[M] { return Conv[M]{Ser: ser} }

type binder interface{ bind() suite.Binding }

func (c Conv[M]) bind() suite.Binding {
	return suite.Bind(suite.Funcs[M, M]{
		FromModel: func(m M) (M, error) { return m, nil },
		ToModel:   func(m M) (M, error) { return m, nil },
		Encode: func(m M) ([]byte, error) {
			b := make([]byte, c.Ser.Size(m))
			c.Ser.Marshal(m, b)
			return b, nil
		},
		Decode: func(b []byte) (M, error) {
			m, n, err := c.Ser.Unmarshal(b)
			if err != nil {
				return m, fmt.Errorf("mus: %w", err)
			}
			if n != len(b) {
				return m, fmt.Errorf("mus: %d bytes after the message", len(b)-n)
			}
			return m, nil
		},
	})
}

// MaxLen bounds every slice's and map's length on decode: sixteen times the largest
// list of any dataset (a million transactions), and small enough that a
// corrupt length cannot make the slice's allocation fail.
const MaxLen = 1 << 24

// maxLen is MaxLen as a mus-go length validator.
type maxLen struct{}

var errLen = fmt.Errorf("slice length over %d", MaxLen)

func (maxLen) Validate(n int) error {
	if n > MaxLen {
		return errLen
	}
	return nil
}

// Slice is ord's slice serializer for elem, with lengths bounded by MaxLen.
func Slice[T any](elem musgo.Serializer[T]) musgo.Serializer[[]T] {
	return ord.NewValidSliceSer(elem, slops.WithLenValidator[T](maxLen{}))
}

// Map is ord's map serializer for key and value, with lengths bounded by
// MaxLen.
func Map[K comparable, V any](key musgo.Serializer[K], value musgo.Serializer[V]) musgo.Serializer[map[K]V] {
	return ord.NewValidMapSer(key, value, mapops.WithLenValidator[K, V](maxLen{}))
}
