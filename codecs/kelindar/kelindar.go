// Package kelindar is the github.com/kelindar/binary codec: a compact
// reflection codec of Go structs, bound to the models' own Go values.
package kelindar

import (
	"fmt"

	"github.com/kelindar/binary"

	"github.com/serbench/serbench/codecs/internal/deref"
	"github.com/serbench/serbench/suite"
)

// Name is the codec's name.
const Name = "kelindar-binary"

// Codec is binary.Marshal and binary.Unmarshal.
var Codec = suite.Codec{
	Name:   Name,
	Title:  "kelindar/binary",
	Module: "github.com/kelindar/binary",
	URL:    "https://github.com/kelindar/binary",
	Family: "binary (Go structs)",
	Labels: []string{suite.LabelReflection, suite.LabelBinary},
	Notes: "binary.Marshal and binary.Unmarshal on the model values: fields in declaration order with no names, " +
		"varint integers; a pointer model (*T) is written as T and read into a new T. Decoded strings are copies (its nocopy package, which aliases them, is not used).",
	Unfit: map[string]string{
		"transaction": "Signature.R and S are *big.Int, whose fields are all unexported: kelindar/binary writes them " +
			"(neg and the words of abs) but cannot set them, so it skips them when reading, loses the value and " +
			"reads the rest of the message out of step.",
		// A crash, not an error: validation cannot report it, so the
		// cells are left out.
		"twitter": recursive,
		"golang":  recursive,
		"fhir":    recursive,
		// The public documents' models (datasets twitter, citm, canada, golang, fhir).
	},
	Bind: func(m suite.Model) (suite.Binding, bool) {
		return m.BindModel(suite.ModelFuncs{Marshal: marshal, Unmarshal: unmarshal}), true
	},
}

// recursive is why kelindar/binary cannot carry a recursive type.
const recursive = "the model's type is recursive (a Status holds its retweeted *Status; a Node holds []Node " +
	"children; a FHIR Extension holds []Extension), and kelindar/binary builds its codec for a type by walking the type's fields without " +
	"remembering the types it is inside (scanType), so it recurses until the goroutine's stack overflows, a " +
	"fatal error that ends the process"

func marshal(v any) ([]byte, error) {
	b, err := binary.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("kelindar-binary: %w", err)
	}
	return b, nil
}

func unmarshal(b []byte, ptr any) (err error) {
	// A short or corrupt input can panic inside the library (a slice
	// length read from the wrong bytes), which must not take serbench down.
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("kelindar-binary: decode: %v", r)
		}
	}()
	if err := deref.Decode(ptr, func(into any) error { return binary.Unmarshal(b, into) }); err != nil {
		return fmt.Errorf("kelindar-binary: %w", err)
	}
	return nil
}
