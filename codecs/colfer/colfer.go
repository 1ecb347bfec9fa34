// Package colfer is the Colfer codec (github.com/pascaldekloe/colfer,
// colf-generated Go). A dataset offers, per model type, the conversions to
// and from the generated struct through Conv.
package colfer

import (
	"fmt"

	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// Name is the codec's name.
const Name = "colfer"

// emptyBug is why boutique's Empty message has no Colfer form.
const emptyBug = "colf v1.8.1 writes Go that does not compile for a struct without fields " +
	"(an unused label in Unmarshal), and Empty has none"

// Codec is the generated MarshalBinary and UnmarshalBinary.
var Codec = suite.Codec{
	Name:   Name,
	Title:  "Colfer",
	Module: "github.com/pascaldekloe/colfer",
	URL:    "https://github.com/pascaldekloe/colfer",
	Family: "Colfer",
	Labels: []string{suite.LabelCodegen, suite.LabelBinary},
	Notes: "colf-generated Go (go tool colf, v1.8.1). encode is the generated MarshalBinary (MarshalLen, " +
		"a new buffer of that size, MarshalTo); decode is UnmarshalBinary into a new struct, which copies " +
		"bytes and strings out of the message; read also visits the struct's fields. The generator's " +
		"limits are raised (-s \"4 << 30\" bytes, -l \"16 << 20\" list elements; defaults 16 MiB and 65,536) " +
		"so that every variant fits. Colfer has no map type and no unsigned lists. structs: a *time.Time is a " +
		"Colfer timestamp (seconds and nanoseconds) with a bool presence flag beside it (Colfer writes no zero " +
		"time, so the flag keeps a nil time apart from the zero one). boutique's schema is generated from " +
		"boutique.proto by protoc-gen-serbench. " +
		"A user's schema (run --proto) gets its own such code, written from its .proto by protoc-gen-serbench's user " +
		"mode (docs/your-own-schema.md).",
	Unfit: map[string]string{
		"structs/complexmap":       "Colfer has no map type: ComplexAndHuge's map[string]*Huge has no Colfer form",
		"structs/complexmap-slice": "Colfer has no map type: ComplexAndHuge's map[string]*Huge has no Colfer form",
		"boutique/Empty":           emptyBug,
		"boutique/trace":           "the trace holds an Empty message: " + emptyBug,
		"boutique/sample":          "the mixes need every message type's binding, and Empty has none: " + emptyBug,
	},
	Bind: suite.BindOffered(binder.bind),
}

// Message is a pointer to a colf-generated struct.
type Message[T any] interface {
	*T
	MarshalBinary() ([]byte, error)
	UnmarshalBinary([]byte) error
}

// Conv is what a dataset offers for model M with generated struct T:
// conversions (untimed) and a visit of the struct's fields for the read
// digest.
type Conv[M, T any, P Message[T]] struct {
	FromModel func(M) (P, error)
	ToModel   func(P) (M, error)
	Visit     func(*digest.Hasher, P)
}

// Offer makes a Conv, its types inferred from the functions.
func Offer[M, T any, P Message[T]](from func(M) (P, error), to func(P) (M, error), visit func(*digest.Hasher, P)) Conv[M, T, P] {
	return Conv[M, T, P]{FromModel: from, ToModel: to, Visit: visit}
}

type binder interface{ bind() suite.Binding }

func (c Conv[M, T, P]) bind() suite.Binding {
	return suite.Bind(suite.Funcs[M, P]{
		FromModel: c.FromModel,
		ToModel:   c.ToModel,
		Visit:     c.Visit,
		Encode: func(p P) ([]byte, error) {
			b, err := p.MarshalBinary()
			if err != nil {
				return nil, fmt.Errorf("colfer: %w", err)
			}
			return b, nil
		},
		Decode: func(b []byte) (P, error) {
			p := P(new(T))
			if err := p.UnmarshalBinary(b); err != nil {
				return nil, fmt.Errorf("colfer: %w", err)
			}
			return p, nil
		},
	})
}
