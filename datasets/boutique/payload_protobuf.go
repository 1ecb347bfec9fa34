//go:build !serbench_lean || serbench_protobuf

package boutique

import (
	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"

	"github.com/serbench/serbench/codecs/protobuf"
)

// The payload files are protojson of protoc-gen-go's types, so reading
// them needs the protobuf conversions: every build but a lean worker
// without protobuf compiles this file (payload_noprotobuf.go is the other's).

func payloadsUnsupported() error { return nil }

func unmarshalPayload(k Kind, b []byte) (Message, error) {
	pk := protoKindOf(k)
	p := pk.newProto()
	if err := protojson.Unmarshal(b, p); err != nil {
		return nil, err
	}
	return pk.fromProto(p), nil
}

// marshalPayload writes the published layout's protojson: proto field
// names, int64 as a JSON string.
func marshalPayload(m Message) ([]byte, error) {
	return protojson.MarshalOptions{UseProtoNames: true}.Marshal(protoKindOf(m.kind()).toProto(m))
}

// protoKind is a message type's protobuf conversions on interface values
// (protoKindOf, protobuf_gen.go), for the payload files and the tests.
type protoKind interface {
	newProto() proto.Message
	toProto(Message) proto.Message
	fromProto(proto.Message) Message
}

// pbKind is protoKind over a message type's protobuf.Conv, whose
// conversions cannot fail.
type pbKind[M Message, P proto.Message] struct{ c protobuf.Conv[M, P] }

func protoKindFrom[M Message, P proto.Message](c protobuf.Conv[M, P]) protoKind {
	return pbKind[M, P]{c}
}

func (k pbKind[M, P]) newProto() proto.Message { return k.c.New() }

func (k pbKind[M, P]) toProto(m Message) proto.Message {
	p, _ := k.c.FromModel(m.(M))
	return p
}

func (k pbKind[M, P]) fromProto(p proto.Message) Message {
	m, _ := k.c.ToModel(p.(P))
	return m
}
