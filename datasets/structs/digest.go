package structs

import (
	"maps"
	"slices"
	"time"

	"github.com/serbench/serbench/digest"
)

// The read digest feeds every field in declaration order. A pointer adds a
// presence marker (Len 0 or 1) before its value, a slice its length, a
// time its Unix nanoseconds, and a map its length, then each key and value
// in sorted key order, so that the digest does not depend on map order.
// The bindings' visitors feed the same calls through their own types.

func hashTime(h *digest.Hasher, t *time.Time) {
	if t == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	h.Int64(t.UnixNano())
}

func hashTiny(h *digest.Hasher, t *Tiny) {
	if t == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	h.Int64(t.TinyID)
	h.String(t.SomeStr)
}

func hashMedium(h *digest.Hasher, m *Medium) {
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
	hashTiny(h, m.TinyField)
}

func hashBig(h *digest.Hasher, b *Big) {
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
	hashTiny(h, b.TinyField)
	hashMedium(h, b.MediumField)
}

func hashHuge(h *digest.Hasher, u *Huge) {
	if u == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	hashEach(h, u.BigSlice, hashBig)
	hashEach(h, u.BiggerSlice, hashBig)
	hashEach(h, u.TheBiggestSlice, hashBig)
}

func hashComplex(h *digest.Hasher, c *ComplexAndHuge) {
	if c == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	h.Len(len(c.ComplexMap))
	for _, k := range slices.Sorted(maps.Keys(c.ComplexMap)) {
		h.String(k)
		hashHuge(h, c.ComplexMap[k])
	}
}

// hashEach feeds a slice: its length, then each element.
func hashEach[T any](h *digest.Hasher, items []T, each func(*digest.Hasher, T)) {
	h.Len(len(items))
	for _, it := range items {
		each(h, it)
	}
}

func hashTinyArray(h *digest.Hasher, a *TinyArray) {
	if a == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	hashEach(h, a.TinyArr, hashTiny)
}

func hashMediumArray(h *digest.Hasher, a *MediumArray) {
	if a == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	hashEach(h, a.MediumArr, hashMedium)
}

func hashBigArray(h *digest.Hasher, a *BigArray) {
	if a == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	hashEach(h, a.BigArr, hashBig)
}

func hashHugeArray(h *digest.Hasher, a *HugeArray) {
	if a == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	hashEach(h, a.HugeArr, hashHuge)
}

func hashComplexArray(h *digest.Hasher, a *ComplexAndHugeArray) {
	if a == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	hashEach(h, a.ComplexAndHugeArr, hashComplex)
}

// hashWrapper feeds a slice wrapper of a codec's own types: presence, then
// its items (read through a getter that copes with a nil wrapper).
func hashWrapper[W comparable, T any](h *digest.Hasher, w W, items []T, each func(*digest.Hasher, T)) {
	var zero W
	if w == zero {
		h.Len(0)
		return
	}
	h.Len(1)
	hashEach(h, items, each)
}
