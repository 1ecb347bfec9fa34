// Package gob is the encoding/gob codec: a reflection codec, bound to every
// dataset's model values.
package gob

import (
	"bytes"
	"encoding/gob"
	"fmt"

	"github.com/serbench/serbench/suite"
)

// Name is the codec's name.
const Name = "gob"

// emptyLists is why gob cannot carry a public document whose empty lists
// must stay empty.
const emptyLists = "encoding/gob sends no empty slice, so the document's empty lists ([]) come back nil, which " +
	"encoding/json writes as null"

// Codec is encoding/gob with a new Encoder and Decoder per op.
var Codec = suite.Codec{
	Name:   Name,
	Title:  "encoding/gob",
	Module: "std",
	URL:    "https://pkg.go.dev/encoding/gob",
	Family: "gob",
	Labels: []string{suite.LabelReflection, suite.LabelBinary},
	Notes:  "A new Encoder or Decoder per op, so every message carries its type description, as the seeds used it.",
	Unfit: map[string]string{
		// The public documents' models (datasets twitter, citm, canada, golang, fhir).
		"twitter": "encoding/gob sends no zero value, not even behind a pointer, so a present false " +
			"(a status's possibly_sensitive) comes back absent (nil)",
		"fhir": "encoding/gob sends no zero value, not even behind a pointer, so a present false " +
			"(a Patient's multipleBirthBoolean, a dosage's asNeededBoolean) comes back absent (nil)",
	},
	Bind: func(m suite.Model) (suite.Binding, bool) {
		return m.BindModel(suite.ModelFuncs{Marshal: marshal, Unmarshal: unmarshal}), true
	},
}

func marshal(v any) ([]byte, error) {
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(v); err != nil {
		return nil, fmt.Errorf("gob: %w", err)
	}
	return buf.Bytes(), nil
}

func unmarshal(b []byte, ptr any) error {
	if err := gob.NewDecoder(bytes.NewReader(b)).Decode(ptr); err != nil {
		return fmt.Errorf("gob: %w", err)
	}
	return nil
}
