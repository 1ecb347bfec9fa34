package goschema

import (
	"go/types"
)

// Wrapper messages as the Go types see them, for code over the user's own
// types (tools/datasetgen): a wrapper (Int64List) has no Go struct of
// the user's, only the list it carries ([]int64 as a map value), so such
// code adapts that list to and from a struct of one field of its own.

// Wrapper is a wrapper message's one field, and the Go type of the list
// it carries.
type Wrapper struct {
	Field Field
	// Go is the Go type of the list the wrapper carries, as the user's
	// package spells it ("[]int64", "[2]float64"); "" where the wrapper
	// carries lists of different Go types at different places (a []T and a
	// [N]T share a wrapper), which code over the Go types cannot adapt
	// with one struct.
	Go string
}

// wrapGo is the Go type of the wrapped list elements or map values of
// field type pt, "" where they are not wrapped.
func wrapGo(pkg *types.Package, pt *ptype) string {
	if (pt.kind != kList && pt.kind != kMap) || pt.elem.wrap == "" {
		return ""
	}
	return types.TypeString(pt.elem.goT, types.RelativeTo(pkg))
}

// wrapperInfo is each wrapper's Wrapper, by message name, with the Go type
// of what it carries at every place of msgs (and of the wrappers) that
// holds it.
func wrapperInfo(pkg *types.Package, msgs, wrappers []*message) map[string]Wrapper {
	out := map[string]Wrapper{}
	goOf := map[string]string{}
	clash := map[string]bool{}
	note := func(pt *ptype) {
		if (pt.kind != kList && pt.kind != kMap) || pt.elem.wrap == "" {
			return
		}
		g := wrapGo(pkg, pt)
		if old, ok := goOf[pt.elem.wrap]; ok && old != g {
			clash[pt.elem.wrap] = true
		}
		goOf[pt.elem.wrap] = g
	}
	for _, m := range msgs {
		for _, f := range m.fields {
			note(f.t)
		}
	}
	for _, w := range wrappers {
		note(w.wrapOf)
	}
	for _, w := range wrappers {
		f := wrapperField(w)
		g := goOf[w.name]
		if clash[w.name] {
			g = ""
		}
		goName := "Items"
		if w.wrapOf.kind == kMap {
			goName = "Entries"
		}
		out[w.name] = Wrapper{
			Field: Field{Proto: f.name, Number: f.number, Go: goName, JSON: f.name, GoInt: f.t.goInt(), WrapGo: wrapGo(pkg, f.t)},
			Go:    g,
		}
	}
	return out
}
