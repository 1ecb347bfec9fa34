package rt

import (
	"time"

	"github.com/serbench/serbench/digest"
)

// The model's times and durations (a *time.Time, a *time.Duration; nil is
// absent) in the digest and the equality, which every worker compiles:
// here rather than beside the protobuf conversions (pbrt) so that they
// link no protobuf package. The digest feeds a time's seconds and
// nanoseconds and a duration's nanoseconds, as each codec's visit feeds
// its own form of them.

// EqTime compares two model times as instants (a codec may decode a time
// in another location).
func EqTime(a, b *time.Time) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	return a.Equal(*b)
}

// HashTime feeds a model time to h: presence, seconds, nanoseconds.
func HashTime(h *digest.Hasher, t *time.Time) {
	if t == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	h.Int64(t.Unix())
	h.Int64(int64(t.Nanosecond()))
}

// EqDuration compares two model durations.
func EqDuration(a, b *time.Duration) bool { return EqPtr(a, b, Eq[time.Duration]) }

// HashDuration feeds a model duration to h: presence, nanoseconds.
func HashDuration(h *digest.Hasher, d *time.Duration) {
	if d == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	h.Int64(int64(*d))
}
