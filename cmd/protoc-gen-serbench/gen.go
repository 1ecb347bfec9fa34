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
	"inc": func(i int) int { return i + 1 }, // a field's number in the Bebop and Thrift schemas
	// The thrift compiler's Go name of a struct: it appends _ to a name
	// ending in Args or Result, which its services' types use.
	"thriftGo": func(name string) string {
		if strings.HasSuffix(name, "Args") || strings.HasSuffix(name, "Result") {
			return name + "_"
		}
		return name
	},
}).ParseFS(templateFS, "templates/*.tmpl"))

// outputs maps each generated file, relative to --serbench_out (the model
// package's directory), to its template. kinds.go.tmpl alone assembles the
// per-message table from the functions the others write, so that changing
// how a message type is bound to the codecs changes one template.
var outputs = []struct{ file, template string }{
	{"model_gen.go", "model.go.tmpl"},
	{"kinds_gen.go", "kinds.go.tmpl"},
	{"digest_gen.go", "digest.go.tmpl"},
	{"equal_gen.go", "equal.go.tmpl"},
	{"protobuf_gen.go", "protobuf.go.tmpl"},
	{"easyjson_gen.go", "easyjson.go.tmpl"},
	{"flatbuffers_gen.go", "flatbuffers.go.tmpl"},
	{"capnp_gen.go", "capnp.go.tmpl"},
	{"symphony_gen.go", "symphony.go.tmpl"},
	{"baseline_gen.go", "baseline.go.tmpl"},
	{"avro_gen.go", "avro.go.tmpl"},
	{"goavro_gen.go", "goavro.go.tmpl"},
	{"ej/types_gen.go", "ejtypes.go.tmpl"},
	{"compact_gen.go", "compact.go.tmpl"},
	// The Colfer, Bebop and Thrift schemas, which their compilers then
	// turn into colf/, bop/ and thriftgen/ (see the dataset's generate.go).
	{"colfer_gen.colf", "colfer.colf.tmpl"},
	{"bebop_gen.bop", "bebop.bop.tmpl"},
	{"thrift_gen.thrift", "thrift.thrift.tmpl"},
	{"msgp_gen.go", "msgp.go.tmpl"},
	{"mp/types_gen.go", "mptypes.go.tmpl"},
	{"benc_gen.go", "benc.go.tmpl"},
	{"PACKAGE.benc", "benc.benc.tmpl"}, // bencgen's input, named for the dataset
	{"jx_gen.go", "jx.go.tmpl"},
	{"fastjson_gen.go", "fastjson.go.tmpl"},
	{"mus_gen.go", "mus.go.tmpl"},
	{"update_gen.go", "update.go.tmpl"},
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
