package msgpackgen_test

import (
	"bytes"
	"testing"

	"github.com/serbench/serbench/catalog"
	"github.com/serbench/serbench/codecs/msgpackgen"
	"github.com/serbench/serbench/codecs/shamaton"
	"github.com/serbench/serbench/suite"
)

func prepare(t *testing.T, ds suite.Dataset, variant string, c suite.Codec) *suite.Prepared {
	t.Helper()
	b, ok := ds.Bind(variant, &c)
	if !ok {
		t.Fatalf("%s does not bind %s/%s", c.Name, ds.Info().Name, variant)
	}
	l, err := ds.Load(variant)
	if err != nil {
		t.Fatal(err)
	}
	p, err := l.Prepare(b)
	if err != nil {
		t.Fatalf("%s/%s %s: %v", ds.Info().Name, variant, c.Name, err)
	}
	return p
}

// msgpackgen's generated code writes the bytes of shamaton/msgpack v3's
// reflection (the same author's format choices), in each layout; the
// variants with Go maps are left out (their order changes from call to
// call). The datasets' resolvers all work in this one process: none
// depends on msgpackgen's global resolver.
func TestBytesAreShamatons(t *testing.T) {
	variants := map[string][]string{
		"tickdata": {"seed", "filled"},
		"boutique": {"sample"},
		"twitter":  {"statuses"},
		"golang":   {"doc"},
	}
	pairs := [][2]suite.Codec{{msgpackgen.Codecs[0], shamaton.Codecs[0]}, {msgpackgen.Codecs[1], shamaton.Codecs[1]}}
	seen := 0
	for _, ds := range catalog.Datasets() {
		for _, v := range variants[ds.Info().Name] {
			seen++
			for _, pair := range pairs {
				got := prepare(t, ds, v, pair[0])
				want := prepare(t, ds, v, pair[1])
				if len(got.Sizes) != len(want.Sizes) || len(got.Sizes) == 0 {
					t.Fatalf("%s/%s: %d messages, %s %d", ds.Info().Name, v, len(got.Sizes), pair[1].Name, len(want.Sizes))
				}
				for i := range got.Sizes {
					if g, w := got.Encoded(i), want.Encoded(i); !bytes.Equal(g, w) {
						t.Errorf("%s/%s message %d: %s wrote %d bytes, %s %d", ds.Info().Name, v, i, pair[0].Name, len(g), pair[1].Name, len(w))
						break
					}
				}
			}
		}
	}
	if seen != 5 {
		t.Errorf("checked %d variants, want 5", seen)
	}
}
