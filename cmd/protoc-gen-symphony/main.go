// Command protoc-gen-symphony is a protoc plugin that generates, for every
// message of a .proto file, the Symphony form of SPEC section 6 beside
// protoc-gen-go's types: SizeSymphony, MarshalSymphony, AppendSymphony,
// UnmarshalSymphony and UnmarshalSymphonyNoCopy (the same decode without
// copying the input, for callers that opt in); the hybrid pair
// (MarshalSymphonyHybrid, AppendSymphonyHybrid, UnmarshalSymphonyHybrid),
// whose private fields are protobuf; and a zero-copy view type XRaw with
// getters that read in place and setters that write in place when the new
// value has the old one's size and re-encode otherwise.
//
// Encoding sizes the whole tree once and writes every byte at its position
// into one buffer of that size. Decoding allocates a repeated message's
// elements, their nested messages and their repeated strings once per
// field and list (slab.go).
//
// Fields are split by the option (serbench.symphony.is_public) of
// symphony/options/options.proto. Maps are written as repeated entry
// messages {key = 1, value = 2} in key order, and google.protobuf.Timestamp
// as the message {seconds int64 = 1, nanos int32 = 2}. Oneofs, proto3
// optional and messages of other Go packages are rejected.
package main

import (
	"google.golang.org/protobuf/compiler/protogen"
	"google.golang.org/protobuf/types/pluginpb"
)

func main() {
	protogen.Options{}.Run(func(gen *protogen.Plugin) error {
		gen.SupportedFeatures = uint64(pluginpb.CodeGeneratorResponse_FEATURE_PROTO3_OPTIONAL)
		for _, f := range gen.Files {
			if !f.Generate {
				continue
			}
			if err := generateFile(gen, f); err != nil {
				return err
			}
		}
		return nil
	})
}
