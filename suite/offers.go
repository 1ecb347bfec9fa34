package suite

// Offers gathers a dataset package's conversions file by file: each file of
// one codec's conversions adds its own (Offer) and carries a build
// constraint naming that codec, so that a lean timing worker, built with
// its own codec's tag alone (internal/workerbuild), compiles no other
// codec's conversions and links none of their packages. Every other build
// compiles every file. A key tells a package's Defs apart (a variant's or a
// message type's name); a package of one Def uses "".
type Offers struct{ byKey map[string][]func() any }

// Offer adds the conversion f makes to o under key. It returns true, for a
// package-level `var _ = suite.Offer(&offers, key, f)` in the codec's
// file.
func Offer[C any](o *Offers, key string, f func() C) bool {
	if o.byKey == nil {
		o.byKey = map[string][]func() any{}
	}
	o.byKey[key] = append(o.byKey[key], func() any { return f() })
	return true
}

// For returns the conversions under key, each made afresh, in the order
// their files added them.
func (o *Offers) For(key string) []any {
	fs := o.byKey[key]
	out := make([]any, len(fs))
	for i, f := range fs {
		out[i] = f()
	}
	return out
}
