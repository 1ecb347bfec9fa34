// Package json is the encoding/json codec on the models' plain structs: the
// reflection path, bound to every dataset's model values.
package json

import (
	"encoding/json"
	"fmt"

	"github.com/serbench/serbench/suite"
)

// Name is the codec's name.
const Name = "json"

// Codec is json.Marshal and json.Unmarshal. The model types have no
// MarshalJSON or UnmarshalJSON methods of their own, so that this measures
// encoding/json and nothing else.
var Codec = suite.Codec{
	Name:   Name,
	Title:  "encoding/json",
	Module: "std",
	URL:    "https://pkg.go.dev/encoding/json",
	Family: "JSON",
	Labels: []string{suite.LabelReflection, suite.LabelText},
	Notes:  "json.Marshal and json.Unmarshal on plain model structs: the reflection path, with no generated methods on the types.",
	Bind: func(m suite.Model) (suite.Binding, bool) {
		return m.BindModel(suite.ModelFuncs{Marshal: marshal, Unmarshal: unmarshal}), true
	},
}

func marshal(v any) ([]byte, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("json: %w", err)
	}
	return b, nil
}

func unmarshal(b []byte, ptr any) error {
	if err := json.Unmarshal(b, ptr); err != nil {
		return fmt.Errorf("json: %w", err)
	}
	return nil
}
