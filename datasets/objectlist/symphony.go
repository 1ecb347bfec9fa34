//go:build !serbench_lean || serbench_symphony

package objectlist

import (
	"fmt"

	"github.com/serbench/serbench/codecs/symphony"
	"github.com/serbench/serbench/datasets/objectlist/pb"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

var _ = suite.Offer(&offers, "", rawConv)

// rawConv is the Symphony conversion, built on protobuf's (protobuf.go:
// symphony's workers link codecs/protobuf, so they compile it too).
func rawConv() symphony.Conv[*Object, *pb.Object, pb.ObjectRaw] {
	return symphony.Offer(protoConv(), pb.OpenObjectRaw, visitRaw)
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
