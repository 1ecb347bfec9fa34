// Package jxrt holds the helpers of the jx code protoc-gen-serbench writes
// (jx_gen.go): what is the same for every field of a kind. It links jx's
// codec alone, so that a lean jx worker's dataset files can call it.
//
// The JSON is the model's as encoding/json writes it, with two additions
// encoding/json has no form for: a NaN or infinite float is the string
// "NaN", "Infinity" or "-Infinity" (as protojson writes it), and a map with
// integer or bool keys has them as decimal or "true"/"false" strings.
package jxrt

import (
	"fmt"
	"time"

	gojx "github.com/go-faster/jx"

	"github.com/serbench/serbench/codecs/jx"
	"github.com/serbench/serbench/rt"
)

// JxFloat64 writes f as a number, or a NaN or infinity as a string.
func JxFloat64(w *jx.Encoder, f float64) {
	if s := rt.NonFinite(f); s != "" {
		w.Str(s)
		return
	}
	w.Float64(f)
}

// JxFloat32 writes f as JxFloat64 does, in float32's shortest form.
func JxFloat32(w *jx.Encoder, f float32) {
	if s := rt.NonFinite(float64(f)); s != "" {
		w.Str(s)
		return
	}
	w.Float32(f)
}

// JxReadFloat64 reads JxFloat64's number or string.
func JxReadFloat64(d *jx.Decoder) (float64, error) {
	if d.Next() == gojx.String {
		s, err := d.StrBytes()
		if err != nil {
			return 0, err
		}
		return rt.ParseNonFinite(s)
	}
	return d.Float64()
}

// JxReadFloat32 reads JxFloat32's number or string.
func JxReadFloat32(d *jx.Decoder) (float32, error) {
	if d.Next() == gojx.String {
		f, err := JxReadFloat64(d)
		return float32(f), err
	}
	return d.Float32()
}

// JxEnum reads an enum's number.
func JxEnum[E ~int32](d *jx.Decoder) (E, error) {
	x, err := d.Int32()
	return E(x), err
}

// JxDuration writes a duration as encoding/json does, its nanoseconds;
// nil is null.
func JxDuration(w *jx.Encoder, x *time.Duration) {
	if x == nil {
		w.Null()
		return
	}
	w.Int64(int64(*x))
}

// JxReadDuration reads JxDuration's number; null is nil.
func JxReadDuration(d *jx.Decoder) (*time.Duration, error) {
	return JxPtr(d, func(d *jx.Decoder) (time.Duration, error) {
		x, err := d.Int64()
		return time.Duration(x), err
	})
}

// JxPtr reads an optional value with read; null is nil.
func JxPtr[T any](d *jx.Decoder, read func(*jx.Decoder) (T, error)) (*T, error) {
	if null, err := jx.IsNull(d); null || err != nil {
		return nil, err
	}
	v, err := read(d)
	if err != nil {
		return nil, err
	}
	return &v, nil
}

// JxMap reads an object into a map, with each member's name parsed as a
// key and its value read by read; null is nil.
func JxMap[K rt.MapKey, V any](d *jx.Decoder, read func(*jx.Decoder) (V, error)) (map[K]V, error) {
	if null, err := jx.IsNull(d); null || err != nil {
		return nil, err
	}
	out := map[K]V{}
	err := d.ObjBytes(func(d *jx.Decoder, key []byte) error {
		k, err := rt.ParseKey[K](key)
		if err != nil {
			return err
		}
		v, err := read(d)
		if err != nil {
			return fmt.Errorf("%s: %w", key, err)
		}
		out[k] = v
		return nil
	})
	return out, err
}
