package structs

import (
	"fmt"
	"reflect"

	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// Why one typed suite.Def per variant: the seed encoded a different Go type
// in every variant (a *Tiny, a TinyArray, a *ComplexAndHuge, ...), and gob
// and json must see exactly that type, with nothing around it. A single
// model type able to hold every variant would either add a wrapper to what
// gob and json encode or need hand-written gob and json bindings. Instead
// each variant is a suite.Def over its own model type, and the dataset type
// below dispatches Load to the variant's Def. All Defs share one Info.

// offers holds every variant's conversions under its model type's name,
// each added by its codec's file (protobuf_gen.go, easyjson.go, ...), so
// that a lean worker compiles and links only its own codec's.
var offers suite.Offers

// kind is the model-level part of one variant's Def: its model M, how to
// make it, and its digest and comparison.
type kind[M any] struct {
	generate func() M
	units    func(M) int             // nil: one struct per message
	hash     func(*digest.Hasher, M) // generated: digest_gen.go
	same     func(want, got M) bool  // generated: equal_gen.go
}

func (k kind[M]) def(meta suite.Info, variant string) suite.Dataset {
	return &suite.Def[M]{
		Meta: meta,
		Generate: func(v string) ([]M, error) {
			if v != variant {
				return nil, fmt.Errorf("variant %q is not %q", v, variant)
			}
			return []M{k.generate()}, nil
		},
		Units:  k.units,
		Digest: k.hash,
		// Times compare as instants, so the location each codec decodes
		// to does not matter; nil and empty slices are the same value
		// (JSON and protobuf cannot tell them apart).
		Equal:       suite.EqualBy(k.same),
		Conversions: offers.For(reflect.TypeFor[M]().Elem().Name()),
	}
}

// variant is one variant's description and the Def that generates it.
type variant struct {
	info suite.VariantInfo
	def  func(meta suite.Info, name string) suite.Dataset
}

// The variants in report order: the single values, then the slices.
func variants() []variant {
	return []variant{
		{suite.VariantInfo{Name: "tiny", About: "one Tiny"}, tinyKind().def},
		{suite.VariantInfo{Name: "medium", About: "one Medium"}, mediumKind().def},
		{suite.VariantInfo{Name: "big", About: "one Big, every field set", Default: true}, bigKind().def},
		{suite.VariantInfo{Name: "huge", About: "one Huge: 1,330 Bigs in three slices"}, hugeKind().def},
		{suite.VariantInfo{Name: "complexmap", About: "one ComplexAndHuge: a map of 50 Huges, 66,500 Bigs"}, complexKind().def},
		{suite.VariantInfo{Name: "tiny-slice", About: "a TinyArray of 5 Tinys"}, tinyArrayKind().def},
		{suite.VariantInfo{Name: "medium-slice", About: "a MediumArray of 10 Mediums"}, mediumArrayKind().def},
		{suite.VariantInfo{Name: "big-slice", About: "a BigArray of 50 Bigs"}, bigArrayKind().def},
		{suite.VariantInfo{Name: "huge-slice", About: "a HugeArray of 50 Huges: 66,500 Bigs"}, hugeArrayKind().def},
		{suite.VariantInfo{Name: "complexmap-slice", About: "a ComplexAndHugeArray of 10 ComplexAndHuges: 665,000 Bigs",
			Full: true}, complexArrayKind().def},
	}
}

func tinyKind() kind[*Tiny] {
	return kind[*Tiny]{generate: NewTiny, hash: hashTiny, same: eqTiny}
}

func mediumKind() kind[*Medium] {
	return kind[*Medium]{generate: NewMedium, hash: hashMedium, same: eqMedium}
}

func bigKind() kind[*Big] {
	return kind[*Big]{generate: NewBig, hash: hashBig, same: eqBig}
}

func hugeKind() kind[*Huge] {
	return kind[*Huge]{generate: NewHuge, hash: hashHuge, same: eqHuge}
}

func complexKind() kind[*ComplexAndHuge] {
	return kind[*ComplexAndHuge]{generate: NewComplexAndHuge, hash: hashComplexAndHuge, same: eqComplexAndHuge}
}

func tinyArrayKind() kind[*TinyArray] {
	return kind[*TinyArray]{
		generate: NewTinyArray,
		units:    func(a *TinyArray) int { return len(a.TinyArr) },
		hash:     hashTinyArray,
		same:     eqTinyArray,
	}
}

func mediumArrayKind() kind[*MediumArray] {
	return kind[*MediumArray]{
		generate: NewMediumArray,
		units:    func(a *MediumArray) int { return len(a.MediumArr) },
		hash:     hashMediumArray,
		same:     eqMediumArray,
	}
}

func bigArrayKind() kind[*BigArray] {
	return kind[*BigArray]{
		generate: NewBigArray,
		units:    func(a *BigArray) int { return len(a.BigArr) },
		hash:     hashBigArray,
		same:     eqBigArray,
	}
}

func hugeArrayKind() kind[*HugeArray] {
	return kind[*HugeArray]{
		generate: NewHugeArray,
		units:    func(a *HugeArray) int { return len(a.HugeArr) },
		hash:     hashHugeArray,
		same:     eqHugeArray,
	}
}

func complexArrayKind() kind[*ComplexAndHugeArray] {
	return kind[*ComplexAndHugeArray]{
		generate: NewComplexAndHugeArray,
		units:    func(a *ComplexAndHugeArray) int { return len(a.ComplexAndHugeArr) },
		hash:     hashComplexAndHugeArray,
		same:     eqComplexAndHugeArray,
	}
}
