// Package xdr is the github.com/davecgh/go-xdr/xdr2 codec: XDR (RFC 4506)
// by reflection, bound to the models' own Go values.
package xdr

import (
	"bytes"
	"fmt"

	"github.com/davecgh/go-xdr/xdr2"

	"github.com/serbench/serbench/suite"
)

// Name is the codec's name.
const Name = "xdr"

// nilDeletedAt is why the variants with a nil pointer are left out.
const nilDeletedAt = "Big.DeletedAt is a nil *time.Time unless the Big is deleted (in three Bigs of four), and " +
	"xdr2 has no optional data: it follows every pointer and fails on a nil one (\"xdr:encode: type 'invalid' is not valid\")."

const nilPointers = "The model's pointers are the document's nulls and absent fields, and xdr2 has no optional data: " +
	"it fails on a nil pointer (\"xdr:encode: type 'invalid' is not valid\")."

// Codec is xdr.Marshal and xdr.Unmarshal.
var Codec = suite.Codec{
	Name:   Name,
	Title:  "XDR (davecgh/go-xdr/xdr2)",
	Module: "github.com/davecgh/go-xdr",
	URL:    "https://github.com/davecgh/go-xdr",
	Family: "XDR",
	Labels: []string{suite.LabelReflection, suite.LabelBinary},
	Notes: "xdr.Marshal into a bytes.Buffer and xdr.Unmarshal from a bytes.Reader, on the model values: fields " +
		"in declaration order, every item padded to 4 bytes.",
	Unfit: map[string]string{
		"transaction": "Signature.R and S are *big.Int, which has no exported fields: xdr2 writes nothing for them and " +
			"reads back 0.",
		// Every variant that holds a Big: its DeletedAt may be nil (it is
		// in three Bigs of four), and the dataset requires every codec to
		// round-trip that, even where a variant's data happens to have
		// every field set (big's single Big is a deleted one).
		"structs/big":              nilDeletedAt,
		"structs/big-slice":        nilDeletedAt,
		"structs/huge":             nilDeletedAt,
		"structs/huge-slice":       nilDeletedAt,
		"structs/complexmap":       nilDeletedAt,
		"structs/complexmap-slice": nilDeletedAt,
		// The public documents' models (datasets twitter, citm, canada, golang, fhir).
		"twitter": nilPointers,
		"citm":    nilPointers,
		"fhir":    nilPointers,
	},
	Bind: func(m suite.Model) (suite.Binding, bool) {
		return m.BindModel(suite.ModelFuncs{Marshal: marshal, Unmarshal: unmarshal}), true
	},
}

func marshal(v any) ([]byte, error) {
	var buf bytes.Buffer
	if _, err := xdr.Marshal(&buf, v); err != nil {
		return nil, fmt.Errorf("xdr: %w", err)
	}
	return buf.Bytes(), nil
}

func unmarshal(b []byte, ptr any) error {
	r := bytes.NewReader(b)
	if _, err := xdr.Unmarshal(r, ptr); err != nil {
		return fmt.Errorf("xdr: %w", err)
	}
	if r.Len() != 0 {
		return fmt.Errorf("xdr: %d bytes left after the value", r.Len())
	}
	return nil
}
