//go:build !serbench_lean || serbench_bebop

// Bebop conversion of the objectlist dataset: generated structs field for
// field objectlist.proto's messages (the list as values). The conversion
// shares the strings with the model; the visit is Digest over the generated
// fields. A nil and an empty list are the same value under Equal and the
// digest.

package objectlist

import (
	"github.com/serbench/serbench/codecs/bebop"
	"github.com/serbench/serbench/datasets/objectlist/bop"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

var _ = suite.Offer(&offers, "", bebopConv)

func bebopConv() bebop.Conv[*Object, bop.Object, *bop.Object] {
	return bebop.Offer(toBebop, fromBebop, visitBebop)
}

func toBebop(o *Object) (*bop.Object, error) {
	b := &bop.Object{StringProp1: o.StringProp1, StringProp2: o.StringProp2, List: make([]bop.Embedded, len(o.List))}
	for i, e := range o.List {
		b.List[i] = bop.Embedded{StringProp: e.StringProp, IntProp: e.IntProp}
	}
	return b, nil
}

func fromBebop(b *bop.Object) (*Object, error) {
	o := &Object{StringProp1: b.StringProp1, StringProp2: b.StringProp2, List: make([]Embedded, len(b.List))}
	for i, e := range b.List {
		o.List[i] = Embedded{StringProp: e.StringProp, IntProp: e.IntProp}
	}
	return o, nil
}

func visitBebop(h *digest.Hasher, b *bop.Object) {
	h.String(b.StringProp1)
	h.String(b.StringProp2)
	h.Len(len(b.List))
	for i := range b.List {
		e := &b.List[i]
		h.String(e.StringProp)
		h.Int64(e.IntProp)
	}
}
