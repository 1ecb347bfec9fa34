package main

import (
	"fmt"
	"path"
	"slices"
	"strings"

	"google.golang.org/protobuf/compiler/protogen"
	"google.golang.org/protobuf/reflect/protoreflect"
)

// User mode (--serbench_opt=mode=user,root=FILE,model=IMPORTPATH) writes
// the dataset package of a user's schema for `serbench run --proto`: the
// model, its digest and equality, the conversions and read visit of
// protoc-gen-go's types, and the table of message types for package
// userproto. It takes every message of every file protoc generates (the
// schema's own files) and every message they reach in imported files, and
// covers what proto3 schemas use: scalars of every kind, enums, repeated
// fields, maps, oneofs, proto3 optional, nested declarations and the
// well-known types. Its field kinds are richer than the dataset mode's, so
// its code is apart (userschema.go here, templates/user/) and the built-in
// datasets' output does not change.

// userSchema is what the user templates see.
type userSchema struct {
	Package  string // the root file's proto package
	Model    string // the model package's import path
	Sources  []string
	Roots    []string // full names of the root file's top-level messages
	Features []string
	Gogo     bool      // gogofaster's types and visits (gogopb, gogo_visit_gen.go) are there
	NoGogo   string    // else why not (userproto's NoGogo* constants)
	FB       *fbUser   // FlatBuffers' .fbs and binding, when flatbuffers=on and the format carries the schema
	Avro     *avroUser // the Avro schemas, when the format carries the schema
	Thrift   *thUser   // Thrift's .thrift and conversions, when thrift=on and the format carries the schema
	CP       *cpUser   // Cap'n Proto's .capnp and binding, when capnp=on and the format carries the schema
	// LeftOut says why a codec whose code is generated here is left out
	// for the schema (the format cannot carry it, or its compiler is
	// missing): codec name → reason.
	LeftOut map[string]string
	// Symphony: protoc-gen-symphony's code is in pb, else LeftOut says why not (user_symphony.go).
	Symphony bool
	// Easyjson: the mirrors are written (easyjson runs on them), else LeftOut says why not (user_easyjson.go).
	Easyjson bool
	// Msgp: the msgp mirrors are written (msgp runs on them), else LeftOut says why not (user_msgp.go).
	Msgp     bool
	Goavro   bool // goavro's conversions are written (user_goavro.go), else LeftOut says why not
	Enums    []*userEnum
	Messages []*userMessage
	quals    map[string]string // import path of a qualifier

	// Jx, Fastjson, Baseline, Mus: the hand-written codecs' code is written, else LeftOut says why not (user_handwritten.go).
	Jx, Fastjson, Baseline, Mus bool
	// Benc, Colfer, Bebop: the schema file and the conversions, when on and the format carries the schema (user_benc.go, ...).
	Benc   *bencUser
	Colfer *colferUser
	Bebop  *bebopUser

	// GoPackage is the package name of the files beside the model
	// ("model", or a dataset's package).
	GoPackage string
	// Lean is the dataset flavor (user_dataset.go): the model is a
	// dataset's own Go types, the generated packages are below it, and
	// each codec's file carries its build constraint and offers itself.
	Lean bool
	// wrappers are the wrapper messages of the model's lists, by full
	// name (user_wrapgo.go).
	wrappers map[string]bool
}

type userEnum struct {
	Name string // model Go name
	PB   string // qualified protoc-gen-go type
}

type userMessage struct {
	Name     string      // model Go name
	Update   *userUpdate // the update op's fields (dataset flavor), or nil
	FullName string
	PB       string    // qualified protoc-gen-go type
	Fields   []*uField // in declaration order; a oneof where its first case is
	desc     protoreflect.MessageDescriptor
}

// uField is a field, or a whole oneof (Oneof set).
type uField struct {
	Name  string // model Go name
	Proto string // the .proto name
	JSON  string // the JSON name of the jx and fastjson code: the .proto name, or the model's encoding/json name
	// JSONAlways writes the field's JSON even when empty (a dataset's
	// field without omitempty; the user mode's model has omitempty).
	JSONAlways bool
	Card       string // single, optional, repeated, map, oneof
	Getter     string // protoc-gen-go's getter: GetTraceId
	PBName     string // protoc-gen-go's field name: TraceId
	Elem       *elem  // the value (a map's value)
	Key        *elem  // a map's key
	Oneof      *uOneof
	Number     int // the .proto field number (not a oneof's)
	// PBWrap: the protobuf family carries this list in a wrapper message
	// (dataset flavor, user_wrap.go); nil for every other field.
	PBWrap *pbWrap
}

type uOneof struct {
	Getter string // GetValue
	PBName string // Value
	Cases  []*uCase
}

type uCase struct {
	Name    string // model Go name (and the wrapper's field name)
	Proto   string
	JSON    string // the JSON name: the .proto name
	Number  int
	Wrapper string // qualified protoc-gen-go wrapper type: pb.AnyValue_StringValue
	Elem    *elem
}

// elem is a value's type: a scalar, an enum, a message, or a well-known
// type. Its methods write the Go code of each operation on one value.
type elem struct {
	kind   string // scalar, enum, message, timestamp, duration, wrapper
	scalar string // the Go type of a scalar, or of a wrapper's value
	model  string // the model's Go type
	pb     string // protoc-gen-go's Go type
	msg    string // a message's model Go name
	wrap   string // a wrapper's constructor: wrapperspb.String
	value  bool   // a message the dataset's model holds as a struct value (user_value.go)
	goInt  bool   // an int64 the dataset's model holds as Go's int (user_int.go)
	wrapGo string // a wrapper message's model list, by value: its Go type (user_wrapgo.go)
	// wrapItem is the wrapper message's item elem (user_wrapgo.go).
	wrapItem *elem
}

// userOptions are the user mode's plugin options: each optional
// generator's value is "on" or why not.
type userOptions struct {
	root, model                                    string
	gogo, flatbuffers, thrift, symphony, easyjson  string
	capnp, msgp, jx, fastjson, baseline, mus, benc string
	colfer, bebop                                  string
	// The dataset flavor (user_dataset.go).
	pkg, names, codecs string
	lean               bool
	updates            []string
	wraps              []string // user_wrap.go
}

// generateUser writes the user mode's files.
func generateUser(gen *protogen.Plugin, o userOptions) error {
	s, err := newUserSchema(gen, o.root, o.model)
	if err != nil {
		return err
	}
	s.LeftOut = map[string]string{}
	s.GoPackage = "model"
	if err := s.setDataset(o); err != nil {
		return err
	}
	if err := s.setSymphony(o.symphony); err != nil {
		return err
	}
	if err := s.setEasyjson(o.easyjson); err != nil {
		return err
	}
	if err := s.setMsgp(o.msgp); err != nil {
		return err
	}
	s.setHandwritten(o)
	if o.gogo == "on" {
		s.Gogo = true
	} else {
		var detail string
		s.NoGogo, detail = optDetail(o.gogo)
		if detail != "" {
			s.LeftOut["gogofaster"] = "protoc-gen-gogofaster's code for the schema could not be generated or did not compile: " + detail
		}
	}
	files := []struct{ file, template string }{
		{"model_gen.go", "user_model.go.tmpl"},
		{"digest_gen.go", "user_digest.go.tmpl"},
		{"equal_gen.go", "user_equal.go.tmpl"},
		{"protobuf_gen.go", "user_protobuf.go.tmpl"},
		{"kinds_gen.go", "user_kinds.go.tmpl"},
	}
	if s.Symphony {
		files = append(files, struct{ file, template string }{"symphony_gen.go", "user_symphony.go.tmpl"})
	}
	if s.Easyjson {
		files = append(files, struct{ file, template string }{"easyjson_mirror_gen.go", "user_easyjson.go.tmpl"})
	}
	if s.userFlatbuffers(gen, o.flatbuffers) {
		files = append(files, struct{ file, template string }{"flatbuffers_gen.go", "user_flatbuffers.go.tmpl"})
	}
	if s.userThrift(gen, o.thrift) {
		files = append(files, struct{ file, template string }{"thrift_gen.go", "user_thrift.go.tmpl"})
	}
	if s.userCapnp(gen, o.capnp) {
		files = append(files, struct{ file, template string }{"capnp_gen.go", "user_capnp.go.tmpl"})
	}
	if s.userBenc(gen, o.benc) {
		files = append(files, struct{ file, template string }{"benc_gen.go", "user_benc.go.tmpl"})
	}
	if s.userColfer(gen, o.colfer) {
		files = append(files, struct{ file, template string }{"colfer_gen.go", "user_colfer.go.tmpl"})
	}
	if s.userBebop(gen, o.bebop) {
		files = append(files, struct{ file, template string }{"bebop_gen.go", "user_bebop.go.tmpl"})
	}
	if s.userAvro() {
		files = append(files, struct{ file, template string }{"avro_gen.go", "user_avro.go.tmpl"})
	}
	if s.userGoavro() {
		files = append(files, struct{ file, template string }{"goavro_gen.go", "user_goavro.go.tmpl"})
	}
	if s.Msgp {
		files = append(files, struct{ file, template string }{"msgp_gen.go", "user_msgp.go.tmpl"},
			struct{ file, template string }{"../mp/msgp_mirror_gen.go", "user_msgp_mirror.go.tmpl"})
	}
	for _, f := range []struct {
		on             bool
		file, template string
	}{
		{s.Jx, "jx_gen.go", "user_jx.go.tmpl"},
		{s.Fastjson, "fastjson_gen.go", "user_fastjson.go.tmpl"},
		{s.Baseline, "baseline_gen.go", "user_baseline.go.tmpl"},
		{s.Mus, "mus_gen.go", "user_mus.go.tmpl"},
	} {
		if f.on {
			files = append(files, struct{ file, template string }{f.file, f.template})
		}
	}
	if s.Lean {
		return s.writeLean(gen, files, o.codecs)
	}
	for _, f := range files {
		src, err := s.render(f.template)
		if err != nil {
			return fmt.Errorf("%s: %w", f.file, err)
		}
		// A file of another package beside the model (../mp) names it.
		name := path.Join(o.model, f.file)
		if _, err := gen.NewGeneratedFile(name, protogen.GoImportPath(path.Dir(name))).Write(src); err != nil {
			return fmt.Errorf("%s: %w", f.file, err)
		}
	}
	return nil
}

// special well-known types, held as Go types of their own in the model.
var wrappers = map[protoreflect.FullName]string{
	"google.protobuf.DoubleValue": "float64", "google.protobuf.FloatValue": "float32",
	"google.protobuf.Int64Value": "int64", "google.protobuf.UInt64Value": "uint64",
	"google.protobuf.Int32Value": "int32", "google.protobuf.UInt32Value": "uint32",
	"google.protobuf.BoolValue": "bool", "google.protobuf.StringValue": "string",
	"google.protobuf.BytesValue": "[]byte",
}

func isSpecial(m protoreflect.MessageDescriptor) bool {
	n := m.FullName()
	return n == "google.protobuf.Timestamp" || n == "google.protobuf.Duration" || wrappers[n] != ""
}

func newUserSchema(gen *protogen.Plugin, root, model string) (*userSchema, error) {
	s := &userSchema{Model: model, quals: map[string]string{}}
	msgs := map[protoreflect.FullName]*protogen.Message{}
	enums := map[protoreflect.FullName]*protogen.Enum{}
	var walk func([]*protogen.Message)
	walk = func(ms []*protogen.Message) {
		for _, m := range ms {
			msgs[m.Desc.FullName()] = m
			for _, e := range m.Enums {
				enums[e.Desc.FullName()] = e
			}
			walk(m.Messages)
		}
	}
	var rootFile *protogen.File
	for _, f := range gen.Files {
		walk(f.Messages)
		for _, e := range f.Enums {
			enums[e.Desc.FullName()] = e
		}
		if f.Desc.Path() == root {
			rootFile = f
		}
	}
	if rootFile == nil {
		return nil, fmt.Errorf("root %s is not among protoc's files", root)
	}
	s.Package = string(rootFile.Desc.Package())
	s.Sources = []string{root}
	for _, m := range rootFile.Messages {
		s.Roots = append(s.Roots, string(m.Desc.FullName()))
	}
	// The messages: every one of the generated files, and every one they
	// reach, in the files' order.
	want := map[protoreflect.FullName]bool{}
	var reach func(m protoreflect.MessageDescriptor)
	reach = func(m protoreflect.MessageDescriptor) {
		if want[m.FullName()] || isSpecial(m) {
			return
		}
		if !m.IsMapEntry() {
			want[m.FullName()] = true
		}
		fs := m.Fields()
		for i := range fs.Len() {
			fd := fs.Get(i)
			if fd.IsMap() {
				fd = fd.MapValue()
			}
			if fd.Message() != nil {
				reach(fd.Message())
			}
		}
	}
	var order []*protogen.Message
	var collect func([]*protogen.Message)
	collect = func(ms []*protogen.Message) {
		for _, m := range ms {
			order = append(order, m)
			collect(m.Messages)
		}
	}
	for _, f := range gen.Files {
		collect(f.Messages)
	}
	for _, f := range gen.Files {
		if f.Generate {
			for _, m := range order {
				if m.Desc.ParentFile() == f.Desc {
					reach(m.Desc)
				}
			}
		}
	}
	names := map[string]string{}
	usedEnums := map[protoreflect.FullName]bool{}
	for _, m := range order {
		if !want[m.Desc.FullName()] {
			continue
		}
		um, err := s.newMessage(m, usedEnums)
		if err != nil {
			return nil, fmt.Errorf("message %s: %w", m.Desc.FullName(), err)
		}
		if other, ok := names[um.Name]; ok {
			return nil, fmt.Errorf("messages %s and %s both have the Go name %s: rename one", other, um.FullName, um.Name)
		}
		names[um.Name] = um.FullName
		s.Messages = append(s.Messages, um)
	}
	var enumNames []protoreflect.FullName
	for n := range usedEnums {
		enumNames = append(enumNames, n)
	}
	slices.Sort(enumNames)
	for _, n := range enumNames {
		e := enums[n]
		ue := &userEnum{Name: e.GoIdent.GoName, PB: s.qual(e.GoIdent)}
		if other, ok := names[ue.Name]; ok {
			return nil, fmt.Errorf("%s and enum %s both have the Go name %s: rename one", other, n, ue.Name)
		}
		names[ue.Name] = string(n)
		s.Enums = append(s.Enums, ue)
	}
	if s.hasCycle() {
		s.feature(featureRecursive)
	}
	return s, nil
}

// The features userproto's limits know (its Feature* constants).
const (
	featureOneof     = "oneof"
	featureOptional  = "optional"
	featureMap       = "map"
	featureIntMapKey = "int-key"
	featureBoolKey   = "bool-key"
	featureTimestamp = "timestamp"
	featureDuration  = "duration"
	featureWrapper   = "wrapper"
	featureFloat     = "float"
	featureUint64    = "uint64"
	featureBytes     = "bytes"
	featureRecursive = "recursive"
	featureEmpty     = "empty"
	featurePointer   = "pointer" // a pointer in the model: a message, optional, oneof, wrapper or time field or element
)

func (s *userSchema) feature(f string) {
	if !slices.Contains(s.Features, f) {
		s.Features = append(s.Features, f)
	}
}

// qual is the qualified Go name of a protoc-gen-go identifier; its
// package's qualifier is the last element of its import path.
func (s *userSchema) qual(id protogen.GoIdent) string {
	q := path.Base(string(id.GoImportPath))
	s.quals[q] = string(id.GoImportPath)
	return q + "." + id.GoName
}

func (s *userSchema) newMessage(m *protogen.Message, usedEnums map[protoreflect.FullName]bool) (*userMessage, error) {
	um := &userMessage{Name: m.GoIdent.GoName, FullName: string(m.Desc.FullName()), PB: s.qual(m.GoIdent), desc: m.Desc}
	if len(m.Fields) == 0 {
		s.feature(featureEmpty)
	}
	seen := map[*protogen.Oneof]bool{}
	for _, f := range m.Fields {
		if o := f.Oneof; o != nil && !o.Desc.IsSynthetic() {
			if seen[o] {
				continue
			}
			seen[o] = true
			s.feature(featureOneof)
			uo := &uOneof{Getter: "Get" + o.GoName, PBName: o.GoName}
			for _, c := range o.Fields {
				e, err := s.newElem(c, usedEnums)
				if err != nil {
					return nil, fmt.Errorf("field %s: %w", c.Desc.Name(), err)
				}
				if e.kind == "wrapper" {
					return nil, fmt.Errorf("field %s: a wrapper type in a oneof is not supported", c.Desc.Name())
				}
				uo.Cases = append(uo.Cases, &uCase{Name: c.GoName, Proto: string(c.Desc.Name()), JSON: string(c.Desc.Name()), Number: int(c.Desc.Number()),
					Wrapper: s.qual(c.GoIdent), Elem: e})
			}
			s.feature(featurePointer)
			um.Fields = append(um.Fields, &uField{Name: o.GoName, Card: "oneof", Oneof: uo})
			continue
		}
		uf := &uField{Name: f.GoName, Proto: string(f.Desc.Name()), JSON: string(f.Desc.Name()), Getter: "Get" + f.GoName, PBName: f.GoName, Card: "single",
			Number: int(f.Desc.Number())}
		d := f.Desc
		switch {
		case d.IsMap():
			s.feature(featureMap)
			uf.Card = "map"
			k, err := s.newElem(f.Message.Fields[0], usedEnums)
			if err != nil {
				return nil, fmt.Errorf("field %s: %w", d.Name(), err)
			}
			v, err := s.newElem(f.Message.Fields[1], usedEnums)
			if err != nil {
				return nil, fmt.Errorf("field %s: %w", d.Name(), err)
			}
			if k.scalar != "string" {
				s.feature(featureIntMapKey)
			}
			if k.scalar == "bool" {
				s.feature(featureBoolKey)
			}
			uf.Key, uf.Elem = k, v
		case d.IsList():
			uf.Card = "repeated"
		case d.HasPresence() && d.Kind() != protoreflect.MessageKind && d.Kind() != protoreflect.BytesKind:
			// proto3 optional, and proto2's optional and required, are
			// pointers in protoc-gen-go's types. A message is a pointer
			// already, and protoc-gen-go keeps a bytes field with presence
			// as a []byte: both stay single.
			s.feature(featureOptional)
			uf.Card = "optional"
		}
		if uf.Elem == nil {
			e, err := s.newElem(f, usedEnums)
			if err != nil {
				return nil, fmt.Errorf("field %s: %w", d.Name(), err)
			}
			uf.Elem = e
		}
		if uf.Card == "optional" || uf.Elem.IsPtr() {
			s.feature(featurePointer)
		}
		um.Fields = append(um.Fields, uf)
	}
	return um, nil
}

// scalars maps a kind to its Go type.
var scalars = map[protoreflect.Kind]string{
	protoreflect.BoolKind: "bool", protoreflect.StringKind: "string", protoreflect.BytesKind: "[]byte",
	protoreflect.Int32Kind: "int32", protoreflect.Sint32Kind: "int32", protoreflect.Sfixed32Kind: "int32",
	protoreflect.Int64Kind: "int64", protoreflect.Sint64Kind: "int64", protoreflect.Sfixed64Kind: "int64",
	protoreflect.Uint32Kind: "uint32", protoreflect.Fixed32Kind: "uint32",
	protoreflect.Uint64Kind: "uint64", protoreflect.Fixed64Kind: "uint64",
	protoreflect.FloatKind: "float32", protoreflect.DoubleKind: "float64",
}

func (s *userSchema) newElem(f *protogen.Field, usedEnums map[protoreflect.FullName]bool) (*elem, error) {
	d := f.Desc
	switch d.Kind() {
	case protoreflect.EnumKind:
		usedEnums[d.Enum().FullName()] = true
		return &elem{kind: "enum", model: f.Enum.GoIdent.GoName, pb: s.qual(f.Enum.GoIdent)}, nil
	case protoreflect.MessageKind:
		md := d.Message()
		switch n := md.FullName(); {
		case n == "google.protobuf.Timestamp":
			s.feature(featureTimestamp)
			return &elem{kind: "timestamp", model: "*time.Time", pb: "*" + s.qual(f.Message.GoIdent)}, nil
		case n == "google.protobuf.Duration":
			s.feature(featureDuration)
			return &elem{kind: "duration", model: "*time.Duration", pb: "*" + s.qual(f.Message.GoIdent)}, nil
		case wrappers[n] != "":
			s.feature(featureWrapper)
			t := wrappers[n]
			s.scalarFeature(t)
			ctor := strings.TrimSuffix(f.Message.GoIdent.GoName, "Value")
			return &elem{kind: "wrapper", scalar: t, model: "*" + t, pb: "*" + s.qual(f.Message.GoIdent),
				wrap: s.qual(protogen.GoIdent{GoName: ctor, GoImportPath: f.Message.GoIdent.GoImportPath})}, nil
		}
		return &elem{kind: "message", model: "*" + f.Message.GoIdent.GoName, pb: "*" + s.qual(f.Message.GoIdent), msg: f.Message.GoIdent.GoName}, nil
	case protoreflect.GroupKind:
		return nil, fmt.Errorf("proto2 groups are not supported (yet)")
	}
	t, ok := scalars[d.Kind()]
	if !ok {
		return nil, fmt.Errorf("kind %s is not supported", d.Kind())
	}
	s.scalarFeature(t)
	return &elem{kind: "scalar", scalar: t, model: t, pb: t}, nil
}

func (s *userSchema) scalarFeature(t string) {
	switch t {
	case "float32", "float64":
		s.feature(featureFloat)
	case "uint64":
		s.feature(featureUint64)
	case "[]byte":
		s.feature(featureBytes)
	}
}

// hasCycle reports whether a message contains itself, through any chain
// of fields.
func (s *userSchema) hasCycle() bool {
	state := map[protoreflect.FullName]int{} // 1 visiting, 2 done
	var visit func(m protoreflect.MessageDescriptor) bool
	visit = func(m protoreflect.MessageDescriptor) bool {
		switch state[m.FullName()] {
		case 1:
			return true
		case 2:
			return false
		}
		state[m.FullName()] = 1
		fs := m.Fields()
		for i := range fs.Len() {
			fd := fs.Get(i)
			if fd.IsMap() {
				fd = fd.MapValue()
			}
			if fd.Message() != nil && visit(fd.Message()) {
				return true
			}
		}
		state[m.FullName()] = 2
		return false
	}
	for _, m := range s.Messages {
		if visit(m.desc) {
			return true
		}
	}
	return false
}
