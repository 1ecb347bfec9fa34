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

// bigTx is why yaml leaves out the larger transaction variants.
const bigTx = "yaml.Marshal writes a []byte as a sequence with one item per byte, 52 MB for 5,000 transactions, and " +
	"yaml.Unmarshal builds a node for every item: validating 5,000 transactions peaks at 6 GB, and 30,000 were " +
	"killed for want of memory at 24 GB"

// Codec is yaml.Marshal and yaml.Unmarshal.
var Codec = suite.Codec{
	Name:   Name,
	Title:  "YAML (gopkg.in/yaml.v3)",
	Module: "gopkg.in/yaml.v3",
	URL:    "https://pkg.go.dev/gopkg.in/yaml.v3",
	Family: "YAML",
	Labels: []string{suite.LabelReflection, suite.LabelText},
	Notes:  "yaml.Marshal and yaml.Unmarshal, default options (block style; keys are lower-cased field names, json tags ignored).",
	// The variants it leaves out would need more memory than a machine
	// running serbench has: it carries them exactly, at a cost measured on
	// the smaller variants.
	Unfit: map[string]string{
		"transaction/30000":   bigTx,
		"transaction/200000":  bigTx,
		"transaction/1000000": bigTx,
		"structs/complexmap-slice": "yaml.Unmarshal builds a node for every scalar before it fills the structs: huge-slice's " +
			"66,500 Bigs peak at 3.5 GB (encoding/json: 0.2 GB), so complexmap-slice's 665,000 would need about 35 GB",
	},
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
