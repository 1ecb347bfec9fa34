// Package sereal is github.com/Sereal/Sereal/Go/sereal, the Go
// implementation of Booking.com's Sereal format: a reflection codec bound to
// the models' own values.
package sereal

import (
	"fmt"

	"github.com/Sereal/Sereal/Go/sereal"

	"github.com/serbench/serbench/suite"
)

// Name is the codec's name.
const Name = "sereal"

const pointers = "sereal cannot decode a value into a pointer field (*string, *int64, *bool: the document's nullable " +
	"and optional fields): reflect panics in its decoder (\"call of reflect.Value.SetString on ptr Value\")."

// Codec is Encoder.Marshal and Decoder.Unmarshal. The encoder reads a
// string's address through package unsafe only to track pointers to
// strings, which no model has.
var Codec = suite.Codec{
	Name:   Name,
	Title:  "Sereal (Sereal/Go/sereal)",
	Module: "github.com/Sereal/Sereal/Go/sereal",
	URL:    "https://pkg.go.dev/github.com/Sereal/Sereal/Go/sereal",
	Family: "Sereal",
	Labels: []string{suite.LabelReflection, suite.LabelBinary},
	Notes: "Marshal of a NewEncoderV3() and Unmarshal of a NewDecoder(), both made once per binding with default options " +
		"(protocol version 3, no compression; a struct as an object: its class name and a hash keyed by field name, " +
		"repeated keys and class names written once); the Decoder keeps its cache " +
		"of struct field tags from op to op, which sereal.Unmarshal, making a new Decoder per call, would not.",
	Unfit: map[string]string{
		"transaction": "Signature's *big.Int R and S are written as objects of class Int with an empty hash " +
			"(big.Int's fields are unexported, and sereal uses neither MarshalText nor GobEncode), so they read back as 0",
		// The public documents' models (datasets twitter, citm, canada, golang, fhir).
		"twitter":           pointers,
		"citm/performances": pointers,
		"fhir":              pointers,
		"citm/doc": "sereal writes the int64 keys of the catalogue's maps as integers and reads map keys only as " +
			"strings (\"expect stringish\").",
	},
	Bind: func(m suite.Model) (suite.Binding, bool) {
		// An encoder and a decoder per binding, with the package's own
		// defaults (protocol version 3, no compression), which
		// sereal.Marshal and sereal.Unmarshal use too. Both keep caches in
		// plain maps from call to call (the Decoder also its tracked
		// references), so they are not safe for concurrent use: shared by
		// every binding, the parallel pass's second goroutine read
		// "corrupt document" on boutique/sample.
		encoder, decoder := sereal.NewEncoderV3(), sereal.NewDecoder()
		return m.BindModel(suite.ModelFuncs{
			Marshal: func(v any) ([]byte, error) {
				b, err := encoder.Marshal(v)
				if err != nil {
					return nil, fmt.Errorf("sereal: %w", err)
				}
				return b, nil
			},
			Unmarshal: func(b []byte, ptr any) error {
				if err := decoder.Unmarshal(b, ptr); err != nil {
					return fmt.Errorf("sereal: %w", err)
				}
				return nil
			},
		}), true
	},
}
