package main

import (
	"fmt"
	"slices"
	"strings"
)

// Messages held by value (dataset flavor): a dataset's model may hold a
// list's structs as values ([]Item) where the user mode's model has
// pointers ([]*Item), as seed 002's Object holds its List []Embedded.
// tools/datasetgen names such fields (by_value in the names file);
// their elem is the message's with value set and the model's type the
// struct's. Each codec's code takes an element's address where it takes
// the pointer, and writes a read message into the element (an absent one
// is the zero value). An element is always there: neither the model's
// digest nor a read visit feeds its presence (a visit that meets a nil
// element, which no decoder makes, feeds rt.ErrMark). The baseline and
// mus write no presence before it; they, jx and fastjson
// read it in place (user_value.go.tmpl's decoders into a value), with no
// allocation per element; a message whose only messages are lists of flat
// struct values is a Bebop struct, as a flat one is.

// byValue makes f's message a struct value of the model: a list's
// elements, a single field's (below), or a map's values (whose code takes
// the address of a copy: a map's value is not addressable).
func (f *uField) byValue() error {
	if f.Elem == nil || f.Elem.kind != "message" || f.Card != "repeated" && f.Card != "single" && f.Card != "map" {
		return fmt.Errorf("field %s: only a list of messages or a single message can hold struct values here", f.Proto)
	}
	e := *f.Elem
	e.value = true
	e.model = strings.TrimPrefix(e.model, "*")
	f.Elem = &e
	return nil
}

// Addr is the model pointer of model value x: &x for a value held by
// value, x itself otherwise.
func (e *elem) Addr(x string) string {
	if e.wrapGo != "" {
		return e.wrapAddr(x)
	}
	if e.value {
		return "&" + x
	}
	return x
}

// FromPtr is the model value of model pointer x made by a conversion from
// a codec's message: *x (the zero value for nil) for a value held by
// value, x itself otherwise.
func (e *elem) FromPtr(x string) string {
	if e.wrapGo != "" {
		return e.wrapFrom(x)
	}
	if e.value {
		return "rt.Deref(" + x + ")"
	}
	return x
}

// baseValues is the baseline's code of a list of struct values x: a count,
// then each message's fields, with no presence byte (a value is always
// there), each read in place.
func (e *elem) baseValues(x string) baseField {
	// 1 bounds the count: an element's fields take a byte at least, but
	// for a struct of no fields (whose list the count then refuses).
	return baseField{
		Size: fmt.Sprintf("n += baseline.SizeLen\nfor i := range %s {\nn += baseSize%s(&%s[i])\n}", x, e.msg, x),
		App:  fmt.Sprintf("b = baseline.AppendLen(b, len(%s))\nfor i := range %s {\nb = baseAppend%s(b, &%s[i])\n}", x, x, e.msg, x),
		Read: fmt.Sprintf("if c := r.Count(1); c > 0 {\n%s = make([]%s, c)\nfor i := range %s {\nbaselinert.BaseInto(r, &%s[i], baseRead%s)\n}\n}",
			x, e.model, x, x, e.msg),
	}
}

// bopFlatValues reports whether a message is flat but for lists of struct
// values of flat messages, which a Bebop struct carries as a list of
// structs (the dataset flavor's bopStruct): no presence anywhere, as the
// built-in datasets' schemas had it.
func (s *userSchema) bopFlatValues(m *userMessage) bool {
	rest := &userMessage{}
	for _, f := range m.Fields {
		if f.Card != "repeated" || !f.Elem.value {
			rest.Fields = append(rest.Fields, f)
			continue
		}
		i := slices.IndexFunc(s.Messages, func(n *userMessage) bool { return n.Name == f.Elem.msg })
		if i < 0 || !bopFlat(s.Messages[i]) {
			return false
		}
	}
	return len(rest.Fields) < len(m.Fields) && (len(rest.Fields) == 0 || bopFlat(rest))
}

// bopValues converts a list of struct values, model x and Bebop struct
// field v, and visits it (no element's presence, as the model's digest).
func (e *elem) bopValues(x, v string) (to, from, visit string) {
	bt := "bop." + e.msg
	to = fmt.Sprintf("%s = rt.ConvSlice(%s, func(e %s) %s { return *bopTo%s(%s) })", v, x, e.model, bt, e.msg, e.Addr("e"))
	from = fmt.Sprintf("%s = rt.ConvSlice(%s, func(o %s) %s { return *bopFrom%s(&o) })", x, v, bt, e.model, e.msg)
	if e.wrapGo != "" { // a wrapped list's, user_wrapgo.go
		from = fmt.Sprintf("%s = rt.ConvSlice(%s, func(o %s) %s { return %s })", x, v, bt, e.model, e.FromPtr("bopFrom"+e.msg+"(&o)"))
	}
	visit = fmt.Sprintf("h.Len(len(%s))\nfor i := range %s {\nbopVisit%s(h, &%s[i])\n}", v, v, e.msg, v)
	return to, from, visit
}

// ValueMessages are the messages some list holds as struct values, whose
// decoders into a value user_value.go.tmpl writes.
func (s *userSchema) ValueMessages() []*userMessage {
	var out []*userMessage
	for _, m := range s.Messages {
		if slices.ContainsFunc(s.Messages, func(o *userMessage) bool {
			return slices.ContainsFunc(o.Fields, func(f *uField) bool { return f.Elem != nil && f.Elem.value && f.Elem.msg == m.Name })
		}) {
			out = append(out, m)
		}
	}
	return out
}

// musValues is mus's code of a list of struct values x: its length, then
// each message's fields with no presence (a value is always there), each
// read in place.
func (e *elem) musValues(x string) musField {
	return musField{
		Size:    fmt.Sprintf("n += varint.PositiveInt.Size(len(%s))\nfor i := range %s {\nn += musSize%s(&%s[i])\n}", x, x, e.msg, x),
		Marshal: fmt.Sprintf("n += varint.PositiveInt.Marshal(len(%s), bs[n:])\nfor i := range %s {\nn += musMarshal%s(&%s[i], bs[n:])\n}", x, x, e.msg, x),
		Unmarshal: fmt.Sprintf("{\nl, n1, err := musrt.MusLen(bs[n:])\nn += n1\nif err != nil {\nreturn nil, n, err\n}\n"+
			"if l > 0 {\n%s = make([]%s, l)\nfor i := range %s {\n_, n1, err := musUnmarshalInto%s(bs[n:], depth+1, &%s[i])\nn += n1\nif err != nil {\nreturn nil, n, err\n}\n}\n}\n}",
			x, e.model, x, e.msg, x),
	}
}

// A single struct field held by value (User User), in the dataset flavor:
// the model always has it, so no codec's code feeds or writes its
// presence where the codec lets a message be absent without it (the
// baseline, mus), and every codec writes it; a read message that lacks it
// (which no encoder makes) converts to the zero value, and its visit feeds
// rt.ErrMark where the format tells (a nil pointer, a null reference), as a
// list's nil element does. protoc-gen-go's, Thrift's, Symphony's, benc's
// and the Avros' code of it is their single message's with the element's
// address taken (Addr, FromPtr); the others' is here.

// baseValue is the baseline's code of a single struct value x: its fields
// with no presence byte, read in place.
func (e *elem) baseValue(x string) baseField {
	return baseField{
		Size: fmt.Sprintf("n += baseSize%s(&%s)", e.msg, x),
		App:  fmt.Sprintf("b = baseAppend%s(b, &%s)", e.msg, x),
		Read: fmt.Sprintf("baselinert.BaseInto(r, &%s, baseRead%s)", x, e.msg),
	}
}

// musValue is mus's code of a single struct value x: its fields with no
// presence, read in place.
func (e *elem) musValue(x string) musField {
	return musField{
		Size:    fmt.Sprintf("n += musSize%s(&%s)", e.msg, x),
		Marshal: fmt.Sprintf("n += musMarshal%s(&%s, bs[n:])", e.msg, x),
		Unmarshal: fmt.Sprintf("{\n_, n1, err := musUnmarshalInto%s(bs[n:], depth+1, &%s)\nn += n1\nif err != nil {\nreturn nil, n, err\n}\n}",
			e.msg, x),
	}
}

// bopValue converts a single struct value, model x and Bebop message
// field v (a pointer in bebopc-go's message), and visits it.
func (e *elem) bopValue(x, v string) (to, from, visit string) {
	return fmt.Sprintf("%s = bopTo%s(&%s)", v, e.msg, x),
		fmt.Sprintf("%s = rt.Deref(bopFrom%s(%s))", x, e.msg, v),
		fmt.Sprintf("if %s == nil {\nh.Uint64(rt.ErrMark)\n} else {\nbopVisit%s(h, %s)\n}", v, e.msg, v)
}

// singleValue writes a single struct value mx read through accessor acc
// of struct value sv (Cap'n Proto): always set; a null pointer reads as
// the zero value.
func (st *cpStruct) singleValue(sv, acc, mx string, e *elem) {
	fmt.Fprintf(&st.set, "{\nx, err := %s.New%s()\nif err != nil {\nreturn err\n}\nif err := cpSet%s(x, %s); err != nil {\nreturn err\n}\n}\n",
		sv, acc, e.msg, e.Addr(mx))
	fmt.Fprintf(&st.visit, "if !%s.Has%s() {\nh.Uint64(rt.ErrMark)\n} else if x, err := %s.%s(); err != nil {\nh.Uint64(rt.ErrMark)\n} else {\ncpVisit%s(h, x)\n}\n",
		sv, acc, sv, acc, e.msg)
	fmt.Fprintf(&st.to, "if %s.Has%s() {\nx, err := %s.%s()\nif err != nil {\nreturn nil, err\n}\nv, err := cpTo%s(x)\nif err != nil {\nreturn nil, err\n}\n%s = %s\n}\n",
		sv, acc, sv, acc, e.msg, mx, e.FromPtr("v"))
}

// singleValue writes a single struct value mx of table type t
// (FlatBuffers): always built; an absent table reads as the zero value.
func (g *fbGen) singleValue(acc, t, mx string, e *elem) {
	o, v := "o"+acc, "v"+acc
	fmt.Fprintf(&g.pre, "%s := fbBuild%s(b, %s)\n", o, e.msg, e.Addr(mx))
	fmt.Fprintf(&g.add, "%sAdd%s(b, %s)\n", t, acc, o)
	fmt.Fprintf(&g.visit, "var %s fb.%s\nif t.%s(&%s) == nil {\nh.Uint64(rt.ErrMark)\n} else {\nfbVisit%s(h, &%s)\n}\n", v, e.msg, acc, v, e.msg, v)
	fmt.Fprintf(&g.to, "var %s fb.%s\nif t.%s(&%s) != nil {\n%s = %s\n}\n", v, e.msg, acc, v, mx, e.FromPtr("fbTo"+e.msg+"(&"+v+")"))
}

// valueSlot declares a single struct value x as Colfer struct field v (a
// reference): always set; a nil one reads as the zero value.
func (c *colfStruct) valueSlot(name string, e *elem, x, v string) (to, from, visit, why string) {
	if why = c.field(name, e.msg); why != "" {
		return
	}
	return fmt.Sprintf("%s = colfTo%s(%s)", v, e.msg, e.Addr(x)),
		fmt.Sprintf("%s = %s", x, e.FromPtr("colfFrom"+e.msg+"("+v+")")),
		fmt.Sprintf("if %s == nil {\nh.Uint64(rt.ErrMark)\n} else {\ncolfVisit%s(h, %s)\n}", v, e.msg, v), ""
}
