package main

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// Go's int in a dataset's model (int in the names file) is the schema's
// int64 with the model's type int: every codec's code converts it where it
// meets the codec's int64, alone, behind a pointer or in a list (copied
// rather than shared), and a string or a map cannot be one.
func TestUserDatasetGoInt(t *testing.T) {
	newSchema := func() *userSchema {
		i64 := &elem{kind: "scalar", scalar: "int64", model: "int64", pb: "int64"}
		str := &elem{kind: "scalar", scalar: "string", model: "string", pb: "string"}
		return &userSchema{Model: "x/ds", Sources: []string{"ds.proto"}, quals: map[string]string{}, LeftOut: map[string]string{},
			Messages: []*userMessage{{Name: "Box", FullName: "p.Box", Fields: []*uField{
				{Name: "Count", Proto: "count", Card: "single", Number: 1, Elem: i64},
				{Name: "Offset", Proto: "offset", Card: "optional", Number: 2, Elem: i64},
				{Name: "Idx", Proto: "idx", Card: "repeated", Number: 3, Elem: i64},
				{Name: "Label", Proto: "label", Card: "single", Number: 4, Elem: str},
				{Name: "ByName", Proto: "by_name", Card: "map", Number: 5, Key: str, Elem: i64},
			}}}}
	}
	write := func(ints ...string) string {
		fs := []string{}
		for _, f := range []string{"count", "offset", "idx", "label", "by_name"} {
			in := ""
			for _, i := range ints {
				if i == f {
					in = `"int": true, `
				}
			}
			fs = append(fs, `"`+f+`": {`+in+`"go": "X", "json": "`+f+`"}`)
		}
		p := filepath.Join(t.TempDir(), "names.json")
		src := `{"p.Box": {"go": "Box", "fields": {` + strings.Join(fs, ", ") + `}}}`
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	s := newSchema()
	if err := s.setDataset(userOptions{lean: true, names: write("count", "offset", "idx")}); err != nil {
		t.Fatal(err)
	}
	f := s.Messages[0].Fields
	// The names file named every field X: give them back their names.
	for i, n := range []string{"Count", "Offset", "Idx", "Label", "ByName"} {
		f[i].Name = n
	}
	count, offset, idx := f[0], f[1], f[2]
	if count.Elem.Model() != "int" || offset.Elem.Ptr() != "*int" || idx.Elem.Same() {
		t.Fatalf("Go's int: model %s, optional %s, list shared %v", count.Elem.Model(), offset.Elem.Ptr(), idx.Elem.Same())
	}
	if f[3].Elem.goInt || f[4].Elem.goInt {
		t.Fatal("a field not named int became one")
	}
	code := map[string]string{
		"protobuf": count.Elem.ToPB("m.Count") + "\n" + count.Elem.FromPB("p.GetCount()") + "\n" + idx.Elem.ToFunc() + "\n" + idx.Elem.FromFunc(),
		"equal":    count.Elem.EqFunc(),
		"baseline": count.Base().App + "\n" + count.Base().Read + "\n" + offset.Base().Read,
		"mus":      count.Mus().Marshal + "\n" + count.Mus().Unmarshal + "\n" + offset.Mus().Unmarshal,
		"jx":       count.Elem.JxEnc("m.Count") + "\n" + count.Elem.JxDec(),
		"fastjson": count.Elem.FjDecFunc(),
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
		"protobuf":    {"int64(m.Count)", "int(p.GetCount())", "func(v int) int64 { return int64(v) }", "func(v int64) int { return int(v) }"},
		"equal":       {"rt.Eq[int]"},
		"baseline":    {"baseline.AppendInt64(b, int64(m.Count))", "m.Count = int(r.Int64())", "rt.Ptr(int(r.Int64()))"},
		"mus":         {"varint.Int64.Marshal(int64(m.Count), bs[n:])", "m.Count = int(v)", "m.Offset = rt.Ptr(int(v))"},
		"jx":          {"w.Int(m.Count)", "d.Int()"},
		"fastjson":    {"fastjsonrt.FjReadInt[int]"},
		"flatbuffers": {"int64(m.Count)", "m.Count = int(vCount)", "int64(*m.Offset)", intPtrFrom("vOffset"), "int64(m.Idx[i])", "int(t.Idx(i))"},
		"capnp":       {"SetCount(int64(m.Count))", "m.Count = int(s.Count())", "l.Set(i, int64(e))", "int(l.At(i))"},
		"colfer":      {"int64(m.Count)", "int(o.Count)", "int64(*m.Offset)", "rt.Ptr(int(o.Offset))", "int64(e)", "int(e)"},
		"bebop":       {"rt.Ptr(int64(m.Count))", "int(*o.Count)", intPtrTo("m.Offset"), intPtrFrom("o.Offset"), "int64(e)", "int(l[i])"},
		"thrift":      {"int64(m.Count)", "int(p.Count)", intPtrTo("m.Offset"), intPtrFrom("p.Offset"), "func(v int) int64 { return int64(v) }"},
		"benc":        {"int64(m.Count)", "int(b.Count)", "int64(v)"},
		"goavro":      {"int64(m.Count)", "return int(x), err"},
	}
	for name, ws := range want {
		for _, w := range ws {
			if !strings.Contains(code[name], w) {
				t.Errorf("%s: no %q in\n%s", name, w, code[name])
			}
		}
	}
	for _, f := range []string{"label", "by_name"} {
		if err := newSchema().setDataset(userOptions{lean: true, names: write(f)}); err == nil || !strings.Contains(err.Error(), "can be Go's int") {
			t.Errorf("%s as Go's int: error %v", f, err)
		}
	}
}
