//go:build !serbench_lean || serbench_benc

package structs

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"time"

	"github.com/serbench/serbench/codecs/benc"
	"github.com/serbench/serbench/datasets/structs/bencpb"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// The benc conversions. structs.benc has a presence flag beside each
// pointer field and a time's Unix nanoseconds for each time; slice elements
// and map values have no flag, so a nil one is an error (the generated data
// has none).

var errBencNil = errors.New("benc: a nil slice element or map value, which the schema cannot hold")

// bencTime is t as (present, Unix nanoseconds); a time UnixNano cannot
// hold is an error.
func bencTime(t *time.Time) (bool, int64, error) {
	if t == nil {
		return false, 0, nil
	}
	n := t.UnixNano()
	if !time.Unix(0, n).Equal(*t) {
		return false, 0, fmt.Errorf("benc: time %v is out of Unix nanoseconds' range", t)
	}
	return true, n, nil
}

func timeFromBenc(has bool, n int64) *time.Time {
	if !has {
		return nil
	}
	t := time.Unix(0, n).UTC()
	return &t
}

func hashTimeBenc(h *digest.Hasher, has bool, n int64) {
	if !has {
		h.Len(0)
		return
	}
	h.Len(1)
	h.Int64(n)
}

func tinyToBenc(t *Tiny) bencpb.Tiny { return bencpb.Tiny{TinyId: t.TinyID, SomeStr: t.SomeStr} }

func tinyFromBenc(b *bencpb.Tiny) *Tiny { return &Tiny{TinyID: b.TinyId, SomeStr: b.SomeStr} }

func hashTinyBenc(h *digest.Hasher, has bool, b *bencpb.Tiny) {
	if !has {
		h.Len(0)
		return
	}
	h.Len(1)
	h.Int64(b.TinyId)
	h.String(b.SomeStr)
}

func mediumToBenc(m *Medium) (out bencpb.Medium, err error) {
	out = bencpb.Medium{MediumId: m.MediumID, FirstName: m.FirstName, LastName: m.LastName,
		MediumMoneyBalance: m.MediumMoneyBalance}
	if out.HasCreatedAt, out.CreatedAt, err = bencTime(m.CreatedAt); err != nil {
		return
	}
	if m.TinyField != nil {
		out.HasTinyField, out.TinyField = true, tinyToBenc(m.TinyField)
	}
	return
}

func mediumFromBenc(b *bencpb.Medium) *Medium {
	m := &Medium{MediumID: b.MediumId, FirstName: b.FirstName, LastName: b.LastName,
		MediumMoneyBalance: b.MediumMoneyBalance, CreatedAt: timeFromBenc(b.HasCreatedAt, b.CreatedAt)}
	if b.HasTinyField {
		m.TinyField = tinyFromBenc(&b.TinyField)
	}
	return m
}

func hashMediumBenc(h *digest.Hasher, has bool, b *bencpb.Medium) {
	if !has {
		h.Len(0)
		return
	}
	h.Len(1)
	h.Int64(b.MediumId)
	h.String(b.FirstName)
	h.String(b.LastName)
	h.Float64(b.MediumMoneyBalance)
	hashTimeBenc(h, b.HasCreatedAt, b.CreatedAt)
	hashTinyBenc(h, b.HasTinyField, &b.TinyField)
}

func bigToBenc(g *Big) (out bencpb.Big, err error) {
	out = bencpb.Big{BigId: g.BigID, Age: g.Age, Country: g.Country, CountryBytes: g.CountryBytes}
	if out.HasCreatedAt, out.CreatedAt, err = bencTime(g.CreatedAt); err != nil {
		return
	}
	if out.HasUpdatedAt, out.UpdatedAt, err = bencTime(g.UpdatedAt); err != nil {
		return
	}
	if out.HasDeletedAt, out.DeletedAt, err = bencTime(g.DeletedAt); err != nil {
		return
	}
	if g.TinyField != nil {
		out.HasTinyField, out.TinyField = true, tinyToBenc(g.TinyField)
	}
	if g.MediumField != nil {
		out.HasMediumField = true
		out.MediumField, err = mediumToBenc(g.MediumField)
	}
	return
}

func bigFromBenc(b *bencpb.Big) *Big {
	g := &Big{BigID: b.BigId, Age: b.Age, Country: b.Country, CountryBytes: b.CountryBytes,
		CreatedAt: timeFromBenc(b.HasCreatedAt, b.CreatedAt),
		UpdatedAt: timeFromBenc(b.HasUpdatedAt, b.UpdatedAt),
		DeletedAt: timeFromBenc(b.HasDeletedAt, b.DeletedAt)}
	if b.HasTinyField {
		g.TinyField = tinyFromBenc(&b.TinyField)
	}
	if b.HasMediumField {
		g.MediumField = mediumFromBenc(&b.MediumField)
	}
	return g
}

func hashBigBenc(h *digest.Hasher, has bool, b *bencpb.Big) {
	if !has {
		h.Len(0)
		return
	}
	h.Len(1)
	h.Int64(b.BigId)
	h.Uint64(b.Age)
	h.String(b.Country)
	h.Bytes(b.CountryBytes)
	hashTimeBenc(h, b.HasCreatedAt, b.CreatedAt)
	hashTimeBenc(h, b.HasUpdatedAt, b.UpdatedAt)
	hashTimeBenc(h, b.HasDeletedAt, b.DeletedAt)
	hashTinyBenc(h, b.HasTinyField, &b.TinyField)
	hashMediumBenc(h, b.HasMediumField, &b.MediumField)
}

// listToBenc converts a slice of pointers, none nil.
func listToBenc[M, B any](in []*M, f func(*M) (B, error)) ([]B, error) {
	if in == nil {
		return nil, nil
	}
	out := make([]B, len(in))
	for i, m := range in {
		if m == nil {
			return nil, errBencNil
		}
		var err error
		if out[i], err = f(m); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func listFromBenc[B, M any](in []B, f func(*B) *M) []*M {
	if in == nil {
		return nil
	}
	out := make([]*M, len(in))
	for i := range in {
		out[i] = f(&in[i])
	}
	return out
}

// hashListBenc feeds a slice as hashEach does, each element present.
func hashListBenc[B any](h *digest.Hasher, in []B, each func(*digest.Hasher, bool, *B)) {
	h.Len(len(in))
	for i := range in {
		each(h, true, &in[i])
	}
}

func hugeToBenc(u *Huge) (out bencpb.Huge, err error) {
	if out.BigSlice, err = listToBenc(u.BigSlice, bigToBenc); err != nil {
		return
	}
	if out.BiggerSlice, err = listToBenc(u.BiggerSlice, bigToBenc); err != nil {
		return
	}
	out.TheBiggestSlice, err = listToBenc(u.TheBiggestSlice, bigToBenc)
	return
}

func hugeFromBenc(b *bencpb.Huge) *Huge {
	return &Huge{BigSlice: listFromBenc(b.BigSlice, bigFromBenc), BiggerSlice: listFromBenc(b.BiggerSlice, bigFromBenc),
		TheBiggestSlice: listFromBenc(b.TheBiggestSlice, bigFromBenc)}
}

func hashHugeBenc(h *digest.Hasher, has bool, b *bencpb.Huge) {
	if !has {
		h.Len(0)
		return
	}
	h.Len(1)
	hashListBenc(h, b.BigSlice, hashBigBenc)
	hashListBenc(h, b.BiggerSlice, hashBigBenc)
	hashListBenc(h, b.TheBiggestSlice, hashBigBenc)
}

func complexToBenc(c *ComplexAndHuge) (out bencpb.ComplexAndHuge, err error) {
	if c.ComplexMap == nil {
		return
	}
	out.ComplexMap = make(map[string]bencpb.Huge, len(c.ComplexMap))
	for k, u := range c.ComplexMap {
		if u == nil {
			return out, errBencNil
		}
		if out.ComplexMap[k], err = hugeToBenc(u); err != nil {
			return
		}
	}
	return
}

func complexFromBenc(b *bencpb.ComplexAndHuge) *ComplexAndHuge {
	c := &ComplexAndHuge{}
	if b.ComplexMap != nil {
		c.ComplexMap = make(ComplexMap, len(b.ComplexMap))
		for k, u := range b.ComplexMap {
			c.ComplexMap[k] = hugeFromBenc(&u)
		}
	}
	return c
}

func hashComplexBenc(h *digest.Hasher, has bool, b *bencpb.ComplexAndHuge) {
	if !has {
		h.Len(0)
		return
	}
	h.Len(1)
	h.Len(len(b.ComplexMap))
	for _, k := range slices.Sorted(maps.Keys(b.ComplexMap)) {
		u := b.ComplexMap[k]
		h.String(k)
		hashHugeBenc(h, true, &u)
	}
}

// bencRoot makes a variant's benc conversion: to and from the generated
// type, and the read visit of a present root.
func bencRoot[M, B any, BP benc.Value[B]](to func(*M) (B, error), from func(BP) *M,
	hash func(*digest.Hasher, bool, BP)) func() benc.Conv[*M, B, BP] {
	return func() benc.Conv[*M, B, BP] {
		return benc.Offer(
			func(m *M) (BP, error) {
				if m == nil {
					return nil, errNil
				}
				b, err := to(m)
				return &b, err
			},
			func(b BP) (*M, error) { return from(b), nil },
			func(h *digest.Hasher, b BP) { hash(h, true, b) })
	}
}

// Every variant's benc conversion.
var (
	_ = suite.Offer(&offers, "tiny", bencRoot(noErr(tinyToBenc), tinyFromBenc, hashTinyBenc))
	_ = suite.Offer(&offers, "medium", bencRoot(mediumToBenc, mediumFromBenc, hashMediumBenc))
	_ = suite.Offer(&offers, "big", bencRoot(bigToBenc, bigFromBenc, hashBigBenc))
	_ = suite.Offer(&offers, "huge", bencRoot(hugeToBenc, hugeFromBenc, hashHugeBenc))
	_ = suite.Offer(&offers, "complexmap", bencRoot(complexToBenc, complexFromBenc, hashComplexBenc))
	_ = suite.Offer(&offers, "tiny-slice", bencRoot(
		func(a *TinyArray) (out bencpb.TinyArray, err error) {
			out.TinyArr, err = listToBenc(a.TinyArr, noErr(tinyToBenc))
			return
		},
		func(b *bencpb.TinyArray) *TinyArray {
			return &TinyArray{TinyArr: listFromBenc(b.TinyArr, tinyFromBenc)}
		},
		func(h *digest.Hasher, _ bool, b *bencpb.TinyArray) {
			h.Len(1)
			hashListBenc(h, b.TinyArr, hashTinyBenc)
		}))
	_ = suite.Offer(&offers, "medium-slice", bencRoot(
		func(a *MediumArray) (out bencpb.MediumArray, err error) {
			out.MediumArr, err = listToBenc(a.MediumArr, mediumToBenc)
			return
		},
		func(b *bencpb.MediumArray) *MediumArray {
			return &MediumArray{MediumArr: listFromBenc(b.MediumArr, mediumFromBenc)}
		},
		func(h *digest.Hasher, _ bool, b *bencpb.MediumArray) {
			h.Len(1)
			hashListBenc(h, b.MediumArr, hashMediumBenc)
		}))
	_ = suite.Offer(&offers, "big-slice", bencRoot(
		func(a *BigArray) (out bencpb.BigArray, err error) {
			out.BigArr, err = listToBenc(a.BigArr, bigToBenc)
			return
		},
		func(b *bencpb.BigArray) *BigArray { return &BigArray{BigArr: listFromBenc(b.BigArr, bigFromBenc)} },
		func(h *digest.Hasher, _ bool, b *bencpb.BigArray) { h.Len(1); hashListBenc(h, b.BigArr, hashBigBenc) }))
	_ = suite.Offer(&offers, "huge-slice", bencRoot(
		func(a *HugeArray) (out bencpb.HugeArray, err error) {
			out.HugeArr, err = listToBenc(a.HugeArr, hugeToBenc)
			return
		},
		func(b *bencpb.HugeArray) *HugeArray {
			return &HugeArray{HugeArr: listFromBenc(b.HugeArr, hugeFromBenc)}
		},
		func(h *digest.Hasher, _ bool, b *bencpb.HugeArray) {
			h.Len(1)
			hashListBenc(h, b.HugeArr, hashHugeBenc)
		}))
	_ = suite.Offer(&offers, "complexmap-slice", bencRoot(
		func(a *ComplexAndHugeArray) (out bencpb.ComplexAndHugeArray, err error) {
			out.ComplexAndHugeArr, err = listToBenc(a.ComplexAndHugeArr, complexToBenc)
			return
		},
		func(b *bencpb.ComplexAndHugeArray) *ComplexAndHugeArray {
			return &ComplexAndHugeArray{ComplexAndHugeArr: listFromBenc(b.ComplexAndHugeArr, complexFromBenc)}
		},
		func(h *digest.Hasher, _ bool, b *bencpb.ComplexAndHugeArray) {
			h.Len(1)
			hashListBenc(h, b.ComplexAndHugeArr, hashComplexBenc)
		}))
)
