//go:build !serbench_lean || serbench_colfer

// Colfer conversion of the objectlist dataset: generated structs field for
// field objectlist.proto's messages (the list as pointers). The conversion
// shares the strings with the model; the visit is Digest over the generated
// fields. A nil and an empty list are the same value under Equal and the
// digest.

package objectlist

import (
	"github.com/serbench/serbench/codecs/colfer"
	"github.com/serbench/serbench/datasets/objectlist/colf"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

var _ = suite.Offer(&offers, "", colferConv)

func colferConv() colfer.Conv[*Object, colf.Object, *colf.Object] {
	return colfer.Offer(toColfer, fromColfer, visitColfer)
}

func toColfer(o *Object) (*colf.Object, error) {
	c := &colf.Object{StringProp1: o.StringProp1, StringProp2: o.StringProp2, List: make([]*colf.Embedded, len(o.List))}
	for i, e := range o.List {
		c.List[i] = &colf.Embedded{StringProp: e.StringProp, IntProp: e.IntProp}
	}
	return c, nil
}

func fromColfer(c *colf.Object) (*Object, error) {
	o := &Object{StringProp1: c.StringProp1, StringProp2: c.StringProp2, List: make([]Embedded, len(c.List))}
	for i, e := range c.List {
		if e == nil {
			return nil, errNilElement
		}
		o.List[i] = Embedded{StringProp: e.StringProp, IntProp: e.IntProp}
	}
	return o, nil
}

func visitColfer(h *digest.Hasher, c *colf.Object) {
	h.String(c.StringProp1)
	h.String(c.StringProp2)
	h.Len(len(c.List))
	for _, e := range c.List {
		if e == nil {
			h.Uint64(errMark)
			continue
		}
		h.String(e.StringProp)
		h.Int64(e.IntProp)
	}
}
