// Package goccyyaml is github.com/goccy/go-yaml: YAML by reflection, bound
// to the models' own values.
package goccyyaml

import (
	"fmt"

	"github.com/goccy/go-yaml"

	"github.com/serbench/serbench/codecs/internal/deref"
	"github.com/serbench/serbench/suite"
)

// Name is the codec's name.
const Name = "goccy-yaml"

// Codec is yaml.Marshal and yaml.Unmarshal.
var Codec = suite.Codec{
	Name:   Name,
	Title:  "YAML (goccy/go-yaml)",
	Module: "github.com/goccy/go-yaml",
	URL:    "https://pkg.go.dev/github.com/goccy/go-yaml",
	Family: "YAML",
	Labels: []string{suite.LabelReflection, suite.LabelText},
	Notes: "yaml.Marshal and yaml.Unmarshal, default options (block style; keys are the json tag's name where a field has one, " +
		"omitempty honoured, else the lower-cased field name); " +
		"decode unmarshals into a new model struct, as yaml.Unmarshal leaves a nil *T target nil.",
	Unfit: map[string]string{
		"transaction": "decoding takes time quadratic in the message: for each value read through " +
			"encoding.TextUnmarshaler (Signature's *big.Int R and S) yaml.Unmarshal formats the node again, and " +
			"its formatter walks every token of the whole document (unmarshalableText, format.newFormatter), so " +
			"100 transactions take 18 s to decode, 200 take 99 s and 400 take 460 s; 5,000 would take hours",
		"structs/complexmap-slice": "yaml.Unmarshal builds a node for every scalar before it fills the structs: " +
			"huge-slice's 66,500 Bigs peak at 3.0 GB (encoding/json: 0.2 GB), so complexmap-slice's 665,000 would " +
			"need about 30 GB",
		// The public documents' models (datasets twitter, citm, canada, golang, fhir).
		"twitter": "The carriage returns (\\r) in the statuses' texts and users' descriptions do not come back: " +
			"goccy/go-yaml's round trip drops them.",
	},
	Bind: func(m suite.Model) (suite.Binding, bool) {
		return m.BindModel(suite.ModelFuncs{Marshal: marshal, Unmarshal: unmarshal}), true
	},
}

func marshal(v any) ([]byte, error) {
	b, err := yaml.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("goccy-yaml: %w", err)
	}
	return b, nil
}

// unmarshal decodes into ptr, which points to the model value. For a model
// that is a pointer (*T, ptr a **T) it decodes into a new T, as its callers
// do: given a nil *T to fill, yaml.Unmarshal leaves it nil and returns no
// error (decodeValue returns early on a nil pointer destination).
func unmarshal(b []byte, ptr any) error {
	if err := deref.Decode(ptr, func(into any) error { return yaml.Unmarshal(b, into) }); err != nil {
		return fmt.Errorf("goccy-yaml: %w", err)
	}
	return nil
}
