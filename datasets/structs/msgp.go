//go:build !serbench_lean || serbench_msgp

package structs

import (
	"maps"
	"slices"

	msgpcodec "github.com/serbench/serbench/codecs/msgp"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// Every variant's msgp conversion, through its mirror (msgp_mirror_gen.go).
var (
	_ = suite.Offer(&offers, "tiny", msgpOffer(msgpTiny, hashTiny))
	_ = suite.Offer(&offers, "medium", msgpOffer(msgpMedium, hashMediumMP))
	_ = suite.Offer(&offers, "big", msgpOffer(msgpBig, hashBigMP))
	_ = suite.Offer(&offers, "huge", msgpOffer(msgpHuge, hashHugeMP))
	_ = suite.Offer(&offers, "complexmap", msgpOffer(msgpComplexAndHuge, hashComplexMP))
	_ = suite.Offer(&offers, "tiny-slice", msgpOffer(msgpTinyArray,
		hashArrayMP(func(a *TinyArrayMP) []*TinyMP { return a.TinyArr }, hashTinyMP)))
	_ = suite.Offer(&offers, "medium-slice", msgpOffer(msgpMediumArray,
		hashArrayMP(func(a *MediumArrayMP) []*MediumMP { return a.MediumArr }, hashMediumMP)))
	_ = suite.Offer(&offers, "big-slice", msgpOffer(msgpBigArray,
		hashArrayMP(func(a *BigArrayMP) []*BigMP { return a.BigArr }, hashBigMP)))
	_ = suite.Offer(&offers, "huge-slice", msgpOffer(msgpHugeArray,
		hashArrayMP(func(a *HugeArrayMP) []*HugeMP { return a.HugeArr }, hashHugeMP)))
	_ = suite.Offer(&offers, "complexmap-slice", msgpOffer(msgpComplexAndHugeArray,
		hashArrayMP(func(a *ComplexAndHugeArrayMP) []*ComplexAndHugeMP { return a.ComplexAndHugeArr }, hashComplexMP)))
)

// msgpOffer makes a variant's msgp conversion from its mirror's, with the
// read visit over the mirror.
func msgpOffer[M, T any, P msgpcodec.Value[T], V any](mirror func(visit V) msgpcodec.Conv[M, T, P], visit V) func() msgpcodec.Conv[M, T, P] {
	return func() msgpcodec.Conv[M, T, P] { return mirror(visit) }
}

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
