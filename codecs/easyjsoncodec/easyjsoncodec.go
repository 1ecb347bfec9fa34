// Package easyjsoncodec binds github.com/mailru/easyjson's generated code to
// a dataset. The generated methods live on mirror types of their own (one
// sub-package per dataset), never on the model, so encoding/json keeps
// measuring its own reflection path and neither codec runs the other's code.
package easyjsoncodec

import (
	"fmt"

	"github.com/mailru/easyjson"

	"github.com/serbench/serbench/codecs"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// Value is a pointer to an easyjson-generated type T.
type Value[T any] interface {
	*T
	easyjson.Marshaler
	easyjson.Unmarshaler
}

// Conv converts between model M and the generated type T.
type Conv[M, T any, P Value[T]] struct {
	FromModel func(M) (P, error)
	ToModel   func(P) (M, error)
	// Visit is the dataset's digest over P's fields.
	Visit func(*digest.Hasher, P)
}

// Bind binds easyjson.Marshal and easyjson.Unmarshal.
func Bind[M, T any, P Value[T]](c Conv[M, T, P]) suite.Binding[M] {
	return suite.Bind(codecs.EasyJSON, suite.Funcs[M, P]{
		FromModel: c.FromModel,
		ToModel:   c.ToModel,
		Visit:     c.Visit,
		Encode: func(p P) ([]byte, error) {
			b, err := easyjson.Marshal(p)
			if err != nil {
				return nil, fmt.Errorf("easyjson: %w", err)
			}
			return b, nil
		},
		Decode: func(b []byte) (P, error) {
			p := P(new(T))
			if err := easyjson.Unmarshal(b, p); err != nil {
				return p, fmt.Errorf("easyjson: %w", err)
			}
			return p, nil
		},
	})
}
