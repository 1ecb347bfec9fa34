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
