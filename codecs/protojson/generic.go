//go:build !serbench_lean

package protojson

import (
	"fmt"

	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/types/known/structpb"

	"github.com/serbench/serbench/suite"
)

// generic is protojson's decode into its generic value, google.protobuf.Value,
// for serbench conformance. Lean timing workers leave it out (generic_lean.go):
// structpb's descriptors would stay on their heap for no cell of theirs.
var generic = &suite.Generic{Call: "protojson.Unmarshal into *structpb.Value", Decode: func(doc []byte) error {
	if err := protojson.Unmarshal(doc, new(structpb.Value)); err != nil {
		return fmt.Errorf("protojson: %w", err)
	}
	return nil
}}
