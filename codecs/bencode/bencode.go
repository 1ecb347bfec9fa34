// Package bencode is github.com/zeebo/bencode: BitTorrent's bencode by
// reflection, bound to the models' own values.
package bencode

import (
	"fmt"

	"github.com/zeebo/bencode"

	"github.com/serbench/serbench/suite"
)

// Name is the codec's name.
const Name = "bencode"

// Why bencode leaves out the variants of structs that hold a Medium.
const (
	noFloat      = "Medium.MediumMoneyBalance is a float64, a type bencode does not have (\"Can't encode type: float64\")"
	noFloatInBig = "Big.MediumField.MediumMoneyBalance is a float64, a type bencode does not have (\"Can't encode type: float64\")"
)

const emptyLists = "bencode reads an empty list ([]) back as a nil slice, so the document's empty lists come back nil"

// Codec is bencode.EncodeBytes and bencode.DecodeBytes.
var Codec = suite.Codec{
	Name:   Name,
	Title:  "bencode (zeebo/bencode)",
	Module: "github.com/zeebo/bencode",
	URL:    "https://pkg.go.dev/github.com/zeebo/bencode",
	Family: "bencode",
	Labels: []string{suite.LabelReflection, suite.LabelBinary},
	Notes:  "bencode.EncodeBytes and bencode.DecodeBytes, default options (structs as dictionaries keyed by field name).",
	Unfit: map[string]string{
		"transaction": "Signature's *big.Int R and S are written through MarshalText as decimal strings, but " +
			"bencode.DecodeBytes has no TextUnmarshaler path and cannot read them back " +
			"(\"Cannot store string into big.Int\")",
		// Only structs' Tiny and TinyArray have no float: every other type
		// holds a Medium.
		"structs/medium":           noFloat,
		"structs/medium-slice":     noFloat,
		"structs/big":              noFloatInBig,
		"structs/big-slice":        noFloatInBig,
		"structs/huge":             noFloatInBig,
		"structs/huge-slice":       noFloatInBig,
		"structs/complexmap":       noFloatInBig,
		"structs/complexmap-slice": noFloatInBig,
		// The public documents' models (datasets twitter, citm, canada, golang, fhir).
		"twitter/doc": "search_metadata.completed_in is a float64, a type bencode does not have (\"Can't encode type: " +
			"float64\")",
		"canada": "The coordinates are float64s, a type bencode does not have (\"Can't encode type: float64\")",
		"golang": "Every node's cl_weight is a float64, a type bencode does not have (\"Can't encode type: " +
			"float64\")",
		"fhir": "Quantities, amounts and a patient's geolocation are float64s, a type bencode does not have " +
			"(\"Can't encode type: float64\")",
		"citm/doc": "bencode's keys are strings, and it cannot read them back into the catalogue's int64-keyed maps " +
			"(\"Can't store a map[string]interface{} into map[int64]string\")",
	},
	Bind: func(m suite.Model) (suite.Binding, bool) {
		return m.BindModel(suite.ModelFuncs{Marshal: marshal, Unmarshal: unmarshal}), true
	},
}

func marshal(v any) ([]byte, error) {
	b, err := bencode.EncodeBytes(v)
	if err != nil {
		return nil, fmt.Errorf("bencode: %w", err)
	}
	return b, nil
}

func unmarshal(b []byte, ptr any) error {
	if err := bencode.DecodeBytes(b, ptr); err != nil {
		return fmt.Errorf("bencode: %w", err)
	}
	return nil
}
