package main

import (
	"testing"

	"github.com/serbench/serbench/codecs/msgp"
)

// A field that msgp's methods would shadow leaves both msgp codecs out
// with the reason; any other schema gets its mirrors.
func TestUserMsgpLeaveOut(t *testing.T) {
	str := &elem{kind: "scalar", scalar: "string", model: "string"}
	for _, c := range []struct {
		name   string
		fields []*uField
		why    string
	}{
		{"carried", []*uField{{Name: "Size", Elem: str}, {Name: "ByID", Card: "map", Key: &elem{kind: "scalar", scalar: "bool", model: "bool"}, Elem: str}}, ""},
		{"field Msgsize", []*uField{{Name: "Msgsize", Elem: str}}, "the field Msgsize of p.M has the Go name of msgp's method Msgsize"},
		{"oneof case MarshalMsg", []*uField{{Name: "Kind", Card: "oneof", Oneof: &uOneof{Cases: []*uCase{{Name: "MarshalMsg", Elem: str}}}}},
			"the field MarshalMsg of p.M has the Go name of msgp's method MarshalMsg"},
	} {
		s := &userSchema{Model: "x/model", quals: map[string]string{}, LeftOut: map[string]string{},
			Messages: []*userMessage{{Name: "M", FullName: "p.M", Fields: c.fields}}}
		if err := s.setMsgp("on"); err != nil {
			t.Fatal(err)
		}
		if s.Msgp != (c.why == "") || s.LeftOut[msgp.Name] != c.why || s.LeftOut[msgp.NameReuse] != c.why {
			t.Errorf("%s: mirrors %v, reasons %q, want %q", c.name, s.Msgp, s.LeftOut, c.why)
		}
	}
}
