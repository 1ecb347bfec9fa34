// Package flatbuffers is the FlatBuffers codec (github.com/google/flatbuffers,
// flatc-generated Go). A dataset offers, per model type, the builder and
// the generated accessors through Conv.
package flatbuffers

import (
	"bytes"
	"errors"

	fb "github.com/google/flatbuffers/go"

	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// Name is the codec's name.
const Name = "flatbuffers"

// Codec builds a message from the model per encode and opens its root per
// decode.
var Codec = suite.Codec{
	Name:   Name,
	Title:  "FlatBuffers",
	Module: "github.com/google/flatbuffers",
	URL:    "https://flatbuffers.dev/languages/go/",
	Family: "FlatBuffers",
	Labels: []string{suite.LabelCodegen, suite.LabelBinary, suite.LabelZeroCopy},
	Notes: "flatc-generated Go (Debian flatc 2.0.8) with the flatbuffers Go runtime. encode builds the message " +
		"from the model struct with a fresh Builder per op (1 KiB initial buffer, nothing reused) and returns " +
		"FinishedBytes; decode opens the root table (GetRootAs…, no copy, no verification: the Go runtime has " +
		"no verifier); read also visits every field through the generated accessors.",
	Bind: suite.BindOffered(binder.bind),
}

// Table is a pointer to a flatc-generated table type.
type Table[F any] interface {
	*F
	Init([]byte, fb.UOffsetT)
}

// Conv is what a dataset offers for model M with root table F.
type Conv[M, F any, FP Table[F]] struct {
	// Build writes m's root table into b (the timed encode) and returns
	// its offset.
	Build func(b *fb.Builder, m M) fb.UOffsetT
	// Root is flatc's GetRootAs… for F.
	Root func(buf []byte, offset fb.UOffsetT) FP
	// Visit adds the table's fields to h through the accessors, as the
	// dataset's Digest adds the model's.
	Visit   func(h *digest.Hasher, t FP)
	ToModel func(t FP) (M, error)
	// Mutate writes an update's scalar in place with flatc's Mutate…
	// function; false when the table does not store the field (a scalar
	// equal to its default is left out). nil where the dataset declares
	// no update.
	Mutate func(t FP, v int64) bool
}

// InitialSize is the builder's first buffer: most messages fit, larger ones
// grow it by doubling, as FlatBuffers' own examples do.
const InitialSize = 1024

// value is the binding's value: the model message to build from (encode)
// or the root table opened on the bytes (decode).
type value[M any, FP any] struct {
	m M
	t FP
}

var errShort = errors.New("flatbuffers: message too short")

type binder interface{ bind() suite.Binding }

func (c Conv[M, F, FP]) bind() suite.Binding {
	return suite.Bind(suite.Funcs[M, value[M, FP]]{
		FromModel: func(m M) (value[M, FP], error) { return value[M, FP]{m: m}, nil },
		ToModel:   func(v value[M, FP]) (M, error) { return c.ToModel(v.t) },
		Encode: func(v value[M, FP]) ([]byte, error) {
			b := fb.NewBuilder(InitialSize)
			b.Finish(c.Build(b, v.m))
			return b.FinishedBytes(), nil
		},
		Decode: func(buf []byte) (value[M, FP], error) {
			if len(buf) < fb.SizeUOffsetT {
				return value[M, FP]{}, errShort
			}
			return value[M, FP]{t: c.Root(buf, 0)}, nil
		},
		Visit:      func(h *digest.Hasher, v value[M, FP]) { c.Visit(h, v.t) },
		Updater:    c.updater(),
		UpdateMode: suite.UpdateScalarInPlace,
	})
}

// updater writes the scalar in place (Mutate…) into a copy of the received
// bytes; a FlatBuffers string cannot change length in place, so the table
// is then read into the model (with the new scalar), the string set and
// the message rebuilt, as encode builds it.
func (c Conv[M, F, FP]) updater() func(*suite.UpdateDef[M]) suite.UpdateFunc {
	if c.Mutate == nil {
		return nil
	}
	return func(u *suite.UpdateDef[M]) suite.UpdateFunc {
		return func(b []byte, ch suite.Change) ([]byte, error) {
			if len(b) < fb.SizeUOffsetT {
				return nil, errShort
			}
			buf := bytes.Clone(b)
			t := c.Root(buf, 0)
			mutated := c.Mutate(t, ch.Int)
			m, err := c.ToModel(t)
			if err != nil {
				return nil, err
			}
			if !mutated {
				u.SetInt(m, ch.Int) // not stored: only a rebuild can add it
			}
			u.SetStr(m, ch.Str)
			bl := fb.NewBuilder(InitialSize)
			bl.Finish(c.Build(bl, m))
			return bl.FinishedBytes(), nil
		}
	}
}

// Offer makes a Conv, its types inferred from the functions.
func Offer[M, F any, FP Table[F]](build func(*fb.Builder, M) fb.UOffsetT, root func([]byte, fb.UOffsetT) FP,
	visit func(*digest.Hasher, FP), toModel func(FP) (M, error)) Conv[M, F, FP] {
	return Conv[M, F, FP]{Build: build, Root: root, Visit: visit, ToModel: toModel}
}
