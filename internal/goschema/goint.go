package goschema

import "go/types"

// goInt reports whether t is Go's int, alone, behind a pointer or as a
// slice's elements (Field.GoInt): the schema's int64, which code over the
// Go types converts. A named int type, an array's or a map's ints and a
// slice of pointers to them are not.
func (t *ptype) goInt() bool {
	if t.kind == kList {
		if t.array >= 0 || t.elem.ptr {
			return false
		}
		t = t.elem
	}
	return t.kind == kScalar && types.Identical(t.goT, types.Typ[types.Int])
}
