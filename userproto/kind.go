// Package userproto is the run-time side of `serbench run --proto`: the
// dataset over a user's own .proto file and messages. serbench builds a
// temporary program (internal/userbuild) whose main calls Main with the
// Schema that protoc-gen-serbench wrote for the .proto (mode=user); this
// package turns it into a dataset (a trace of every message and one variant
// per message type, from sample files or generated), picks the codecs that
// can carry it, and runs serbench's command line on it.
package userproto

import (
	"fmt"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/serbench/serbench/codecs/protobuf"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
	"github.com/serbench/serbench/suite/cmpeq"
)

// Schema is what protoc-gen-serbench writes for a user's .proto: every
// message type with its generated functions, and the features of the
// schema that decide which codecs can carry it.
type Schema struct {
	Package  string   // the proto package of the files given on the command line: the dataset's name
	Sources  []string // the .proto files given on the command line
	Roots    []string // full names of the messages those files declare at top level: what --messages generates
	Features []string // Feature* constants present in the schema
	// NoGogo says why gogofaster's code was not generated for the schema
	// (a NoGogo* constant), or "" when it was.
	NoGogo string
	// LeftOut says why a codec whose code is generated for the schema
	// (FlatBuffers, Symphony, easyjson, ...) was not: codec name → reason.
	LeftOut map[string]string
	Kinds   []AnyKind
}

// Why gogofaster's code is not generated for a schema.
const (
	NoGogoOptional = "optional" // gogo/protobuf predates proto3 optional: its plugin does not declare the feature
	NoGogoWKT      = "wkt"      // a well-known type other than Timestamp, Duration and the wrappers
	NoGogoBuild    = "build"    // its code could not be generated or did not compile for the schema
)

// noGogoWhy is each NoGogo* value's reason, for the report.
var noGogoWhy = map[string]string{
	NoGogoOptional: "protoc-gen-gogofaster (gogo/protobuf v1.3.2) predates proto3 optional fields, which the schema has",
	NoGogoWKT:      "the schema uses a well-known type other than Timestamp, Duration and the wrappers, whose gogo types serbench does not map yet",
	NoGogoBuild:    "protoc-gen-gogofaster's code for the schema could not be generated or did not compile (serbench says why as it builds)",
}

// The schema features that some codecs cannot carry (limits.go).
const (
	FeatureOneof     = "oneof"     // a oneof: one pointer field per case in the model
	FeatureOptional  = "optional"  // proto3 optional: a pointer field
	FeatureMap       = "map"       // a map field
	FeatureIntMapKey = "int-key"   // a map whose keys are not strings
	FeatureBoolKey   = "bool-key"  // a map whose keys are bools
	FeatureTimestamp = "timestamp" // google.protobuf.Timestamp: *time.Time
	FeatureDuration  = "duration"  // google.protobuf.Duration: *time.Duration
	FeatureWrapper   = "wrapper"   // a wrapper type: a pointer to the scalar
	FeatureFloat     = "float"     // float or double
	FeatureUint64    = "uint64"    // uint64 or fixed64 (some formats have no unsigned 64-bit integer)
	FeatureBytes     = "bytes"     // a bytes field
	FeatureRecursive = "recursive" // a message that contains itself
	FeatureEmpty     = "empty"     // a message without fields
	FeaturePointer   = "pointer"   // a pointer in the model: a message, optional, oneof, wrapper or time field or element
)

// AnyKind is a Kind with its types hidden, for the Schema's table.
type AnyKind interface {
	Name() string     // the Go name: Span_Event
	FullName() string // the proto full name: opentelemetry.proto.trace.v1.Span.Event
	newProto() proto.Message
	fromProto(proto.Message) any
	toProto(any) proto.Message
	is(m any) bool // m is of the kind's model type
	def(meta suite.Info, variant string, load func() ([]any, error)) part
}

// part is a message type's Def: a per-type variant, and a part of the trace.
type part interface {
	suite.Dataset
	suite.Part
}

// Kind is one message type: its model type M (a pointer to the generated
// struct) and protoc-gen-go's type P, with the generated digest, equality,
// conversions and read visit.
type Kind[M comparable, P proto.Message] struct {
	name, fullName string
	hash           func(*digest.Hasher, M)
	eq             func(M, M) bool
	toPB           func(M) P
	fromPB         func(P) M
	visitPB        func(*digest.Hasher, P)
	newPB          func() P
	// more are further offers built on the protobuf conversion: gogofaster's.
	more []func(protobuf.Conv[M, P]) any
}

// NewKind is called by the generated table, one call per message type;
// more are offers made from the type's protobuf conversion
// (gogofaster.Offerer).
func NewKind[M comparable, P proto.Message](name, fullName string, hash func(*digest.Hasher, M), eq func(M, M) bool,
	toPB func(M) P, fromPB func(P) M, visitPB func(*digest.Hasher, P), more ...func(protobuf.Conv[M, P]) any) AnyKind {
	return &Kind[M, P]{name: name, fullName: fullName, hash: hash, eq: eq, toPB: toPB, fromPB: fromPB, visitPB: visitPB, more: more,
		newPB: func() P {
			var p P
			return p.ProtoReflect().Type().New().Interface().(P)
		}}
}

// Name implements AnyKind.
func (k *Kind[M, P]) Name() string { return k.name }

// FullName implements AnyKind.
func (k *Kind[M, P]) FullName() string { return k.fullName }

func (k *Kind[M, P]) newProto() proto.Message       { return k.newPB() }
func (k *Kind[M, P]) fromProto(p proto.Message) any { return k.fromPB(p.(P)) }
func (k *Kind[M, P]) toProto(m any) proto.Message   { return k.toPB(m.(M)) }

// descriptor is the message's descriptor, for the generator.
func descriptor(k AnyKind) protoreflect.MessageDescriptor {
	return k.newProto().ProtoReflect().Descriptor()
}

// equalOpts explain a difference: nil and empty lists and maps are the
// same value (protobuf and JSON cannot tell them apart), times are
// compared as instants.
var equalOpts = cmp.Options{cmpopts.EquateEmpty(), cmpopts.EquateApproxTime(0)}

func (k *Kind[M, P]) equal(want, got M) error {
	if k.eq(want, got) {
		return nil
	}
	if err := cmpeq.Equal[M](equalOpts)(want, got); err != nil {
		return err
	}
	return fmt.Errorf("messages differ")
}

func (k *Kind[M, P]) def(meta suite.Info, variant string, load func() ([]any, error)) part {
	conv := protobuf.Conv[M, P]{
		New:       k.newPB,
		FromModel: func(m M) (P, error) { return k.toPB(m), nil },
		ToModel:   func(p P) (M, error) { return k.fromPB(p), nil },
		Visit:     k.visitPB,
	}
	offers := []any{conv}
	for _, f := range k.more {
		offers = append(offers, f(conv))
	}
	return &suite.Def[M]{
		Meta: meta,
		Generate: func(v string) ([]M, error) {
			if v != variant {
				return nil, fmt.Errorf("variant %q is not %q", v, variant)
			}
			all, err := load()
			if err != nil {
				return nil, err
			}
			var out []M
			for _, m := range all {
				if m, ok := m.(M); ok {
					out = append(out, m)
				}
			}
			return out, nil
		},
		Digest:      k.hash,
		Equal:       k.equal,
		Conversions: offers,
	}
}
