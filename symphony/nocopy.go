package symphony

import "unsafe"

// NewDecoderNoCopy returns a decoder of b whose strings and bytes are b's
// own bytes: nothing is copied, so a decoded message aliases b. It is for
// callers that opt in (UnmarshalSymphonyNoCopy), who must leave b unchanged
// while the message or any of its strings is in use: a string whose bytes
// change breaks Go's promise that strings are immutable. This is the one
// use of package unsafe in the runtime; UnmarshalSymphony never comes here.
func NewDecoderNoCopy(b []byte) Decoder {
	d := Decoder{B: b, C: b}
	if len(b) > 0 {
		d.S = unsafe.String(unsafe.SliceData(b), len(b))
	}
	return d
}
