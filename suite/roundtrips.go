package suite

import (
	"slices"
	"sync"
)

// RoundTrips remembers, for each codec and model type, the messages whose
// round trip a preparation checked and passed: each by its encoding's
// digest (EncodingDigest) and its model digest, the pair a timing
// worker's lazy check compares (CheckedEach). A preparation given them
// (Bound.Remember) still converts and encodes every message, and checks
// the round trip of those not remembered; a message encoded to the very
// bytes, by the same codec from a model of the same digest, decodes by
// the same code to the same value, and its check would only repeat
// itself. Why: the trace of a user's schema holds every message of every
// type variant, whose preparations checked them all a second time (86 of
// a fixture's 218 s of preparation).
//
// It is safe for concurrent use: the runner prepares several codecs at
// once. A set holds at most RoundTripsMax messages, past which it
// remembers no more (8 bytes each).
type RoundTrips struct {
	mu sync.Mutex
	by map[tripOwner][]uint64 // sorted keys; replaced, never changed in place
	n  int
}

// RoundTripsMax bounds the messages a RoundTrips remembers: 64 MB, more
// than boutique/trace's 99,222 messages times its 56 codecs.
const RoundTripsMax = 8 << 20

// tripOwner is a codec bound to a model type: the codec's name and the
// *Def[M] whose digest and equality the check used.
type tripOwner struct {
	codec string
	def   any
}

// NewRoundTrips returns an empty set.
func NewRoundTrips() *RoundTrips { return &RoundTrips{by: map[tripOwner][]uint64{}} }

// Len is the number of messages r remembers.
func (r *RoundTrips) Len() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.n
}

// Remember returns a copy of b whose preparation skips the round trip of
// the messages r holds for its codec, and adds to r those it checks; nil
// for a nil b.
func (b *Bound) Remember(r *RoundTrips) *Bound {
	if b == nil {
		return nil
	}
	c := *b
	c.trips = r
	return &c
}

// tripSet is a RoundTrips seen by one preparation: the keys remembered
// when it began, and the set to add its own to once it passed.
type tripSet struct {
	r     *RoundTrips
	owner tripOwner
	known []uint64
}

// forPrep returns the set of codec on def's messages; nil when r is.
func (r *RoundTrips) forPrep(codec string, def any) *tripSet {
	if r == nil {
		return nil
	}
	o := tripOwner{codec, def}
	r.mu.Lock()
	defer r.mu.Unlock()
	return &tripSet{r: r, owner: o, known: r.by[o]}
}

// tripKey is a message's key in a set: its encoding's and model's digests.
func tripKey(encoded, model uint64) uint64 {
	return encoded*0x9e3779b97f4a7c15 ^ model
}

// has reports whether the message of key was checked before.
func (s *tripSet) has(key uint64) bool {
	if s == nil {
		return false
	}
	_, ok := slices.BinarySearch(s.known, key)
	return ok
}

// add remembers keys, the messages of a preparation that passed.
func (s *tripSet) add(keys []uint64) {
	if s == nil || len(keys) == 0 {
		return
	}
	r := s.r
	r.mu.Lock()
	defer r.mu.Unlock()
	old := r.by[s.owner]
	if r.n+len(keys) > RoundTripsMax {
		return
	}
	merged := make([]uint64, 0, len(old)+len(keys))
	merged = append(append(merged, old...), keys...)
	slices.Sort(merged)
	merged = slices.Compact(merged)
	r.n += len(merged) - len(old)
	r.by[s.owner] = slices.Clip(merged)
}
