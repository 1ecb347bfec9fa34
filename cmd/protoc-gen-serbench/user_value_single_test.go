package main

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// A single struct field held by value (by_value on a message field that is
// no list) is always written and has no presence of its own: every
// codec's code takes its address, none compares it with nil, the baseline
// and mus write no presence byte before it and read it in place, and a
// read message that lacks it converts to the zero value (its visit feeds
// rt.ErrMark where the format tells it is missing).
func TestUserDatasetSingleValue(t *testing.T) {
	str := &elem{kind: "scalar", scalar: "string", model: "string"}
	item := &elem{kind: "message", model: "*Item", pb: "*pb.Item", msg: "Item"}
	s := &userSchema{Model: "x/ds", Sources: []string{"ds.proto"}, quals: map[string]string{}, LeftOut: map[string]string{},
		Messages: []*userMessage{
			{Name: "Item", FullName: "p.Item", Fields: []*uField{{Name: "Name", Proto: "name", Card: "single", Number: 1, Elem: str}}},
			{Name: "Box", FullName: "p.Box", Fields: []*uField{
				{Name: "Label", Proto: "label", Card: "single", Number: 1, Elem: str},
				{Name: "Item", Proto: "item", Card: "single", Number: 2, Elem: item},
			}},
		}}
	p := filepath.Join(t.TempDir(), "names.json")
	names := `{"p.Item": {"go": "Item", "fields": {"name": {"go": "Name", "json": "name"}}},
		"p.Box": {"go": "Box", "fields": {"label": {"go": "Label", "json": "label"},
			"item": {"by_value": true, "go": "Item", "json": "item"}}}}`
	if err := os.WriteFile(p, []byte(names), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := s.setDataset(userOptions{lean: true, names: p}); err != nil {
		t.Fatal(err)
	}
	f := s.Messages[1].Fields[1]
	if !f.Elem.value || f.Elem.IsPtr() || f.Elem.Model() != "Item" {
		t.Fatalf("the single field's elem: value %v, IsPtr %v, model %s", f.Elem.value, f.Elem.IsPtr(), f.Elem.Model())
	}
	if v := s.ValueMessages(); len(v) != 1 || v[0].Name != "Item" {
		t.Errorf("messages held by value: %v", v)
	}
	code := map[string]string{
		"digest":   f.Elem.Hash("m.Item"),
		"protobuf": f.Elem.ToPB("m.Item") + "\n" + f.Elem.FromPB("p.GetItem()"),
		"baseline": f.Base().Size + "\n" + f.Base().App + "\n" + f.Base().Read,
		"mus":      f.Mus().Size + "\n" + f.Mus().Marshal + "\n" + f.Mus().Unmarshal,
	}
	gen := map[string]func() (any, string){
		"flatbuffers": func() (any, string) { return s.flatbuffers() },
		"capnp":       func() (any, string) { return s.capnp() },
		"colfer":      func() (any, string) { return s.colfer() },
		"bebop":       func() (any, string) { return s.bebop() },
		"thrift":      func() (any, string) { return s.thrift() },
		"benc":        func() (any, string) { return s.benc() },
		"goavro":      func() (any, string) { return s.GoavroMsgs(), "" },
	}
	for name, g := range gen {
		u, why := g()
		if why != "" {
			t.Errorf("%s: %s", name, why)
			continue
		}
		code[name] = bodies(reflect.ValueOf(u))
	}
	want := map[string][]string{
		"digest":      {"hashItem(h, &m.Item)"},
		"protobuf":    {"toItemPB(&m.Item)", "rt.Deref(fromItemPB(p.GetItem()))"},
		"baseline":    {"n += baseSizeItem(&m.Item)", "b = baseAppendItem(b, &m.Item)", "baselinert.BaseInto(r, &m.Item, baseReadItem)"},
		"mus":         {"musSizeItem(&m.Item)", "musMarshalItem(&m.Item, bs[n:])", "musUnmarshalIntoItem(bs[n:], depth+1, &m.Item)"},
		"flatbuffers": {"fbBuildItem(b, &m.Item)", "fb.BoxAddItem(b, oItem)", "m.Item = rt.Deref(fbToItem(&vItem))", "h.Uint64(rt.ErrMark)"},
		"capnp":       {"cpSetItem(x, &m.Item)", "m.Item = rt.Deref(v)", "h.Uint64(rt.ErrMark)"},
		"colfer":      {"colfToItem(&m.Item)", "m.Item = rt.Deref(colfFromItem(o.Item))", "h.Uint64(rt.ErrMark)"},
		"bebop":       {"bopToItem(&m.Item)", "m.Item = rt.Deref(bopFromItem(o.Item))", "h.Uint64(rt.ErrMark)"},
		"thrift":      {"toThItem(&m.Item)", "rt.Deref(fromThItem(", "h.Uint64(rt.ErrMark)"},
		"benc":        {"bencToItem(&m.Item)", "rt.Deref(bencFromItem("},
		"goavro":      {"goavroNativeItem(&m.Item)", "return rt.Deref(m), err"},
	}
	for name, ws := range want {
		c := code[name]
		for _, w := range ws {
			if !strings.Contains(c, w) {
				t.Errorf("%s: no %q in\n%s", name, w, c)
			}
		}
		for _, bad := range []string{"m.Item != nil", "m.Item == nil", "hashOptItem", "Present()", "ord.Bool"} {
			if strings.Contains(c, bad) {
				t.Errorf("%s: the struct value has presence (%q) in\n%s", name, bad, c)
			}
		}
	}
}

// bodies joins every string reachable from v: the generated code a
// codec's returned description holds.
func bodies(v reflect.Value) string {
	switch v.Kind() {
	case reflect.String:
		return v.String() + "\n"
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			return ""
		}
		return bodies(v.Elem())
	case reflect.Slice:
		var b strings.Builder
		for i := range v.Len() {
			b.WriteString(bodies(v.Index(i)))
		}
		return b.String()
	case reflect.Struct:
		var b strings.Builder
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				b.WriteString(bodies(v.Field(i)))
			}
		}
		return b.String()
	}
	return ""
}
