// Package codecs is the declarative list of every codec serbench measures:
// its name, labels, library, URL and notes. Datasets bind to these names;
// reports print this metadata beside every figure.
package codecs

import "github.com/serbench/serbench/suite"

// Codec names.
const (
	Gob         = "gob"
	JSON        = "json"
	EasyJSON    = "easyjson"
	Protobuf    = "protobuf"
	ProtoJSON   = "protojson"
	FlatBuffers = "flatbuffers"
	Capnp       = "capnp"
	// The Symphony format (SPEC section 6), serbench's own implementation:
	// the runtime in symphony/, code from cmd/protoc-gen-symphony.
	Symphony       = "symphony"
	SymphonyHybrid = "symphony-hybrid"
	SymphonyRaw    = "symphony-raw"
)

// All lists the codecs in the order reports show them.
var All = []suite.Codec{
	{
		Name:   Gob,
		Title:  "encoding/gob",
		Module: "std",
		URL:    "https://pkg.go.dev/encoding/gob",
		Labels: []string{suite.LabelReflection, suite.LabelBinary},
		Notes:  "A new Encoder or Decoder per op, so every message carries its type description, as the seeds used it.",
	},
	{
		Name:   JSON,
		Title:  "encoding/json",
		Module: "std",
		URL:    "https://pkg.go.dev/encoding/json",
		Labels: []string{suite.LabelReflection, suite.LabelText},
		Notes:  "json.Marshal and json.Unmarshal on plain model structs: the reflection path, with no generated methods on the types.",
	},
	{
		Name:   EasyJSON,
		Title:  "easyjson",
		Module: "github.com/mailru/easyjson",
		URL:    "https://github.com/mailru/easyjson",
		Labels: []string{suite.LabelCodegen, suite.LabelText},
		Notes: "easyjson.Marshal and easyjson.Unmarshal on generated mirror types in a sub-package of each dataset, " +
			"so encoding/json never calls easyjson's methods (the flaw of seed 002).",
	},
	{
		Name:   Protobuf,
		Title:  "Protocol Buffers",
		Module: "google.golang.org/protobuf",
		URL:    "https://pkg.go.dev/google.golang.org/protobuf/proto",
		Labels: []string{suite.LabelCodegen, suite.LabelBinary},
		Notes:  "proto.Marshal and proto.Unmarshal on protoc-gen-go types, default options.",
	},
	{
		Name:   ProtoJSON,
		Title:  "protojson",
		Module: "google.golang.org/protobuf",
		URL:    "https://pkg.go.dev/google.golang.org/protobuf/encoding/protojson",
		Labels: []string{suite.LabelCodegen, suite.LabelText},
		Notes: "protojson.Marshal and protojson.Unmarshal on the same protoc-gen-go types (the canonical proto3 JSON mapping). Output pinned to the compact form: " +
			"protojson otherwise adds spaces in half of all builds (see codecs/protocodec/detrand.go).",
	},
	{
		Name:   FlatBuffers,
		Title:  "FlatBuffers",
		Module: "github.com/google/flatbuffers",
		URL:    "https://flatbuffers.dev/languages/go/",
		Labels: []string{suite.LabelCodegen, suite.LabelBinary, suite.LabelZeroCopy},
		Notes: "flatc-generated Go (Debian flatc 2.0.8) with the flatbuffers Go runtime. encode builds the message " +
			"from the model struct with a fresh Builder per op (1 KiB initial buffer, nothing reused) and returns " +
			"FinishedBytes; decode opens the root table (GetRootAs…, no copy, no verification: the Go runtime has " +
			"no verifier); read also visits every field through the generated accessors.",
	},
	{
		Name:   Capnp,
		Title:  "Cap'n Proto",
		Module: "capnproto.org/go/capnp/v3",
		URL:    "https://pkg.go.dev/capnproto.org/go/capnp/v3",
		Labels: []string{suite.LabelCodegen, suite.LabelBinary, suite.LabelZeroCopy},
		Notes: "capnpc-go-generated Go (Debian capnp 0.9.2). encode builds the message from the model struct in a " +
			"new single-segment Message per op and calls Marshal (unpacked framing); decode is capnp.Unmarshal " +
			"plus ReadRoot… (no copy of the data; accessors check bounds and the traversal limit); read also " +
			"visits every field through the generated accessors.",
	},
	{
		Name:   Symphony,
		Title:  "Symphony",
		Module: symphonyModule,
		URL:    symphonyURL,
		Labels: []string{suite.LabelCodegen, suite.LabelBinary},
		Notes: "protoc-gen-symphony methods on the protoc-gen-go types (the same messages as protobuf). encode is " +
			"MarshalSymphony: the size is computed once, one buffer is allocated and nested messages are written " +
			"in place. decode is UnmarshalSymphony into a new protoc-gen-go message: the strings and bytes of a " +
			"decoded message share one copy of the input (one allocation per message rather than one per field); " +
			"read also visits every field through the protobuf getters.",
	},
	{
		Name:   SymphonyHybrid,
		Title:  "Symphony hybrid",
		Module: symphonyModule,
		URL:    symphonyURL,
		Labels: []string{suite.LabelCodegen, suite.LabelBinary},
		Notes: "MarshalSymphonyHybrid and UnmarshalSymphonyHybrid on the protoc-gen-go types: the Symphony header " +
			"and public segment, then the private fields as deterministic protobuf (proto.MarshalOptions), " +
			"written through a temporary message holding only the private fields; decode reads the public " +
			"segment as symphony does and merges the private part with proto.Unmarshal.",
	},
	{
		Name:   SymphonyRaw,
		Title:  "Symphony Raw views",
		Module: symphonyModule,
		URL:    symphonyURL,
		Labels: []string{suite.LabelCodegen, suite.LabelBinary, suite.LabelZeroCopy},
		Notes: "decode and read only, on MarshalSymphony's bytes. decode is Open…Raw: the header and table bounds " +
			"are checked, nothing is copied (as opening a FlatBuffers root); read also visits every field " +
			"through the generated …Raw getters, which check what they read and return strings and bytes as " +
			"sub-slices of the input ([]byte, no copies) and nested messages as Raw views. Encoding is symphony's.",
	},
}

// Where the Symphony codecs come from: serbench's own runtime package.
const (
	symphonyModule = "github.com/serbench/serbench/symphony"
	symphonyURL    = "https://github.com/serbench/serbench/tree/main/symphony"
)

// Modules lists the Go modules of every codec, for env.json.
func Modules() []string {
	var out []string
	seen := map[string]bool{}
	for _, c := range All {
		if !seen[c.Module] {
			seen[c.Module] = true
			out = append(out, c.Module)
		}
	}
	return out
}
