// Package json is the encoding/json codec on the models' plain structs: the
// reflection path, bound to every dataset's model values.
package json

import (
	"encoding/json"
	"fmt"

	"github.com/serbench/serbench/codecs/anyjson"
	"github.com/serbench/serbench/suite"
)

// Name is the codec's name.
const Name = "json"

// Codec is json.Marshal and json.Unmarshal. The model types have no
// MarshalJSON or UnmarshalJSON methods of their own, so that this measures
// encoding/json and nothing else.
var Codec = suite.Codec{
	Name:   Name,
	Title:  "encoding/json",
	Module: "std",
	URL:    "https://pkg.go.dev/encoding/json",
	Family: "JSON",
	Labels: []string{suite.LabelReflection, suite.LabelText},
	Notes:  "json.Marshal and json.Unmarshal on plain model structs: the reflection path, with no generated methods on the types.",
	Bind: func(m suite.Model) (suite.Binding, bool) {
		return m.BindModel(suite.ModelFuncs{Marshal: marshal, Unmarshal: unmarshal}), true
	},
	Generic: &suite.Generic{Call: "json.Unmarshal into *any", Decode: func(doc []byte) error {
		var v any
		return unmarshal(doc, &v)
	}},
}

// AnyName is the name of the any form.
const AnyName = "json+any"

// AnyCodec is json.Marshal and json.Unmarshal on generic trees (anyjson).
var AnyCodec = suite.Codec{
	Name:   AnyName,
	Title:  "encoding/json, any tree",
	Module: "std",
	URL:    "https://pkg.go.dev/encoding/json#Unmarshal",
	Family: "JSON",
	Labels: []string{suite.LabelReflection, suite.LabelText, suite.LabelAny},
	Notes: "json.Marshal of a generic tree (map[string]any, []any, float64, string, bool, nil) and json.Unmarshal " +
		"into a new *any (numbers as float64), on datasets that offer the tree (codecs/anyjson): encode and decode, " +
		"no read. Integers above 2^53 do not survive float64, and such cells fail their round trip.",
	Bind: anyjson.Bind(anyjson.Lib{Marshal: marshal, Unmarshal: func(b []byte, v *any) error { return unmarshal(b, v) }}),
}

func marshal(v any) ([]byte, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("json: %w", err)
	}
	return b, nil
}

func unmarshal(b []byte, ptr any) error {
	if err := json.Unmarshal(b, ptr); err != nil {
		return fmt.Errorf("json: %w", err)
	}
	return nil
}
