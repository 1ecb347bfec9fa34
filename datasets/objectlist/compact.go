// Colfer, Bebop and Thrift conversions of the objectlist dataset: generated
// structs field for field objectlist.proto's messages (Colfer and Thrift
// hold the list as pointers, Bebop as values). The conversions share the
// strings with the model; the visits are Digest over the generated fields.
// A nil and an empty list are the same value under Equal and the digest.

package objectlist

import (
	"errors"

	"github.com/serbench/serbench/datasets/objectlist/bop"
	"github.com/serbench/serbench/datasets/objectlist/colf"
	"github.com/serbench/serbench/datasets/objectlist/thriftgen"
	"github.com/serbench/serbench/digest"
)

var errNilElement = errors.New("nil list element")

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

func toThrift(o *Object) (*thriftgen.Object, error) {
	t := &thriftgen.Object{StringProp_1: o.StringProp1, StringProp_2: o.StringProp2, Items: make([]*thriftgen.Embedded, len(o.List))}
	for i, e := range o.List {
		t.Items[i] = &thriftgen.Embedded{StringProp: e.StringProp, IntProp: e.IntProp}
	}
	return t, nil
}

func fromThrift(t *thriftgen.Object) (*Object, error) {
	o := &Object{StringProp1: t.StringProp_1, StringProp2: t.StringProp_2, List: make([]Embedded, len(t.Items))}
	for i, e := range t.Items {
		if e == nil {
			return nil, errNilElement
		}
		o.List[i] = Embedded{StringProp: e.StringProp, IntProp: e.IntProp}
	}
	return o, nil
}

func visitThrift(h *digest.Hasher, t *thriftgen.Object) {
	h.String(t.StringProp_1)
	h.String(t.StringProp_2)
	h.Len(len(t.Items))
	for _, e := range t.Items {
		if e == nil {
			h.Uint64(errMark)
			continue
		}
		h.String(e.StringProp)
		h.Int64(e.IntProp)
	}
}
