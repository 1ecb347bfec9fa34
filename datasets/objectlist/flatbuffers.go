//go:build !serbench_lean || serbench_flatbuffers

// FlatBuffers conversion of the objectlist dataset. The encode builds one
// Object table, field for field objectlist.proto's message, with the list
// as a vector of Embedded tables. A nil and an empty list are the same
// value under the dataset's Equal and digest, so they are not told apart,
// as in protobuf.

package objectlist

import (
	"errors"
	"fmt"

	flatbuffers "github.com/google/flatbuffers/go"

	fbcodec "github.com/serbench/serbench/codecs/flatbuffers"
	"github.com/serbench/serbench/datasets/objectlist/fb"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

var _ = suite.Offer(&offers, "", fbConv)

func fbConv() fbcodec.Conv[*Object, fb.Object, *fb.Object] {
	return fbcodec.Offer(fbBuildObject, fb.GetRootAsObject, fbVisitObject, fbToObject)
}

// fbBuildObject builds the Object root. A nil object is built as an empty
// table: the build has no error to return.
func fbBuildObject(b *flatbuffers.Builder, o *Object) flatbuffers.UOffsetT {
	if o == nil {
		fb.ObjectStart(b)
		return fb.ObjectEnd(b)
	}
	// Every object before the table: one under construction cannot hold them.
	offs := make([]flatbuffers.UOffsetT, len(o.List))
	for i, e := range o.List {
		oStr := b.CreateString(e.StringProp)
		fb.EmbeddedStart(b)
		fb.EmbeddedAddStringProp(b, oStr)
		fb.EmbeddedAddIntProp(b, e.IntProp)
		offs[i] = fb.EmbeddedEnd(b)
	}
	fb.ObjectStartListVector(b, len(offs))
	for i := len(offs) - 1; i >= 0; i-- {
		b.PrependUOffsetT(offs[i])
	}
	oList := b.EndVector(len(offs))
	o1 := b.CreateString(o.StringProp1)
	o2 := b.CreateString(o.StringProp2)
	fb.ObjectStart(b)
	fb.ObjectAddStringProp1(b, o1)
	fb.ObjectAddStringProp2(b, o2)
	fb.ObjectAddList(b, oList)
	return fb.ObjectEnd(b)
}

// fbVisitObject is Digest computed through the generated accessors;
// strings are read in place (h.Bytes of a string's bytes adds what
// h.String of the string does).
func fbVisitObject(h *digest.Hasher, t *fb.Object) {
	h.Bytes(t.StringProp1())
	h.Bytes(t.StringProp2())
	n := t.ListLength()
	h.Len(n)
	var e fb.Embedded
	for i := range n {
		if !t.List(&e, i) {
			h.Uint64(errMark)
			continue
		}
		h.Bytes(e.StringProp())
		h.Int64(e.IntProp())
	}
}

func fbToObject(t *fb.Object) (*Object, error) {
	if t == nil {
		return nil, errors.New("flatbuffers: no Object root")
	}
	o := &Object{StringProp1: string(t.StringProp1()), StringProp2: string(t.StringProp2())}
	if n := t.ListLength(); n > 0 {
		o.List = make([]Embedded, n)
		var e fb.Embedded
		for i := range n {
			if !t.List(&e, i) {
				return nil, fmt.Errorf("flatbuffers: list element %d missing", i)
			}
			o.List[i] = Embedded{StringProp: string(e.StringProp()), IntProp: e.IntProp()}
		}
	}
	return o, nil
}
