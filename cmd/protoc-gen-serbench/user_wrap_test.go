package main

import (
	"strings"
	"testing"
)

// A wrapped field becomes a list of the wrapper's items for every codec,
// and the protobuf conversion goes through the wrapper.
func TestUserWraps(t *testing.T) {
	newSchema := func() *userSchema {
		big := &elem{kind: "message", model: "*Big", pb: "*pb.Big", msg: "Big"}
		arr := &elem{kind: "message", model: "*BigArray", pb: "*pb.BigArray", msg: "BigArray"}
		i64 := &elem{kind: "scalar", scalar: "int64", model: "int64", pb: "int64"}
		return &userSchema{Model: "x/ds", GoPackage: "ds", Lean: true, Messages: []*userMessage{
			{Name: "Big", FullName: "p.Big", PB: "pb.Big", Fields: []*uField{
				{Name: "ID", Proto: "id", Card: "single", Elem: i64, PBName: "Id", Getter: "GetId"}}},
			{Name: "BigArray", FullName: "p.BigArray", PB: "pb.BigArray", Fields: []*uField{
				{Name: "BigArr", Proto: "big_arr", Card: "repeated", Elem: big, PBName: "BigArr", Getter: "GetBigArr"}}},
			{Name: "Huge", FullName: "p.Huge", PB: "pb.Huge", Fields: []*uField{
				{Name: "BigSlice", Proto: "big_slice", Card: "single", Elem: arr, PBName: "BigSlice", Getter: "GetBigSlice"},
				{Name: "N", Proto: "n", Card: "single", Elem: i64, PBName: "N", Getter: "GetN"}}},
		}, quals: map[string]string{"pb": "x/ds/pb"}}
	}
	s := newSchema()
	if err := s.setWraps([]string{"Huge/big_slice"}); err != nil {
		t.Fatal(err)
	}
	f := s.Messages[2].Fields[0]
	if f.Card != "repeated" || f.Elem.msg != "Big" || f.PBWrap == nil || f.PBWrap.PB != "pb.BigArray" || f.PBWrap.Getter != "GetBigArr" {
		t.Fatalf("wrapped field: %+v %+v", f, f.PBWrap)
	}
	src, err := s.render("user_protobuf.go.tmpl")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"BigSlice: &pb.BigArray{BigArr: rt.ConvSlice(m.BigSlice, toBigPB)}",
		"BigSlice: rt.ConvSlice(p.GetBigSlice().GetBigArr(), fromBigPB)",
		"for _, e := range p.GetBigSlice().GetBigArr() {",
	} {
		if !strings.Contains(string(src), want) {
			t.Errorf("protobuf code lacks %q:\n%s", want, src)
		}
	}
	for _, c := range []struct{ wrap, want string }{
		{"Huge/n", "not a single message"},
		{"Huge/none", "no field none"},
		{"Nope/x", "no message Nope"},
		{"Huge", "want Message/field"},
	} {
		if err := newSchema().setWraps([]string{c.wrap}); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want %q", c.wrap, err, c.want)
		}
	}
	bad := newSchema()
	bad.Messages[1].Fields = append(bad.Messages[1].Fields, bad.Messages[0].Fields[0])
	if err := bad.setWraps([]string{"Huge/big_slice"}); err == nil || !strings.Contains(err.Error(), "one repeated message field") {
		t.Errorf("a wrapper of two fields: %v", err)
	}
}
