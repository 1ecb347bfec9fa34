// Package yaml is gopkg.in/yaml.v3: YAML by reflection, bound to the models'
// own values.
package yaml

import (
	"fmt"

	"gopkg.in/yaml.v3"

	"github.com/serbench/serbench/suite"
)

// Name is the codec's name.
const Name = "yaml"

// Codec is yaml.Marshal and yaml.Unmarshal.
var Codec = suite.Codec{
	Name:   Name,
	Title:  "YAML (gopkg.in/yaml.v3)",
	Module: "gopkg.in/yaml.v3",
	URL:    "https://pkg.go.dev/gopkg.in/yaml.v3",
	Family: "YAML",
	Labels: []string{suite.LabelReflection, suite.LabelText},
	Notes:  "yaml.Marshal and yaml.Unmarshal, default options (block style; keys are lower-cased field names, json tags ignored).",
	Unfit:  map[string]string{},
	Bind: func(m suite.Model) (suite.Binding, bool) {
		return m.BindModel(suite.ModelFuncs{Marshal: marshal, Unmarshal: unmarshal}), true
	},
}

func marshal(v any) ([]byte, error) {
	b, err := yaml.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("yaml: %w", err)
	}
	return b, nil
}

func unmarshal(b []byte, ptr any) error {
	if err := yaml.Unmarshal(b, ptr); err != nil {
		return fmt.Errorf("yaml: %w", err)
	}
	return nil
}
