// Package easyjson is the github.com/mailru/easyjson codec. Its generated
// methods live on mirror types of their own (XEJ beside each model type X,
// with X's fields, written by tools/mirrorgen), never on the model, so
// encoding/json keeps measuring its own reflection path and neither codec
// runs the other's code. A dataset offers the mirror through Conv.
package easyjson

import (
	"fmt"

	"github.com/mailru/easyjson"
	"github.com/mailru/easyjson/jlexer"

	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// Name is the codec's name.
const Name = "easyjson"

// Codec is easyjson.Marshal and easyjson.Unmarshal on the mirror types.
var Codec = suite.Codec{
	Name:   Name,
	Title:  "easyjson",
	Module: "github.com/mailru/easyjson",
	URL:    "https://github.com/mailru/easyjson",
	Family: "JSON",
	Labels: []string{suite.LabelCodegen, suite.LabelText},
	Notes: "easyjson.Marshal and easyjson.Unmarshal on generated mirror types (the model's fields, on a type of " +
		"their own), so encoding/json never calls easyjson's methods (the flaw of seed 002).",
	Bind: suite.BindOffered(binder.bind),
	// easyjson's generated code reads into its own types; its lexer's
	// Interface is the any tree it falls back to for interface{} fields.
	Generic: &suite.Generic{Call: "jlexer.Lexer.Interface, then Consumed (no trailing data)", Decode: func(doc []byte) error {
		l := jlexer.Lexer{Data: doc}
		l.Interface()
		l.Consumed()
		if err := l.Error(); err != nil {
			return fmt.Errorf("easyjson: %w", err)
		}
		return nil
	}},
}

// Value is a pointer to an easyjson-generated type T.
type Value[T any] interface {
	*T
	easyjson.Marshaler
	easyjson.Unmarshaler
}

// Conv is what a dataset offers for model M with its easyjson mirror T.
type Conv[M, T any, P Value[T]] struct {
	FromModel func(M) (P, error)
	ToModel   func(P) (M, error)
	// Visit is the dataset's digest over P's fields.
	Visit func(*digest.Hasher, P)
}

type binder interface{ bind() suite.Binding }

func (c Conv[M, T, P]) bind() suite.Binding {
	return suite.Bind(suite.Funcs[M, P]{
		FromModel: c.FromModel,
		ToModel:   c.ToModel,
		Visit:     c.Visit,
		Encode:    func(p P) ([]byte, error) { return Marshal(p) },
		Decode: func(b []byte) (P, error) {
			p := P(new(T))
			return p, Unmarshal(b, p)
		},
	})
}

// Marshal is the codec's encode of any easyjson-generated value:
// easyjson.Marshal. Package bench calls it too, on a user's own types.
func Marshal(v easyjson.Marshaler) ([]byte, error) {
	b, err := easyjson.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("easyjson: %w", err)
	}
	return b, nil
}

// Unmarshal is the codec's decode into an easyjson-generated value:
// easyjson.Unmarshal.
func Unmarshal(b []byte, v easyjson.Unmarshaler) error {
	if err := easyjson.Unmarshal(b, v); err != nil {
		return fmt.Errorf("easyjson: %w", err)
	}
	return nil
}
