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

// def makes one variant's Def over its own model M: generate makes its one
// message, units counts its structs (nil: one per message), hash and same
// are the generated digest and comparison (digest_gen.go, equal_gen.go).
func def[M any](generate func() M, hash func(*digest.Hasher, M), same func(want, got M) bool,
	units func(M) int) func(suite.Info, string) suite.Dataset {
	return func(meta suite.Info, variant string) suite.Dataset {
		return &suite.Def[M]{
			Meta: meta,
			Generate: func(v string) ([]M, error) {
				if v != variant {
					return nil, fmt.Errorf("variant %q is not %q", v, variant)
				}
				return []M{generate()}, nil
			},
			Units:  units,
			Digest: hash,
			// Times compare as instants, so the location each codec decodes
			// to does not matter; nil and empty slices are the same value
			// (JSON and protobuf cannot tell them apart).
			Equal:       suite.EqualBy(same),
			Conversions: offers.For(reflect.TypeFor[M]().Elem().Name()),
		}
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
		{suite.VariantInfo{Name: "tiny", About: "one Tiny"}, def(NewTiny, hashTiny, eqTiny, nil)},
		{suite.VariantInfo{Name: "medium", About: "one Medium"}, def(NewMedium, hashMedium, eqMedium, nil)},
		{suite.VariantInfo{Name: "big", About: "one Big, every field set", Default: true}, def(NewBig, hashBig, eqBig, nil)},
		{suite.VariantInfo{Name: "huge", About: "one Huge: 1,330 Bigs in three slices"}, def(NewHuge, hashHuge, eqHuge, nil)},
		{suite.VariantInfo{Name: "complexmap", About: "one ComplexAndHuge: a map of 50 Huges, 66,500 Bigs"},
			def(NewComplexAndHuge, hashComplexAndHuge, eqComplexAndHuge, nil)},
		{suite.VariantInfo{Name: "tiny-slice", About: "a TinyArray of 5 Tinys"},
			def(NewTinyArray, hashTinyArray, eqTinyArray, func(a *TinyArray) int { return len(a.TinyArr) })},
		{suite.VariantInfo{Name: "medium-slice", About: "a MediumArray of 10 Mediums"},
			def(NewMediumArray, hashMediumArray, eqMediumArray, func(a *MediumArray) int { return len(a.MediumArr) })},
		{suite.VariantInfo{Name: "big-slice", About: "a BigArray of 50 Bigs"},
			def(NewBigArray, hashBigArray, eqBigArray, func(a *BigArray) int { return len(a.BigArr) })},
		{suite.VariantInfo{Name: "huge-slice", About: "a HugeArray of 50 Huges: 66,500 Bigs"},
			def(NewHugeArray, hashHugeArray, eqHugeArray, func(a *HugeArray) int { return len(a.HugeArr) })},
		{suite.VariantInfo{Name: "complexmap-slice", About: "a ComplexAndHugeArray of 10 ComplexAndHuges: 665,000 Bigs", Full: true},
			def(NewComplexAndHugeArray, hashComplexAndHugeArray, eqComplexAndHugeArray,
				func(a *ComplexAndHugeArray) int { return len(a.ComplexAndHugeArr) })},
	}
}
