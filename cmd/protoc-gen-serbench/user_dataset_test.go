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
