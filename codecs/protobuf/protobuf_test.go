package protobuf_test

import (
	"testing"

	"github.com/serbench/serbench/catalog"
	"github.com/serbench/serbench/codecs/protobuf"
	"github.com/serbench/serbench/suite"
)

// prepare binds c to a dataset's variant and validates it.
func prepare(t *testing.T, c suite.Codec, dataset, variant string) *suite.Prepared {
	t.Helper()
	for _, ds := range catalog.Datasets() {
		if ds.Info().Name != dataset {
			continue
		}
		b, ok := ds.Bind(variant, &c)
		if !ok {
			t.Fatalf("%s does not bind %s/%s", c.Name, dataset, variant)
		}
		l, err := ds.Load(variant)
		if err != nil {
			t.Fatal(err)
		}
		p, err := l.Prepare(b)
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	t.Fatalf("no dataset %s", dataset)
	return nil
}

// The reuse form really reuses: once its buffer has grown, an encode
// allocates nothing, where protobuf allocates the output every time.
func TestReuseEncodeDoesNotAllocate(t *testing.T) {
	for _, c := range []struct {
		codec suite.Codec
		zero  bool
	}{{protobuf.ReuseCodec, true}, {protobuf.Codec, false}} {
		loop := prepare(t, c.codec, "objectlist", "mid-varied").Loop(suite.Encode)
		allocs := testing.AllocsPerRun(20, func() {
			if err := loop(1); err != nil {
				t.Fatal(err)
			}
		})
		if (allocs == 0) != c.zero {
			t.Errorf("%s: %v allocations per encode", c.codec.Name, allocs)
		}
	}
}
