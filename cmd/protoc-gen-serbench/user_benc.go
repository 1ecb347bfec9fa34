package main

import (
	"fmt"
	"path"
	"slices"
	"strings"

	"google.golang.org/protobuf/compiler/protogen"
)

// benc in user mode (benc=on): the .benc schema of the user's schema,
// which userbuild compiles with bencgen (built from serbench's go.mod tool
// directive) into package bencpb, and the conversions and read visit
// between the model and bencgen's types (benc_gen.go). Both are written
// from the descriptors:
//   - a message is a container; a container holds its nested containers as
//     values, so a recursive schema has no benc form and leaves the codec
//     out;
//   - benc has no optional fields: a message, optional, wrapper, Timestamp
//     or Duration field, and each case of a oneof, is a bool presence
//     flag (has<Field>) and the value, as serbench's built-in benc schemas
//     carry a nested message;
//   - Timestamp is a container of seconds and nanoseconds (SbTime),
//     Duration an int64 of nanoseconds, an enum its int32;
//   - a list is a benc array, a map a benc map of the same key type (a
//     nil message, Timestamp or wrapper in a list or map, which protobuf
//     cannot hold either, becomes its zero value, and validation would say
//     so);
//   - the fields are numbered in order from 1, and a message without
//     fields has one unused flag, as bencgen rejects an empty container.

// bencTime is serbench's container of a Timestamp in the .benc.
const bencTime = "SbTime"

// bencUser is the benc code of a schema.
type bencUser struct {
	Import string // bencgen's package
	Schema string // the .benc
	Msgs   []*bencMsg
}

type bencMsg struct {
	Name            string // model and container Go name
	To, From, Visit string // function bodies
}

// bencKeywords are bencgen's keywords, which a field name must not be.
var bencKeywords = map[string]bool{
	"reserved": true, "define": true, "var": true, "enum": true, "use": true, "ctr": true,
	"int64": true, "int32": true, "int16": true, "int": true, "uint64": true, "uint32": true, "uint16": true, "uint": true,
	"float32": true, "float64": true, "bool": true, "byte": true, "bytes": true, "string": true, "unsafe": true, "rcopy": true,
}

// bencNames are the names of benc's code, for what it writes as Bebop does.
var bencNames = codeNames{prefix: "benc", pkg: "bencpb", time: bencTime, scalars: map[string]string{
	"bool": "bool", "int32": "int32", "int64": "int64", "uint32": "uint32", "uint64": "uint64",
	"float32": "float32", "float64": "float64", "string": "string", "[]byte": "bytes",
}}

// bencTo converts model value x to bencgen's; a nil pointer is the zero
// value.
func (e *elem) bencTo(x string) string {
	switch e.kind {
	case "enum":
		return "int32(" + x + ")"
	case "message":
		return "bencTo" + e.msg + "(" + e.Addr(x) + ")"
	case "timestamp":
		return "bencTime(" + x + ")"
	case "duration":
		return "rt.Nanos(" + x + ")"
	case "wrapper":
		return "rt.Deref(" + x + ")"
	}
	return e.toWire(x)
}

// bencFrom converts bencgen's value v (addressable) to the model's.
func (e *elem) bencFrom(v string) string {
	switch e.kind {
	case "enum":
		return e.model + "(" + v + ")"
	case "message":
		return e.FromPtr("bencFrom" + e.msg + "(&" + v + ")")
	case "timestamp":
		return "bencTimeOf(" + v + ")"
	case "duration":
		return "rt.Ptr(time.Duration(" + v + "))"
	case "wrapper":
		return "rt.Ptr(" + v + ")"
	}
	return e.fromWire(v)
}

// bencOptTo, bencOptFrom and bencOptVisit are an optional scalar's or
// enum's (a pointer in the model, a flag and a value in benc).
func (e *elem) bencOptTo(x string) string {
	if e.IsPtr() {
		return e.bencTo(x)
	}
	return e.bencTo("*" + x)
}

func (e *elem) bencOptFrom(v string) string {
	if e.IsPtr() {
		return e.bencFrom(v)
	}
	return "rt.Ptr(" + e.bencFrom(v) + ")"
}

// bencOptVisit is a present optional value: a pointer kind's visit holds
// its presence; a oneof case's scalar has none (withLen false), an
// optional field's has.
func (e *elem) bencOptVisit(v string, withLen bool) string {
	if e.IsPtr() || !withLen {
		return e.langVisit(bencNames, v)
	}
	return "h.Len(1)\n" + e.langVisit(bencNames, v)
}

// benc returns the schema's benc code, or why the format cannot carry it.
func (s *userSchema) benc() (*bencUser, string) {
	if slices.Contains(s.Features, featureRecursive) {
		return nil, "a recursive message: benc's containers hold their nested containers as values"
	}
	u := &bencUser{Import: path.Join(s.subRoot(), "bencpb")}
	var sch strings.Builder
	fmt.Fprintf(&sch, "# benc schema of %s, written by protoc-gen-serbench (mode=user).\n\ndefine bencpb;\n\nvar go_package = %q;\n\n",
		strings.Join(s.Sources, ", "), u.Import)
	fmt.Fprintf(&sch, "ctr %s {\n    int64 seconds = 1;\n    int32 nanos = 2;\n}\n", bencTime)
	for _, m := range s.Messages {
		if m.Name == bencTime {
			return nil, fmt.Sprintf("the message %s has the name of serbench's own benc container", m.FullName)
		}
		g := &bencGen{names: map[string]bool{}, nanos: s.Lean}
		for _, f := range m.Fields {
			if why := g.field(m, f); why != "" {
				return nil, fmt.Sprintf("%s.%s: %s", m.FullName, f.Proto, why)
			}
		}
		if g.id == 0 {
			g.schema = append(g.schema, "    bool placeholder = 1;")
		}
		if g.id > 65535 {
			return nil, fmt.Sprintf("%s: %d benc fields, more than benc's 65535 ids", m.FullName, g.id)
		}
		fmt.Fprintf(&sch, "\n# %s\nctr %s {\n%s\n}\n", m.FullName, m.Name, strings.Join(g.schema, "\n"))
		u.Msgs = append(u.Msgs, &bencMsg{Name: m.Name, To: strings.Join(g.to, "\n"), From: strings.Join(g.from, "\n"),
			Visit: strings.Join(g.visit, "\n")})
	}
	u.Schema = sch.String()
	return u, ""
}

// bencGen writes one container and its code.
type bencGen struct {
	id                      int
	names                   map[string]bool // the container's Go field names
	schema, to, from, visit []string
	nanos                   bool // the dataset flavor's time form (user_benc_nanos.go)
}

// name declares a benc field of type t named after the model's Go name
// goName, and returns bencgen's Go name of it.
func (g *bencGen) name(t, goName string) (string, string) {
	n := lowerFirst(goName)
	if bencKeywords[n] {
		n += "_"
	}
	gn := strings.ToUpper(n[:1]) + n[1:]
	if g.names[gn] {
		return "", fmt.Sprintf("two benc fields named %s", gn)
	}
	g.names[gn] = true
	g.id++
	g.schema = append(g.schema, fmt.Sprintf("    %s %s = %d;", t, n, g.id))
	return gn, ""
}

// field adds a model field (or a whole oneof) to the container.
func (g *bencGen) field(m *userMessage, f *uField) string {
	x := "m." + f.Name
	switch f.Card {
	case "oneof":
		g.visit = append(g.visit, "switch {")
		for _, c := range f.Oneof.Cases {
			has, why := g.name("bool", "Has"+c.Name)
			if why != "" {
				return why
			}
			val, why := g.name(c.Elem.langType(bencNames), c.Name)
			if why != "" {
				return why
			}
			cx := "m." + c.Name
			g.to = append(g.to, fmt.Sprintf("if %s != nil {\nb.%s = true\nb.%s = %s\n}", cx, has, val, c.Elem.bencOptTo(cx)))
			g.from = append(g.from, fmt.Sprintf("if b.%s {\n%s = %s\n}", has, cx, c.Elem.bencOptFrom("b."+val)))
			g.visit = append(g.visit, fmt.Sprintf("case b.%s:\nh.Len(%d)\n%s", has, c.Number, c.Elem.bencOptVisit("b."+val, false)))
		}
		g.visit = append(g.visit, "default:\nh.Len(0)\n}")
	case "optional", "single":
		e := f.Elem
		if g.nanos && f.Card == "single" && e.kind == "timestamp" {
			return g.nanosField(f, x)
		}
		if f.Card == "single" && !e.IsPtr() {
			val, why := g.name(e.langType(bencNames), f.Name)
			if why != "" {
				return why
			}
			g.to = append(g.to, fmt.Sprintf("b.%s = %s", val, e.bencTo(x)))
			g.from = append(g.from, fmt.Sprintf("%s = %s", x, e.bencFrom("b."+val)))
			g.visit = append(g.visit, e.langVisit(bencNames, "b."+val))
			return ""
		}
		has, why := g.name("bool", "Has"+f.Name)
		if why != "" {
			return why
		}
		val, why := g.name(e.langType(bencNames), f.Name)
		if why != "" {
			return why
		}
		g.to = append(g.to, fmt.Sprintf("if %s != nil {\nb.%s = true\nb.%s = %s\n}", x, has, val, e.bencOptTo(x)))
		g.from = append(g.from, fmt.Sprintf("if b.%s {\n%s = %s\n}", has, x, e.bencOptFrom("b."+val)))
		g.visit = append(g.visit, fmt.Sprintf("if b.%s {\n%s\n} else {\nh.Len(0)\n}", has, f.Elem.bencOptVisit("b."+val, true)))
	case "repeated":
		e := f.Elem
		val, why := g.name("[]"+e.langType(bencNames), f.Name)
		if why != "" {
			return why
		}
		if e.kind == "scalar" && !e.goInt {
			// The same Go types: shared, as the built-in conversions share them.
			g.to = append(g.to, fmt.Sprintf("b.%s = %s", val, x))
			g.from = append(g.from, fmt.Sprintf("%s = b.%s", x, val))
		} else {
			g.to = append(g.to, fmt.Sprintf("b.%s = rt.ConvSlice(%s, func(v %s) %s { return %s })", val, x, e.model, e.langGoType(bencNames), e.bencTo("v")))
			g.from = append(g.from, fmt.Sprintf("if len(b.%s) > 0 {\n%s = make([]%s, len(b.%s))\nfor i := range b.%s {\n%s[i] = %s\n}\n}",
				val, x, e.model, val, val, x, e.bencFrom("b."+val+"[i]")))
		}
		g.visit = append(g.visit, fmt.Sprintf("h.Len(len(b.%s))\nfor i := range b.%s {\n%s\n}", val, val, e.langVisit(bencNames, "b."+val+"[i]")))
	case "map":
		k, e := f.Key, f.Elem
		val, why := g.name(fmt.Sprintf("<%s, %s>", k.langType(bencNames), e.langType(bencNames)), f.Name)
		if why != "" {
			return why
		}
		if e.kind == "scalar" {
			g.to = append(g.to, fmt.Sprintf("b.%s = %s", val, x))
			g.from = append(g.from, fmt.Sprintf("%s = b.%s", x, val))
		} else {
			g.to = append(g.to, fmt.Sprintf("b.%s = rt.ConvMap(%s, func(v %s) %s { return %s })", val, x, e.model, e.langGoType(bencNames), e.bencTo("v")))
			g.from = append(g.from, fmt.Sprintf("if len(b.%s) > 0 {\n%s = make(map[%s]%s, len(b.%s))\nfor k, v := range b.%s {\n%s[k] = %s\n}\n}",
				val, x, k.model, e.model, val, val, x, e.bencFrom("v")))
		}
		g.visit = append(g.visit, fmt.Sprintf("h.Len(len(b.%s))\nfor _, k := range %s {\n%s\nv := b.%s[k]\n%s\n}",
			val, k.Keys("b."+val), k.langVisit(bencNames, "k"), val, e.langVisit(bencNames, "v")))
	}
	return ""
}

// userBenc prepares benc's code when bencOpt is on and the format carries
// the schema: it writes the .benc (benc/schema.benc beside the model) and
// reports true; else it records why not in LeftOut.
func (s *userSchema) userBenc(gen *protogen.Plugin, bencOpt string) bool {
	return s.schemaLang(gen, bencOpt, bencWhy, "benc", []string{"benc"}, func() (string, string, []string, string) {
		u, why := s.benc()
		if why != "" {
			return "", "", nil, why
		}
		s.Benc = u
		return "benc/schema.benc", u.Schema, []string{"bencpb", u.Import, "benccodec", "github.com/serbench/serbench/codecs/benc"}, ""
	})
}

// bencWhy are the reasons of userbuild's benc= values other than on.
var bencWhy = map[string]string{
	"build": "bencgen's code or serbench's conversions for the schema did not compile (serbench says why as it builds)",
}
