// Package pubdoctest validates every codec on a public document's model,
// for the tests of the datasets that embed one. It links every codec, so
// only tests import it.
package pubdoctest

import (
	"testing"

	"github.com/serbench/serbench/codecs"
	"github.com/serbench/serbench/suite"
)

// EveryCodec binds every registered codec that is not unfit for
// dataset/variant to def and validates it on msgs exactly as a run does
// (round trip, equality, read digest), failing t for each that does not
// carry them. It returns how many codecs it validated.
func EveryCodec[M any](t *testing.T, def *suite.Def[M], dataset, variant string, msgs []M) int {
	t.Helper()
	n := 0
	for _, c := range codecs.All() {
		if c.UnfitFor(dataset, variant) != "" {
			continue
		}
		if _, ok := def.Bind(variant, &c); !ok {
			continue // a schema codec: the model offers it nothing
		}
		n++
		if err := suite.Validate(def, &c, msgs); err != nil {
			t.Errorf("%s/%s %s: %v", dataset, variant, c.Name, err)
		}
	}
	return n
}

// Def returns the Def of a dataset's variant, which must be a Def over M.
func Def[M any](t *testing.T, ds suite.Dataset, variant string) *suite.Def[M] {
	t.Helper()
	if bv, ok := ds.(*suite.ByVariant); ok {
		d, ok := bv.Def(variant)
		if !ok {
			t.Fatalf("no variant %s", variant)
		}
		ds = d
	}
	def, ok := ds.(*suite.Def[M])
	if !ok {
		t.Fatalf("variant %s is a %T, not a Def over %T", variant, ds, *new(M))
	}
	return def
}
