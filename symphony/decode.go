package symphony

import (
	"encoding/binary"
	"math"

	"google.golang.org/protobuf/encoding/protowire"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/timestamppb"
)

// Decoder holds the input of one UnmarshalSymphony call. Generated decoders
// address the input by absolute position: a message is B[lo:hi].
//
// Strings and bytes of the decoded message are slices of one copy of the
// input (S and C) rather than a copy each: one allocation per message
// instead of one per field. The decoded message never aliases the caller's
// buffer; it keeps the copy alive while any of its strings or bytes is.
// (NewDecoderNoCopy is the exception, for callers that opt in.)
type Decoder struct {
	B     []byte
	S     string
	C     []byte
	depth int
	// strs is room for the elements of repeated string fields, handed
	// out in order by Strings: ReserveStrings makes it once for all the
	// elements of a repeated message, instead of one allocation per
	// element and field.
	strs []string
	// reserved counts the string slots ReserveStrings has allocated, which
	// it keeps under a quarter of the input's length (every element takes
	// at least its 4-byte length): look aheads at every level of a nested
	// input cannot add up to more than that.
	reserved int
}

// NewDecoder returns a decoder of b, copying it once for string fields
// and once for bytes fields when the message type has any.
func NewDecoder(b []byte, strs, byts bool) Decoder {
	d := Decoder{B: b}
	if strs {
		d.S = string(b)
	}
	if byts {
		d.C = append([]byte(nil), b...)
	}
	return d
}

// Open checks the header of the message B[lo:hi] with a public table of pt
// bytes and a private table of qt bytes. It returns the positions of the
// public table and of the private segment's version byte, or priv -1 when
// the header is malformed (BadOpen says how). hi must be within B.
func (d *Decoder) Open(lo, hi, pt, qt int) (pub, priv int) {
	b := d.B
	if hi-lo < HeaderSize+pt+1+qt || b[lo] != Version {
		return 0, -1
	}
	otp := int(binary.LittleEndian.Uint32(b[lo+1:]))
	if otp < HeaderSize+pt || otp > hi-lo-1-qt || b[lo+otp] != Version {
		return 0, -1
	}
	return lo + HeaderSize, lo + otp
}

// BadOpen is the error of a header that Open rejected.
func (d *Decoder) BadOpen(lo, hi, pt, qt int) error {
	b := d.B
	if hi-lo < HeaderSize+pt+1+qt {
		return malformed("message shorter than its tables", lo)
	}
	if b[lo] != Version {
		return malformed("unknown version", lo)
	}
	otp := u32(b, lo+1)
	if otp < HeaderSize+pt || otp > hi-lo-1-qt {
		return malformed("offset_to_private out of range", lo+1)
	}
	return malformed("unknown private segment version", lo+otp)
}

// OpenHybrid checks the header of a hybrid message B[lo:hi] and returns the
// positions of its public table and of its protobuf private part.
func (d *Decoder) OpenHybrid(lo, hi, pt int) (pub, priv int, err error) {
	b := d.B
	if hi-lo < HeaderSize+pt {
		return 0, 0, malformed("message shorter than its table", lo)
	}
	if b[lo] != Version {
		return 0, 0, malformed("unknown version", lo)
	}
	otp := u32(b, lo+1)
	if otp < HeaderSize+pt || otp > hi-lo {
		return 0, 0, malformed("offset_to_private out of range", lo+1)
	}
	return lo + HeaderSize, lo + otp, nil
}

// Tables is Open for a look ahead that only sizes an allocation: it
// returns the positions Open would, and false where Open would fail.
func (d *Decoder) Tables(lo, hi, pt, qt int) (pub, priv int, ok bool) {
	b := d.B
	if hi-lo < HeaderSize+pt+1+qt || hi > len(b) || lo < 0 {
		return 0, 0, false
	}
	otp := u32(b, lo+1)
	if otp < HeaderSize+pt || otp > hi-lo-1-qt {
		return 0, 0, false
	}
	return lo + HeaderSize, lo + otp, true
}

// ListLen is the count of the repeated payload whose table entry is at
// entry (a position Tables returned), or 0 when it lies outside hi. It only
// sizes an allocation: the decoder checks the payload itself.
func (d *Decoder) ListLen(entry, base, hi int) int {
	b := d.B
	at := base + int(binary.LittleEndian.Uint32(b[entry:]))
	if at > hi-4 {
		return 0
	}
	if n := u32(b, at); n <= (hi-at-4)/4 {
		return n
	}
	return 0
}

// ReserveStrings makes room for n elements of repeated string fields,
// which the following calls of Strings take in turn. n comes from a look
// ahead over input that has not been checked yet, so it is capped at
// bound, the most elements the bytes they lie in could hold, and at what
// is left of the decode's budget of a quarter of its input.
func (d *Decoder) ReserveStrings(n, bound int) {
	n = min(n, bound, len(d.B)/4-d.reserved)
	if n > len(d.strs) {
		d.strs = make([]string, n)
		d.reserved += n
	}
}

// Take returns the next spare message of *slab, first allocating rem of
// them when there is none. Generated decoders take the nested messages of
// a repeated message's elements from one slab per field, allocated at the
// first element that has one for all the elements left (rem), instead of
// allocating one per element. rem is bounded by the input: every element
// left takes at least MessageMin bytes of it.
func Take[T any](slab *[]T, rem int) *T {
	if len(*slab) == 0 {
		if rem <= 1 {
			return new(T)
		}
		*slab = make([]T, rem)
	}
	x := &(*slab)[0]
	*slab = (*slab)[1:]
	return x
}

// DuplicateKey is the error for a map entry whose key an earlier entry
// had: an encoder writes each key once, in order, so a view of the entries
// and the decoded map always agree.
func DuplicateKey(at int) error { return malformed("duplicate map key", at) }

// Enter counts one more level of nesting; Leave undoes it.
func (d *Decoder) Enter(at int) error {
	d.depth++
	if d.depth > MaxDepth {
		return malformed("nesting deeper than MaxDepth", at)
	}
	return nil
}

// Leave ends a level of nesting.
func (d *Decoder) Leave() { d.depth-- }

// The checks of a payload are split in two so that the fast path inlines
// into generated code: Var, Nested, Count and Elem return an end (or count)
// of -1 for input they reject, and the generated code then calls the
// matching Bad function, which says why.

// Var returns the data [start, end) of the [u32 len][data] payload at
// offset off from base (off is the table entry's value), or end -1. The
// payload must lie in [cur, lim): payloads come in table order, after
// everything decoded so far and inside their segment.
func (d *Decoder) Var(off uint32, base, cur, lim int) (start, end int) {
	at := base + int(off)
	if at < cur || at > lim-4 {
		return 0, -1
	}
	if n := int(binary.LittleEndian.Uint32(d.B[at:])); n <= lim-at-4 {
		return at + 4, at + 4 + n
	}
	return 0, -1
}

// BadVar is the error of a payload that Var rejected.
func BadVar(off uint32, base, cur, lim int) error {
	if at := base + int(off); at < cur || at > lim-4 {
		return malformed("payload offset out of range", at)
	}
	return malformed("length past the end of its segment", base+int(off))
}

// Count returns the position after the [u32 count] of the repeated payload
// at offset off from base, and the count (-1 when rejected), which must be
// small enough for count elements of at least min bytes each to fit
// before lim.
func (d *Decoder) Count(off uint32, base, cur, lim, min int) (start, n int) {
	at := base + int(off)
	if at < cur || at > lim-4 {
		return 0, -1
	}
	if n := int(binary.LittleEndian.Uint32(d.B[at:])); n*min <= lim-at-4 {
		return at + 4, n
	}
	return 0, -1
}

// BadCount is the error of a repeated payload that Count rejected.
func BadCount(off uint32, base, cur, lim int) error {
	if at := base + int(off); at < cur || at > lim-4 {
		return malformed("payload offset out of range", at)
	}
	return malformed("count larger than its payload", base+int(off))
}

// Elem returns the [u32 len][data] element at position at, whose data must
// end by lim, or end -1.
func (d *Decoder) Elem(at, lim int) (start, end int) {
	if at > lim-4 {
		return 0, -1
	}
	if n := int(binary.LittleEndian.Uint32(d.B[at:])); n <= lim-at-4 {
		return at + 4, at + 4 + n
	}
	return 0, -1
}

// BadElem is the error of an element that Elem rejected.
func BadElem(at int) error { return malformed("element past the end of its payload", at) }

// String returns the string data [start, end) of the input.
func (d *Decoder) String(start, end int) string { return d.S[start:end] }

// Bytes returns the bytes data [start, end) of the input, or nil when empty.
func (d *Decoder) Bytes(start, end int) []byte {
	if start == end {
		return nil
	}
	return d.C[start:end:end]
}

// Bool, U32, U64, F32 and F64 read inline values at checked positions.
func (d *Decoder) Bool(at int) bool { return d.B[at] != 0 }

// U32 reads 4 bytes.
func (d *Decoder) U32(at int) uint32 { return binary.LittleEndian.Uint32(d.B[at:]) }

// U64 reads 8 bytes.
func (d *Decoder) U64(at int) uint64 { return binary.LittleEndian.Uint64(d.B[at:]) }

// F32 reads a float.
func (d *Decoder) F32(at int) float32 { return math.Float32frombits(d.U32(at)) }

// F64 reads a double.
func (d *Decoder) F64(at int) float64 { return math.Float64frombits(d.U64(at)) }

// Strings decodes a repeated string payload of n elements from start. The
// element check is written out here rather than calling Elem, as lists of
// short strings are where a decoder spends its calls.
func (d *Decoder) Strings(start, n, lim int) ([]string, int, error) {
	if n == 0 {
		return nil, start, nil
	}
	var out []string
	if len(d.strs) >= n {
		out, d.strs = d.strs[:n:n], d.strs[n:]
	} else {
		out = make([]string, n)
	}
	b, str, at := d.B, d.S, start
	for i := range out {
		if at > lim-4 {
			return nil, 0, malformed("element past the end of its payload", at)
		}
		l := int(binary.LittleEndian.Uint32(b[at:]))
		if l > lim-at-4 {
			return nil, 0, malformed("element length past the end of its payload", at)
		}
		out[i] = str[at+4 : at+4+l]
		at += 4 + l
	}
	return out, at, nil
}

// BytesList decodes a repeated bytes payload of n elements from start.
func (d *Decoder) BytesList(start, n, lim int) ([][]byte, int, error) {
	if n == 0 {
		return nil, start, nil
	}
	out := make([][]byte, n)
	at := start
	for i := range out {
		s, e := d.Elem(at, lim)
		if e < 0 {
			return nil, 0, BadElem(at)
		}
		out[i] = d.Bytes(s, e)
		at = e
	}
	return out, at, nil
}

// Bools decodes n bools from start (bounds checked by Count).
func (d *Decoder) Bools(start, n int) []bool {
	if n == 0 {
		return nil
	}
	out := make([]bool, n)
	for i, x := range d.B[start : start+n] {
		out[i] = x != 0
	}
	return out
}

// Fixed32s decodes n 4-byte values from start (bounds checked by Count).
func Fixed32s[T ~int32 | ~uint32](d *Decoder, start, n int) []T {
	if n == 0 {
		return nil
	}
	out := make([]T, n)
	b := d.B[start : start+4*n]
	for i := range out {
		out[i] = T(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return out
}

// Fixed64s decodes n 8-byte values from start (bounds checked by Count).
func Fixed64s[T ~int64 | ~uint64](d *Decoder, start, n int) []T {
	if n == 0 {
		return nil
	}
	out := make([]T, n)
	b := d.B[start : start+8*n]
	for i := range out {
		out[i] = T(binary.LittleEndian.Uint64(b[8*i:]))
	}
	return out
}

// Float32s decodes n floats from start (bounds checked by Count).
func (d *Decoder) Float32s(start, n int) []float32 {
	if n == 0 {
		return nil
	}
	out := make([]float32, n)
	b := d.B[start : start+4*n]
	for i := range out {
		out[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return out
}

// Float64s decodes n doubles from start (bounds checked by Count).
func (d *Decoder) Float64s(start, n int) []float64 {
	if n == 0 {
		return nil
	}
	out := make([]float64, n)
	b := d.B[start : start+8*n]
	for i := range out {
		out[i] = math.Float64frombits(binary.LittleEndian.Uint64(b[8*i:]))
	}
	return out
}

// Timestamp decodes the Timestamp message B[lo:hi] into t.
func (d *Decoder) Timestamp(lo, hi int, t *timestamppb.Timestamp) error {
	_, p := d.Open(lo, hi, 0, 12)
	if p < 0 {
		return d.BadOpen(lo, hi, 0, 12)
	}
	t.Seconds, t.Nanos = int64(d.U64(p+1)), int32(d.U32(p+9))
	return nil
}

// MessageMin is the smallest element of a repeated message payload: its
// size and the smallest message.
const MessageMin = 4 + minMessage

// UnmarshalPrivate merges the protobuf private part of a hybrid message
// into m. A field that public reports as public may not appear there: the
// public segment alone carries those.
func UnmarshalPrivate(b []byte, m proto.Message, public func(protowire.Number) bool) error {
	for rest := b; len(rest) > 0; {
		num, typ, n := protowire.ConsumeTag(rest)
		if n < 0 {
			return malformed("bad protobuf tag in private part", len(b)-len(rest))
		}
		if public(num) {
			return malformed("public field in private part", len(b)-len(rest))
		}
		m := protowire.ConsumeFieldValue(num, typ, rest[n:])
		if m < 0 {
			return malformed("bad protobuf field in private part", len(b)-len(rest))
		}
		rest = rest[n+m:]
	}
	// Unknown fields are dropped: the Symphony form has no place for them,
	// so keeping them would make a decoded hybrid message re-encode to
	// different bytes than it came from (a fuzz finding).
	return proto.UnmarshalOptions{Merge: true, DiscardUnknown: true}.Unmarshal(b, m)
}
