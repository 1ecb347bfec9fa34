// Package jsoniter is the github.com/json-iterator/go codec on the models'
// plain structs: a reflection codec, bound to every dataset's model values.
package jsoniter

import (
	"fmt"

	jsoniter "github.com/json-iterator/go"

	"github.com/serbench/serbench/suite"
)

// Name is the codec's name.
const Name = "jsoniter"

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

func marshal(v any) ([]byte, error) {
	b, err := api.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("jsoniter: %w", err)
	}
	return b, nil
}

func unmarshal(b []byte, ptr any) error {
	if err := api.Unmarshal(b, ptr); err != nil {
		return fmt.Errorf("jsoniter: %w", err)
	}
	return nil
}
