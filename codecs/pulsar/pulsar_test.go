package pulsar_test

import (
	"bytes"
	"testing"

	"github.com/serbench/serbench/catalog"
	"github.com/serbench/serbench/codecs/protobuf"
	"github.com/serbench/serbench/codecs/pulsar"
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

// pulsar writes exactly proto.Marshal's bytes of the protoc-gen-go types
// for every message (the renamed protobuf package of its .proto copy does
// not reach the wire), so the two codecs' sizes are the same and their
// times compare the same work. Validation has checked each round trip.
func TestBytesAreProtobufs(t *testing.T) {
	variants := map[string][]string{
		"tickdata": {"seed", "filled"},
		"boutique": {"sample"},
	}
	seen := 0
	for _, ds := range catalog.Datasets() {
		for _, v := range variants[ds.Info().Name] {
			seen++
			got := prepare(t, ds, v, pulsar.Codec)
			want := prepare(t, ds, v, protobuf.Codec)
			if len(got.Sizes) != len(want.Sizes) || len(got.Sizes) == 0 {
				t.Fatalf("%s/%s: %d messages, protobuf %d", ds.Info().Name, v, len(got.Sizes), len(want.Sizes))
			}
			for i := range got.Sizes {
				if g, w := got.Encoded(i), want.Encoded(i); !bytes.Equal(g, w) {
					t.Errorf("%s/%s message %d: pulsar wrote %x, proto.Marshal %x", ds.Info().Name, v, i, g, w)
					break
				}
			}
		}
	}
	if seen != 3 {
		t.Errorf("checked %d variants, want 3", seen)
	}
}
