// Package segmentiojson is the github.com/segmentio/encoding/json codec on
// the models' plain structs: a reflection codec, bound to every dataset's
// model values.
package segmentiojson

import (
	"fmt"

	"github.com/segmentio/encoding/json"

	"github.com/serbench/serbench/codecs/anyjson"
	"github.com/serbench/serbench/suite"
)

// Name is the codec's name.
const Name = "segmentio-json"

// Codec is json.Marshal and json.Unmarshal of segmentio/encoding/json.
var Codec = suite.Codec{
	Name:   Name,
	Title:  "segmentio/encoding/json",
	Module: "github.com/segmentio/encoding",
	URL:    "https://github.com/segmentio/encoding",
	Family: "JSON",
	Labels: []string{suite.LabelReflection, suite.LabelText},
	Notes: "json.Marshal and json.Unmarshal of github.com/segmentio/encoding/json (its encoding/json-compatible " +
		"API, default flags), on plain model structs.",
	Bind: func(m suite.Model) (suite.Binding, bool) {
		return m.BindModel(suite.ModelFuncs{Marshal: marshal, Unmarshal: unmarshal}), true
	},
	Generic: &suite.Generic{Call: "json.Unmarshal (segmentio) into *any", Decode: func(doc []byte) error {
		var v any
		return unmarshal(doc, &v)
	}},
}

// AnyName is the name of the any form.
const AnyName = "segmentio-json+any"

// AnyCodec is json.Marshal and json.Unmarshal of segmentio/encoding/json
// on generic trees (anyjson).
var AnyCodec = suite.Codec{
	Name:   AnyName,
	Title:  "segmentio/encoding/json, any tree",
	Module: "github.com/segmentio/encoding",
	URL:    "https://github.com/segmentio/encoding",
	Family: "JSON",
	Labels: []string{suite.LabelReflection, suite.LabelText, suite.LabelAny},
	Notes: "json.Marshal of github.com/segmentio/encoding/json on a generic tree (map[string]any, []any, float64, " +
		"string, bool, nil) and json.Unmarshal into a new *any (numbers as float64), default flags, on datasets that " +
		"offer the tree (codecs/anyjson): encode and decode, no read. Integers above 2^53 do not survive float64, " +
		"and such cells fail their round trip.",
	Bind: anyjson.Bind(anyjson.Lib{Marshal: marshal, Unmarshal: func(b []byte, v *any) error { return unmarshal(b, v) }}),
}

func marshal(v any) ([]byte, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("segmentio-json: %w", err)
	}
	return b, nil
}

func unmarshal(b []byte, ptr any) error {
	if err := json.Unmarshal(b, ptr); err != nil {
		return fmt.Errorf("segmentio-json: %w", err)
	}
	return nil
}
