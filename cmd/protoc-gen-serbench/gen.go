package main

import (
	"bytes"
	"embed"
	"fmt"
	"go/format"
	"path"
	"strings"
	"text/template"

	"google.golang.org/protobuf/compiler/protogen"
)

//go:embed templates/*.tmpl
var templateFS embed.FS

var templates = template.Must(template.New("").Funcs(template.FuncMap{
	"inc":      func(i int) int { return i + 1 }, // a field's number in the Bebop and Thrift schemas
	"thriftGo": thStructName,                     // the thrift compiler's Go name of a struct
}).ParseFS(templateFS, "templates/*.tmpl"))

// outputs maps each generated file, relative to --serbench_out (the model
// package's directory), to its template, and a file of one codec's
// conversions to that codec (its package's folder under codecs/), whose
// build constraint generate writes first. kinds.go.tmpl holds the model's
// own table (digest, update declaration); each codec's file offers its
// conversions of every message type (suite.Offer, keyed by the message's
// name), so that a lean worker built with that codec's tag alone compiles
// no other codec's file.
var outputs = []struct{ file, template, codec string }{
	{"model_gen.go", "model.go.tmpl", ""},
	{"kinds_gen.go", "kinds.go.tmpl", ""},
	{"digest_gen.go", "digest.go.tmpl", ""},
	{"equal_gen.go", "equal.go.tmpl", ""},
	{"update_gen.go", "update.go.tmpl", ""},
	{"protobuf_gen.go", "protobuf.go.tmpl", "protobuf"},
	{"gogofaster_gen.go", "gogofaster.go.tmpl", "gogofaster"},
	{"easyjson_gen.go", "easyjson.go.tmpl", "easyjson"},
	{"flatbuffers_gen.go", "flatbuffers.go.tmpl", "flatbuffers"},
	{"capnp_gen.go", "capnp.go.tmpl", "capnp"},
	{"symphony_gen.go", "symphony.go.tmpl", "symphony"},
	{"baseline_gen.go", "baseline.go.tmpl", "baseline"},
	// The Avro schemas are constants that both Avro codecs' files use.
	{"avro_schema_gen.go", "avroschema.go.tmpl", ""},
	{"avro_gen.go", "avro.go.tmpl", "avro"},
	{"goavro_gen.go", "goavro.go.tmpl", "goavro"},
	{"ej/types_gen.go", "ejtypes.go.tmpl", ""},
	{"colfer_gen.go", "colfer.go.tmpl", "colfer"},
	{"bebop_gen.go", "bebop.go.tmpl", "bebop"},
	{"thrift_gen.go", "thrift.go.tmpl", "thrift"},
	// The Colfer, Bebop and Thrift schemas, which their compilers then
	// turn into colf/, bop/ and thriftgen/ (see the dataset's generate.go).
	{"colfer_gen.colf", "colfer.colf.tmpl", ""},
	{"bebop_gen.bop", "bebop.bop.tmpl", ""},
	{"thrift_gen.thrift", "thrift.thrift.tmpl", ""},
	{"msgp_gen.go", "msgp.go.tmpl", "msgp"},
	{"mp/types_gen.go", "mptypes.go.tmpl", ""},
	{"benc_gen.go", "benc.go.tmpl", "benc"},
	{"PACKAGE.benc", "benc.benc.tmpl", ""}, // bencgen's input, named for the dataset
	{"jx_gen.go", "jx.go.tmpl", "jx"},
	{"fastjson_gen.go", "fastjson.go.tmpl", "fastjson"},
	{"mus_gen.go", "mus.go.tmpl", "mus"},
}

// constraint is the first line of a file of one codec's conversions, as
// tools/buildtag writes it: every build but a lean worker of another
// codec compiles the file (internal/workerbuild.LeanTag).
func constraint(codec string) string {
	return "//go:build !serbench_lean || serbench_" + codec + "\n\n"
}

// generate writes every output of s; PACKAGE in a name is the model
// package's name. Each Go file is gofmt'd here: the templates
// need not get blank lines and alignment right, imports are sorted
// whatever the dataset's paths, and a template mistake fails naming the
// file.
func generate(gen *protogen.Plugin, s *schema) error {
	for _, o := range outputs {
		file := strings.ReplaceAll(o.file, "PACKAGE", s.Package)
		var buf bytes.Buffer
		if o.codec != "" {
			buf.WriteString(constraint(o.codec))
		}
		if err := templates.ExecuteTemplate(&buf, o.template, s); err != nil {
			return fmt.Errorf("%s: %w", file, err)
		}
		src := buf.Bytes()
		if strings.HasSuffix(file, ".go") {
			var err error
			if src, err = format.Source(src); err != nil {
				return fmt.Errorf("%s: generated code does not parse: %w", file, err)
			}
		}
		importPath := path.Join(s.Model, path.Dir(file))
		if _, err := gen.NewGeneratedFile(file, protogen.GoImportPath(importPath)).Write(src); err != nil {
			return fmt.Errorf("%s: %w", file, err)
		}
	}
	return nil
}
