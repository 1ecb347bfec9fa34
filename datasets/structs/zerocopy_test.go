package structs

import (
	"math"
	"testing"
	"time"

	cpcodec "github.com/serbench/serbench/codecs/capnp"
	fbcodec "github.com/serbench/serbench/codecs/flatbuffers"
	"github.com/serbench/serbench/suite"
)

// zc validates FlatBuffers and Cap'n Proto, through their codecs, on the
// message gen makes, with variant's Def (whose model type is M).
func zc[M any](variant string, gen func() M) func(*testing.T) {
	return func(t *testing.T) {
		d, ok := Dataset().(*suite.ByVariant).Def(variant)
		if !ok {
			t.Fatalf("no variant %s", variant)
		}
		def := d.(*suite.Def[M])
		for _, c := range []suite.Codec{fbcodec.Codec, cpcodec.Codec} {
			if err := suite.Validate(def, &c, []M{gen()}); err != nil {
				t.Errorf("%s: %v", c.Name, err)
			}
		}
	}
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
		{"tiny", zc("tiny", NewTiny), false},
		{"medium", zc("medium", NewMedium), false},
		{"big", zc("big", NewBig), false},
		{"huge", zc("huge", NewHuge), false},
		{"complexmap", zc("complexmap", NewComplexAndHuge), true},
		{"tiny-slice", zc("tiny-slice", NewTinyArray), false},
		{"medium-slice", zc("medium-slice", NewMediumArray), false},
		{"big-slice", zc("big-slice", NewBigArray), false},
		{"huge-slice", zc("huge-slice", NewHugeArray), true},
		// complexmap-slice's 665,000 Bigs take seconds and a gigabyte: its
		// small form below covers the same code.
		{"small-complexmap", zc("complexmap", func() *ComplexAndHuge { return smallComplex(newGenerator()) }), false},
		{"small-huge-slice", zc("huge-slice", func() *HugeArray {
			g := newGenerator()
			return &HugeArray{HugeArr: []*Huge{smallHuge(g), {}, smallHuge(g)}}
		}), false},
		{"small-complexmap-slice", zc("complexmap-slice", func() *ComplexAndHugeArray {
			g := newGenerator()
			return &ComplexAndHugeArray{ComplexAndHugeArr: []*ComplexAndHuge{smallComplex(g), {}, smallComplex(g)}}
		}), false},
		{"edge-big", zc("big", edgeBig), false},
		{"edge-big-slice", zc("big-slice", func() *BigArray { return &BigArray{BigArr: []*Big{edgeBig(), {}}} }), false},
		{"empty-tiny-slice", zc("tiny-slice", func() *TinyArray { return &TinyArray{} }), false},
		{"empty-medium", zc("medium", func() *Medium { return &Medium{} }), false},
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
