package main

import (
	"fmt"
	"strings"
)

// Wrapper messages of a dataset's Go lists (dataset flavor): goschema
// carries a list held in a map or a list (citm's map[int64][]int64) in a
// wrapper message of one field (Int64List { repeated int64 items = 1; }),
// which the dataset's model has no struct for. The flavor declares one of
// its own, named as the message (wrappers_gen.go: type Int64List struct {
// Items []int64 }), over which every codec's code is its message's, and a
// field that holds such lists (wrap_go in the names file) adapts each
// element or value: the model's list is the struct's only field, taken by
// value (no copy: a slice is shared) and held as a struct value (no
// presence: a list is always there, empty or not). So nil and empty lists
// inside a map or list are the same, as in every other list of the
// generated equality.

// wrapped makes f's messages the wrapper structs of the model's lists of
// Go type goT (its list elements or map values).
func (f *uField) wrapped(goT string) error {
	if f.Elem == nil || f.Elem.kind != "message" || f.Card != "repeated" && f.Card != "map" {
		return fmt.Errorf("field %s: only a list's elements or a map's values can be wrapped lists", f.Proto)
	}
	if !strings.HasPrefix(goT, "[]") && arrayLen(goT) == "" { // user_wraparray.go
		return fmt.Errorf("field %s: a wrapped %s is not a slice or an array", f.Proto, goT)
	}
	e := *f.Elem
	e.value = true
	e.wrapGo = goT
	e.model = goT
	f.Elem = &e
	return nil
}

// wrapAddr is the wrapper struct holding model list x, by pointer.
func (e *elem) wrapAddr(x string) string {
	if e.isArray() {
		return e.arrayAddr(x)
	}
	return "&" + e.msg + "{Items: " + x + "}"
}

// wrapFrom is the model list of wrapper pointer x (nil: no items).
func (e *elem) wrapFrom(x string) string {
	if e.isArray() {
		return e.arrayFrom(x)
	}
	return "rt.Deref(" + x + ").Items"
}

// WrapperMessages are the messages that are wrapper structs of the
// generated code's own (wrappers_gen.go declares them).
func (s *userSchema) WrapperMessages() []*userMessage {
	var out []*userMessage
	for _, m := range s.Messages {
		if s.wrappers[m.FullName] {
			out = append(out, m)
		}
	}
	return out
}

// MapHash feeds a map's value x (an index expression) to h: a struct
// value through a copy, as a map's value is not addressable.
func (e *elem) MapHash(x string) string {
	if e.value {
		return fmt.Sprintf("{\nv := %s\n%s\n}", x, e.Hash("v"))
	}
	return e.Hash(x)
}

// resolveWraps gives each wrapped elem its wrapper's item elem, once every
// field's elem is final.
func (s *userSchema) resolveWraps() {
	byName := map[string]*userMessage{}
	for _, m := range s.Messages {
		byName[m.Name] = m
	}
	for _, m := range s.Messages {
		for _, f := range m.Fields {
			if f.Elem != nil && f.Elem.wrapGo != "" {
				if w := byName[f.Elem.msg]; w != nil && len(w.Fields) == 1 {
					f.Elem.wrapItem = w.Fields[0].Elem
				}
			}
		}
	}
}

// The JSON codecs (jx, fastjson) write a wrapped list as encoding/json
// writes the model, a plain JSON array (null for nil), not as an object of
// the wrapper's field.

// wrapJxEnc writes model list x to the jx.Encoder w.
func (e *elem) wrapJxEnc(x string) string {
	if e.isArray() {
		return e.arrayJxEnc(x)
	}
	return fmt.Sprintf("if %s == nil {\nw.Null()\n} else {\nw.ArrStart()\nfor _, it := range %s {\n%s\n}\nw.ArrEnd()\n}", x, x, e.wrapItem.JxEnc("it"))
}

// wrapJxDecFunc reads a model list from a jx.Decoder, as a function value.
func (e *elem) wrapJxDecFunc() string {
	if e.isArray() {
		return e.arrayJxDecFunc()
	}
	return fmt.Sprintf("func(d *jx.Decoder) (%s, error) { return jx.DecodeList(d, %s) }", e.model, e.wrapItem.JxDecFunc())
}

// wrapFjEncFunc builds a model list's fastjson.Value, as a function value.
func (e *elem) wrapFjEncFunc() string {
	if e.isArray() {
		return e.arrayFjEncFunc()
	}
	return fmt.Sprintf("func(a *fastjson.Arena, v %s) *fastjson.Value { return fastjson.List(a, v, %s) }", e.model, e.wrapItem.FjEncFunc())
}

// wrapFjDecFunc reads a model list from a *fastjson.Value, as a function
// value.
func (e *elem) wrapFjDecFunc() string {
	if e.isArray() {
		return e.arrayFjDecFunc()
	}
	return fmt.Sprintf("func(v *fastjson.Value) (%s, error) { return fastjson.DecodeList(v, %s) }", e.model, e.wrapItem.FjDecFunc())
}
