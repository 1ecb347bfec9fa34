// Package segmentiojson is the github.com/segmentio/encoding/json codec on
// the models' plain structs: a reflection codec, bound to every dataset's
// model values.
package segmentiojson

import (
	"fmt"

	"github.com/segmentio/encoding/json"

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
