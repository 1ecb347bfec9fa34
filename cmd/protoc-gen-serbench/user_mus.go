package main

import (
	"fmt"
	"strings"
)

// mus-go in user mode (mus_gen.go): musSize<M>, musMarshal<M> and
// musUnmarshal<M>, the code a person writes by hand with mus-go's
// serializers, for every message, written from the descriptors. A
// message's fields go in the .proto's order: integers varint's (zigzag
// for signed ones), floats raw's, bools ord's, strings and bytes ord's
// with a length serializer that refuses a length beyond muscodec.MaxLen
// (musrt.MusString, MusBytes), an enum its int32; a presence flag
// (ord.Bool) before every pointer (message, optional, wrapper, Timestamp as
// varint seconds and nanoseconds, Duration as varint nanoseconds); a
// oneof its set case's number (varint, 0 for none) and then the case's
// value; a list or map its length (varint.PositiveInt, bounded by the
// bytes left) and then its elements or key/value pairs. musUnmarshal<M>
// counts the depth of nested messages, so that a recursive schema's input
// cannot nest the read past the stack: that takes a depth argument, which
// mus-go's Serializer interface has no room for, so nested messages are
// functions rather than serializers and only the root is a Serializer
// (musrt.MusRoot).

// musScalar is mus-go's serializer of a scalar type.
var musScalar = map[string]string{
	"bool": "ord.Bool", "int32": "varint.Int32", "int64": "varint.Int64", "uint32": "varint.Uint32", "uint64": "varint.Uint64",
	"float32": "raw.Float32", "float64": "raw.Float64", "string": "musrt.MusString", "[]byte": "musrt.MusBytes",
}

// musRead is the block that unmarshals a value with read (an expression
// of (value, bytes used, error) from bs[n:]) into target, through conv.
func musRead(read, target, conv string) string {
	if conv != "" {
		conv = fmt.Sprintf(conv, "v")
	} else {
		conv = "v"
	}
	return fmt.Sprintf("{\nv, n1, err := %s\nn += n1\nif err != nil {\nreturn nil, n, err\n}\n%s = %s\n}", read, target, conv)
}

// MusSize is the statement adding model value x's size to n.
func (e *elem) MusSize(x string) string {
	if e.value {
		return e.musValSize(x) // user_mapvalue.go
	}
	switch e.kind {
	case "scalar":
		return "n += " + musScalar[e.scalar] + ".Size(" + e.toWire(x) + ")"
	case "enum":
		return "n += varint.Int32.Size(int32(" + x + "))"
	}
	return fmt.Sprintf("n++\nif %s != nil {\n%s\n}", x, e.MusBodySize(x))
}

// MusBodySize adds the size of the value pointer x points to.
func (e *elem) MusBodySize(x string) string {
	switch e.kind {
	case "message":
		return "n += musSize" + e.msg + "(" + x + ")"
	case "timestamp":
		return "n += musrt.MusSizeTime(" + x + ")"
	case "duration":
		return "n += varint.Int64.Size(int64(*" + x + "))"
	}
	return e.scalarOrEnum().MusSize("*" + x)
}

// scalarOrEnum is the value a wrapper or optional field points to.
func (e *elem) scalarOrEnum() *elem {
	if e.kind == "wrapper" {
		return &elem{kind: "scalar", scalar: e.scalar, model: e.scalar}
	}
	return e
}

// MusMarshal is the statement writing model value x into bs[n:].
func (e *elem) MusMarshal(x string) string {
	if e.value {
		return e.musValMarshal(x) // user_mapvalue.go
	}
	switch e.kind {
	case "scalar":
		return "n += " + musScalar[e.scalar] + ".Marshal(" + e.toWire(x) + ", bs[n:])"
	case "enum":
		return "n += varint.Int32.Marshal(int32(" + x + "), bs[n:])"
	}
	return fmt.Sprintf("n += ord.Bool.Marshal(%s != nil, bs[n:])\nif %s != nil {\n%s\n}", x, x, e.MusBodyMarshal(x))
}

// MusBodyMarshal writes the value pointer x points to.
func (e *elem) MusBodyMarshal(x string) string {
	switch e.kind {
	case "message":
		return "n += musMarshal" + e.msg + "(" + x + ", bs[n:])"
	case "timestamp":
		return "n += musrt.MusMarshalTime(" + x + ", bs[n:])"
	case "duration":
		return "n += varint.Int64.Marshal(int64(*" + x + "), bs[n:])"
	}
	return e.scalarOrEnum().MusMarshal("*" + x)
}

// MusUnmarshal is the block reading a model value from bs[n:] into
// target; an absent pointer leaves target as it is (nil).
func (e *elem) MusUnmarshal(target string) string {
	if e.value {
		return e.musValUnmarshal(target) // user_mapvalue.go
	}
	switch e.kind {
	case "scalar":
		return musRead(musScalar[e.scalar]+".Unmarshal(bs[n:])", target, e.fromWire("%s"))
	case "enum":
		return musRead("varint.Int32.Unmarshal(bs[n:])", target, e.model+"(%s)")
	}
	return fmt.Sprintf("{\npresent, n1, err := ord.Bool.Unmarshal(bs[n:])\nn += n1\nif err != nil {\nreturn nil, n, err\n}\nif present {\n%s\n}\n}",
		e.MusBodyUnmarshal(target))
}

// MusBodyUnmarshal reads a value into a new pointer, target.
func (e *elem) MusBodyUnmarshal(target string) string {
	switch e.kind {
	case "message":
		return musRead("musUnmarshal"+e.msg+"(bs[n:], depth+1)", target, "")
	case "timestamp":
		return musRead("musrt.MusUnmarshalTime(bs[n:])", target, "")
	case "duration":
		return musRead("varint.Int64.Unmarshal(bs[n:])", target, "rt.Ptr(time.Duration(%s))")
	}
	s := e.scalarOrEnum()
	if s.kind == "enum" {
		return musRead("varint.Int32.Unmarshal(bs[n:])", target, "rt.Ptr("+s.model+"(%s))")
	}
	if s.goInt {
		return musRead(musScalar[s.scalar]+".Unmarshal(bs[n:])", target, "rt.Ptr(int(%s))")
	}
	return musRead(musScalar[s.scalar]+".Unmarshal(bs[n:])", target, "&%s")
}

// musField is the mus code of one field: its size, marshal and unmarshal
// statements.
type musField struct{ Size, Marshal, Unmarshal string }

// Mus is the mus code of the field.
func (f *uField) Mus() musField {
	x := "m." + f.Name
	e := f.Elem
	if e != nil && e.value && f.Card == "single" {
		return e.musValue(x) // user_value.go
	}
	if e != nil && e.value && f.Card == "repeated" && e.wrapGo == "" { // a oneof's field has no Elem, its cases do
		return e.musValues(x) // user_value.go
	}
	var c musField
	switch f.Card {
	case "oneof":
		var size, mar, un strings.Builder
		size.WriteString("switch {\n")
		mar.WriteString("switch {\n")
		un.WriteString("{\ntag, n1, err := varint.Uint32.Unmarshal(bs[n:])\nn += n1\nif err != nil {\nreturn nil, n, err\n}\nswitch tag {\ncase 0:\n")
		for _, k := range f.Oneof.Cases {
			kx := "m." + k.Name
			fmt.Fprintf(&size, "case %s != nil:\nn += varint.Uint32.Size(%d)\n%s\n", kx, k.Number, k.Elem.MusBodySize(kx))
			fmt.Fprintf(&mar, "case %s != nil:\nn += varint.Uint32.Marshal(%d, bs[n:])\n%s\n", kx, k.Number, k.Elem.MusBodyMarshal(kx))
			fmt.Fprintf(&un, "case %d:\n%s\n", k.Number, k.Elem.MusBodyUnmarshal(kx))
		}
		size.WriteString("default:\nn++\n}")
		mar.WriteString("default:\nn += varint.Uint32.Marshal(0, bs[n:])\n}")
		un.WriteString("default:\nreturn nil, n, musrt.MusBadCase(tag)\n}\n}")
		c = musField{size.String(), mar.String(), un.String()}
	case "optional":
		c.Size = fmt.Sprintf("n++\nif %s != nil {\n%s\n}", x, e.MusBodySize(x))
		c.Marshal = fmt.Sprintf("n += ord.Bool.Marshal(%s != nil, bs[n:])\nif %s != nil {\n%s\n}", x, x, e.MusBodyMarshal(x))
		c.Unmarshal = fmt.Sprintf("{\npresent, n1, err := ord.Bool.Unmarshal(bs[n:])\nn += n1\nif err != nil {\nreturn nil, n, err\n}\nif present {\n%s\n}\n}",
			e.MusBodyUnmarshal(x))
	case "repeated":
		c.Size = fmt.Sprintf("n += varint.PositiveInt.Size(len(%s))\nfor _, v := range %s {\n%s\n}", x, x, e.MusSize("v"))
		c.Marshal = fmt.Sprintf("n += varint.PositiveInt.Marshal(len(%s), bs[n:])\nfor _, v := range %s {\n%s\n}", x, x, e.MusMarshal("v"))
		c.Unmarshal = fmt.Sprintf("{\nl, n1, err := musrt.MusLen(bs[n:])\nn += n1\nif err != nil {\nreturn nil, n, err\n}\n"+
			"if l > 0 {\n%s = make([]%s, l)\nfor i := range %s {\n%s\n}\n}\n}", x, e.model, x, e.MusUnmarshal(x+"[i]"))
	case "map":
		k := f.Key
		c.Size = fmt.Sprintf("n += varint.PositiveInt.Size(len(%s))\nfor mk, mv := range %s {\n%s\n%s\n}", x, x, k.MusSize("mk"), e.MusSize("mv"))
		c.Marshal = fmt.Sprintf("n += varint.PositiveInt.Marshal(len(%s), bs[n:])\nfor mk, mv := range %s {\n%s\n%s\n}", x, x, k.MusMarshal("mk"), e.MusMarshal("mv"))
		c.Unmarshal = fmt.Sprintf("{\nl, n1, err := musrt.MusLen(bs[n:])\nn += n1\nif err != nil {\nreturn nil, n, err\n}\n"+
			"if l > 0 {\n%s = make(map[%s]%s, l)\nfor range l {\nvar mk %s\nvar mv %s\n%s\n%s\n%s[mk] = mv\n}\n}\n}",
			x, k.model, e.model, k.model, e.model, k.MusUnmarshal("mk"), e.MusUnmarshal("mv"), x)
	default:
		c.Size = e.MusSize(x)
		c.Marshal = e.MusMarshal(x)
		c.Unmarshal = e.MusUnmarshal(x)
	}
	return c
}
