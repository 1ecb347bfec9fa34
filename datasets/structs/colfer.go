//go:build !serbench_lean || serbench_colfer

// Colfer conversion of the structs dataset (structs.colf): the generated
// structs are the model's field for field, a *time.Time as a Colfer
// timestamp, absent when nil. Colfer writes no zero time, so a non-nil
// zero time is rejected rather than read back as nil (the data has none).
// Strings and CountryBytes are shared with the model. Colfer has no map
// type, so ComplexAndHuge has no Colfer form (the codec's Unfit says so).

package structs

import (
	"errors"
	"fmt"
	"time"

	"github.com/serbench/serbench/codecs/colfer"
	"github.com/serbench/serbench/datasets/structs/colf"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

var errZeroTime = errors.New("zero time: Colfer writes none, so it would read back as nil")

// colfTime is t as Colfer holds it: the zero time for nil.
func colfTime(t *time.Time) (time.Time, error) {
	if t == nil {
		return time.Time{}, nil
	}
	if t.IsZero() {
		return time.Time{}, errZeroTime
	}
	return *t, nil
}

func timeOfColf(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	return &t
}

func cfTinyTo(t *Tiny) *colf.Tiny {
	if t == nil {
		return nil
	}
	return &colf.Tiny{TinyID: t.TinyID, SomeStr: t.SomeStr}
}

func cfTinyFrom(p *colf.Tiny) *Tiny {
	if p == nil {
		return nil
	}
	return &Tiny{TinyID: p.TinyID, SomeStr: p.SomeStr}
}

func cfMediumTo(m *Medium) (*colf.Medium, error) {
	if m == nil {
		return nil, nil
	}
	created, err := colfTime(m.CreatedAt)
	if err != nil {
		return nil, fmt.Errorf("created_at: %w", err)
	}
	return &colf.Medium{MediumID: m.MediumID, FirstName: m.FirstName, LastName: m.LastName,
		MediumMoneyBalance: m.MediumMoneyBalance, CreatedAt: created, TinyField: cfTinyTo(m.TinyField)}, nil
}

func cfMediumFrom(p *colf.Medium) (*Medium, error) {
	if p == nil {
		return nil, nil
	}
	return &Medium{MediumID: p.MediumID, FirstName: p.FirstName, LastName: p.LastName,
		MediumMoneyBalance: p.MediumMoneyBalance, CreatedAt: timeOfColf(p.CreatedAt), TinyField: cfTinyFrom(p.TinyField)}, nil
}

func cfBigTo(b *Big) (*colf.Big, error) {
	if b == nil {
		return nil, nil
	}
	p := &colf.Big{BigID: b.BigID, Age: b.Age, Country: b.Country, CountryBytes: b.CountryBytes,
		TinyField: cfTinyTo(b.TinyField)}
	var err error
	if p.CreatedAt, err = colfTime(b.CreatedAt); err != nil {
		return nil, fmt.Errorf("created_at: %w", err)
	}
	if p.UpdatedAt, err = colfTime(b.UpdatedAt); err != nil {
		return nil, fmt.Errorf("updated_at: %w", err)
	}
	if p.DeletedAt, err = colfTime(b.DeletedAt); err != nil {
		return nil, fmt.Errorf("deleted_at: %w", err)
	}
	if p.MediumField, err = cfMediumTo(b.MediumField); err != nil {
		return nil, fmt.Errorf("medium_field: %w", err)
	}
	return p, nil
}

func cfBigFrom(p *colf.Big) (*Big, error) {
	if p == nil {
		return nil, nil
	}
	medium, err := cfMediumFrom(p.MediumField)
	if err != nil {
		return nil, err
	}
	return &Big{BigID: p.BigID, Age: p.Age, Country: p.Country, CountryBytes: p.CountryBytes,
		CreatedAt: timeOfColf(p.CreatedAt), UpdatedAt: timeOfColf(p.UpdatedAt), DeletedAt: timeOfColf(p.DeletedAt),
		TinyField: cfTinyFrom(p.TinyField), MediumField: medium}, nil
}

func cfHugeTo(u *Huge) (*colf.Huge, error) {
	if u == nil {
		return nil, nil
	}
	var p colf.Huge
	var err error
	if p.BigSlice, err = listOf(u.BigSlice, "big_slice", cfBigTo); err != nil {
		return nil, err
	}
	if p.BiggerSlice, err = listOf(u.BiggerSlice, "bigger_slice", cfBigTo); err != nil {
		return nil, err
	}
	if p.TheBiggestSlice, err = listOf(u.TheBiggestSlice, "the_biggest_slice", cfBigTo); err != nil {
		return nil, err
	}
	return &p, nil
}

func cfHugeFrom(p *colf.Huge) (*Huge, error) {
	if p == nil {
		return nil, nil
	}
	var u Huge
	var err error
	if u.BigSlice, err = listOf(p.BigSlice, "big_slice", cfBigFrom); err != nil {
		return nil, err
	}
	if u.BiggerSlice, err = listOf(p.BiggerSlice, "bigger_slice", cfBigFrom); err != nil {
		return nil, err
	}
	if u.TheBiggestSlice, err = listOf(p.TheBiggestSlice, "the_biggest_slice", cfBigFrom); err != nil {
		return nil, err
	}
	return &u, nil
}

// Visitors: the model's digest (digest.go) through the generated fields.

func cfVisitTime(h *digest.Hasher, t time.Time) {
	if t.IsZero() {
		h.Len(0)
		return
	}
	h.Len(1)
	h.Int64(t.UnixNano())
}

func cfVisitTiny(h *digest.Hasher, p *colf.Tiny) {
	if p == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	h.Int64(p.TinyID)
	h.String(p.SomeStr)
}

func cfVisitMedium(h *digest.Hasher, p *colf.Medium) {
	if p == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	h.Int64(p.MediumID)
	h.String(p.FirstName)
	h.String(p.LastName)
	h.Float64(p.MediumMoneyBalance)
	cfVisitTime(h, p.CreatedAt)
	cfVisitTiny(h, p.TinyField)
}

func cfVisitBig(h *digest.Hasher, p *colf.Big) {
	if p == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	h.Int64(p.BigID)
	h.Uint64(p.Age)
	h.String(p.Country)
	h.Bytes(p.CountryBytes)
	cfVisitTime(h, p.CreatedAt)
	cfVisitTime(h, p.UpdatedAt)
	cfVisitTime(h, p.DeletedAt)
	cfVisitTiny(h, p.TinyField)
	cfVisitMedium(h, p.MediumField)
}

func cfVisitHuge(h *digest.Hasher, p *colf.Huge) {
	if p == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	hashEach(h, p.BigSlice, cfVisitBig)
	hashEach(h, p.BiggerSlice, cfVisitBig)
	hashEach(h, p.TheBiggestSlice, cfVisitBig)
}

// colferOffer is the variant's Colfer conversion, rejecting a nil root.
func colferOffer[M comparable, T any, P colfer.Message[T]](to func(M) (P, error), from func(P) (M, error),
	visit func(*digest.Hasher, P)) func() colfer.Conv[M, T, P] {
	return func() colfer.Conv[M, T, P] { return colfer.Offer(rootOf(to), rootOf(from), visit) }
}

// Every variant's Colfer conversion but the two of ComplexAndHuge.
var (
	_ = suite.Offer(&offers, "tiny", colferOffer(noErr(cfTinyTo), noErr(cfTinyFrom), cfVisitTiny))
	_ = suite.Offer(&offers, "medium", colferOffer(cfMediumTo, cfMediumFrom, cfVisitMedium))
	_ = suite.Offer(&offers, "big", colferOffer(cfBigTo, cfBigFrom, cfVisitBig))
	_ = suite.Offer(&offers, "huge", colferOffer(cfHugeTo, cfHugeFrom, cfVisitHuge))
	_ = suite.Offer(&offers, "tiny-slice", colferOffer(
		func(a *TinyArray) (*colf.TinyArray, error) {
			l, err := listOf(a.TinyArr, "tiny", noErr(cfTinyTo))
			return &colf.TinyArray{TinyArr: l}, err
		},
		func(p *colf.TinyArray) (*TinyArray, error) {
			l, err := listOf(p.TinyArr, "tiny", noErr(cfTinyFrom))
			return &TinyArray{TinyArr: l}, err
		},
		func(h *digest.Hasher, p *colf.TinyArray) { hashWrapper(h, p, p.TinyArr, cfVisitTiny) }))
	_ = suite.Offer(&offers, "medium-slice", colferOffer(
		func(a *MediumArray) (*colf.MediumArray, error) {
			l, err := listOf(a.MediumArr, "medium", cfMediumTo)
			return &colf.MediumArray{MediumArr: l}, err
		},
		func(p *colf.MediumArray) (*MediumArray, error) {
			l, err := listOf(p.MediumArr, "medium", cfMediumFrom)
			return &MediumArray{MediumArr: l}, err
		},
		func(h *digest.Hasher, p *colf.MediumArray) { hashWrapper(h, p, p.MediumArr, cfVisitMedium) }))
	_ = suite.Offer(&offers, "big-slice", colferOffer(
		func(a *BigArray) (*colf.BigArray, error) {
			l, err := listOf(a.BigArr, "big", cfBigTo)
			return &colf.BigArray{BigArr: l}, err
		},
		func(p *colf.BigArray) (*BigArray, error) {
			l, err := listOf(p.BigArr, "big", cfBigFrom)
			return &BigArray{BigArr: l}, err
		},
		func(h *digest.Hasher, p *colf.BigArray) { hashWrapper(h, p, p.BigArr, cfVisitBig) }))
	_ = suite.Offer(&offers, "huge-slice", colferOffer(
		func(a *HugeArray) (*colf.HugeArray, error) {
			l, err := listOf(a.HugeArr, "huge", cfHugeTo)
			return &colf.HugeArray{HugeArr: l}, err
		},
		func(p *colf.HugeArray) (*HugeArray, error) {
			l, err := listOf(p.HugeArr, "huge", cfHugeFrom)
			return &HugeArray{HugeArr: l}, err
		},
		func(h *digest.Hasher, p *colf.HugeArray) { hashWrapper(h, p, p.HugeArr, cfVisitHuge) }))
)
