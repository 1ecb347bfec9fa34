package vtprotobuf_test

import (
	"testing"

	"github.com/serbench/serbench/catalog"
	"github.com/serbench/serbench/codecs/vtprotobuf"
	"github.com/serbench/serbench/suite"
)

func allocsPerOp(t *testing.T, c suite.Codec, op suite.Op) float64 {
	t.Helper()
	// 1,000 elements of distinct strings: the pool keeps the list and its
	// elements, the strings are new on every decode.
	const dataset, variant = "objectlist", "mid-varied"
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
		loop := p.Loop(op)
		return testing.AllocsPerRun(20, func() {
			if err := loop(1); err != nil {
				t.Fatal(err)
			}
		})
	}
	t.Fatalf("no dataset %s", dataset)
	return 0
}

// The pooled form really reuses: its encode allocates nothing once its
// buffer has grown, and its decode only the strings, where the plain form
// also allocates the message, the list and every element.
func TestPooledFormReuses(t *testing.T) {
	if a := allocsPerOp(t, vtprotobuf.ReuseCodec, suite.Encode); a != 0 {
		t.Errorf("%s: %v allocations per encode, want 0", vtprotobuf.ReuseName, a)
	}
	pooled := allocsPerOp(t, vtprotobuf.ReuseCodec, suite.Decode)
	plain := allocsPerOp(t, vtprotobuf.Codec, suite.Decode)
	t.Logf("allocations per decode: %v pooled, %v plain", pooled, plain)
	// 2 strings of the object and 1 per element; the plain form adds
	// 1,000 elements, the list and the message.
	if pooled > 1010 || plain < pooled+1000 {
		t.Errorf("allocations per decode: %v pooled, %v plain", pooled, plain)
	}
}
