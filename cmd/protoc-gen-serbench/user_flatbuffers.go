package main

import (
	"fmt"
	"net/url"
	"path"
	"strings"

	"google.golang.org/protobuf/compiler/protogen"
)

// FlatBuffers in user mode (flatbuffers=on): the .fbs of the schema, which
// userbuild compiles with flatc --go into package fb, and the binding
// between the model and flatc's builder and accessors
// (flatbuffers_gen.go). Both are written from the descriptors, so that each
// field's type and presence are the .proto's:
//   - a message is a table, absent when the model's pointer is nil;
//   - a proto3 optional, wrapper or Duration field, and each case of a
//     oneof, is a field with presence: a scalar "= null", a string or
//     vector left out, a table or struct left out (a FlatBuffers union
//     holds only tables, so a oneof is one field per case, at most one set);
//   - Timestamp is a struct of seconds and nanoseconds, Duration a long of
//     nanoseconds (the model's time.Duration), an enum its int value;
//   - a map is a vector of key/value entry tables in key order;
//   - a list of bytes is a vector of tables (FlatBuffers has no vector of
//     vectors).
// A schema the format cannot carry this way (a list of wrappers, a field
// name that flatc's Go names collide on) leaves the codec out, with why.

// Tables and structs of serbench's own in the .fbs; a schema message of
// the same name leaves the codec out.
const (
	fbTimestamp = "SbTimestamp"
	fbBytes     = "SbBytes"
)

// fbUser is the FlatBuffers code of a schema.
type fbUser struct {
	Import string // flatc's package
	Schema string // the .fbs
	Msgs   []*fbMsg
}

type fbMsg struct {
	Name                string // model and table Go name
	Build, Visit, ToFun string // function bodies
}

// fbsScalar is the .fbs type and the Builder's Prepend method of a model
// scalar type.
var fbsScalar = map[string][2]string{
	"bool": {"bool", "Bool"}, "int32": {"int", "Int32"}, "int64": {"long", "Int64"},
	"uint32": {"uint", "Uint32"}, "uint64": {"ulong", "Uint64"},
	"float32": {"float", "Float32"}, "float64": {"double", "Float64"},
}

// flatbuffers returns the schema's FlatBuffers code, or why the format
// cannot carry the schema.
func (s *userSchema) flatbuffers() (*fbUser, string) {
	u := &fbUser{Import: path.Join(s.subRoot(), "fb")}
	var fbs strings.Builder
	fbs.WriteString("// FlatBuffers schema of " + strings.Join(s.Sources, ", ") + ", written by protoc-gen-serbench (mode=user).\n\nnamespace fb;\n\n")
	fmt.Fprintf(&fbs, "struct %s { seconds: long; nanos: int; }\n\ntable %s { v: [ubyte]; }\n", fbTimestamp, fbBytes)
	for _, m := range s.Messages {
		if m.Name == fbTimestamp || m.Name == fbBytes {
			return nil, fmt.Sprintf("the message %s has the name of serbench's own FlatBuffers type", m.FullName)
		}
		g := &fbGen{msg: m.Name, names: map[string]string{}}
		var entries []string
		fmt.Fprintf(&fbs, "\n// %s\ntable %s {\n", m.FullName, m.Name)
		for _, f := range m.Fields {
			var why string
			switch f.Card {
			case "oneof":
				fmt.Fprintf(&fbs, "  // oneof %s: one of these fields at most\n", f.Name)
				for _, c := range f.Oneof.Cases {
					if why = g.slot(&fbs, c.Proto, c.Name, "case", c.Elem, nil); why != "" {
						break
					}
					g.oneofVisit(c)
				}
				g.oneofEnd()
			case "map":
				entry := m.Name + "_" + schemaCamel(f.Proto) + "Entry"
				eg := &fbGen{msg: entry, names: map[string]string{}}
				var ef strings.Builder
				fmt.Fprintf(&ef, "table %s {\n", entry)
				if why = eg.slot(&ef, "key", "", "key", f.Key, nil); why == "" {
					why = eg.slot(&ef, "value", "", "value", f.Elem, nil)
				}
				ef.WriteString("}\n")
				entries = append(entries, ef.String())
				if why == "" {
					why = g.slot(&fbs, f.Proto, f.Name, "map", f.Elem, f.Key)
				}
			default:
				why = g.slot(&fbs, f.Proto, f.Name, f.Card, f.Elem, nil)
			}
			if why != "" {
				return nil, fmt.Sprintf("%s.%s: %s", m.FullName, f.Proto, why)
			}
		}
		fbs.WriteString("}\n")
		for _, e := range entries {
			fbs.WriteString("\n" + e)
		}
		u.Msgs = append(u.Msgs, &fbMsg{Name: m.Name, Build: g.pre.String() + fmt.Sprintf("fb.%sStart(b)\n", m.Name) + g.add.String() +
			fmt.Sprintf("return fb.%sEnd(b)", m.Name), Visit: strings.TrimSpace(g.visit.String()), ToFun: strings.TrimSpace(g.to.String())})
	}
	u.Schema = fbs.String()
	return u, ""
}

// fbGen writes one table's code: pre (strings, vectors and child tables,
// which FlatBuffers builds before the table), add (between Start and End),
// visit and to (the model from the accessors).
type fbGen struct {
	msg                 string
	names               map[string]string // flatc's Go names in use → field
	pre, add, visit, to strings.Builder
	oneof               []string // the visit's branches of the current oneof
	slots               int      // the table's fields declared so far: the next one's slot
}

// fbMethods are the Go methods flatc writes for a field of accessor acc:
// acc itself; Length for a vector (a list, a map's entries, bytes); Bytes
// for bytes ([ubyte]); Mutate for a scalar or a list of scalars. A string
// has acc alone, so that a string field country and a bytes field
// country_bytes (CountryBytes, CountryBytesLength, CountryBytesBytes) do
// not collide.
func fbMethods(acc, card string, e *elem) []string {
	if e == nil || e.kind == "wrapper" {
		return []string{acc, acc + "Length", acc + "Bytes", "Mutate" + acc} // all that flatc may write
	}
	names := []string{acc}
	bytes := e.kind == "scalar" && e.scalar == "[]byte"
	if card == "repeated" || card == "map" || bytes {
		names = append(names, acc+"Length")
	}
	if bytes && card != "repeated" && card != "map" {
		names = append(names, acc+"Bytes")
	}
	if e.kind == "enum" || e.kind == "duration" || e.kind == "scalar" && e.scalar != "string" && !bytes {
		names = append(names, "Mutate"+acc)
	}
	return names
}

// slot declares a field of the table and writes its code. card is single,
// optional, repeated, case (a oneof's), map, key or value (a map entry's);
// model is the model's field name (empty in an entry).
func (g *fbGen) slot(fbs *strings.Builder, name, model, card string, e, key *elem) string {
	acc := schemaCamel(name)
	for _, n := range fbMethods(acc, card, e) {
		if other, ok := g.names[n]; ok {
			return fmt.Sprintf("flatc's Go names of the fields %s and %q collide (%s)", other, name, n)
		}
		if n == "Init" || n == "Table" {
			return fmt.Sprintf("flatc's Go name %s of the field %q is one of its table's own methods", n, name)
		}
		g.names[n] = name
	}
	mx := "m." + model // the model's value
	t := "fb." + g.msg
	// present: the model's value is a pointer or a nil-able message, so the
	// field has presence; inner is the pointed-to value.
	present := card == "optional" || card == "case" || e.IsPtr()
	if card == "key" {
		mx = "k"
	} else if card == "value" {
		mx = "v"
	}
	inner := mx
	if present && e.kind != "message" && e.kind != "timestamp" {
		inner = "*" + mx
	}
	ftype := ""
	switch card {
	case "repeated":
		switch e.kind {
		case "scalar":
			ftype = "[" + fbsType(e.scalar) + "]"
			if e.scalar == "[]byte" {
				ftype = "[" + fbBytes + "]"
			}
		case "enum":
			ftype = "[int]"
		case "message":
			ftype = "[" + e.msg + "]"
		case "timestamp":
			ftype = "[" + fbTimestamp + "]"
		case "duration":
			ftype = "[long]"
		default:
			return "a list of wrapper messages has no FlatBuffers form here (a vector's elements cannot be absent)"
		}
		g.repeated(acc, t, mx, e)
	case "map":
		ftype = "[" + g.msg + "_" + acc + "Entry]"
		g.mapField(acc, t, mx, e, key)
	default:
		ftype = fbsSingle(e, present)
		g.single(acc, t, mx, inner, card, e, present)
	}
	fmt.Fprintf(fbs, "  %s: %s;\n", name, ftype)
	g.slots++
	return ""
}

// fbsType is the .fbs type of a scalar.
func fbsType(scalar string) string {
	switch scalar {
	case "string":
		return "string"
	case "[]byte":
		return "[ubyte]"
	}
	return fbsScalar[scalar][0]
}

// fbsSingle is the .fbs type of a field of one value, with presence when
// present.
func fbsSingle(e *elem, present bool) string {
	null := ""
	if present {
		null = " = null"
	}
	switch e.kind {
	case "scalar", "wrapper":
		if e.scalar == "string" || e.scalar == "[]byte" {
			return fbsType(e.scalar)
		}
		return fbsType(e.scalar) + null
	case "enum":
		return "int" + null
	case "message":
		return e.msg
	case "timestamp":
		return fbTimestamp
	}
	return "long = null" // duration
}

// single writes a field of one value. mx is the model's value (a pointer
// when present), inner the value it holds.
func (g *fbGen) single(acc, t, mx, inner, card string, e *elem, present bool) {
	o := "o" + acc
	ifPresent := func(code string) string {
		if present {
			return fmt.Sprintf("if %s != nil {\n%s\n}\n", mx, code)
		}
		return code + "\n"
	}
	scalar := e.scalar
	if e.kind == "enum" {
		scalar = "int32"
	}
	addTo := fmt.Sprintf("%sAdd%s(b, ", t, acc)
	switch {
	case e.value: // a struct value (user_value.go)
		g.singleValue(acc, t, mx, e)
		return
	case e.kind == "message":
		fmt.Fprintf(&g.pre, "var %s flatbuffers.UOffsetT\nif %s != nil {\n%s = fbBuild%s(b, %s)\n}\n", o, mx, o, e.msg, mx)
		g.add.WriteString(ifPresent(addTo + o + ")"))
	case e.kind == "timestamp":
		g.add.WriteString(ifPresent(fmt.Sprintf("%sfb.Create%s(b, %s.Unix(), int32(%s.Nanosecond())))", addTo, fbTimestamp, mx, mx)))
	case e.kind == "duration":
		g.add.WriteString(ifPresent(fmt.Sprintf("%sint64(*%s))", addTo, mx)))
	case scalar == "string" || scalar == "[]byte":
		create := "b.CreateString"
		if scalar == "[]byte" {
			create = "b.CreateByteVector"
		}
		if present {
			fmt.Fprintf(&g.pre, "var %s flatbuffers.UOffsetT\nif %s != nil {\n%s = %s(%s)\n}\n", o, mx, o, create, inner)
		} else {
			// proto3 leaves out an empty string or bytes; so does this.
			fmt.Fprintf(&g.pre, "var %s flatbuffers.UOffsetT\nif len(%s) > 0 {\n%s = %s(%s)\n}\n", o, mx, o, create, mx)
		}
		fmt.Fprintf(&g.add, "if %s != 0 {\n%s%s)\n}\n", o, addTo, o)
	case e.kind == "enum":
		g.add.WriteString(ifPresent(fmt.Sprintf("%sint32(%s))", addTo, inner)))
	case !present && (scalar == "float64" || scalar == "float32"):
		// flatc's Add leaves out a value equal to the default 0, which a
		// negative zero is; fbrt writes that one to the slot itself.
		fmt.Fprintf(&g.add, "fbrt.%sSlot(b, %d, %s, %sAdd%s)\n", map[string]string{"float64": "Float64", "float32": "Float32"}[scalar], g.slots, inner, t, acc)
	default:
		g.add.WriteString(ifPresent(addTo + e.toWire(inner) + ")"))
	}
	g.readSingle(acc, "t", mx, card, e, present)
}

// readSingle writes the visit and the conversion of a field of one value
// read through accessor acc of table value tv.
func (g *fbGen) readSingle(acc, tv, mx, card string, e *elem, present bool) {
	v := "v" + acc
	get := tv + "." + acc
	scalar := e.scalar
	// pres is the condition that the field is present, after decl; val is
	// its inner value, hash its digest (without presence), conv the model's
	// value (a pointer when present).
	var decl, pres, hash, conv string
	switch {
	case e.kind == "message":
		decl = fmt.Sprintf("var %s fb.%s\n", v, e.msg)
		pres = fmt.Sprintf("%s(&%s) != nil", get, v)
		hash = fmt.Sprintf("fbVisit%s(h, &%s)", e.msg, v)
		conv = fmt.Sprintf("fbTo%s(&%s)", e.msg, v)
	case e.kind == "timestamp":
		decl = fmt.Sprintf("var %s fb.%s\n", v, fbTimestamp)
		pres = fmt.Sprintf("%s(&%s) != nil", get, v)
		hash = fmt.Sprintf("h.Int64(%s.Seconds())\nh.Int64(int64(%s.Nanos()))", v, v)
		conv = fmt.Sprintf("rt.FBTime(%s.Seconds(), %s.Nanos())", v, v)
	case scalar == "string" || scalar == "[]byte":
		if scalar == "[]byte" {
			get += "Bytes"
		}
		decl = fmt.Sprintf("%s := %s()\n", v, get)
		pres = v + " != nil"
		hash = "h.Bytes(" + v + ")"
		if scalar == "string" {
			conv = "string(" + v + ")"
		} else {
			conv = "bytes.Clone(" + v + ")"
		}
		if present {
			conv = "rt.Ptr(" + conv + ")"
		}
	default:
		decl = fmt.Sprintf("%s := %s()\n", v, get)
		val := v
		if present {
			pres = v + " != nil"
			val = "*" + v
		}
		switch e.kind {
		case "enum":
			hash = "h.Int64(int64(" + val + "))"
			conv = e.model + "(" + val + ")"
			if present {
				conv = "rt.Ptr(" + conv + ")"
			}
		case "duration":
			hash = "h.Int64(" + val + ")"
			conv = "(*time.Duration)(" + v + ")"
		default:
			hash = scalarHash(scalar, val)
			conv = v
			if e.goInt { // Go's int (user_int.go)
				conv = e.fromWire(v)
				if present {
					conv = intPtrFrom(v)
				}
			}
		}
	}
	if !present {
		fmt.Fprintf(&g.visit, "%s%s\n", decl, hash)
		fmt.Fprintf(&g.to, "%s%s = %s\n", decl, mx, conv)
		return
	}
	if card == "case" {
		g.oneof = append(g.oneof, decl, pres, hash)
	} else {
		fmt.Fprintf(&g.visit, "%sif %s {\nh.Len(1)\n%s\n} else {\nh.Len(0)\n}\n", decl, pres, hash)
	}
	fmt.Fprintf(&g.to, "%sif %s {\n%s = %s\n}\n", decl, pres, mx, conv)
}

// oneofVisit adds case c's branch to the oneof's visit: its number, then
// its value as the model's digest feeds it (a pointer kind's presence
// first).
func (g *fbGen) oneofVisit(c *uCase) {
	n := len(g.oneof)
	if n < 3 {
		return
	}
	hash := g.oneof[n-1]
	if c.Elem.IsPtr() {
		hash = "h.Len(1)\n" + hash
	}
	g.oneof[n-1] = fmt.Sprintf("h.Len(%d)\n%s", c.Number, hash)
}

// oneofEnd writes the oneof's visit: the first case present.
func (g *fbGen) oneofEnd() {
	for i := 0; i+2 < len(g.oneof); i += 3 {
		g.visit.WriteString(g.oneof[i])
	}
	for i := 0; i+2 < len(g.oneof); i += 3 {
		if i > 0 {
			g.visit.WriteString(" else ")
		}
		fmt.Fprintf(&g.visit, "if %s {\n%s\n}", g.oneof[i+1], g.oneof[i+2])
	}
	if len(g.oneof) > 0 {
		g.visit.WriteString(" else {\nh.Len(0)\n}\n")
	}
	g.oneof = nil
}

// repeated writes a list field.
func (g *fbGen) repeated(acc, t, mx string, e *elem) {
	o := "o" + acc
	n := "len(" + mx + ")"
	fmt.Fprintf(&g.pre, "var %s flatbuffers.UOffsetT\nif %s > 0 {\n", o, n)
	start := fmt.Sprintf("%sStart%sVector", t, acc)
	scalar := e.scalar
	switch {
	case e.kind == "timestamp":
		fmt.Fprintf(&g.pre, "%s(b, %s)\nfor i := %s - 1; i >= 0; i-- {\nsec, ns := rt.TimeParts(%s[i])\nfb.Create%s(b, sec, ns)\n}\n%s = b.EndVector(%s)\n",
			start, n, n, mx, fbTimestamp, o, n)
	case e.kind == "duration":
		fmt.Fprintf(&g.pre, "%s(b, %s)\nfor i := %s - 1; i >= 0; i-- {\nb.PrependInt64(rt.Nanos(%s[i]))\n}\n%s = b.EndVector(%s)\n", start, n, n, mx, o, n)
	case e.kind == "message" || scalar == "string" || scalar == "[]byte":
		var elemOff string
		switch {
		case e.kind == "message":
			elemOff = fmt.Sprintf("fbBuild%s(b, %s)", e.msg, e.Addr("e"))
		case scalar == "string":
			elemOff = "b.CreateString(e)"
		default:
			elemOff = "fbBytes(b, e)"
		}
		fmt.Fprintf(&g.pre, "var tmp [64]flatbuffers.UOffsetT\noffs := tmp[:0]\nfor _, e := range %s {\noffs = append(offs, %s)\n}\n%s = fbrt.FBVector(b, %s, offs)\n", mx, elemOff, o, start)
	default:
		prep := "b.Prepend" + fbsScalar[scalar][1] + "(" + e.toWire(mx+"[i]") + ")"
		if e.kind == "enum" {
			prep = "b.PrependInt32(int32(" + mx + "[i]))"
		}
		fmt.Fprintf(&g.pre, "%s(b, %s)\nfor i := %s - 1; i >= 0; i-- {\n%s\n}\n%s = b.EndVector(%s)\n", start, n, n, prep, o, n)
	}
	g.pre.WriteString("}\n")
	fmt.Fprintf(&g.add, "if %s != 0 {\n%sAdd%s(b, %s)\n}\n", o, t, acc, o)

	// The read: an element per index, through a reused table or struct value.
	get := "t." + acc
	var decl, hash, conv string
	switch {
	case e.kind == "message":
		decl = fmt.Sprintf("var x fb.%s\n", e.msg)
		hash = fmt.Sprintf("%s(&x, i)\nh.Len(1)\nfbVisit%s(h, &x)", get, e.msg)
		if e.value {
			hash = fmt.Sprintf("%s(&x, i)\nfbVisit%s(h, &x)", get, e.msg)
		}
		conv = fmt.Sprintf("%s(&x, i)\n%s[i] = %s", get, mx, e.FromPtr("fbTo"+e.msg+"(&x)"))
	case e.kind == "timestamp":
		decl = fmt.Sprintf("var x fb.%s\n", fbTimestamp)
		hash = fmt.Sprintf("%s(&x, i)\nh.Len(1)\nh.Int64(x.Seconds())\nh.Int64(int64(x.Nanos()))", get)
		conv = fmt.Sprintf("%s(&x, i)\n%s[i] = rt.FBTime(x.Seconds(), x.Nanos())", get, mx)
	case e.kind == "duration":
		hash = fmt.Sprintf("h.Len(1)\nh.Int64(%s(i))", get)
		conv = fmt.Sprintf("%s[i] = rt.Ptr(time.Duration(%s(i)))", mx, get)
	case scalar == "[]byte":
		decl = fmt.Sprintf("var x fb.%s\n", fbBytes)
		hash = fmt.Sprintf("%s(&x, i)\nh.Bytes(x.VBytes())", get)
		conv = fmt.Sprintf("%s(&x, i)\n%s[i] = bytes.Clone(x.VBytes())", get, mx)
	case scalar == "string":
		hash = fmt.Sprintf("h.Bytes(%s(i))", get)
		conv = fmt.Sprintf("%s[i] = string(%s(i))", mx, get)
	case e.kind == "enum":
		hash = fmt.Sprintf("h.Int64(int64(%s(i)))", get)
		conv = fmt.Sprintf("%s[i] = %s(%s(i))", mx, e.model, get)
	default:
		hash = scalarHash(scalar, get+"(i)")
		conv = fmt.Sprintf("%s[i] = %s", mx, e.fromWire(get+"(i)"))
	}
	fmt.Fprintf(&g.visit, "{\nn := %sLength()\nh.Len(n)\n%sfor i := range n {\n%s\n}\n}\n", get, decl, hash)
	fmt.Fprintf(&g.to, "if n := %sLength(); n > 0 {\n%s = make([]%s, n)\n%sfor i := range n {\n%s\n}\n}\n", get, mx, e.Model(), decl, conv)
}

// mapField writes a map field: a vector of entry tables, in key order.
func (g *fbGen) mapField(acc, t, mx string, v, k *elem) {
	entry := g.msg + "_" + acc + "Entry"
	eg := &fbGen{msg: entry, names: map[string]string{}}
	var discard strings.Builder
	eg.slot(&discard, "key", "", "key", k, nil)
	eg.slot(&discard, "value", "", "value", v, nil)
	o := "o" + acc
	fmt.Fprintf(&g.pre, "var %s flatbuffers.UOffsetT\nif len(%s) > 0 {\nvar tmp [64]flatbuffers.UOffsetT\noffs := tmp[:0]\nfor _, k := range %s {\nv := %s[k]\n%sfb.%sStart(b)\n%soffs = append(offs, fb.%sEnd(b))\n}\n%s = fbrt.FBVector(b, %sStart%sVector, offs)\n}\n",
		o, mx, k.Keys(mx), mx, eg.pre.String(), entry, eg.add.String(), entry, o, t, acc)
	fmt.Fprintf(&g.add, "if %s != 0 {\n%sAdd%s(b, %s)\n}\n", o, t, acc, o)
	// The entries' reads use t for the entry: a block of their own.
	get := "t." + acc
	fmt.Fprintf(&g.visit, "{\nn := %sLength()\nh.Len(n)\nvar e fb.%s\nfor i := range n {\n%s(&e, i)\nt := &e\n%s}\n}\n", get, entry, get, eg.visit.String())
	fmt.Fprintf(&g.to, "if n := %sLength(); n > 0 {\n%s = make(map[%s]%s, n)\nvar e fb.%s\nfor i := range n {\n%s(&e, i)\nt := &e\nvar k %s\nvar v %s\n%s%s[k] = v\n}\n}\n",
		get, mx, k.Model(), v.Model(), entry, get, k.Model(), v.Model(), eg.to.String(), mx)
}

// userFlatbuffers prepares FlatBuffers' code when fbOpt is on and the
// format carries the schema: it writes the .fbs (fbs/schema.fbs beside the
// model, for flatc) and reports true; else it records why not in LeftOut.
func (s *userSchema) userFlatbuffers(gen *protogen.Plugin, fbOpt string) bool {
	return s.schemaLang(gen, fbOpt, fbWhy, "FlatBuffers", []string{"flatbuffers"}, func() (string, string, []string, string) {
		u, why := s.flatbuffers()
		if why != "" {
			return "", "", nil, why
		}
		s.FB = u
		return "fbs/schema.fbs", u.Schema, []string{"fb", u.Import, "flatbuffers", "github.com/google/flatbuffers/go", "fbcodec", "github.com/serbench/serbench/codecs/flatbuffers", "bytes", "bytes"}, ""
	})
}

// schemaLang prepares a schema language's code when opt is on and carry
// finds that the format carries the schema: carry returns the schema file
// (beside the model, where userbuild runs the language's compiler on it),
// its text and the imports of the language's code as name, path pairs, or
// why not; schemaLang then writes the file and reports true, or records
// why not in LeftOut for each of the language's codecs.
func (s *userSchema) schemaLang(gen *protogen.Plugin, opt string, whys map[string]string, title string, codecs []string,
	carry func() (file, text string, imports []string, why string)) bool {
	why := optWhy(opt, whys)
	var file, text string
	var imports []string
	if why == "" {
		if file, text, imports, why = carry(); why != "" {
			why = title + " cannot carry the schema as serbench writes it: " + why
		}
	}
	if why != "" {
		for _, c := range codecs {
			s.LeftOut[c] = why
		}
		return false
	}
	for i := 0; i+1 < len(imports); i += 2 {
		s.quals[imports[i]] = imports[i+1]
	}
	s.writeSchemaFile(gen, file, text)
	return true
}

// optWhy is why a schema language's code is not written, by its option's
// value (whys), or "" when it is on. A value may carry the error that made
// userbuild leave the code out (build:<query-escaped error>), which then
// stands in for "serbench says why as it builds".
func optWhy(opt string, whys map[string]string) string {
	kind, detail := optDetail(opt)
	switch {
	case kind == "on":
		return ""
	case whys[kind] != "" && detail != "":
		return strings.TrimSuffix(whys[kind], " (serbench says why as it builds)") + ": " + detail
	case whys[kind] != "":
		return whys[kind]
	}
	return "not asked for"
}

// optDetail splits an option's value kind:<query-escaped detail>.
func optDetail(opt string) (kind, detail string) {
	kind, esc, ok := strings.Cut(opt, ":")
	if !ok {
		return opt, ""
	}
	detail, err := url.QueryUnescape(esc)
	if err != nil {
		detail = esc
	}
	return kind, detail
}

// writeSchemaFile writes a schema language's file beside the model, where
// userbuild runs its compiler on it.
func (s *userSchema) writeSchemaFile(gen *protogen.Plugin, name, text string) {
	if !s.Lean {
		name = path.Join(s.subRoot(), name) // the temporary module's; a dataset's are relative to its folder
	}
	f := gen.NewGeneratedFile(name, "")
	_, _ = f.Write([]byte(text))
}

// fbWhy are the reasons of userbuild's flatbuffers= values other than on.
var fbWhy = map[string]string{
	"missing": "needs flatc, the FlatBuffers compiler, which was not found on $PATH (Debian and Ubuntu: apt-get install flatbuffers-compiler)",
	"build":   "flatc's code or serbench's binding for the schema did not compile (serbench says why as it builds)",
}
