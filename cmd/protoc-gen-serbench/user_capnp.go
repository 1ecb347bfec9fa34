package main

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"path"
	"regexp"
	"strings"

	"google.golang.org/protobuf/compiler/protogen"
)

// Cap'n Proto in user mode (capnp=on): the .capnp of the schema, which
// userbuild compiles with capnp compile -ogo (capnpc-go, pinned by go.mod)
// into package capnpb, and the binding between the model and capnpc-go's
// builders and accessors (capnp_gen.go). Both are written from the
// descriptors:
//   - a message is a struct, held by a pointer that is null when the
//     model's is nil (capnp's pointers are how it says absent);
//   - names are capnp's: types capitalized without underscores (Span_Event
//     → SpanEvent), fields in lowerCamelCase (trace_id → traceId);
//   - a proto3 optional, wrapper or Duration field is a union group
//     { none :Void; value :T } (none first, so a new struct is absent), and
//     a oneof a union group of none and its cases: a union is capnp's own
//     "at most one of these", and no reader can take a value without its
//     discriminant, which a separate hasX flag would allow. A null Text or
//     Data cannot carry presence: go-capnp writes "" as a null pointer;
//   - an enum is its Int32 (a capnp enum is a UInt16 of the declared
//     values, and a proto enum field holds any int32);
//   - Timestamp is a struct of seconds and nanoseconds, Duration an Int64
//     of nanoseconds (the model's time.Duration);
//   - a map is a List of key/value entry structs in key order, any key.
// A schema the format cannot carry this way (a name capnp or capnpc-go's
// Go names cannot hold) leaves the codec out, with why.

// cpTimestamp is serbench's own struct in the .capnp, and cpGoAlias the
// name of capnpc-go's annotations (go.capnp) there.
const (
	cpTimestamp = "SbTimestamp"
	cpGoAlias   = "SbGo"
)

// cpReserved are the type names a message cannot have as is: capnp's
// built-in types, which a struct of the name would hide, serbench's own,
// and capnpc-go's RegisterSchema. A message of such a name gets "Msg"
// after it.
var cpReserved = map[string]bool{
	"Void": true, "Bool": true, "Int8": true, "Int16": true, "Int32": true, "Int64": true,
	"UInt8": true, "UInt16": true, "UInt32": true, "UInt64": true, "Float32": true, "Float64": true,
	"Text": true, "Data": true, "List": true, "AnyPointer": true, "AnyStruct": true, "AnyList": true,
	"Capability": true, cpTimestamp: true, cpGoAlias: true, "RegisterSchema": true,
}

// cpRenamed are the Go names capnpc-go gives a field with "_" after them
// (its renameIdents), and cpMethods the methods of every struct and group
// type that a field's Go name would collide with.
var (
	cpRenamed = map[string]bool{"IsValid": true, "Segment": true, "String": true, "Message": true, "Which": true}
	cpMethods = []string{"String", "EncodeAsPtr", "DecodeFromPtr", "ToPtr", "IsValid", "Message", "Segment", "Which"}
)

// cpFutureStruct is why a struct or group field cannot be named struct:
// its Go accessor would collide with the Struct method of the Future type
// capnpc-go writes beside the struct.
const cpFutureStruct = "capnpc-go's Go accessor Struct of a struct or group field collides with its Future type's Struct method"

var (
	cpTypeName  = regexp.MustCompile(`^[A-Z][A-Za-z0-9]*$`)
	cpFieldName = regexp.MustCompile(`^[a-z][A-Za-z0-9]*$`)
)

// cpScalar is the capnp type of a model scalar type.
var cpScalar = map[string]string{
	"bool": "Bool", "int32": "Int32", "int64": "Int64", "uint32": "UInt32", "uint64": "UInt64",
	"float32": "Float32", "float64": "Float64", "string": "Text", "[]byte": "Data",
}

// cpUser is the Cap'n Proto code of a schema.
type cpUser struct {
	Import string // capnpc-go's package
	Schema string // the .capnp
	Msgs   []*cpMsg
}

type cpMsg struct {
	Name, Cap      string // model and capnpc-go Go names
	Set, Visit, To string // function bodies
}

// cpSchema is the state of one .capnp being written.
type cpSchema struct {
	types   map[string]string // model Go name of a message → its capnp type
	goNames map[string]string // package-level Go names capnpc-go writes → the type that has them
	out     strings.Builder   // the struct declarations
}

// capnp returns the schema's Cap'n Proto code, or why the format cannot
// carry the schema.
func (s *userSchema) capnp() (*cpUser, string) {
	u := &cpUser{Import: path.Join(s.subRoot(), "capnpb")}
	c := &cpSchema{types: map[string]string{}, goNames: map[string]string{}}
	if why := c.addType(cpTimestamp, "serbench's Timestamp"); why != "" {
		return nil, why
	}
	for _, m := range s.Messages {
		name := schemaCamel(m.Name)
		if cpReserved[name] {
			name += "Msg"
		}
		if !cpTypeName.MatchString(name) {
			return nil, fmt.Sprintf("the message %s has no capnp type name (%q)", m.FullName, name)
		}
		if why := c.addType(name, m.FullName); why != "" {
			return nil, why
		}
		c.types[m.Name] = name
	}
	fmt.Fprintf(&c.out, "struct %s {\n  seconds @0 :Int64;\n  nanos @1 :Int32;\n}\n", cpTimestamp)
	for _, m := range s.Messages {
		cm, why := c.message(m)
		if why != "" {
			return nil, why
		}
		u.Msgs = append(u.Msgs, cm)
	}
	body := fmt.Sprintf("using %s = import \"/go.capnp\";\n$%s.package(%q);\n$%s.import(%q);\n\n%s",
		cpGoAlias, cpGoAlias, path.Base(u.Import), cpGoAlias, u.Import, c.out.String())
	u.Schema = "# Cap'n Proto schema of " + strings.Join(s.Sources, ", ") + ", written by protoc-gen-serbench (mode=user).\n" +
		cpFileID(body) + "\n\n" + body
	return u, ""
}

// cpFileID is the file's ID, derived from its text so that the same
// schema always gets the same one: capnp's IDs have the top bit set.
func cpFileID(body string) string {
	sum := sha256.Sum256([]byte(body))
	return fmt.Sprintf("@0x%016x;", binary.BigEndian.Uint64(sum[:8])|1<<63)
}

// addType claims a struct's type name and the package-level Go names
// capnpc-go writes for it (NewX, NewRootX, ReadRootX beside X).
func (c *cpSchema) addType(name, what string) string {
	for _, n := range []string{name, "New" + name, "NewRoot" + name, "ReadRoot" + name} {
		if other, ok := c.goNames[n]; ok {
			return fmt.Sprintf("capnpc-go's Go names of %s and %s collide (%s)", other, what, n)
		}
		c.goNames[n] = what
	}
	return ""
}

// cpStruct writes one struct (a message's or a map entry's): its fields in
// the .capnp and its code.
type cpStruct struct {
	c       *cpSchema
	goType  string            // capnpc-go's Go type: Order
	full    string            // what it is, for reasons: shop.v1.Order
	fields  map[string]string // capnp names in use → .proto field
	methods map[string]string // capnpc-go's Go methods in use → .proto field
	ord     int
	decl    strings.Builder // the fields in the .capnp
	entries []string        // the entry structs of its maps
	// set, visit and to are the code of cpSet, cpVisit and cpTo; sv is the
	// struct's variable in them.
	set, visit, to strings.Builder
	sv             string
	goNames        map[string]string // capnp name → Go name of a renamed field (user_capnp_rename.go)
}

func (c *cpSchema) newStruct(goType, full, sv string) *cpStruct {
	st := &cpStruct{c: c, goType: goType, full: full, sv: sv, fields: map[string]string{}, methods: map[string]string{}}
	for _, m := range cpMethods {
		st.methods[m] = "capnpc-go's own"
	}
	return st
}

func (c *cpSchema) message(m *userMessage) (*cpMsg, string) {
	st := c.newStruct(c.types[m.Name], m.FullName, "s")
	for _, f := range m.Fields {
		var why string
		switch f.Card {
		case "oneof":
			why = st.oneof(f)
		case "map":
			why = st.mapField(f)
		case "repeated":
			why = st.list(f.Proto, "m."+f.Name, f.Elem)
		case "optional":
			why = st.group(f.Proto, "m."+f.Name, f.Elem)
		default:
			if f.Elem.kind == "duration" || f.Elem.kind == "wrapper" {
				why = st.group(f.Proto, "m."+f.Name, f.Elem)
			} else {
				why = st.single(f.Proto, "m."+f.Name, f.Elem)
			}
		}
		if why != "" {
			return nil, fmt.Sprintf("%s.%s: %s", m.FullName, f.Proto, why)
		}
	}
	fmt.Fprintf(&c.out, "\n# %s\nstruct %s {\n%s}\n", m.FullName, st.goType, st.decl.String())
	for _, e := range st.entries {
		c.out.WriteString("\n" + e)
	}
	return &cpMsg{Name: m.Name, Cap: st.goType, Set: st.set.String(), Visit: strings.TrimSpace(st.visit.String()),
		To: st.to.String()}, ""
}

// name claims a field's capnp name (from its .proto name) and the Go
// methods capnpc-go writes for it, and returns its Go accessor.
func (st *cpStruct) name(proto string, methods ...string) (capName, acc, why string) {
	capName = lowerFirst(schemaCamel(proto))
	if !cpFieldName.MatchString(capName) {
		return "", "", fmt.Sprintf("no capnp field name (%q)", capName)
	}
	if other, ok := st.fields[capName]; ok {
		return "", "", fmt.Sprintf("its capnp name %s is also field %s's", capName, other)
	}
	st.fields[capName] = proto
	acc = upperFirst(capName)
	if cpRenamed[acc] {
		acc += "_"
	}
	for _, pat := range methods {
		n := strings.ReplaceAll(pat, "X", acc)
		if other, ok := st.methods[n]; ok {
			return "", "", fmt.Sprintf("capnpc-go's Go method %s of %s is also %s's", n, st.goType, other)
		}
		st.methods[n] = proto
	}
	return capName, acc, ""
}

// cpType is the capnp type of one value, and the patterns of the Go
// methods capnpc-go writes for a field of it ("X" the accessor).
func (st *cpStruct) cpType(e *elem) (string, []string) {
	switch e.kind {
	case "enum":
		return "Int32", []string{"X", "SetX"}
	case "message":
		return st.c.types[e.msg], []string{"X", "HasX", "SetX", "NewX"}
	case "timestamp":
		return cpTimestamp, []string{"X", "HasX", "SetX", "NewX"}
	case "duration":
		return "Int64", []string{"X", "SetX"}
	}
	switch t := cpScalar[e.scalar]; t {
	case "Text":
		return t, []string{"X", "HasX", "XBytes", "SetX"}
	case "Data":
		return t, []string{"X", "HasX", "SetX"}
	default:
		return t, []string{"X", "SetX"}
	}
}

// field declares a field of the struct (or of a group in it) with the
// next ordinal.
func (st *cpStruct) field(decl *strings.Builder, indent, capName, typ string) {
	fmt.Fprintf(decl, "%s%s @%d :%s%s;\n", indent, capName, st.ord, typ, st.goNameAnnotation(capName))
	st.ord++
}

// single writes a field of one value without presence of its own: a
// scalar or enum, or a message or Timestamp, whose null pointer is
// absent. mx is the model's value.
func (st *cpStruct) single(proto, mx string, e *elem) string {
	typ, methods := st.cpType(e)
	capName, acc, why := st.nameOrRename(proto, methods...)
	if why != "" {
		return why
	}
	if acc == "Struct" && (e.kind == "message" || e.kind == "timestamp") {
		return cpFutureStruct
	}
	st.field(&st.decl, "  ", capName, typ)
	sv := st.sv
	if e.value { // a struct value (user_value.go)
		st.singleValue(sv, acc, mx, e)
		return ""
	}
	switch e.kind {
	case "message", "timestamp":
		var set, hash, conv string
		if e.kind == "message" {
			set = fmt.Sprintf("if err := cpSet%s(x, %s); err != nil {\nreturn err\n}", e.msg, mx)
			hash = fmt.Sprintf("cpVisit%s(h, x)", e.msg)
			conv = fmt.Sprintf("if %s, err = cpTo%s(x); err != nil {\nreturn nil, err\n}", mx, e.msg)
		} else {
			set = fmt.Sprintf("x.SetSeconds(%s.Unix())\nx.SetNanos(int32(%s.Nanosecond()))", mx, mx)
			hash = "h.Int64(x.Seconds())\nh.Int64(int64(x.Nanos()))"
			conv = fmt.Sprintf("%s = rt.FBTime(x.Seconds(), x.Nanos())", mx)
		}
		fmt.Fprintf(&st.set, "if %s != nil {\nx, err := %s.New%s()\nif err != nil {\nreturn err\n}\n%s\n}\n", mx, sv, acc, set)
		fmt.Fprintf(&st.visit, "if !%s.Has%s() {\nh.Len(0)\n} else if x, err := %s.%s(); err != nil {\nh.Uint64(rt.ErrMark)\n} else {\nh.Len(1)\n%s\n}\n",
			sv, acc, sv, acc, hash)
		fmt.Fprintf(&st.to, "if %s.Has%s() {\nx, err := %s.%s()\nif err != nil {\nreturn nil, err\n}\n%s\n}\n", sv, acc, sv, acc, conv)
		return ""
	}
	set, hash, conv := cpValue(sv, acc, e, mx, false)
	st.set.WriteString(set + "\n")
	st.visit.WriteString(hash + "\n")
	st.to.WriteString(conv + "\n")
	return ""
}

// cpValue is the code of a value read through accessor acc of struct
// (or group) value sv: set (from model value x), hash and conv (into model
// variable x). present says the value has presence of its own (a group's),
// so that empty bytes are written too.
func cpValue(sv, acc string, e *elem, x string, present bool) (set, hash, conv string) {
	get := sv + "." + acc + "()"
	switch {
	case e.kind == "enum":
		return fmt.Sprintf("%s.Set%s(int32(%s))", sv, acc, x), "h.Int64(int64(" + get + "))", fmt.Sprintf("%s = %s(%s)", x, e.model, get)
	case e.kind == "duration":
		return fmt.Sprintf("%s.Set%s(int64(%s))", sv, acc, x), "h.Int64(" + get + ")", fmt.Sprintf("%s = time.Duration(%s)", x, get)
	case e.scalar == "string":
		return fmt.Sprintf("if err := %s.Set%s(%s); err != nil {\nreturn err\n}", sv, acc, x),
			fmt.Sprintf("if b, err := %s.%sBytes(); err != nil {\nh.Uint64(rt.ErrMark)\n} else {\nh.Bytes(b)\n}", sv, acc),
			fmt.Sprintf("if r, err := %s; err != nil {\nreturn nil, err\n} else {\n%s = r\n}", get, x)
	case e.scalar == "[]byte":
		set = fmt.Sprintf("if err := %s.Set%s(%s); err != nil {\nreturn err\n}", sv, acc, x)
		if !present {
			// proto3 leaves out empty bytes; so does this (a null Data
			// reads as nil, the same value to the model).
			set = fmt.Sprintf("if len(%s) > 0 {\n%s\n}", x, set)
		}
		return set, fmt.Sprintf("if b, err := %s; err != nil {\nh.Uint64(rt.ErrMark)\n} else {\nh.Bytes(b)\n}", get),
			fmt.Sprintf("if r, err := %s; err != nil {\nreturn nil, err\n} else {\n%s = bytes.Clone(r)\n}", get, x)
	}
	return fmt.Sprintf("%s.Set%s(%s)", sv, acc, e.toWire(x)), scalarHash(e.scalar, get), fmt.Sprintf("%s = %s", x, e.fromWire(get))
}

// group writes a field with presence (proto3 optional, a wrapper, a
// Duration): a union group of none and value. mx is the model's pointer.
func (st *cpStruct) group(proto, mx string, e *elem) string {
	capName, acc, why := st.name(proto, "X")
	if why != "" {
		return why
	}
	if acc == "Struct" {
		return cpFutureStruct
	}
	inner := &elem{kind: e.kind, scalar: e.scalar, model: strings.TrimPrefix(e.model, "*"), goInt: e.goInt}
	if e.kind == "wrapper" {
		inner.kind = "scalar"
	}
	typ, _ := st.cpType(inner)
	fmt.Fprintf(&st.decl, "  %s :union {\n", capName)
	st.field(&st.decl, "    ", "none", "Void")
	st.field(&st.decl, "    ", "value", typ)
	st.decl.WriteString("  }\n")
	gt := st.goType + "_" + capName
	set, hash, conv := cpValue("g", "Value", inner, "v", true)
	// The value's code works on v: the model's value, or a local to point
	// the model's pointer at.
	fmt.Fprintf(&st.set, "if %s != nil {\ng, v := %s.%s(), *%s\n%s\n}\n", mx, st.sv, acc, mx, set)
	fmt.Fprintf(&st.visit, "if g := %s.%s(); g.Which() != capnpb.%s_Which_value {\nh.Len(0)\n} else {\nh.Len(1)\n%s\n}\n", st.sv, acc, gt, hash)
	fmt.Fprintf(&st.to, "if g := %s.%s(); g.Which() == capnpb.%s_Which_value {\nvar v %s\n%s\n%s = &v\n}\n", st.sv, acc, gt, inner.model, conv, mx)
	return ""
}

// oneof writes a oneof: a union group of none and its cases, at most one
// set.
func (st *cpStruct) oneof(f *uField) string {
	capName, acc, why := st.name(lowerFirst(f.Name), "X")
	if why != "" {
		return why
	}
	if acc == "Struct" {
		return cpFutureStruct
	}
	gt := st.goType + "_" + capName
	// The group's own names: none, and its cases'.
	g := st.c.newStruct(gt, st.full, "g")
	none := "none"
	for _, c := range f.Oneof.Cases {
		if lowerFirst(schemaCamel(c.Proto)) == none {
			none = "noCase"
		}
	}
	if _, _, why := g.name(none, "SetX"); why != "" {
		return why
	}
	fmt.Fprintf(&st.decl, "  %s :union {\n", capName)
	st.field(&st.decl, "    ", none, "Void")
	fmt.Fprintf(&st.set, "switch g := %s.%s(); {\n", st.sv, acc)
	fmt.Fprintf(&st.visit, "switch g := %s.%s(); g.Which() {\n", st.sv, acc)
	fmt.Fprintf(&st.to, "switch g := %s.%s(); g.Which() {\n", st.sv, acc)
	for _, c := range f.Oneof.Cases {
		typ, methods := g.cpType(c.Elem)
		cName, cAcc, why := g.name(c.Proto, methods...)
		if why != "" {
			return c.Proto + ": " + why
		}
		st.field(&st.decl, "    ", cName, typ)
		mx := "m." + c.Name
		fmt.Fprintf(&st.set, "case %s != nil:\n", mx)
		fmt.Fprintf(&st.visit, "case capnpb.%s_Which_%s:\nh.Len(%d)\n", gt, cName, c.Number)
		fmt.Fprintf(&st.to, "case capnpb.%s_Which_%s:\n", gt, cName)
		switch c.Elem.kind {
		case "message", "timestamp":
			var set, hash, conv string
			if c.Elem.kind == "message" {
				set = fmt.Sprintf("if err := cpSet%s(x, %s); err != nil {\nreturn err\n}", c.Elem.msg, mx)
				hash = fmt.Sprintf("cpVisit%s(h, x)", c.Elem.msg)
				conv = fmt.Sprintf("if %s, err = cpTo%s(x); err != nil {\nreturn nil, err\n}", mx, c.Elem.msg)
			} else {
				set = fmt.Sprintf("x.SetSeconds(%s.Unix())\nx.SetNanos(int32(%s.Nanosecond()))", mx, mx)
				hash = "h.Int64(x.Seconds())\nh.Int64(int64(x.Nanos()))"
				conv = fmt.Sprintf("%s = rt.FBTime(x.Seconds(), x.Nanos())", mx)
			}
			fmt.Fprintf(&st.set, "x, err := g.New%s()\nif err != nil {\nreturn err\n}\n%s\n", cAcc, set)
			fmt.Fprintf(&st.visit, "if x, err := g.%s(); err != nil {\nh.Uint64(rt.ErrMark)\n} else {\nh.Len(1)\n%s\n}\n", cAcc, hash)
			fmt.Fprintf(&st.to, "x, err := g.%s()\nif err != nil {\nreturn nil, err\n}\n%s\n", cAcc, conv)
		default:
			inner := &elem{kind: c.Elem.kind, scalar: c.Elem.scalar, model: strings.TrimPrefix(c.Elem.model, "*")}
			set, hash, conv := cpValue("g", cAcc, inner, "v", true)
			if c.Elem.kind == "duration" {
				// A Duration is a pointer in the model: its digest says present.
				hash = "h.Len(1)\n" + hash
			}
			fmt.Fprintf(&st.set, "v := *%s\n%s\n", mx, set)
			st.visit.WriteString(hash + "\n")
			fmt.Fprintf(&st.to, "var v %s\n%s\n%s = &v\n", inner.model, conv, mx)
		}
	}
	st.decl.WriteString("  }\n")
	st.set.WriteString("}\n")
	st.visit.WriteString("default:\nh.Len(0)\n}\n")
	st.to.WriteString("}\n")
	return ""
}

// list writes a repeated field: a List of the values (a list element is
// never absent, in capnp as in protobuf).
func (st *cpStruct) list(proto, mx string, e *elem) string {
	inner := e
	if e.kind == "wrapper" {
		inner = &elem{kind: "scalar", scalar: e.scalar, model: e.scalar}
	}
	typ, _ := st.cpType(inner)
	capName, acc, why := st.nameOrRename(proto, "X", "HasX", "SetX", "NewX")
	if why != "" {
		return why
	}
	st.field(&st.decl, "  ", capName, "List("+typ+")")
	// set, hash and conv of element i: the model's e, the list's l.
	var set, hash, conv string
	switch e.kind {
	case "message":
		set = fmt.Sprintf("if err := cpSet%s(l.At(i), %s); err != nil {\nreturn err\n}", e.msg, e.Addr("e"))
		hash = fmt.Sprintf("h.Len(1)\ncpVisit%s(h, l.At(i))", e.msg)
		conv = fmt.Sprintf("if %s[i], err = cpTo%s(l.At(i)); err != nil {\nreturn nil, err\n}", mx, e.msg)
		if e.value {
			hash = fmt.Sprintf("cpVisit%s(h, l.At(i))", e.msg)
			conv = fmt.Sprintf("if v, err := cpTo%s(l.At(i)); err != nil {\nreturn nil, err\n} else {\n%s[i] = *v\n}", e.msg, mx)
		}
		if e.wrapGo != "" { // a wrapped list's, user_wraparray.go
			conv = fmt.Sprintf("if v, err := cpTo%s(l.At(i)); err != nil {\nreturn nil, err\n} else {\n%s\n}", e.msg, e.cpWrapFrom(mx+"[i]", "v"))
		}
	case "timestamp":
		set = "sec, ns := rt.TimeParts(e)\nx := l.At(i)\nx.SetSeconds(sec)\nx.SetNanos(ns)"
		hash = "x := l.At(i)\nh.Len(1)\nh.Int64(x.Seconds())\nh.Int64(int64(x.Nanos()))"
		conv = fmt.Sprintf("x := l.At(i)\n%s[i] = rt.FBTime(x.Seconds(), x.Nanos())", mx)
	case "duration":
		set = "l.Set(i, rt.Nanos(e))"
		hash = "h.Len(1)\nh.Int64(l.At(i))"
		conv = fmt.Sprintf("%s[i] = rt.Ptr(time.Duration(l.At(i)))", mx)
	case "enum":
		set = "l.Set(i, int32(e))"
		hash = "h.Int64(int64(l.At(i)))"
		conv = fmt.Sprintf("%s[i] = %s(l.At(i))", mx, e.model)
	default:
		x := "e"
		if e.kind == "wrapper" {
			x = "rt.Deref(e)"
		}
		switch e.scalar {
		case "string", "[]byte":
			at, clone := "BytesAt", "string(b)"
			if e.scalar == "[]byte" {
				at, clone = "At", "bytes.Clone(b)"
			}
			set = fmt.Sprintf("if err := l.Set(i, %s); err != nil {\nreturn err\n}", x)
			hash = fmt.Sprintf("if b, err := l.%s(i); err != nil {\nh.Uint64(rt.ErrMark)\n} else {\nh.Bytes(b)\n}", at)
			val := clone
			if e.kind == "wrapper" {
				val = "rt.Ptr(" + clone + ")"
			}
			conv = fmt.Sprintf("b, err := l.%s(i)\nif err != nil {\nreturn nil, err\n}\n%s[i] = %s", at, mx, val)
		default:
			set = fmt.Sprintf("l.Set(i, %s)", e.toWire(x))
			hash = scalarHash(e.scalar, "l.At(i)")
			conv = fmt.Sprintf("%s[i] = %s", mx, e.fromWire("l.At(i)"))
			if e.kind == "wrapper" {
				conv = fmt.Sprintf("%s[i] = rt.Ptr(l.At(i))", mx)
			}
		}
		if e.kind == "wrapper" {
			hash = "h.Len(1)\n" + hash
		}
	}
	fmt.Fprintf(&st.set, "if n := len(%s); n > 0 {\nl, err := %s.New%s(int32(n))\nif err != nil {\nreturn err\n}\nfor i, e := range %s {\n%s\n}\n}\n",
		mx, st.sv, acc, mx, set)
	fmt.Fprintf(&st.visit, "if l, err := %s.%s(); err != nil {\nh.Uint64(rt.ErrMark)\n} else {\nh.Len(l.Len())\nfor i := range l.Len() {\n%s\n}\n}\n",
		st.sv, acc, hash)
	fmt.Fprintf(&st.to, "if l, err := %s.%s(); err != nil {\nreturn nil, err\n} else if n := l.Len(); n > 0 {\n%s = make([]%s, n)\nfor i := range n {\n%s\n}\n}\n",
		st.sv, acc, mx, e.Model(), conv)
	return ""
}

// mapField writes a map: a List of entry structs (key, value) in key
// order.
func (st *cpStruct) mapField(f *uField) string {
	entry := st.goType + schemaCamel(f.Proto) + "Entry"
	if !cpTypeName.MatchString(entry) {
		return fmt.Sprintf("no capnp type name for its entries (%q)", entry)
	}
	if why := st.c.addType(entry, st.full+"."+f.Proto+"'s entries"); why != "" {
		return why
	}
	capName, acc, why := st.name(f.Proto, "X", "HasX", "SetX", "NewX")
	if why != "" {
		return why
	}
	st.field(&st.decl, "  ", capName, "List("+entry+")")
	es := st.c.newStruct(entry, st.full+"."+f.Proto, "en")
	if why := es.single("key", "mk", f.Key); why != "" {
		return why
	}
	if f.Elem.kind == "duration" || f.Elem.kind == "wrapper" {
		why = es.group("value", "mv", f.Elem)
	} else {
		why = es.single("value", "mv", f.Elem)
	}
	if why != "" {
		return why
	}
	st.entries = append(st.entries, fmt.Sprintf("# %s.%s's entries\nstruct %s {\n%s}\n", st.full, f.Proto, entry, es.decl.String()))
	mx := "m." + f.Name
	fmt.Fprintf(&st.set, "if n := len(%s); n > 0 {\nl, err := %s.New%s(int32(n))\nif err != nil {\nreturn err\n}\nfor i, mk := range %s {\nen, mv := l.At(i), %s[mk]\n%s}\n}\n",
		mx, st.sv, acc, f.Key.Keys(mx), mx, es.set.String())
	fmt.Fprintf(&st.visit, "if l, err := %s.%s(); err != nil {\nh.Uint64(rt.ErrMark)\n} else {\nh.Len(l.Len())\nfor i := range l.Len() {\nen := l.At(i)\n%s}\n}\n",
		st.sv, acc, es.visit.String())
	fmt.Fprintf(&st.to, "if l, err := %s.%s(); err != nil {\nreturn nil, err\n} else if n := l.Len(); n > 0 {\n%s = make(map[%s]%s, n)\nfor i := range n {\nen := l.At(i)\nvar mk %s\nvar mv %s\n%s%s[mk] = mv\n}\n}\n",
		st.sv, acc, mx, f.Key.Model(), f.Elem.Model(), f.Key.Model(), f.Elem.Model(), es.to.String(), mx)
	return ""
}

// userCapnp prepares Cap'n Proto's code when cpOpt is on and the format
// carries the schema: it writes the .capnp (capnp/schema.capnp beside the
// model, for capnp compile) and reports true; else it records why not in
// LeftOut.
func (s *userSchema) userCapnp(gen *protogen.Plugin, cpOpt string) bool {
	return s.schemaLang(gen, cpOpt, cpWhy, "Cap'n Proto", []string{"capnp"}, func() (string, string, []string, string) {
		u, why := s.capnp()
		if why != "" {
			return "", "", nil, why
		}
		s.CP = u
		return "capnp/schema.capnp", u.Schema, []string{"capnpb", u.Import, "capnpcodec", "github.com/serbench/serbench/codecs/capnp", "bytes", "bytes"}, ""
	})
}

// cpWhy are the reasons of userbuild's capnp= values other than on.
var cpWhy = map[string]string{
	"missing": "needs capnp, the Cap'n Proto compiler, which was not found on $PATH (Debian and Ubuntu: apt-get install capnproto)",
	"build":   "capnp compile's code or serbench's binding for the schema did not compile (serbench says why as it builds)",
}
