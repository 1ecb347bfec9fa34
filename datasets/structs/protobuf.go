//go:build !serbench_lean || serbench_protobuf

package structs

import (
	"fmt"
	"maps"
	"slices"
	"time"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/timestamppb"

	"github.com/serbench/serbench/codecs/protobuf"
	"github.com/serbench/serbench/datasets/structs/pb"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// The protobuf conversion of every variant, which protojson and vtprotobuf
// bind through too; symphony.go and gogofaster.go build on it (their
// workers compile this file as well).
var (
	_ = suite.Offer(&offers, "tiny", tinyPB)
	_ = suite.Offer(&offers, "medium", mediumPB)
	_ = suite.Offer(&offers, "big", bigPB)
	_ = suite.Offer(&offers, "huge", hugePB)
	_ = suite.Offer(&offers, "complexmap", complexPB)
	_ = suite.Offer(&offers, "tiny-slice", tinyArrayPB)
	_ = suite.Offer(&offers, "medium-slice", mediumArrayPB)
	_ = suite.Offer(&offers, "big-slice", bigArrayPB)
	_ = suite.Offer(&offers, "huge-slice", hugeArrayPB)
	_ = suite.Offer(&offers, "complexmap-slice", complexArrayPB)
)

// pbConv is a variant's protobuf conversion, rejecting a nil message
// either way.
func pbConv[M any, P proto.Message](newPB func() P, toPB func(M) P, fromPB func(P) (M, error),
	visit func(*digest.Hasher, P)) protobuf.Conv[M, P] {
	return protobuf.Conv[M, P]{
		New: newPB,
		FromModel: func(m M) (P, error) {
			if isNil(m) {
				var zero P
				return zero, errNil
			}
			return toPB(m), nil
		},
		ToModel: func(p P) (M, error) {
			if isNil(p) {
				var zero M
				return zero, errNil
			}
			return fromPB(p)
		},
		Visit: visit,
	}
}

func tinyPB() protobuf.Conv[*Tiny, *pb.Tiny] {
	return pbConv(func() *pb.Tiny { return new(pb.Tiny) }, tinyToPB,
		func(p *pb.Tiny) (*Tiny, error) { return tinyFromPB(p), nil }, visitTinyPB)
}

func mediumPB() protobuf.Conv[*Medium, *pb.Medium] {
	return pbConv(func() *pb.Medium { return new(pb.Medium) }, mediumToPB, mediumFromPB, visitMediumPB)
}

func bigPB() protobuf.Conv[*Big, *pb.Big] {
	return pbConv(func() *pb.Big { return new(pb.Big) }, bigToPB, bigFromPB, visitBigPB)
}

func hugePB() protobuf.Conv[*Huge, *pb.Huge] {
	return pbConv(func() *pb.Huge { return new(pb.Huge) }, hugeToPB, hugeFromPB, visitHugePB)
}

func complexPB() protobuf.Conv[*ComplexAndHuge, *pb.ComplexAndHuge] {
	return pbConv(func() *pb.ComplexAndHuge { return new(pb.ComplexAndHuge) }, complexToPB, complexFromPB, visitComplexPB)
}

// The slice wrappers convert their list and reuse the element conversions.

func tinyArrayPB() protobuf.Conv[*TinyArray, *pb.TinyArray] {
	return pbConv(func() *pb.TinyArray { return new(pb.TinyArray) },
		func(a *TinyArray) *pb.TinyArray { return &pb.TinyArray{TinyArr: mapList(a.TinyArr, tinyToPB)} },
		func(p *pb.TinyArray) (*TinyArray, error) {
			return &TinyArray{TinyArr: mapList(p.GetTinyArr(), tinyFromPB)}, nil
		},
		visitTinyArrayPB)
}

func mediumArrayPB() protobuf.Conv[*MediumArray, *pb.MediumArray] {
	return pbConv(func() *pb.MediumArray { return new(pb.MediumArray) },
		func(a *MediumArray) *pb.MediumArray {
			return &pb.MediumArray{MediumArr: mapList(a.MediumArr, mediumToPB)}
		},
		func(p *pb.MediumArray) (*MediumArray, error) {
			items, err := mapListErr(p.GetMediumArr(), "medium", mediumFromPB)
			if err != nil {
				return nil, err
			}
			return &MediumArray{MediumArr: items}, nil
		},
		visitMediumArrayPB)
}

func bigArrayPB() protobuf.Conv[*BigArray, *pb.BigArray] {
	return pbConv(func() *pb.BigArray { return new(pb.BigArray) },
		func(a *BigArray) *pb.BigArray { return bigsToPB(a.BigArr) },
		func(p *pb.BigArray) (*BigArray, error) {
			items, err := bigsFromPB(p)
			if err != nil {
				return nil, err
			}
			return &BigArray{BigArr: items}, nil
		},
		visitBigArrayPB)
}

func hugeArrayPB() protobuf.Conv[*HugeArray, *pb.HugeArray] {
	return pbConv(func() *pb.HugeArray { return new(pb.HugeArray) },
		func(a *HugeArray) *pb.HugeArray { return &pb.HugeArray{HugeArr: mapList(a.HugeArr, hugeToPB)} },
		func(p *pb.HugeArray) (*HugeArray, error) {
			items, err := mapListErr(p.GetHugeArr(), "huge", hugeFromPB)
			if err != nil {
				return nil, err
			}
			return &HugeArray{HugeArr: items}, nil
		},
		visitHugeArrayPB)
}

func complexArrayPB() protobuf.Conv[*ComplexAndHugeArray, *pb.ComplexAndHugeArray] {
	return pbConv(func() *pb.ComplexAndHugeArray { return new(pb.ComplexAndHugeArray) },
		func(a *ComplexAndHugeArray) *pb.ComplexAndHugeArray {
			return &pb.ComplexAndHugeArray{ComplexArr: mapList(a.ComplexAndHugeArr, complexToPB)}
		},
		func(p *pb.ComplexAndHugeArray) (*ComplexAndHugeArray, error) {
			items, err := mapListErr(p.GetComplexArr(), "complex", complexFromPB)
			if err != nil {
				return nil, err
			}
			return &ComplexAndHugeArray{ComplexAndHugeArr: items}, nil
		},
		visitComplexArrayPB)
}

// Conversions between the model and the protoc-gen-go types. They run
// outside the timed section. Strings and CountryBytes are shared with the
// model: nothing writes to them.

func timeToPB(t *time.Time) *timestamppb.Timestamp {
	if t == nil {
		return nil
	}
	return timestamppb.New(*t)
}

func tinyToPB(t *Tiny) *pb.Tiny {
	if t == nil {
		return nil
	}
	return &pb.Tiny{TinyId: t.TinyID, SomeStr: t.SomeStr}
}

func mediumToPB(m *Medium) *pb.Medium {
	if m == nil {
		return nil
	}
	return &pb.Medium{
		MediumId:           m.MediumID,
		FirstName:          m.FirstName,
		LastName:           m.LastName,
		MediumMoneyBalance: m.MediumMoneyBalance,
		CreatedAt:          timeToPB(m.CreatedAt),
		TinyField:          tinyToPB(m.TinyField),
	}
}

func bigToPB(b *Big) *pb.Big {
	if b == nil {
		return nil
	}
	return &pb.Big{
		BigId:        b.BigID,
		Age:          b.Age,
		Country:      b.Country,
		CountryBytes: b.CountryBytes,
		CreatedAt:    timeToPB(b.CreatedAt),
		UpdatedAt:    timeToPB(b.UpdatedAt),
		DeletedAt:    timeToPB(b.DeletedAt),
		TinyField:    tinyToPB(b.TinyField),
		MediumField:  mediumToPB(b.MediumField),
	}
}

// bigsToPB wraps a slice of Bigs as the BigArray sub-message the seed's
// Huge used; the message is always present, as it was there.
func bigsToPB(bs []*Big) *pb.BigArray {
	return &pb.BigArray{BigArr: mapList(bs, bigToPB)}
}

func hugeToPB(u *Huge) *pb.Huge {
	if u == nil {
		return nil
	}
	return &pb.Huge{
		BigSlice:        bigsToPB(u.BigSlice),
		BiggerSlice:     bigsToPB(u.BiggerSlice),
		TheBiggestSlice: bigsToPB(u.TheBiggestSlice),
	}
}

func complexToPB(c *ComplexAndHuge) *pb.ComplexAndHuge {
	if c == nil {
		return nil
	}
	out := &pb.ComplexAndHuge{ComplexMap: make(map[string]*pb.Huge, len(c.ComplexMap))}
	for k, v := range c.ComplexMap {
		out.ComplexMap[k] = hugeToPB(v)
	}
	return out
}

// mapList converts every element of a slice.
func mapList[A, B any](in []A, f func(A) B) []B {
	if in == nil {
		return nil
	}
	out := make([]B, len(in))
	for i, a := range in {
		out[i] = f(a)
	}
	return out
}

// timeFromPB rejects a Timestamp outside protobuf's range rather than
// returning a wrong time.
func timeFromPB(ts *timestamppb.Timestamp) (*time.Time, error) {
	if ts == nil {
		return nil, nil
	}
	if err := ts.CheckValid(); err != nil {
		return nil, fmt.Errorf("timestamp: %w", err)
	}
	t := ts.AsTime()
	return &t, nil
}

func tinyFromPB(p *pb.Tiny) *Tiny {
	if p == nil {
		return nil
	}
	return &Tiny{TinyID: p.GetTinyId(), SomeStr: p.GetSomeStr()}
}

func mediumFromPB(p *pb.Medium) (*Medium, error) {
	if p == nil {
		return nil, nil
	}
	created, err := timeFromPB(p.GetCreatedAt())
	if err != nil {
		return nil, fmt.Errorf("medium created_at: %w", err)
	}
	return &Medium{
		MediumID:           p.GetMediumId(),
		FirstName:          p.GetFirstName(),
		LastName:           p.GetLastName(),
		MediumMoneyBalance: p.GetMediumMoneyBalance(),
		CreatedAt:          created,
		TinyField:          tinyFromPB(p.GetTinyField()),
	}, nil
}

func bigFromPB(p *pb.Big) (*Big, error) {
	if p == nil {
		return nil, nil
	}
	b := &Big{
		BigID:        p.GetBigId(),
		Age:          p.GetAge(),
		Country:      p.GetCountry(),
		CountryBytes: p.GetCountryBytes(),
		TinyField:    tinyFromPB(p.GetTinyField()),
	}
	var err error
	if b.CreatedAt, err = timeFromPB(p.GetCreatedAt()); err != nil {
		return nil, fmt.Errorf("created_at: %w", err)
	}
	if b.UpdatedAt, err = timeFromPB(p.GetUpdatedAt()); err != nil {
		return nil, fmt.Errorf("updated_at: %w", err)
	}
	if b.DeletedAt, err = timeFromPB(p.GetDeletedAt()); err != nil {
		return nil, fmt.Errorf("deleted_at: %w", err)
	}
	if b.MediumField, err = mediumFromPB(p.GetMediumField()); err != nil {
		return nil, err
	}
	return b, nil
}

func bigsFromPB(p *pb.BigArray) ([]*Big, error) {
	return mapListErr(p.GetBigArr(), "big", bigFromPB)
}

func hugeFromPB(p *pb.Huge) (*Huge, error) {
	if p == nil {
		return nil, nil
	}
	var u Huge
	var err error
	if u.BigSlice, err = bigsFromPB(p.GetBigSlice()); err != nil {
		return nil, fmt.Errorf("big_slice: %w", err)
	}
	if u.BiggerSlice, err = bigsFromPB(p.GetBiggerSlice()); err != nil {
		return nil, fmt.Errorf("bigger_slice: %w", err)
	}
	if u.TheBiggestSlice, err = bigsFromPB(p.GetTheBiggestSlice()); err != nil {
		return nil, fmt.Errorf("the_biggest_slice: %w", err)
	}
	return &u, nil
}

func complexFromPB(p *pb.ComplexAndHuge) (*ComplexAndHuge, error) {
	if p == nil {
		return nil, nil
	}
	src := p.GetComplexMap()
	if src == nil {
		return &ComplexAndHuge{}, nil
	}
	m := make(ComplexMap, len(src))
	for k, v := range src {
		u, err := hugeFromPB(v)
		if err != nil {
			return nil, fmt.Errorf("complex_map[%q]: %w", k, err)
		}
		m[k] = u
	}
	return &ComplexAndHuge{ComplexMap: m}, nil
}

// Visitors: the read digest through the generated getters, feeding the
// same calls as the model's digest (see digest.go).

func visitTimePB(h *digest.Hasher, ts *timestamppb.Timestamp) {
	if ts == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	// time.Time.UnixNano of the same instant, without building a Time.
	h.Int64(ts.GetSeconds()*int64(time.Second) + int64(ts.GetNanos()))
}

func visitTinyPB(h *digest.Hasher, p *pb.Tiny) {
	if p == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	h.Int64(p.GetTinyId())
	h.String(p.GetSomeStr())
}

func visitMediumPB(h *digest.Hasher, p *pb.Medium) {
	if p == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	h.Int64(p.GetMediumId())
	h.String(p.GetFirstName())
	h.String(p.GetLastName())
	h.Float64(p.GetMediumMoneyBalance())
	visitTimePB(h, p.GetCreatedAt())
	visitTinyPB(h, p.GetTinyField())
}

func visitBigPB(h *digest.Hasher, p *pb.Big) {
	if p == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	h.Int64(p.GetBigId())
	h.Uint64(p.GetAge())
	h.String(p.GetCountry())
	h.Bytes(p.GetCountryBytes())
	visitTimePB(h, p.GetCreatedAt())
	visitTimePB(h, p.GetUpdatedAt())
	visitTimePB(h, p.GetDeletedAt())
	visitTinyPB(h, p.GetTinyField())
	visitMediumPB(h, p.GetMediumField())
}

func visitHugePB(h *digest.Hasher, p *pb.Huge) {
	if p == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	hashEach(h, p.GetBigSlice().GetBigArr(), visitBigPB)
	hashEach(h, p.GetBiggerSlice().GetBigArr(), visitBigPB)
	hashEach(h, p.GetTheBiggestSlice().GetBigArr(), visitBigPB)
}

func visitComplexPB(h *digest.Hasher, p *pb.ComplexAndHuge) {
	if p == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	m := p.GetComplexMap()
	h.Len(len(m))
	for _, k := range slices.Sorted(maps.Keys(m)) {
		h.String(k)
		visitHugePB(h, m[k])
	}
}

// The slice wrappers' visits: the wrapper's presence, then its items.

func visitTinyArrayPB(h *digest.Hasher, p *pb.TinyArray) {
	hashWrapper(h, p, p.GetTinyArr(), visitTinyPB)
}

func visitMediumArrayPB(h *digest.Hasher, p *pb.MediumArray) {
	hashWrapper(h, p, p.GetMediumArr(), visitMediumPB)
}

func visitBigArrayPB(h *digest.Hasher, p *pb.BigArray) { hashWrapper(h, p, p.GetBigArr(), visitBigPB) }

func visitHugeArrayPB(h *digest.Hasher, p *pb.HugeArray) {
	hashWrapper(h, p, p.GetHugeArr(), visitHugePB)
}

func visitComplexArrayPB(h *digest.Hasher, p *pb.ComplexAndHugeArray) {
	hashWrapper(h, p, p.GetComplexArr(), visitComplexPB)
}
