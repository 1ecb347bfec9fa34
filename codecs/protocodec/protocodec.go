// Package protocodec binds google.golang.org/protobuf's binary and JSON
// encodings to a dataset, given the conversion between the dataset's model
// and its protoc-gen-go message type.
package protocodec

import (
	"fmt"

	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"

	"github.com/serbench/serbench/codecs"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// Conv converts between model M and message type P, and visits P's fields
// through its generated getters for the read digest.
type Conv[M any, P proto.Message] struct {
	New       func() P
	FromModel func(M) (P, error)
	ToModel   func(P) (M, error)
	Visit     func(*digest.Hasher, P) // the read digest through P's getters
}

// Protobuf binds proto.Marshal and proto.Unmarshal.
func Protobuf[M any, P proto.Message](c Conv[M, P]) suite.Binding[M] {
	return suite.Bind(codecs.Protobuf, suite.Funcs[M, P]{
		FromModel: c.FromModel,
		ToModel:   c.ToModel,
		Visit:     c.Visit,
		Encode: func(p P) ([]byte, error) {
			b, err := proto.Marshal(p)
			if err != nil {
				return nil, fmt.Errorf("proto: %w", err)
			}
			return b, nil
		},
		Decode: func(b []byte) (P, error) {
			p := c.New()
			if err := proto.Unmarshal(b, p); err != nil {
				return p, fmt.Errorf("proto: %w", err)
			}
			return p, nil
		},
	})
}

// ProtoJSON binds protojson.Marshal and protojson.Unmarshal.
func ProtoJSON[M any, P proto.Message](c Conv[M, P]) suite.Binding[M] {
	return suite.Bind(codecs.ProtoJSON, suite.Funcs[M, P]{
		FromModel: c.FromModel,
		ToModel:   c.ToModel,
		Visit:     c.Visit,
		Encode: func(p P) ([]byte, error) {
			b, err := protojson.Marshal(p)
			if err != nil {
				return nil, fmt.Errorf("protojson: %w", err)
			}
			return b, nil
		},
		Decode: func(b []byte) (P, error) {
			p := c.New()
			if err := protojson.Unmarshal(b, p); err != nil {
				return p, fmt.Errorf("protojson: %w", err)
			}
			return p, nil
		},
	})
}
