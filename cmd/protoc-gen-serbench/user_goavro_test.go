package main

import (
	"strings"
	"testing"
)

// goavro takes avro's schemas: it (and its JSON form) is left out with
// avro's reason, and written where avro is.
func TestUserGoavroFollowsAvro(t *testing.T) {
	str := &elem{kind: "scalar", scalar: "string", model: "string"}
	for _, c := range []struct {
		name string
		key  *elem
		why  string
	}{
		{"string keys", str, ""},
		{"int keys", &elem{kind: "scalar", scalar: "int64", model: "int64"}, "p.M.by_id: an Avro map's keys are strings, and this map's are int64"},
	} {
		s := &userSchema{Model: "x/model", quals: map[string]string{}, LeftOut: map[string]string{},
			Messages: []*userMessage{{Name: "M", FullName: "p.M", Fields: []*uField{{Name: "ByID", Proto: "by_id", Card: "map", Key: c.key, Elem: str}}}}}
		s.userAvro()
		on := s.userGoavro()
		if on != (c.why == "") || s.LeftOut["goavro"] != s.LeftOut["avro"] || s.LeftOut["goavro-json"] != s.LeftOut["avro"] ||
			c.why != "" && !strings.Contains(s.LeftOut["goavro"], c.why) {
			t.Errorf("%s: goavro %v, reasons %q, want %q", c.name, on, s.LeftOut, c.why)
		}
		if on && len(s.GoavroMsgs()) != 1 {
			t.Errorf("%s: no goavro code", c.name)
		}
	}
}
