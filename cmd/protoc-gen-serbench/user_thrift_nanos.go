package main

import "fmt"

// In the dataset flavor a time field travels as an optional i64 of Unix
// nanoseconds, the form structs' hand-written schema had (Thrift has no
// time type, and one i64 is smaller than a struct of seconds and
// nanoseconds); lists and maps of times keep SbTimestamp. A time outside
// int64 nanoseconds' years (1678 to 2262) does not come back, which the
// round-trip validation reports.

// nanosField writes the conversions and visit of time field name.
func (g *thGen) nanosField(name string) {
	tn := thGoName(name)
	m, p := "m."+name, "p."+tn
	fmt.Fprintf(&g.to, "%s: rt.UnixNanos(%s),\n", tn, m)
	fmt.Fprintf(&g.from, "%s: rt.TimeOfNanos(%s),\n", name, p)
	fmt.Fprintf(&g.visit, "rt.HashNanos(h, %s)\n", p)
}
