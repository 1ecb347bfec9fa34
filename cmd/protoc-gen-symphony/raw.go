package main

import (
	"fmt"

	"google.golang.org/protobuf/compiler/protogen"
	"google.golang.org/protobuf/reflect/protoreflect"
)

// rawName is the view type of message m.
func rawName(f *field) string {
	switch f.kind {
	case kTimestamp:
		return "TimestampRaw"
	case kMessage:
		return f.msg.GoIdent.GoName + "Raw"
	}
	return ""
}

// rawType is what f's getter returns.
func (g *gen) rawType(f *field) string {
	if f.isMap {
		return g.sym("List") + "[" + f.entry.GoIdent.GoName + "Raw]"
	}
	if f.list {
		switch f.kind {
		case kBool:
			return g.sym("BoolList")
		case kInt32, kEnum:
			return g.sym("Int32List")
		case kUint32:
			return g.sym("Uint32List")
		case kInt64:
			return g.sym("Int64List")
		case kUint64:
			return g.sym("Uint64List")
		case kFloat32:
			return g.sym("Float32List")
		case kFloat64:
			return g.sym("Float64List")
		case kString, kBytes:
			return g.sym("List") + "[[]byte]"
		case kTimestamp:
			return g.sym("List") + "[" + g.sym("TimestampRaw") + "]"
		}
		return g.sym("List") + "[" + rawName(f) + "]"
	}
	switch f.kind {
	case kString, kBytes:
		return "[]byte"
	case kTimestamp:
		return g.sym("TimestampRaw")
	case kMessage:
		return rawName(f)
	}
	return g.elemType(f)
}

// raw writes the view type of l's message, its getters and its setters.
func (g *gen) raw(l *layout) {
	name := l.msg.GoIdent.GoName
	raw := name + "Raw"
	if l.msg.Desc.IsMapEntry() {
		g.P("// ", raw, " is a view of one entry {key = 1, value = 2} of the map field")
		g.P("// ", mapFieldOf(l.msg), " in Symphony form. Its getters read")
	} else {
		g.P("// ", raw, " is a view of a ", name, " in Symphony form. Its getters read")
	}
	g.P("// fields where they lie, without decoding the message or copying strings")
	g.P("// and bytes; each checks what it reads and returns an error on malformed")
	g.P("// bytes.")
	g.P("type ", raw, " []byte")
	g.P()
	g.P("// Open", raw, " checks the header and tables of b and returns it as a view.")
	g.P("func Open", raw, "(b []byte) (", raw, ", error) {")
	g.P("if err := ", g.sym("Open"), "(b, ", l.pt, ", ", l.qt, "); err != nil {")
	g.P("return nil, ", g.errorf(), `("symphony: open `, name, `: %w", err)`)
	g.P("}")
	g.P("return ", raw, "(b), nil")
	g.P("}")
	g.P()
	for _, f := range l.pub {
		g.getter(l, f, raw)
	}
	for _, f := range l.priv {
		g.getter(l, f, raw)
	}
	if l.msg.Desc.IsMapEntry() {
		return
	}
	settable := false
	for _, f := range append(append([]*field(nil), l.pub...), l.priv...) {
		if !f.list && !f.isMap && f.kind != kMessage && f.kind != kTimestamp {
			g.setter(l, f, raw)
			settable = true
		}
	}
	if settable {
		g.P("// reencode decodes the view, applies set and encodes it again, keeping")
		g.P("// the header's service and method ids.")
		g.P("func (r *", raw, ") reencode(set func(*", name, ")) error {")
		g.P("var m ", name)
		g.P("if err := m.UnmarshalSymphony(*r); err != nil {")
		g.P("return err")
		g.P("}")
		g.P("set(&m)")
		g.P("b, err := m.MarshalSymphony()")
		g.P("if err != nil {")
		g.P("return err")
		g.P("}")
		g.P("copy(b[5:", g.sym("HeaderSize"), "], (*r)[5:", g.sym("HeaderSize"), "])")
		g.P("*r = b")
		g.P("return nil")
		g.P("}")
		g.P()
	}
}

// locate opens the view in r and declares e, f's table entry, and base,
// what its offset is relative to; on error it returns failure.
func (g *gen) locate(l *layout, f *field, r, failure string) {
	if f.public {
		g.P("t, err := ", g.sym("Public"), "(", r, ", ", l.pt, ")")
		g.P("if err != nil {")
		g.P("return ", failure)
		g.P("}")
		g.P("e, base := t+", f.off, ", 0")
	} else {
		g.P("p, err := ", g.sym("Private"), "(", r, ", ", l.pt, ", ", l.qt, ")")
		g.P("if err != nil {")
		g.P("return ", failure)
		g.P("}")
		g.P("e, base := p+1+", f.off, ", p")
	}
	g.P("_ = base")
}

func (g *gen) getter(l *layout, f *field, raw string) {
	name := string(l.msg.Desc.Name())
	typ := g.rawType(f)
	wrap := fmt.Sprintf("%s(\"symphony: %s.%s: %%w\", err)", g.errorf(), name, f.name)
	g.P("// ", f.goName, " reads field ", f.name, " (", f.num, ").")
	g.P("func (r ", raw, ") ", f.goName, "() (v ", typ, ", err error) {")
	g.locate(l, f, "r", "v, "+wrap)
	ret := func(expr string) {
		g.P("return ", expr, ", nil")
	}
	// checked returns a payload getter's result with its error naming the field.
	checked := func(call string) {
		g.P("if v, err = ", call, "; err != nil {")
		g.P("return v, ", wrap)
		g.P("}")
		g.P("return v, nil")
	}
	switch {
	case f.isMap:
		checked(g.sym("RawList") + "[" + f.entry.GoIdent.GoName + "Raw](r, e, base)")
	case f.list:
		switch f.kind {
		case kBool:
			checked(g.sym("RawBools") + "(r, e, base)")
		case kInt32, kEnum:
			checked(g.sym("RawInt32s") + "(r, e, base)")
		case kUint32:
			checked(g.sym("RawUint32s") + "(r, e, base)")
		case kInt64:
			checked(g.sym("RawInt64s") + "(r, e, base)")
		case kUint64:
			checked(g.sym("RawUint64s") + "(r, e, base)")
		case kFloat32:
			checked(g.sym("RawFloat32s") + "(r, e, base)")
		case kFloat64:
			checked(g.sym("RawFloat64s") + "(r, e, base)")
		case kString, kBytes:
			checked(g.sym("RawList") + "[[]byte](r, e, base)")
		case kTimestamp:
			checked(g.sym("RawList") + "[" + g.sym("TimestampRaw") + "](r, e, base)")
		default:
			checked(g.sym("RawList") + "[" + rawName(f) + "](r, e, base)")
		}
	default:
		switch f.kind {
		case kBool, kInt32, kEnum, kUint32, kInt64, kUint64, kFloat32, kFloat64:
			sc := scalars[f.kind]
			ret(g.fromStored(f, sc, g.sym("Raw"+sc.suffix)+"(r, e)"))
		case kString, kBytes:
			checked(g.sym("RawVar") + "(r, e, base)")
		default:
			g.P("b, err := ", g.sym("RawNested"), "(r, e, base)")
			g.P("if err != nil {")
			g.P("return nil, ", wrap)
			g.P("}")
			g.P("return ", typ, "(b), nil")
		}
	}
	g.P("}")
	g.P()
}

func (g *gen) setter(l *layout, f *field, raw string) {
	name := l.msg.GoIdent.GoName
	typ := g.elemType(f)
	fail := fmt.Sprintf("%s(\"symphony: set %s.%s: %%w\", err)", g.errorf(), name, f.name)
	switch f.kind {
	case kString, kBytes:
		g.P("// Set", f.goName, " sets field ", f.name, ": in place when the new value has")
		g.P("// the old one's length, else by encoding the message again.")
	default:
		g.P("// Set", f.goName, " sets field ", f.name, " in place.")
	}
	g.P("func (r *", raw, ") Set", f.goName, "(v ", typ, ") error {")
	g.locate(l, f, "*r", fail)
	if sc, ok := scalars[f.kind]; ok {
		g.P(g.sym("Put"+sc.suffix), "(*r, e, ", conv(sc.to, "v"), ")")
	} else {
		g.P("old, err := ", g.sym("RawVar"), "(*r, e, base)")
		g.P("if err != nil {")
		g.P("return ", fail)
		g.P("}")
		g.P("if len(old) == len(v) {")
		g.P("copy(old, v)")
		g.P("return nil")
		g.P("}")
		g.P("if err := r.reencode(func(m *", name, ") { m.", f.goName, " = v }); err != nil {")
		g.P("return ", fail)
		g.P("}")
	}
	g.P("return nil")
	g.P("}")
	g.P()
}

// mapFieldOf names the map field whose entry message is entry.
func mapFieldOf(entry *protogen.Message) string {
	parent, ok := entry.Desc.Parent().(protoreflect.MessageDescriptor)
	if !ok {
		return string(entry.Desc.Name())
	}
	fields := parent.Fields()
	for i := range fields.Len() {
		if fd := fields.Get(i); fd.Message() != nil && fd.Message().FullName() == entry.Desc.FullName() {
			return string(parent.Name()) + "." + string(fd.Name())
		}
	}
	return string(entry.Desc.Name())
}
