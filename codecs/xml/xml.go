// Package xml is the encoding/xml codec: a reflection codec, bound to the
// models' own Go values.
package xml

import (
	"encoding/xml"
	"fmt"

	"github.com/serbench/serbench/suite"
)

// Name is the codec's name.
const Name = "xml"

const emptyLists = "encoding/xml writes no element for an empty slice, so the document's empty lists ([]) come back nil."

// Codec is xml.Marshal and xml.Unmarshal.
var Codec = suite.Codec{
	Name:   Name,
	Title:  "encoding/xml",
	Module: "std",
	URL:    "https://pkg.go.dev/encoding/xml",
	Family: "XML",
	Labels: []string{suite.LabelReflection, suite.LabelText},
	Notes: "xml.Marshal and xml.Unmarshal on the model values: an element per field, named by the Go field " +
		"name (the models carry no xml tags), the root named by the type.",
	Unfit: map[string]string{
		"transaction": "The message is a []*Transaction: xml.Marshal writes one <Transaction> element per item with " +
			"no root, and xml.Unmarshal reads the first one only.",
		"tickdata": "VarStruct and TimeLock are []byte, which encoding/xml writes as raw character data: bytes that " +
			"are not valid XML text (the zero bytes of seed, invalid UTF-8 in filled) come back as U+FFFD.",
		"structs/complexmap":       "ComplexAndHuge.ComplexMap is a map, which encoding/xml cannot marshal (\"xml: unsupported type\").",
		"structs/complexmap-slice": "ComplexAndHuge.ComplexMap is a map, which encoding/xml cannot marshal (\"xml: unsupported type\").",
		// The public documents' models (datasets twitter, citm, canada, golang, fhir).
		"citm/doc": "The catalogue holds maps (map[int64]string, ...), which encoding/xml cannot marshal (\"xml: " +
			"unsupported type\").",
		"canada": "The coordinates are [2]float64 pairs, and encoding/xml cannot unmarshal an array (\"unknown " +
			"type [2]float64\").",
	},
	Bind: func(m suite.Model) (suite.Binding, bool) {
		return m.BindModel(suite.ModelFuncs{Marshal: marshal, Unmarshal: unmarshal}), true
	},
}

func marshal(v any) ([]byte, error) {
	b, err := xml.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("xml: %w", err)
	}
	return b, nil
}

func unmarshal(b []byte, ptr any) error {
	if err := xml.Unmarshal(b, ptr); err != nil {
		return fmt.Errorf("xml: %w", err)
	}
	return nil
}
