package rt_test

import (
	"testing"
	"time"

	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/rt"
)

// A time comes back from its Unix nanoseconds in UTC, and its digest is
// the model time's; nil stays nil.
func TestNanos(t *testing.T) {
	for _, tm := range []time.Time{
		time.Date(2024, 2, 29, 23, 59, 59, 123456789, time.FixedZone("x", 3600)),
		time.Date(1969, 12, 31, 23, 59, 59, 999999999, time.UTC), // before the epoch: seconds -1
	} {
		back := rt.TimeOfNanos(rt.UnixNanos(&tm))
		if !rt.EqTime(&tm, back) || back.Location() != time.UTC {
			t.Errorf("%v came back as %v", tm, back)
		}
		h1, h2 := digest.New(), digest.New()
		rt.HashTime(&h1, &tm)
		rt.HashNanos(&h2, rt.UnixNanos(&tm))
		if h1.Sum() != h2.Sum() {
			t.Errorf("%v: HashNanos differs from HashTime", tm)
		}
	}
	if rt.UnixNanos(nil) != nil || rt.TimeOfNanos(nil) != nil {
		t.Error("nil is not kept")
	}
	h1, h2 := digest.New(), digest.New()
	rt.HashTime(&h1, nil)
	rt.HashNanos(&h2, nil)
	if h1.Sum() != h2.Sum() {
		t.Error("nil digests differ")
	}
}
