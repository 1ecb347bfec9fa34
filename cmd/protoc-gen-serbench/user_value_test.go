package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A list of struct values (by_value in the names file) makes the elem a
// value: its digest and conversions take its address, a read one is
// dereferenced (jx, fastjson and mus decode it in place), the baseline
// and mus write no presence before it, and a list of flat struct values
// keeps its message a Bebop struct. A map or a scalar field cannot hold
// struct values (a single field can: user_value_single_test.go).
func TestUserDatasetByValue(t *testing.T) {
	newSchema := func() *userSchema {
		str := &elem{kind: "scalar", scalar: "string", model: "string"}
		item := &elem{kind: "message", model: "*Item", pb: "*pb.Item", msg: "Item"}
		return &userSchema{Model: "x/ds", Sources: []string{"ds.proto"}, Messages: []*userMessage{
			{Name: "Item", FullName: "p.Item", Fields: []*uField{{Name: "Name", Proto: "name", Card: "single", Number: 1, Elem: str}}},
			{Name: "Box", FullName: "p.Box", Fields: []*uField{
				{Name: "Label", Proto: "label", Card: "single", Number: 1, Elem: str},
				{Name: "Items", Proto: "items", Card: "repeated", Number: 2, Elem: item},
				{Name: "ByName", Proto: "by_name", Card: "map", Number: 3, Key: str, Elem: item},
			}},
		}}
	}
	write := func(byValue string) string {
		p := filepath.Join(t.TempDir(), "names.json")
		src := `{"p.Item": {"go": "Item", "fields": {"name": {"go": "Name", "json": "name"}}},
			"p.Box": {"go": "Box", "fields": {"label": {"go": "Label", "json": "label"},
				"items": {"go": "Items", "json": "items"}, "by_name": {"go": "ByName", "json": "by_name"}}}}`
		src = strings.Replace(src, `"go": "`+byValue+`", "json"`, `"by_value": true, "go": "`+byValue+`", "json"`, 1)
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	s := newSchema()
	if err := s.setDataset(userOptions{lean: true, names: write("Items")}); err != nil {
		t.Fatal(err)
	}
	items := s.Messages[1].Fields[1]
	e := items.Elem
	for _, c := range []struct{ got, want string }{
		{e.Model(), "Item"},
		{e.Hash("e"), "hashItem(h, &e)"},
		{e.Visit("e"), "visitItemPB(h, e)"},
		{e.ToFunc(), "func(v Item) *pb.Item { return toItemPB(&v) }"},
		{e.FromFunc(), "func(v *pb.Item) Item { return rt.Deref(fromItemPB(v)) }"},
		{e.EqFunc(), "func(a, b Item) bool { return eqItem(&a, &b) }"},
		{items.Base().Read, "baselinert.BaseInto(r, &m.Items[i], baseReadItem)"},
		{e.JxEnc("v"), "jxEncodeItem(w, &v)"},
		{e.JxDecFunc(), "jxDecodeValItem"},
		{e.FjEncFunc(), "func(a *fastjson.Arena, v Item) *fastjson.Value { return fjEncodeItem(a, &v) }"},
		{e.FjDecFunc(), "fjDecodeValItem"},
		{items.Mus().Marshal, "musMarshalItem(&m.Items[i], bs[n:])"},
		{items.Mus().Unmarshal, "musUnmarshalIntoItem(bs[n:], depth+1, &m.Items[i])"},
	} {
		if !strings.Contains(c.got, c.want) {
			t.Errorf("%q, want %q", c.got, c.want)
		}
	}
	if e.IsPtr() || strings.Contains(items.Base().App, "AppendPtr") {
		t.Errorf("a struct value is a pointer: IsPtr %v, baseline %q", e.IsPtr(), items.Base().App)
	}
	if v := s.ValueMessages(); len(v) != 1 || v[0].Name != "Item" {
		t.Errorf("messages held by value: %v", v)
	}
	if s.Messages[1].Fields[2].Elem.value {
		t.Error("the map's elem, the same message, became a value too")
	}
	s.Lean = true
	s.Messages[1].Fields = s.Messages[1].Fields[:2] // a struct for Bebop: no map of messages
	b, why := s.bebop()
	if why != "" || !strings.Contains(b.Schema, "struct Box {\n\tstring Label;\n\tItem[] Items;\n}") {
		t.Errorf("Bebop of a list of flat struct values: %q\n%s", why, b.Schema)
	}
	if err := newSchema().setDataset(userOptions{lean: true, names: write("Label")}); err == nil || !strings.Contains(err.Error(), "can hold struct values") {
		t.Errorf("a scalar by value: error %v", err)
	}
	// A map's struct values (user_mapvalue.go): no presence in the baseline
	// and mus, the address of a copy, a value read whole.
	ms := newSchema()
	if err := ms.setDataset(userOptions{lean: true, names: write("ByName")}); err != nil {
		t.Fatalf("a map of struct values: %v", err)
	}
	byName := ms.Messages[1].Fields[2]
	for _, c := range []struct{ got, want string }{
		{byName.Base().App, "baseAppendItem(b, &v)"},
		{byName.Base().Read, "rt.Deref(baselinert.BaseBody(r, baseReadItem))"},
		{byName.Mus().Marshal, "musMarshalItem(&mv, bs[n:])"},
		{byName.Elem.MapHash("m.ByName[k]"), "v := m.ByName[k]\nhashItem(h, &v)"},
	} {
		if !strings.Contains(c.got, c.want) {
			t.Errorf("map of struct values: %q, want %q", c.got, c.want)
		}
	}
}
