package goschema

import "testing"

// GoInt marks the fields of Go's int, alone (a promoted one too), and no
// other integer, named int type, slice of pointers or map.
func TestFieldsGoInt(t *testing.T) {
	r := deriveModel(t)
	want := map[string]bool{"version": true, "ptrs": false, "kind": false, "id": false, "small": false, "stamps": false}
	seen := 0
	for _, f := range r.Fields[r.Messages["Order"]] {
		if w, ok := want[f.Proto]; ok {
			seen++
			if f.GoInt != w {
				t.Errorf("%s: GoInt %v, want %v", f.Proto, f.GoInt, w)
			}
		}
	}
	if seen != len(want) {
		t.Errorf("%d of the fields %v found", seen, want)
	}
}
