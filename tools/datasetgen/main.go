// Command datasetgen generates a built-in dataset's per-codec code from the
// dataset's own Go model types: the conversions between the model and every
// schema codec's types, their read visits, the hand-written codecs' code,
// the model's digest and equality, and the schema languages' schemas. It
// is the Go-types path of `serbench run --go` (internal/goschema, then
// protoc-gen-serbench's user mode) in its dataset flavor
// (cmd/protoc-gen-serbench/user_dataset.go): each codec's file carries its
// lean build constraint and offers its conversion itself.
//
// Usage, from a go:generate line in the dataset's folder:
//
//	go run github.com/serbench/serbench/tools/datasetgen -types T[,U] -proto FILE.proto \
//	    -codecs protobuf+symphony+... [-update T/int_field/string_field] [-message GoType=Message]
//
// It derives the schema of the types with goschema and checks it against
// FILE.proto, the committed schema that protoc-gen-go's code (pb/) is
// generated from: the same messages with the same fields, numbers, types
// and cardinalities, so that the protobuf family's bytes are the schema's
// (a seed's .proto may carry options the derivation cannot, Symphony's
// is_public among them). It then runs protoc-gen-serbench on FILE.proto
// with the Go and JSON names of the model's fields (a names file), which
// writes the codecs' files into the folder and the schema languages'
// schemas below it (fbs/, capnp/, thrift/, ...). It then runs what the
// codecs need after it (compile.go): the schemas' compilers (flatc,
// capnpgen, colf, bebopc-go, thrift, bencgen), gogofaster's read visits,
// and with pulsar among -codecs pulsar's code, whose conversions are
// protobuf's. The model's fields must have the Go types the schema gives them (uint32, []byte, []string, ...): the generated code assigns
// them as they are, and does not compile otherwise; Go's int (alone,
// behind a pointer or in a slice) is the exception, converted to and from
// the schema's int64 (int in the names file). -message names a
// type's message otherwise than its Go name, where the committed .proto
// names it as another of the package's types is named (goschema's
// MessageNames).
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/bufbuild/protocompile"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/descriptorpb"

	"github.com/serbench/serbench/internal/goschema"
)

func main() {
	var o options
	flag.StringVar(&o.types, "types", "", "the model's root types, comma-separated")
	flag.StringVar(&o.proto, "proto", "", "the committed .proto of the protobuf family, checked against the derived schema")
	flag.StringVar(&o.codecs, "codecs", "", "the codecs whose files to write, +-separated (the codec packages' folders under codecs/)")
	flag.Var(&o.updates, "update", "Type/int_field/string_field: the update op of a type (repeatable)")
	flag.Var(&o.messages, "message", "GoType=Message: the message name of a Go type, when not its own (repeatable)")
	flag.Var(&o.wraps, "wrap", "Message/field: a list field the committed .proto carries in a message of one repeated field (repeatable)")
	flag.Parse()
	if err := run(o); err != nil {
		fmt.Fprintln(os.Stderr, "datasetgen:", err)
		os.Exit(1)
	}
}

type options struct {
	types, proto, codecs string
	updates              updateFlags
	messages             updateFlags
	wraps                updateFlags // wrap.go
}

type updateFlags []string

func (u *updateFlags) String() string     { return strings.Join(*u, ",") }
func (u *updateFlags) Set(v string) error { *u = append(*u, v); return nil }

// schemaCodecs are the codecs whose schema language protoc-gen-serbench
// writes when its option of the same name is on; gogofaster and Symphony
// need the code protoc writes into gogopb/ and pb/ first.
var schemaCodecs = map[string]string{
	"flatbuffers": "flatbuffers", "capnp": "capnp", "thrift": "thrift", "benc": "benc", "colfer": "colfer",
	"bebop": "bebop", "gogofaster": "gogo", "symphony": "symphony",
}

func run(o options) error {
	if o.types == "" || o.proto == "" || o.codecs == "" {
		return errors.New("-types, -proto and -codecs are required")
	}
	dir, err := os.Getwd()
	if err != nil {
		return err
	}
	committed, err := compileProto(dir, o.proto)
	if err != nil {
		return err
	}
	fo, _ := committed.Options().(*descriptorpb.FileOptions)
	goPkg := fo.GetGoPackage()
	msgNames, err := messageNames(o.messages)
	if err != nil {
		return err
	}
	res, err := goschema.Derive(goschema.Options{Dir: dir, Pattern: ".", Types: strings.Split(o.types, ","),
		ProtoPackage: string(committed.Package()), GoPackage: goPkg, BuildErrors: true, MessageNames: msgNames})
	if err != nil {
		return fmt.Errorf("derive the schema: %w", err)
	}
	for t, why := range res.LeftOut {
		return fmt.Errorf("type %s has no schema: %s", t, why)
	}
	derived, err := compileSource(res.ProtoFile, res.Proto)
	if err != nil {
		return fmt.Errorf("the derived schema: %w", err)
	}
	if derived, err = applyWraps(derived, committed, o.wraps); err != nil {
		return err
	}
	if err := sameSchema(derived, committed); err != nil {
		return fmt.Errorf("%s differs from the schema derived from the Go types: %w", o.proto, err)
	}
	names, err := namesFile(res, string(committed.Package()))
	if err != nil {
		return err
	}
	tmp, err := os.CreateTemp("", "datasetgen-names-*.json")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(names); err != nil {
		return errors.Join(err, tmp.Close())
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	// pulsar's conversions are protobuf's, copied after (followUps).
	codecs := strings.Split(o.codecs, "+")
	written := slices.DeleteFunc(slices.Clone(codecs), func(c string) bool { return c == "pulsar" })
	opts := []string{"mode=user", "root=" + o.proto, "model=" + res.PkgPath, "package=" + res.PkgName, "lean=true",
		"names=" + tmp.Name(), "codecs=" + strings.Join(written, "+")}
	for _, c := range written {
		if opt, ok := schemaCodecs[c]; ok {
			opts = append(opts, opt+"=on")
		}
	}
	for _, u := range o.updates {
		opts = append(opts, "update="+u)
	}
	for _, w := range o.wraps {
		opts = append(opts, "wrap="+w)
	}
	if err := command(dir, "go", "run", serbenchCmd+"protocrun", "--serbench_out=.", "--serbench_opt="+strings.Join(opts, ","), o.proto); err != nil {
		return fmt.Errorf("protoc-gen-serbench: %w", err)
	}
	return runFollowUps(dir, res.PkgPath, o.proto, codecs)
}

// messageNames are the -message flags as goschema's MessageNames.
func messageNames(flags []string) (map[string]string, error) {
	out := map[string]string{}
	for _, f := range flags {
		goType, msg, ok := strings.Cut(f, "=")
		if !ok || goType == "" || msg == "" {
			return nil, fmt.Errorf("-message %s: want GoType=Message", f)
		}
		if _, dup := out[goType]; dup {
			return nil, fmt.Errorf("-message %s: %s is named twice", f, goType)
		}
		out[goType] = msg
	}
	return out, nil
}

// namesFile is protoc-gen-serbench's names=FILE: each message's Go type
// and each field's Go and JSON names, omitempty, and whether its messages
// are struct values.
func namesFile(res *goschema.Result, protoPkg string) ([]byte, error) {
	type fieldNames struct {
		Go        string `json:"go"`
		JSON      string `json:"json"`
		OmitEmpty bool   `json:"omitempty"`
		ByValue   bool   `json:"by_value,omitempty"`
		Int       bool   `json:"int,omitempty"`
		WrapGo    string `json:"wrap_go,omitempty"`
	}
	type msgNames struct {
		Go      string                `json:"go"`
		Wrapper bool                  `json:"wrapper,omitempty"`
		Fields  map[string]fieldNames `json:"fields"`
	}
	out := map[string]msgNames{}
	for goType, msg := range res.Messages {
		if strings.ContainsAny(goType, "/.[") {
			return nil, fmt.Errorf("message %s is Go type %s: the generated code names the dataset's own types only", msg, goType)
		}
		fs := map[string]fieldNames{}
		for _, f := range res.Fields[msg] {
			if strings.Contains(f.Go, ".") {
				return nil, fmt.Errorf("%s.%s is a promoted field: the generated code's composite literals cannot set it", goType, f.Go)
			}
			fs[f.Proto] = fieldNames{Go: f.Go, JSON: f.JSON, OmitEmpty: f.OmitEmpty, ByValue: f.ByValue, Int: f.GoInt, WrapGo: f.WrapGo}
		}
		out[protoPkg+"."+msg] = msgNames{Go: goType, Fields: fs}
	}
	// A wrapper message (wrapgo.go) is a struct of the generated code's
	// own, named as the message, holding the model's list.
	for msg, w := range res.Wrappers {
		if w.Go == "" {
			return nil, fmt.Errorf("wrapper message %s carries lists of different Go types: the generated code adapts one", msg)
		}
		f := w.Field
		out[protoPkg+"."+msg] = msgNames{Go: msg, Wrapper: true, Fields: map[string]fieldNames{
			f.Proto: {Go: f.Go, JSON: f.JSON, OmitEmpty: true, Int: f.GoInt, WrapGo: f.WrapGo}}}
	}
	if len(out) != len(res.Fields)+len(res.Wrappers) {
		return nil, fmt.Errorf("the schema has %d messages of Go structs, %d of named types of the package (an anonymous struct has no name to convert to)",
			len(res.Fields), len(out))
	}
	return json.MarshalIndent(out, "", "  ")
}

// compileProto compiles a .proto of dir, with the module root on the
// import path (symphony/options/options.proto).
func compileProto(dir, file string) (protoreflect.FileDescriptor, error) {
	root, err := moduleRoot(dir)
	if err != nil {
		return nil, err
	}
	c := protocompile.Compiler{Resolver: protocompile.WithStandardImports(&protocompile.SourceResolver{ImportPaths: []string{dir, root}})}
	files, err := c.Compile(context.Background(), file)
	if err != nil {
		return nil, fmt.Errorf("compile %s: %w", file, err)
	}
	return files[0], nil
}

// compileSource compiles a .proto's text.
func compileSource(file string, src []byte) (protoreflect.FileDescriptor, error) {
	c := protocompile.Compiler{Resolver: protocompile.WithStandardImports(&protocompile.SourceResolver{
		Accessor: protocompile.SourceAccessorFromMap(map[string]string{file: string(src)}),
	})}
	files, err := c.Compile(context.Background(), file)
	if err != nil {
		return nil, err
	}
	return files[0], nil
}

// sameSchema reports how two files' messages differ in what decides the
// bytes: the messages by name, and each one's fields by number, name,
// kind, cardinality and message or enum type. Options (Symphony's
// is_public) and comments may differ.
func sameSchema(derived, committed protoreflect.FileDescriptor) error {
	var errs []error
	dm, cm := messages(derived), messages(committed)
	for name := range cm {
		if _, ok := dm[name]; !ok {
			errs = append(errs, fmt.Errorf("message %s is not derived", name))
		}
	}
	for name, d := range dm {
		c, ok := cm[name]
		if !ok {
			errs = append(errs, fmt.Errorf("no message %s", name))
			continue
		}
		if d.Fields().Len() != c.Fields().Len() {
			errs = append(errs, fmt.Errorf("message %s: %d fields, derived %d", name, c.Fields().Len(), d.Fields().Len()))
			continue
		}
		for i := range d.Fields().Len() {
			if got, want := fieldText(c.Fields().Get(i)), fieldText(d.Fields().Get(i)); got != want {
				errs = append(errs, fmt.Errorf("message %s: field %s, derived %s", name, got, want))
			}
		}
	}
	slices.SortFunc(errs, func(a, b error) int { return strings.Compare(a.Error(), b.Error()) })
	return errors.Join(errs...)
}

// messages are a file's messages, nested ones too, by name relative to
// the package.
func messages(f protoreflect.FileDescriptor) map[string]protoreflect.MessageDescriptor {
	out := map[string]protoreflect.MessageDescriptor{}
	var walk func(ms protoreflect.MessageDescriptors)
	walk = func(ms protoreflect.MessageDescriptors) {
		for i := range ms.Len() {
			m := ms.Get(i)
			if m.IsMapEntry() {
				continue
			}
			out[strings.TrimPrefix(string(m.FullName()), string(f.Package())+".")] = m
			walk(m.Messages())
		}
	}
	walk(f.Messages())
	return out
}

// fieldText is what of a field decides its bytes, as text.
func fieldText(fd protoreflect.FieldDescriptor) string {
	t := fd.Kind().String()
	switch {
	case fd.IsMap():
		t = "map<" + fieldText(fd.MapKey()) + ", " + fieldText(fd.MapValue()) + ">"
	case fd.Message() != nil:
		t = string(fd.Message().FullName())
	case fd.Enum() != nil:
		t = string(fd.Enum().FullName())
	}
	card := ""
	switch {
	case fd.IsMap():
	case fd.IsList():
		card = "repeated "
	case fd.HasPresence() && fd.Message() == nil:
		card = "optional "
	}
	if fd.ContainingMessage().IsMapEntry() {
		return t
	}
	return fmt.Sprintf("%s%s %s = %d", card, t, fd.Name(), fd.Number())
}

// moduleRoot is the nearest folder at or above dir with a go.mod.
func moduleRoot(dir string) (string, error) {
	for d := dir; ; {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			return d, nil
		}
		parent := filepath.Dir(d)
		if parent == d {
			return "", fmt.Errorf("no go.mod above %s", dir)
		}
		d = parent
	}
}
