package main

import (
	"fmt"
	"strings"
	"testing"
)

// A schema a format cannot carry leaves its codec out with the reason,
// before any code is written.
func TestUserSchemaLanguagesLeaveOut(t *testing.T) {
	msg := func(fields ...*uField) *userSchema {
		return &userSchema{Model: "x/model", Sources: []string{"a.proto"}, quals: map[string]string{}, LeftOut: map[string]string{},
			Messages: []*userMessage{{Name: "M", FullName: "p.M", Fields: fields}}}
	}
	str := &elem{kind: "scalar", scalar: "string", model: "string"}
	for _, c := range []struct {
		name       string
		s          *userSchema
		fb, av, th string // the reasons wanted, "" for carried
	}{
		{"carried", msg(&uField{Name: "Tags", Proto: "tags", Card: "repeated", Elem: str},
			&uField{Name: "Labels", Proto: "labels", Card: "map", Key: str, Elem: str}), "", "", ""},
		{"list of wrappers", msg(&uField{Name: "Names", Proto: "names", Card: "repeated",
			Elem: &elem{kind: "wrapper", scalar: "string", model: "*string"}}), "p.M.names: a list of wrapper messages", "", "p.M.names: a list or map of Durations or wrappers"},
		{"flatc's names collide", msg(&uField{Name: "X", Proto: "x", Elem: str}, &uField{Name: "XLength", Proto: "x_length", Elem: str}),
			`p.M.x_length: flatc's Go names of the fields x and "x_length" collide (XLength)`, "", ""},
		{"int map keys", msg(&uField{Name: "ByID", Proto: "by_id", Card: "map", Key: &elem{kind: "scalar", scalar: "int64", model: "int64"}, Elem: str}),
			"", "p.M.by_id: an Avro map's keys are strings, and this map's are int64", ""},
		{"uint64", msg(&uField{Name: "Nanos", Proto: "nanos", Number: 1, Elem: &elem{kind: "scalar", scalar: "uint64", model: "uint64"}}),
			"", "", "p.M.nanos: a uint64 has no Thrift type"},
	} {
		_, fbWhy := c.s.flatbuffers()
		if c.fb == "" && fbWhy != "" || !strings.Contains(fbWhy, c.fb) {
			t.Errorf("%s: FlatBuffers: %q, want %q", c.name, fbWhy, c.fb)
		}
		_, thWhy := c.s.thrift()
		if c.th == "" && thWhy != "" || !strings.Contains(thWhy, c.th) {
			t.Errorf("%s: Thrift: %q, want %q", c.name, thWhy, c.th)
		}
		_, avWhy := c.s.avro()
		if c.av == "" && avWhy != "" || !strings.Contains(avWhy, c.av) {
			t.Errorf("%s: Avro: %q, want %q", c.name, avWhy, c.av)
		}
	}
}

// benc cannot hold a recursive message, Colfer no more than 127 fields a
// struct, Bebop 255 a message: each is left out with the reason; a schema
// they carry is written.
func TestUserBencColferLeaveOut(t *testing.T) {
	str := &elem{kind: "scalar", scalar: "string", model: "string"}
	node := &userMessage{Name: "Node", FullName: "p.Node"}
	node.Fields = []*uField{{Name: "Next", Proto: "next", Card: "single", Elem: &elem{kind: "message", msg: "Node", model: "*Node"}}}
	wide := &userMessage{Name: "Wide", FullName: "p.Wide"}
	for i := range 64 {
		wide.Fields = append(wide.Fields, &uField{Name: fmt.Sprintf("F%d", i), Proto: fmt.Sprintf("f%d", i), Card: "optional", Elem: str})
	}
	schema := func(ms ...*userMessage) *userSchema {
		return &userSchema{Model: "x/model", Sources: []string{"a.proto"}, quals: map[string]string{}, LeftOut: map[string]string{}, Messages: ms}
	}
	recursive := schema(node)
	recursive.Features = []string{featureRecursive}
	if _, why := recursive.benc(); !strings.Contains(why, "a recursive message") {
		t.Errorf("benc on a recursive message: %q", why)
	}
	if u, why := schema(node).colfer(); why != "" || !strings.Contains(u.Schema, "type Node struct {\n\tNext Node\n}") {
		t.Errorf("Colfer on a recursive message: %q\n%v", why, u)
	}
	if _, why := schema(wide).colfer(); !strings.Contains(why, "p.Wide: 128 Colfer fields, more than Colfer's 127") {
		t.Errorf("Colfer on 64 optional fields: %q", why)
	}
	if u, why := schema(wide).benc(); why != "" || !strings.Contains(u.Schema, "bool hasF63 = 127;\n    string f63 = 128;") {
		t.Errorf("benc on 64 optional fields: %q", why)
	}
	for i := 64; i < 256; i++ {
		wide.Fields = append(wide.Fields, &uField{Name: fmt.Sprintf("F%d", i), Proto: fmt.Sprintf("f%d", i), Card: "optional", Elem: str})
	}
	if _, why := schema(wide).bebop(); !strings.Contains(why, "p.Wide: 256 fields, more than a Bebop message's 255") {
		t.Errorf("Bebop on 256 fields: %q", why)
	}
	empty := &userMessage{Name: "Empty", FullName: "p.Empty"}
	if u, why := schema(node, empty).bebop(); why != "" || !strings.Contains(u.Schema, "message Node {\n\t1 -> Node Next;\n}") ||
		!strings.Contains(u.Schema, "message Empty {\n\t1 -> bool Placeholder;\n}") {
		t.Errorf("Bebop on a recursive and an empty message: %q\n%v", why, u)
	}
}
