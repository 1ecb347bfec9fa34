// Package fastjsonrt holds the helpers of the fastjson code
// protoc-gen-serbench writes (fastjson_gen.go): what is the same for every
// field of a kind, in jxrt's JSON. It links fastjson's codec alone, so
// that a lean fastjson worker's dataset files can call it.
package fastjsonrt

import (
	"encoding/base64"
	"fmt"
	"math"
	"strconv"
	"time"

	"github.com/valyala/fastjson"

	fjcodec "github.com/serbench/serbench/codecs/fastjson"
	"github.com/serbench/serbench/rt"
)

// FjBool is b as a JSON bool.
func FjBool(a *fastjson.Arena, b bool) *fastjson.Value {
	if b {
		return a.NewTrue()
	}
	return a.NewFalse()
}

// FjFloat64 is f as a number, or a NaN or infinity as a string.
func FjFloat64(a *fastjson.Arena, f float64) *fastjson.Value {
	if s := rt.NonFinite(f); s != "" {
		return a.NewString(s)
	}
	return a.NewNumberFloat64(f)
}

// FjFloat32 is f as FjFloat64 writes it, in float32's shortest form.
func FjFloat32(a *fastjson.Arena, f float32) *fastjson.Value {
	if s := rt.NonFinite(float64(f)); s != "" {
		return a.NewString(s)
	}
	return a.NewNumberString(strconv.FormatFloat(float64(f), 'g', -1, 32))
}

// FjBytes is b as a base64 string; nil is null, as encoding/json writes
// it.
func FjBytes(a *fastjson.Arena, b []byte) *fastjson.Value {
	if b == nil {
		return a.NewNull()
	}
	return a.NewString(base64.StdEncoding.EncodeToString(b))
}

// FjDuration is a duration's nanoseconds; nil is null.
func FjDuration(a *fastjson.Arena, x *time.Duration) *fastjson.Value {
	if x == nil {
		return a.NewNull()
	}
	return a.NewNumberString(strconv.FormatInt(int64(*x), 10))
}

// FjInt is an integer as a number.
func FjInt[I ~int32 | ~int64 | ~int](a *fastjson.Arena, x I) *fastjson.Value {
	if int64(int(x)) == int64(x) {
		return a.NewNumberInt(int(x))
	}
	return a.NewNumberString(strconv.FormatInt(int64(x), 10))
}

// FjUint is an unsigned integer as a number.
func FjUint[I ~uint32 | ~uint64](a *fastjson.Arena, x I) *fastjson.Value {
	if uint64(x) <= math.MaxInt {
		return a.NewNumberInt(int(x))
	}
	return a.NewNumberString(strconv.FormatUint(uint64(x), 10))
}

// FjPtr is an optional value built by enc; nil is null.
func FjPtr[T any](a *fastjson.Arena, x *T, enc func(*fastjson.Arena, T) *fastjson.Value) *fastjson.Value {
	if x == nil {
		return a.NewNull()
	}
	return enc(a, *x)
}

// FjMap is a map as an object of the values enc builds.
func FjMap[K rt.MapKey, V any](a *fastjson.Arena, m map[K]V, enc func(*fastjson.Arena, V) *fastjson.Value) *fastjson.Value {
	o := a.NewObject()
	for k, v := range m {
		o.Set(rt.KeyText(k), enc(a, v))
	}
	return o
}

// FjReadBool reads a bool; missing or null is false.
func FjReadBool(v *fastjson.Value) (bool, error) {
	if fjcodec.IsNull(v) {
		return false, nil
	}
	return v.Bool()
}

// FjReadInt reads an integer of type I, checking its range; missing or
// null is 0.
func FjReadInt[I ~int32 | ~int64 | ~int](v *fastjson.Value) (I, error) {
	if fjcodec.IsNull(v) {
		return 0, nil
	}
	x, err := v.Int64()
	if err == nil && int64(I(x)) != x {
		err = fmt.Errorf("%d overflows %T", x, I(0))
	}
	return I(x), err
}

// FjReadUint reads an unsigned integer of type I, checking its range;
// missing or null is 0.
func FjReadUint[I ~uint32 | ~uint64](v *fastjson.Value) (I, error) {
	if fjcodec.IsNull(v) {
		return 0, nil
	}
	x, err := v.Uint64()
	if err == nil && uint64(I(x)) != x {
		err = fmt.Errorf("%d overflows %T", x, I(0))
	}
	return I(x), err
}

// FjReadFloat64 reads FjFloat64's number or string; missing or null is 0.
func FjReadFloat64(v *fastjson.Value) (float64, error) {
	if fjcodec.IsNull(v) {
		return 0, nil
	}
	if v.Type() == fastjson.TypeString {
		return rt.ParseNonFinite(v.GetStringBytes())
	}
	return v.Float64()
}

// FjReadFloat32 reads FjFloat32's number or string; missing or null is 0.
func FjReadFloat32(v *fastjson.Value) (float32, error) {
	if fjcodec.IsNull(v) {
		return 0, nil
	}
	if v.Type() == fastjson.TypeString {
		f, err := rt.ParseNonFinite(v.GetStringBytes())
		return float32(f), err
	}
	if v.Type() != fastjson.TypeNumber {
		return 0, fmt.Errorf("not a number: %s", v.Type())
	}
	// A number's MarshalTo is its text as parsed: parsed for 32 bits, so
	// that it rounds once.
	f, err := strconv.ParseFloat(string(v.MarshalTo(nil)), 32)
	return float32(f), err
}

// FjReadString reads a string, a copy of the Parser's; missing or null is
// "".
func FjReadString(v *fastjson.Value) (string, error) {
	if fjcodec.IsNull(v) {
		return "", nil
	}
	b, err := v.StringBytes()
	return string(b), err
}

// FjReadBytes reads a base64 string; missing or null is nil.
func FjReadBytes(v *fastjson.Value) ([]byte, error) {
	if fjcodec.IsNull(v) {
		return nil, nil
	}
	s, err := v.StringBytes()
	if err != nil {
		return nil, err
	}
	b := make([]byte, base64.StdEncoding.DecodedLen(len(s)))
	n, err := base64.StdEncoding.Decode(b, s)
	if err != nil {
		return nil, err
	}
	return b[:n], nil
}

// FjReadDuration reads a duration's nanoseconds; missing or null is nil.
func FjReadDuration(v *fastjson.Value) (*time.Duration, error) {
	return FjReadPtr(v, func(v *fastjson.Value) (time.Duration, error) {
		x, err := v.Int64()
		return time.Duration(x), err
	})
}

// FjReadPtr reads an optional value with read; missing or null is nil.
func FjReadPtr[T any](v *fastjson.Value, read func(*fastjson.Value) (T, error)) (*T, error) {
	if fjcodec.IsNull(v) {
		return nil, nil
	}
	x, err := read(v)
	if err != nil {
		return nil, err
	}
	return &x, nil
}

// FjReadMap reads an object into a map, with each member's name parsed as
// a key and its value read by read; missing or null is nil.
func FjReadMap[K rt.MapKey, V any](v *fastjson.Value, read func(*fastjson.Value) (V, error)) (map[K]V, error) {
	if fjcodec.IsNull(v) {
		return nil, nil
	}
	o, err := v.Object()
	if err != nil {
		return nil, err
	}
	out := make(map[K]V, o.Len())
	o.Visit(func(key []byte, x *fastjson.Value) {
		if err != nil {
			return
		}
		k, kerr := rt.ParseKey[K](key)
		if kerr != nil {
			err = kerr
			return
		}
		val, verr := read(x)
		if verr != nil {
			err = fmt.Errorf("%s: %w", key, verr)
			return
		}
		out[k] = val
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// FjObject is v as an object, for a message's fields; ok is false when v
// is missing or null (a nil message).
func FjObject(v *fastjson.Value) (o *fastjson.Object, ok bool, err error) {
	if fjcodec.IsNull(v) {
		return nil, false, nil
	}
	o, err = v.Object()
	if err != nil {
		return nil, false, err
	}
	return o, true, nil
}
