// Package cbor is the github.com/fxamacker/cbor/v2 codec: a reflection
// codec, bound to the models' own Go values.
package cbor

import (
	"fmt"

	"github.com/fxamacker/cbor/v2"

	"github.com/serbench/serbench/suite"
)

// Name is the codec's name.
const Name = "cbor"

// encMode writes times as RFC 3339 text with nanoseconds: the default
// (whole Unix seconds) drops the nanoseconds the structs dataset holds.
// Built once, as the library recommends; an EncMode is safe to share.
var encMode = func() cbor.EncMode {
	em, err := cbor.EncOptions{Time: cbor.TimeRFC3339Nano}.EncMode()
	if err != nil {
		panic(err) // fixed, valid options: cannot fail
	}
	return em
}()

// decMode lifts the default limit of 131,072 elements per array to the most
// the library allows, so that it decodes the largest transaction variants
// (200,000 and 1,000,000 elements); every other option is the default.
var decMode = func() cbor.DecMode {
	dm, err := cbor.DecOptions{MaxArrayElements: 2147483647}.DecMode()
	if err != nil {
		panic(err) // fixed, valid options: cannot fail
	}
	return dm
}()

// Codec is Marshal of encMode and Unmarshal of decMode.
var Codec = suite.Codec{
	Name:   Name,
	Title:  "CBOR (fxamacker/cbor/v2)",
	Module: "github.com/fxamacker/cbor/v2",
	URL:    "https://github.com/fxamacker/cbor",
	Family: "CBOR",
	Labels: []string{suite.LabelReflection, suite.LabelBinary},
	Notes: "Marshal of an EncMode built once from EncOptions{Time: TimeRFC3339Nano} (times as RFC 3339 text " +
		"with nanoseconds; the default, whole Unix seconds, drops them), and Unmarshal of a DecMode built once " +
		"from DecOptions{MaxArrayElements: 2147483647} (the default limit, 131,072, refuses the larger " +
		"transaction variants); structs as maps keyed by field name, big.Int as a CBOR bignum.",
	Unfit: map[string]string{
		// The public documents' models (datasets twitter, citm, canada, golang, fhir).
		"golang": "The decoder refuses data nested deeper than 32 levels by default (DecOptions.MaxNestedLevels: " +
			"\"exceeded max nested level 32\"), and golang_source's tree of nodes and their lists of kids " +
			"nests deeper.",
	},
	Bind: func(m suite.Model) (suite.Binding, bool) {
		return m.BindModel(suite.ModelFuncs{Marshal: marshal, Unmarshal: unmarshal}), true
	},
}

func marshal(v any) ([]byte, error) {
	b, err := encMode.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("cbor: %w", err)
	}
	return b, nil
}

func unmarshal(b []byte, ptr any) error {
	if err := decMode.Unmarshal(b, ptr); err != nil {
		return fmt.Errorf("cbor: %w", err)
	}
	return nil
}
