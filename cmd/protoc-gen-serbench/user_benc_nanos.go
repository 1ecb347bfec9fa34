package main

import "fmt"

// In the dataset flavor a time field is a bool presence flag and an int64
// of Unix nanoseconds, the form structs' hand-written schema had (benc has
// no time type; one int64 is smaller than a container of seconds and
// nanoseconds); lists and maps of times keep SbTime. A time outside int64
// nanoseconds' years (1678 to 2262) does not come back, which the
// round-trip validation reports.

// nanosField writes time field f, the model's value x.
func (g *bencGen) nanosField(f *uField, x string) string {
	has, why := g.name("bool", "Has"+f.Name)
	if why != "" {
		return why
	}
	val, why := g.name("int64", f.Name)
	if why != "" {
		return why
	}
	g.to = append(g.to, fmt.Sprintf("if %s != nil {\nb.%s = true\nb.%s = %s.UnixNano()\n}", x, has, val, x))
	g.from = append(g.from, fmt.Sprintf("if b.%s {\n%s = rt.TimeOfNanos(&b.%s)\n}", has, x, val))
	g.visit = append(g.visit, fmt.Sprintf("if b.%s {\nrt.HashNanos(h, &b.%s)\n} else {\nh.Len(0)\n}", has, val))
	return ""
}
