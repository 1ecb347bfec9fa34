package main

import (
	"fmt"
	"path"
	"strings"
	"unicode"

	"google.golang.org/protobuf/compiler/protogen"
)

// Thrift in user mode (thrift=on): the .thrift of the schema, which
// userbuild compiles with thrift --gen go into package thgen, and the
// conversions and read visit between the model and its structs
// (thrift_gen.go). Fields carry the model's Go names and the .proto's field
// numbers:
//   - a message, a proto3 optional or wrapper field, a Duration and each
//     case of a oneof is an optional field (a pointer, absent when nil), so
//     a oneof is one field per case, at most one set;
//   - int32 and enums are i32, int64 i64, uint32 i64, float and double
//     double, Timestamp a struct of seconds and nanoseconds, Duration an i64
//     of nanoseconds; maps keep their key type.
// Thrift has no unsigned 64-bit integer and no 32-bit float in every
// version; a uint64 or a field number above 32767 (an i16 in Thrift)
// leaves the codec out for the schema. The dataset flavor (lean=on) keeps
// the built-in datasets' mapping instead: uint32 an i32 and uint64 an i64
// of the same bits, read back as the unsigned values they were.

// thTimestamp is serbench's own struct in the .thrift.
const thTimestamp = "SbTimestamp"

// thUser is the Thrift code of a schema.
type thUser struct {
	Import string
	Schema string
	Msgs   []*thMsg
}

type thMsg struct {
	Name            string
	Go              string // its struct's Go name (thStructName)
	To, From, Visit string // function bodies
}

var thScalar = map[string]string{
	"bool": "bool", "int32": "i32", "int64": "i64", "uint32": "i64", "float32": "double", "float64": "double",
	"string": "string", "[]byte": "binary",
}

// thrift returns the schema's Thrift code, or why Thrift cannot carry the
// schema.
func (s *userSchema) thrift() (*thUser, string) {
	u := &thUser{Import: path.Join(s.subRoot(), "thgen")}
	var th strings.Builder
	th.WriteString("// Thrift schema of " + strings.Join(s.Sources, ", ") + ", written by protoc-gen-serbench (mode=user).\n\nnamespace go thgen\n\n")
	fmt.Fprintf(&th, "struct %s {\n  1: i64 Seconds\n  2: i32 Nanos\n}\n", thTimestamp)
	for _, m := range s.Messages {
		if m.Name == thTimestamp {
			return nil, fmt.Sprintf("the message %s has the name of serbench's own Thrift struct", m.FullName)
		}
		g := &thGen{bits: s.Lean}
		fmt.Fprintf(&th, "\n// %s\nstruct %s {\n", m.FullName, m.Name)
		field := func(f *uField, name string, num int, card string, e, key *elem) string {
			if g.bits && card == "single" && e.kind == "timestamp" {
				fmt.Fprintf(&th, "  %d: optional i64 %s\n", num, name)
				g.nanosField(name) // user_thrift_nanos.go
				return ""
			}
			if (card == "repeated" || card == "map") && (e.kind == "duration" || e.kind == "wrapper") {
				return fmt.Sprintf("%s.%s: a list or map of Durations or wrappers is not written for Thrift yet", m.FullName, f.Proto)
			}
			if num > 32767 {
				return fmt.Sprintf("%s.%s: field number %d is above Thrift's 32767", m.FullName, f.Proto, num)
			}
			t, why := g.thType(e)
			if why == "" && key != nil {
				var kt string
				kt, why = g.thType(key)
				t = "map<" + kt + ", " + t + ">"
			}
			if why != "" {
				return fmt.Sprintf("%s.%s: %s", m.FullName, f.Proto, why)
			}
			opt := ""
			switch card {
			case "repeated":
				t = "list<" + t + ">"
			case "optional", "case":
				opt = "optional "
			case "single":
				if e.IsPtr() {
					opt = "optional "
				}
			}
			fmt.Fprintf(&th, "  %d: %s%s %s\n", num, opt, t, name)
			g.field(name, card, e, key)
			return ""
		}
		for _, f := range m.Fields {
			var why string
			if f.Card == "oneof" {
				fmt.Fprintf(&th, "  // oneof %s: one of these fields at most\n", f.Name)
				g.visit.WriteString("switch {\n")
				for _, c := range f.Oneof.Cases {
					if why = field(f, c.Name, c.Number, "case", c.Elem, nil); why != "" {
						break
					}
					fmt.Fprintf(&g.visit, "case p.%s != nil:\nh.Len(%d)\n%s\n", thGoName(c.Name), c.Number, g.thCaseHash(c.Elem, "p."+thGoName(c.Name)))
				}
				g.visit.WriteString("default:\nh.Len(0)\n}\n")
			} else {
				why = field(f, f.Name, f.Number, f.Card, f.Elem, f.Key)
			}
			if why != "" {
				return nil, why
			}
		}
		th.WriteString("}\n")
		u.Msgs = append(u.Msgs, &thMsg{Name: m.Name, Go: thStructName(m.Name), To: g.to.String(), From: g.from.String(), Visit: strings.TrimSpace(g.visit.String())})
	}
	u.Schema = th.String()
	return u, ""
}

// thType is the Thrift type of one value.
func (g *thGen) thType(e *elem) (string, string) {
	switch e.kind {
	case "enum":
		return "i32", ""
	case "message":
		return e.msg, ""
	case "timestamp":
		return thTimestamp, ""
	case "duration":
		return "i64", ""
	}
	switch {
	case g.bits && e.scalar == "uint32":
		return "i32", ""
	case g.bits && e.scalar == "uint64":
		return "i64", ""
	case e.scalar == "uint64":
		return "", "a uint64 has no Thrift type (its i64 is signed)"
	}
	return thScalar[e.scalar], ""
}

// thGen writes one struct's conversions and visit.
type thGen struct {
	to, from, visit strings.Builder
	// bits is the dataset flavor's mapping of the unsigned integers: a
	// uint32 is an i32 and a uint64 an i64 of the same bits (as the
	// built-in datasets' schemas had them), rather than the user mode's
	// uint32 as an i64 and no uint64.
	bits bool
}

// thSame reports whether the model's and Thrift's Go types of a value are
// the same (the value is shared, not converted).
func (g *thGen) thSame(e *elem) bool {
	unsigned := e.scalar == "uint32" || e.scalar == "uint64"
	return e.kind == "scalar" && !unsigned && e.scalar != "float32" && !e.goInt ||
		e.kind == "wrapper" && !unsigned && e.scalar != "float32" && e.scalar != "[]byte"
}

// thTo converts model value x (of e's model type) to Thrift's.
func (g *thGen) thTo(e *elem, x string) string {
	switch e.kind {
	case "message":
		return "toTh" + e.msg + "(" + e.Addr(x) + ")"
	case "timestamp":
		return "thTime(" + x + ")"
	case "duration":
		return "(*int64)(" + x + ")"
	case "enum":
		return "int32(" + x + ")"
	case "wrapper":
		switch e.scalar {
		case "uint32", "uint64":
			t := g.thGo(&elem{kind: "scalar", scalar: e.scalar})
			return "rt.ConvPtr(" + x + ", func(v " + e.scalar + ") " + t + " { return " + t + "(v) })"
		case "float32":
			return "rt.ConvPtr(" + x + ", func(v float32) float64 { return float64(v) })"
		case "[]byte":
			return "thBytes(" + x + ")"
		}
		return x
	}
	switch e.scalar {
	case "uint32", "uint64":
		return g.thGo(e) + "(" + x + ")"
	case "float32":
		return "float64(" + x + ")"
	}
	return e.toWire(x)
}

// thFrom converts Thrift value x to the model's.
func (g *thGen) thFrom(e *elem, x string) string {
	switch e.kind {
	case "message":
		return e.FromPtr("fromTh" + e.msg + "(" + x + ")")
	case "timestamp":
		return "thTimeOf(" + x + ")"
	case "duration":
		return "(*time.Duration)(" + x + ")"
	case "enum":
		return e.model + "(" + x + ")"
	case "wrapper":
		switch e.scalar {
		case "uint32", "uint64":
			t := g.thGo(&elem{kind: "scalar", scalar: e.scalar})
			return "rt.ConvPtr(" + x + ", func(v " + t + ") " + e.scalar + " { return " + e.scalar + "(v) })"
		case "float32":
			return "rt.ConvPtr(" + x + ", func(v float64) float32 { return float32(v) })"
		case "[]byte":
			return "thBytesOf(" + x + ")"
		}
		return x
	}
	switch e.scalar {
	case "uint32", "uint64":
		return e.scalar + "(" + x + ")"
	case "float32":
		return "float32(" + x + ")"
	}
	return e.fromWire(x)
}

// thHash feeds Thrift value x to h as elem.Hash feeds the model's.
func (g *thGen) thHash(e *elem, x string) string {
	switch e.kind {
	case "message":
		if e.value {
			return fmt.Sprintf("if %s == nil {\nh.Uint64(rt.ErrMark)\n} else {\nvisitTh%s(h, %s)\n}", x, e.msg, x)
		}
		return "visitOptTh" + e.msg + "(h, " + x + ")"
	case "timestamp":
		return fmt.Sprintf("if %s == nil {\nh.Len(0)\n} else {\nh.Len(1)\nh.Int64(%s.Seconds)\nh.Int64(int64(%s.Nanos))\n}", x, x, x)
	case "duration":
		return fmt.Sprintf("if %s == nil {\nh.Len(0)\n} else {\nh.Len(1)\nh.Int64(*%s)\n}", x, x)
	case "enum":
		return "h.Int64(int64(" + x + "))"
	case "wrapper":
		return fmt.Sprintf("if %s == nil {\nh.Len(0)\n} else {\nh.Len(1)\n%s\n}", x, g.thScalarHash(e.scalar, x, true))
	}
	return g.thScalarHash(e.scalar, x, false)
}

// thScalarHash hashes a Thrift scalar (through a pointer when ptr, but
// bytes, which are a nil-able slice).
func (g *thGen) thScalarHash(scalar, x string, ptr bool) string {
	if ptr && scalar != "[]byte" {
		x = "*" + x
	}
	switch {
	case scalar == "float32":
		return "h.Float64(float64(float32(" + x + ")))"
	case g.bits && (scalar == "uint32" || scalar == "uint64"):
		x = scalar + "(" + x + ")" // the signed field's bits
	}
	return scalarHash(scalar, x)
}

func (g *thGen) field(name, card string, e, key *elem) {
	tn := thGoName(name) // the Go name Thrift's generator gives the field
	m, p := "m."+name, "p."+tn
	switch card {
	case "optional", "case":
		// The visit of a oneof's case is its caller's (oneofVisit).
		if e.IsPtr() { // a oneof case of a message or time kind
			fmt.Fprintf(&g.to, "%s: %s,\n", tn, g.thTo(e, m))
			fmt.Fprintf(&g.from, "%s: %s,\n", name, g.thFrom(e, p))
			return
		}
		if e.kind == "enum" {
			fmt.Fprintf(&g.to, "%s: rt.ConvPtr(%s, func(v %s) int32 { return int32(v) }),\n", tn, m, e.model)
			fmt.Fprintf(&g.from, "%s: rt.ConvPtr(%s, func(v int32) %s { return %s(v) }),\n", name, p, e.model, e.model)
			if card == "optional" {
				fmt.Fprintf(&g.visit, "if %s == nil {\nh.Len(0)\n} else {\nh.Len(1)\nh.Int64(int64(*%s))\n}\n", p, p)
			}
			return
		}
		w := &elem{kind: "wrapper", scalar: e.scalar, model: "*" + e.model}
		if e.goInt { // Go's int (user_int.go)
			fmt.Fprintf(&g.to, "%s: %s,\n", tn, intPtrTo(m))
			fmt.Fprintf(&g.from, "%s: %s,\n", name, intPtrFrom(p))
		} else {
			fmt.Fprintf(&g.to, "%s: %s,\n", tn, g.thTo(w, m))
			fmt.Fprintf(&g.from, "%s: %s,\n", name, g.thFrom(w, p))
		}
		if card == "optional" {
			fmt.Fprintf(&g.visit, "%s\n", g.thHash(w, p))
		}
	case "repeated":
		if g.thSame(e) {
			fmt.Fprintf(&g.to, "%s: %s,\n", tn, m)
			fmt.Fprintf(&g.from, "%s: %s,\n", name, p)
		} else {
			fmt.Fprintf(&g.to, "%s: rt.ConvSlice(%s, func(v %s) %s { return %s }),\n", tn, m, e.model, g.thGo(e), g.thTo(e, "v"))
			fmt.Fprintf(&g.from, "%s: rt.ConvSlice(%s, func(v %s) %s { return %s }),\n", name, p, g.thGo(e), e.model, g.thFrom(e, "v"))
		}
		fmt.Fprintf(&g.visit, "h.Len(len(%s))\nfor _, e := range %s {\n%s\n}\n", p, p, g.thHash(e, "e"))
	case "map":
		if g.thSame(e) && g.thSame(key) {
			fmt.Fprintf(&g.to, "%s: %s,\n", tn, m)
			fmt.Fprintf(&g.from, "%s: %s,\n", name, p)
		} else {
			fmt.Fprintf(&g.to, "%s: thMap(%s, func(k %s) %s { return %s }, func(v %s) %s { return %s }),\n", tn, m,
				key.model, g.thGo(key), g.thTo(key, "k"), e.model, g.thGo(e), g.thTo(e, "v"))
			fmt.Fprintf(&g.from, "%s: thMap(%s, func(k %s) %s { return %s }, func(v %s) %s { return %s }),\n", name, p,
				g.thGo(key), key.model, g.thFrom(key, "k"), g.thGo(e), e.model, g.thFrom(e, "v"))
		}
		fmt.Fprintf(&g.visit, "h.Len(len(%s))\nfor _, k := range %s {\n%s\n%s\n}\n", p, key.Keys(p), g.thHash(key, "k"), g.thHash(e, p+"[k]"))
	default:
		fmt.Fprintf(&g.to, "%s: %s,\n", tn, g.thTo(e, m))
		fmt.Fprintf(&g.from, "%s: %s,\n", name, g.thFrom(e, p))
		fmt.Fprintf(&g.visit, "%s\n", g.thHash(e, p))
	}
}

// thGo is the Go type of a Thrift value.
func (g *thGen) thGo(e *elem) string {
	switch e.kind {
	case "message":
		return "*thgen." + thStructName(e.msg)
	case "timestamp":
		return "*thgen." + thTimestamp
	case "duration":
		return "*int64"
	case "enum":
		return "int32"
	}
	switch {
	case g.bits && e.scalar == "uint32":
		return "int32"
	case e.scalar == "uint32", e.scalar == "uint64":
		return "int64"
	case e.scalar == "float32":
		return "float64"
	}
	return e.scalar
}

// thCaseHash feeds a oneof case's value x (non-nil) to h as the model's
// digest does: a pointer kind with its presence, a scalar without.
func (g *thGen) thCaseHash(e *elem, x string) string {
	switch e.kind {
	case "message", "timestamp", "duration":
		return g.thHash(e, x)
	case "enum":
		return "h.Int64(int64(*" + x + "))"
	}
	return g.thScalarHash(e.scalar, x, true)
}

// userThrift prepares Thrift's code when thOpt is on and the format
// carries the schema: it writes the .thrift (thrift/schema.thrift beside
// the model) and reports true; else it records why not in LeftOut.
func (s *userSchema) userThrift(gen *protogen.Plugin, thOpt string) bool {
	return s.schemaLang(gen, thOpt, thWhy, "Thrift", []string{"thrift-compact", "thrift-binary"}, func() (string, string, []string, string) {
		u, why := s.thrift()
		if why != "" {
			return "", "", nil, why
		}
		s.Thrift = u
		return "thrift/schema.thrift", u.Schema, []string{"thgen", u.Import, "thriftcodec", "github.com/serbench/serbench/codecs/thrift"}, ""
	})
}

// thWhy are the reasons of userbuild's thrift= values other than on.
var thWhy = map[string]string{
	"missing": "needs thrift, the Apache Thrift compiler, which was not found on $PATH (Debian and Ubuntu: apt-get install thrift-compiler)",
	"build":   "thrift's code or serbench's conversions for the schema did not compile (serbench says why as it builds)",
}

// thInitialisms are the words Thrift's Go generator (0.17) writes in
// capitals, found by compiling a field of each: a field Url is URL in its
// Go code, A_id is AID.
var thInitialisms = map[string]bool{}

func init() {
	for _, w := range strings.Fields("API ASCII CPU CSS DNS EOF GUID HTML HTTP HTTPS ID IP JSON LHS QPS RAM RHS RPC " +
		"SLA SMTP SSH TCP TLS TTL UDP UI UID UUID URI URL UTF8 VM XML XSRF XSS") {
		thInitialisms[w[:1]+strings.ToLower(w[1:])] = true
	}
}

// thStructName is the Go name Thrift's generator gives a struct named
// name: a field's (thGoName), then an _ after one starting with New (its
// constructors' prefix) and another after one ending in Args or Result
// (its services' types), both read on the field's form (0.17's output:
// OrderResult_, NewsItem_, news News_, NewResult__, Url_info URLInfo).
func thStructName(name string) string {
	v := thGoName(name)
	out := v
	if strings.HasPrefix(v, "New") {
		out += "_"
	}
	if strings.HasSuffix(v, "Args") || strings.HasSuffix(v, "Result") {
		out += "_"
	}
	return out
}

// thGoName is the Go name Thrift's generator gives a field named name: its
// first letter upper-cased, each _ before a lower-case letter dropped and
// the letter upper-cased, and every word (between underscores) that is an
// initialism in capitals.
func thGoName(name string) string {
	if name == "" {
		return name
	}
	v := []byte(name)
	v[0] = byte(unicode.ToUpper(rune(v[0])))
	upper := func(from, to int) {
		if thInitialisms[string(v[from:to])] {
			copy(v[from:to], strings.ToUpper(string(v[from:to])))
		}
	}
	prefix := 0
	for i := 1; i < len(v)-1; i++ {
		if v[i] != '_' {
			continue
		}
		if c := v[i+1]; c >= 'a' && c <= 'z' {
			v = append(v[:i], v[i+1:]...)
			v[i] = c - 'a' + 'A'
		}
		upper(prefix, i)
		prefix = i
	}
	upper(prefix, len(v))
	return string(v)
}
