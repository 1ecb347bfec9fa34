// Package gojson is the github.com/goccy/go-json codec on the models' plain
// structs: a reflection codec, bound to every dataset's model values.
package gojson

import (
	"fmt"

	gojson "github.com/goccy/go-json"

	"github.com/serbench/serbench/codecs/anyjson"
	"github.com/serbench/serbench/suite"
)

// Name is the codec's name.
const Name = "go-json"

// Codec is gojson.Marshal and gojson.Unmarshal with no options.
var Codec = suite.Codec{
	Name:   Name,
	Title:  "go-json (goccy)",
	Module: "github.com/goccy/go-json",
	URL:    "https://github.com/goccy/go-json",
	Family: "JSON",
	Labels: []string{suite.LabelReflection, suite.LabelText},
	Notes: "json.Marshal and json.Unmarshal of github.com/goccy/go-json, default options (no encode or decode " +
		"option functions), on plain model structs.",
	Bind: func(m suite.Model) (suite.Binding, bool) {
		return m.BindModel(suite.ModelFuncs{Marshal: marshal, Unmarshal: unmarshal}), true
	},
	Generic: &suite.Generic{Call: "gojson.Unmarshal into *any", Decode: func(doc []byte) error {
		var v any
		return unmarshal(doc, &v)
	}},
}

// AnyName is the name of the any form.
const AnyName = "go-json+any"

// AnyCodec is gojson.Marshal and gojson.Unmarshal on generic trees (anyjson).
var AnyCodec = suite.Codec{
	Name:   AnyName,
	Title:  "go-json (goccy), any tree",
	Module: "github.com/goccy/go-json",
	URL:    "https://github.com/goccy/go-json",
	Family: "JSON",
	Labels: []string{suite.LabelReflection, suite.LabelText, suite.LabelAny},
	Notes: "json.Marshal of github.com/goccy/go-json on a generic tree (map[string]any, []any, float64, string, bool, " +
		"nil) and json.Unmarshal into a new *any (numbers as float64), default options, on datasets that offer the " +
		"tree (codecs/anyjson): encode and decode, no read. Integers above 2^53 do not survive float64, and such " +
		"cells fail their round trip.",
	Bind: anyjson.Bind(anyjson.Lib{Marshal: marshal, Unmarshal: func(b []byte, v *any) error { return unmarshal(b, v) }}),
}

func marshal(v any) ([]byte, error) {
	b, err := gojson.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("go-json: %w", err)
	}
	return b, nil
}

func unmarshal(b []byte, ptr any) error {
	if err := gojson.Unmarshal(b, ptr); err != nil {
		return fmt.Errorf("go-json: %w", err)
	}
	return nil
}
