package structs

import (
	"testing"

	"github.com/serbench/serbench/codecs/easyjson"
	"github.com/serbench/serbench/codecs/symphony"
	"github.com/serbench/serbench/digest"
)

// checkSymphony runs symphony's Check on m with kind k's conversions.
func checkSymphony[M any, E any, EP easyjson.Value[E], P symphony.Message](t *testing.T, name string, k kind[M, E, EP, P], m M) {
	t.Helper()
	raw := k.symRaw(k.conv()).(interface {
		Check(M, func(*digest.Hasher, M)) error
	})
	if err := raw.Check(m, k.hash); err != nil {
		t.Errorf("%s: %v", name, err)
	}
}

// Every kind's Symphony forms round-trip to equal protobuf messages and its
// Raw read gives the model's digest, on small values with absent fields.
func TestSymphonyForms(t *testing.T) {
	g := newGenerator()
	checkSymphony(t, "tiny", tinyKind(), g.tiny())
	checkSymphony(t, "medium", mediumKind(), g.medium())
	checkSymphony(t, "medium without time and tiny", mediumKind(), &Medium{MediumID: 1})
	checkSymphony(t, "big", bigKind(), g.big(true))
	checkSymphony(t, "big not deleted", bigKind(), g.big(false))
	smallHuge := &Huge{BigSlice: g.bigs(2), BiggerSlice: g.bigs(1)}
	checkSymphony(t, "huge", hugeKind(), smallHuge)
	checkSymphony(t, "complexmap", complexKind(), &ComplexAndHuge{ComplexMap: ComplexMap{"1": smallHuge, "0": {}}})
	checkSymphony(t, "tiny-slice", tinyArrayKind(), &TinyArray{TinyArr: []*Tiny{g.tiny(), g.tiny()}})
	checkSymphony(t, "medium-slice", mediumArrayKind(), &MediumArray{MediumArr: []*Medium{g.medium()}})
	checkSymphony(t, "big-slice", bigArrayKind(), &BigArray{BigArr: g.bigs(3)})
	checkSymphony(t, "huge-slice", hugeArrayKind(), &HugeArray{HugeArr: []*Huge{smallHuge, {}}})
	checkSymphony(t, "complexmap-slice", complexArrayKind(), &ComplexAndHugeArray{
		ComplexAndHugeArr: []*ComplexAndHuge{{ComplexMap: ComplexMap{"a": smallHuge}}, {}}})
}
