//go:build !serbench_lean || serbench_capnp

// Cap'n Proto conversion of the structs dataset, one root struct per
// variant's model type, field for field structs.proto's messages, with the
// representation flatbuffers.go describes: a time is a Timestamp struct of
// seconds and nanos, null when nil; Huge's slices are BigArray structs,
// always set, and a null one reads as empty; ComplexMap is a list of
// ComplexMapEntry structs sorted by key, which readers require strictly
// increasing. A nil pointer field is a null pointer. A struct list has no
// null elements, so a nil element, like a nil root, is an error of the set.
// Nil and empty slices are the same value under the dataset's Equal and
// digest.
//
// The visitors feed the digest exactly as digest.go's hash functions do;
// an accessor's error feeds errMark instead of the value.

package structs

import (
	"bytes"
	"fmt"
	"math"
	"time"

	"capnproto.org/go/capnp/v3"

	cpcodec "github.com/serbench/serbench/codecs/capnp"
	"github.com/serbench/serbench/datasets/structs/capnpb"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// Every variant's Cap'n Proto conversion: its root struct's setter,
// accessors, visit and conversion back.
var (
	_ = suite.Offer(&offers, "tiny", cpOffer(capnpb.NewRootTiny, cpSetTiny, capnpb.ReadRootTiny, cpVisitTiny, cpToTiny))
	_ = suite.Offer(&offers, "medium", cpOffer(capnpb.NewRootMedium, cpSetMedium, capnpb.ReadRootMedium,
		cpVisitMedium, cpToMedium))
	_ = suite.Offer(&offers, "big", cpOffer(capnpb.NewRootBig, cpSetBig, capnpb.ReadRootBig, cpVisitBig, cpToBig))
	_ = suite.Offer(&offers, "huge", cpOffer(capnpb.NewRootHuge, cpSetHuge, capnpb.ReadRootHuge, cpVisitHuge, cpToHuge))
	_ = suite.Offer(&offers, "complexmap", cpOffer(capnpb.NewRootComplexAndHuge, cpSetComplexAndHuge,
		capnpb.ReadRootComplexAndHuge, cpVisitComplexAndHuge, cpToComplexAndHuge))
	_ = suite.Offer(&offers, "tiny-slice", cpOffer(capnpb.NewRootTinyArray, cpSetTinyArray, capnpb.ReadRootTinyArray,
		cpVisitTinyArray, cpToTinyArray))
	_ = suite.Offer(&offers, "medium-slice", cpOffer(capnpb.NewRootMediumArray, cpSetMediumArray,
		capnpb.ReadRootMediumArray, cpVisitMediumArray, cpToMediumArray))
	_ = suite.Offer(&offers, "big-slice", cpOffer(capnpb.NewRootBigArray, cpSetBigArray, capnpb.ReadRootBigArray,
		cpVisitBigArray, cpToBigArray))
	_ = suite.Offer(&offers, "huge-slice", cpOffer(capnpb.NewRootHugeArray, cpSetHugeArray, capnpb.ReadRootHugeArray,
		cpVisitHugeArray, cpToHugeArray))
	_ = suite.Offer(&offers, "complexmap-slice", cpOffer(capnpb.NewRootComplexAndHugeArray, cpSetComplexAndHugeArray,
		capnpb.ReadRootComplexAndHugeArray, cpVisitComplexAndHugeArray, cpToComplexAndHugeArray))
)

// cpOffer makes a variant's Cap'n Proto conversion.
func cpOffer[M, C any](newRoot func(*capnp.Segment) (C, error), set func(C, M) error,
	readRoot func(*capnp.Message) (C, error), visit func(*digest.Hasher, C), to func(C) (M, error)) func() cpcodec.Conv[M, C] {
	return func() cpcodec.Conv[M, C] { return cpcodec.Offer(newRoot, set, readRoot, visit, to) }
}

// cpListLen checks that n elements fit a Cap'n Proto list.
func cpListLen(n int) (int32, error) {
	if n > math.MaxInt32 {
		return 0, fmt.Errorf("%d elements exceed a list's length", n)
	}
	return int32(n), nil
}

// cpSetList fills l, made for items, element by element.
func cpSetList[T ~capnp.StructKind, M any](l capnp.StructList[T], items []*M, what string, set func(T, *M) error) error {
	for i, m := range items {
		if m == nil {
			return fmt.Errorf("%s %d: %w", what, i, errNilElement)
		}
		if err := set(l.At(i), m); err != nil {
			return fmt.Errorf("%s %d: %w", what, i, err)
		}
	}
	return nil
}

// Setters: root is a new struct of its type; a nil model is errNil.

func cpSetTime(c capnpb.Timestamp, t *time.Time) {
	c.SetSeconds(t.Unix())
	c.SetNanos(int32(t.Nanosecond()))
}

// cpSetTiny fills the Tiny root, or a Tiny field.
func cpSetTiny(c capnpb.Tiny, t *Tiny) error {
	if t == nil {
		return errNil
	}
	c.SetTinyId(t.TinyID)
	if err := c.SetSomeStr(t.SomeStr); err != nil {
		return fmt.Errorf("some_str: %w", err)
	}
	return nil
}

// cpSetMedium fills the Medium root, or a Medium field.
func cpSetMedium(c capnpb.Medium, m *Medium) error {
	if m == nil {
		return errNil
	}
	c.SetMediumId(m.MediumID)
	if err := c.SetFirstName(m.FirstName); err != nil {
		return fmt.Errorf("first_name: %w", err)
	}
	if err := c.SetLastName(m.LastName); err != nil {
		return fmt.Errorf("last_name: %w", err)
	}
	c.SetMediumMoneyBalance(m.MediumMoneyBalance)
	if m.CreatedAt != nil {
		ts, err := c.NewCreatedAt()
		if err != nil {
			return fmt.Errorf("created_at: %w", err)
		}
		cpSetTime(ts, m.CreatedAt)
	}
	if m.TinyField != nil {
		t, err := c.NewTinyField()
		if err == nil {
			err = cpSetTiny(t, m.TinyField)
		}
		if err != nil {
			return fmt.Errorf("tiny_field: %w", err)
		}
	}
	return nil
}

// cpSetBig fills the Big root, or a Big element.
func cpSetBig(c capnpb.Big, g *Big) error {
	if g == nil {
		return errNil
	}
	c.SetBigId(g.BigID)
	c.SetAge(g.Age)
	if err := c.SetCountry(g.Country); err != nil {
		return fmt.Errorf("country: %w", err)
	}
	if err := c.SetCountryBytesData(g.CountryBytes); err != nil {
		return fmt.Errorf("country_bytes: %w", err)
	}
	times := [...]struct {
		t   *time.Time
		new func() (capnpb.Timestamp, error)
	}{{g.CreatedAt, c.NewCreatedAt}, {g.UpdatedAt, c.NewUpdatedAt}, {g.DeletedAt, c.NewDeletedAt}}
	for _, x := range times {
		if x.t == nil {
			continue
		}
		ts, err := x.new()
		if err != nil {
			return fmt.Errorf("timestamp: %w", err)
		}
		cpSetTime(ts, x.t)
	}
	if g.TinyField != nil {
		t, err := c.NewTinyField()
		if err == nil {
			err = cpSetTiny(t, g.TinyField)
		}
		if err != nil {
			return fmt.Errorf("tiny_field: %w", err)
		}
	}
	if g.MediumField != nil {
		m, err := c.NewMediumField()
		if err == nil {
			err = cpSetMedium(m, g.MediumField)
		}
		if err != nil {
			return fmt.Errorf("medium_field: %w", err)
		}
	}
	return nil
}

// cpSetBigs fills a BigArray with bs: Huge's slices and the BigArray root.
func cpSetBigs(c capnpb.BigArray, bs []*Big) error {
	n, err := cpListLen(len(bs))
	if err != nil {
		return err
	}
	l, err := c.NewBigArr(n)
	if err != nil {
		return fmt.Errorf("big_arr: %w", err)
	}
	return cpSetList(l, bs, "big", cpSetBig)
}

// cpSetHuge fills the Huge root, or a Huge element or map value.
func cpSetHuge(c capnpb.Huge, u *Huge) error {
	if u == nil {
		return errNil
	}
	slices := [...]struct {
		name string
		bs   []*Big
		new  func() (capnpb.BigArray, error)
	}{
		{"big_slice", u.BigSlice, c.NewBigSlice},
		{"bigger_slice", u.BiggerSlice, c.NewBiggerSlice},
		{"the_biggest_slice", u.TheBiggestSlice, c.NewTheBiggestSlice},
	}
	for _, s := range slices {
		a, err := s.new()
		if err == nil {
			err = cpSetBigs(a, s.bs)
		}
		if err != nil {
			return fmt.Errorf("%s: %w", s.name, err)
		}
	}
	return nil
}

// cpSetComplexAndHuge fills the ComplexAndHuge root, or an element: the
// entries sorted by key, a nil Huge as a null value.
func cpSetComplexAndHuge(c capnpb.ComplexAndHuge, x *ComplexAndHuge) error {
	if x == nil {
		return errNil
	}
	n, err := cpListLen(len(x.ComplexMap))
	if err != nil {
		return err
	}
	l, err := c.NewComplexMap(n)
	if err != nil {
		return fmt.Errorf("complex_map: %w", err)
	}
	for i, k := range sortedKeys(x.ComplexMap) {
		e := l.At(i)
		if err := e.SetKey(k); err != nil {
			return fmt.Errorf("complex_map[%q]: %w", k, err)
		}
		v := x.ComplexMap[k]
		if v == nil {
			continue
		}
		u, err := e.NewValue()
		if err == nil {
			err = cpSetHuge(u, v)
		}
		if err != nil {
			return fmt.Errorf("complex_map[%q]: %w", k, err)
		}
	}
	return nil
}

// cpSetTinyArray fills the TinyArray root.
func cpSetTinyArray(c capnpb.TinyArray, a *TinyArray) error {
	if a == nil {
		return errNil
	}
	n, err := cpListLen(len(a.TinyArr))
	if err != nil {
		return err
	}
	l, err := c.NewTinyArr(n)
	if err != nil {
		return fmt.Errorf("tiny_arr: %w", err)
	}
	return cpSetList(l, a.TinyArr, "tiny", cpSetTiny)
}

// cpSetMediumArray fills the MediumArray root.
func cpSetMediumArray(c capnpb.MediumArray, a *MediumArray) error {
	if a == nil {
		return errNil
	}
	n, err := cpListLen(len(a.MediumArr))
	if err != nil {
		return err
	}
	l, err := c.NewMediumArr(n)
	if err != nil {
		return fmt.Errorf("medium_arr: %w", err)
	}
	return cpSetList(l, a.MediumArr, "medium", cpSetMedium)
}

// cpSetBigArray fills the BigArray root.
func cpSetBigArray(c capnpb.BigArray, a *BigArray) error {
	if a == nil {
		return errNil
	}
	return cpSetBigs(c, a.BigArr)
}

// cpSetHugeArray fills the HugeArray root.
func cpSetHugeArray(c capnpb.HugeArray, a *HugeArray) error {
	if a == nil {
		return errNil
	}
	n, err := cpListLen(len(a.HugeArr))
	if err != nil {
		return err
	}
	l, err := c.NewHugeArr(n)
	if err != nil {
		return fmt.Errorf("huge_arr: %w", err)
	}
	return cpSetList(l, a.HugeArr, "huge", cpSetHuge)
}

// cpSetComplexAndHugeArray fills the ComplexAndHugeArray root.
func cpSetComplexAndHugeArray(c capnpb.ComplexAndHugeArray, a *ComplexAndHugeArray) error {
	if a == nil {
		return errNil
	}
	n, err := cpListLen(len(a.ComplexAndHugeArr))
	if err != nil {
		return err
	}
	l, err := c.NewComplexArr(n)
	if err != nil {
		return fmt.Errorf("complex_arr: %w", err)
	}
	return cpSetList(l, a.ComplexAndHugeArr, "complex", cpSetComplexAndHuge)
}

// Visitors. A struct read from a null pointer is not valid: Len(0), as the
// hash functions feed for a nil pointer.

// cpVisitList feeds a list: its length, then each element; a failed
// accessor feeds errMark.
func cpVisitList[T ~capnp.StructKind](h *digest.Hasher, l capnp.StructList[T], err error, visit func(*digest.Hasher, T)) {
	if err != nil {
		h.Uint64(errMark)
		return
	}
	n := l.Len()
	h.Len(n)
	for i := range n {
		visit(h, l.At(i))
	}
}

// cpFeed feeds a field from its accessor's two results, so that a visit
// reads f.text(s.NameBytes()); a failed accessor feeds errMark.
type cpFeed struct{ h *digest.Hasher }

// text feeds a string read in place (h.Bytes of a string's bytes adds what
// h.String of the string does).
func (f cpFeed) text(b []byte, err error) {
	if err != nil {
		f.h.Uint64(errMark)
		return
	}
	f.h.Bytes(b)
}

func (f cpFeed) time(t capnpb.Timestamp, err error) {
	switch nanos := t.Nanos(); {
	case err != nil, t.IsValid() && (nanos < 0 || nanos >= int32(time.Second)):
		f.h.Uint64(errMark)
	case !t.IsValid():
		f.h.Len(0)
	default:
		f.h.Len(1)
		// time.Time.UnixNano of the same instant, without building a Time.
		f.h.Int64(t.Seconds()*int64(time.Second) + int64(nanos))
	}
}

func (f cpFeed) tiny(t capnpb.Tiny, err error) {
	if err != nil {
		f.h.Uint64(errMark)
		return
	}
	cpVisitTiny(f.h, t)
}

func (f cpFeed) medium(m capnpb.Medium, err error) {
	if err != nil {
		f.h.Uint64(errMark)
		return
	}
	cpVisitMedium(f.h, m)
}

// cpVisitTiny visits the Tiny root, or a Tiny field.
func cpVisitTiny(h *digest.Hasher, t capnpb.Tiny) {
	if !t.IsValid() {
		h.Len(0)
		return
	}
	h.Len(1)
	f := cpFeed{h}
	h.Int64(t.TinyId())
	f.text(t.SomeStrBytes())
}

// cpVisitMedium visits the Medium root, or a Medium field.
func cpVisitMedium(h *digest.Hasher, m capnpb.Medium) {
	if !m.IsValid() {
		h.Len(0)
		return
	}
	h.Len(1)
	f := cpFeed{h}
	h.Int64(m.MediumId())
	f.text(m.FirstNameBytes())
	f.text(m.LastNameBytes())
	h.Float64(m.MediumMoneyBalance())
	f.time(m.CreatedAt())
	f.tiny(m.TinyField())
}

// cpVisitBig visits the Big root, or a Big element.
func cpVisitBig(h *digest.Hasher, g capnpb.Big) {
	if !g.IsValid() {
		h.Len(0)
		return
	}
	h.Len(1)
	f := cpFeed{h}
	h.Int64(g.BigId())
	h.Uint64(g.Age())
	f.text(g.CountryBytes())
	f.text(g.CountryBytesData())
	f.time(g.CreatedAt())
	f.time(g.UpdatedAt())
	f.time(g.DeletedAt())
	f.tiny(g.TinyField())
	f.medium(g.MediumField())
}

// bigs feeds a BigArray's Bigs as a slice: no presence of its own, and a
// null BigArray is empty (as protobuf's getters read it).
func (f cpFeed) bigs(a capnpb.BigArray, err error) {
	switch {
	case err != nil:
		f.h.Uint64(errMark)
	case !a.IsValid():
		f.h.Len(0)
	default:
		l, err := a.BigArr()
		cpVisitList(f.h, l, err, cpVisitBig)
	}
}

// cpVisitHuge visits the Huge root, or a Huge element or map value.
func cpVisitHuge(h *digest.Hasher, u capnpb.Huge) {
	if !u.IsValid() {
		h.Len(0)
		return
	}
	h.Len(1)
	f := cpFeed{h}
	f.bigs(u.BigSlice())
	f.bigs(u.BiggerSlice())
	f.bigs(u.TheBiggestSlice())
}

// cpVisitComplexAndHuge visits the ComplexAndHuge root, or an element: the
// entries in stored order, which the set sorted by key as hashComplex walks
// them.
func cpVisitComplexAndHuge(h *digest.Hasher, c capnpb.ComplexAndHuge) {
	if !c.IsValid() {
		h.Len(0)
		return
	}
	h.Len(1)
	l, err := c.ComplexMap()
	if err != nil {
		h.Uint64(errMark)
		return
	}
	n := l.Len()
	h.Len(n)
	var prev []byte
	for i := range n {
		e := l.At(i)
		k, err := e.KeyBytes()
		if err != nil || (i > 0 && bytes.Compare(prev, k) >= 0) {
			h.Uint64(errMark)
		}
		prev = k
		h.Bytes(k)
		if u, err := e.Value(); err != nil {
			h.Uint64(errMark)
		} else {
			cpVisitHuge(h, u)
		}
	}
}

// cpVisitTinyArray visits the TinyArray root.
func cpVisitTinyArray(h *digest.Hasher, a capnpb.TinyArray) {
	if !a.IsValid() {
		h.Len(0)
		return
	}
	h.Len(1)
	l, err := a.TinyArr()
	cpVisitList(h, l, err, cpVisitTiny)
}

// cpVisitMediumArray visits the MediumArray root.
func cpVisitMediumArray(h *digest.Hasher, a capnpb.MediumArray) {
	if !a.IsValid() {
		h.Len(0)
		return
	}
	h.Len(1)
	l, err := a.MediumArr()
	cpVisitList(h, l, err, cpVisitMedium)
}

// cpVisitBigArray visits the BigArray root: presence, then its Bigs.
func cpVisitBigArray(h *digest.Hasher, a capnpb.BigArray) {
	if !a.IsValid() {
		h.Len(0)
		return
	}
	h.Len(1)
	f := cpFeed{h}
	f.bigs(a, nil)
}

// cpVisitHugeArray visits the HugeArray root.
func cpVisitHugeArray(h *digest.Hasher, a capnpb.HugeArray) {
	if !a.IsValid() {
		h.Len(0)
		return
	}
	h.Len(1)
	l, err := a.HugeArr()
	cpVisitList(h, l, err, cpVisitHuge)
}

// cpVisitComplexAndHugeArray visits the ComplexAndHugeArray root.
func cpVisitComplexAndHugeArray(h *digest.Hasher, a capnpb.ComplexAndHugeArray) {
	if !a.IsValid() {
		h.Len(0)
		return
	}
	h.Len(1)
	l, err := a.ComplexArr()
	cpVisitList(h, l, err, cpVisitComplexAndHuge)
}

// Conversions to the model: strings are copied out of the message by the
// accessors, bytes with bytes.Clone, so that the model does not pin or
// alias it. A struct read from a null pointer gives a nil pointer.

// cpToList converts a list element by element; empty gives nil.
func cpToList[T ~capnp.StructKind, M any](l capnp.StructList[T], what string, to func(T) (*M, error)) ([]*M, error) {
	n := l.Len()
	if n == 0 {
		return nil, nil
	}
	out := make([]*M, n)
	for i := range n {
		v, err := to(l.At(i))
		if err != nil {
			return nil, fmt.Errorf("%s %d: %w", what, i, err)
		}
		out[i] = v
	}
	return out, nil
}

// cpToTime rejects nanos outside [0, 1e9), as protobuf rejects such a
// Timestamp, rather than returning a normalised time.
func cpToTime(t capnpb.Timestamp, err error) (*time.Time, error) {
	if err != nil {
		return nil, err
	}
	if !t.IsValid() {
		return nil, nil
	}
	nanos := t.Nanos()
	if nanos < 0 || nanos >= int32(time.Second) {
		return nil, fmt.Errorf("timestamp nanos %d out of range", nanos)
	}
	v := time.Unix(t.Seconds(), int64(nanos)).UTC()
	return &v, nil
}

// cpToTiny converts the Tiny root, or a Tiny field.
func cpToTiny(t capnpb.Tiny) (*Tiny, error) {
	if !t.IsValid() {
		return nil, nil
	}
	s, err := t.SomeStr()
	if err != nil {
		return nil, fmt.Errorf("some_str: %w", err)
	}
	return &Tiny{TinyID: t.TinyId(), SomeStr: s}, nil
}

// cpToTinyField converts a struct's Tiny field.
func cpToTinyField(t capnpb.Tiny, err error) (*Tiny, error) {
	if err != nil {
		return nil, fmt.Errorf("tiny_field: %w", err)
	}
	return cpToTiny(t)
}

// cpToMedium converts the Medium root, or a Medium field.
func cpToMedium(m capnpb.Medium) (*Medium, error) {
	if !m.IsValid() {
		return nil, nil
	}
	out := &Medium{MediumID: m.MediumId(), MediumMoneyBalance: m.MediumMoneyBalance()}
	var err error
	if out.FirstName, err = m.FirstName(); err != nil {
		return nil, fmt.Errorf("first_name: %w", err)
	}
	if out.LastName, err = m.LastName(); err != nil {
		return nil, fmt.Errorf("last_name: %w", err)
	}
	if out.CreatedAt, err = cpToTime(m.CreatedAt()); err != nil {
		return nil, fmt.Errorf("medium created_at: %w", err)
	}
	if out.TinyField, err = cpToTinyField(m.TinyField()); err != nil {
		return nil, err
	}
	return out, nil
}

// cpToBig converts the Big root, or a Big element.
func cpToBig(g capnpb.Big) (*Big, error) {
	if !g.IsValid() {
		return nil, nil
	}
	out := &Big{BigID: g.BigId(), Age: g.Age()}
	var err error
	if out.Country, err = g.Country(); err != nil {
		return nil, fmt.Errorf("country: %w", err)
	}
	cb, err := g.CountryBytesData()
	if err != nil {
		return nil, fmt.Errorf("country_bytes: %w", err)
	}
	out.CountryBytes = bytes.Clone(cb)
	if out.CreatedAt, err = cpToTime(g.CreatedAt()); err != nil {
		return nil, fmt.Errorf("created_at: %w", err)
	}
	if out.UpdatedAt, err = cpToTime(g.UpdatedAt()); err != nil {
		return nil, fmt.Errorf("updated_at: %w", err)
	}
	if out.DeletedAt, err = cpToTime(g.DeletedAt()); err != nil {
		return nil, fmt.Errorf("deleted_at: %w", err)
	}
	if out.TinyField, err = cpToTinyField(g.TinyField()); err != nil {
		return nil, err
	}
	m, err := g.MediumField()
	if err != nil {
		return nil, fmt.Errorf("medium_field: %w", err)
	}
	if out.MediumField, err = cpToMedium(m); err != nil {
		return nil, fmt.Errorf("medium_field: %w", err)
	}
	return out, nil
}

// cpToBigs converts a BigArray's Bigs; a null BigArray is a nil slice.
func cpToBigs(a capnpb.BigArray, err error) ([]*Big, error) {
	if err != nil {
		return nil, err
	}
	if !a.IsValid() {
		return nil, nil
	}
	l, err := a.BigArr()
	if err != nil {
		return nil, fmt.Errorf("big_arr: %w", err)
	}
	return cpToList(l, "big", cpToBig)
}

// cpToHuge converts the Huge root, or a Huge element or map value.
func cpToHuge(u capnpb.Huge) (*Huge, error) {
	if !u.IsValid() {
		return nil, nil
	}
	var out Huge
	var err error
	if out.BigSlice, err = cpToBigs(u.BigSlice()); err != nil {
		return nil, fmt.Errorf("big_slice: %w", err)
	}
	if out.BiggerSlice, err = cpToBigs(u.BiggerSlice()); err != nil {
		return nil, fmt.Errorf("bigger_slice: %w", err)
	}
	if out.TheBiggestSlice, err = cpToBigs(u.TheBiggestSlice()); err != nil {
		return nil, fmt.Errorf("the_biggest_slice: %w", err)
	}
	return &out, nil
}

// cpToComplexAndHuge converts the ComplexAndHuge root, or an element.
func cpToComplexAndHuge(c capnpb.ComplexAndHuge) (*ComplexAndHuge, error) {
	if !c.IsValid() {
		return nil, nil
	}
	l, err := c.ComplexMap()
	if err != nil {
		return nil, fmt.Errorf("complex_map: %w", err)
	}
	n := l.Len()
	if n == 0 {
		return &ComplexAndHuge{}, nil
	}
	m := make(ComplexMap, n)
	var prev []byte
	for i := range n {
		e := l.At(i)
		k, err := e.KeyBytes()
		if err != nil {
			return nil, fmt.Errorf("complex_map entry %d: %w", i, err)
		}
		if i > 0 && bytes.Compare(prev, k) >= 0 {
			return nil, fmt.Errorf("complex_map[%q]: %w", k, errKeyOrder)
		}
		prev = k
		u, err := e.Value()
		if err == nil {
			m[string(k)], err = cpToHuge(u)
		}
		if err != nil {
			return nil, fmt.Errorf("complex_map[%q]: %w", k, err)
		}
	}
	return &ComplexAndHuge{ComplexMap: m}, nil
}

// cpToTinyArray converts the TinyArray root.
func cpToTinyArray(a capnpb.TinyArray) (*TinyArray, error) {
	l, err := a.TinyArr()
	if err != nil {
		return nil, fmt.Errorf("tiny_arr: %w", err)
	}
	items, err := cpToList(l, "tiny", cpToTiny)
	if err != nil {
		return nil, err
	}
	return &TinyArray{TinyArr: items}, nil
}

// cpToMediumArray converts the MediumArray root.
func cpToMediumArray(a capnpb.MediumArray) (*MediumArray, error) {
	l, err := a.MediumArr()
	if err != nil {
		return nil, fmt.Errorf("medium_arr: %w", err)
	}
	items, err := cpToList(l, "medium", cpToMedium)
	if err != nil {
		return nil, err
	}
	return &MediumArray{MediumArr: items}, nil
}

// cpToBigArray converts the BigArray root.
func cpToBigArray(a capnpb.BigArray) (*BigArray, error) {
	if !a.IsValid() {
		return nil, errNil
	}
	items, err := cpToBigs(a, nil)
	if err != nil {
		return nil, err
	}
	return &BigArray{BigArr: items}, nil
}

// cpToHugeArray converts the HugeArray root.
func cpToHugeArray(a capnpb.HugeArray) (*HugeArray, error) {
	l, err := a.HugeArr()
	if err != nil {
		return nil, fmt.Errorf("huge_arr: %w", err)
	}
	items, err := cpToList(l, "huge", cpToHuge)
	if err != nil {
		return nil, err
	}
	return &HugeArray{HugeArr: items}, nil
}

// cpToComplexAndHugeArray converts the ComplexAndHugeArray root.
func cpToComplexAndHugeArray(a capnpb.ComplexAndHugeArray) (*ComplexAndHugeArray, error) {
	l, err := a.ComplexArr()
	if err != nil {
		return nil, fmt.Errorf("complex_arr: %w", err)
	}
	items, err := cpToList(l, "complex", cpToComplexAndHuge)
	if err != nil {
		return nil, err
	}
	return &ComplexAndHugeArray{ComplexAndHugeArr: items}, nil
}
