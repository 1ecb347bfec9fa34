package userproto

import (
	"bytes"
	"cmp"
	"math"
	"slices"
	"time"

	"google.golang.org/protobuf/types/known/durationpb"
	"google.golang.org/protobuf/types/known/timestamppb"

	"github.com/serbench/serbench/digest"
)

// The helpers below are called by the code protoc-gen-serbench writes for a
// user's schema (--serbench_opt=mode=user): what is the same for every
// field of a kind lives here once instead of in every generated file.

// Keys returns m's keys in order, so that a map's digest does not depend
// on Go's map order.
func Keys[K cmp.Ordered, V any](m map[K]V) []K {
	keys := make([]K, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// BoolKeys is Keys for bool keys (false first), which cmp.Ordered leaves out.
func BoolKeys[V any](m map[bool]V) []bool {
	var keys []bool
	for _, k := range []bool{false, true} {
		if _, ok := m[k]; ok {
			keys = append(keys, k)
		}
	}
	return keys
}

// EqFloat compares floats by their bits: a NaN equals the same NaN, and -0
// differs from 0, as the bytes a codec writes do.
func EqFloat[F float32 | float64](a, b F) bool {
	return math.Float64bits(float64(a)) == math.Float64bits(float64(b))
}

// EqBytes compares byte slices; nil and empty are equal (no codec here
// tells them apart in a proto3 bytes field).
func EqBytes(a, b []byte) bool { return bytes.Equal(a, b) }

// EqPtr compares two optional values: both absent, or both present and
// equal by eq.
func EqPtr[T any](a, b *T, eq func(T, T) bool) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	return eq(*a, *b)
}

// Eq is == as a function, for EqPtr and the lists and maps.
func Eq[T comparable](a, b T) bool { return a == b }

// EqSlice compares lists element by element; nil and empty are equal.
func EqSlice[T any](a, b []T, eq func(T, T) bool) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !eq(a[i], b[i]) {
			return false
		}
	}
	return true
}

// EqMap compares maps; nil and empty are equal.
func EqMap[K comparable, V any](a, b map[K]V, eq func(V, V) bool) bool {
	if len(a) != len(b) {
		return false
	}
	for k, va := range a {
		vb, ok := b[k]
		if !ok || !eq(va, vb) {
			return false
		}
	}
	return true
}

// Ptr returns a pointer to a copy of v.
func Ptr[T any](v T) *T { return &v }

// ConvSlice converts a list element by element, keeping nil as nil.
func ConvSlice[A, B any](in []A, f func(A) B) []B {
	if in == nil {
		return nil
	}
	out := make([]B, len(in))
	for i, v := range in {
		out[i] = f(v)
	}
	return out
}

// ConvMap converts a map's values, keeping nil as nil.
func ConvMap[K comparable, A, B any](in map[K]A, f func(A) B) map[K]B {
	if in == nil {
		return nil
	}
	out := make(map[K]B, len(in))
	for k, v := range in {
		out[k] = f(v)
	}
	return out
}

// Wrap converts an optional model value to its wrapper message
// (google.protobuf.StringValue, ...) with the wrapper's constructor; nil
// stays absent.
func Wrap[T any, W comparable](v *T, wrap func(T) W) W {
	if v == nil {
		var zero W
		return zero
	}
	return wrap(*v)
}

// Unwrap is Wrap's inverse: an absent wrapper is nil.
func Unwrap[W comparable, T any](w W, get func(W) T) *T {
	var zero W
	if w == zero {
		return nil
	}
	v := get(w)
	return &v
}

// The model holds a google.protobuf.Timestamp as a *time.Time in UTC and a
// google.protobuf.Duration as a *time.Duration, the types a Go program
// would use; nil is absent. The digest feeds a Timestamp's seconds and
// nanoseconds and a Duration's nanoseconds, from the model and from the
// protobuf message alike.

// TimestampPB converts a model time to a Timestamp.
func TimestampPB(t *time.Time) *timestamppb.Timestamp {
	if t == nil {
		return nil
	}
	return timestamppb.New(*t)
}

// TimeOf converts a Timestamp to a model time in UTC.
func TimeOf(p *timestamppb.Timestamp) *time.Time {
	if p == nil {
		return nil
	}
	t := time.Unix(p.GetSeconds(), int64(p.GetNanos())).UTC()
	return &t
}

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

// timestampLike is a Timestamp or Duration message of protoc-gen-go or of
// gogo/protobuf (its types package), which have the same getters.
type timestampLike interface {
	comparable
	GetSeconds() int64
	GetNanos() int32
}

// VisitTimestamp feeds a Timestamp to h as HashTime does, through its getters.
func VisitTimestamp[T timestampLike](h *digest.Hasher, p T) {
	var absent T
	if p == absent {
		h.Len(0)
		return
	}
	h.Len(1)
	h.Int64(p.GetSeconds())
	h.Int64(int64(p.GetNanos()))
}

// DurationPB converts a model duration to a Duration.
func DurationPB(d *time.Duration) *durationpb.Duration {
	if d == nil {
		return nil
	}
	return durationpb.New(*d)
}

// DurationOf converts a Duration to a model duration. One beyond about 292
// years does not fit a time.Duration and saturates; loading a sample
// checks that the model holds every message exactly.
func DurationOf(p *durationpb.Duration) *time.Duration {
	if p == nil {
		return nil
	}
	d := p.AsDuration()
	return &d
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

// VisitDuration feeds a Duration to h as HashDuration does.
func VisitDuration[T timestampLike](h *digest.Hasher, p T) {
	var absent T
	if p == absent {
		h.Len(0)
		return
	}
	h.Len(1)
	h.Int64(p.GetSeconds()*int64(time.Second) + int64(p.GetNanos()))
}

// ConvPtr converts an optional value, keeping nil as nil.
func ConvPtr[A, B any](v *A, f func(A) B) *B {
	if v == nil {
		return nil
	}
	b := f(*v)
	return &b
}
