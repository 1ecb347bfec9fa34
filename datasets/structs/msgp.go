package structs

import (
	"maps"
	"slices"

	"github.com/serbench/serbench/digest"
)

// The read digest over the msgp mirrors (msgp_mirror_gen.go), as digest.go
// feeds it over the model. TinyMP has Tiny's fields, so it converts for
// free and Tiny's digest applies; times are time.Time in both.

func hashTinyMP(h *digest.Hasher, t *TinyMP) { hashTiny(h, (*Tiny)(t)) }

func hashMediumMP(h *digest.Hasher, m *MediumMP) {
	if m == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	h.Int64(m.MediumID)
	h.String(m.FirstName)
	h.String(m.LastName)
	h.Float64(m.MediumMoneyBalance)
	hashTime(h, m.CreatedAt)
	hashTinyMP(h, m.TinyField)
}

func hashBigMP(h *digest.Hasher, b *BigMP) {
	if b == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	h.Int64(b.BigID)
	h.Uint64(b.Age)
	h.String(b.Country)
	h.Bytes(b.CountryBytes)
	hashTime(h, b.CreatedAt)
	hashTime(h, b.UpdatedAt)
	hashTime(h, b.DeletedAt)
	hashTinyMP(h, b.TinyField)
	hashMediumMP(h, b.MediumField)
}

func hashHugeMP(h *digest.Hasher, u *HugeMP) {
	if u == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	hashEach(h, u.BigSlice, hashBigMP)
	hashEach(h, u.BiggerSlice, hashBigMP)
	hashEach(h, u.TheBiggestSlice, hashBigMP)
}

func hashComplexMP(h *digest.Hasher, c *ComplexAndHugeMP) {
	if c == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	h.Len(len(c.ComplexMap))
	for _, k := range slices.Sorted(maps.Keys(c.ComplexMap)) {
		h.String(k)
		hashHugeMP(h, c.ComplexMap[k])
	}
}

// hashArrayMP feeds a wrapper of one slice, as the model's do.
func hashArrayMP[W any, T any](items func(*W) []T, each func(*digest.Hasher, T)) func(*digest.Hasher, *W) {
	return func(h *digest.Hasher, w *W) {
		if w == nil {
			h.Len(0)
			return
		}
		h.Len(1)
		hashEach(h, items(w), each)
	}
}

// msgpOffer is each variant's msgp offer, keyed by the model type.
func msgpOffer(model any) any {
	switch model.(type) {
	case *Tiny:
		return msgpTiny(hashTiny)
	case *Medium:
		return msgpMedium(hashMediumMP)
	case *Big:
		return msgpBig(hashBigMP)
	case *Huge:
		return msgpHuge(hashHugeMP)
	case *ComplexAndHuge:
		return msgpComplexAndHuge(hashComplexMP)
	case *TinyArray:
		return msgpTinyArray(hashArrayMP(func(a *TinyArrayMP) []*TinyMP { return a.TinyArr }, hashTinyMP))
	case *MediumArray:
		return msgpMediumArray(hashArrayMP(func(a *MediumArrayMP) []*MediumMP { return a.MediumArr }, hashMediumMP))
	case *BigArray:
		return msgpBigArray(hashArrayMP(func(a *BigArrayMP) []*BigMP { return a.BigArr }, hashBigMP))
	case *HugeArray:
		return msgpHugeArray(hashArrayMP(func(a *HugeArrayMP) []*HugeMP { return a.HugeArr }, hashHugeMP))
	case *ComplexAndHugeArray:
		return msgpComplexAndHugeArray(hashArrayMP(func(a *ComplexAndHugeArrayMP) []*ComplexAndHugeMP {
			return a.ComplexAndHugeArr
		}, hashComplexMP))
	}
	return nil
}

// compactOffers are the offers of the compact binary codecs (msgp, benc, mus)
// for model M.
func compactOffers[M any]() []any {
	var m M
	return []any{msgpOffer(m), bencOffer(m), musOffer(m)}
}
