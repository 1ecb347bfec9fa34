//go:build !serbench_lean || serbench_symphony

package structs

import (
	"fmt"
	"time"

	"github.com/serbench/serbench/codecs/protobuf"
	symcodec "github.com/serbench/serbench/codecs/symphony"
	"github.com/serbench/serbench/datasets/structs/pb"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
	"github.com/serbench/serbench/symphony"
)

// Every variant's Symphony conversion: its protobuf one (protobuf.go) and
// the generated Raw view.
var (
	_ = suite.Offer(&offers, "tiny", symOffer(tinyPB, pb.OpenTinyRaw, symVisitTiny))
	_ = suite.Offer(&offers, "medium", symOffer(mediumPB, pb.OpenMediumRaw, symVisitMedium))
	_ = suite.Offer(&offers, "big", symOffer(bigPB, pb.OpenBigRaw, symVisitBig))
	_ = suite.Offer(&offers, "huge", symOffer(hugePB, pb.OpenHugeRaw, symVisitHuge))
	_ = suite.Offer(&offers, "complexmap", symOffer(complexPB, pb.OpenComplexAndHugeRaw, symVisitComplex))
	_ = suite.Offer(&offers, "tiny-slice", symOffer(tinyArrayPB, pb.OpenTinyArrayRaw, symVisitTinyArray))
	_ = suite.Offer(&offers, "medium-slice", symOffer(mediumArrayPB, pb.OpenMediumArrayRaw, symVisitMediumArray))
	_ = suite.Offer(&offers, "big-slice", symOffer(bigArrayPB, pb.OpenBigArrayRaw, symVisitBigArray))
	_ = suite.Offer(&offers, "huge-slice", symOffer(hugeArrayPB, pb.OpenHugeArrayRaw, symVisitHugeArray))
	_ = suite.Offer(&offers, "complexmap-slice", symOffer(complexArrayPB, pb.OpenComplexAndHugeArrayRaw, symVisitComplexArray))
)

// symOffer makes a variant's Symphony conversion, so that decode calls the
// generated Open…Raw with no wrapper in between.
func symOffer[M any, P symcodec.Message, R ~[]byte](conv func() protobuf.Conv[M, P], open func([]byte) (R, error),
	visit func(*digest.Hasher, R) error) func() symcodec.Conv[M, P, R] {
	return func() symcodec.Conv[M, P, R] { return symcodec.Offer(conv(), open, visit) }
}

// Symphony Raw visitors: the read digest through the generated …Raw
// getters, feeding the same calls as the protobuf visitors (protobuf.go)
// in the same order. Strings and bytes are sub-slices of the message
// (h.Bytes hashes them as h.String hashes the same text); an absent nested
// message is a nil view. Each returns the first getter error, which fails
// the read.

func symVisitTime(h *digest.Hasher, ts symphony.TimestampRaw) error {
	if ts == nil {
		h.Len(0)
		return nil
	}
	h.Len(1)
	sec, err := ts.Seconds()
	if err != nil {
		return err
	}
	nanos, err := ts.Nanos()
	if err != nil {
		return err
	}
	h.Int64(sec*int64(time.Second) + int64(nanos))
	return nil
}

func symVisitTiny(h *digest.Hasher, r pb.TinyRaw) error {
	if r == nil {
		h.Len(0)
		return nil
	}
	h.Len(1)
	id, err := r.TinyId()
	if err != nil {
		return err
	}
	h.Int64(id)
	s, err := r.SomeStr()
	if err != nil {
		return err
	}
	h.Bytes(s)
	return nil
}

func symVisitMedium(h *digest.Hasher, r pb.MediumRaw) error {
	if r == nil {
		h.Len(0)
		return nil
	}
	h.Len(1)
	id, err := r.MediumId()
	if err != nil {
		return err
	}
	h.Int64(id)
	first, err := r.FirstName()
	if err != nil {
		return err
	}
	h.Bytes(first)
	last, err := r.LastName()
	if err != nil {
		return err
	}
	h.Bytes(last)
	balance, err := r.MediumMoneyBalance()
	if err != nil {
		return err
	}
	h.Float64(balance)
	created, err := r.CreatedAt()
	if err != nil {
		return err
	}
	if err := symVisitTime(h, created); err != nil {
		return err
	}
	tiny, err := r.TinyField()
	if err != nil {
		return err
	}
	return symVisitTiny(h, tiny)
}

func symVisitBig(h *digest.Hasher, r pb.BigRaw) error {
	if r == nil {
		h.Len(0)
		return nil
	}
	h.Len(1)
	id, err := r.BigId()
	if err != nil {
		return err
	}
	h.Int64(id)
	age, err := r.Age()
	if err != nil {
		return err
	}
	h.Uint64(age)
	country, err := r.Country()
	if err != nil {
		return err
	}
	h.Bytes(country)
	cb, err := r.CountryBytes()
	if err != nil {
		return err
	}
	h.Bytes(cb)
	created, err := r.CreatedAt()
	if err != nil {
		return err
	}
	if err := symVisitTime(h, created); err != nil {
		return err
	}
	updated, err := r.UpdatedAt()
	if err != nil {
		return err
	}
	if err := symVisitTime(h, updated); err != nil {
		return err
	}
	deleted, err := r.DeletedAt()
	if err != nil {
		return err
	}
	if err := symVisitTime(h, deleted); err != nil {
		return err
	}
	tiny, err := r.TinyField()
	if err != nil {
		return err
	}
	if err := symVisitTiny(h, tiny); err != nil {
		return err
	}
	medium, err := r.MediumField()
	if err != nil {
		return err
	}
	return symVisitMedium(h, medium)
}

// symEach feeds a repeated message field: its length, then each element,
// as hashEach does.
func symEach[R ~[]byte](h *digest.Hasher, l symphony.List[R], what string, each func(*digest.Hasher, R) error) error {
	n := l.Len()
	h.Len(n)
	for i := range n {
		e, err := l.Next()
		if err == nil {
			err = each(h, e)
		}
		if err != nil {
			return fmt.Errorf("%s %d: %w", what, i, err)
		}
	}
	return nil
}

// symVisitBigs feeds a BigArray's items as visitHugePB does: an absent
// BigArray reads as no items.
func symVisitBigs(h *digest.Hasher, r pb.BigArrayRaw) error {
	if r == nil {
		h.Len(0)
		return nil
	}
	l, err := r.BigArr()
	if err != nil {
		return err
	}
	return symEach(h, l, "big", symVisitBig)
}

func symVisitHuge(h *digest.Hasher, r pb.HugeRaw) error {
	if r == nil {
		h.Len(0)
		return nil
	}
	h.Len(1)
	a, err := r.BigSlice()
	if err != nil {
		return err
	}
	if err := symVisitBigs(h, a); err != nil {
		return err
	}
	if a, err = r.BiggerSlice(); err != nil {
		return err
	}
	if err := symVisitBigs(h, a); err != nil {
		return err
	}
	if a, err = r.TheBiggestSlice(); err != nil {
		return err
	}
	return symVisitBigs(h, a)
}

// symVisitComplex reads the map's entries in their encoded order, which is
// sorted key order (the encoder sorts, as protobuf's deterministic mode
// does): the order hashComplex feeds them in.
func symVisitComplex(h *digest.Hasher, r pb.ComplexAndHugeRaw) error {
	if r == nil {
		h.Len(0)
		return nil
	}
	h.Len(1)
	l, err := r.ComplexMap()
	if err != nil {
		return err
	}
	return symEach(h, l, "complex_map entry", func(h *digest.Hasher, e pb.ComplexAndHuge_ComplexMapEntryRaw) error {
		k, err := e.Key()
		if err != nil {
			return err
		}
		h.Bytes(k)
		v, err := e.Value()
		if err != nil {
			return err
		}
		return symVisitHuge(h, v)
	})
}

// The slice kinds: the wrapper is the message itself, always present.

func symVisitTinyArray(h *digest.Hasher, r pb.TinyArrayRaw) error {
	h.Len(1)
	l, err := r.TinyArr()
	if err != nil {
		return err
	}
	return symEach(h, l, "tiny", symVisitTiny)
}

func symVisitMediumArray(h *digest.Hasher, r pb.MediumArrayRaw) error {
	h.Len(1)
	l, err := r.MediumArr()
	if err != nil {
		return err
	}
	return symEach(h, l, "medium", symVisitMedium)
}

func symVisitBigArray(h *digest.Hasher, r pb.BigArrayRaw) error {
	h.Len(1)
	l, err := r.BigArr()
	if err != nil {
		return err
	}
	return symEach(h, l, "big", symVisitBig)
}

func symVisitHugeArray(h *digest.Hasher, r pb.HugeArrayRaw) error {
	h.Len(1)
	l, err := r.HugeArr()
	if err != nil {
		return err
	}
	return symEach(h, l, "huge", symVisitHuge)
}

func symVisitComplexArray(h *digest.Hasher, r pb.ComplexAndHugeArrayRaw) error {
	h.Len(1)
	l, err := r.ComplexArr()
	if err != nil {
		return err
	}
	return symEach(h, l, "complex", symVisitComplex)
}
