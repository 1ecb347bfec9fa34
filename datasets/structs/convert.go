package structs

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"time"

	"github.com/serbench/serbench/digest"
)

// Helpers of several codecs' conversions (FlatBuffers and Cap'n Proto;
// Thrift, Bebop, Colfer and benc; protobuf and Thrift; jx and fastjson),
// here because they import no codec package.

// errMark is fed to a digest where an accessor failed or the bytes hold a
// value the model cannot, so that the read digest cannot match the model's.
const errMark = 0xbad0bad0bad0bad0

// errKeyOrder rejects map entries that are not in strictly increasing key
// order: a repeated key has no place in a map, and the digest walks the
// entries in stored order.
var errKeyOrder = errors.New("complex_map entries not sorted by key")

// sortedKeys returns m's keys in the order hashComplex visits them, the
// order of the stored entries.
func sortedKeys(m ComplexMap) []string {
	return slices.Sorted(maps.Keys(m))
}

// errNilElement rejects a nil element of a slice.
var errNilElement = errors.New("nil element: a struct list has no null elements")

// mapListErr converts every element of a slice, stopping at the first error.
func mapListErr[A, B any](in []A, what string, f func(A) (B, error)) ([]B, error) {
	if in == nil {
		return nil, nil
	}
	out := make([]B, len(in))
	for i, a := range in {
		b, err := f(a)
		if err != nil {
			return nil, fmt.Errorf("%s %d: %w", what, i, err)
		}
		out[i] = b
	}
	return out, nil
}

// nanosOf is t as Unix nanoseconds, nil for nil; it rejects a time outside
// i64 nanoseconds' range (1678 to 2262) rather than storing a wrong one.
func nanosOf(t *time.Time) (*int64, error) {
	if t == nil {
		return nil, nil
	}
	n := t.UnixNano()
	if !time.Unix(0, n).Equal(*t) {
		return nil, fmt.Errorf("time %v outside int64 nanoseconds", *t)
	}
	return &n, nil
}

func timeOfNanos(n *int64) *time.Time {
	if n == nil {
		return nil
	}
	t := time.Unix(0, *n).UTC()
	return &t
}

// listOf converts every element of a slice, rejecting nil ones.
func listOf[A, B comparable](in []A, what string, f func(A) (B, error)) ([]B, error) {
	var none A
	return mapListErr(in, what, func(a A) (B, error) {
		if a == none {
			var zero B
			return zero, errNilElement
		}
		return f(a)
	})
}

// noErr lifts a conversion that cannot fail.
func noErr[A, B any](f func(A) B) func(A) (B, error) {
	return func(a A) (B, error) { return f(a), nil }
}

// visitNanos feeds a time held as optional Unix nanoseconds, as hashTime
// feeds the time.
func visitNanos(h *digest.Hasher, n *int64) {
	if n == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	h.Int64(*n)
}

// rootOf rejects a nil root message before converting it.
func rootOf[A, B comparable](f func(A) (B, error)) func(A) (B, error) {
	return func(a A) (B, error) {
		var none A
		if a == none {
			var zero B
			return zero, errNil
		}
		return f(a)
	}
}
