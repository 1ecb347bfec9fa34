package suite

import (
	"bytes"
	"errors"
	"fmt"
	"slices"

	"github.com/serbench/serbench/digest"
)

// Decoded is a value a binding accepted from untrusted bytes
// (Prepared.DecodeUntrusted).
type Decoded interface {
	// RoundTrip converts the value to the model, back to the codec's value,
	// encodes, decodes and reads that, and converts it to the model again:
	// nil when both models have the same read digest, so that the accepted
	// value re-encodes and decodes to itself. Digests rather than Equal,
	// because an accepted NaN is not equal to itself, and because the digest
	// of the first model is taken before the second decode, which a codec
	// that reuses its buffers may overwrite it with.
	RoundTrip() error
	// Value is the codec's own value (a protoc-gen-go message, the model,
	// a view), for code that names its Go type (fidelity's plain
	// programs).
	Value() any
}

// ErrNoEncoder is RoundTrip's error for a binding that cannot encode.
var ErrNoEncoder = errors.New("the binding has no encoder")

// Untrusted decodes bytes from outside, that no encoder made.
//
// Its decode(t, in) decodes in as message type t of the dataset (0 for a
// dataset of one type; Prepared.TypeOf says a message's type in a mix) and,
// when the binding reads through the codec's own accessors (Visit or
// VisitErr), reads every field of the result (without the digest check,
// which has nothing to match): for a zero-copy view the read is where its
// bytes are parsed. A binding whose value is the model's own Go value is
// not read: its read is the dataset's Digest, serbench's code rather than
// the codec's, which may assume what no valid message breaks (a non-nil
// pointer). An error means the codec rejected in. A
// panic is not recovered: the caller tells it apart from an error. It loads
// no data, so that a process that only decodes starts at once; the codec's
// validation on the data is the caller's to have done.
func (b *Bound) Untrusted() (decode func(t int, in []byte) (Decoded, error), err error) {
	if b.err != nil {
		return nil, b.err
	}
	if b.untrusted == nil || !slices.Contains(b.Ops, Decode) {
		return nil, fmt.Errorf("codec %s has no decoder here", b.Codec.Name)
	}
	return b.untrusted()
}

// TypeOf returns the message type of message i, as Bound.Untrusted counts
// them.
func (p *Prepared) TypeOf(i int) int {
	if p.typeOf == nil {
		return 0
	}
	return p.typeOf(i)
}

// untrustedFor is the binding's Untrusted decode on Def d.
func (b *binding[M, V]) untrustedFor(d *Def[M]) (func(t int, in []byte) (Decoded, error), error) {
	visit, err := b.visitor(d)
	if err != nil {
		return nil, err
	}
	f := b.f
	ownRead := f.Visit != nil || f.VisitErr != nil
	return func(_ int, in []byte) (Decoded, error) {
		v, err := f.Decode(in)
		if err != nil {
			return nil, fmt.Errorf("decode: %w", err)
		}
		if !ownRead {
			return &decoded[M, V]{f: f, d: d, v: v, visit: visit}, nil
		}
		if _, err := visit.sum(v); err != nil {
			release(f.Release, v)
			return nil, fmt.Errorf("read: %w", err)
		}
		return &decoded[M, V]{f: f, d: d, v: v, visit: visit}, nil
	}, nil
}

type decoded[M, V any] struct {
	f     Funcs[M, V]
	d     *Def[M]
	v     V
	visit visitor[V]
}

func (x *decoded[M, V]) Value() any { return x.v }

func (x *decoded[M, V]) RoundTrip() error {
	f := x.f
	defer release(f.Release, x.v)
	if f.Encode == nil {
		return ErrNoEncoder
	}
	m1, err := f.ToModel(x.v)
	if err != nil {
		return fmt.Errorf("to model: %w", err)
	}
	want := digest.Of(x.d.Digest, m1)
	v1, err := f.FromModel(m1)
	if err != nil {
		return fmt.Errorf("from model: %w", err)
	}
	enc, err := f.Encode(v1)
	if err != nil {
		return fmt.Errorf("re-encode: %w", err)
	}
	enc = bytes.Clone(enc)
	v2, err := f.Decode(enc)
	if err != nil {
		return fmt.Errorf("decode of the re-encoding: %w", err)
	}
	defer release(f.Release, v2)
	if _, err := x.visit.sum(v2); err != nil {
		return fmt.Errorf("read of the re-encoding: %w", err)
	}
	m2, err := f.ToModel(v2)
	if err != nil {
		return fmt.Errorf("to model of the re-encoding: %w", err)
	}
	if got := digest.Of(x.d.Digest, m2); got != want {
		return fmt.Errorf("the re-encoding decodes to another value (digest %016x, want %016x)", got, want)
	}
	return nil
}
