package suite

import (
	"fmt"
	"maps"
	"sort"
	"sync"
)

// Offers gathers a dataset package's conversions file by file: each file of
// one codec's conversions adds its own (Offer) and carries a build
// constraint naming that codec, so that a lean timing worker, built with
// its own codec's tag alone (internal/workerbuild), compiles no other
// codec's conversions and links none of their packages. Every other build
// compiles every file. A key tells a package's Defs apart (a variant's or a
// message type's name); a package of one Def uses "".
type Offers struct {
	byKey map[string][]func() any // filled at init, read-only after
	mu    sync.Mutex              // guards read: Defs may be built from any goroutine
	read  map[string]bool         // the keys For was asked for
}

// allOffers is every Offers that was offered to, for UnreadOffers.
var allOffers []*Offers

// Offer adds the conversion f makes to o under key. It returns true, for a
// package-level `var _ = suite.Offer(&offers, key, f)` in the codec's
// file.
func Offer[C any](o *Offers, key string, f func() C) bool {
	if o.byKey == nil {
		o.byKey = map[string][]func() any{}
		allOffers = append(allOffers, o)
	}
	o.byKey[key] = append(o.byKey[key], func() any { return f() })
	return true
}

// For returns the conversions under key, each made afresh, in the order
// their files added them.
func (o *Offers) For(key string) []any {
	o.mu.Lock()
	if o.read == nil {
		o.read = map[string]bool{}
	}
	o.read[key] = true
	o.mu.Unlock()
	fs := o.byKey[key]
	out := make([]any, len(fs))
	for i, f := range fs {
		out[i] = f()
	}
	return out
}

// UnreadOffer is a conversion offered under a key no Def has read.
type UnreadOffer struct {
	Key  string // the key it was offered under
	Type string // the conversion's Go type, as %T prints it
}

// UnreadOffers lists the conversions offered under a key that no Def has
// asked for (For) so far. Generated code offers one per message type of a
// model, nested ones included, which a Def may not read; a key that names
// no type of its conversion is a codec's file whose conversion never
// reaches a cell, as when a generator's key and the Def's differ.
func UnreadOffers() []UnreadOffer {
	var out []UnreadOffer
	for _, o := range allOffers {
		o.mu.Lock()
		read := maps.Clone(o.read)
		o.mu.Unlock()
		for key, fs := range o.byKey {
			if !read[key] {
				for _, f := range fs {
					out = append(out, UnreadOffer{Key: key, Type: fmt.Sprintf("%T", f())})
				}
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Type+out[i].Key < out[j].Type+out[j].Key })
	return out
}
