// Package bebop is the Bebop codec (github.com/200sc/bebop, bebopc-go
// generated Go). A dataset offers, per model type, the conversions to and
// from the generated struct through Conv.
package bebop

import (
	"fmt"

	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// Name is the codec's name.
const Name = "bebop"

// Codec is the generated MarshalBebop and UnmarshalBebop.
var Codec = suite.Codec{
	Name:   Name,
	Title:  "Bebop",
	Module: "github.com/200sc/bebop",
	URL:    "https://github.com/200sc/bebop",
	Family: "Bebop",
	Labels: []string{suite.LabelCodegen, suite.LabelBinary},
	Notes: "bebopc-go generated Go (go tool bebopc-go, v0.6.2, default options: strings copied, not shared " +
		"with the message). encode is the generated MarshalBebop (Size, a new buffer of that size, " +
		"MarshalBebopTo); decode is UnmarshalBebop into a new struct; read also visits the struct's fields. " +
		"Bebop structs where every field is present (tickdata, objectlist, transaction, structs' Tiny, and " +
		"boutique's messages without a nested message field); structs' other messages and boutique's messages " +
		"with a nested message field are Bebop messages, whose optional fields bebopc-go generates as pointers " +
		"(a nil model pointer is an absent field; decode allocates one per field). structs' times are int64 Unix " +
		"nanoseconds: Bebop's date counts 100 ns ticks and would round them. decode turns a panic of the generated decoder (message decoders index the buffer unchecked, so " +
		"a truncated message panics) into an error. " +
		"A user's schema (run --proto) gets its own such code, written from its .proto by protoc-gen-serbench's user " +
		"mode (docs/your-own-schema.md).",
	Bind: suite.BindOffered(binder.bind),
}

// Message is a pointer to a bebopc-go generated struct.
type Message[T any] interface {
	*T
	MarshalBebop() []byte
	UnmarshalBebop([]byte) error
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
		Encode:    func(p P) ([]byte, error) { return p.MarshalBebop(), nil },
		Decode:    decode[T, P],
	})
}

// decode unmarshals b into a new T. bebopc-go's message decoders index the
// buffer without checking its length, so a truncated message panics: the
// panic becomes the error.
func decode[T any, P Message[T]](b []byte) (p P, err error) {
	defer func() {
		if r := recover(); r != nil {
			p, err = nil, fmt.Errorf("bebop: malformed message: %v", r)
		}
	}()
	p = P(new(T))
	if err := p.UnmarshalBebop(b); err != nil {
		return nil, fmt.Errorf("bebop: %w", err)
	}
	return p, nil
}
