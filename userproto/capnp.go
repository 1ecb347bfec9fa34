package userproto

// The helpers of the Cap'n Proto code protoc-gen-serbench writes for a
// user's schema (capnp_gen.go).

// ErrMark is fed to a read digest where an accessor failed, so that the
// digest differs from the model's.
const ErrMark = 0xbad0bad0bad0bad0

// Deref is a list element's value; nil, which no list of protobuf can
// hold, is the zero value (validation then reports the difference).
func Deref[T any](p *T) T {
	if p == nil {
		var zero T
		return zero
	}
	return *p
}
