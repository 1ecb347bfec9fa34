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

// UnixNanos is a model time as Unix nanoseconds, nil for nil (the dataset
// flavor's Thrift form of a time). A time outside int64 nanoseconds'
// years (1678 to 2262) has no such form: it does not come back, which the
// round-trip validation reports.
func UnixNanos(t *time.Time) *int64 {
	if t == nil {
		return nil
	}
	n := t.UnixNano()
	return &n
}

// TimeOfNanos is the model time of Unix nanoseconds, in UTC; nil for nil.
func TimeOfNanos(n *int64) *time.Time {
	if n == nil {
		return nil
	}
	t := time.Unix(0, *n).UTC()
	return &t
}

// HashNanos feeds a time held as Unix nanoseconds as HashTime feeds it.
func HashNanos(h *digest.Hasher, n *int64) {
	if n == nil {
		h.Len(0)
		return
	}
	t := time.Unix(0, *n)
	h.Len(1)
	h.Int64(t.Unix())
	h.Int64(int64(t.Nanosecond()))
}
