//go:build !serbench_lean || serbench_thrift

// Thrift conversion of the structs dataset (structs.thrift): the generated
// structs are the model's field for field, a time as its Unix nanoseconds
// in an optional i64, Age as an i64 of the same bits, Huge's slices as
// plain lists (no BigArray wrapper: Thrift's lists need none). Strings and
// CountryBytes are shared with the model. Thrift cannot write a nil list
// element or map value, so the conversion rejects one.

package structs

import (
	"fmt"
	"maps"
	"slices"

	"github.com/serbench/serbench/codecs/thrift"
	"github.com/serbench/serbench/datasets/structs/thriftgen"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

func thTinyTo(t *Tiny) *thriftgen.Tiny {
	if t == nil {
		return nil
	}
	return &thriftgen.Tiny{TinyID: t.TinyID, SomeStr: t.SomeStr}
}

func thTinyFrom(p *thriftgen.Tiny) *Tiny {
	if p == nil {
		return nil
	}
	return &Tiny{TinyID: p.TinyID, SomeStr: p.SomeStr}
}

func thMediumTo(m *Medium) (*thriftgen.Medium, error) {
	if m == nil {
		return nil, nil
	}
	created, err := nanosOf(m.CreatedAt)
	if err != nil {
		return nil, fmt.Errorf("created_at: %w", err)
	}
	return &thriftgen.Medium{MediumID: m.MediumID, FirstName: m.FirstName, LastName: m.LastName,
		MediumMoneyBalance: m.MediumMoneyBalance, CreatedAt: created, TinyField: thTinyTo(m.TinyField)}, nil
}

func thMediumFrom(p *thriftgen.Medium) (*Medium, error) {
	if p == nil {
		return nil, nil
	}
	return &Medium{MediumID: p.MediumID, FirstName: p.FirstName, LastName: p.LastName,
		MediumMoneyBalance: p.MediumMoneyBalance, CreatedAt: timeOfNanos(p.CreatedAt), TinyField: thTinyFrom(p.TinyField)}, nil
}

func thBigTo(b *Big) (*thriftgen.Big, error) {
	if b == nil {
		return nil, nil
	}
	p := &thriftgen.Big{BigID: b.BigID, Age: int64(b.Age), Country: b.Country, CountryBytes: b.CountryBytes,
		TinyField: thTinyTo(b.TinyField)}
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
	if p.MediumField, err = thMediumTo(b.MediumField); err != nil {
		return nil, fmt.Errorf("medium_field: %w", err)
	}
	return p, nil
}

func thBigFrom(p *thriftgen.Big) (*Big, error) {
	if p == nil {
		return nil, nil
	}
	medium, err := thMediumFrom(p.MediumField)
	if err != nil {
		return nil, err
	}
	return &Big{BigID: p.BigID, Age: uint64(p.Age), Country: p.Country, CountryBytes: p.CountryBytes,
		CreatedAt: timeOfNanos(p.CreatedAt), UpdatedAt: timeOfNanos(p.UpdatedAt), DeletedAt: timeOfNanos(p.DeletedAt),
		TinyField: thTinyFrom(p.TinyField), MediumField: medium}, nil
}

func thHugeTo(u *Huge) (*thriftgen.Huge, error) {
	if u == nil {
		return nil, nil
	}
	var p thriftgen.Huge
	var err error
	if p.BigSlice, err = listOf(u.BigSlice, "big_slice", thBigTo); err != nil {
		return nil, err
	}
	if p.BiggerSlice, err = listOf(u.BiggerSlice, "bigger_slice", thBigTo); err != nil {
		return nil, err
	}
	if p.TheBiggestSlice, err = listOf(u.TheBiggestSlice, "the_biggest_slice", thBigTo); err != nil {
		return nil, err
	}
	return &p, nil
}

func thHugeFrom(p *thriftgen.Huge) (*Huge, error) {
	if p == nil {
		return nil, nil
	}
	var u Huge
	var err error
	if u.BigSlice, err = listOf(p.BigSlice, "big_slice", thBigFrom); err != nil {
		return nil, err
	}
	if u.BiggerSlice, err = listOf(p.BiggerSlice, "bigger_slice", thBigFrom); err != nil {
		return nil, err
	}
	if u.TheBiggestSlice, err = listOf(p.TheBiggestSlice, "the_biggest_slice", thBigFrom); err != nil {
		return nil, err
	}
	return &u, nil
}

func thComplexTo(c *ComplexAndHuge) (*thriftgen.ComplexAndHuge, error) {
	if c == nil {
		return nil, nil
	}
	out := &thriftgen.ComplexAndHuge{ComplexMap: make(map[string]*thriftgen.Huge, len(c.ComplexMap))}
	for k, v := range c.ComplexMap {
		if v == nil {
			return nil, fmt.Errorf("complex_map[%q]: %w", k, errNilElement)
		}
		u, err := thHugeTo(v)
		if err != nil {
			return nil, fmt.Errorf("complex_map[%q]: %w", k, err)
		}
		out.ComplexMap[k] = u
	}
	return out, nil
}

func thComplexFrom(p *thriftgen.ComplexAndHuge) (*ComplexAndHuge, error) {
	if p == nil {
		return nil, nil
	}
	if p.ComplexMap == nil {
		return &ComplexAndHuge{}, nil
	}
	m := make(ComplexMap, len(p.ComplexMap))
	for k, v := range p.ComplexMap {
		if v == nil {
			return nil, fmt.Errorf("complex_map[%q]: %w", k, errNilElement)
		}
		u, err := thHugeFrom(v)
		if err != nil {
			return nil, fmt.Errorf("complex_map[%q]: %w", k, err)
		}
		m[k] = u
	}
	return &ComplexAndHuge{ComplexMap: m}, nil
}

// Visitors: the model's digest (digest.go) through the generated fields.

func thVisitTiny(h *digest.Hasher, p *thriftgen.Tiny) {
	if p == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	h.Int64(p.TinyID)
	h.String(p.SomeStr)
}

func thVisitMedium(h *digest.Hasher, p *thriftgen.Medium) {
	if p == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	h.Int64(p.MediumID)
	h.String(p.FirstName)
	h.String(p.LastName)
	h.Float64(p.MediumMoneyBalance)
	visitNanos(h, p.CreatedAt)
	thVisitTiny(h, p.TinyField)
}

func thVisitBig(h *digest.Hasher, p *thriftgen.Big) {
	if p == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	h.Int64(p.BigID)
	h.Uint64(uint64(p.Age))
	h.String(p.Country)
	h.Bytes(p.CountryBytes)
	visitNanos(h, p.CreatedAt)
	visitNanos(h, p.UpdatedAt)
	visitNanos(h, p.DeletedAt)
	thVisitTiny(h, p.TinyField)
	thVisitMedium(h, p.MediumField)
}

func thVisitHuge(h *digest.Hasher, p *thriftgen.Huge) {
	if p == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	hashEach(h, p.BigSlice, thVisitBig)
	hashEach(h, p.BiggerSlice, thVisitBig)
	hashEach(h, p.TheBiggestSlice, thVisitBig)
}

func thVisitComplex(h *digest.Hasher, p *thriftgen.ComplexAndHuge) {
	if p == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	h.Len(len(p.ComplexMap))
	for _, k := range slices.Sorted(maps.Keys(p.ComplexMap)) {
		h.String(k)
		thVisitHuge(h, p.ComplexMap[k])
	}
}

// thriftOffer is the variant's Thrift conversion: the root's own
// conversions, rejecting a nil root, which Thrift cannot write.
func thriftOffer[M comparable, T any, P thrift.Message[T]](to func(M) (P, error), from func(P) (M, error),
	visit func(*digest.Hasher, P)) func() thrift.Conv[M, T, P] {
	return func() thrift.Conv[M, T, P] { return thrift.Offer(rootOf(to), rootOf(from), visit) }
}

// Every variant's Thrift conversion.
var (
	_ = suite.Offer(&offers, "tiny", thriftOffer(noErr(thTinyTo), noErr(thTinyFrom), thVisitTiny))
	_ = suite.Offer(&offers, "medium", thriftOffer(thMediumTo, thMediumFrom, thVisitMedium))
	_ = suite.Offer(&offers, "big", thriftOffer(thBigTo, thBigFrom, thVisitBig))
	_ = suite.Offer(&offers, "huge", thriftOffer(thHugeTo, thHugeFrom, thVisitHuge))
	_ = suite.Offer(&offers, "complexmap", thriftOffer(thComplexTo, thComplexFrom, thVisitComplex))
	_ = suite.Offer(&offers, "tiny-slice", thriftOffer(
		func(a *TinyArray) (*thriftgen.TinyArray, error) {
			l, err := listOf(a.TinyArr, "tiny", noErr(thTinyTo))
			return &thriftgen.TinyArray{TinyArr: l}, err
		},
		func(p *thriftgen.TinyArray) (*TinyArray, error) {
			l, err := listOf(p.TinyArr, "tiny", noErr(thTinyFrom))
			return &TinyArray{TinyArr: l}, err
		},
		func(h *digest.Hasher, p *thriftgen.TinyArray) { hashWrapper(h, p, p.TinyArr, thVisitTiny) }))
	_ = suite.Offer(&offers, "medium-slice", thriftOffer(
		func(a *MediumArray) (*thriftgen.MediumArray, error) {
			l, err := listOf(a.MediumArr, "medium", thMediumTo)
			return &thriftgen.MediumArray{MediumArr: l}, err
		},
		func(p *thriftgen.MediumArray) (*MediumArray, error) {
			l, err := listOf(p.MediumArr, "medium", thMediumFrom)
			return &MediumArray{MediumArr: l}, err
		},
		func(h *digest.Hasher, p *thriftgen.MediumArray) { hashWrapper(h, p, p.MediumArr, thVisitMedium) }))
	_ = suite.Offer(&offers, "big-slice", thriftOffer(
		func(a *BigArray) (*thriftgen.BigArray, error) {
			l, err := listOf(a.BigArr, "big", thBigTo)
			return &thriftgen.BigArray{BigArr: l}, err
		},
		func(p *thriftgen.BigArray) (*BigArray, error) {
			l, err := listOf(p.BigArr, "big", thBigFrom)
			return &BigArray{BigArr: l}, err
		},
		func(h *digest.Hasher, p *thriftgen.BigArray) { hashWrapper(h, p, p.BigArr, thVisitBig) }))
	_ = suite.Offer(&offers, "huge-slice", thriftOffer(
		func(a *HugeArray) (*thriftgen.HugeArray, error) {
			l, err := listOf(a.HugeArr, "huge", thHugeTo)
			return &thriftgen.HugeArray{HugeArr: l}, err
		},
		func(p *thriftgen.HugeArray) (*HugeArray, error) {
			l, err := listOf(p.HugeArr, "huge", thHugeFrom)
			return &HugeArray{HugeArr: l}, err
		},
		func(h *digest.Hasher, p *thriftgen.HugeArray) { hashWrapper(h, p, p.HugeArr, thVisitHuge) }))
	_ = suite.Offer(&offers, "complexmap-slice", thriftOffer(
		func(a *ComplexAndHugeArray) (*thriftgen.ComplexAndHugeArray, error) {
			l, err := listOf(a.ComplexAndHugeArr, "complex", thComplexTo)
			return &thriftgen.ComplexAndHugeArray{ComplexArr: l}, err
		},
		func(p *thriftgen.ComplexAndHugeArray) (*ComplexAndHugeArray, error) {
			l, err := listOf(p.ComplexArr, "complex", thComplexFrom)
			return &ComplexAndHugeArray{ComplexAndHugeArr: l}, err
		},
		func(h *digest.Hasher, p *thriftgen.ComplexAndHugeArray) {
			hashWrapper(h, p, p.ComplexArr, thVisitComplex)
		}))
)
