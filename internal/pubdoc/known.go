package pubdoc

import "github.com/serbench/serbench/suite"

// The known failures of codecs on the public documents' models: limits of
// a library or of its format, each matched against the cell's own error
// (suite.KnownFailure), so that verify passes while the limit holds and
// fails once a codec carries the document. They are shared because the
// documents' models meet the same limits: JSON's empty lists and nulls
// (nil and empty slices differ, as they do in encoding/json's output),
// nil pointers for its nulls, floats, int64 map keys and deep nesting.
// The messages quoted are the codecs' own.
const (
	nilNotEmpty = "got nil, want empty (not nil)"
	emptyNotNil = "got empty (not nil), want nil"
)

// Known failures, by codec and cause.
var (
	GobEmpty = suite.KnownFailure{Codec: "gob", Match: nilNotEmpty,
		Why: "encoding/gob sends no empty slice, so the document's empty lists ([]) come back nil, which " +
			"encoding/json writes as null"}
	DedisEmpty = suite.KnownFailure{Codec: "dedis-protobuf", Match: nilNotEmpty,
		Why: "a Protocol Buffers repeated field has no empty form apart from absent, so the document's empty " +
			"lists come back nil"}
	MsgpEmpty = msgpEmpty("msgp")
	// MsgpReuseEmpty is MsgpEmpty for the reusing form.
	MsgpReuseEmpty = msgpEmpty("msgp+reuse")
	KelindarEmpty  = suite.KnownFailure{Codec: "kelindar-binary", Match: nilNotEmpty,
		Why: "kelindar/binary reads an empty list back as a nil slice"}
	XMLEmpty = suite.KnownFailure{Codec: "xml", Match: nilNotEmpty,
		Why: "encoding/xml writes no element for an empty slice, so the document's empty lists come back nil"}
	BencodeEmpty = suite.KnownFailure{Codec: "bencode", Match: nilNotEmpty,
		Why: "bencode reads an empty list back as a nil slice"}
	YAMLNull      = nullList("yaml", "YAML")
	GoccyYAMLNull = nullList("goccy-yaml", "YAML")
	TOMLNull      = suite.KnownFailure{Codec: "toml", Match: emptyNotNil,
		Why: "TOML has no null: the document's null lists (contributors) come back as empty arrays"}
	AlecthomasNil = suite.KnownFailure{Codec: "alecthomas-binary", Match: "call of reflect.Value.Type on zero Value",
		Why: "alecthomas/binary supports no pointer fields, and panics on a nil one: the model's pointers are " +
			"the document's nulls and absent fields"}
	XDRNil = suite.KnownFailure{Codec: "xdr", Match: "type 'invalid' is not valid",
		Why: "xdr2 cannot write a nil pointer, and the model's pointers are the document's nulls and absent fields"}
	SerealPointer = suite.KnownFailure{Codec: "sereal", Match: "on ptr Value",
		Why: "sereal cannot decode a value into a pointer field (*string, *int64: the document's nullable " +
			"fields): reflect panics in its decoder"}
	BencodeFloat = suite.KnownFailure{Codec: "bencode", Match: "Can't encode type: float64",
		Why: "bencode has no floating-point type, and the document has floats"}
	JsoniterFastestFloat = suite.KnownFailure{Codec: "jsoniter-fastest", Match: "round trip differs",
		Why: "jsoniter's ConfigFastest writes floats with at most 6 decimal places, so the document's " +
			"floats lose digits"}
)

func msgpEmpty(codec string) suite.KnownFailure {
	return suite.KnownFailure{Codec: codec, Match: nilNotEmpty,
		Why: "msgp's generated decoder reslices the slice it reads into to the length read, so an empty " +
			"array read into a new message stays a nil slice: the document's empty lists come back nil"}
}

func nullList(codec, format string) suite.KnownFailure {
	return suite.KnownFailure{Codec: codec, Match: emptyNotNil,
		Why: format + " writes a nil slice as an empty sequence, so the document's null lists " +
			"(contributors) come back empty"}
}
