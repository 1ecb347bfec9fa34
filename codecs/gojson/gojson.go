// Package gojson is the github.com/goccy/go-json codec on the models' plain
// structs: a reflection codec, bound to every dataset's model values.
package gojson

import (
	"fmt"

	gojson "github.com/goccy/go-json"

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
