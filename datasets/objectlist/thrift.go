//go:build !serbench_lean || serbench_thrift

// Thrift conversion of the objectlist dataset: generated structs field for
// field objectlist.proto's messages (the list as pointers). The conversion
// shares the strings with the model; the visit is Digest over the generated
// fields. A nil and an empty list are the same value under Equal and the
// digest.

package objectlist

import (
	"github.com/serbench/serbench/codecs/thrift"
	"github.com/serbench/serbench/datasets/objectlist/thriftgen"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

var _ = suite.Offer(&offers, "", thriftConv)

func thriftConv() thrift.Conv[*Object, thriftgen.Object, *thriftgen.Object] {
	return thrift.Offer(toThrift, fromThrift, visitThrift)
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
