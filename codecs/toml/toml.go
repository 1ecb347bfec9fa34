// Package toml is github.com/pelletier/go-toml/v2: TOML by reflection, bound
// to the models' own values.
package toml

import (
	"fmt"

	"github.com/pelletier/go-toml/v2"

	"github.com/serbench/serbench/codecs/internal/deref"
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
	Notes: "toml.Marshal and toml.Unmarshal, default options (keys are field names); decode unmarshals into a new " +
		"model struct, as toml.Unmarshal of an empty document leaves a nil *T target nil.",
	Unfit: map[string]string{
		"transaction": "the message is a []*Transaction and a TOML document is a table: toml.Marshal refuses it " +
			"(\"cannot encode a []*transaction.Transaction as a document root\")",
		// The public documents' models (datasets twitter, citm, canada, golang, fhir).
		"citm/doc": "go-toml reads an empty table back as a nil map (blockNames: {}).",
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

// unmarshal decodes into ptr, which points to the model value. For a model
// that is a pointer (*T, ptr a **T) it decodes into a new T, as its callers
// do: an empty document (the TOML of a struct with no fields, such as
// boutique's Empty) sets nothing, so toml.Unmarshal would leave a nil *T nil.
func unmarshal(b []byte, ptr any) error {
	if err := deref.Decode(ptr, func(into any) error { return toml.Unmarshal(b, into) }); err != nil {
		return fmt.Errorf("toml: %w", err)
	}
	return nil
}
