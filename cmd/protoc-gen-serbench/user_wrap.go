package main

import (
	"fmt"
	"slices"
	"strings"
)

// A wrapped list (dataset flavor, wrap=Message/field): the model's field
// is a list of messages ([]*Big) that the .proto carries in a message of
// one repeated field (BigArray big_slice, as seed 003's Huge did), which
// tools/datasetgen checked against the derived schema. The field is a
// repeated one for every codec's code and schema; only the protobuf
// family's conversions and visits (protobuf_gen.go, symphony_gen.go, and
// gogofaster's visits from them) go through the wrapper, which they write
// always present, and read absent as no items.

// pbWrap is the wrapper of a wrapped list in protoc-gen-go's types.
type pbWrap struct {
	PB     string // the wrapper's qualified type: pb.BigArray
	PBName string // its list field: BigArr
	Getter string // and that field's getter: GetBigArr
}

// setWraps makes each wrapped field a repeated field of the wrapper's
// items, with PBWrap set.
func (s *userSchema) setWraps(wraps []string) error {
	for _, w := range wraps {
		msg, field, ok := strings.Cut(w, "/")
		if !ok {
			return fmt.Errorf("wrap=%s: want Message/field", w)
		}
		i := slices.IndexFunc(s.Messages, func(m *userMessage) bool {
			return m.FullName == msg || strings.HasSuffix(m.FullName, "."+msg)
		})
		if i < 0 {
			return fmt.Errorf("wrap=%s: no message %s", w, msg)
		}
		j := slices.IndexFunc(s.Messages[i].Fields, func(f *uField) bool { return f.Proto == field })
		if j < 0 {
			return fmt.Errorf("wrap=%s: message %s has no field %s", w, msg, field)
		}
		f := s.Messages[i].Fields[j]
		if f.Card != "single" || f.Elem.kind != "message" {
			return fmt.Errorf("wrap=%s: the field is not a single message", w)
		}
		k := slices.IndexFunc(s.Messages, func(m *userMessage) bool { return "*"+m.PB == f.Elem.pb })
		if k < 0 {
			return fmt.Errorf("wrap=%s: no message of type %s", w, f.Elem.pb)
		}
		wm := s.Messages[k]
		if len(wm.Fields) != 1 || wm.Fields[0].Card != "repeated" || wm.Fields[0].Elem.kind != "message" {
			return fmt.Errorf("wrap=%s: %s is not a message of one repeated message field", w, wm.FullName)
		}
		wf := wm.Fields[0]
		f.Card, f.Elem = "repeated", wf.Elem
		f.PBWrap = &pbWrap{PB: wm.PB, PBName: wf.PBName, Getter: wf.Getter}
	}
	return nil
}
