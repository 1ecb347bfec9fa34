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
	self := &elem{kind: "message", model: "*M", msg: "M"}
	for _, c := range []struct {
		name           string
		s              *userSchema
		fb, av, th, cp string // the reasons wanted, "" for carried
	}{
		{"carried", msg(&uField{Name: "Tags", Proto: "tags", Card: "repeated", Elem: str},
			&uField{Name: "Labels", Proto: "labels", Card: "map", Key: str, Elem: str}), "", "", "", ""},
		{"list of wrappers", msg(&uField{Name: "Names", Proto: "names", Card: "repeated",
			Elem: &elem{kind: "wrapper", scalar: "string", model: "*string"}}), "p.M.names: a list of wrapper messages", "", "p.M.names: a list or map of Durations or wrappers", ""},
		{"flatc's names collide", msg(&uField{Name: "X", Proto: "x", Card: "repeated", Elem: str}, &uField{Name: "XLength", Proto: "x_length", Elem: str}),
			`p.M.x_length: flatc's Go names of the fields x and "x_length" collide (XLength)`, "", "", ""},
		{"int map keys", msg(&uField{Name: "ByID", Proto: "by_id", Card: "map", Key: &elem{kind: "scalar", scalar: "int64", model: "int64"}, Elem: str}),
			"", "p.M.by_id: an Avro map's keys are strings, and this map's are int64", "", ""},
		{"uint64", msg(&uField{Name: "Nanos", Proto: "nanos", Number: 1, Elem: &elem{kind: "scalar", scalar: "uint64", model: "uint64"}}),
			"", "", "p.M.nanos: a uint64 has no Thrift type", ""},
		// A string x has no XBytes in flatc's Go, so x_bytes is free there;
		// capnpc-go's is renamed (user_capnp_rename.go).
		{"a string and its bytes", msg(&uField{Name: "X", Proto: "x", Elem: str}, &uField{Name: "XBytes", Proto: "x_bytes",
			Elem: &elem{kind: "scalar", scalar: "[]byte", model: "[]byte"}}), "", "", "", ""},
		{"capnp names collide", msg(&uField{Name: "AB", Proto: "a_b", Elem: str}, &uField{Name: "AB_", Proto: "aB", Elem: str}),
			`p.M.aB: flatc's Go names of the fields a_b and "aB" collide (AB)`, "", "", "p.M.aB: its capnp name aB is also field a_b's"},
		{"flatc's method", msg(&uField{Name: "Table", Proto: "table", Elem: str}),
			`p.M.table: flatc's Go name Table of the field "table" is one of its table's own methods`, "", "", ""},
		{"a struct field named struct", msg(&uField{Name: "Struct", Proto: "struct", Elem: self}), "", "", "", "p.M.struct: " + cpFutureStruct},
	} {
		_, fbWhy := c.s.flatbuffers()
		if c.fb == "" && fbWhy != "" || !strings.Contains(fbWhy, c.fb) {
			t.Errorf("%s: FlatBuffers: %q, want %q", c.name, fbWhy, c.fb)
		}
		_, thWhy := c.s.thrift()
		if c.th == "" && thWhy != "" || !strings.Contains(thWhy, c.th) {
			t.Errorf("%s: Thrift: %q, want %q", c.name, thWhy, c.th)
		}
		_, cpWhy := c.s.capnp()
		if c.cp == "" && cpWhy != "" || !strings.Contains(cpWhy, c.cp) {
			t.Errorf("%s: Cap'n Proto: %q, want %q", c.name, cpWhy, c.cp)
		}
		if c.name == "carried" {
			if c.s.userCapnp(nil, "missing") || !strings.Contains(c.s.LeftOut["capnp"], "needs capnp, the Cap'n Proto compiler, which was not found on $PATH (Debian and Ubuntu: apt-get install capnproto)") {
				t.Errorf("without capnp: left out for %q", c.s.LeftOut["capnp"])
			}
		}
		_, avWhy := c.s.avro()
		if c.av == "" && avWhy != "" || !strings.Contains(avWhy, c.av) {
			t.Errorf("%s: Avro: %q, want %q", c.name, avWhy, c.av)
		}
	}
}

// Cap'n Proto's names: a message's type name loses its underscores and
// steps aside from capnp's built-in types, and capnpc-go's package-level
// Go names of two structs must not collide; the file ID is the schema's
// own, the same on every run, with capnp's top bit set.
func TestUserCapnpNames(t *testing.T) {
	schema := func(names ...string) *userSchema {
		s := &userSchema{Model: "x/model", Sources: []string{"a.proto"}, quals: map[string]string{}, LeftOut: map[string]string{}}
		for _, n := range names {
			s.Messages = append(s.Messages, &userMessage{Name: n, FullName: "p." + n})
		}
		return s
	}
	u, why := schema("Span_Event", "Data", "Text").capnp()
	if why != "" {
		t.Fatal(why)
	}
	for _, want := range []string{"struct SpanEvent {", "struct DataMsg {", "struct TextMsg {", `$SbGo.import("x/capnpb");`} {
		if !strings.Contains(u.Schema, want) {
			t.Errorf("no %q in\n%s", want, u.Schema)
		}
	}
	again, _ := schema("Span_Event", "Data", "Text").capnp()
	other, _ := schema("Span_Event", "Data").capnp()
	id := func(s string) string { return strings.Split(s, "\n")[1] }
	if id(u.Schema) != id(again.Schema) || id(u.Schema) == id(other.Schema) {
		t.Errorf("file IDs %s, %s (same schema), %s (another)", id(u.Schema), id(again.Schema), id(other.Schema))
	}
	if !strings.HasPrefix(id(u.Schema), "@0x") || !strings.ContainsAny(id(u.Schema)[3:4], "89abcdef") {
		t.Errorf("file ID %s has not capnp's top bit", id(u.Schema))
	}
	if _, why := schema("Foo", "NewFoo").capnp(); !strings.Contains(why, "capnpc-go's Go names of p.Foo and p.NewFoo collide (NewFoo)") {
		t.Errorf("Foo and NewFoo: %q", why)
	}
	if _, why := schema("A_B", "AB").capnp(); !strings.Contains(why, "collide (AB)") {
		t.Errorf("A_B and AB: %q", why)
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

// A language userbuild left out of the build quotes the error it gave,
// so that a cached program's reason still says why.
func TestOptWhyDetail(t *testing.T) {
	whys := map[string]string{"build": "x's code did not compile (serbench says why as it builds)", "missing": "needs x"}
	for opt, want := range map[string]string{
		"on": "", "missing": "needs x", "build": whys["build"], "other": "not asked for",
		"build:thgen%2Fschema.go%3A3%3A1%3A+undefined%3A+y": "x's code did not compile: thgen/schema.go:3:1: undefined: y",
	} {
		if got := optWhy(opt, whys); got != want {
			t.Errorf("optWhy(%q) = %q, want %q", opt, got, want)
		}
	}
}

// A field whose capnpc-go methods collide with another's gets a Go name of
// its own.
func TestCapnpRenamesACollidingField(t *testing.T) {
	str := &elem{kind: "scalar", scalar: "string", model: "string"}
	data := &elem{kind: "scalar", scalar: "[]byte", model: "[]byte"}
	s := &userSchema{Model: "x/model", Sources: []string{"a.proto"}, quals: map[string]string{}, LeftOut: map[string]string{},
		Messages: []*userMessage{{Name: "M", FullName: "p.M", Fields: []*uField{
			{Name: "Country", Proto: "country", Elem: str},
			{Name: "CountryBytes", Proto: "country_bytes", Elem: data},
		}}}}
	u, why := s.capnp()
	if why != "" {
		t.Fatal(why)
	}
	if !strings.Contains(u.Schema, `countryBytes @1 :Data $SbGo.name("countryBytes_");`) || !strings.Contains(u.Msgs[0].To, "CountryBytes_()") {
		t.Errorf("country_bytes not renamed:\n%s\n%s", u.Schema, u.Msgs[0].To)
	}
}

// A float field goes through fbrt's slot helper with its slot number, so
// that a negative zero keeps its sign.
func TestFlatBuffersFloatSlot(t *testing.T) {
	str := &elem{kind: "scalar", scalar: "string", model: "string"}
	f64 := &elem{kind: "scalar", scalar: "float64", model: "float64"}
	s := &userSchema{Model: "x/model", Sources: []string{"a.proto"}, quals: map[string]string{}, LeftOut: map[string]string{},
		Messages: []*userMessage{{Name: "M", FullName: "p.M", Fields: []*uField{
			{Name: "Name", Proto: "name", Elem: str},
			{Name: "Balance", Proto: "balance", Elem: f64},
		}}}}
	u, why := s.flatbuffers()
	if why != "" {
		t.Fatal(why)
	}
	if want := "fbrt.Float64Slot(b, 1, m.Balance, fb.MAddBalance)"; !strings.Contains(u.Msgs[0].Build, want) {
		t.Errorf("build lacks %s:\n%s", want, u.Msgs[0].Build)
	}
}
