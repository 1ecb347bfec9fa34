// Package burntsushitoml is github.com/BurntSushi/toml: TOML by reflection,
// bound to the models' own values.
package burntsushitoml

import (
	"fmt"

	"github.com/BurntSushi/toml"

	"github.com/serbench/serbench/suite"
)

// Name is the codec's name.
const Name = "burntsushi-toml"

// Codec is toml.Marshal and toml.Unmarshal.
var Codec = suite.Codec{
	Name:   Name,
	Title:  "TOML (BurntSushi/toml)",
	Module: "github.com/BurntSushi/toml",
	URL:    "https://pkg.go.dev/github.com/BurntSushi/toml",
	Family: "TOML",
	Labels: []string{suite.LabelReflection, suite.LabelText},
	Notes:  "toml.Marshal and toml.Unmarshal, default options.",
	Unfit: map[string]string{
		"transaction": "the message is a []*Transaction and a TOML document is a table: toml.Marshal refuses it " +
			"(\"top-level values must be Go maps or structs\")",
		// The public documents' models (datasets twitter, citm, canada, golang, fhir).
		"citm/doc": "TOML's keys are strings: BurntSushi/toml cannot write the catalogue's int64-keyed maps " +
			"(\"cannot encode a map with non-string key type\").",
	},
	Bind: func(m suite.Model) (suite.Binding, bool) {
		return m.BindModel(suite.ModelFuncs{Marshal: marshal, Unmarshal: unmarshal}), true
	},
}

func marshal(v any) ([]byte, error) {
	b, err := toml.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("burntsushi-toml: %w", err)
	}
	return b, nil
}

func unmarshal(b []byte, ptr any) error {
	if err := toml.Unmarshal(b, ptr); err != nil {
		return fmt.Errorf("burntsushi-toml: %w", err)
	}
	return nil
}
