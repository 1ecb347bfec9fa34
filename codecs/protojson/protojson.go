// Package protojson is the protojson codec: the canonical proto3 JSON
// mapping on the protoc-gen-go types a dataset offers (protobuf.Conv).
package protojson

import (
	"fmt"

	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"

	"github.com/serbench/serbench/codecs/protobuf"
	"github.com/serbench/serbench/suite"
)

// Name is the codec's name.
const Name = "protojson"

// Codec is protojson.Marshal and protojson.Unmarshal.
var Codec = suite.Codec{
	Name:   Name,
	Title:  "protojson",
	Module: "google.golang.org/protobuf",
	URL:    "https://pkg.go.dev/google.golang.org/protobuf/encoding/protojson",
	Family: "JSON",
	Labels: []string{suite.LabelCodegen, suite.LabelText},
	Notes: "protojson.Marshal and protojson.Unmarshal on the same protoc-gen-go types (the canonical proto3 JSON mapping). Output pinned to the compact form: " +
		"protojson otherwise adds spaces in half of all builds (see codecs/protojson/detrand.go).",
	Bind: protobuf.BindMessages(protobuf.MessageFuncs{
		Encode: func(m proto.Message) ([]byte, error) {
			b, err := protojson.Marshal(m)
			if err != nil {
				return nil, fmt.Errorf("protojson: %w", err)
			}
			return b, nil
		},
		Decode: func(b []byte, m proto.Message) error {
			if err := protojson.Unmarshal(b, m); err != nil {
				return fmt.Errorf("protojson: %w", err)
			}
			return nil
		},
	}),
	Generic: generic,
}
