package structs

import (
	"flag"
	"fmt"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/serbench/serbench/suite"
)

var updateSizes = flag.Bool("update-sizes", false, "rewrite testdata/sizes.txt")

// TestEncodedSizes records every bound codec's encoded bytes on the small
// variants and on small forms of the large ones (the shapes of huge,
// complexmap and their slices), so that a change to a codec's code or
// schema that changes its bytes shows in testdata/sizes.txt's diff. Rewrite
// it with -update-sizes, and say in the commit why the bytes changed.
func TestEncodedSizes(t *testing.T) {
	meta := Dataset().Info()
	var lines []string
	record := func(variant string, sizes map[string]float64) {
		for codec, n := range sizes {
			if codec == "sereal" {
				continue // its size varies from run to run on these values, and the dataset has no code of its
			}
			lines = append(lines, fmt.Sprintf("%s %s %v", variant, codec, n))
		}
	}
	ds := Dataset()
	for _, v := range []string{"tiny", "medium", "big", "tiny-slice", "medium-slice", "big-slice"} {
		def, _ := ds.(*suite.ByVariant).Def(v)
		record(v, exercise(t, def, v, unitsOf(v)))
	}
	hk := def(func() *Huge { return smallHuge(newGenerator()) }, hashHuge, eqHuge, nil)
	record("small-huge", exercise(t, hk(meta, "huge"), "huge", 1))
	ck := def(func() *ComplexAndHuge {
		g := newGenerator()
		m := ComplexMap{}
		for i := range 3 {
			m[mapKey(i)] = smallHuge(g)
		}
		return &ComplexAndHuge{ComplexMap: m}
	}, hashComplexAndHuge, eqComplexAndHuge, nil)
	record("small-complexmap", exercise(t, ck(meta, "complexmap"), "complexmap", 1))
	slices.Sort(lines)
	got := strings.Join(lines, "\n") + "\n"
	const file = "testdata/sizes.txt"
	if *updateSizes {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Errorf("encoded sizes differ from %s (rerun with -update-sizes and diff):\n%s", file, got)
	}
}

// unitsOf is a small variant's structs per message.
func unitsOf(variant string) float64 {
	switch variant {
	case "tiny-slice":
		return TinySliceLen
	case "medium-slice":
		return MediumSliceLen
	case "big-slice":
		return BigSliceLen
	}
	return 1
}

// typeName is the name of the model type M points to, under which the
// codecs' files offer their conversions.
func typeName[M any]() string { return reflect.TypeFor[M]().Elem().Name() }
