// Package jsonv2 is the JSON v2 codec of github.com/go-json-experiment/json
// on the models' plain structs: a reflection codec, bound to every
// dataset's model values.
package jsonv2

import (
	"fmt"

	"github.com/go-json-experiment/json"

	"github.com/serbench/serbench/codecs/anyjson"
	"github.com/serbench/serbench/suite"
)

// Name is the codec's name.
const Name = "json-v2"

// opts keeps nil apart from empty: v2 writes a nil slice as [] and a nil
// map as {} by default, which decode back as empty, not nil, and so would
// change the model. With these two it writes null, as v1 does.
var opts = json.JoinOptions(json.FormatNilSliceAsNull(true), json.FormatNilMapAsNull(true))

// Codec is json.Marshal and json.Unmarshal of go-json-experiment/json.
var Codec = suite.Codec{
	Name:   Name,
	Title:  "JSON v2 (go-json-experiment/json)",
	Module: "github.com/go-json-experiment/json",
	URL:    "https://github.com/go-json-experiment/json",
	Family: "JSON",
	Labels: []string{suite.LabelReflection, suite.LabelText},
	Notes: "json.Marshal and json.Unmarshal of github.com/go-json-experiment/json with FormatNilSliceAsNull(true) " +
		"and FormatNilMapAsNull(true) (v2 otherwise writes nil slices and maps as [] and {}, which would not " +
		"decode back to nil), other options at v2's defaults, on plain model structs. The standard library's " +
		"encoding/json/v2 (the same code) is left out: Go 1.26 builds it only with GOEXPERIMENT=jsonv2.",
	Bind: func(m suite.Model) (suite.Binding, bool) {
		return m.BindModel(suite.ModelFuncs{Marshal: marshal, Unmarshal: unmarshal}), true
	},
	Generic: &suite.Generic{Call: "json.Unmarshal (v2, the codec's options) into *any", Decode: func(doc []byte) error {
		var v any
		return unmarshal(doc, &v)
	}},
}

// AnyName is the name of the any form.
const AnyName = "json-v2+any"

// AnyCodec is json.Marshal and json.Unmarshal of go-json-experiment/json
// on generic trees (anyjson).
var AnyCodec = suite.Codec{
	Name:   AnyName,
	Title:  "JSON v2 (go-json-experiment/json), any tree",
	Module: "github.com/go-json-experiment/json",
	URL:    "https://github.com/go-json-experiment/json",
	Family: "JSON",
	Labels: []string{suite.LabelReflection, suite.LabelText, suite.LabelAny},
	Notes: "json.Marshal of github.com/go-json-experiment/json on a generic tree (map[string]any, []any, float64, " +
		"string, bool, nil) and json.Unmarshal into a new *any (numbers as float64), with the options of json-v2 " +
		"(which a tree, holding no nil slices or maps, does not need), on datasets that offer the tree " +
		"(codecs/anyjson): encode and decode, no read. Integers above 2^53 do not survive float64, and such cells " +
		"fail their round trip.",
	Bind: anyjson.Bind(anyjson.Lib{Marshal: marshal, Unmarshal: func(b []byte, v *any) error { return unmarshal(b, v) }}),
}

func marshal(v any) ([]byte, error) {
	b, err := json.Marshal(v, opts)
	if err != nil {
		return nil, fmt.Errorf("json-v2: %w", err)
	}
	return b, nil
}

func unmarshal(b []byte, ptr any) error {
	if err := json.Unmarshal(b, ptr, opts); err != nil {
		return fmt.Errorf("json-v2: %w", err)
	}
	return nil
}
