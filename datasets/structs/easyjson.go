package structs

import (
	"maps"
	"slices"

	"github.com/serbench/serbench/datasets/structs/ej"
	"github.com/serbench/serbench/digest"
)

// Conversions between the model and easyjson's mirror types, outside the
// timed section. The mirrors have the model's fields, but their nested
// pointers are to mirror types, so the conversion copies the structs (and
// shares strings, bytes and times, which nothing writes to).

func tinyToEJ(t *Tiny) *ej.Tiny {
	if t == nil {
		return nil
	}
	return &ej.Tiny{TinyID: t.TinyID, SomeStr: t.SomeStr}
}

func mediumToEJ(m *Medium) *ej.Medium {
	if m == nil {
		return nil
	}
	return &ej.Medium{
		MediumID:           m.MediumID,
		FirstName:          m.FirstName,
		LastName:           m.LastName,
		MediumMoneyBalance: m.MediumMoneyBalance,
		CreatedAt:          m.CreatedAt,
		TinyField:          tinyToEJ(m.TinyField),
	}
}

func bigToEJ(b *Big) *ej.Big {
	if b == nil {
		return nil
	}
	return &ej.Big{
		BigID:        b.BigID,
		Age:          b.Age,
		Country:      b.Country,
		CountryBytes: b.CountryBytes,
		CreatedAt:    b.CreatedAt,
		UpdatedAt:    b.UpdatedAt,
		DeletedAt:    b.DeletedAt,
		TinyField:    tinyToEJ(b.TinyField),
		MediumField:  mediumToEJ(b.MediumField),
	}
}

func hugeToEJ(u *Huge) *ej.Huge {
	if u == nil {
		return nil
	}
	return &ej.Huge{
		BigSlice:        mapList(u.BigSlice, bigToEJ),
		BiggerSlice:     mapList(u.BiggerSlice, bigToEJ),
		TheBiggestSlice: mapList(u.TheBiggestSlice, bigToEJ),
	}
}

func complexToEJ(c *ComplexAndHuge) *ej.ComplexAndHuge {
	if c == nil {
		return nil
	}
	out := &ej.ComplexAndHuge{}
	if c.ComplexMap != nil {
		out.ComplexMap = make(map[string]*ej.Huge, len(c.ComplexMap))
		for k, v := range c.ComplexMap {
			out.ComplexMap[k] = hugeToEJ(v)
		}
	}
	return out
}

func tinyFromEJ(e *ej.Tiny) *Tiny {
	if e == nil {
		return nil
	}
	return &Tiny{TinyID: e.TinyID, SomeStr: e.SomeStr}
}

func mediumFromEJ(e *ej.Medium) *Medium {
	if e == nil {
		return nil
	}
	return &Medium{
		MediumID:           e.MediumID,
		FirstName:          e.FirstName,
		LastName:           e.LastName,
		MediumMoneyBalance: e.MediumMoneyBalance,
		CreatedAt:          e.CreatedAt,
		TinyField:          tinyFromEJ(e.TinyField),
	}
}

func bigFromEJ(e *ej.Big) *Big {
	if e == nil {
		return nil
	}
	return &Big{
		BigID:        e.BigID,
		Age:          e.Age,
		Country:      e.Country,
		CountryBytes: e.CountryBytes,
		CreatedAt:    e.CreatedAt,
		UpdatedAt:    e.UpdatedAt,
		DeletedAt:    e.DeletedAt,
		TinyField:    tinyFromEJ(e.TinyField),
		MediumField:  mediumFromEJ(e.MediumField),
	}
}

func hugeFromEJ(e *ej.Huge) *Huge {
	if e == nil {
		return nil
	}
	return &Huge{
		BigSlice:        mapList(e.BigSlice, bigFromEJ),
		BiggerSlice:     mapList(e.BiggerSlice, bigFromEJ),
		TheBiggestSlice: mapList(e.TheBiggestSlice, bigFromEJ),
	}
}

func complexFromEJ(e *ej.ComplexAndHuge) *ComplexAndHuge {
	if e == nil {
		return nil
	}
	out := &ComplexAndHuge{}
	if e.ComplexMap != nil {
		out.ComplexMap = make(ComplexMap, len(e.ComplexMap))
		for k, v := range e.ComplexMap {
			out.ComplexMap[k] = hugeFromEJ(v)
		}
	}
	return out
}

// Visitors: the read digest over the mirror types (see digest.go).

func visitTinyEJ(h *digest.Hasher, e *ej.Tiny) {
	if e == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	h.Int64(e.TinyID)
	h.String(e.SomeStr)
}

func visitMediumEJ(h *digest.Hasher, e *ej.Medium) {
	if e == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	h.Int64(e.MediumID)
	h.String(e.FirstName)
	h.String(e.LastName)
	h.Float64(e.MediumMoneyBalance)
	hashTime(h, e.CreatedAt)
	visitTinyEJ(h, e.TinyField)
}

func visitBigEJ(h *digest.Hasher, e *ej.Big) {
	if e == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	h.Int64(e.BigID)
	h.Uint64(e.Age)
	h.String(e.Country)
	h.Bytes(e.CountryBytes)
	hashTime(h, e.CreatedAt)
	hashTime(h, e.UpdatedAt)
	hashTime(h, e.DeletedAt)
	visitTinyEJ(h, e.TinyField)
	visitMediumEJ(h, e.MediumField)
}

func visitHugeEJ(h *digest.Hasher, e *ej.Huge) {
	if e == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	hashEach(h, e.BigSlice, visitBigEJ)
	hashEach(h, e.BiggerSlice, visitBigEJ)
	hashEach(h, e.TheBiggestSlice, visitBigEJ)
}

func visitComplexEJ(h *digest.Hasher, e *ej.ComplexAndHuge) {
	if e == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	h.Len(len(e.ComplexMap))
	for _, k := range slices.Sorted(maps.Keys(e.ComplexMap)) {
		h.String(k)
		visitHugeEJ(h, e.ComplexMap[k])
	}
}

func visitTinyArrayEJ(h *digest.Hasher, e *ej.TinyArray) {
	if e == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	hashEach(h, e.TinyArr, visitTinyEJ)
}

func visitMediumArrayEJ(h *digest.Hasher, e *ej.MediumArray) {
	if e == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	hashEach(h, e.MediumArr, visitMediumEJ)
}

func visitBigArrayEJ(h *digest.Hasher, e *ej.BigArray) {
	if e == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	hashEach(h, e.BigArr, visitBigEJ)
}

func visitHugeArrayEJ(h *digest.Hasher, e *ej.HugeArray) {
	if e == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	hashEach(h, e.HugeArr, visitHugeEJ)
}

func visitComplexArrayEJ(h *digest.Hasher, e *ej.ComplexAndHugeArray) {
	if e == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	hashEach(h, e.ComplexAndHugeArr, visitComplexEJ)
}
