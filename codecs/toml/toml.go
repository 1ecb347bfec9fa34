// Package toml is github.com/pelletier/go-toml/v2: TOML by reflection, bound
// to the models' own values.
package toml

import (
	"fmt"

	"github.com/pelletier/go-toml/v2"

	"github.com/serbench/serbench/suite"
)

// Name is the codec's name.
const Name = "toml"

// Codec is toml.Marshal and toml.Unmarshal.
var Codec = suite.Codec{
	Name:   Name,
	Title:  "TOML (pelletier/go-toml/v2)",
	Module: "github.com/pelletier/go-toml/v2",
	URL:    "https://pkg.go.dev/github.com/pelletier/go-toml/v2",
	Family: "TOML",
	Labels: []string{suite.LabelReflection, suite.LabelText},
	Notes:  "toml.Marshal and toml.Unmarshal, default options.",
	Unfit: map[string]string{
		"transaction": "the message is a []*Transaction and a TOML document is a table: toml.Marshal refuses it " +
			"(\"cannot encode a []*transaction.Transaction as a document root\")",
	},
	Bind: func(m suite.Model) (suite.Binding, bool) {
		return m.BindModel(suite.ModelFuncs{Marshal: marshal, Unmarshal: unmarshal}), true
	},
}

func marshal(v any) ([]byte, error) {
	b, err := toml.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("toml: %w", err)
	}
	return b, nil
}

func unmarshal(b []byte, ptr any) error {
	if err := toml.Unmarshal(b, ptr); err != nil {
		return fmt.Errorf("toml: %w", err)
	}
	return nil
}
