package suite

import (
	"fmt"
	"strings"
)

// Through binds codecs to a Def's model type through another model type,
// for the codecs that do not bind to the Def itself (Def.Through). Via
// makes one.
type Through[M any] interface {
	// bindThrough binds c through the other type: the Binding is a
	// typed[M].
	bindThrough(c *Codec) (Binding, bool)
}

// Via returns a Through that binds codecs to model M through inner, a Def
// over another model type P, with to and from converting between the two:
// for a user's Go type M whose schema codecs bind to the message type P of
// a schema derived from it. The binding converts every message to P outside
// the timed section and checks that from(to(m)) equals m under the outer
// Def's Equal (else the codec is left out with the first difference: the
// schema does not carry M exactly); then the inner binding validates and
// times the P messages under inner's Equal and Digest. Since from is
// deterministic, a codec exact on P and a conversion exact on every message
// make a codec exact on M.
func Via[M, P any](inner *Def[P], to func(M) (P, error), from func(P) (M, error)) Through[M] {
	return &via[M, P]{inner: inner, to: to, from: from}
}

type via[M, P any] struct {
	inner *Def[P]
	to    func(M) (P, error)
	from  func(P) (M, error)
}

func (v *via[M, P]) bindThrough(c *Codec) (Binding, bool) {
	if c.Bind == nil || v.inner == nil {
		return nil, false
	}
	b, ok := c.Bind(v.inner)
	if !ok || b == nil {
		return nil, false
	}
	t, ok := b.(typed[P])
	if !ok {
		return &viaBinding[M, P]{v: v, ops: b.Ops(), err: fmt.Errorf("codec %s returned a binding for another model type than %T", c.Name, *new(P))}, true
	}
	return &viaBinding[M, P]{v: v, t: t, ops: v.inner.ops(b.Ops())}, true
}

// viaBinding is a codec bound to M through the inner Def's P.
type viaBinding[M, P any] struct {
	v   *via[M, P]
	t   typed[P]
	ops []Op
	err error // a binding that cannot be prepared, and why
}

func (b *viaBinding[M, P]) Ops() []Op { return b.ops }

// prepare converts every message to P and back, checks the round trip of
// the conversion, and prepares the inner binding on the converted messages.
func (b *viaBinding[M, P]) prepare(d *Def[M], msgs []M, ops []Op, mode checkMode, trips *tripSet) (*Prepared, func() error, error) {
	if b.err != nil {
		return nil, nil, b.err
	}
	ps, err := b.convert(d, msgs)
	if err != nil {
		return nil, nil, err
	}
	p, check, err := b.t.prepare(b.v.inner, ps, ops, mode, trips)
	if err != nil {
		return nil, nil, err
	}
	// The records are the outer Def's.
	p.UnitsPerOp = unitsPerOp(d, msgs)
	return p, check, nil
}

// convert returns msgs as P values, each checked to convert back to itself.
func (b *viaBinding[M, P]) convert(d *Def[M], msgs []M) ([]P, error) {
	ps := make([]P, len(msgs))
	for i, m := range msgs {
		p, err := b.v.to(m)
		if err != nil {
			return nil, fmt.Errorf("message %d: the derived schema does not carry %s: %w", i, typeName(m), err)
		}
		back, err := b.v.from(p)
		if err != nil {
			return nil, fmt.Errorf("message %d: the derived schema does not carry %s: back from it: %w", i, typeName(m), err)
		}
		if d.Equal == nil {
			return nil, fmt.Errorf("dataset %s: no Equal for %T", d.Meta.Name, m)
		}
		if err := d.Equal(m, back); err != nil {
			return nil, fmt.Errorf("message %d: the derived schema does not carry %s exactly: %w", i, typeName(m), err)
		}
		ps[i] = p
	}
	return ps, nil
}

// untrustedFor decodes as the inner binding does: the values are P's.
func (b *viaBinding[M, P]) untrustedFor(*Def[M]) (func(t int, in []byte) (Decoded, error), error) {
	if b.err != nil {
		return nil, b.err
	}
	return b.t.untrustedFor(b.v.inner)
}

// typeName is the name of m's type, without the pointer a model type
// usually is.
func typeName(m any) string { return strings.TrimPrefix(fmt.Sprintf("%T", m), "*") }

// fromEncoded reads as the inner binding does: the bytes are P's, and the
// digests the inner Def's.
func (b *viaBinding[M, P]) fromEncoded(_ *Def[M], encs [][]byte, sums []uint64, ops []Op) (*Prepared, error) {
	if b.err != nil {
		return nil, b.err
	}
	return b.t.fromEncoded(b.v.inner, encs, sums, ops)
}
