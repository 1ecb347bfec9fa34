package userproto

// The helpers of the Cap'n Proto code protoc-gen-serbench writes for a
// user's schema (capnp_gen.go).

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
