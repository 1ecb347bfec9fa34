// Package pulsar is the cosmos-proto codec (github.com/cosmos/cosmos-proto):
// protoc-gen-go-pulsar's message types, which carry protoc-gen-go's
// struct and getters, a generated protoreflect.Message (fast reflection)
// in place of protobuf-go's reflection over the struct, and
// vtprotobuf-style generated size, marshal and unmarshal functions that
// protobuf-go's proto.Marshal and proto.Unmarshal call through
// ProtoMethods.
//
// A dataset offers Conv: the same conversions and read visit as its
// protobuf.Conv, on the pulsar types, which tools/pulsarconv copies from
// the dataset's protobuf conversions. The pulsar types come from a copy of
// the dataset's .proto under another protobuf package (tools/protorepackage):
// protobuf-go's global registry panics at init on two files of one path or
// two messages of one full name, and the wire bytes name no package.
package pulsar

import (
	"fmt"

	"google.golang.org/protobuf/proto"

	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// Name is the codec's name.
const Name = "pulsar"

// Version is the module's version go.mod requires (the latest release).
const Version = "v1.0.0-beta.5"

// Codec is proto.Marshal and proto.Unmarshal on pulsar's types.
var Codec = suite.Codec{
	Name:   Name,
	Title:  "cosmos-proto pulsar",
	Module: "github.com/cosmos/cosmos-proto",
	URL:    "https://github.com/cosmos/cosmos-proto",
	Family: "Protocol Buffers",
	Labels: []string{suite.LabelCodegen, suite.LabelBinary},
	Notes: "proto.Marshal and proto.Unmarshal (into a new message; google.golang.org/protobuf, default options) on the types " +
		"protoc-gen-go-pulsar " + Version + " (features=protoc+fast) generates, whose ProtoMethods give proto its generated " +
		"size, marshal and unmarshal functions (vtprotobuf's, adapted), so neither walks the message by reflection; " +
		"ProtoReflect is generated too (fast reflection), and proto.Unmarshal walks the decoded message through it once " +
		"to check required fields, as pulsar's unmarshal does not report the message initialized. It writes exactly " +
		"proto.Marshal's bytes of the protoc-gen-go types (checked on every message of tickdata and of boutique's sample). The " +
		"types come from a generated copy of the dataset's .proto under package <package>.pulsar, so that both sets " +
		"of types register in protobuf-go's one global registry.",
	Bind: suite.BindOffered(binder.bind),
}

// Conv is what a dataset offers for one model type M with a pulsar
// message type P: protobuf.Conv's fields, on P.
type Conv[M any, P proto.Message] struct {
	New       func() P
	FromModel func(M) (P, error)
	ToModel   func(P) (M, error)
	Visit     func(*digest.Hasher, P)
	// Set makes an update's change on a message; nil where the dataset
	// declares no update.
	Set func(P, suite.Change)
}

// binder is a Conv with its types hidden.
type binder interface{ bind() suite.Binding }

func (c Conv[M, P]) bind() suite.Binding {
	var set func(P, suite.Change) error
	if c.Set != nil {
		set = func(p P, ch suite.Change) error {
			c.Set(p, ch)
			return nil
		}
	}
	return suite.Bind(suite.Funcs[M, P]{
		FromModel: c.FromModel,
		ToModel:   c.ToModel,
		Visit:     c.Visit,
		Set:       set,
		Encode: func(p P) ([]byte, error) {
			b, err := proto.Marshal(p)
			if err != nil {
				return nil, fmt.Errorf("pulsar: %w", err)
			}
			return b, nil
		},
		Decode: func(b []byte) (P, error) {
			p := c.New()
			if err := proto.Unmarshal(b, p); err != nil {
				return p, fmt.Errorf("pulsar: %w", err)
			}
			return p, nil
		},
	})
}
