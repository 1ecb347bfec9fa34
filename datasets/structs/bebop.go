//go:build !serbench_lean || serbench_bebop

// Bebop conversion of the structs dataset (structs.bop). Tiny, Huge,
// ComplexAndHuge and the wrappers are Bebop structs; Medium and Big are
// Bebop messages, whose fields are all optional and so generated as
// pointers: a nil model pointer is an absent field. A *time.Time is its
// Unix nanoseconds (nanosOf, thrift.go), as Bebop's date would round them
// to 100 ns. Bebop's lists hold values and its map Huge values, so a nil
// element or map value is rejected. Strings and CountryBytes are shared
// with the model.

package structs

import (
	"fmt"
	"maps"
	"slices"

	"github.com/serbench/serbench/codecs/bebop"
	"github.com/serbench/serbench/datasets/structs/bop"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// valueList converts every element of a slice of pointers to a slice of
// values, rejecting nil ones.
func valueList[A any, B any](in []*A, what string, f func(*A) (*B, error)) ([]B, error) {
	if in == nil {
		return nil, nil
	}
	out := make([]B, len(in))
	for i, a := range in {
		if a == nil {
			return nil, fmt.Errorf("%s %d: %w", what, i, errNilElement)
		}
		b, err := f(a)
		if err != nil {
			return nil, fmt.Errorf("%s %d: %w", what, i, err)
		}
		out[i] = *b
	}
	return out, nil
}

// pointerList is valueList's inverse.
func pointerList[A any, B any](in []A, what string, f func(*A) (*B, error)) ([]*B, error) {
	if in == nil {
		return nil, nil
	}
	out := make([]*B, len(in))
	for i := range in {
		b, err := f(&in[i])
		if err != nil {
			return nil, fmt.Errorf("%s %d: %w", what, i, err)
		}
		out[i] = b
	}
	return out, nil
}

// deref is *p, or the zero value for nil (a field Bebop read as absent).
func deref[T any](p *T) T {
	if p == nil {
		var zero T
		return zero
	}
	return *p
}

func bbTinyTo(t *Tiny) *bop.Tiny {
	if t == nil {
		return nil
	}
	return &bop.Tiny{TinyId: t.TinyID, SomeStr: t.SomeStr}
}

func bbTinyFrom(p *bop.Tiny) *Tiny {
	if p == nil {
		return nil
	}
	return &Tiny{TinyID: p.TinyId, SomeStr: p.SomeStr}
}

func bbMediumTo(m *Medium) (*bop.Medium, error) {
	if m == nil {
		return nil, nil
	}
	created, err := nanosOf(m.CreatedAt)
	if err != nil {
		return nil, fmt.Errorf("created_at: %w", err)
	}
	return &bop.Medium{MediumId: &m.MediumID, FirstName: &m.FirstName, LastName: &m.LastName,
		MediumMoneyBalance: &m.MediumMoneyBalance, CreatedAt: created, TinyField: bbTinyTo(m.TinyField)}, nil
}

func bbMediumFrom(p *bop.Medium) (*Medium, error) {
	if p == nil {
		return nil, nil
	}
	return &Medium{MediumID: deref(p.MediumId), FirstName: deref(p.FirstName), LastName: deref(p.LastName),
		MediumMoneyBalance: deref(p.MediumMoneyBalance), CreatedAt: timeOfNanos(p.CreatedAt), TinyField: bbTinyFrom(p.TinyField)}, nil
}

func bbBigTo(b *Big) (*bop.Big, error) {
	if b == nil {
		return nil, nil
	}
	p := &bop.Big{BigId: &b.BigID, Age: &b.Age, Country: &b.Country, CountryBytes: &b.CountryBytes,
		TinyField: bbTinyTo(b.TinyField)}
	var err error
	if p.CreatedAt, err = nanosOf(b.CreatedAt); err != nil {
		return nil, fmt.Errorf("created_at: %w", err)
	}
	if p.UpdatedAt, err = nanosOf(b.UpdatedAt); err != nil {
		return nil, fmt.Errorf("updated_at: %w", err)
	}
	if p.DeletedAt, err = nanosOf(b.DeletedAt); err != nil {
		return nil, fmt.Errorf("deleted_at: %w", err)
	}
	if p.MediumField, err = bbMediumTo(b.MediumField); err != nil {
		return nil, fmt.Errorf("medium_field: %w", err)
	}
	return p, nil
}

func bbBigFrom(p *bop.Big) (*Big, error) {
	if p == nil {
		return nil, nil
	}
	medium, err := bbMediumFrom(p.MediumField)
	if err != nil {
		return nil, err
	}
	return &Big{BigID: deref(p.BigId), Age: deref(p.Age), Country: deref(p.Country), CountryBytes: deref(p.CountryBytes),
		CreatedAt: timeOfNanos(p.CreatedAt), UpdatedAt: timeOfNanos(p.UpdatedAt), DeletedAt: timeOfNanos(p.DeletedAt),
		TinyField: bbTinyFrom(p.TinyField), MediumField: medium}, nil
}

func bbHugeTo(u *Huge) (*bop.Huge, error) {
	if u == nil {
		return nil, nil
	}
	var p bop.Huge
	var err error
	if p.BigSlice, err = valueList(u.BigSlice, "big_slice", bbBigTo); err != nil {
		return nil, err
	}
	if p.BiggerSlice, err = valueList(u.BiggerSlice, "bigger_slice", bbBigTo); err != nil {
		return nil, err
	}
	if p.TheBiggestSlice, err = valueList(u.TheBiggestSlice, "the_biggest_slice", bbBigTo); err != nil {
		return nil, err
	}
	return &p, nil
}

func bbHugeFrom(p *bop.Huge) (*Huge, error) {
	if p == nil {
		return nil, nil
	}
	var u Huge
	var err error
	if u.BigSlice, err = pointerList(p.BigSlice, "big_slice", bbBigFrom); err != nil {
		return nil, err
	}
	if u.BiggerSlice, err = pointerList(p.BiggerSlice, "bigger_slice", bbBigFrom); err != nil {
		return nil, err
	}
	if u.TheBiggestSlice, err = pointerList(p.TheBiggestSlice, "the_biggest_slice", bbBigFrom); err != nil {
		return nil, err
	}
	return &u, nil
}

func bbComplexTo(c *ComplexAndHuge) (*bop.ComplexAndHuge, error) {
	if c == nil {
		return nil, nil
	}
	out := &bop.ComplexAndHuge{ComplexMap: make(map[string]bop.Huge, len(c.ComplexMap))}
	for k, v := range c.ComplexMap {
		if v == nil {
			return nil, fmt.Errorf("complex_map[%q]: %w", k, errNilElement)
		}
		u, err := bbHugeTo(v)
		if err != nil {
			return nil, fmt.Errorf("complex_map[%q]: %w", k, err)
		}
		out.ComplexMap[k] = *u
	}
	return out, nil
}

func bbComplexFrom(p *bop.ComplexAndHuge) (*ComplexAndHuge, error) {
	if p == nil {
		return nil, nil
	}
	if p.ComplexMap == nil {
		return &ComplexAndHuge{}, nil
	}
	m := make(ComplexMap, len(p.ComplexMap))
	for k, v := range p.ComplexMap {
		u, err := bbHugeFrom(&v)
		if err != nil {
			return nil, fmt.Errorf("complex_map[%q]: %w", k, err)
		}
		m[k] = u
	}
	return &ComplexAndHuge{ComplexMap: m}, nil
}

// Visitors: the model's digest (digest.go) through the generated fields.
// An absent scalar of a message is its zero value, as bbMediumFrom reads
// it.

func bbVisitTiny(h *digest.Hasher, p *bop.Tiny) {
	if p == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	h.Int64(p.TinyId)
	h.String(p.SomeStr)
}

func bbVisitMedium(h *digest.Hasher, p *bop.Medium) {
	if p == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	h.Int64(deref(p.MediumId))
	h.String(deref(p.FirstName))
	h.String(deref(p.LastName))
	h.Float64(deref(p.MediumMoneyBalance))
	visitNanos(h, p.CreatedAt)
	bbVisitTiny(h, p.TinyField)
}

func bbVisitBig(h *digest.Hasher, p *bop.Big) {
	if p == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	h.Int64(deref(p.BigId))
	h.Uint64(deref(p.Age))
	h.String(deref(p.Country))
	h.Bytes(deref(p.CountryBytes))
	visitNanos(h, p.CreatedAt)
	visitNanos(h, p.UpdatedAt)
	visitNanos(h, p.DeletedAt)
	bbVisitTiny(h, p.TinyField)
	bbVisitMedium(h, p.MediumField)
}

// bbVisitEach is hashEach over a list of values.
func bbVisitEach[T any](h *digest.Hasher, items []T, each func(*digest.Hasher, *T)) {
	h.Len(len(items))
	for i := range items {
		each(h, &items[i])
	}
}

func bbVisitHuge(h *digest.Hasher, p *bop.Huge) {
	if p == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	bbVisitEach(h, p.BigSlice, bbVisitBig)
	bbVisitEach(h, p.BiggerSlice, bbVisitBig)
	bbVisitEach(h, p.TheBiggestSlice, bbVisitBig)
}

func bbVisitComplex(h *digest.Hasher, p *bop.ComplexAndHuge) {
	if p == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	h.Len(len(p.ComplexMap))
	for _, k := range slices.Sorted(maps.Keys(p.ComplexMap)) {
		h.String(k)
		u := p.ComplexMap[k]
		bbVisitHuge(h, &u)
	}
}

// bebopOffer is the variant's Bebop conversion, rejecting a nil root.
func bebopOffer[M comparable, T any, P bebop.Message[T]](to func(M) (P, error), from func(P) (M, error),
	visit func(*digest.Hasher, P)) func() bebop.Conv[M, T, P] {
	return func() bebop.Conv[M, T, P] { return bebop.Offer(rootOf(to), rootOf(from), visit) }
}

// bbWrapper is a wrapper's visit: present, then its list.
func bbWrapper[W comparable, T any](h *digest.Hasher, w W, items []T, each func(*digest.Hasher, *T)) {
	var zero W
	if w == zero {
		h.Len(0)
		return
	}
	h.Len(1)
	bbVisitEach(h, items, each)
}

// Every variant's Bebop conversion.
var (
	_ = suite.Offer(&offers, "tiny", bebopOffer(noErr(bbTinyTo), noErr(bbTinyFrom), bbVisitTiny))
	_ = suite.Offer(&offers, "medium", bebopOffer(bbMediumTo, bbMediumFrom, bbVisitMedium))
	_ = suite.Offer(&offers, "big", bebopOffer(bbBigTo, bbBigFrom, bbVisitBig))
	_ = suite.Offer(&offers, "huge", bebopOffer(bbHugeTo, bbHugeFrom, bbVisitHuge))
	_ = suite.Offer(&offers, "complexmap", bebopOffer(bbComplexTo, bbComplexFrom, bbVisitComplex))
	_ = suite.Offer(&offers, "tiny-slice", bebopOffer(
		func(a *TinyArray) (*bop.TinyArray, error) {
			l, err := valueList(a.TinyArr, "tiny", noErr(bbTinyTo))
			return &bop.TinyArray{TinyArr: l}, err
		},
		func(p *bop.TinyArray) (*TinyArray, error) {
			l, err := pointerList(p.TinyArr, "tiny", noErr(bbTinyFrom))
			return &TinyArray{TinyArr: l}, err
		},
		func(h *digest.Hasher, p *bop.TinyArray) { bbWrapper(h, p, p.TinyArr, bbVisitTiny) }))
	_ = suite.Offer(&offers, "medium-slice", bebopOffer(
		func(a *MediumArray) (*bop.MediumArray, error) {
			l, err := valueList(a.MediumArr, "medium", bbMediumTo)
			return &bop.MediumArray{MediumArr: l}, err
		},
		func(p *bop.MediumArray) (*MediumArray, error) {
			l, err := pointerList(p.MediumArr, "medium", bbMediumFrom)
			return &MediumArray{MediumArr: l}, err
		},
		func(h *digest.Hasher, p *bop.MediumArray) { bbWrapper(h, p, p.MediumArr, bbVisitMedium) }))
	_ = suite.Offer(&offers, "big-slice", bebopOffer(
		func(a *BigArray) (*bop.BigArray, error) {
			l, err := valueList(a.BigArr, "big", bbBigTo)
			return &bop.BigArray{BigArr: l}, err
		},
		func(p *bop.BigArray) (*BigArray, error) {
			l, err := pointerList(p.BigArr, "big", bbBigFrom)
			return &BigArray{BigArr: l}, err
		},
		func(h *digest.Hasher, p *bop.BigArray) { bbWrapper(h, p, p.BigArr, bbVisitBig) }))
	_ = suite.Offer(&offers, "huge-slice", bebopOffer(
		func(a *HugeArray) (*bop.HugeArray, error) {
			l, err := valueList(a.HugeArr, "huge", bbHugeTo)
			return &bop.HugeArray{HugeArr: l}, err
		},
		func(p *bop.HugeArray) (*HugeArray, error) {
			l, err := pointerList(p.HugeArr, "huge", bbHugeFrom)
			return &HugeArray{HugeArr: l}, err
		},
		func(h *digest.Hasher, p *bop.HugeArray) { bbWrapper(h, p, p.HugeArr, bbVisitHuge) }))
	_ = suite.Offer(&offers, "complexmap-slice", bebopOffer(
		func(a *ComplexAndHugeArray) (*bop.ComplexAndHugeArray, error) {
			l, err := valueList(a.ComplexAndHugeArr, "complex", bbComplexTo)
			return &bop.ComplexAndHugeArray{ComplexArr: l}, err
		},
		func(p *bop.ComplexAndHugeArray) (*ComplexAndHugeArray, error) {
			l, err := pointerList(p.ComplexArr, "complex", bbComplexFrom)
			return &ComplexAndHugeArray{ComplexAndHugeArr: l}, err
		},
		func(h *digest.Hasher, p *bop.ComplexAndHugeArray) { bbWrapper(h, p, p.ComplexArr, bbVisitComplex) }))
)
