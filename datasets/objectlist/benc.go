//go:build !serbench_lean || serbench_benc

package objectlist

import (
	"github.com/serbench/serbench/codecs/benc"
	"github.com/serbench/serbench/datasets/objectlist/bencpb"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

var _ = suite.Offer(&offers, "", bencConv)

// bencConv is the benc conversion.
func bencConv() benc.Conv[*Object, bencpb.Object, *bencpb.Object] {
	return benc.Offer(toBenc, fromBenc, visitBenc)
}

func toBenc(o *Object) (*bencpb.Object, error) {
	out := &bencpb.Object{StringProp1: o.StringProp1, StringProp2: o.StringProp2}
	if o.List != nil {
		out.List = make([]bencpb.Embedded, len(o.List))
		for i, e := range o.List {
			out.List[i] = bencpb.Embedded{StringProp: e.StringProp, IntProp: e.IntProp}
		}
	}
	return out, nil
}

func fromBenc(b *bencpb.Object) (*Object, error) {
	out := &Object{StringProp1: b.StringProp1, StringProp2: b.StringProp2}
	if b.List != nil {
		out.List = make([]Embedded, len(b.List))
		for i, e := range b.List {
			out.List[i] = Embedded{StringProp: e.StringProp, IntProp: e.IntProp}
		}
	}
	return out, nil
}

// visitBenc is Digest over the generated structs' fields.
func visitBenc(h *digest.Hasher, b *bencpb.Object) {
	h.String(b.StringProp1)
	h.String(b.StringProp2)
	h.Len(len(b.List))
	for _, e := range b.List {
		h.String(e.StringProp)
		h.Int64(e.IntProp)
	}
}
