package structs

import (
	"bytes"
	"time"

	"github.com/serbench/serbench/suite"
)

// equal is the Def's Equal: a written-out check of go-cmp's rules under
// EquateEmpty (times by their Equal method, nil equal to empty), and
// go-cmp's diff to describe a difference where serbench's binary links it
// (suite.EqualBy). go-cmp walks a Huge in about 75 ms, a HugeArray in 7 s
// and a ComplexAndHugeArray in over a minute, for each codec's
// validation; the written-out check takes milliseconds.
func equal[M any](same func(want, got M) bool) func(want, got M) error {
	return suite.EqualBy(same)
}

// The same* functions follow go-cmp's rules under EquateEmpty: pointers by
// the values they point to, times by Equal, nil slices and maps equal to
// empty ones, floats by ==.

func sameTime(a, b *time.Time) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.Equal(*b)
}

func sameTiny(a, b *Tiny) bool {
	if a == nil || b == nil {
		return a == b
	}
	return *a == *b
}

func sameMedium(a, b *Medium) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.MediumID == b.MediumID &&
		a.FirstName == b.FirstName &&
		a.LastName == b.LastName &&
		a.MediumMoneyBalance == b.MediumMoneyBalance &&
		sameTime(a.CreatedAt, b.CreatedAt) &&
		sameTiny(a.TinyField, b.TinyField)
}

func sameBig(a, b *Big) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.BigID == b.BigID &&
		a.Age == b.Age &&
		a.Country == b.Country &&
		bytes.Equal(a.CountryBytes, b.CountryBytes) &&
		sameTime(a.CreatedAt, b.CreatedAt) &&
		sameTime(a.UpdatedAt, b.UpdatedAt) &&
		sameTime(a.DeletedAt, b.DeletedAt) &&
		sameTiny(a.TinyField, b.TinyField) &&
		sameMedium(a.MediumField, b.MediumField)
}

// sameEach compares two slices element by element; nil equals empty.
func sameEach[T any](a, b []T, same func(T, T) bool) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !same(a[i], b[i]) {
			return false
		}
	}
	return true
}

func sameHuge(a, b *Huge) bool {
	if a == nil || b == nil {
		return a == b
	}
	return sameEach(a.BigSlice, b.BigSlice, sameBig) &&
		sameEach(a.BiggerSlice, b.BiggerSlice, sameBig) &&
		sameEach(a.TheBiggestSlice, b.TheBiggestSlice, sameBig)
}

func sameComplex(a, b *ComplexAndHuge) bool {
	if a == nil || b == nil {
		return a == b
	}
	if len(a.ComplexMap) != len(b.ComplexMap) {
		return false
	}
	for k, v := range a.ComplexMap {
		w, ok := b.ComplexMap[k]
		if !ok || !sameHuge(v, w) {
			return false
		}
	}
	return true
}

func sameTinyArray(a, b *TinyArray) bool {
	if a == nil || b == nil {
		return a == b
	}
	return sameEach(a.TinyArr, b.TinyArr, sameTiny)
}

func sameMediumArray(a, b *MediumArray) bool {
	if a == nil || b == nil {
		return a == b
	}
	return sameEach(a.MediumArr, b.MediumArr, sameMedium)
}

func sameBigArray(a, b *BigArray) bool {
	if a == nil || b == nil {
		return a == b
	}
	return sameEach(a.BigArr, b.BigArr, sameBig)
}

func sameHugeArray(a, b *HugeArray) bool {
	if a == nil || b == nil {
		return a == b
	}
	return sameEach(a.HugeArr, b.HugeArr, sameHuge)
}

func sameComplexArray(a, b *ComplexAndHugeArray) bool {
	if a == nil || b == nil {
		return a == b
	}
	return sameEach(a.ComplexAndHugeArr, b.ComplexAndHugeArr, sameComplex)
}
