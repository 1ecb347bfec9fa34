package suite

import (
	"bytes"
	"errors"
	"fmt"

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
}

// ErrNoEncoder is RoundTrip's error for a binding that cannot encode.
var ErrNoEncoder = errors.New("the binding has no encoder")

// DecodeUntrusted decodes b, bytes from outside that no encoder made, as the
// type of message i (i < len(Sizes)) and reads every field of the result
// through the binding's read (without the digest check, which has nothing to
// match): for a zero-copy view the read is where its bytes are parsed. An
// error means the codec rejected b. A panic is not recovered: the caller
// tells it apart from an error.
func (p *Prepared) DecodeUntrusted(i int, b []byte) (Decoded, error) {
	if p.untrusted == nil {
		return nil, errors.New("the binding has no decoder")
	}
	return p.untrusted(i, b)
}

// untrusted builds a Prepared's DecodeUntrusted for one model type.
func (b *binding[M, V]) untrusted(d *Def[M], visit visitor[V]) func(i int, in []byte) (Decoded, error) {
	f := b.f
	return func(_ int, in []byte) (Decoded, error) {
		v, err := f.Decode(in)
		if err != nil {
			return nil, fmt.Errorf("decode: %w", err)
		}
		if _, err := visit.sum(v); err != nil {
			release(f.Release, v)
			return nil, fmt.Errorf("read: %w", err)
		}
		return &decoded[M, V]{f: f, d: d, v: v, visit: visit}, nil
	}
}

type decoded[M, V any] struct {
	f     Funcs[M, V]
	d     *Def[M]
	v     V
	visit visitor[V]
}

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
