//go:build !serbench_lean || serbench_protobuf

package objectlist

import (
	"github.com/serbench/serbench/codecs/protobuf"
	"github.com/serbench/serbench/datasets/objectlist/pb"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

var _ = suite.Offer(&offers, "", protoConv)

// protoConv is the protobuf conversion, which the protojson, vtprotobuf,
// gogofaster and Symphony codecs build on too (their workers compile this
// file: they link codecs/protobuf).
func protoConv() protobuf.Conv[*Object, *pb.Object] {
	return protobuf.Conv[*Object, *pb.Object]{
		New:       func() *pb.Object { return new(pb.Object) },
		FromModel: toProto,
		ToModel:   fromProto,
		Visit:     visitProto,
	}
}

// toProto shares the strings with the model: conversion is untimed and
// nothing writes them.
func toProto(o *Object) (*pb.Object, error) {
	out := &pb.Object{StringProp_1: o.StringProp1, StringProp_2: o.StringProp2}
	if len(o.List) > 0 {
		// One backing array for all elements, so the conversion of 100,000
		// elements is one allocation rather than 100,000.
		elems := make([]pb.Embedded, len(o.List))
		out.List = make([]*pb.Embedded, len(o.List))
		for i, e := range o.List {
			elems[i].StringProp, elems[i].IntProp = e.StringProp, e.IntProp
			out.List[i] = &elems[i]
		}
	}
	return out, nil
}

func fromProto(p *pb.Object) (*Object, error) {
	out := &Object{StringProp1: p.GetStringProp_1(), StringProp2: p.GetStringProp_2()}
	if list := p.GetList(); len(list) > 0 {
		out.List = make([]Embedded, len(list))
		for i, e := range list {
			out.List[i] = Embedded{StringProp: e.GetStringProp(), IntProp: e.GetIntProp()}
		}
	}
	return out, nil
}

// visitProto is Digest computed through the generated getters.
func visitProto(h *digest.Hasher, p *pb.Object) {
	h.String(p.GetStringProp_1())
	h.String(p.GetStringProp_2())
	list := p.GetList()
	h.Len(len(list))
	for _, e := range list {
		h.String(e.GetStringProp())
		h.Int64(e.GetIntProp())
	}
}
