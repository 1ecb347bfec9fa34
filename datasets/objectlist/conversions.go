package objectlist

import (
	"fmt"

	"github.com/serbench/serbench/codecs/bebop"
	"github.com/serbench/serbench/codecs/capnp"
	"github.com/serbench/serbench/codecs/colfer"
	"github.com/serbench/serbench/codecs/flatbuffers"
	"github.com/serbench/serbench/codecs/gogofaster"
	muscodec "github.com/serbench/serbench/codecs/mus"
	"github.com/serbench/serbench/codecs/protobuf"
	"github.com/serbench/serbench/codecs/symphony"
	"github.com/serbench/serbench/codecs/thrift"
	"github.com/serbench/serbench/datasets/objectlist/capnpb"
	"github.com/serbench/serbench/datasets/objectlist/fb"
	"github.com/serbench/serbench/datasets/objectlist/pb"
	"github.com/serbench/serbench/digest"
)

// protoConv is the protobuf conversion, shared by the Symphony codecs.
func protoConv() protobuf.Conv[*Object, *pb.Object] {
	return protobuf.Conv[*Object, *pb.Object]{
		New:       func() *pb.Object { return new(pb.Object) },
		FromModel: toProto,
		ToModel:   fromProto,
		Visit:     visitProto,
	}
}

// conversions are what the model offers codecs beyond its own Go values.
func conversions() []any {
	conv := protoConv()
	return []any{
		easyjsonObject(Digest),
		conv,
		flatbuffers.Offer(fbBuildObject, fb.GetRootAsObject, fbVisitObject, fbToObject),
		capnp.Offer(capnpb.NewRootObject, cpSetObject, capnpb.ReadRootObject, cpVisitObject, cpToObject),
		msgpObject(msgpVisit),
		bencConv(),
		muscodec.Offer[*Object](objectMUS{}),
		symphony.Offer(conv, pb.OpenObjectRaw, visitRaw),
		gogofaster.Offer(conv, visitGogo),
		colfer.Offer(toColfer, fromColfer, visitColfer),
		bebop.Offer(toBebop, fromBebop, visitBebop),
		thrift.Offer(toThrift, fromThrift, visitThrift),
		avroConv(),
		goavroConv(),
		baselineConv(),
		jxConv(),
		fastjsonConv(),
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

// visitRaw is Digest computed through the Symphony Raw getters, in
// visitProto's order; strings are read in place as []byte, not copied.
func visitRaw(h *digest.Hasher, r pb.ObjectRaw) error {
	s1, err := r.StringProp_1()
	if err != nil {
		return err
	}
	h.Bytes(s1) // hashes as h.String of the same text
	s2, err := r.StringProp_2()
	if err != nil {
		return err
	}
	h.Bytes(s2)
	list, err := r.List()
	if err != nil {
		return err
	}
	n := list.Len()
	h.Len(n)
	for i := range n {
		e, err := list.Next()
		if err == nil {
			err = visitEmbeddedRaw(h, e)
		}
		if err != nil {
			return fmt.Errorf("list element %d: %w", i, err)
		}
	}
	return nil
}

func visitEmbeddedRaw(h *digest.Hasher, e pb.EmbeddedRaw) error {
	s, err := e.StringProp()
	if err != nil {
		return err
	}
	h.Bytes(s)
	v, err := e.IntProp()
	if err != nil {
		return err
	}
	h.Int64(v)
	return nil
}
