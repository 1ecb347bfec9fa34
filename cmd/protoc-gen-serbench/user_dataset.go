package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path"
	"slices"
	"strings"

	"google.golang.org/protobuf/compiler/protogen"
)

// The dataset flavor of the user mode (--serbench_opt=mode=user,lean=on,
// package=NAME,names=FILE,codecs=A+B): the per-codec code of a built-in dataset whose
// model is its own hand-written Go types, from the schema internal/goschema
// derives from them (tools/datasetgen runs it). It differs from the user
// mode in what surrounds the same per-codec code:
//
//   - the model is not written: names=FILE (datasetgen's JSON) gives each
//     message's and field's Go name in the model, and each field's JSON
//     name and omitempty (encoding/json's, for jx and fastjson: a field
//     without omitempty is always written, a nil slice, map or pointer as
//     null);
//   - the files are the dataset package's (package=NAME), and the schema
//     languages' generated packages are below it (fb/, capnpb/, ...);
//   - each codec's file starts with its build constraint and adds its
//     conversions itself (suite.Offer, keyed by the message's Go name), so
//     that a lean timing worker compiles its own codec's file alone; there
//     is no table of kinds;
//   - update=Message/int_field/string_field declares a message's update op,
//     whose setters the protobuf, Symphony, FlatBuffers and Cap'n Proto
//     conversions get (as in the dataset mode).

// goNames is the names file: message full name → its names.
type goNames map[string]struct {
	Go      string `json:"go"`
	Wrapper bool   `json:"wrapper"` // user_wrapgo.go
	Fields  map[string]struct {
		Go        string `json:"go"`
		JSON      string `json:"json"`
		OmitEmpty bool   `json:"omitempty"`
		ByValue   bool   `json:"by_value"`
		Int       bool   `json:"int"`
		WrapGo    string `json:"wrap_go"`
	} `json:"fields"`
}

// userUpdate is a message's update op: a scalar integer and a string field.
type userUpdate struct{ Int, Str *uField }

// subRoot is the import path the schema languages' packages are under:
// the model's parent in the user mode (the temporary module), the dataset
// package itself in the dataset flavor.
func (s *userSchema) subRoot() string {
	if s.Lean {
		return s.Model
	}
	return path.Dir(s.Model)
}

// setDataset applies the dataset flavor's options.
func (s *userSchema) setDataset(o userOptions) error {
	if o.pkg != "" {
		s.GoPackage = o.pkg
	}
	if !o.lean {
		if o.names != "" || len(o.updates) > 0 || o.codecs != "" || len(o.wraps) > 0 {
			return fmt.Errorf("names, update, wrap and codecs need lean=on")
		}
		return nil
	}
	s.Lean = true
	if o.names != "" {
		b, err := os.ReadFile(o.names)
		if err != nil {
			return fmt.Errorf("names: %w", err)
		}
		var names goNames
		if err := json.Unmarshal(b, &names); err != nil {
			return fmt.Errorf("names %s: %w", o.names, err)
		}
		renamed := map[string]string{}
		for _, m := range s.Messages {
			n, ok := names[m.FullName]
			if !ok {
				return fmt.Errorf("names %s: no message %s", o.names, m.FullName)
			}
			renamed[m.Name] = n.Go
			m.Name = n.Go
			if n.Wrapper {
				if s.wrappers == nil {
					s.wrappers = map[string]bool{}
				}
				s.wrappers[m.FullName] = true
			}
			for _, f := range m.Fields {
				if f.Card == "oneof" {
					return fmt.Errorf("message %s: a oneof has no Go field of a dataset's model", m.FullName)
				}
				fn, ok := n.Fields[f.Proto]
				if !ok {
					return fmt.Errorf("names %s: no field %s.%s", o.names, m.FullName, f.Proto)
				}
				f.Name, f.JSON, f.JSONAlways = fn.Go, fn.JSON, !fn.OmitEmpty
				if fn.ByValue {
					if err := f.byValue(); err != nil {
						return fmt.Errorf("message %s: %w", m.FullName, err)
					}
				}
				if fn.Int {
					if err := f.goInt(); err != nil {
						return fmt.Errorf("message %s: %w", m.FullName, err)
					}
				}
				if fn.WrapGo != "" {
					if err := f.wrapped(fn.WrapGo); err != nil {
						return fmt.Errorf("message %s: %w", m.FullName, err)
					}
				}
			}
		}
		s.renameMessageElems(renamed)
		s.resolveWraps()
	}
	if err := s.setWraps(o.wraps); err != nil {
		return err
	}
	for _, d := range o.updates {
		parts := strings.Split(d, "/")
		if len(parts) != 3 {
			return fmt.Errorf("update=%s: want Message/scalar_field/string_field", d)
		}
		i := slices.IndexFunc(s.Messages, func(m *userMessage) bool { return m.Name == parts[0] })
		if i < 0 {
			return fmt.Errorf("update=%s: no message %s", d, parts[0])
		}
		m := s.Messages[i]
		find := func(name string, ok func(e *elem) bool) (*uField, error) {
			for _, f := range m.Fields {
				if f.Proto == name && f.Card == "single" && ok(f.Elem) {
					return f, nil
				}
			}
			return nil, fmt.Errorf("update=%s: message %s has no single field %s of the right kind", d, m.Name, name)
		}
		in, err := find(parts[1], func(e *elem) bool {
			return e.kind == "scalar" && strings.Contains(e.scalar, "int")
		})
		if err != nil {
			return err
		}
		str, err := find(parts[2], func(e *elem) bool { return e.kind == "scalar" && e.scalar == "string" })
		if err != nil {
			return err
		}
		m.Update = &userUpdate{Int: in, Str: str}
	}
	return nil
}

// renameMessageElems gives the values of message type the model's Go
// names of their messages (renamed: protoc-gen-go's name → the model's),
// where the names file names a message's Go type otherwise than
// protoc-gen-go does (a dataset whose .proto names a message as another
// of its Go types is named: transaction's wire form).
func (s *userSchema) renameMessageElems(renamed map[string]string) {
	rename := func(e *elem) {
		if e == nil || e.kind != "message" {
			return
		}
		if n, ok := renamed[e.msg]; ok && n != e.msg {
			e.msg, e.model = n, "*"+n
		}
	}
	for _, m := range s.Messages {
		for _, f := range m.Fields {
			rename(f.Elem)
			rename(f.Key)
			if f.Oneof != nil {
				for _, c := range f.Oneof.Cases {
					rename(c.Elem)
				}
			}
		}
	}
}

// leanCodecs maps each file of one codec's conversions to the codec (its
// package's folder under codecs/) and to its template of offers
// (templates/user/user_lean.go.tmpl); the other files (digest, equality)
// are the model's own and carry no constraint.
var leanCodecs = map[string]string{
	"protobuf_gen.go": "protobuf", "symphony_gen.go": "symphony", "flatbuffers_gen.go": "flatbuffers",
	"thrift_gen.go": "thrift", "capnp_gen.go": "capnp", "benc_gen.go": "benc", "colfer_gen.go": "colfer",
	"bebop_gen.go": "bebop", "avro_gen.go": "avro", "goavro_gen.go": "goavro", "msgp_gen.go": "msgp",
	"jx_gen.go": "jx", "fastjson_gen.go": "fastjson", "baseline_gen.go": "baseline", "mus_gen.go": "mus",
	"gogofaster_gen.go": "gogofaster",
}

// leanModelFiles are the dataset flavor's files of no codec, which every
// worker compiles: the model's digest and equality, and the Avro schemas
// both Avro codecs use.
var leanModelFiles = map[string]bool{"digest_gen.go": true, "equal_gen.go": true, "avro_schema_gen.go": true, "wrappers_gen.go": true}

// plainOffers are the codecs whose user-mode file has a function per
// message that makes the whole conversion, <prefix>Offer<Message>.
var plainOffers = map[string]string{
	"avro": "avro", "goavro": "goavro", "thrift": "th", "benc": "benc", "colfer": "colf", "bebop": "bop",
	"msgp": "msgp", "jx": "jx", "fastjson": "fj", "baseline": "base", "mus": "mus",
}

// writeLean writes the dataset flavor's files: the digest, the equality
// and each codec's file of those only names (+-separated; all when
// empty), named relative to the dataset's folder.
func (s *userSchema) writeLean(gen *protogen.Plugin, files []struct{ file, template string }, only string) error {
	want := func(codec string) bool {
		return only == "" || slices.Contains(strings.Split(only, "+"), codec)
	}
	if s.Gogo && want("gogofaster") {
		files = append(files, struct{ file, template string }{"gogofaster_gen.go", ""})
	}
	if s.Avro != nil && (want("avro") || want("goavro")) {
		files = append(files, struct{ file, template string }{"avro_schema_gen.go", "user_avro_schemas.go.tmpl"})
	}
	if len(s.wrappers) > 0 {
		files = append(files, struct{ file, template string }{"wrappers_gen.go", "user_wrappers.go.tmpl"})
	}
	for _, f := range files {
		codec, isCodec := leanCodecs[f.file]
		switch {
		case f.file == "model_gen.go" || f.file == "kinds_gen.go" || strings.HasPrefix(f.file, "../"):
			continue // the model is the dataset's own; its table is dataset.go's
		case isCodec && !want(codec):
			continue
		case !isCodec && !leanModelFiles[f.file]:
			continue // easyjson's mirror: the dataset's is tools/mirrorgen's
		}
		var names []string
		if f.template != "" {
			names = append(names, f.template)
		}
		var extra strings.Builder
		if prefix, ok := plainOffers[codec]; ok {
			// The user mode's <prefix>Offer<Message> is the conversion.
			for _, m := range s.Messages {
				fmt.Fprintf(&extra, "\nvar _ = suite.Offer(&offers, %q, %sOffer%s)\n", m.Name, prefix, m.Name)
			}
		} else if isCodec {
			names = append(names, "lean_"+codec)
		}
		src, err := s.renderWith(extra.String(), names...)
		if err != nil {
			return fmt.Errorf("%s: %w", f.file, err)
		}
		if isCodec {
			src = append([]byte("//go:build !serbench_lean || serbench_"+codec+"\n\n"), src...)
		}
		if _, err := gen.NewGeneratedFile(f.file, protogen.GoImportPath(s.Model)).Write(src); err != nil {
			return fmt.Errorf("%s: %w", f.file, err)
		}
	}
	return nil
}

// Camel is flatc's and capnpc-go's Go name of the field (product_id →
// ProductId), for the update's setters.
func (f *uField) Camel() string { return schemaCamel(f.Proto) }
