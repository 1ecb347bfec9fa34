package main

import (
	"fmt"
	"slices"

	"google.golang.org/protobuf/compiler/protogen"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/descriptorpb"

	"github.com/serbench/serbench/symphony/options"
)

// kind is a field's element kind as Symphony lays it out.
type kind int

const (
	kBool kind = iota
	kInt32
	kUint32
	kEnum
	kInt64
	kUint64
	kFloat32
	kFloat64
	kString
	kBytes
	kMessage
	kTimestamp
)

// fixedSize is the inline size of a fixed kind, 0 for the others.
func (k kind) fixedSize() int {
	switch k {
	case kBool:
		return 1
	case kInt32, kUint32, kEnum, kFloat32:
		return 4
	case kInt64, kUint64, kFloat64:
		return 8
	}
	return 0
}

// scalar says how a fixed kind is written into and read from a table: the
// runtime's suffix (PutU32 and RawU32, the Decoder's U32, ...) and the
// conversion from the field's Go type to what is stored (to) and back
// (from; an enum's needs its type name too).
type scalar struct {
	suffix   string
	to, from string
}

var scalars = map[kind]scalar{
	kBool:    {suffix: "Bool"},
	kInt32:   {suffix: "U32", to: "uint32", from: "int32"},
	kEnum:    {suffix: "U32", to: "uint32", from: "int32"},
	kUint32:  {suffix: "U32"},
	kInt64:   {suffix: "U64", to: "uint64", from: "int64"},
	kUint64:  {suffix: "U64"},
	kFloat32: {suffix: "F32"},
	kFloat64: {suffix: "F64"},
}

// conv wraps x in a conversion when there is one.
func conv(to, x string) string {
	if to == "" {
		return x
	}
	return to + "(" + x + ")"
}

// field is one field of a message with its place in its segment's table.
type field struct {
	pf       *protogen.Field
	goName   string
	name     string
	num      protoreflect.FieldNumber
	kind     kind
	list     bool
	isMap    bool
	key, val *field // a map's entry fields
	public   bool
	off      int // offset of the entry in its table
	msg      *protogen.Message
	enum     *protogen.Enum
	entry    *protogen.Message // a map's entry message
}

// entrySize is the field's size in its table: the inline value of a fixed
// scalar, else a u32 offset.
func (f *field) entrySize() int {
	if f.list || f.isMap {
		return 4
	}
	if s := f.kind.fixedSize(); s > 0 {
		return s
	}
	return 4
}

// layout is a message's two tables.
type layout struct {
	msg        *protogen.Message
	pub, priv  []*field
	pt, qt     int
	mapEntries []*field // map fields, for their entry functions
}

const timestampName = "google.protobuf.Timestamp"

func newField(f *protogen.Field, file *protogen.File) (*field, error) {
	d := f.Desc
	where := fmt.Sprintf("%s.%s", f.Parent.Desc.FullName(), d.Name())
	if f.Oneof != nil {
		return nil, fmt.Errorf("%s: oneof fields are not supported by Symphony", where)
	}
	if d.HasPresence() && d.Kind() != protoreflect.MessageKind && d.Kind() != protoreflect.GroupKind {
		return nil, fmt.Errorf("%s: fields with explicit presence (proto2 or proto3 optional) are not supported", where)
	}
	fd := &field{pf: f, goName: f.GoName, name: string(d.Name()), num: d.Number(), list: d.IsList(), isMap: d.IsMap()}
	if opts, ok := d.Options().(*descriptorpb.FieldOptions); ok && opts != nil {
		fd.public, _ = proto.GetExtension(opts, options.E_IsPublic).(bool)
	}
	if fd.isMap {
		fd.entry = f.Message
		var err error
		if fd.key, err = newField(f.Message.Fields[0], file); err != nil {
			return nil, err
		}
		if fd.val, err = newField(f.Message.Fields[1], file); err != nil {
			return nil, err
		}
		return fd, nil
	}
	switch d.Kind() {
	case protoreflect.BoolKind:
		fd.kind = kBool
	case protoreflect.Int32Kind, protoreflect.Sint32Kind, protoreflect.Sfixed32Kind:
		fd.kind = kInt32
	case protoreflect.Uint32Kind, protoreflect.Fixed32Kind:
		fd.kind = kUint32
	case protoreflect.EnumKind:
		fd.kind, fd.enum = kEnum, f.Enum
	case protoreflect.Int64Kind, protoreflect.Sint64Kind, protoreflect.Sfixed64Kind:
		fd.kind = kInt64
	case protoreflect.Uint64Kind, protoreflect.Fixed64Kind:
		fd.kind = kUint64
	case protoreflect.FloatKind:
		fd.kind = kFloat32
	case protoreflect.DoubleKind:
		fd.kind = kFloat64
	case protoreflect.StringKind:
		fd.kind = kString
	case protoreflect.BytesKind:
		fd.kind = kBytes
	case protoreflect.MessageKind:
		if f.Message.Desc.FullName() == timestampName {
			fd.kind = kTimestamp
			break
		}
		if f.Message.GoIdent.GoImportPath != file.GoImportPath {
			return nil, fmt.Errorf("%s: message %s is in another Go package; only google.protobuf.Timestamp is supported from outside",
				where, f.Message.Desc.FullName())
		}
		fd.kind, fd.msg = kMessage, f.Message
	default:
		return nil, fmt.Errorf("%s: kind %s is not supported by Symphony", where, d.Kind())
	}
	return fd, nil
}

func newLayout(m *protogen.Message, file *protogen.File) (*layout, error) {
	l := &layout{msg: m}
	for _, f := range m.Fields {
		fd, err := newField(f, file)
		if err != nil {
			return nil, err
		}
		if m.Desc.IsMapEntry() {
			fd.public = false // entries have no options; keep them one segment
		}
		if fd.isMap {
			l.mapEntries = append(l.mapEntries, fd)
		}
		if fd.public {
			l.pub = append(l.pub, fd)
		} else {
			l.priv = append(l.priv, fd)
		}
	}
	byNum := func(a, b *field) int { return int(a.num) - int(b.num) }
	slices.SortStableFunc(l.pub, byNum)
	slices.SortStableFunc(l.priv, byNum)
	for _, f := range l.pub {
		f.off = l.pt
		l.pt += f.entrySize()
	}
	for _, f := range l.priv {
		f.off = l.qt
		l.qt += f.entrySize()
	}
	return l, nil
}

// contents records whether messages hold strings or bytes anywhere below
// them, which decides the copies a decoder makes.
type contents struct{ strings, bytes bool }

// contentsOf walks every message reachable from fields (recursive schemas
// included) and reports what they hold.
func contentsOf(fields []*protogen.Field) contents {
	var c contents
	seen := map[*protogen.Message]bool{}
	stack := slices.Clone(fields)
	for len(stack) > 0 {
		f := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		switch f.Desc.Kind() {
		case protoreflect.StringKind:
			c.strings = true
		case protoreflect.BytesKind:
			c.bytes = true
		case protoreflect.MessageKind:
			if m := f.Message; !seen[m] && m.Desc.FullName() != timestampName {
				seen[m] = true
				stack = append(stack, m.Fields...)
			}
		}
	}
	return c
}
