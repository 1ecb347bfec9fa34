// Package reflectcodec binds the reflection codecs of the standard library
// (encoding/gob, encoding/json) to any dataset's model type directly.
package reflectcodec

import (
	"bytes"
	"encoding/gob"
	"encoding/json"
	"fmt"

	"github.com/serbench/serbench/codecs"
	"github.com/serbench/serbench/suite"
)

func identity[M any](m M) (M, error) { return m, nil }

// Gob binds encoding/gob to model M, with a new Encoder and Decoder per op.
func Gob[M any]() suite.Binding[M] {
	return suite.Bind(codecs.Gob, suite.Funcs[M, M]{
		FromModel: identity[M],
		ToModel:   identity[M],
		Encode: func(m M) ([]byte, error) {
			var buf bytes.Buffer
			if err := gob.NewEncoder(&buf).Encode(m); err != nil {
				return nil, fmt.Errorf("gob: %w", err)
			}
			return buf.Bytes(), nil
		},
		Decode: func(b []byte) (M, error) {
			var m M
			if err := gob.NewDecoder(bytes.NewReader(b)).Decode(&m); err != nil {
				return m, fmt.Errorf("gob: %w", err)
			}
			return m, nil
		},
	})
}

// JSON binds encoding/json to model M through reflection. The model types
// must have no MarshalJSON or UnmarshalJSON methods of their own, so that
// this measures encoding/json and nothing else.
func JSON[M any]() suite.Binding[M] {
	return suite.Bind(codecs.JSON, suite.Funcs[M, M]{
		FromModel: identity[M],
		ToModel:   identity[M],
		Encode: func(m M) ([]byte, error) {
			b, err := json.Marshal(m)
			if err != nil {
				return nil, fmt.Errorf("json: %w", err)
			}
			return b, nil
		},
		Decode: func(b []byte) (M, error) {
			var m M
			if err := json.Unmarshal(b, &m); err != nil {
				return m, fmt.Errorf("json: %w", err)
			}
			return m, nil
		},
	})
}
