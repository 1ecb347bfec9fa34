// Package jsoniter is the github.com/json-iterator/go codec on the models'
// plain structs: a reflection codec, bound to every dataset's model values.
package jsoniter

import (
	"fmt"

	jsoniter "github.com/json-iterator/go"

	"github.com/serbench/serbench/codecs/anyjson"
	"github.com/serbench/serbench/suite"
)

// Name is the codec's name; NameFastest is its ConfigFastest form's.
const (
	Name        = "jsoniter"
	NameFastest = "jsoniter-fastest"
)

// AnyName is the name of the any form.
const AnyName = "jsoniter+any"

// Codecs are its forms, in the order reports show them.
var Codecs = []suite.Codec{Codec, Fastest, AnyCodec}

// api is the configuration meant to behave as encoding/json does: HTML
// escaped, map keys sorted, json.RawMessage validated.
var api = jsoniter.ConfigCompatibleWithStandardLibrary

// Codec is Marshal and Unmarshal of jsoniter.ConfigCompatibleWithStandardLibrary.
var Codec = suite.Codec{
	Name:   Name,
	Title:  "jsoniter (json-iterator/go)",
	Module: "github.com/json-iterator/go",
	URL:    "https://github.com/json-iterator/go",
	Family: "JSON",
	Labels: []string{suite.LabelReflection, suite.LabelText},
	Notes: "jsoniter.ConfigCompatibleWithStandardLibrary's Marshal and Unmarshal (escaped HTML, sorted map keys, " +
		"encoding/json's behaviour), on plain model structs.",
	Bind: func(m suite.Model) (suite.Binding, bool) {
		return m.BindModel(suite.ModelFuncs{Marshal: marshal, Unmarshal: unmarshal}), true
	},
	Generic: &suite.Generic{Call: "ConfigCompatibleWithStandardLibrary.Unmarshal into *any", Decode: func(doc []byte) error {
		var v any
		return unmarshal(doc, &v)
	}},
}

// AnyCodec is Marshal and Unmarshal of
// jsoniter.ConfigCompatibleWithStandardLibrary on generic trees (anyjson).
var AnyCodec = suite.Codec{
	Name:   AnyName,
	Title:  "jsoniter (json-iterator/go), any tree",
	Module: "github.com/json-iterator/go",
	URL:    "https://github.com/json-iterator/go",
	Family: "JSON",
	Labels: []string{suite.LabelReflection, suite.LabelText, suite.LabelAny},
	Notes: "jsoniter.ConfigCompatibleWithStandardLibrary's Marshal of a generic tree (map[string]any, []any, float64, " +
		"string, bool, nil) and Unmarshal into a new *any (numbers as float64), on datasets that offer the tree " +
		"(codecs/anyjson): encode and decode, no read. Integers above 2^53 do not survive float64, and such cells " +
		"fail their round trip.",
	Bind: anyjson.Bind(anyjson.Lib{Marshal: marshal, Unmarshal: func(b []byte, v *any) error { return unmarshal(b, v) }}),
}

const sixDigits = "ConfigFastest writes floats with at most 6 decimal places, so the document's floats lose digits"

// Fastest is Marshal and Unmarshal of jsoniter.ConfigFastest.
var Fastest = suite.Codec{
	Name:   NameFastest,
	Title:  "jsoniter ConfigFastest",
	Module: "github.com/json-iterator/go",
	URL:    "https://github.com/json-iterator/go",
	Family: "JSON",
	Labels: []string{suite.LabelReflection, suite.LabelText},
	Notes: "jsoniter.ConfigFastest's Marshal and Unmarshal (no HTML escaping, floats written with at most 6 " +
		"decimal places, object keys not unescaped), on plain model structs. structs' balances are whole cents, " +
		"which the 6 places keep exact; the floats of canada.json and golang_source.json lose digits.",
	Unfit: map[string]string{
		// The public documents' models (datasets twitter, citm, canada, golang, fhir).
		"canada": sixDigits,
		"golang": sixDigits,
		"fhir":   sixDigits,
	},
	Bind: func(m suite.Model) (suite.Binding, bool) {
		return m.BindModel(suite.ModelFuncs{
			Marshal:   func(v any) ([]byte, error) { return marshalWith(jsoniter.ConfigFastest, v) },
			Unmarshal: func(b []byte, ptr any) error { return unmarshalWith(jsoniter.ConfigFastest, b, ptr) },
		}), true
	},
	Generic: &suite.Generic{Call: "ConfigFastest.Unmarshal into *any", Decode: func(doc []byte) error {
		var v any
		return unmarshalWith(jsoniter.ConfigFastest, doc, &v)
	}},
}

func marshal(v any) ([]byte, error) { return marshalWith(api, v) }

func unmarshal(b []byte, ptr any) error { return unmarshalWith(api, b, ptr) }

func marshalWith(api jsoniter.API, v any) ([]byte, error) {
	b, err := api.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("jsoniter: %w", err)
	}
	return b, nil
}

func unmarshalWith(api jsoniter.API, b []byte, ptr any) error {
	if err := api.Unmarshal(b, ptr); err != nil {
		return fmt.Errorf("jsoniter: %w", err)
	}
	return nil
}
