//go:build !serbench_lean || serbench_baseline

package objectlist

import (
	"github.com/serbench/serbench/codecs/baseline"
	"github.com/serbench/serbench/suite"
)

var _ = suite.Offer(&offers, "", baselineConv)

// baselineConv is the hand-written floor: every field in order.
func baselineConv() baseline.Conv[*Object] {
	return baseline.Conv[*Object]{Size: baselineSize, Append: baselineAppend, Read: baselineRead}
}

func baselineSize(o *Object) int {
	n := baseline.SizeString(len(o.StringProp1)) + baseline.SizeString(len(o.StringProp2)) + baseline.SizeLen
	for _, e := range o.List {
		n += baseline.SizeString(len(e.StringProp)) + 8
	}
	return n
}

func baselineAppend(b []byte, o *Object) []byte {
	b = baseline.AppendString(b, o.StringProp1)
	b = baseline.AppendString(b, o.StringProp2)
	b = baseline.AppendLen(b, len(o.List))
	for _, e := range o.List {
		b = baseline.AppendString(b, e.StringProp)
		b = baseline.AppendInt64(b, e.IntProp)
	}
	return b
}

func baselineRead(r *baseline.Reader) *Object {
	o := &Object{StringProp1: r.String(), StringProp2: r.String()}
	if n := r.Count(baseline.SizeLen + 8); n > 0 {
		o.List = make([]Embedded, n)
		for i := range o.List {
			o.List[i] = Embedded{StringProp: r.String(), IntProp: r.Int64()}
		}
	}
	return o
}
