// Command protoc-gen-serbench is a protoc plugin that generates a dataset's
// per-message code from its .proto file: the model types, their easyjson
// and msgp mirrors, the digest and equality functions, the conversions and
// read visitors of every codec (protobuf, easyjson, msgp, FlatBuffers, Cap'n
// Proto, Symphony Raw, Colfer, Bebop, Thrift), the Avro schemas and goavro
// natives, the baseline's code, the per-message table of the model's own
// functions, and the Colfer, Bebop, Thrift and benc schemas (whose
// compilers write DIR/colf, DIR/bop, DIR/thriftgen and the benc code). Each
// codec's file offers that codec's conversions itself and carries its build
// constraint (gen.go's outputs).
//
// The dataset's layout is fixed by convention: the .proto's go_package is
// the protoc-gen-go package DIR/pb, the model is package DIR, and the
// easyjson mirrors, the msgp mirrors, flatc's code and capnpc-go's code are
// DIR/ej, DIR/mp, DIR/fb and DIR/capnpb, each package named as its directory. The .fbs and .capnp schemas must be one-to-one copies of the
// .proto (same messages, same fields in the same order), named by the
// tools' usual conventions (names.go). Run it from the dataset's directory
// with --serbench_out=. (see datasets/boutique/generate.go).
//
// The output is text/template (templates/): one template per generated
// file, so that each file reads as the Go code it produces.
package main

import (
	"flag"
	"fmt"

	"google.golang.org/protobuf/compiler/protogen"
	"google.golang.org/protobuf/types/pluginpb"
)

func main() {
	// update=Message/scalar/string (repeatable) declares a message type's
	// update op: the scalar and the string field it changes (update_gen.go).
	var updates updateFlags
	var flags flag.FlagSet
	flags.Var(&updates, "update", "Message/scalar_field/string_field")
	// wrap=Message/field (repeatable, dataset flavor): a list field the
	// .proto carries in a message of one repeated field (user_wrap.go).
	var wraps updateFlags
	flags.Var(&wraps, "wrap", "dataset flavor: Message/field, a list in a wrapper message")
	// --serbench_opt=mode=user,root=FILE,model=IMPORTPATH selects the user
	// mode (user.go); without it, a built-in dataset's code.
	mode := flags.String("mode", "", "user: the dataset package of a user's schema")
	root := flags.String("root", "", "user mode: the .proto file given on the command line")
	model := flags.String("model", "", "user mode: the model package's import path")
	gogo := flags.String("gogo", "", "user mode: on when gogofaster's types are generated beside pb (package gogopb), else why not")
	thOpt := flags.String("thrift", "", "user mode: on to write the .thrift and Thrift conversions, else why not")
	fbOpt := flags.String("flatbuffers", "", "user mode: on to write the .fbs and FlatBuffers binding, else why not")
	cpOpt := flags.String("capnp", "", "user mode: on to write the .capnp and Cap'n Proto binding, else why not")
	sym := flags.String("symphony", "", "user mode: on when protoc-gen-symphony's code is in pb, else why not (query-escaped)")
	ej := flags.String("easyjson", "", "user mode: on to write the easyjson mirrors, else why not (query-escaped)")
	mpOpt := flags.String("msgp", "", "user mode: on to write the msgp mirrors, else why not (query-escaped)")
	jxOpt := flags.String("jx", "on", "user mode: on to write the jx code, else why not")
	fjOpt := flags.String("fastjson", "on", "user mode: on to write the fastjson code, else why not")
	baseOpt := flags.String("baseline", "on", "user mode: on to write the baseline's code, else why not")
	musOpt := flags.String("mus", "on", "user mode: on to write the mus-go code, else why not")
	bencOpt := flags.String("benc", "", "user mode: on to write the .benc and benc conversions, else why not")
	colfOpt := flags.String("colfer", "", "user mode: on to write the .colf and Colfer conversions, else why not")
	bopOpt := flags.String("bebop", "", "user mode: on to write the .bop and Bebop conversions, else why not")
	// The user mode's dataset flavor (user_dataset.go): a built-in
	// dataset's per-codec code, for its own Go model.
	pkgOpt := flags.String("package", "", "user mode: the Go package name of the files beside the model (default model)")
	leanOpt := flags.Bool("lean", false, "user mode: the dataset flavor (names, codecs and update need it)")
	namesOpt := flags.String("names", "", "dataset flavor: the JSON file of the model's Go and JSON names")
	codecsOpt := flags.String("codecs", "", "dataset flavor: the codecs whose files to write (+-separated, as protoc splits its parameter at commas; default all)")
	protogen.Options{ParamFunc: flags.Set}.Run(func(gen *protogen.Plugin) error {
		// Declared so that a proto3 optional field reaches newSchema, which
		// rejects it with a message naming the field.
		gen.SupportedFeatures = uint64(pluginpb.CodeGeneratorResponse_FEATURE_PROTO3_OPTIONAL)
		switch *mode {
		case "user":
			if err := generateUser(gen, userOptions{root: *root, model: *model, gogo: *gogo, flatbuffers: *fbOpt, thrift: *thOpt,
				symphony: *sym, easyjson: *ej, capnp: *cpOpt, msgp: *mpOpt, jx: *jxOpt, fastjson: *fjOpt, baseline: *baseOpt, mus: *musOpt,
				benc: *bencOpt, colfer: *colfOpt, bebop: *bopOpt,
				pkg: *pkgOpt, lean: *leanOpt, names: *namesOpt, codecs: *codecsOpt, updates: updates, wraps: wraps}); err != nil {
				return fmt.Errorf("protoc-gen-serbench: %w", err)
			}
			return nil
		case "":
		default:
			return fmt.Errorf("protoc-gen-serbench: unknown mode %q (valid: user)", *mode)
		}
		var files []*protogen.File
		for _, f := range gen.Files {
			if f.Generate {
				files = append(files, f)
			}
		}
		// Every output file has a fixed name, so two schemas would overwrite
		// each other's.
		if len(files) != 1 {
			return fmt.Errorf("protoc-gen-serbench: want one .proto file to generate, got %d", len(files))
		}
		s, err := newSchema(files[0])
		if err == nil {
			err = s.declareUpdates(updates)
		}
		if err != nil {
			return fmt.Errorf("protoc-gen-serbench: %s: %w", files[0].Desc.Path(), err)
		}
		return generate(gen, s)
	})
}
