// Package jx is the github.com/go-faster/jx codec: jx is a streaming JSON
// encoder and decoder with no reflection, so every model type needs code
// written for it by hand. A dataset offers that code as a Conv; boutique's,
// for its 34 message types, is written by a template of
// cmd/protoc-gen-serbench.
package jx

import (
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/go-faster/jx"

	"github.com/serbench/serbench/suite"
)

// Name is the codec's name.
const Name = "jx"

// Codec is a new jx.Encoder per encode and jx.DecodeBytes per decode,
// driving the hand-written code a dataset offers.
var Codec = suite.Codec{
	Name:   Name,
	Title:  "jx (go-faster)",
	Module: "github.com/go-faster/jx",
	URL:    "https://github.com/go-faster/jx",
	Family: "JSON",
	Labels: []string{suite.LabelHandWritten, suite.LabelText},
	Notes: "Hand-written per model type: encode writes the fields into a new jx.Encoder (Encoder.Str, which " +
		"does not escape HTML as encoding/json does; []byte as base64 with Encoder.Base64) and returns " +
		"Encoder.Bytes; decode walks jx.DecodeBytes(b) with Decoder.ObjBytes and Decoder.Arr into new model " +
		"values, skipping unknown keys. The JSON is the model's as encoding/json writes it (same names, null for " +
		"nil, omitempty fields left out), which encoding/json reads back. Boutique's code for its 34 message " +
		"types is what one would write by hand, written from boutique.proto by protoc-gen-serbench's jx template " +
		"rather than typed out 34 times; no generator of jx's or reflection is involved. " +
		"A user's schema (run --proto) gets its own such code, written from its .proto by protoc-gen-serbench's user " +
		"mode (docs/your-own-schema.md).",
	Bind: suite.BindOffered(binder.bind),
	// jx has no tree of its own (its Any type is in its tests only) and
	// no decode into any: its whole-document reading is Validate, which
	// walks every value (Decoder.Skip) and checks nothing follows.
	Generic: &suite.Generic{Call: "jx.DecodeBytes(doc).Validate() (no tree: a validating walk)", Decode: func(doc []byte) error {
		if err := jx.DecodeBytes(doc).Validate(); err != nil {
			return fmt.Errorf("jx: %w", err)
		}
		return nil
	}},
}

// Encoder and Decoder are jx's, so that datasets need import only this
// package.
type (
	Encoder = jx.Encoder
	Decoder = jx.Decoder
)

// Conv is what a dataset offers for model M: the hand-written encoding of
// an M into e, and decoding of one from d.
type Conv[M any] struct {
	Encode func(e *Encoder, m M)
	Decode func(d *Decoder) (M, error)
}

type binder interface{ bind() suite.Binding }

func (c Conv[M]) bind() suite.Binding {
	same := func(m M) (M, error) { return m, nil }
	return suite.Bind(suite.Funcs[M, M]{FromModel: same, ToModel: same, Encode: c.Marshal, Decode: c.Unmarshal})
}

// Marshal is the timed encode: m into a new jx.Encoder.
func (c Conv[M]) Marshal(m M) ([]byte, error) {
	var e jx.Encoder
	c.Encode(&e, m)
	return e.Bytes(), nil
}

// Unmarshal is the timed decode: one value from jx.DecodeBytes(b), and
// nothing after it.
func (c Conv[M]) Unmarshal(b []byte) (M, error) {
	d := jx.DecodeBytes(b)
	m, err := c.Decode(d)
	if err != nil {
		return m, fmt.Errorf("jx: %w", err)
	}
	if d.Next() != jx.Invalid {
		return m, errors.New("jx: data after the value")
	}
	return m, nil
}

// IsNull consumes a null and reports whether there was one.
func IsNull(d *Decoder) (bool, error) {
	if d.Next() != jx.Null {
		return false, nil
	}
	return true, d.Null()
}

// Strs writes a string slice, null when nil.
func Strs(e *Encoder, s []string) {
	if s == nil {
		e.Null()
		return
	}
	e.ArrStart()
	for _, v := range s {
		e.Str(v)
	}
	e.ArrEnd()
}

// DecodeStrs reads a string slice; null is nil.
func DecodeStrs(d *Decoder) ([]string, error) {
	if null, err := IsNull(d); null || err != nil {
		return nil, err
	}
	out := []string{}
	err := d.Arr(func(d *Decoder) error {
		s, err := d.Str()
		out = append(out, s)
		return err
	})
	return out, err
}

// Int64s writes an int64 slice, null when nil.
func Int64s(e *Encoder, s []int64) {
	if s == nil {
		e.Null()
		return
	}
	e.ArrStart()
	for _, v := range s {
		e.Int64(v)
	}
	e.ArrEnd()
}

// DecodeInt64s reads an int64 slice; null is nil.
func DecodeInt64s(d *Decoder) ([]int64, error) {
	if null, err := IsNull(d); null || err != nil {
		return nil, err
	}
	out := []int64{}
	err := d.Arr(func(d *Decoder) error {
		v, err := d.Int64()
		out = append(out, v)
		return err
	})
	return out, err
}

// BigInt writes x as a JSON number, as big.Int's MarshalJSON does; nil is
// null.
func BigInt(e *Encoder, x *big.Int) {
	if x == nil {
		e.Null()
		return
	}
	e.Num(x.Append(nil, 10))
}

// DecodeBigInt reads a JSON integer of any size; null is nil.
func DecodeBigInt(d *Decoder) (*big.Int, error) {
	if null, err := IsNull(d); null || err != nil {
		return nil, err
	}
	n, err := d.Num()
	if err != nil {
		return nil, err
	}
	x, ok := new(big.Int).SetString(string(n), 10)
	if !ok {
		return nil, fmt.Errorf("%q is not an integer", n)
	}
	return x, nil
}

// Time writes t as time.Time's MarshalJSON does (RFC 3339 with
// nanoseconds); nil is null.
func Time(e *Encoder, t *time.Time) {
	if t == nil {
		e.Null()
		return
	}
	var buf [64]byte
	e.ByteStr(t.AppendFormat(buf[:0], time.RFC3339Nano))
}

// DecodeTime reads an RFC 3339 time; null is nil.
func DecodeTime(d *Decoder) (*time.Time, error) {
	if null, err := IsNull(d); null || err != nil {
		return nil, err
	}
	b, err := d.StrBytes()
	if err != nil {
		return nil, err
	}
	t, err := time.Parse(time.RFC3339Nano, string(b))
	if err != nil {
		return nil, err
	}
	return &t, nil
}

// List writes a list with enc writing each element, null when nil.
func List[T any](e *Encoder, s []T, enc func(*Encoder, T)) {
	if s == nil {
		e.Null()
		return
	}
	e.ArrStart()
	for _, v := range s {
		enc(e, v)
	}
	e.ArrEnd()
}

// DecodeList reads a list with dec reading each element; null is nil.
func DecodeList[T any](d *Decoder, dec func(*Decoder) (T, error)) ([]T, error) {
	if null, err := IsNull(d); null || err != nil {
		return nil, err
	}
	out := []T{}
	err := d.Arr(func(d *Decoder) error {
		v, err := dec(d)
		if err != nil {
			return fmt.Errorf("[%d]: %w", len(out), err)
		}
		out = append(out, v)
		return nil
	})
	return out, err
}
