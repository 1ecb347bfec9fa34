// Package anyjson is what the JSON libraries' `+any` forms bind through: a
// dataset's offer (Conv) of its model as Go's generic tree, the
// map[string]any, []any, float64, string, bool and nil that a program gets
// from JSON it has no types for. It is not a codec of its own: each library's
// package declares its form with Bind.
//
// The tree is made from the model outside the timed section, by
// encoding/json: json.Marshal of the model, then json.Unmarshal into an any,
// numbers as float64. float64 because every library with a form here
// decodes numbers into float64 by default, so the tree a form encodes is
// the tree it decodes (UseNumber's json.Number would be a string some of
// them write differently). The form times the library's Marshal(any) and
// Unmarshal(&any); the round-trip check converts the decoded tree back to
// the model, again untimed, by json.Marshal and json.Unmarshal. A float64
// carries integers exactly only up to 2^53: a model with a larger int64 or
// uint64 (an id, a nonce) or a big.Int fails its round trip, as it would
// in a program that decodes such JSON into any.
package anyjson

import (
	"encoding/json"
	"fmt"

	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// Conv is a dataset's offer of model M to the `+any` forms. Digest is the
// dataset's own, which validation applies to the decoded tree once it is
// back in the model.
type Conv[M any] struct {
	Digest func(*digest.Hasher, M)
}

// Of returns the offer of a model with digest d, for a dataset's file
// `var _ = suite.Offer(&offers, key, anyjson.Of(Digest))`.
func Of[M any](d func(*digest.Hasher, M)) func() Conv[M] {
	return func() Conv[M] { return Conv[M]{Digest: d} }
}

// Lib is a library's work on generic trees, with the settings of its form.
type Lib struct {
	Marshal   func(v any) ([]byte, error)
	Unmarshal func(b []byte, v *any) error
}

// Ops are the ops of every `+any` form: encode and decode. There is no
// read: a read visits the decoded value through its own accessors and
// returns the dataset's digest, and a tree's only way to the model's fields
// is the conversion back to the model, which would time encoding/json
// rather than the library.
var Ops = []suite.Op{suite.Encode, suite.Decode}

type binder interface{ bind(lib Lib) suite.Binding }

// Bind is a `+any` form's Bind: lib bound to every model type that offers
// a Conv.
func Bind(lib Lib) func(suite.Model) (suite.Binding, bool) {
	return func(m suite.Model) (suite.Binding, bool) {
		c, ok := suite.Offered[binder](m)
		if !ok {
			return nil, false
		}
		return c.bind(lib), true
	}
}

func (c Conv[M]) bind(lib Lib) suite.Binding {
	return suite.Bind(suite.Funcs[M, any]{
		FromModel: Tree[M],
		ToModel:   Model[M],
		Encode:    lib.Marshal,
		Decode: func(b []byte) (any, error) {
			var v any
			err := lib.Unmarshal(b, &v)
			return v, err
		},
		// Validation's digest check only: Ops leaves read out.
		VisitErr: func(h *digest.Hasher, v any) error {
			m, err := Model[M](v)
			if err != nil {
				return err
			}
			c.Digest(h, m)
			return nil
		},
		Ops: Ops,
	})
}

// Tree is m as encoding/json's generic tree, numbers as float64.
func Tree[M any](m M) (any, error) {
	b, err := json.Marshal(m)
	if err != nil {
		return nil, fmt.Errorf("anyjson: model to JSON: %w", err)
	}
	var v any
	if err := json.Unmarshal(b, &v); err != nil {
		return nil, fmt.Errorf("anyjson: JSON to tree: %w", err)
	}
	return v, nil
}

// Model is the tree v back in model M, through encoding/json.
func Model[M any](v any) (M, error) {
	var m M
	b, err := json.Marshal(v)
	if err != nil {
		return m, fmt.Errorf("anyjson: tree to JSON: %w", err)
	}
	if err := json.Unmarshal(b, &m); err != nil {
		// The likeliest cause: an integer beyond 2^53, rounded in the
		// tree's float64 to a number the model's type cannot hold.
		return m, fmt.Errorf("anyjson: JSON to model (the tree's numbers are float64): %w", err)
	}
	return m, nil
}
