package main

import (
	"fmt"
	"path"
	"slices"
	"strings"

	"google.golang.org/protobuf/compiler/protogen"
	"google.golang.org/protobuf/reflect/protoreflect"
)

// schema is what every template sees: the dataset's packages and its
// messages in the .proto's order (which numbers the kinds).
type schema struct {
	Source   string // the .proto file's path, for the header
	Package  string // the model package's name
	Model    string // import paths: the model package,
	PB       string // protoc-gen-go's and protoc-gen-symphony's,
	EJ       string // the easyjson mirrors',
	MP       string // the msgp mirrors',
	Bencpb   string // bencgen's (from the .benc schema this plugin writes)
	FB       string // flatc's
	Capnp    string // and capnpc-go's
	Messages []*message
}

// message is one message type, named the same in every package.
type message struct {
	Name   string // Go name: CartItem
	Lower  string // Name with its first letter lower-cased, for unexported names: cartItem
	Fields []*field
	// Update is the scalar and string the update op changes, when the
	// generator's update parameter declares them for this message.
	Update *update
}

// update is a message's update op: an int field and a string field of its
// own (top-level, so that every format's setter reaches it).
type update struct {
	Int, Str *field
}

// The kinds of field the generated code handles. Each codec's template
// has one branch per kind.
const (
	kindString   = "string"   // string
	kindInt      = "int"      // int32 or int64 (the digest takes either as an int64)
	kindMessage  = "message"  // a nested message: a pointer, nil when absent
	kindStrings  = "strings"  // repeated string
	kindMessages = "messages" // repeated message: a slice of pointers
)

// field is one field with its name in each package.
type field struct {
	Proto string // the .proto name, also the JSON name and flatc's schema name: product_id
	Model string // the model's and the mirror's Go name: ProductID
	PB    string // protoc-gen-go's Go name (Get<PB>, and Symphony's Raw getter): ProductId
	FB    string // flatc's Go accessor: ProductId
	Capnp string // capnpc-go's Go accessor: ProductId
	// The .benc schema's field (productId, id BencID) and bencgen's Go name
	// for it (ProductId); a message field also has a presence flag,
	// hasProductId, HasProductId, id BencHasID (BencID-1), as benc has no
	// optional fields.
	BencSchema string
	Benc       string
	BencID     int
	BencHasID  int
	Kind       string // one of the kind constants
	Type       string // the model's Go type: string, int64, *Money, []*CartItem
	Msg        string // for kindMessage and kindMessages: the message's Go name
}

// newSchema collects f's messages, rejecting what the templates do not
// handle rather than generating code that would not compile or would
// silently drop a field.
func newSchema(f *protogen.File) (*schema, error) {
	pb := string(f.GoImportPath)
	model := path.Dir(pb)
	s := &schema{
		Source:  f.Desc.Path(),
		Package: path.Base(model),
		Model:   model,
		PB:      pb,
		EJ:      model + "/ej",
		MP:      model + "/mp",
		Bencpb:  model + "/bencpb",
		FB:      model + "/fb",
		Capnp:   model + "/capnpb",
	}
	for _, m := range f.Messages {
		if len(m.Messages) > 0 || len(m.Enums) > 0 {
			return nil, fmt.Errorf("message %s: nested declarations are not supported", m.Desc.Name())
		}
		msg := &message{Name: m.GoIdent.GoName, Lower: lowerFirst(m.GoIdent.GoName)}
		for _, fd := range m.Fields {
			fl, err := newField(f, fd)
			if err != nil {
				return nil, fmt.Errorf("field %s: %w", fd.Desc.FullName(), err)
			}
			msg.Fields = append(msg.Fields, fl)
		}
		s.Messages = append(s.Messages, msg)
	}
	return s, nil
}

func newField(f *protogen.File, fd *protogen.Field) (*field, error) {
	d := fd.Desc
	if d.IsMap() || d.ContainingOneof() != nil || d.HasOptionalKeyword() {
		return nil, fmt.Errorf("maps, oneofs and optional fields are not supported")
	}
	name := string(d.Name())
	fl := &field{
		Proto: name,
		Model: modelName(name),
		PB:    fd.GoName,
		FB:    schemaCamel(name),
		Capnp: schemaCamel(name),
		// Ids two apart, leaving one below each for a presence flag.
		BencSchema: lowerFirst(schemaCamel(name)),
		Benc:       schemaCamel(name),
		BencID:     2 * int(d.Number()),
		BencHasID:  2*int(d.Number()) - 1,
	}
	var elem string // the model's element type
	switch d.Kind() {
	case protoreflect.StringKind:
		fl.Kind, elem = kindString, "string"
	case protoreflect.Int32Kind, protoreflect.Sint32Kind, protoreflect.Sfixed32Kind:
		fl.Kind, elem = kindInt, "int32"
	case protoreflect.Int64Kind, protoreflect.Sint64Kind, protoreflect.Sfixed64Kind:
		fl.Kind, elem = kindInt, "int64"
	case protoreflect.MessageKind:
		// The templates call the nested message's functions, which exist
		// only for this file's messages.
		if fd.Message.Desc.ParentFile() != f.Desc {
			return nil, fmt.Errorf("message %s is not declared in this file", fd.Message.Desc.FullName())
		}
		fl.Kind, fl.Msg = kindMessage, fd.Message.GoIdent.GoName
		elem = "*" + fl.Msg
	default:
		return nil, fmt.Errorf("kind %s is not supported", d.Kind())
	}
	fl.Type = elem
	if d.IsList() {
		switch fl.Kind {
		case kindString:
			fl.Kind = kindStrings
		case kindMessage:
			fl.Kind = kindMessages
		default:
			return nil, fmt.Errorf("repeated %s is not supported", d.Kind())
		}
		fl.Type = "[]" + elem
	}
	return fl, nil
}

// HasInts reports whether any message has an integer field, for the
// templates' imports.
func (s *schema) HasInts() bool { return s.hasKind(kindInt) }

// HasNested reports whether any message has a message field.
func (s *schema) HasNested() bool { return s.hasKind(kindMessage) }

func (s *schema) hasKind(kind string) bool {
	for _, m := range s.Messages {
		for _, f := range m.Fields {
			if f.Kind == kind {
				return true
			}
		}
	}
	return false
}

// HasFields reports whether any message has a field at all.
func (s *schema) HasFields() bool {
	for _, m := range s.Messages {
		if len(m.Fields) > 0 {
			return true
		}
	}
	return false
}

// HasUpdates reports whether a message declares an update.
func (s *schema) HasUpdates() bool {
	return slices.ContainsFunc(s.Messages, func(m *message) bool { return m.Update != nil })
}

// updateFlags are the update=Message/scalar/string parameters.
type updateFlags []string

func (u *updateFlags) String() string { return strings.Join(*u, ",") }

func (u *updateFlags) Set(v string) error {
	*u = append(*u, v)
	return nil
}

// declareUpdates resolves the update parameters against the messages.
func (s *schema) declareUpdates(decls updateFlags) error {
	for _, d := range decls {
		parts := strings.Split(d, "/")
		if len(parts) != 3 {
			return fmt.Errorf("update=%s: want Message/scalar_field/string_field", d)
		}
		i := slices.IndexFunc(s.Messages, func(m *message) bool { return m.Name == parts[0] })
		if i < 0 {
			return fmt.Errorf("update=%s: no message %s", d, parts[0])
		}
		m := s.Messages[i]
		if m.Update != nil {
			return fmt.Errorf("update=%s: message %s has an update already", d, m.Name)
		}
		find := func(name, kind string) (*field, error) {
			for _, f := range m.Fields {
				if f.Proto == name {
					if f.Kind != kind {
						return nil, fmt.Errorf("update=%s: field %s is not a single %s", d, name, kind)
					}
					return f, nil
				}
			}
			return nil, fmt.Errorf("update=%s: message %s has no field %s", d, m.Name, name)
		}
		in, err := find(parts[1], kindInt)
		if err != nil {
			return err
		}
		str, err := find(parts[2], kindString)
		if err != nil {
			return err
		}
		m.Update = &update{Int: in, Str: str}
	}
	return nil
}
