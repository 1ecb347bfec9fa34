//go:build !serbench_lean || serbench_flatbuffers

// FlatBuffers conversion of the structs dataset, one root table per
// variant's model type, field for field structs.proto's messages:
//
//   - a time is a Timestamp table of seconds and nanos, as
//     google.protobuf.Timestamp holds it, and absent when the time is nil;
//   - Huge's slices are BigArray tables, always built, as the protobuf
//     binding always sets its BigArray sub-messages; an absent one reads as
//     an empty slice, as in protobuf;
//   - ComplexMap is a vector of ComplexMapEntry tables sorted by key, the
//     order the digest (and protobuf's deterministic encoding) visits a map
//     in, so that a read walks the entries in stored order; readers reject
//     entries out of order or repeated;
//   - a nil pointer field is an absent field. A vector of tables has no nil
//     elements: a nil element, like a nil root, is built as an empty table,
//     which reads back as a present one, so its digest and round trip fail
//     rather than match. Nil and empty slices are the same value under the
//     dataset's Equal and digest.
//
// The visitors feed the digest exactly as digest.go's hash functions do.

package structs

import (
	"bytes"
	"fmt"
	"math"
	"time"

	flatbuffers "github.com/google/flatbuffers/go"

	fbcodec "github.com/serbench/serbench/codecs/flatbuffers"
	"github.com/serbench/serbench/datasets/structs/fb"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// Every variant's FlatBuffers conversion: its root table's builder,
// accessor, visit and conversion back.
var (
	_ = suite.Offer(&offers, "tiny", fbOffer(fbBuildTiny, fb.GetRootAsTiny, fbVisitTiny, fbToTiny))
	_ = suite.Offer(&offers, "medium", fbOffer(fbBuildMedium, fb.GetRootAsMedium, fbVisitMedium, fbToMedium))
	_ = suite.Offer(&offers, "big", fbOffer(fbBuildBig, fb.GetRootAsBig, fbVisitBig, fbToBig))
	_ = suite.Offer(&offers, "huge", fbOffer(fbBuildHuge, fb.GetRootAsHuge, fbVisitHuge, fbToHuge))
	_ = suite.Offer(&offers, "complexmap", fbOffer(fbBuildComplexAndHuge, fb.GetRootAsComplexAndHuge,
		fbVisitComplexAndHuge, fbToComplexAndHuge))
	_ = suite.Offer(&offers, "tiny-slice", fbOffer(fbBuildTinyArray, fb.GetRootAsTinyArray, fbVisitTinyArray, fbToTinyArray))
	_ = suite.Offer(&offers, "medium-slice", fbOffer(fbBuildMediumArray, fb.GetRootAsMediumArray,
		fbVisitMediumArray, fbToMediumArray))
	_ = suite.Offer(&offers, "big-slice", fbOffer(fbBuildBigArray, fb.GetRootAsBigArray, fbVisitBigArray, fbToBigArray))
	_ = suite.Offer(&offers, "huge-slice", fbOffer(fbBuildHugeArray, fb.GetRootAsHugeArray, fbVisitHugeArray, fbToHugeArray))
	_ = suite.Offer(&offers, "complexmap-slice", fbOffer(fbBuildComplexAndHugeArray, fb.GetRootAsComplexAndHugeArray,
		fbVisitComplexAndHugeArray, fbToComplexAndHugeArray))
)

// fbOffer makes a variant's FlatBuffers conversion.
func fbOffer[M, F any, FP fbcodec.Table[F]](build func(*flatbuffers.Builder, M) flatbuffers.UOffsetT,
	root func([]byte, flatbuffers.UOffsetT) FP, visit func(*digest.Hasher, FP), to func(FP) (M, error)) func() fbcodec.Conv[M, F, FP] {
	return func() fbcodec.Conv[M, F, FP] { return fbcodec.Offer(build, root, visit, to) }
}

// fbMediumBalanceSlot is medium_money_balance's field index in
// structs.fbs. The generated adder leaves out a value equal to the default
// 0.0, and -0.0 == 0.0, so a negative zero is written to the slot directly
// to keep its sign bit.
const fbMediumBalanceSlot = 3

// Builders: every object a table refers to is built before the table, since
// one under construction cannot hold others. A nil message is built as an
// empty table (see the file comment).

func fbBuildTime(b *flatbuffers.Builder, t *time.Time) flatbuffers.UOffsetT {
	fb.TimestampStart(b)
	fb.TimestampAddSeconds(b, t.Unix())
	fb.TimestampAddNanos(b, int32(t.Nanosecond()))
	return fb.TimestampEnd(b)
}

// fbBuildTiny builds the Tiny root, or a Tiny field.
func fbBuildTiny(b *flatbuffers.Builder, t *Tiny) flatbuffers.UOffsetT {
	if t == nil {
		fb.TinyStart(b)
		return fb.TinyEnd(b)
	}
	oStr := b.CreateString(t.SomeStr)
	fb.TinyStart(b)
	fb.TinyAddTinyId(b, t.TinyID)
	fb.TinyAddSomeStr(b, oStr)
	return fb.TinyEnd(b)
}

// fbBuildMedium builds the Medium root, or a Medium field.
func fbBuildMedium(b *flatbuffers.Builder, m *Medium) flatbuffers.UOffsetT {
	if m == nil {
		fb.MediumStart(b)
		return fb.MediumEnd(b)
	}
	oFirst := b.CreateString(m.FirstName)
	oLast := b.CreateString(m.LastName)
	var oCreated, oTiny flatbuffers.UOffsetT
	if m.CreatedAt != nil {
		oCreated = fbBuildTime(b, m.CreatedAt)
	}
	if m.TinyField != nil {
		oTiny = fbBuildTiny(b, m.TinyField)
	}
	fb.MediumStart(b)
	fb.MediumAddMediumId(b, m.MediumID)
	fb.MediumAddFirstName(b, oFirst)
	fb.MediumAddLastName(b, oLast)
	if v := m.MediumMoneyBalance; v == 0 && math.Signbit(v) {
		b.PrependFloat64(v)
		b.Slot(fbMediumBalanceSlot)
	} else {
		fb.MediumAddMediumMoneyBalance(b, v)
	}
	if m.CreatedAt != nil {
		fb.MediumAddCreatedAt(b, oCreated)
	}
	if m.TinyField != nil {
		fb.MediumAddTinyField(b, oTiny)
	}
	return fb.MediumEnd(b)
}

// fbBuildBig builds the Big root, or a Big element.
func fbBuildBig(b *flatbuffers.Builder, g *Big) flatbuffers.UOffsetT {
	if g == nil {
		fb.BigStart(b)
		return fb.BigEnd(b)
	}
	oCountry := b.CreateString(g.Country)
	oCountryBytes := b.CreateByteVector(g.CountryBytes)
	var oCreated, oUpdated, oDeleted, oTiny, oMedium flatbuffers.UOffsetT
	if g.CreatedAt != nil {
		oCreated = fbBuildTime(b, g.CreatedAt)
	}
	if g.UpdatedAt != nil {
		oUpdated = fbBuildTime(b, g.UpdatedAt)
	}
	if g.DeletedAt != nil {
		oDeleted = fbBuildTime(b, g.DeletedAt)
	}
	if g.TinyField != nil {
		oTiny = fbBuildTiny(b, g.TinyField)
	}
	if g.MediumField != nil {
		oMedium = fbBuildMedium(b, g.MediumField)
	}
	fb.BigStart(b)
	fb.BigAddBigId(b, g.BigID)
	fb.BigAddAge(b, g.Age)
	fb.BigAddCountry(b, oCountry)
	fb.BigAddCountryBytes(b, oCountryBytes)
	if g.CreatedAt != nil {
		fb.BigAddCreatedAt(b, oCreated)
	}
	if g.UpdatedAt != nil {
		fb.BigAddUpdatedAt(b, oUpdated)
	}
	if g.DeletedAt != nil {
		fb.BigAddDeletedAt(b, oDeleted)
	}
	if g.TinyField != nil {
		fb.BigAddTinyField(b, oTiny)
	}
	if g.MediumField != nil {
		fb.BigAddMediumField(b, oMedium)
	}
	return fb.BigEnd(b)
}

// fbBuildBigs builds a BigArray table of bs: Huge's slices.
func fbBuildBigs(b *flatbuffers.Builder, bs []*Big) flatbuffers.UOffsetT {
	oArr := fbBuildList(b, bs, fbBuildBig)
	fb.BigArrayStart(b)
	fb.BigArrayAddBigArr(b, oArr)
	return fb.BigArrayEnd(b)
}

// fbBuildList builds every item's table and returns their vector.
func fbBuildList[M any](b *flatbuffers.Builder, items []*M, build func(*flatbuffers.Builder, *M) flatbuffers.UOffsetT) flatbuffers.UOffsetT {
	offs := make([]flatbuffers.UOffsetT, len(items))
	for i, m := range items {
		offs[i] = build(b, m)
	}
	return b.CreateVectorOfTables(offs)
}

// fbBuildHuge builds the Huge root, or a Huge element or map value.
func fbBuildHuge(b *flatbuffers.Builder, u *Huge) flatbuffers.UOffsetT {
	if u == nil {
		fb.HugeStart(b)
		return fb.HugeEnd(b)
	}
	o1 := fbBuildBigs(b, u.BigSlice)
	o2 := fbBuildBigs(b, u.BiggerSlice)
	o3 := fbBuildBigs(b, u.TheBiggestSlice)
	fb.HugeStart(b)
	fb.HugeAddBigSlice(b, o1)
	fb.HugeAddBiggerSlice(b, o2)
	fb.HugeAddTheBiggestSlice(b, o3)
	return fb.HugeEnd(b)
}

// fbBuildComplexAndHuge builds the ComplexAndHuge root, or an element.
func fbBuildComplexAndHuge(b *flatbuffers.Builder, c *ComplexAndHuge) flatbuffers.UOffsetT {
	if c == nil {
		fb.ComplexAndHugeStart(b)
		return fb.ComplexAndHugeEnd(b)
	}
	keys := sortedKeys(c.ComplexMap)
	offs := make([]flatbuffers.UOffsetT, len(keys))
	for i, k := range keys {
		oKey := b.CreateString(k)
		v := c.ComplexMap[k]
		var oValue flatbuffers.UOffsetT
		if v != nil {
			oValue = fbBuildHuge(b, v)
		}
		fb.ComplexMapEntryStart(b)
		fb.ComplexMapEntryAddKey(b, oKey)
		if v != nil {
			fb.ComplexMapEntryAddValue(b, oValue)
		}
		offs[i] = fb.ComplexMapEntryEnd(b)
	}
	oMap := b.CreateVectorOfTables(offs)
	fb.ComplexAndHugeStart(b)
	fb.ComplexAndHugeAddComplexMap(b, oMap)
	return fb.ComplexAndHugeEnd(b)
}

// fbBuildTinyArray builds the TinyArray root.
func fbBuildTinyArray(b *flatbuffers.Builder, a *TinyArray) flatbuffers.UOffsetT {
	var items []*Tiny
	if a != nil {
		items = a.TinyArr
	}
	oArr := fbBuildList(b, items, fbBuildTiny)
	fb.TinyArrayStart(b)
	fb.TinyArrayAddTinyArr(b, oArr)
	return fb.TinyArrayEnd(b)
}

// fbBuildMediumArray builds the MediumArray root.
func fbBuildMediumArray(b *flatbuffers.Builder, a *MediumArray) flatbuffers.UOffsetT {
	var items []*Medium
	if a != nil {
		items = a.MediumArr
	}
	oArr := fbBuildList(b, items, fbBuildMedium)
	fb.MediumArrayStart(b)
	fb.MediumArrayAddMediumArr(b, oArr)
	return fb.MediumArrayEnd(b)
}

// fbBuildBigArray builds the BigArray root.
func fbBuildBigArray(b *flatbuffers.Builder, a *BigArray) flatbuffers.UOffsetT {
	if a == nil {
		return fbBuildBigs(b, nil)
	}
	return fbBuildBigs(b, a.BigArr)
}

// fbBuildHugeArray builds the HugeArray root.
func fbBuildHugeArray(b *flatbuffers.Builder, a *HugeArray) flatbuffers.UOffsetT {
	var items []*Huge
	if a != nil {
		items = a.HugeArr
	}
	oArr := fbBuildList(b, items, fbBuildHuge)
	fb.HugeArrayStart(b)
	fb.HugeArrayAddHugeArr(b, oArr)
	return fb.HugeArrayEnd(b)
}

// fbBuildComplexAndHugeArray builds the ComplexAndHugeArray root.
func fbBuildComplexAndHugeArray(b *flatbuffers.Builder, a *ComplexAndHugeArray) flatbuffers.UOffsetT {
	var items []*ComplexAndHuge
	if a != nil {
		items = a.ComplexAndHugeArr
	}
	oArr := fbBuildList(b, items, fbBuildComplexAndHuge)
	fb.ComplexAndHugeArrayStart(b)
	fb.ComplexAndHugeArrayAddComplexArr(b, oArr)
	return fb.ComplexAndHugeArrayEnd(b)
}

// Visitors: the digest through the generated accessors, strings and bytes
// read in place (h.Bytes of a string's bytes adds what h.String of the
// string does). A nil table is an absent one: Len(0), as the hash
// functions feed for a nil pointer.

func fbVisitTime(h *digest.Hasher, t *fb.Timestamp) {
	if t == nil {
		h.Len(0)
		return
	}
	nanos := t.Nanos()
	if nanos < 0 || nanos >= int32(time.Second) {
		h.Uint64(errMark)
		return
	}
	h.Len(1)
	// time.Time.UnixNano of the same instant, without building a Time.
	h.Int64(t.Seconds()*int64(time.Second) + int64(nanos))
}

// fbVisitTiny visits the Tiny root, or a Tiny field.
func fbVisitTiny(h *digest.Hasher, t *fb.Tiny) {
	if t == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	h.Int64(t.TinyId())
	h.Bytes(t.SomeStr())
}

// fbVisitMedium visits the Medium root, or a Medium field.
func fbVisitMedium(h *digest.Hasher, m *fb.Medium) {
	if m == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	h.Int64(m.MediumId())
	h.Bytes(m.FirstName())
	h.Bytes(m.LastName())
	h.Float64(m.MediumMoneyBalance())
	var ts fb.Timestamp
	fbVisitTime(h, m.CreatedAt(&ts))
	var t fb.Tiny
	fbVisitTiny(h, m.TinyField(&t))
}

// fbVisitBig visits the Big root, or a Big element.
func fbVisitBig(h *digest.Hasher, g *fb.Big) {
	if g == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	h.Int64(g.BigId())
	h.Uint64(g.Age())
	h.Bytes(g.Country())
	h.Bytes(g.CountryBytesBytes())
	var ts fb.Timestamp
	fbVisitTime(h, g.CreatedAt(&ts))
	fbVisitTime(h, g.UpdatedAt(&ts))
	fbVisitTime(h, g.DeletedAt(&ts))
	var t fb.Tiny
	fbVisitTiny(h, g.TinyField(&t))
	var m fb.Medium
	fbVisitMedium(h, g.MediumField(&m))
}

// fbVisitBigs visits a BigArray's Bigs as a slice: no presence of its own,
// and an absent BigArray is empty (as protobuf's getters read it).
func fbVisitBigs(h *digest.Hasher, a *fb.BigArray) {
	if a == nil {
		h.Len(0)
		return
	}
	fbVisitList(h, a.BigArrLength(), a.BigArr, fbVisitBig)
}

// fbVisitList visits a vector of n tables, which get reads: its length,
// then each table.
func fbVisitList[T any](h *digest.Hasher, n int, get func(*T, int) bool, visit func(*digest.Hasher, *T)) {
	h.Len(n)
	var t T
	for i := range n {
		if !get(&t, i) {
			h.Uint64(errMark)
			continue
		}
		visit(h, &t)
	}
}

// fbVisitHuge visits the Huge root, or a Huge element or map value.
func fbVisitHuge(h *digest.Hasher, u *fb.Huge) {
	if u == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	var a fb.BigArray
	fbVisitBigs(h, u.BigSlice(&a))
	fbVisitBigs(h, u.BiggerSlice(&a))
	fbVisitBigs(h, u.TheBiggestSlice(&a))
}

// fbVisitComplexAndHuge visits the ComplexAndHuge root, or an element: the
// entries in stored order, which the build sorted by key as hashComplex
// walks them.
func fbVisitComplexAndHuge(h *digest.Hasher, c *fb.ComplexAndHuge) {
	if c == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	n := c.ComplexMapLength()
	h.Len(n)
	var e fb.ComplexMapEntry
	var u fb.Huge
	var prev []byte
	for i := range n {
		if !c.ComplexMap(&e, i) {
			h.Uint64(errMark)
			continue
		}
		k := e.Key()
		if i > 0 && bytes.Compare(prev, k) >= 0 {
			h.Uint64(errMark)
		}
		prev = k
		h.Bytes(k)
		fbVisitHuge(h, e.Value(&u))
	}
}

// fbVisitTinyArray visits the TinyArray root.
func fbVisitTinyArray(h *digest.Hasher, a *fb.TinyArray) {
	if a == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	fbVisitList(h, a.TinyArrLength(), a.TinyArr, fbVisitTiny)
}

// fbVisitMediumArray visits the MediumArray root.
func fbVisitMediumArray(h *digest.Hasher, a *fb.MediumArray) {
	if a == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	fbVisitList(h, a.MediumArrLength(), a.MediumArr, fbVisitMedium)
}

// fbVisitBigArray visits the BigArray root: presence, then its Bigs.
func fbVisitBigArray(h *digest.Hasher, a *fb.BigArray) {
	if a == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	fbVisitBigs(h, a)
}

// fbVisitHugeArray visits the HugeArray root.
func fbVisitHugeArray(h *digest.Hasher, a *fb.HugeArray) {
	if a == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	fbVisitList(h, a.HugeArrLength(), a.HugeArr, fbVisitHuge)
}

// fbVisitComplexAndHugeArray visits the ComplexAndHugeArray root.
func fbVisitComplexAndHugeArray(h *digest.Hasher, a *fb.ComplexAndHugeArray) {
	if a == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	fbVisitList(h, a.ComplexArrLength(), a.ComplexArr, fbVisitComplexAndHuge)
}

// Conversions to the model: strings and bytes are copied out of the
// buffer, so that the model does not pin or alias it. A nil table gives a
// nil pointer.

// fbToTime rejects nanos outside [0, 1e9), as protobuf rejects such a
// Timestamp, rather than returning a normalised time.
func fbToTime(t *fb.Timestamp) (*time.Time, error) {
	if t == nil {
		return nil, nil
	}
	nanos := t.Nanos()
	if nanos < 0 || nanos >= int32(time.Second) {
		return nil, fmt.Errorf("timestamp nanos %d out of range", nanos)
	}
	v := time.Unix(t.Seconds(), int64(nanos)).UTC()
	return &v, nil
}

// fbToTiny converts the Tiny root, or a Tiny field. It cannot fail: the
// error is there for the root's conversion signature.
func fbToTiny(t *fb.Tiny) (*Tiny, error) {
	if t == nil {
		return nil, nil
	}
	return &Tiny{TinyID: t.TinyId(), SomeStr: string(t.SomeStr())}, nil
}

// fbToMedium converts the Medium root, or a Medium field.
func fbToMedium(m *fb.Medium) (*Medium, error) {
	if m == nil {
		return nil, nil
	}
	out := &Medium{
		MediumID:           m.MediumId(),
		FirstName:          string(m.FirstName()),
		LastName:           string(m.LastName()),
		MediumMoneyBalance: m.MediumMoneyBalance(),
	}
	var err error
	var ts fb.Timestamp
	if out.CreatedAt, err = fbToTime(m.CreatedAt(&ts)); err != nil {
		return nil, fmt.Errorf("medium created_at: %w", err)
	}
	var t fb.Tiny
	out.TinyField, _ = fbToTiny(m.TinyField(&t))
	return out, nil
}

// fbToBig converts the Big root, or a Big element.
func fbToBig(g *fb.Big) (*Big, error) {
	if g == nil {
		return nil, nil
	}
	out := &Big{
		BigID:        g.BigId(),
		Age:          g.Age(),
		Country:      string(g.Country()),
		CountryBytes: bytes.Clone(g.CountryBytesBytes()),
	}
	var err error
	var ts fb.Timestamp
	if out.CreatedAt, err = fbToTime(g.CreatedAt(&ts)); err != nil {
		return nil, fmt.Errorf("created_at: %w", err)
	}
	if out.UpdatedAt, err = fbToTime(g.UpdatedAt(&ts)); err != nil {
		return nil, fmt.Errorf("updated_at: %w", err)
	}
	if out.DeletedAt, err = fbToTime(g.DeletedAt(&ts)); err != nil {
		return nil, fmt.Errorf("deleted_at: %w", err)
	}
	var t fb.Tiny
	out.TinyField, _ = fbToTiny(g.TinyField(&t))
	var m fb.Medium
	if out.MediumField, err = fbToMedium(g.MediumField(&m)); err != nil {
		return nil, err
	}
	return out, nil
}

// fbToBigs converts a BigArray's Bigs; an absent BigArray is a nil slice.
func fbToBigs(a *fb.BigArray) ([]*Big, error) {
	if a == nil {
		return nil, nil
	}
	return fbToList(a.BigArrLength(), a.BigArr, "big", fbToBig)
}

// fbToList converts a vector of n tables, which get reads; an empty one is
// a nil slice. what names an element in errors.
func fbToList[T, M any](n int, get func(*T, int) bool, what string, to func(*T) (*M, error)) ([]*M, error) {
	if n == 0 {
		return nil, nil
	}
	out := make([]*M, n)
	var t T
	for i := range n {
		if !get(&t, i) {
			return nil, fmt.Errorf("%s %d missing", what, i)
		}
		v, err := to(&t)
		if err != nil {
			return nil, fmt.Errorf("%s %d: %w", what, i, err)
		}
		out[i] = v
	}
	return out, nil
}

// fbToHuge converts the Huge root, or a Huge element or map value.
func fbToHuge(u *fb.Huge) (*Huge, error) {
	if u == nil {
		return nil, nil
	}
	var out Huge
	var err error
	var a fb.BigArray
	if out.BigSlice, err = fbToBigs(u.BigSlice(&a)); err != nil {
		return nil, fmt.Errorf("big_slice: %w", err)
	}
	if out.BiggerSlice, err = fbToBigs(u.BiggerSlice(&a)); err != nil {
		return nil, fmt.Errorf("bigger_slice: %w", err)
	}
	if out.TheBiggestSlice, err = fbToBigs(u.TheBiggestSlice(&a)); err != nil {
		return nil, fmt.Errorf("the_biggest_slice: %w", err)
	}
	return &out, nil
}

// fbToComplexAndHuge converts the ComplexAndHuge root, or an element.
func fbToComplexAndHuge(c *fb.ComplexAndHuge) (*ComplexAndHuge, error) {
	if c == nil {
		return nil, nil
	}
	n := c.ComplexMapLength()
	if n == 0 {
		return &ComplexAndHuge{}, nil
	}
	m := make(ComplexMap, n)
	var e fb.ComplexMapEntry
	var u fb.Huge
	var prev []byte
	for i := range n {
		if !c.ComplexMap(&e, i) {
			return nil, fmt.Errorf("complex_map entry %d missing", i)
		}
		k := e.Key()
		if i > 0 && bytes.Compare(prev, k) >= 0 {
			return nil, fmt.Errorf("complex_map[%q]: %w", k, errKeyOrder)
		}
		prev = k
		v, err := fbToHuge(e.Value(&u))
		if err != nil {
			return nil, fmt.Errorf("complex_map[%q]: %w", k, err)
		}
		m[string(k)] = v
	}
	return &ComplexAndHuge{ComplexMap: m}, nil
}

// fbToTinyArray converts the TinyArray root.
func fbToTinyArray(a *fb.TinyArray) (*TinyArray, error) {
	if a == nil {
		return nil, errNil
	}
	items, err := fbToList(a.TinyArrLength(), a.TinyArr, "tiny", fbToTiny)
	if err != nil {
		return nil, err
	}
	return &TinyArray{TinyArr: items}, nil
}

// fbToMediumArray converts the MediumArray root.
func fbToMediumArray(a *fb.MediumArray) (*MediumArray, error) {
	if a == nil {
		return nil, errNil
	}
	items, err := fbToList(a.MediumArrLength(), a.MediumArr, "medium", fbToMedium)
	if err != nil {
		return nil, err
	}
	return &MediumArray{MediumArr: items}, nil
}

// fbToBigArray converts the BigArray root.
func fbToBigArray(a *fb.BigArray) (*BigArray, error) {
	if a == nil {
		return nil, errNil
	}
	items, err := fbToBigs(a)
	if err != nil {
		return nil, err
	}
	return &BigArray{BigArr: items}, nil
}

// fbToHugeArray converts the HugeArray root.
func fbToHugeArray(a *fb.HugeArray) (*HugeArray, error) {
	if a == nil {
		return nil, errNil
	}
	items, err := fbToList(a.HugeArrLength(), a.HugeArr, "huge", fbToHuge)
	if err != nil {
		return nil, err
	}
	return &HugeArray{HugeArr: items}, nil
}

// fbToComplexAndHugeArray converts the ComplexAndHugeArray root.
func fbToComplexAndHugeArray(a *fb.ComplexAndHugeArray) (*ComplexAndHugeArray, error) {
	if a == nil {
		return nil, errNil
	}
	items, err := fbToList(a.ComplexArrLength(), a.ComplexArr, "complex", fbToComplexAndHuge)
	if err != nil {
		return nil, err
	}
	return &ComplexAndHugeArray{ComplexAndHugeArr: items}, nil
}
