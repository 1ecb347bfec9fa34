// Package digest computes the checksum that a `read` op returns.
//
// Every dataset defines one digest over its model, and every codec's read
// visits its own decoded value in the same order, feeding the same calls.
// Equal digests therefore show that a read saw every field with the right
// value, and the work cannot be optimised away.
package digest

import (
	"encoding/binary"
	"math"

	"github.com/cespare/xxhash/v2"
)

// Hasher accumulates field values. The zero value is not ready: use New.
// It is a plain value so that a read can keep it on the stack.
type Hasher struct {
	d   xxhash.Digest
	buf [8]byte
}

// New returns a Hasher ready for use.
func New() Hasher {
	var h Hasher
	h.d.Reset()
	return h
}

// Reset empties h for a new digest.
func (h *Hasher) Reset() { h.d.Reset() }

// Of returns the digest of v as feed adds it, on a Hasher of its own: for
// untimed uses. Timed reads feed a Hasher that the harness keeps, because
// one passed through a function value escapes to the heap, an allocation
// per op that every codec would pay.
func Of[T any](feed func(*Hasher, T), v T) uint64 {
	h := New()
	feed(&h, v)
	return h.Sum()
}

// Uint64 adds an unsigned integer.
func (h *Hasher) Uint64(v uint64) {
	binary.LittleEndian.PutUint64(h.buf[:], v)
	_, _ = h.d.Write(h.buf[:])
}

// Int64 adds a signed integer.
func (h *Hasher) Int64(v int64) { h.Uint64(uint64(v)) }

// Float64 adds a float by its bits.
func (h *Hasher) Float64(v float64) { h.Uint64(math.Float64bits(v)) }

// Bool adds a boolean.
func (h *Hasher) Bool(v bool) {
	if v {
		h.Uint64(1)
	} else {
		h.Uint64(0)
	}
}

// Len adds a count: the length of a list or the presence of an optional value.
func (h *Hasher) Len(n int) { h.Uint64(uint64(n)) }

// Bytes adds a byte string with its length, so nil and empty are the same
// value and adjacent fields cannot run together.
func (h *Hasher) Bytes(b []byte) {
	h.Len(len(b))
	_, _ = h.d.Write(b)
}

// String adds a string with its length.
func (h *Hasher) String(s string) {
	h.Len(len(s))
	_, _ = h.d.WriteString(s)
}

// Sum returns the digest of everything added.
func (h *Hasher) Sum() uint64 { return h.d.Sum64() }
