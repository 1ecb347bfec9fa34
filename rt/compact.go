package rt

import "errors"

// Helpers of the conversions protoc-gen-serbench writes for a dataset's own
// .proto (its boutique flavor) into formats that hold no nil: Colfer, Bebop
// and Thrift.

// ErrNilMessage is a conversion's error for a nil root message, which these
// formats cannot write.
var ErrNilMessage = errors.New("nil message")

// FillList converts a list of pointers; a nil element becomes an empty
// message, as the digest reads one, since none of the formats can write a
// nil element.
func FillList[A, B any](in []*A, f func(*A) *B) []*B {
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

// ValueList converts a list of pointers into Bebop's list of values; a nil
// element becomes an empty message.
func ValueList[A, B any](in []*A, f func(*A) *B) []B {
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

// PtrList converts Bebop's list of values into a list of pointers.
func PtrList[A, B any](in []A, f func(*A) *B) []*B {
	if in == nil {
		return nil
	}
	out := make([]*B, len(in))
	for i := range in {
		out[i] = f(&in[i])
	}
	return out
}

// Root makes a model-to-codec conversion of a root message, rejecting a
// nil one.
func Root[A, B comparable](f func(A) B) func(A) (B, error) {
	return func(a A) (B, error) {
		var none A
		if a == none {
			var zero B
			return zero, ErrNilMessage
		}
		return f(a), nil
	}
}

// NoErr lifts a codec-to-model conversion, which cannot fail.
func NoErr[A, B any](f func(A) B) func(A) (B, error) {
	return func(a A) (B, error) { return f(a), nil }
}
