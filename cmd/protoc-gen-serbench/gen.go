package main

import (
	"bytes"
	"embed"
	"fmt"
	"go/format"
	"path"
	"text/template"

	"google.golang.org/protobuf/compiler/protogen"
)

//go:embed templates/*.tmpl
var templateFS embed.FS

var templates = template.Must(template.ParseFS(templateFS, "templates/*.tmpl"))

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
}

// generate writes every output of s. Each is gofmt'd here: the templates
// need not get blank lines and alignment right, imports are sorted
// whatever the dataset's paths, and a template mistake fails naming the
// file.
func generate(gen *protogen.Plugin, s *schema) error {
	for _, o := range outputs {
		var buf bytes.Buffer
		if err := templates.ExecuteTemplate(&buf, o.template, s); err != nil {
			return fmt.Errorf("%s: %w", o.file, err)
		}
		src, err := format.Source(buf.Bytes())
		if err != nil {
			return fmt.Errorf("%s: generated code does not parse: %w", o.file, err)
		}
		importPath := path.Join(s.Model, path.Dir(o.file))
		if _, err := gen.NewGeneratedFile(o.file, protogen.GoImportPath(importPath)).Write(src); err != nil {
			return fmt.Errorf("%s: %w", o.file, err)
		}
	}
	return nil
}
