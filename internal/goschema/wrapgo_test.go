package goschema

import "testing"

// WrapGo names the Go type of a wrapped list element or map value, and
// Wrappers each wrapper's field and the Go list it carries (a nested
// wrapper's field names the inner list's Go type).
func TestWrapGo(t *testing.T) {
	r := deriveModel(t)
	var msg string
	fields := map[string]string{}
	for m, fs := range r.Fields {
		for _, f := range fs {
			switch f.Proto {
			case "matrix", "cube", "groups", "tags":
				msg = m
				fields[f.Proto] = f.WrapGo
			}
		}
	}
	want := map[string]string{"matrix": "[]int32", "cube": "[][]float64", "groups": "[]string"}
	for name, w := range want {
		if got := fields[name]; got != w {
			t.Errorf("%s.%s: WrapGo %q, want %q", msg, name, got, w)
		}
	}
	wrappers := map[string]struct{ Go, Inner string }{
		"Int32List": {"[]int32", ""}, "DoubleList": {"[]float64", ""}, "DoubleListList": {"[][]float64", "[]float64"},
		"StringList": {"[]string", ""},
	}
	for name, w := range wrappers {
		got, ok := r.Wrappers[name]
		if !ok {
			t.Errorf("no wrapper %s among %v", name, r.Wrappers)
			continue
		}
		if got.Go != w.Go || got.Field.WrapGo != w.Inner || got.Field.Go != "Items" || got.Field.Proto != "items" {
			t.Errorf("wrapper %s: %+v, want Go %q, items holding %q", name, got, w.Go, w.Inner)
		}
	}
}
