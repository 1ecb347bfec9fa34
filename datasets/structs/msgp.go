//go:build !serbench_lean || serbench_msgp

package structs

import (
	msgpcodec "github.com/serbench/serbench/codecs/msgp"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
	"github.com/serbench/serbench/userproto/rt"
)

// Every variant's msgp conversion, through its mirror (msgp_mirror_gen.go).
var (
	_ = suite.Offer(&offers, "Tiny", msgpOffer(msgpTiny, hashTiny))
	_ = suite.Offer(&offers, "Medium", msgpOffer(msgpMedium, hashMediumMP))
	_ = suite.Offer(&offers, "Big", msgpOffer(msgpBig, hashBigMP))
	_ = suite.Offer(&offers, "Huge", msgpOffer(msgpHuge, hashHugeMP))
	_ = suite.Offer(&offers, "ComplexAndHuge", msgpOffer(msgpComplexAndHuge, hashComplexMP))
	_ = suite.Offer(&offers, "TinyArray", msgpOffer(msgpTinyArray,
		hashArrayMP(func(a *TinyArrayMP) []*TinyMP { return a.TinyArr }, hashTinyMP)))
	_ = suite.Offer(&offers, "MediumArray", msgpOffer(msgpMediumArray,
		hashArrayMP(func(a *MediumArrayMP) []*MediumMP { return a.MediumArr }, hashMediumMP)))
	_ = suite.Offer(&offers, "BigArray", msgpOffer(msgpBigArray,
		hashArrayMP(func(a *BigArrayMP) []*BigMP { return a.BigArr }, hashBigMP)))
	_ = suite.Offer(&offers, "HugeArray", msgpOffer(msgpHugeArray,
		hashArrayMP(func(a *HugeArrayMP) []*HugeMP { return a.HugeArr }, hashHugeMP)))
	_ = suite.Offer(&offers, "ComplexAndHugeArray", msgpOffer(msgpComplexAndHugeArray,
		hashArrayMP(func(a *ComplexAndHugeArrayMP) []*ComplexAndHugeMP { return a.ComplexAndHugeArr }, hashComplexMP)))
)

// msgpOffer makes a variant's msgp conversion from its mirror's, with the
// read visit over the mirror.
func msgpOffer[M, T any, P msgpcodec.Value[T], V any](mirror func(visit V) msgpcodec.Conv[M, T, P], visit V) func() msgpcodec.Conv[M, T, P] {
	return func() msgpcodec.Conv[M, T, P] { return mirror(visit) }
}

// The read digest over the msgp mirrors (msgp_mirror_gen.go), as the
// generated hash<T> (digest_gen.go) feeds it over the model: a message's
// fields, a nested message's presence first, a list's length, a map's
// entries in key order. TinyMP has Tiny's fields, so it converts for free
// and Tiny's digest applies; times are *time.Time in both.

func hashTinyMP(h *digest.Hasher, t *TinyMP) { hashTiny(h, (*Tiny)(t)) }

func hashMediumMP(h *digest.Hasher, m *MediumMP) {
	h.Int64(m.MediumID)
	h.String(m.FirstName)
	h.String(m.LastName)
	h.Float64(m.MediumMoneyBalance)
	rt.HashTime(h, m.CreatedAt)
	opt(h, m.TinyField, hashTinyMP)
}

func hashBigMP(h *digest.Hasher, b *BigMP) {
	h.Int64(b.BigID)
	h.Uint64(b.Age)
	h.String(b.Country)
	h.Bytes(b.CountryBytes)
	rt.HashTime(h, b.CreatedAt)
	rt.HashTime(h, b.UpdatedAt)
	rt.HashTime(h, b.DeletedAt)
	opt(h, b.TinyField, hashTinyMP)
	opt(h, b.MediumField, hashMediumMP)
}

func hashHugeMP(h *digest.Hasher, u *HugeMP) {
	each(h, u.BigSlice, hashBigMP)
	each(h, u.BiggerSlice, hashBigMP)
	each(h, u.TheBiggestSlice, hashBigMP)
}

func hashComplexMP(h *digest.Hasher, c *ComplexAndHugeMP) {
	h.Len(len(c.ComplexMap))
	for _, k := range rt.Keys(c.ComplexMap) {
		h.String(k)
		opt(h, c.ComplexMap[k], hashHugeMP)
	}
}

// hashArrayMP feeds a wrapper of one slice, as the model's do.
func hashArrayMP[W any, T any](items func(*W) []*T, hash func(*digest.Hasher, *T)) func(*digest.Hasher, *W) {
	return func(h *digest.Hasher, w *W) { each(h, items(w), hash) }
}

// opt feeds a nested message: its presence, then its fields.
func opt[T any](h *digest.Hasher, m *T, hash func(*digest.Hasher, *T)) {
	if m == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	hash(h, m)
}

// each feeds a list of messages: its length, then each one as opt does.
func each[T any](h *digest.Hasher, items []*T, hash func(*digest.Hasher, *T)) {
	h.Len(len(items))
	for _, m := range items {
		opt(h, m, hash)
	}
}
