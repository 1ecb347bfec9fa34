package main

import (
	"fmt"
	"path"
	"slices"
	"strings"

	"google.golang.org/protobuf/compiler/protogen"
)

// Colfer in user mode (colfer=on): the .colf schema of the user's schema,
// which userbuild compiles with colf (built from serbench's go.mod tool
// directive, with the built-in datasets' limits) into package colf, and
// the conversions and read visit between the model and colf's types
// (colfer_gen.go). Both are written from the descriptors:
//   - a message is a struct, and a message field a struct reference, nil
//     when absent (so recursive messages are carried);
//   - Colfer has no presence for other values (a zero is not written): an
//     optional, wrapper, Timestamp or Duration field, and each case of a
//     oneof that is not a message, is a bool Has<Field> and the value;
//   - Timestamp is Colfer's timestamp, Duration an int64 of nanoseconds,
//     an enum its int32;
//   - Colfer's lists hold floats, text, binaries, int32s, int64s and
//     structs: a list of bools, uint32s, uint64s, Timestamps or wrappers is
//     a list of one-field structs (SbBool, ...), and a map a list of
//     key/value entry structs in key order (Colfer has no map type);
//   - a message without fields has one unused bool, as colf v1.8.1 writes
//     Go that does not compile for a struct without fields.
// Colfer numbers a struct's fields in 7 bits: a message with more than
// 127 Colfer fields leaves the codec out.

// colfScalar is the Colfer type of a model scalar.
var colfScalar = map[string]string{
	"bool": "bool", "int32": "int32", "int64": "int64", "uint32": "uint32", "uint64": "uint64",
	"float32": "float32", "float64": "float64", "string": "text", "[]byte": "binary",
}

// colfListable are the scalars a Colfer list holds (int32 and int64 in Go
// only, which is the language here).
var colfListable = map[string]bool{"int32": true, "int64": true, "float32": true, "float64": true, "string": true, "[]byte": true}

// colfBox is serbench's one-field struct holding a list element that a
// Colfer list cannot hold, by the element's Colfer type.
var colfBox = map[string]string{
	"bool": "SbBool", "int32": "SbInt32", "int64": "SbInt64", "uint32": "SbUint32", "uint64": "SbUint64",
	"float32": "SbFloat32", "float64": "SbFloat64", "text": "SbText", "binary": "SbBinary", "timestamp": "SbTime",
}

// colferUser is the Colfer code of a schema.
type colferUser struct {
	Import string // colf's package
	Schema string // the .colf
	Msgs   []*colfMsg
}

type colfMsg struct {
	Name            string // model and struct Go name
	To, From, Visit string // function bodies
}

// colfType is the Colfer type of a value held in a field of its own.
func (e *elem) colfType() string {
	switch e.kind {
	case "enum":
		return "int32"
	case "message":
		return e.msg
	case "timestamp":
		return "timestamp"
	case "duration":
		return "int64"
	}
	return colfScalar[e.scalar]
}

// colfListElem is how a list holds the value: its Colfer element type,
// and the box struct when it needs one ("" else).
func (e *elem) colfListElem() (string, string) {
	switch {
	case e.kind == "message":
		return e.msg, ""
	case e.kind == "enum", e.kind == "duration":
		return e.colfType(), ""
	case e.kind == "scalar" && colfListable[e.scalar]:
		return e.colfType(), ""
	}
	box := colfBox[e.colfType()]
	return box, box
}

// colfGen writes the .colf and the code.
type colfGen struct {
	schema strings.Builder
	boxes  []string // the boxes used
	msgs   []*colfMsg
	names  map[string]string // struct names → what declared them
}

// colfer returns the schema's Colfer code, or why the format cannot carry
// it.
func (s *userSchema) colfer() (*colferUser, string) {
	u := &colferUser{Import: path.Join(s.subRoot(), "colf")}
	g := &colfGen{names: map[string]string{}}
	for _, m := range s.Messages {
		if strings.HasPrefix(m.Name, "Colfer") {
			// colf's own types: ColferMax, ColferError, ColferTail.
			return nil, fmt.Sprintf("the message %s has a name colf keeps for its own types (Colfer...)", m.FullName)
		}
		g.names[m.Name] = m.FullName
	}
	fmt.Fprintf(&g.schema, "// Package colf is the Colfer form of %s, written by protoc-gen-serbench (mode=user).\npackage colf\n",
		strings.Join(s.Sources, ", "))
	for _, m := range s.Messages {
		if why := g.message(m); why != "" {
			return nil, why
		}
	}
	slices.Sort(g.boxes)
	for _, b := range g.boxes {
		t := ""
		for ct, box := range colfBox {
			if box == b {
				t = ct
			}
		}
		if other, ok := g.names[b]; ok {
			return nil, fmt.Sprintf("the message %s has the name of serbench's own Colfer struct", other)
		}
		fmt.Fprintf(&g.schema, "\n// %s holds a list element of type %s.\ntype %s struct {\n\tV %s\n}\n", b, t, b, t)
	}
	u.Schema = g.schema.String()
	u.Msgs = g.msgs
	return u, ""
}

// colfStruct is one struct being written: its fields and code.
type colfStruct struct {
	fields          []string
	names           map[string]bool
	to, from, visit []string
}

// field declares a Colfer field.
func (c *colfStruct) field(name, t string) string {
	if c.names[name] {
		return fmt.Sprintf("two Colfer fields named %s", name)
	}
	c.names[name] = true
	c.fields = append(c.fields, fmt.Sprintf("\t%s %s", name, t))
	return ""
}

func (g *colfGen) useBox(b string) {
	if b != "" && !slices.Contains(g.boxes, b) {
		g.boxes = append(g.boxes, b)
	}
}

// message writes a message's struct and code.
func (g *colfGen) message(m *userMessage) string {
	c := &colfStruct{names: map[string]bool{}}
	for _, f := range m.Fields {
		if why := g.addField(c, m, f); why != "" {
			return fmt.Sprintf("%s.%s: %s", m.FullName, f.Proto, why)
		}
	}
	if len(c.fields) == 0 {
		c.fields = append(c.fields, "\tPlaceholder bool")
	}
	if len(c.fields) > 127 {
		return fmt.Sprintf("%s: %d Colfer fields, more than Colfer's 127", m.FullName, len(c.fields))
	}
	fmt.Fprintf(&g.schema, "\n// %s is %s.\ntype %s struct {\n%s\n}\n", m.Name, m.FullName, m.Name, strings.Join(c.fields, "\n"))
	g.msgs = append(g.msgs, &colfMsg{Name: m.Name, To: strings.Join(c.to, "\n"), From: strings.Join(c.from, "\n"),
		Visit: strings.Join(c.visit, "\n")})
	return ""
}

// slot declares the field(s) of one value that may be absent (a pointer
// in the model, x) or is always there: a message's struct reference, or
// Has<name> and the value. It returns the code converting x to the
// Colfer struct o, back, and the digest's visit (with the model's presence
// when withLen).
func (c *colfStruct) slot(name string, e *elem, present bool, x, o string, withLen bool) (to, from, visit, why string) {
	v := o + "." + name
	if e.value { // a struct value (user_value.go)
		return c.valueSlot(name, e, x, v)
	}
	if e.kind == "message" {
		if why = c.field(name, e.msg); why != "" {
			return
		}
		to = fmt.Sprintf("%s = colfTo%s(%s)", v, e.msg, x)
		from = fmt.Sprintf("%s = colfFrom%s(%s)", x, e.msg, v)
		visit = fmt.Sprintf("if %s != nil {\nh.Len(1)\ncolfVisit%s(h, %s)\n} else {\nh.Len(0)\n}", v, e.msg, v)
		return
	}
	if !present {
		if why = c.field(name, e.colfType()); why != "" {
			return
		}
		to = fmt.Sprintf("%s = %s", v, e.colfTo(x))
		from = fmt.Sprintf("%s = %s", x, e.colfFrom(v))
		visit = e.colfVisit(v)
		return
	}
	has := o + ".Has" + name
	if why = c.field("Has"+name, "bool"); why != "" {
		return
	}
	if why = c.field(name, e.colfType()); why != "" {
		return
	}
	val := x
	if !e.IsPtr() {
		val = "*" + x
	}
	to = fmt.Sprintf("if %s != nil {\n%s = true\n%s = %s\n}", x, has, v, e.colfTo(val))
	fromVal := e.colfFrom(v)
	if !e.IsPtr() {
		fromVal = "rt.Ptr(" + fromVal + ")"
	}
	from = fmt.Sprintf("if %s {\n%s = %s\n}", has, x, fromVal)
	vv := e.colfVisit(v)
	if withLen {
		vv = "h.Len(1)\n" + vv
	}
	visit = fmt.Sprintf("if %s {\n%s\n} else {\nh.Len(0)\n}", has, vv)
	return
}

// colfTo converts model value x (not nil for a pointer kind) to Colfer's.
func (e *elem) colfTo(x string) string {
	switch e.kind {
	case "enum":
		return "int32(" + x + ")"
	case "duration":
		return "int64(*" + x + ")"
	case "timestamp", "wrapper":
		return "*" + x
	}
	return e.toWire(x)
}

// colfFrom converts Colfer's value v to the model's (a new pointer for a
// pointer kind).
func (e *elem) colfFrom(v string) string {
	switch e.kind {
	case "enum":
		return e.model + "(" + v + ")"
	case "timestamp":
		return "rt.Ptr(" + v + ".UTC())"
	case "duration":
		return "rt.Ptr(time.Duration(" + v + "))"
	case "wrapper":
		return "rt.Ptr(" + v + ")"
	}
	return e.fromWire(v)
}

// colfVisit feeds Colfer's value v to h as the model's digest feeds the
// value it converts to, without a pointer kind's presence.
func (e *elem) colfVisit(v string) string {
	switch e.kind {
	case "enum":
		return "h.Int64(int64(" + v + "))"
	case "timestamp":
		return "h.Int64(" + v + ".Unix())\nh.Int64(int64(" + v + ".Nanosecond()))"
	case "duration":
		return "h.Int64(" + v + ")"
	}
	return scalarHash(e.scalar, v)
}

// listTo, listFrom and listVisit are the code of a list element: model
// value x, Colfer element v.
func (e *elem) colfListTo(x, box string) string {
	switch {
	case e.kind == "message":
		return "colfTo" + e.msg + "(" + e.Addr(x) + ")"
	case box != "" && e.IsPtr():
		return fmt.Sprintf("&colf.%s{V: rt.Deref(%s)}", box, x)
	case box != "":
		return fmt.Sprintf("&colf.%s{V: %s}", box, x)
	}
	if e.kind == "duration" {
		return "rt.Nanos(" + x + ")"
	}
	return e.colfTo(x)
}

func (e *elem) colfListFrom(v, box string) string {
	switch {
	case e.kind == "message":
		return e.FromPtr("colfFrom" + e.msg + "(" + v + ")")
	case box != "":
		return e.colfFrom(v + ".V")
	}
	return e.colfFrom(v)
}

func (e *elem) colfListVisit(v, box string) string {
	switch {
	case e.kind == "message" && e.value:
		return fmt.Sprintf("if %s == nil {\nh.Uint64(rt.ErrMark)\n} else {\ncolfVisit%s(h, %s)\n}", v, e.msg, v)
	case e.kind == "message":
		return "h.Len(1)\ncolfVisit" + e.msg + "(h, " + v + ")"
	case box != "":
		v += ".V"
	}
	if e.IsPtr() {
		return "h.Len(1)\n" + e.colfVisit(v)
	}
	return e.colfVisit(v)
}

// addField adds a model field (or a whole oneof) to struct c.
func (g *colfGen) addField(c *colfStruct, m *userMessage, f *uField) string {
	x := "m." + f.Name
	switch f.Card {
	case "oneof":
		c.visit = append(c.visit, "switch {")
		for _, k := range f.Oneof.Cases {
			to, from, _, why := c.slot(k.Name, k.Elem, true, "m."+k.Name, "o", false)
			if why != "" {
				return why
			}
			c.to, c.from = append(c.to, to), append(c.from, from)
			cond, v := "o.Has"+k.Name, "o."+k.Name
			var visit string
			if k.Elem.kind == "message" {
				cond = v + " != nil"
				visit = "h.Len(1)\ncolfVisit" + k.Elem.msg + "(h, " + v + ")"
			} else {
				visit = k.Elem.colfVisit(v)
				if k.Elem.IsPtr() {
					visit = "h.Len(1)\n" + visit
				}
			}
			c.visit = append(c.visit, fmt.Sprintf("case %s:\nh.Len(%d)\n%s", cond, k.Number, visit))
		}
		c.visit = append(c.visit, "default:\nh.Len(0)\n}")
	case "optional", "single":
		present := f.Card == "optional" || f.Elem.IsPtr()
		to, from, visit, why := c.slot(f.Name, f.Elem, present, x, "o", true)
		if why != "" {
			return why
		}
		c.to, c.from, c.visit = append(c.to, to), append(c.from, from), append(c.visit, visit)
	case "repeated":
		e := f.Elem
		t, box := e.colfListElem()
		g.useBox(box)
		if why := c.field(f.Name, "[]"+t); why != "" {
			return why
		}
		v := "o." + f.Name
		if e.kind == "scalar" && box == "" && !e.goInt {
			// The same Go types: shared, as the built-in conversions share them.
			c.to = append(c.to, fmt.Sprintf("%s = %s", v, x))
			c.from = append(c.from, fmt.Sprintf("%s = %s", x, v))
		} else {
			c.to = append(c.to, fmt.Sprintf("if len(%s) > 0 {\n%s = make([]%s, len(%s))\nfor i, e := range %s {\n%s[i] = %s\n}\n}",
				x, v, colfGoElem(t, e), x, x, v, e.colfListTo("e", box)))
			c.from = append(c.from, fmt.Sprintf("if len(%s) > 0 {\n%s = make([]%s, len(%s))\nfor i, e := range %s {\n%s[i] = %s\n}\n}",
				v, x, e.model, v, v, x, e.colfListFrom("e", box)))
		}
		c.visit = append(c.visit, fmt.Sprintf("h.Len(len(%s))\nfor _, e := range %s {\n%s\n}", v, v, e.colfListVisit("e", box)))
	case "map":
		entry := "SbE_" + m.Name + "_" + f.Name
		if other, ok := g.names[entry]; ok {
			return fmt.Sprintf("the message %s has the name of serbench's Colfer map entry %s", other, entry)
		}
		g.names[entry] = m.FullName + "." + f.Proto
		ec := &colfStruct{names: map[string]bool{}}
		kto, kfrom, kvisit, why := ec.slot("K", f.Key, false, "k", "e", true)
		if why != "" {
			return why
		}
		vto, vfrom, vvisit, why := ec.slot("V", f.Elem, f.Elem.IsPtr(), "mv", "e", true)
		if why != "" {
			return why
		}
		fmt.Fprintf(&g.schema, "\n// %s is an entry of %s.%s.\ntype %s struct {\n%s\n}\n", entry, m.FullName, f.Proto, entry, strings.Join(ec.fields, "\n"))
		if why := c.field(f.Name, "[]"+entry); why != "" {
			return why
		}
		v := "o." + f.Name
		c.to = append(c.to, fmt.Sprintf("if len(%s) > 0 {\n%s = make([]*colf.%s, 0, len(%s))\nfor _, k := range %s {\nmv := %s[k]\ne := new(colf.%s)\n%s\n%s\n%s = append(%s, e)\n}\n}",
			x, v, entry, x, f.Key.Keys(x), x, entry, kto, vto, v, v))
		c.from = append(c.from, fmt.Sprintf("if len(%s) > 0 {\n%s = make(map[%s]%s, len(%s))\nfor _, e := range %s {\nvar k %s\nvar mv %s\n%s\n%s\n%s[k] = mv\n}\n}",
			v, x, f.Key.model, f.Elem.model, v, v, f.Key.model, f.Elem.model, kfrom, vfrom, x))
		c.visit = append(c.visit, fmt.Sprintf("h.Len(len(%s))\nfor _, e := range %s {\n%s\n%s\n}", v, v, kvisit, vvisit))
	}
	return ""
}

// colfGoElem is colf's Go type of a list element of Colfer type t.
func colfGoElem(t string, e *elem) string {
	if e.kind == "message" || strings.HasPrefix(t, "Sb") {
		return "*colf." + t
	}
	switch t {
	case "text":
		return "string"
	case "binary":
		return "[]byte"
	}
	return t
}

// userColfer prepares Colfer's code when colfOpt is on and the format
// carries the schema: it writes the .colf (colfer/schema.colf beside the
// model) and reports true; else it records why not in LeftOut.
func (s *userSchema) userColfer(gen *protogen.Plugin, colfOpt string) bool {
	return s.schemaLang(gen, colfOpt, colfWhy, "Colfer", []string{"colfer"}, func() (string, string, []string, string) {
		u, why := s.colfer()
		if why != "" {
			return "", "", nil, why
		}
		s.Colfer = u
		return "colfer/schema.colf", u.Schema, []string{"colf", u.Import, "colfcodec", "github.com/serbench/serbench/codecs/colfer"}, ""
	})
}

// colfWhy are the reasons of userbuild's colfer= values other than on.
var colfWhy = map[string]string{
	"build": "colf's code or serbench's conversions for the schema did not compile (serbench says why as it builds)",
}
