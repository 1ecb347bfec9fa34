package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The dataset flavor names the dataset's own Go fields and JSON names,
// resolves the update's fields, and refuses its options without lean=on.
func TestUserDatasetOptions(t *testing.T) {
	newSchema := func() *userSchema {
		u32 := &elem{kind: "scalar", scalar: "uint32", model: "uint32"}
		str := &elem{kind: "scalar", scalar: "string", model: "string"}
		return &userSchema{Model: "x/ds", Messages: []*userMessage{{Name: "Tick", FullName: "p.Tick", Fields: []*uField{
			{Name: "TickNumber", Proto: "tick_number", JSON: "tick_number", Card: "single", Elem: u32},
			{Name: "TransactionIds", Proto: "transaction_ids", JSON: "transaction_ids", Card: "repeated", Elem: str},
			{Name: "Sig", Proto: "sig", JSON: "sig", Card: "single", Elem: str},
		}}}}
	}
	names := filepath.Join(t.TempDir(), "names.json")
	if err := os.WriteFile(names, []byte(`{"p.Tick": {"go": "TickData", "fields": {
		"tick_number": {"go": "TickNumber", "json": "TickNumber"},
		"transaction_ids": {"go": "TransactionIDs", "json": "TransactionIDs"},
		"sig": {"go": "SignatureHex", "json": "SignatureHex"}}}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	s := newSchema()
	if err := s.setDataset(userOptions{pkg: "ds", lean: true, names: names, updates: []string{"TickData/tick_number/sig"}}); err != nil {
		t.Fatal(err)
	}
	m := s.Messages[0]
	if s.GoPackage != "ds" || !s.Lean || s.subRoot() != "x/ds" || m.Name != "TickData" || m.Fields[1].Name != "TransactionIDs" || m.Fields[1].JSON != "TransactionIDs" {
		t.Errorf("names not applied: package %s, lean %v, root %s, %s.%s (JSON %s)", s.GoPackage, s.Lean, s.subRoot(), m.Name, m.Fields[1].Name, m.Fields[1].JSON)
	}
	if m.Update == nil || m.Update.Int.Name != "TickNumber" || m.Update.Str.Name != "SignatureHex" || m.Update.Int.Camel() != "TickNumber" {
		t.Errorf("update = %+v", m.Update)
	}
	for _, c := range []struct {
		o    userOptions
		want string
	}{
		{userOptions{names: names}, "need lean=on"},
		{userOptions{lean: true, names: names, updates: []string{"TickData/sig/sig"}}, "no single field sig of the right kind"},
		{userOptions{lean: true, names: names, updates: []string{"Nope/tick_number/sig"}}, "no message Nope"},
		{userOptions{lean: true, names: filepath.Join(t.TempDir(), "none.json")}, "names:"},
	} {
		if err := newSchema().setDataset(c.o); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: error %v, want %q", c.o, err, c.want)
		}
	}
	if s := newSchema(); s.subRoot() != "x" {
		t.Errorf("user mode's root %s, want the model's parent", s.subRoot())
	}
}

// The dataset flavor keeps the built-in datasets' forms: Thrift carries a
// uint64 as an i64 of the same bits (the user mode has no Thrift type for
// it), and a flat message is a Bebop struct, which writes no field
// numbers (the user mode's is a message).
func TestUserDatasetForms(t *testing.T) {
	newSchema := func(lean bool) *userSchema {
		u64 := &elem{kind: "scalar", scalar: "uint64", model: "uint64"}
		u32 := &elem{kind: "scalar", scalar: "uint32", model: "uint32"}
		str := &elem{kind: "scalar", scalar: "string", model: "string"}
		return &userSchema{Model: "x/ds", Lean: lean, Sources: []string{"ds.proto"}, Messages: []*userMessage{{Name: "Tick", FullName: "p.Tick", Fields: []*uField{
			{Name: "Stamp", Proto: "stamp", Card: "single", Number: 1, Elem: u64},
			{Name: "Index", Proto: "index", Card: "single", Number: 2, Elem: u32},
			{Name: "IDs", Proto: "ids", Card: "repeated", Number: 3, Elem: str},
		}}}}
	}
	if _, why := newSchema(false).thrift(); !strings.Contains(why, "uint64") {
		t.Errorf("user mode's Thrift of a uint64: %q, want it refused", why)
	}
	u, why := newSchema(true).thrift()
	if why != "" || !strings.Contains(u.Schema, "1: i64 Stamp") || !strings.Contains(u.Schema, "2: i32 Index") ||
		!strings.Contains(u.Msgs[0].To, "Index: int32(m.Index)") || !strings.Contains(u.Msgs[0].Visit, "h.Uint64(uint64(uint32(p.Index)))") {
		t.Errorf("dataset flavor's Thrift: %q\n%s\n%+v", why, u.Schema, u.Msgs[0])
	}
	if b, why := newSchema(false).bebop(); why != "" || !strings.Contains(b.Schema, "message Tick {") {
		t.Errorf("user mode's Bebop: %q\n%s", why, b.Schema)
	}
	b, why := newSchema(true).bebop()
	if why != "" || !strings.Contains(b.Schema, "struct Tick {\n\tuint64 Stamp;\n\tuint32 Index;\n\tstring[] IDs;\n}") || !strings.Contains(b.Msgs[0].To, "o.IDs = m.IDs") {
		t.Errorf("dataset flavor's Bebop: %q\n%s\n%+v", why, b.Schema, b.Msgs[0])
	}
	// A time is an optional i64 of Unix nanoseconds (structs' form).
	ts := newSchema(true)
	ts.Messages[0].Fields = append(ts.Messages[0].Fields, &uField{Name: "At", Proto: "at", Card: "single", Number: 4,
		Elem: &elem{kind: "timestamp", model: "*time.Time"}})
	if u, why := ts.thrift(); why != "" || !strings.Contains(u.Schema, "4: optional i64 At") || !strings.Contains(u.Msgs[0].To, "At: rt.UnixNanos(m.At)") {
		t.Errorf("dataset flavor's Thrift time: %q\n%s\n%+v", why, u.Schema, u.Msgs[0])
	}
	// And in Bebop an optional int64, in benc a flag and an int64.
	if b, why := ts.bebop(); why != "" || !strings.Contains(b.Schema, "4 -> int64 At;") || !strings.Contains(b.Msgs[0].To, "o.At = rt.UnixNanos(m.At)") {
		t.Errorf("dataset flavor's Bebop time: %q\n%s\n%+v", why, b.Schema, b.Msgs[0])
	}
	if b, why := ts.benc(); why != "" || !strings.Contains(b.Schema, "bool hasAt = 4;\n    int64 at = 5;") {
		t.Errorf("dataset flavor's benc time: %q\n%s", why, b.Schema)
	}
	s := newSchema(true)
	s.Messages[0].Fields[0].Card = "optional"
	if b, _ := s.bebop(); !strings.Contains(b.Schema, "message Tick {") {
		t.Errorf("a message with an optional field is a Bebop struct:\n%s", b.Schema)
	}
}
