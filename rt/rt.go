// Package rt holds the helpers that the code protoc-gen-serbench writes
// (its user mode, for run --proto and run --go, and its datasets of Go
// types) calls, for what is the same for every field of a kind. It
// imports no codec and no generated package, so that a dataset's files of
// one codec, which call it, keep a lean worker's links to that codec
// alone (docs/methodology.md, Lean workers).
package rt

import (
	"bytes"
	"cmp"
	"math"
	"slices"
)

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

// ConvPtr converts an optional value, keeping nil as nil.
func ConvPtr[A, B any](v *A, f func(A) B) *B {
	if v == nil {
		return nil
	}
	b := f(*v)
	return &b
}

// ErrMark is fed to a read digest where an accessor failed, so that the
// digest differs from the model's.
const ErrMark = 0xbad0bad0bad0bad0

// Deref is *p, or the zero value when p is nil: a list element of the
// generated code of Cap'n Proto, benc, Bebop or Colfer, where nil (a nil
// wrapper), which no protobuf list can hold, gives the zero value and
// validation then reports the difference.
func Deref[T any](p *T) T {
	if p == nil {
		var zero T
		return zero
	}
	return *p
}
