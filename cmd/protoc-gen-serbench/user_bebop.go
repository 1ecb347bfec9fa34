package main

import (
	"fmt"
	"path"
	"strings"

	"google.golang.org/protobuf/compiler/protogen"
)

// Bebop in user mode (bebop=on): the .bop schema of the user's schema,
// which userbuild compiles with bebopc-go (built from serbench's go.mod
// tool directive) into package bop, and the conversions and read visit
// between the model and bebopc-go's types (bebop_gen.go). Both are
// written from the descriptors:
//   - a message is a Bebop message, whose fields are optional (pointers in
//     bebopc-go's Go), numbered in order from 1; a proto3 field at its
//     zero value is left out, as protobuf writes it, and an optional,
//     wrapper or message field, and each case of a oneof, is there exactly
//     when set, so presence is the .proto's and recursive messages are
//     carried;
//   - Timestamp is a struct of seconds and nanoseconds (SbTime: Bebop's
//     date counts 100 ns ticks), Duration an int64 of nanoseconds, an enum
//     its int32;
//   - a list is a Bebop array, a map a Bebop map of the same key type (a
//     nil message, Timestamp or wrapper in a list or map, which protobuf
//     cannot hold either, becomes its zero value).
// A Bebop message numbers its fields in one byte: a message with more
// than 255 fields leaves the codec out. A message without fields has one
// unused field (bebopc-go v0.6.2 writes no bytes for an empty message,
// which it then cannot read). The dataset flavor (lean=on) writes a flat
// message, one of plain scalars and lists of them, as a Bebop struct
// (bopStruct), as the built-in datasets' schemas had it.

// bopTime is serbench's struct of a Timestamp in the .bop.
const bopTime = "SbTime"

// bebopUser is the Bebop code of a schema.
type bebopUser struct {
	Import string // bebopc-go's package
	Schema string // the .bop
	Msgs   []*bopMsg
}

type bopMsg struct {
	Name            string // model and message Go name
	To, From, Visit string // function bodies
}

// bopNames are the names of bebopc-go's code, for what it writes as benc does.
var bopNames = codeNames{prefix: "bop", pkg: "bop", time: bopTime, scalars: map[string]string{
	"bool": "bool", "int32": "int32", "int64": "int64", "uint32": "uint32", "uint64": "uint64",
	"float32": "float32", "float64": "float64", "string": "string", "[]byte": "byte[]",
}}

// bopElemTo converts a model list or map element x to bebopc-go's value
// (a nil pointer to the zero value).
func (e *elem) bopElemTo(x string) string {
	switch e.kind {
	case "enum":
		return "int32(" + x + ")"
	case "message":
		return "rt.Deref(bopTo" + e.msg + "(" + e.Addr(x) + "))"
	case "timestamp":
		return "rt.Deref(bopTime(" + x + "))"
	case "duration":
		return "rt.Nanos(" + x + ")"
	case "wrapper":
		return "rt.Deref(" + x + ")"
	}
	return e.toWire(x)
}

// bopElemFrom converts bebopc-go's list or map element v (addressable)
// to the model's.
func (e *elem) bopElemFrom(v string) string {
	switch e.kind {
	case "enum":
		return e.model + "(" + v + ")"
	case "message":
		return e.FromPtr("bopFrom" + e.msg + "(&" + v + ")")
	case "timestamp":
		return "bopTimeOf(&" + v + ")"
	case "duration":
		return "rt.Ptr(time.Duration(" + v + "))"
	case "wrapper":
		return "rt.Ptr(" + v + ")"
	}
	return e.fromWire(v)
}

// bopPtr is the code of a value that is a pointer in bebopc-go's message,
// o.F: from model value x, which is a pointer too when ptr (an optional
// field, a oneof case, a pointer kind), else a proto3 value left out at
// zero. It returns the conversions and the visit of a present value
// (without its presence for a oneof's scalar case: caseVisit).
func (e *elem) bopPtr(x, v string, ptr bool) (to, from, visit string) {
	switch e.kind {
	case "message":
		return fmt.Sprintf("%s = bopTo%s(%s)", v, e.msg, x), fmt.Sprintf("%s = bopFrom%s(%s)", x, e.msg, v),
			fmt.Sprintf("h.Len(1)\nbopVisit%s(h, %s)", e.msg, v)
	case "timestamp":
		return fmt.Sprintf("%s = bopTime(%s)", v, x), fmt.Sprintf("%s = bopTimeOf(%s)", x, v),
			fmt.Sprintf("h.Len(1)\nh.Int64(%s.Seconds)\nh.Int64(int64(%s.Nanos))", v, v)
	case "duration":
		return fmt.Sprintf("%s = (*int64)(%s)", v, x), fmt.Sprintf("%s = (*time.Duration)(%s)", x, v),
			fmt.Sprintf("h.Len(1)\nh.Int64(*%s)", v)
	case "wrapper":
		return fmt.Sprintf("%s = %s", v, x), fmt.Sprintf("%s = %s", x, v), "h.Len(1)\n" + scalarHash(e.scalar, "*"+v)
	}
	if e.goInt { // Go's int (user_int.go)
		return e.bopIntPtr(x, v, ptr)
	}
	// A scalar or an enum: the same pointer, converted for an enum.
	bt, mt, hash := "int32", e.model, "h.Int64(int64(*"+v+"))"
	if e.kind == "scalar" {
		bt, mt, hash = e.scalar, e.scalar, scalarHash(e.scalar, "*"+v)
	}
	if ptr {
		return fmt.Sprintf("%s = (*%s)(%s)", v, bt, x), fmt.Sprintf("%s = (*%s)(%s)", x, mt, v), hash
	}
	return fmt.Sprintf("if %s {\n%s = (*%s)(&%s)\n}", e.JSONSet(x), v, bt, x),
		fmt.Sprintf("if %s != nil {\n%s = %s(*%s)\n}", v, x, mt, v), hash
}

// bebop returns the schema's Bebop code, or why the format cannot carry
// it.
func (s *userSchema) bebop() (*bebopUser, string) {
	u := &bebopUser{Import: path.Join(s.subRoot(), "bop")}
	var sch strings.Builder
	fmt.Fprintf(&sch, "// Bebop schema of %s, written by protoc-gen-serbench (mode=user).\n\n", strings.Join(s.Sources, ", "))
	fmt.Fprintf(&sch, "struct %s {\n\tint64 Seconds;\n\tint32 Nanos;\n}\n", bopTime)
	for _, m := range s.Messages {
		if m.Name == bopTime {
			return nil, fmt.Sprintf("the message %s has the name of serbench's own Bebop struct", m.FullName)
		}
		if s.Lean && (bopFlat(m) || s.bopFlatValues(m)) {
			st, msg := bopStruct(m)
			sch.WriteString(st)
			u.Msgs = append(u.Msgs, msg)
			continue
		}
		var fields, to, from, visit []string
		names := map[string]bool{}
		add := func(name, t string) string {
			if names[name] {
				return fmt.Sprintf("%s: two Bebop fields named %s", m.FullName, name)
			}
			names[name] = true
			fields = append(fields, fmt.Sprintf("\t%d -> %s %s;", len(fields)+1, t, name))
			return ""
		}
		for _, f := range m.Fields {
			x, v := "m."+f.Name, "o."+f.Name
			e := f.Elem
			switch f.Card {
			case "oneof":
				visit = append(visit, "switch {")
				for _, c := range f.Oneof.Cases {
					if why := add(c.Name, c.Elem.langType(bopNames)); why != "" {
						return nil, why
					}
					ct, cf, cv := c.Elem.bopPtr("m."+c.Name, "o."+c.Name, true)
					to, from = append(to, ct), append(from, cf)
					visit = append(visit, fmt.Sprintf("case o.%s != nil:\nh.Len(%d)\n%s", c.Name, c.Number, cv))
				}
				visit = append(visit, "default:\nh.Len(0)\n}")
			case "single", "optional":
				if s.Lean && f.Card == "single" && e.kind == "timestamp" {
					// The dataset flavor's time: user_bebop_nanos.go.
					if why := add(f.Name, "int64"); why != "" {
						return nil, why
					}
					t, fr, vi := bopNanos(x, v)
					to, from, visit = append(to, t), append(from, fr), append(visit, vi)
					continue
				}
				if why := add(f.Name, e.langType(bopNames)); why != "" {
					return nil, why
				}
				if f.Card == "single" && e.value { // a struct value (user_value.go)
					ft, ff, fv := e.bopValue(x, v)
					to, from, visit = append(to, ft), append(from, ff), append(visit, fv)
					continue
				}
				ptr := f.Card == "optional" || e.IsPtr()
				ft, ff, fv := e.bopPtr(x, v, ptr)
				to, from = append(to, ft), append(from, ff)
				if ptr {
					visit = append(visit, fmt.Sprintf("if %s != nil {\n%s\n} else {\nh.Len(0)\n}", v, withLen(e, fv)))
				} else {
					visit = append(visit, strings.ReplaceAll(fv, "*"+v, "rt.Deref("+v+")"))
				}
			case "repeated":
				if why := add(f.Name, e.langType(bopNames)+"[]"); why != "" {
					return nil, why
				}
				if e.kind == "scalar" && !e.goInt {
					to = append(to, fmt.Sprintf("if len(%s) > 0 {\n%s = &%s\n}", x, v, x))
					from = append(from, fmt.Sprintf("if %s != nil {\n%s = *%s\n}", v, x, v))
				} else {
					to = append(to, fmt.Sprintf("if len(%s) > 0 {\nl := make([]%s, len(%s))\nfor i, e := range %s {\nl[i] = %s\n}\n%s = &l\n}",
						x, e.langGoType(bopNames), x, x, e.bopElemTo("e"), v))
					from = append(from, fmt.Sprintf("if %s != nil && len(*%s) > 0 {\nl := *%s\n%s = make([]%s, len(l))\nfor i := range l {\n%s[i] = %s\n}\n}",
						v, v, v, x, e.model, x, e.bopElemFrom("l[i]")))
				}
				visit = append(visit, fmt.Sprintf("{\nl := rt.Deref(%s)\nh.Len(len(l))\nfor i := range l {\n%s\n}\n}", v, e.langVisit(bopNames, "l[i]")))
			case "map":
				k := f.Key
				if why := add(f.Name, fmt.Sprintf("map[%s, %s]", k.langType(bopNames), e.langType(bopNames))); why != "" {
					return nil, why
				}
				if e.kind == "scalar" {
					to = append(to, fmt.Sprintf("if len(%s) > 0 {\n%s = &%s\n}", x, v, x))
					from = append(from, fmt.Sprintf("if %s != nil {\n%s = *%s\n}", v, x, v))
				} else {
					to = append(to, fmt.Sprintf("if len(%s) > 0 {\nmp := make(map[%s]%s, len(%s))\nfor k, e := range %s {\nmp[k] = %s\n}\n%s = &mp\n}",
						x, k.model, e.langGoType(bopNames), x, x, e.bopElemTo("e"), v))
					from = append(from, fmt.Sprintf("if %s != nil && len(*%s) > 0 {\n%s = make(map[%s]%s, len(*%s))\nfor k, e := range *%s {\n%s[k] = %s\n}\n}",
						v, v, x, k.model, e.model, v, v, x, e.bopElemFrom("e")))
				}
				visit = append(visit, fmt.Sprintf("{\nmp := rt.Deref(%s)\nh.Len(len(mp))\nfor _, k := range %s {\n%s\nv := mp[k]\n%s\n}\n}",
					v, k.Keys("mp"), k.langVisit(bopNames, "k"), e.langVisit(bopNames, "v")))
			}
		}
		if len(fields) == 0 {
			// bebopc-go v0.6.2 writes no bytes for a message without fields
			// (MarshalBebop), which its UnmarshalBebop then cannot read.
			fields = append(fields, "\t1 -> bool Placeholder;")
		}
		if len(fields) > 255 {
			return nil, fmt.Sprintf("%s: %d fields, more than a Bebop message's 255", m.FullName, len(fields))
		}
		fmt.Fprintf(&sch, "\n// %s\nmessage %s {\n%s\n}\n", m.FullName, m.Name, strings.Join(fields, "\n"))
		u.Msgs = append(u.Msgs, &bopMsg{Name: m.Name, To: strings.Join(to, "\n"), From: strings.Join(from, "\n"), Visit: strings.Join(visit, "\n")})
	}
	u.Schema = sch.String()
	return u, ""
}

// bopFlat reports whether a message is flat: every field a plain scalar
// or enum, a list of them or a map of scalars (no presence, no message), which a
// Bebop struct carries as the message does.
func bopFlat(m *userMessage) bool {
	plain := func(e *elem) bool { return e != nil && (e.kind == "scalar" || e.kind == "enum") }
	for _, f := range m.Fields {
		switch {
		case f.Card == "single" && plain(f.Elem) && !f.Elem.IsPtr():
		case f.Card == "repeated" && plain(f.Elem):
		case f.Card == "map" && f.Elem.kind == "scalar" && f.Key.kind == "scalar":
		default:
			return false
		}
	}
	return len(m.Fields) > 0
}

// bopStruct is a flat message as a Bebop struct, in the dataset flavor: a
// struct writes every field in order, without the message's field
// numbers, lengths and end byte, as the built-in datasets' schemas had it;
// its fields are bebopc-go's plain values, not pointers.
func bopStruct(m *userMessage) (string, *bopMsg) {
	var fields, to, from, visit []string
	for _, f := range m.Fields {
		e, x, v := f.Elem, "m."+f.Name, "o."+f.Name
		if e != nil && e.value { // a list of flat struct values (user_value.go)
			fields = append(fields, fmt.Sprintf("	%s[] %s;", e.langType(bopNames), f.Name))
			t, d, c := e.bopValues(x, v)
			to, from, visit = append(to, t), append(from, d), append(visit, c)
			continue
		}
		switch f.Card {
		case "single":
			fields = append(fields, fmt.Sprintf("	%s %s;", e.langType(bopNames), f.Name))
			if e.kind == "enum" {
				to = append(to, fmt.Sprintf("%s = int32(%s)", v, x))
				from = append(from, fmt.Sprintf("%s = %s(%s)", x, e.model, v))
			} else {
				to, from = append(to, v+" = "+e.toWire(x)), append(from, x+" = "+e.fromWire(v))
			}
			visit = append(visit, e.langVisit(bopNames, v))
			continue
		case "repeated":
			fields = append(fields, fmt.Sprintf("	%s[] %s;", e.langType(bopNames), f.Name))
			visit = append(visit, fmt.Sprintf("h.Len(len(%s))\nfor i := range %s {\n%s\n}", v, v, e.langVisit(bopNames, v+"[i]")))
		case "map":
			k := f.Key
			fields = append(fields, fmt.Sprintf("	map[%s, %s] %s;", k.langType(bopNames), e.langType(bopNames), f.Name))
			visit = append(visit, fmt.Sprintf("h.Len(len(%s))\nfor _, k := range %s {\n%s\n%s\n}", v, k.Keys(v), k.langVisit(bopNames, "k"), e.langVisit(bopNames, v+"[k]")))
		}
		if e.goInt { // a list of Go ints: int64s in Bebop (user_int.go)
			to, from = append(to, v+" = "+intSliceTo(x)), append(from, x+" = "+intSliceFrom(v))
			continue
		}
		if e.kind == "enum" { // a list of enums: int32s in Bebop
			conv := func(from, to string) string { return fmt.Sprintf("func(x %s) %s { return %s(x) }", from, to, to) }
			to = append(to, fmt.Sprintf("%s = rt.ConvSlice(%s, %s)", v, x, conv(e.model, "int32")))
			from = append(from, fmt.Sprintf("%s = rt.ConvSlice(%s, %s)", x, v, conv("int32", e.model)))
			continue
		}
		to, from = append(to, v+" = "+x), append(from, x+" = "+v)
	}
	st := fmt.Sprintf("\n// %s\nstruct %s {\n%s\n}\n", m.FullName, m.Name, strings.Join(fields, "\n"))
	return st, &bopMsg{Name: m.Name, To: strings.Join(to, "\n"), From: strings.Join(from, "\n"), Visit: strings.Join(visit, "\n")}
}

// withLen is a present optional value's visit: a scalar's needs its
// presence first, as the model's digest feeds it; a pointer kind's has it.
func withLen(e *elem, visit string) string {
	if e.IsPtr() {
		return visit
	}
	return "h.Len(1)\n" + visit
}

// userBebop prepares Bebop's code when bopOpt is on and the format
// carries the schema: it writes the .bop (bebop/schema.bop beside the
// model) and reports true; else it records why not in LeftOut.
func (s *userSchema) userBebop(gen *protogen.Plugin, bopOpt string) bool {
	return s.schemaLang(gen, bopOpt, bopWhy, "Bebop", []string{"bebop"}, func() (string, string, []string, string) {
		u, why := s.bebop()
		if why != "" {
			return "", "", nil, why
		}
		s.Bebop = u
		return "bebop/schema.bop", u.Schema, []string{"bop", u.Import, "bopcodec", "github.com/serbench/serbench/codecs/bebop"}, ""
	})
}

// bopWhy are the reasons of userbuild's bebop= values other than on.
var bopWhy = map[string]string{
	"build": "bebopc-go's code or serbench's conversions for the schema did not compile (serbench says why as it builds)",
}
