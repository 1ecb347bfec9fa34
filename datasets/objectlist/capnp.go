//go:build !serbench_lean || serbench_capnp

// Cap'n Proto conversion of the objectlist dataset. The set fills one
// Object root, field for field objectlist.proto's message, with the list
// as a List(Embedded). A nil and an empty list are the same value under
// the dataset's Equal and digest, so they are not told apart, as in
// protobuf.

package objectlist

import (
	"errors"
	"fmt"
	"math"

	"github.com/serbench/serbench/codecs/capnp"
	"github.com/serbench/serbench/datasets/objectlist/capnpb"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

var _ = suite.Offer(&offers, "", cpConv)

func cpConv() capnp.Conv[*Object, capnpb.Object] {
	return capnp.Offer(capnpb.NewRootObject, cpSetObject, capnpb.ReadRootObject, cpVisitObject, cpToObject)
}

// cpSetObject fills root with o.
func cpSetObject(root capnpb.Object, o *Object) error {
	if o == nil {
		return errors.New("capnp: nil Object")
	}
	if len(o.List) > math.MaxInt32 {
		return fmt.Errorf("capnp: %d elements exceed a list's length", len(o.List))
	}
	if err := root.SetStringProp1(o.StringProp1); err != nil {
		return fmt.Errorf("capnp: string_prop_1: %w", err)
	}
	if err := root.SetStringProp2(o.StringProp2); err != nil {
		return fmt.Errorf("capnp: string_prop_2: %w", err)
	}
	l, err := root.NewList(int32(len(o.List)))
	if err != nil {
		return fmt.Errorf("capnp: list: %w", err)
	}
	for i, e := range o.List {
		c := l.At(i)
		if err := c.SetStringProp(e.StringProp); err != nil {
			return fmt.Errorf("capnp: list element %d: %w", i, err)
		}
		c.SetIntProp(e.IntProp)
	}
	return nil
}

// cpVisitObject is Digest computed through the generated accessors;
// strings are read in place.
func cpVisitObject(h *digest.Hasher, c capnpb.Object) {
	if b, err := c.StringProp1Bytes(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Bytes(b)
	}
	if b, err := c.StringProp2Bytes(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Bytes(b)
	}
	l, err := c.List()
	if err != nil {
		h.Uint64(errMark)
		return
	}
	h.Len(l.Len())
	for i := range l.Len() {
		e := l.At(i)
		if b, err := e.StringPropBytes(); err != nil {
			h.Uint64(errMark)
		} else {
			h.Bytes(b)
		}
		h.Int64(e.IntProp())
	}
}

func cpToObject(c capnpb.Object) (*Object, error) {
	o := &Object{}
	var err error
	if o.StringProp1, err = c.StringProp1(); err != nil {
		return nil, fmt.Errorf("capnp: string_prop_1: %w", err)
	}
	if o.StringProp2, err = c.StringProp2(); err != nil {
		return nil, fmt.Errorf("capnp: string_prop_2: %w", err)
	}
	l, err := c.List()
	if err != nil {
		return nil, fmt.Errorf("capnp: list: %w", err)
	}
	if l.Len() > 0 {
		o.List = make([]Embedded, l.Len())
		for i := range l.Len() {
			e := l.At(i)
			s, err := e.StringProp()
			if err != nil {
				return nil, fmt.Errorf("capnp: list element %d: %w", i, err)
			}
			o.List[i] = Embedded{StringProp: s, IntProp: e.IntProp()}
		}
	}
	return o, nil
}
