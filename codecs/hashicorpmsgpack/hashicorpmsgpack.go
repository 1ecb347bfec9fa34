// Package hashicorpmsgpack is github.com/hashicorp/go-msgpack/v2, HashiCorp's
// fork of an early ugorji/go codec used by Raft, Serf and Consul: MessagePack
// by reflection, bound to the models' own values.
package hashicorpmsgpack

import (
	"fmt"

	"github.com/hashicorp/go-msgpack/v2/codec"

	"github.com/serbench/serbench/suite"
)

// Name is the codec's name.
const Name = "hashicorp-msgpack"

// handle is set once: a Handle caches type information and is safe to share
// between encoders and decoders once configured. Default options.
var handle = &codec.MsgpackHandle{}

// Codec is a new Encoder or Decoder on the bytes per op with one shared
// MsgpackHandle.
var Codec = suite.Codec{
	Name:   Name,
	Title:  "MessagePack (hashicorp/go-msgpack)",
	Module: "github.com/hashicorp/go-msgpack/v2",
	URL:    "https://pkg.go.dev/github.com/hashicorp/go-msgpack/v2/codec",
	Family: "MessagePack",
	Labels: []string{suite.LabelReflection, suite.LabelBinary},
	Notes: "codec.NewEncoderBytes(&b, h).Encode and codec.NewDecoderBytes(b, h).Decode per op, with one shared " +
		"MsgpackHandle{} of default options (WriteExt false: the old spec, []byte written as raw strings); " +
		"structs as maps keyed by the json tag's name where a field has one (omitempty honoured), else by the field name.",
	Unfit: map[string]string{
		"transaction": "Signature's *big.Int R and S are written as empty maps (big.Int's fields are unexported, and " +
			"the binary handle uses neither MarshalText nor GobEncode), so they read back as 0",
		// The public documents' models (datasets twitter, citm, canada, golang, fhir).
		"citm/doc": "Decoding the events map (map[int64]Event, whose Logo is a *string) gives some events another " +
			"event's logo (46 to 58 of the 184 from run to run, as the map's order varies): a library bug.",
	},
	Bind: func(m suite.Model) (suite.Binding, bool) {
		return m.BindModel(suite.ModelFuncs{Marshal: marshal, Unmarshal: unmarshal}), true
	},
}

func marshal(v any) ([]byte, error) {
	var b []byte
	if err := codec.NewEncoderBytes(&b, handle).Encode(v); err != nil {
		return nil, fmt.Errorf("hashicorp-msgpack: %w", err)
	}
	return b, nil
}

func unmarshal(b []byte, ptr any) error {
	if err := codec.NewDecoderBytes(b, handle).Decode(ptr); err != nil {
		return fmt.Errorf("hashicorp-msgpack: %w", err)
	}
	return nil
}
