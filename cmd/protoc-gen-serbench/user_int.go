package main

import "fmt"

// Go's int in a dataset's model (dataset flavor): the schema carries it as
// int64 (internal/goschema's mapping), and the model's field is int, *int
// or []int, which tools/datasetgen names (int in the names file). The
// elem is the int64 scalar's with the model's type int; each codec's code
// converts where the model's value meets its own int64 (a list of them is
// copied, where an []int64 is shared).

// goInt makes f's int64 scalar Go's int in the model.
func (f *uField) goInt() error {
	if f.Elem == nil || f.Elem.kind != "scalar" || f.Elem.scalar != "int64" || f.Card == "map" || f.Card == "oneof" {
		return fmt.Errorf("field %s: only an int64, optional or not, or a list of them can be Go's int here", f.Proto)
	}
	e := *f.Elem
	e.goInt = true
	e.model = "int"
	f.Elem = &e
	return nil
}

// toWire is model value x as the codec's int64: converted for Go's int.
func (e *elem) toWire(x string) string {
	if e.goInt {
		return "int64(" + x + ")"
	}
	return x
}

// fromWire is the codec's value x as the model's: converted for Go's int.
func (e *elem) fromWire(x string) string {
	if e.goInt {
		return "int(" + x + ")"
	}
	return x
}

// goScalar is the model's Go type of a scalar: int for Go's int, else the
// schema's.
func (e *elem) goScalar() string {
	if e.goInt {
		return "int"
	}
	return e.scalar
}

// intPtrTo and intPtrFrom convert an optional Go int (a *int) and a
// codec's *int64.
func intPtrTo(x string) string   { return "rt.ConvPtr(" + x + ", func(v int) int64 { return int64(v) })" }
func intPtrFrom(x string) string { return "rt.ConvPtr(" + x + ", func(v int64) int { return int(v) })" }

// intSliceTo and intSliceFrom convert a list of Go ints and a codec's
// []int64 (a copy).
func intSliceTo(x string) string {
	return "rt.ConvSlice(" + x + ", func(v int) int64 { return int64(v) })"
}
func intSliceFrom(x string) string {
	return "rt.ConvSlice(" + x + ", func(v int64) int { return int(v) })"
}

// bopIntPtr is bopPtr of a Go int: Bebop's *int64 converted from the
// model's *int (ptr) or from its int, left out at zero.
func (e *elem) bopIntPtr(x, v string, ptr bool) (to, from, visit string) {
	hash := scalarHash(e.scalar, "*"+v)
	if ptr {
		return fmt.Sprintf("%s = %s", v, intPtrTo(x)), fmt.Sprintf("%s = %s", x, intPtrFrom(v)), hash
	}
	return fmt.Sprintf("if %s != 0 {\n%s = rt.Ptr(int64(%s))\n}", x, v, x),
		fmt.Sprintf("if %s != nil {\n%s = int(*%s)\n}", v, x, v), hash
}
