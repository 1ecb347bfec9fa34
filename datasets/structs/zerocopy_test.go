package structs

import (
	"math"
	"testing"
	"time"

	"github.com/serbench/serbench/datasets/structs/capnpb"
	"github.com/serbench/serbench/datasets/structs/fb"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/internal/zctest"
)

// zcCase is one variant's model and its FlatBuffers and Cap'n Proto
// conversions.
type zcCase[M, F, C any] struct {
	gen  func() M
	hash func(*digest.Hasher, M)
	same func(want, got M) bool
	fb   zctest.FB[M, F]
	cp   zctest.Capnp[M, C]
}

func (c zcCase[M, F, C]) run(t *testing.T) {
	m := c.gen()
	want := digest.Of(c.hash, m)
	eq := equal(c.same)
	c.fb.Check(t, m, want, eq)
	c.cp.Check(t, m, want, eq)
}

var (
	zcTiny = zcCase[*Tiny, fb.Tiny, capnpb.Tiny]{
		hash: hashTiny, same: sameTiny,
		fb: zctest.FB[*Tiny, fb.Tiny]{Build: fbBuildTiny, Open: fb.GetRootAsTiny, To: fbToTiny, Visit: fbVisitTiny},
		cp: zctest.Capnp[*Tiny, capnpb.Tiny]{NewRoot: capnpb.NewRootTiny, Set: cpSetTiny,
			ReadRoot: capnpb.ReadRootTiny, To: cpToTiny, Visit: cpVisitTiny},
	}
	zcMedium = zcCase[*Medium, fb.Medium, capnpb.Medium]{
		hash: hashMedium, same: sameMedium,
		fb: zctest.FB[*Medium, fb.Medium]{Build: fbBuildMedium, Open: fb.GetRootAsMedium, To: fbToMedium, Visit: fbVisitMedium},
		cp: zctest.Capnp[*Medium, capnpb.Medium]{NewRoot: capnpb.NewRootMedium, Set: cpSetMedium,
			ReadRoot: capnpb.ReadRootMedium, To: cpToMedium, Visit: cpVisitMedium},
	}
	zcBig = zcCase[*Big, fb.Big, capnpb.Big]{
		hash: hashBig, same: sameBig,
		fb: zctest.FB[*Big, fb.Big]{Build: fbBuildBig, Open: fb.GetRootAsBig, To: fbToBig, Visit: fbVisitBig},
		cp: zctest.Capnp[*Big, capnpb.Big]{NewRoot: capnpb.NewRootBig, Set: cpSetBig,
			ReadRoot: capnpb.ReadRootBig, To: cpToBig, Visit: cpVisitBig},
	}
	zcHuge = zcCase[*Huge, fb.Huge, capnpb.Huge]{
		hash: hashHuge, same: sameHuge,
		fb: zctest.FB[*Huge, fb.Huge]{Build: fbBuildHuge, Open: fb.GetRootAsHuge, To: fbToHuge, Visit: fbVisitHuge},
		cp: zctest.Capnp[*Huge, capnpb.Huge]{NewRoot: capnpb.NewRootHuge, Set: cpSetHuge,
			ReadRoot: capnpb.ReadRootHuge, To: cpToHuge, Visit: cpVisitHuge},
	}
	zcComplex = zcCase[*ComplexAndHuge, fb.ComplexAndHuge, capnpb.ComplexAndHuge]{
		hash: hashComplex, same: sameComplex,
		fb: zctest.FB[*ComplexAndHuge, fb.ComplexAndHuge]{Build: fbBuildComplexAndHuge,
			Open: fb.GetRootAsComplexAndHuge, To: fbToComplexAndHuge, Visit: fbVisitComplexAndHuge},
		cp: zctest.Capnp[*ComplexAndHuge, capnpb.ComplexAndHuge]{NewRoot: capnpb.NewRootComplexAndHuge,
			Set: cpSetComplexAndHuge, ReadRoot: capnpb.ReadRootComplexAndHuge, To: cpToComplexAndHuge,
			Visit: cpVisitComplexAndHuge},
	}
	zcTinyArray = zcCase[*TinyArray, fb.TinyArray, capnpb.TinyArray]{
		hash: hashTinyArray, same: sameTinyArray,
		fb: zctest.FB[*TinyArray, fb.TinyArray]{Build: fbBuildTinyArray, Open: fb.GetRootAsTinyArray,
			To: fbToTinyArray, Visit: fbVisitTinyArray},
		cp: zctest.Capnp[*TinyArray, capnpb.TinyArray]{NewRoot: capnpb.NewRootTinyArray, Set: cpSetTinyArray,
			ReadRoot: capnpb.ReadRootTinyArray, To: cpToTinyArray, Visit: cpVisitTinyArray},
	}
	zcMediumArray = zcCase[*MediumArray, fb.MediumArray, capnpb.MediumArray]{
		hash: hashMediumArray, same: sameMediumArray,
		fb: zctest.FB[*MediumArray, fb.MediumArray]{Build: fbBuildMediumArray, Open: fb.GetRootAsMediumArray,
			To: fbToMediumArray, Visit: fbVisitMediumArray},
		cp: zctest.Capnp[*MediumArray, capnpb.MediumArray]{NewRoot: capnpb.NewRootMediumArray,
			Set: cpSetMediumArray, ReadRoot: capnpb.ReadRootMediumArray, To: cpToMediumArray,
			Visit: cpVisitMediumArray},
	}
	zcBigArray = zcCase[*BigArray, fb.BigArray, capnpb.BigArray]{
		hash: hashBigArray, same: sameBigArray,
		fb: zctest.FB[*BigArray, fb.BigArray]{Build: fbBuildBigArray, Open: fb.GetRootAsBigArray,
			To: fbToBigArray, Visit: fbVisitBigArray},
		cp: zctest.Capnp[*BigArray, capnpb.BigArray]{NewRoot: capnpb.NewRootBigArray, Set: cpSetBigArray,
			ReadRoot: capnpb.ReadRootBigArray, To: cpToBigArray, Visit: cpVisitBigArray},
	}
	zcHugeArray = zcCase[*HugeArray, fb.HugeArray, capnpb.HugeArray]{
		hash: hashHugeArray, same: sameHugeArray,
		fb: zctest.FB[*HugeArray, fb.HugeArray]{Build: fbBuildHugeArray, Open: fb.GetRootAsHugeArray,
			To: fbToHugeArray, Visit: fbVisitHugeArray},
		cp: zctest.Capnp[*HugeArray, capnpb.HugeArray]{NewRoot: capnpb.NewRootHugeArray, Set: cpSetHugeArray,
			ReadRoot: capnpb.ReadRootHugeArray, To: cpToHugeArray, Visit: cpVisitHugeArray},
	}
	zcComplexArray = zcCase[*ComplexAndHugeArray, fb.ComplexAndHugeArray, capnpb.ComplexAndHugeArray]{
		hash: hashComplexArray, same: sameComplexArray,
		fb: zctest.FB[*ComplexAndHugeArray, fb.ComplexAndHugeArray]{Build: fbBuildComplexAndHugeArray,
			Open: fb.GetRootAsComplexAndHugeArray, To: fbToComplexAndHugeArray, Visit: fbVisitComplexAndHugeArray},
		cp: zctest.Capnp[*ComplexAndHugeArray, capnpb.ComplexAndHugeArray]{
			NewRoot: capnpb.NewRootComplexAndHugeArray, Set: cpSetComplexAndHugeArray,
			ReadRoot: capnpb.ReadRootComplexAndHugeArray, To: cpToComplexAndHugeArray,
			Visit: cpVisitComplexAndHugeArray},
	}
)

// with returns c generating its model with gen.
func (c zcCase[M, F, C]) with(gen func() M) zcCase[M, F, C] {
	c.gen = gen
	return c
}

// Small forms of the large variants, from the same generator: a few Bigs
// per Huge, and map keys past "9", so that sorted order ("10" before "2")
// differs from numeric order, and a nil Huge value.

func smallHuge(g *generator) *Huge {
	return &Huge{BigSlice: g.bigs(2), BiggerSlice: g.bigs(3), TheBiggestSlice: g.bigs(4)}
}

func smallComplex(g *generator) *ComplexAndHuge {
	m := ComplexMap{"nil": nil}
	for i := range 12 {
		m[mapKey(i)] = smallHuge(g)
	}
	return &ComplexAndHuge{ComplexMap: m}
}

// edgeBig has every optional field absent and a negative-zero balance in
// its Medium, whose sign FlatBuffers' default handling would drop.
func edgeBig() *Big {
	created := time.Date(1969, 12, 31, 23, 59, 59, 999_999_999, time.UTC)
	return &Big{
		BigID:       math.MinInt64,
		Age:         math.MaxUint64,
		CreatedAt:   &created,
		MediumField: &Medium{MediumMoneyBalance: math.Copysign(0, -1)},
	}
}

func TestZeroCopyVariants(t *testing.T) {
	cases := []struct {
		name  string
		run   func(*testing.T)
		large bool // not in -short
	}{
		{"tiny", zcTiny.with(NewTiny).run, false},
		{"medium", zcMedium.with(NewMedium).run, false},
		{"big", zcBig.with(NewBig).run, false},
		{"huge", zcHuge.with(NewHuge).run, false},
		{"complexmap", zcComplex.with(NewComplexAndHuge).run, true},
		{"tiny-slice", zcTinyArray.with(NewTinyArray).run, false},
		{"medium-slice", zcMediumArray.with(NewMediumArray).run, false},
		{"big-slice", zcBigArray.with(NewBigArray).run, false},
		{"huge-slice", zcHugeArray.with(NewHugeArray).run, true},
		// complexmap-slice's 665,000 Bigs take seconds and a gigabyte: its
		// small form below covers the same code.
		{"small-complexmap", zcComplex.with(func() *ComplexAndHuge { return smallComplex(newGenerator()) }).run, false},
		{"small-huge-slice", zcHugeArray.with(func() *HugeArray {
			g := newGenerator()
			return &HugeArray{HugeArr: []*Huge{smallHuge(g), {}, smallHuge(g)}}
		}).run, false},
		{"small-complexmap-slice", zcComplexArray.with(func() *ComplexAndHugeArray {
			g := newGenerator()
			return &ComplexAndHugeArray{ComplexAndHugeArr: []*ComplexAndHuge{smallComplex(g), {}, smallComplex(g)}}
		}).run, false},
		{"edge-big", zcBig.with(edgeBig).run, false},
		{"edge-big-slice", zcBigArray.with(func() *BigArray { return &BigArray{BigArr: []*Big{edgeBig(), {}}} }).run, false},
		{"empty-tiny-slice", zcTinyArray.with(func() *TinyArray { return &TinyArray{} }).run, false},
		{"empty-medium", zcMedium.with(func() *Medium { return &Medium{} }).run, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if c.large && testing.Short() {
				t.Skip("large variant")
			}
			c.run(t)
		})
	}
}
