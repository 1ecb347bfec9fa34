//go:build !serbench_lean || serbench_mus

package structs

import (
	"time"

	"github.com/mus-format/mus-go/ord"
	"github.com/mus-format/mus-go/raw"
	"github.com/mus-format/mus-go/varint"

	muscodec "github.com/serbench/serbench/codecs/mus"
	"github.com/serbench/serbench/suite"
)

// The hand-written mus-go serializers of the structs model: fields in
// declaration order, integers as varints (zigzag for the signed ones), the
// balance as a raw float64, times as raw Unix nanoseconds read back in UTC,
// every pointer (roots included) with ord's nil flag, slices and the map
// with their lengths.

type (
	musTiny   struct{}
	musMedium struct{}
	musBig    struct{}
	musHuge   struct{}
)

var (
	musTimePtr   = ord.NewPtrSer[time.Time](raw.TimeUnixNanoUTC)
	musTinyPtr   = ord.NewPtrSer[Tiny](musTiny{})
	musMediumPtr = ord.NewPtrSer[Medium](musMedium{})
	musBigPtr    = ord.NewPtrSer[Big](musBig{})
	musHugePtr   = ord.NewPtrSer[Huge](musHuge{})
	musBigs      = muscodec.Slice(musBigPtr)
	musMap       = muscodec.Map(ord.String, musHugePtr)
)

// skipAll skips one value with each of skips in turn.
func skipAll(bs []byte, skips ...func([]byte) (int, error)) (n int, err error) {
	var n1 int
	for _, skip := range skips {
		n1, err = skip(bs[n:])
		n += n1
		if err != nil {
			return
		}
	}
	return
}

func (musTiny) Marshal(t Tiny, bs []byte) (n int) {
	n = varint.Int64.Marshal(t.TinyID, bs)
	return n + ord.String.Marshal(t.SomeStr, bs[n:])
}

func (musTiny) Unmarshal(bs []byte) (t Tiny, n int, err error) {
	if t.TinyID, n, err = varint.Int64.Unmarshal(bs); err != nil {
		return
	}
	var n1 int
	t.SomeStr, n1, err = ord.String.Unmarshal(bs[n:])
	n += n1
	return
}

func (musTiny) Size(t Tiny) int { return varint.Int64.Size(t.TinyID) + ord.String.Size(t.SomeStr) }

func (musTiny) Skip(bs []byte) (int, error) { return skipAll(bs, varint.Int64.Skip, ord.String.Skip) }

func (musMedium) Marshal(m Medium, bs []byte) (n int) {
	n = varint.Int64.Marshal(m.MediumID, bs)
	n += ord.String.Marshal(m.FirstName, bs[n:])
	n += ord.String.Marshal(m.LastName, bs[n:])
	n += raw.Float64.Marshal(m.MediumMoneyBalance, bs[n:])
	n += musTimePtr.Marshal(m.CreatedAt, bs[n:])
	return n + musTinyPtr.Marshal(m.TinyField, bs[n:])
}

func (musMedium) Unmarshal(bs []byte) (m Medium, n int, err error) {
	if m.MediumID, n, err = varint.Int64.Unmarshal(bs); err != nil {
		return
	}
	var n1 int
	if m.FirstName, n1, err = ord.String.Unmarshal(bs[n:]); err != nil {
		return m, n + n1, err
	}
	n += n1
	if m.LastName, n1, err = ord.String.Unmarshal(bs[n:]); err != nil {
		return m, n + n1, err
	}
	n += n1
	if m.MediumMoneyBalance, n1, err = raw.Float64.Unmarshal(bs[n:]); err != nil {
		return m, n + n1, err
	}
	n += n1
	if m.CreatedAt, n1, err = musTimePtr.Unmarshal(bs[n:]); err != nil {
		return m, n + n1, err
	}
	n += n1
	m.TinyField, n1, err = musTinyPtr.Unmarshal(bs[n:])
	return m, n + n1, err
}

func (musMedium) Size(m Medium) int {
	return varint.Int64.Size(m.MediumID) + ord.String.Size(m.FirstName) + ord.String.Size(m.LastName) +
		raw.Float64.Size(m.MediumMoneyBalance) + musTimePtr.Size(m.CreatedAt) + musTinyPtr.Size(m.TinyField)
}

func (musMedium) Skip(bs []byte) (int, error) {
	return skipAll(bs, varint.Int64.Skip, ord.String.Skip, ord.String.Skip, raw.Float64.Skip, musTimePtr.Skip,
		musTinyPtr.Skip)
}

func (musBig) Marshal(b Big, bs []byte) (n int) {
	n = varint.Int64.Marshal(b.BigID, bs)
	n += varint.Uint64.Marshal(b.Age, bs[n:])
	n += ord.String.Marshal(b.Country, bs[n:])
	n += ord.ByteSlice.Marshal(b.CountryBytes, bs[n:])
	n += musTimePtr.Marshal(b.CreatedAt, bs[n:])
	n += musTimePtr.Marshal(b.UpdatedAt, bs[n:])
	n += musTimePtr.Marshal(b.DeletedAt, bs[n:])
	n += musTinyPtr.Marshal(b.TinyField, bs[n:])
	return n + musMediumPtr.Marshal(b.MediumField, bs[n:])
}

func (musBig) Unmarshal(bs []byte) (b Big, n int, err error) {
	if b.BigID, n, err = varint.Int64.Unmarshal(bs); err != nil {
		return
	}
	var n1 int
	if b.Age, n1, err = varint.Uint64.Unmarshal(bs[n:]); err != nil {
		return b, n + n1, err
	}
	n += n1
	if b.Country, n1, err = ord.String.Unmarshal(bs[n:]); err != nil {
		return b, n + n1, err
	}
	n += n1
	if b.CountryBytes, n1, err = ord.ByteSlice.Unmarshal(bs[n:]); err != nil {
		return b, n + n1, err
	}
	n += n1
	for _, t := range []**time.Time{&b.CreatedAt, &b.UpdatedAt, &b.DeletedAt} {
		if *t, n1, err = musTimePtr.Unmarshal(bs[n:]); err != nil {
			return b, n + n1, err
		}
		n += n1
	}
	if b.TinyField, n1, err = musTinyPtr.Unmarshal(bs[n:]); err != nil {
		return b, n + n1, err
	}
	n += n1
	b.MediumField, n1, err = musMediumPtr.Unmarshal(bs[n:])
	return b, n + n1, err
}

func (musBig) Size(b Big) int {
	return varint.Int64.Size(b.BigID) + varint.Uint64.Size(b.Age) + ord.String.Size(b.Country) +
		ord.ByteSlice.Size(b.CountryBytes) + musTimePtr.Size(b.CreatedAt) + musTimePtr.Size(b.UpdatedAt) +
		musTimePtr.Size(b.DeletedAt) + musTinyPtr.Size(b.TinyField) + musMediumPtr.Size(b.MediumField)
}

func (musBig) Skip(bs []byte) (int, error) {
	return skipAll(bs, varint.Int64.Skip, varint.Uint64.Skip, ord.String.Skip, ord.ByteSlice.Skip,
		musTimePtr.Skip, musTimePtr.Skip, musTimePtr.Skip, musTinyPtr.Skip, musMediumPtr.Skip)
}

func (musHuge) Marshal(u Huge, bs []byte) (n int) {
	n = musBigs.Marshal(u.BigSlice, bs)
	n += musBigs.Marshal(u.BiggerSlice, bs[n:])
	return n + musBigs.Marshal(u.TheBiggestSlice, bs[n:])
}

func (musHuge) Unmarshal(bs []byte) (u Huge, n int, err error) {
	if u.BigSlice, n, err = musBigs.Unmarshal(bs); err != nil {
		return
	}
	var n1 int
	if u.BiggerSlice, n1, err = musBigs.Unmarshal(bs[n:]); err != nil {
		return u, n + n1, err
	}
	n += n1
	u.TheBiggestSlice, n1, err = musBigs.Unmarshal(bs[n:])
	return u, n + n1, err
}

func (musHuge) Size(u Huge) int {
	return musBigs.Size(u.BigSlice) + musBigs.Size(u.BiggerSlice) + musBigs.Size(u.TheBiggestSlice)
}

func (musHuge) Skip(bs []byte) (int, error) {
	return skipAll(bs, musBigs.Skip, musBigs.Skip, musBigs.Skip)
}

// musOne serializes a struct of one field, the wrappers of the seed: the
// field's serializer, and the field read and set through get and set.
type musOne[W, F any] struct {
	field musSer[F]
	get   func(*W) F
	set   func(*W, F)
}

// musSer is mus-go's Serializer, spelled out to keep musOne generic.
type musSer[T any] interface {
	Marshal(T, []byte) int
	Unmarshal([]byte) (T, int, error)
	Size(T) int
	Skip([]byte) (int, error)
}

func (s musOne[W, F]) Marshal(w W, bs []byte) int { return s.field.Marshal(s.get(&w), bs) }

func (s musOne[W, F]) Unmarshal(bs []byte) (w W, n int, err error) {
	f, n, err := s.field.Unmarshal(bs)
	s.set(&w, f)
	return w, n, err
}

func (s musOne[W, F]) Size(w W) int { return s.field.Size(s.get(&w)) }

func (s musOne[W, F]) Skip(bs []byte) (int, error) { return s.field.Skip(bs) }

// Every variant's mus-go conversion: the root is a pointer, with ord's nil
// flag like every other.
var (
	_ = suite.Offer(&offers, "tiny", func() muscodec.Conv[*Tiny] { return muscodec.Offer(musTinyPtr) })
	_ = suite.Offer(&offers, "medium", func() muscodec.Conv[*Medium] { return muscodec.Offer(musMediumPtr) })
	_ = suite.Offer(&offers, "big", func() muscodec.Conv[*Big] { return muscodec.Offer(musBigPtr) })
	_ = suite.Offer(&offers, "huge", func() muscodec.Conv[*Huge] { return muscodec.Offer(musHugePtr) })
	_ = suite.Offer(&offers, "complexmap", func() muscodec.Conv[*ComplexAndHuge] { return muscodec.Offer(musComplexPtr) })
	_ = suite.Offer(&offers, "tiny-slice", func() muscodec.Conv[*TinyArray] {
		return muscodec.Offer(ord.NewPtrSer(musOne[TinyArray, []*Tiny]{muscodec.Slice(musTinyPtr),
			func(a *TinyArray) []*Tiny { return a.TinyArr }, func(a *TinyArray, f []*Tiny) { a.TinyArr = f }}))
	})
	_ = suite.Offer(&offers, "medium-slice", func() muscodec.Conv[*MediumArray] {
		return muscodec.Offer(ord.NewPtrSer(musOne[MediumArray, []*Medium]{muscodec.Slice(musMediumPtr),
			func(a *MediumArray) []*Medium { return a.MediumArr }, func(a *MediumArray, f []*Medium) { a.MediumArr = f }}))
	})
	_ = suite.Offer(&offers, "big-slice", func() muscodec.Conv[*BigArray] {
		return muscodec.Offer(ord.NewPtrSer(musOne[BigArray, []*Big]{musBigs,
			func(a *BigArray) []*Big { return a.BigArr }, func(a *BigArray, f []*Big) { a.BigArr = f }}))
	})
	_ = suite.Offer(&offers, "huge-slice", func() muscodec.Conv[*HugeArray] {
		return muscodec.Offer(ord.NewPtrSer(musOne[HugeArray, []*Huge]{muscodec.Slice(musHugePtr),
			func(a *HugeArray) []*Huge { return a.HugeArr }, func(a *HugeArray, f []*Huge) { a.HugeArr = f }}))
	})
	_ = suite.Offer(&offers, "complexmap-slice", func() muscodec.Conv[*ComplexAndHugeArray] {
		return muscodec.Offer(ord.NewPtrSer(musOne[ComplexAndHugeArray, []*ComplexAndHuge]{muscodec.Slice(musComplexPtr),
			func(a *ComplexAndHugeArray) []*ComplexAndHuge { return a.ComplexAndHugeArr },
			func(a *ComplexAndHugeArray, f []*ComplexAndHuge) { a.ComplexAndHugeArr = f }}))
	})
)

// ComplexAndHuge is its map, with the map's own length and keys.
var musComplexPtr = ord.NewPtrSer(musOne[ComplexAndHuge, map[string]*Huge]{musMap,
	func(c *ComplexAndHuge) map[string]*Huge { return c.ComplexMap },
	func(c *ComplexAndHuge, f map[string]*Huge) { c.ComplexMap = f }})
