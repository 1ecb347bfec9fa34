//go:build !serbench_lean || serbench_mus

package objectlist

import (
	"github.com/mus-format/mus-go/ord"
	"github.com/mus-format/mus-go/varint"

	muscodec "github.com/serbench/serbench/codecs/mus"
	"github.com/serbench/serbench/suite"
)

var _ = suite.Offer(&offers, "Object", musConv)

func musConv() muscodec.Conv[*Object] { return muscodec.Offer[*Object](objectMUS{}) }

// objectMUS is the hand-written mus-go serializer of Object: the two
// strings, then the list, each element its string and its number as a
// zigzag varint.
type objectMUS struct{}

// embeddedMUS serializes one list element.
type embeddedMUS struct{}

var musList = muscodec.Slice[Embedded](embeddedMUS{})

func (objectMUS) Marshal(o *Object, bs []byte) (n int) {
	n = ord.String.Marshal(o.StringProp1, bs)
	n += ord.String.Marshal(o.StringProp2, bs[n:])
	return n + musList.Marshal(o.List, bs[n:])
}

func (objectMUS) Unmarshal(bs []byte) (o *Object, n int, err error) {
	o = new(Object)
	var n1 int
	if o.StringProp1, n, err = ord.String.Unmarshal(bs); err != nil {
		return
	}
	o.StringProp2, n1, err = ord.String.Unmarshal(bs[n:])
	n += n1
	if err != nil {
		return
	}
	o.List, n1, err = musList.Unmarshal(bs[n:])
	n += n1
	return
}

func (objectMUS) Size(o *Object) int {
	return ord.String.Size(o.StringProp1) + ord.String.Size(o.StringProp2) + musList.Size(o.List)
}

func (objectMUS) Skip(bs []byte) (n int, err error) {
	var n1 int
	for _, skip := range []func([]byte) (int, error){ord.String.Skip, ord.String.Skip, musList.Skip} {
		n1, err = skip(bs[n:])
		n += n1
		if err != nil {
			return
		}
	}
	return
}

func (embeddedMUS) Marshal(e Embedded, bs []byte) (n int) {
	n = ord.String.Marshal(e.StringProp, bs)
	return n + varint.Int64.Marshal(e.IntProp, bs[n:])
}

func (embeddedMUS) Unmarshal(bs []byte) (e Embedded, n int, err error) {
	if e.StringProp, n, err = ord.String.Unmarshal(bs); err != nil {
		return
	}
	var n1 int
	e.IntProp, n1, err = varint.Int64.Unmarshal(bs[n:])
	n += n1
	return
}

func (embeddedMUS) Size(e Embedded) int {
	return ord.String.Size(e.StringProp) + varint.Int64.Size(e.IntProp)
}

func (embeddedMUS) Skip(bs []byte) (n int, err error) {
	if n, err = ord.String.Skip(bs); err != nil {
		return
	}
	var n1 int
	n1, err = varint.Int64.Skip(bs[n:])
	n += n1
	return
}
