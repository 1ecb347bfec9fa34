package boutique

import "errors"

// Helpers of the Colfer, Bebop and Thrift conversions (colfer_gen.go,
// bebop_gen.go, thrift_gen.go), in no codec's file since they serve three
// and import none.

var errNilMessage = errors.New("nil message")

// cptList converts a list of pointers; a nil element becomes an empty
// message, as the digest reads one, since none of the three formats can
// write a nil element.
func cptList[A, B any](in []*A, f func(*A) *B) []*B {
	if in == nil {
		return nil
	}
	out := make([]*B, len(in))
	for i, a := range in {
		if out[i] = f(a); out[i] == nil {
			out[i] = new(B)
		}
	}
	return out
}

// cptValues converts a list of pointers into Bebop's list of values; a nil
// element becomes an empty message.
func cptValues[A, B any](in []*A, f func(*A) *B) []B {
	if in == nil {
		return nil
	}
	out := make([]B, len(in))
	for i, a := range in {
		if b := f(a); b != nil {
			out[i] = *b
		}
	}
	return out
}

// cptPointers converts Bebop's list of values into a list of pointers.
func cptPointers[A, B any](in []A, f func(*A) *B) []*B {
	if in == nil {
		return nil
	}
	out := make([]*B, len(in))
	for i := range in {
		out[i] = f(&in[i])
	}
	return out
}

func cptPtr[T any](v T) *T { return &v }

// cptDeref is *p, or the zero value for a field a Bebop message lacks.
func cptDeref[T any](p *T) T {
	if p == nil {
		var zero T
		return zero
	}
	return *p
}

// cptRoot makes a model-to-codec conversion of a root message, rejecting a
// nil one, which the formats cannot write.
func cptRoot[A, B comparable](f func(A) B) func(A) (B, error) {
	return func(a A) (B, error) {
		var none A
		if a == none {
			var zero B
			return zero, errNilMessage
		}
		return f(a), nil
	}
}

// cptNoErr lifts a codec-to-model conversion, which cannot fail.
func cptNoErr[A, B any](f func(A) B) func(A) (B, error) {
	return func(a A) (B, error) { return f(a), nil }
}
