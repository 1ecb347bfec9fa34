// Package protobuf is the Protocol Buffers codec (google.golang.org/protobuf)
// and the conversion a dataset offers to every codec that works on
// protoc-gen-go messages: Conv.
package protobuf

import (
	"fmt"

	"google.golang.org/protobuf/proto"

	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// Name is the codec's name.
const Name = "protobuf"

// Codec is proto.Marshal and proto.Unmarshal.
var Codec = suite.Codec{
	Name:   Name,
	Title:  "Protocol Buffers",
	Module: "google.golang.org/protobuf",
	URL:    "https://pkg.go.dev/google.golang.org/protobuf/proto",
	Family: "Protocol Buffers",
	Labels: []string{suite.LabelCodegen, suite.LabelBinary},
	Notes:  "proto.Marshal and proto.Unmarshal on protoc-gen-go types, default options.",
	Bind: BindMessages(MessageFuncs{
		Encode: func(m proto.Message) ([]byte, error) {
			b, err := proto.Marshal(m)
			if err != nil {
				return nil, fmt.Errorf("proto: %w", err)
			}
			return b, nil
		},
		Decode: func(b []byte, m proto.Message) error {
			if err := proto.Unmarshal(b, m); err != nil {
				return fmt.Errorf("proto: %w", err)
			}
			return nil
		},
	}),
}

// Conv is what a dataset offers for one model type M with a protoc-gen-go
// message type P: the conversions between them (untimed) and a visit of
// P's fields through its generated getters for the read digest.
type Conv[M any, P proto.Message] struct {
	New       func() P
	FromModel func(M) (P, error)
	ToModel   func(P) (M, error)
	Visit     func(*digest.Hasher, P)
}

// MessageFuncs is a codec's work on any protoc-gen-go message: Encode
// the message, Decode into a new one.
type MessageFuncs struct {
	Encode func(proto.Message) ([]byte, error)
	Decode func([]byte, proto.Message) error
}

// Messages is a Conv with its types hidden.
type Messages interface {
	BindMessages(f MessageFuncs) suite.Binding
}

// BindMessages binds f through the model's Conv.
func (c Conv[M, P]) BindMessages(f MessageFuncs) suite.Binding {
	return suite.Bind(suite.Funcs[M, P]{
		FromModel: c.FromModel,
		ToModel:   c.ToModel,
		Visit:     c.Visit,
		Encode:    func(p P) ([]byte, error) { return f.Encode(p) },
		Decode: func(b []byte) (P, error) {
			p := c.New()
			return p, f.Decode(b, p)
		},
	})
}

// BindMessages returns a codec's Bind for codecs that work on any
// protoc-gen-go message: it binds to every model type that offers a Conv.
func BindMessages(f MessageFuncs) func(suite.Model) (suite.Binding, bool) {
	return func(m suite.Model) (suite.Binding, bool) {
		c, ok := suite.Offered[Messages](m)
		if !ok {
			return nil, false
		}
		return c.BindMessages(f), true
	}
}
