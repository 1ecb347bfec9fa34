package main

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// Wrapped arrays (dataset flavor): a [N]T held in a list (canada's
// [][][2]float64) travels in goschema's wrapper message of one repeated
// field (DoubleList), whose struct (wrappers_gen.go) holds a slice as for
// any wrapped list, so that every codec's code of the message is the
// usual one. The model's array goes in as a slice of it, x[:], and comes
// back through a helper of the wrapper's (arrayDoubleList, written with the
// struct) that refuses any count of items but N: the codecs' conversions to
// the model return no error, so the refusal is a panic (rt.Refuse) that
// the codec's conversion to the model recovers as its error (rt.Recover,
// deferred only where the schema has arrays). jx and fastjson read the
// array's JSON with the helper's error directly.

var arrayType = regexp.MustCompile(`^\[([0-9]+)\](.+)$`)

// arrayLen is N of array type goT ("[2]float64"), "" for another type.
func arrayLen(goT string) string {
	m := arrayType.FindStringSubmatch(goT)
	if m == nil {
		return ""
	}
	return m[1]
}

// isArray reports whether e is a wrapped array.
func (e *elem) isArray() bool { return e.wrapGo != "" && arrayLen(e.wrapGo) != "" }

// arrayHelper names the wrapper's helper that makes its items the array.
func (e *elem) arrayHelper() string { return "array" + e.msg }

// arrayAddr is the wrapper struct holding model array x (addressable), by
// pointer.
func (e *elem) arrayAddr(x string) string {
	return "&" + e.msg + "{Items: " + x + "[:]}"
}

// arrayFrom is the model array of wrapper pointer x, refused (rt.Refuse)
// unless it holds N items.
func (e *elem) arrayFrom(x string) string {
	return "rt.Refuse(" + e.arrayHelper() + "(rt.Deref(" + x + ").Items))"
}

// arrayJxEnc writes model array x as a JSON array, as encoding/json does.
func (e *elem) arrayJxEnc(x string) string {
	return fmt.Sprintf("w.ArrStart()\nfor _, it := range %s {\n%s\n}\nw.ArrEnd()", x, e.wrapItem.JxEnc("it"))
}

// arrayJxDecFunc reads a model array from a jx.Decoder, as a function
// value: a list, refused unless it holds N items.
func (e *elem) arrayJxDecFunc() string {
	return fmt.Sprintf("func(d *jx.Decoder) (%s, error) {\ns, err := jx.DecodeList(d, %s)\nif err != nil {\nreturn %s{}, err\n}\nreturn %s(s)\n}",
		e.model, e.wrapItem.JxDecFunc(), e.model, e.arrayHelper())
}

// arrayFjEncFunc builds a model array's fastjson.Value, as a function
// value.
func (e *elem) arrayFjEncFunc() string {
	return fmt.Sprintf("func(a *fastjson.Arena, v %s) *fastjson.Value { return fastjson.List(a, v[:], %s) }", e.model, e.wrapItem.FjEncFunc())
}

// arrayFjDecFunc reads a model array from a *fastjson.Value, as a
// function value.
func (e *elem) arrayFjDecFunc() string {
	return fmt.Sprintf("func(v *fastjson.Value) (%s, error) {\ns, err := fastjson.DecodeList(v, %s)\nif err != nil {\nreturn %s{}, err\n}\nreturn %s(s)\n}",
		e.model, e.wrapItem.FjDecFunc(), e.model, e.arrayHelper())
}

// wrapArray is a wrapper message that carries a model array somewhere.
type wrapArray struct {
	Helper, Msg, Array, N, Item string
}

// WrapperArrays are the wrapper messages that carry model arrays, with
// their helpers' names, for wrappers_gen.go.
func (s *userSchema) WrapperArrays() []wrapArray {
	seen := map[string]bool{}
	var out []wrapArray
	for _, m := range s.Messages {
		for _, f := range m.Fields {
			e := f.Elem
			if e == nil || !e.isArray() || seen[e.msg] {
				continue
			}
			seen[e.msg] = true
			out = append(out, wrapArray{Helper: e.arrayHelper(), Msg: e.msg, Array: e.wrapGo, N: arrayLen(e.wrapGo),
				Item: strings.TrimPrefix(e.wrapGo, "["+arrayLen(e.wrapGo)+"]")})
		}
	}
	slices.SortFunc(out, func(a, b wrapArray) int { return strings.Compare(a.Msg, b.Msg) })
	return out
}

// HasArrays reports whether some codec's conversion to the model may
// refuse a wrapped array's count (rt.Refuse), and so recovers (rt.Recover).
func (s *userSchema) HasArrays() bool { return len(s.WrapperArrays()) > 0 }

// cpWrapFrom sets model list or array x from wrapper pointer v (not nil)
// in Cap'n Proto's conversion, which returns an error of its own: a wrong
// count of an array's items is that error, not a refusal.
func (e *elem) cpWrapFrom(x, v string) string {
	if !e.isArray() {
		return x + " = " + v + ".Items"
	}
	return fmt.Sprintf("if %s, err = %s(%s.Items); err != nil {\nreturn nil, err\n}", x, e.arrayHelper(), v)
}

// wrapFromErr is the model list or array of wrapper pointer m and an
// error, for a conversion that returns one: a wrong count of an array's
// items is that error, not a refusal.
func (e *elem) wrapFromErr(m string) string {
	if !e.isArray() {
		return "rt.Deref(" + m + ").Items, nil"
	}
	return e.arrayHelper() + "(rt.Deref(" + m + ").Items)"
}

// baseArrayRead is the baseline's read of a wrapped array: a wrong count
// of items fails the reader (baselinert.BaseArray).
func (e *elem) baseArrayRead() string {
	return fmt.Sprintf("baselinert.BaseArray(r, %s, rt.Deref(baselinert.BaseBody(r, baseRead%s)).Items)", e.arrayHelper(), e.msg)
}

// musArrayUnmarshal is mus's unmarshal of a wrapped array into target: a
// wrong count of items is the unmarshal's error.
func (e *elem) musArrayUnmarshal(target string) string {
	return fmt.Sprintf("{\nv, n1, err := musUnmarshal%s(bs[n:], depth+1)\nn += n1\nif err != nil {\nreturn nil, n, err\n}\n"+
		"if %s, err = %s(rt.Deref(v).Items); err != nil {\nreturn nil, n, err\n}\n}", e.msg, target, e.arrayHelper())
}
