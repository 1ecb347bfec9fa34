// Package dedisprotobuf is go.dedis.ch/protobuf: Protocol Buffers written
// and read by reflection over plain Go structs, with no .proto file and no
// generated code, bound to the models' own values.
package dedisprotobuf

import (
	"fmt"

	"go.dedis.ch/protobuf"

	"github.com/serbench/serbench/codecs/internal/deref"
	"github.com/serbench/serbench/suite"
)

// Name is the codec's name.
const Name = "dedis-protobuf"

// Zigzag is dedis-protobuf's known failure on objectlist's varied
// variants: a library bug, which the codec's test pins, shown as a failed
// cell rather than left out.
const Zigzag = "its zigzag encoding of an int64 shifts the value left before folding the sign in, losing the top bit, " +
	"so every IntProp of magnitude 2^62 or more reads back wrong (math.MaxInt64 as -1, math.MinInt64 as 0): " +
	"the varied variants fail, the published ones (every IntProp 100) would pass"

// emptyLists is why dedis/protobuf cannot carry a public document whose
// empty lists must stay empty.
const emptyLists = "a Protocol Buffers repeated field has no empty form apart from absent, so the document's empty " +
	"lists ([]) come back nil"

// Codec is protobuf.Encode and protobuf.Decode.
var Codec = suite.Codec{
	Name:   Name,
	Title:  "Protocol Buffers (go.dedis.ch/protobuf)",
	Module: "go.dedis.ch/protobuf",
	URL:    "https://pkg.go.dev/go.dedis.ch/protobuf",
	Family: "Protocol Buffers",
	Labels: []string{suite.LabelReflection, suite.LabelBinary},
	Notes: "protobuf.Encode and protobuf.Decode on the model struct (field numbers from field order), default " +
		"options; decode first allocates the model's top-level struct, as Decode takes a pointer to a struct.",
	Unfit: map[string]string{
		"transaction": "the message is a []*Transaction and protobuf.Encode takes only a pointer to a struct " +
			"(\"encode takes a pointer to struct\"); within a struct, Signature's *big.Int R and S are refused as well " +
			"(\"struct has no serializable fields (field abs)\"), big.Int having only unexported fields",
		// The public documents' models (datasets twitter, citm, canada, golang, fhir).
		"citm/doc": "dedis/protobuf refuses the events map, a map[int64]Event (\"struct has no serializable " +
			"fields\")",
		"canada": "dedis/protobuf cannot write the coordinates, a [][][2]float64 (\"no support for 2-dimensional " +
			"array except for [][]byte\")",
	},
	Bind: func(m suite.Model) (suite.Binding, bool) {
		return m.BindModel(suite.ModelFuncs{Marshal: marshal, Unmarshal: unmarshal}), true
	},
}

func marshal(v any) ([]byte, error) {
	b, err := protobuf.Encode(v)
	if err != nil {
		return nil, fmt.Errorf("dedis-protobuf: %w", err)
	}
	return b, nil
}

// unmarshal decodes into ptr, which points to the model value. Decode takes
// a pointer to a struct and cannot allocate one, so for a model that is a
// pointer (*T, ptr a **T) it decodes into a new T, as its callers do.
func unmarshal(b []byte, ptr any) error {
	if err := deref.Decode(ptr, func(into any) error { return protobuf.Decode(b, into) }); err != nil {
		return fmt.Errorf("dedis-protobuf: %w", err)
	}
	return nil
}
