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
		Decode: unmarshal,
	}),
}

func unmarshal(b []byte, m proto.Message) error {
	if err := proto.Unmarshal(b, m); err != nil {
		return fmt.Errorf("proto: %w", err)
	}
	return nil
}

// ReuseName is the name of the reuse form.
const ReuseName = "protobuf+reuse"

// ReuseCodec is protobuf with the encode buffer kept: each binding owns
// one buffer, and proto.MarshalOptions.MarshalAppend writes every message
// into it from the start, so an encode allocates only when a message
// outgrows it. Decode is protobuf's: proto.Unmarshal into a new message.
var ReuseCodec = suite.Codec{
	Name:   ReuseName,
	Title:  "Protocol Buffers, buffer reused",
	Module: "google.golang.org/protobuf",
	URL:    "https://pkg.go.dev/google.golang.org/protobuf/proto#MarshalOptions.MarshalAppend",
	Family: "Protocol Buffers",
	Labels: []string{suite.LabelCodegen, suite.LabelBinary, suite.LabelReuse},
	Notes: "proto.MarshalOptions{}.MarshalAppend(buf[:0], m) into a buffer each binding keeps (the encoded bytes are valid until " +
		"the next encode), and proto.Unmarshal into a new message, on protoc-gen-go types, default options.",
	Bind: BindEach(func(proto.Message) (MessageFuncs, bool) {
		var buf []byte // this binding's own: the loops of one binding never run concurrently
		return MessageFuncs{
			Encode: func(m proto.Message) ([]byte, error) {
				b, err := proto.MarshalOptions{}.MarshalAppend(buf[:0], m)
				if err != nil {
					return nil, fmt.Errorf("proto: %w", err)
				}
				buf = b
				return b, nil
			},
			Decode: unmarshal,
		}, true
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
	// Set makes an update's change on a message (its generated fields),
	// for the update op by round trip; nil where the dataset declares no
	// update.
	Set func(P, suite.Change)
}

// SetFunc is c.Set as a binding's Set, or nil.
func (c Conv[M, P]) SetFunc() func(P, suite.Change) error {
	if c.Set == nil {
		return nil
	}
	return func(p P, ch suite.Change) error {
		c.Set(p, ch)
		return nil
	}
}

// MessageFuncs is a codec's work on any protoc-gen-go message: Encode
// the message, Decode into a new one.
type MessageFuncs struct {
	Encode func(proto.Message) ([]byte, error)
	Decode func([]byte, proto.Message) error
	// New, when set, gives Decode its empty message in place of the
	// Conv's New (a pooled form takes it from a pool); it must return
	// the binding's message type.
	New func() proto.Message
	// Release, when set, hands a decoded message back (suite.Funcs.Release).
	Release func(proto.Message)
}

// Messages is a Conv with its types hidden.
type Messages interface {
	BindMessages(f MessageFuncs) suite.Binding
	// NewMessage returns an empty message of the Conv's type, for
	// codecs that check what its type implements before they bind.
	NewMessage() proto.Message
}

// NewMessage returns c.New().
func (c Conv[M, P]) NewMessage() proto.Message { return c.New() }

// BindMessages binds f through the model's Conv.
func (c Conv[M, P]) BindMessages(f MessageFuncs) suite.Binding {
	decode := func(b []byte) (P, error) {
		p := c.New()
		return p, f.Decode(b, p)
	}
	if f.New != nil {
		decode = func(b []byte) (P, error) {
			// An assertion to the concrete type: one compare.
			p, ok := f.New().(P)
			if !ok {
				return p, fmt.Errorf("protobuf: New does not give a %T", p)
			}
			return p, f.Decode(b, p)
		}
	}
	var release func(P)
	if f.Release != nil {
		release = func(p P) { f.Release(p) }
	}
	return suite.Bind(suite.Funcs[M, P]{
		FromModel: c.FromModel,
		ToModel:   c.ToModel,
		Visit:     c.Visit,
		Encode:    func(p P) ([]byte, error) { return f.Encode(p) },
		Decode:    decode,
		Release:   release,
		Set:       c.SetFunc(),
	})
}

// BindMessages returns a codec's Bind for codecs that work on any
// protoc-gen-go message: it binds to every model type that offers a Conv.
func BindMessages(f MessageFuncs) func(suite.Model) (suite.Binding, bool) {
	return BindEach(func(proto.Message) (MessageFuncs, bool) { return f, true })
}

// BindEach is BindMessages for codecs whose funcs belong to one binding
// (a buffer they keep, a pool of the message's type): newFuncs runs once
// per binding, given an empty message of the binding's type, and says
// whether the codec can bind that type at all.
func BindEach(newFuncs func(proto.Message) (MessageFuncs, bool)) func(suite.Model) (suite.Binding, bool) {
	return func(m suite.Model) (suite.Binding, bool) {
		c, ok := suite.Offered[Messages](m)
		if !ok {
			return nil, false
		}
		f, ok := newFuncs(c.NewMessage())
		if !ok {
			return nil, false
		}
		return c.BindMessages(f), true
	}
}
