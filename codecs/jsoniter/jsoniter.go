// Package jsoniter is the github.com/json-iterator/go codec on the models'
// plain structs: a reflection codec, bound to every dataset's model values.
package jsoniter

import (
	"fmt"

	jsoniter "github.com/json-iterator/go"

	"github.com/serbench/serbench/suite"
)

// Name is the codec's name; NameFastest is its ConfigFastest form's.
const (
	Name        = "jsoniter"
	NameFastest = "jsoniter-fastest"
)

// Codecs are both forms, in the order reports show them.
var Codecs = []suite.Codec{Codec, Fastest}

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
		// The public documents' models (datasets twitter, citm, canada, golang).
		"canada": sixDigits,
		"golang": sixDigits,
	},
	Bind: func(m suite.Model) (suite.Binding, bool) {
		return m.BindModel(suite.ModelFuncs{
			Marshal:   func(v any) ([]byte, error) { return marshalWith(jsoniter.ConfigFastest, v) },
			Unmarshal: func(b []byte, ptr any) error { return unmarshalWith(jsoniter.ConfigFastest, b, ptr) },
		}), true
	},
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
