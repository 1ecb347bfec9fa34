package structs

import (
	"testing"

	"github.com/serbench/serbench/digest"
)

// checkSymphony runs symphony's Check on m with the conversions of variant,
// whose digest is hash.
func checkSymphony[M any](t *testing.T, name, variant string, hash func(*digest.Hasher, M), m M) {
	t.Helper()
	for _, c := range offers.For(typeName[M]()) {
		if raw, ok := c.(interface {
			Check(M, func(*digest.Hasher, M)) error
		}); ok {
			if err := raw.Check(m, hash); err != nil {
				t.Errorf("%s: %v", name, err)
			}
			return
		}
	}
	t.Errorf("%s: variant %s offers no Symphony conversion", name, variant)
}

// Every kind's Symphony forms round-trip to equal protobuf messages and its
// Raw read gives the model's digest, on small values with absent fields.
func TestSymphonyForms(t *testing.T) {
	g := newGenerator()
	checkSymphony(t, "tiny", "tiny", hashTiny, g.tiny())
	checkSymphony(t, "medium", "medium", hashMedium, g.medium())
	checkSymphony(t, "medium without time and tiny", "medium", hashMedium, &Medium{MediumID: 1})
	checkSymphony(t, "big", "big", hashBig, g.big(true))
	checkSymphony(t, "big not deleted", "big", hashBig, g.big(false))
	smallHuge := &Huge{BigSlice: g.bigs(2), BiggerSlice: g.bigs(1)}
	checkSymphony(t, "huge", "huge", hashHuge, smallHuge)
	checkSymphony(t, "complexmap", "complexmap", hashComplexAndHuge, &ComplexAndHuge{ComplexMap: ComplexMap{"1": smallHuge, "0": {}}})
	checkSymphony(t, "tiny-slice", "tiny-slice", hashTinyArray, &TinyArray{TinyArr: []*Tiny{g.tiny(), g.tiny()}})
	checkSymphony(t, "medium-slice", "medium-slice", hashMediumArray, &MediumArray{MediumArr: []*Medium{g.medium()}})
	checkSymphony(t, "big-slice", "big-slice", hashBigArray, &BigArray{BigArr: g.bigs(3)})
	checkSymphony(t, "huge-slice", "huge-slice", hashHugeArray, &HugeArray{HugeArr: []*Huge{smallHuge, {}}})
	checkSymphony(t, "complexmap-slice", "complexmap-slice", hashComplexAndHugeArray, &ComplexAndHugeArray{
		ComplexAndHugeArr: []*ComplexAndHuge{{ComplexMap: ComplexMap{"a": smallHuge}}, {}}})
}
