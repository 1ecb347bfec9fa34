package userproto

import (
	"encoding/base64"
	"fmt"
	"math"
	"strconv"
	"time"

	gojx "github.com/go-faster/jx"
	"github.com/valyala/fastjson"

	"github.com/serbench/serbench/codecs/baseline"
	fjcodec "github.com/serbench/serbench/codecs/fastjson"
	"github.com/serbench/serbench/codecs/jx"
)

// The helpers of the hand-written codecs' code that protoc-gen-serbench
// writes for a user's schema (jx_gen.go, fastjson_gen.go, baseline_gen.go):
// what is the same for every field of a kind. The JSON is the model's as
// encoding/json writes it (the .proto field names, omitempty), with three
// additions encoding/json has no form for: a NaN or infinite float is the
// string "NaN", "Infinity" or "-Infinity" (as protojson writes it), a map
// with integer or bool keys has them as decimal or "true"/"false" strings,
// and -0 is written rather than left out as a zero.

// MapKey is a model map's key type: proto's map keys are strings, integers
// and bools.
type MapKey interface {
	string | int32 | int64 | uint32 | uint64 | bool
}

// KeyText is a map key as a JSON object's member name.
func KeyText[K MapKey](k K) string {
	switch k := any(k).(type) {
	case string:
		return k
	case int32:
		return strconv.FormatInt(int64(k), 10)
	case int64:
		return strconv.FormatInt(k, 10)
	case uint32:
		return strconv.FormatUint(uint64(k), 10)
	case uint64:
		return strconv.FormatUint(k, 10)
	case bool:
		return strconv.FormatBool(k)
	}
	return "" // unreachable: MapKey has no other type
}

// ParseKey is KeyText's inverse: a member name as a map key.
func ParseKey[K MapKey](b []byte) (K, error) {
	var k K
	var err error
	switch p := any(&k).(type) {
	case *string:
		*p = string(b)
	case *int32:
		var x int64
		x, err = strconv.ParseInt(string(b), 10, 32)
		*p = int32(x)
	case *int64:
		*p, err = strconv.ParseInt(string(b), 10, 64)
	case *uint32:
		var x uint64
		x, err = strconv.ParseUint(string(b), 10, 32)
		*p = uint32(x)
	case *uint64:
		*p, err = strconv.ParseUint(string(b), 10, 64)
	case *bool:
		*p, err = strconv.ParseBool(string(b))
	}
	if err != nil {
		return k, fmt.Errorf("map key %q: %w", b, err)
	}
	return k, nil
}

// nonFinite is the JSON string of a NaN or infinite float, else "".
func nonFinite(f float64) string {
	switch {
	case math.IsNaN(f):
		return "NaN"
	case math.IsInf(f, 1):
		return "Infinity"
	case math.IsInf(f, -1):
		return "-Infinity"
	}
	return ""
}

// parseNonFinite reads nonFinite's strings back.
func parseNonFinite(s []byte) (float64, error) {
	switch string(s) {
	case "NaN":
		return math.NaN(), nil
	case "Infinity":
		return math.Inf(1), nil
	case "-Infinity":
		return math.Inf(-1), nil
	}
	return 0, fmt.Errorf("%q is not a number", s)
}

// JxFloat64 writes f as a number, or a NaN or infinity as a string.
func JxFloat64(w *jx.Encoder, f float64) {
	if s := nonFinite(f); s != "" {
		w.Str(s)
		return
	}
	w.Float64(f)
}

// JxFloat32 writes f as JxFloat64 does, in float32's shortest form.
func JxFloat32(w *jx.Encoder, f float32) {
	if s := nonFinite(float64(f)); s != "" {
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
		return parseNonFinite(s)
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
func JxMap[K MapKey, V any](d *jx.Decoder, read func(*jx.Decoder) (V, error)) (map[K]V, error) {
	if null, err := jx.IsNull(d); null || err != nil {
		return nil, err
	}
	out := map[K]V{}
	err := d.ObjBytes(func(d *jx.Decoder, key []byte) error {
		k, err := ParseKey[K](key)
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

// FjBool is b as a JSON bool.
func FjBool(a *fastjson.Arena, b bool) *fastjson.Value {
	if b {
		return a.NewTrue()
	}
	return a.NewFalse()
}

// FjFloat64 is f as a number, or a NaN or infinity as a string.
func FjFloat64(a *fastjson.Arena, f float64) *fastjson.Value {
	if s := nonFinite(f); s != "" {
		return a.NewString(s)
	}
	return a.NewNumberFloat64(f)
}

// FjFloat32 is f as FjFloat64 writes it, in float32's shortest form.
func FjFloat32(a *fastjson.Arena, f float32) *fastjson.Value {
	if s := nonFinite(float64(f)); s != "" {
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
func FjInt[I ~int32 | ~int64](a *fastjson.Arena, x I) *fastjson.Value {
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
func FjMap[K MapKey, V any](a *fastjson.Arena, m map[K]V, enc func(*fastjson.Arena, V) *fastjson.Value) *fastjson.Value {
	o := a.NewObject()
	for k, v := range m {
		o.Set(KeyText(k), enc(a, v))
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
func FjReadInt[I ~int32 | ~int64](v *fastjson.Value) (I, error) {
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
		return parseNonFinite(v.GetStringBytes())
	}
	return v.Float64()
}

// FjReadFloat32 reads FjFloat32's number or string; missing or null is 0.
func FjReadFloat32(v *fastjson.Value) (float32, error) {
	if fjcodec.IsNull(v) {
		return 0, nil
	}
	if v.Type() == fastjson.TypeString {
		f, err := parseNonFinite(v.GetStringBytes())
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
func FjReadMap[K MapKey, V any](v *fastjson.Value, read func(*fastjson.Value) (V, error)) (map[K]V, error) {
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
		k, kerr := ParseKey[K](key)
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

// The baseline's layout of the model's pointers: a presence byte, then the
// value (baseline.AppendPtr). A message read counts its depth
// (Reader.Enter), so that a recursive schema's input cannot nest the read
// past the stack.

// BaseBody reads a message's fields into a new value, one level deeper.
func BaseBody[T any](r *baseline.Reader, read func(*baseline.Reader, *T)) *T {
	if !r.Enter() {
		return nil
	}
	m := new(T)
	read(r, m)
	r.Leave()
	return m
}

// BaseMsg reads an optional message: a presence byte, then BaseBody.
func BaseMsg[T any](r *baseline.Reader, read func(*baseline.Reader, *T)) *T {
	if !r.Present() {
		return nil
	}
	return BaseBody(r, read)
}

// BaseConv is the baseline offer of a message type, from its generated
// size, append and read of the fields.
func BaseConv[T any](size func(*T) int, app func([]byte, *T) []byte, read func(*baseline.Reader, *T)) baseline.Conv[*T] {
	return baseline.Conv[*T]{
		Size:   func(m *T) int { return baseline.SizePtr(m, size) },
		Append: func(b []byte, m *T) []byte { return baseline.AppendPtr(b, m, app) },
		Read:   func(r *baseline.Reader) *T { return BaseMsg(r, read) },
	}
}

// BaseReadPtr reads an optional value: a presence byte, then read's.
func BaseReadPtr[T any](r *baseline.Reader, read func(*baseline.Reader) T) *T {
	if !r.Present() {
		return nil
	}
	v := read(r)
	return &v
}

// BaseSizeTime is a Timestamp's size after its presence byte.
func BaseSizeTime(*time.Time) int { return baseline.SizeTime }

// BaseSizeDuration is a Duration's size after its presence byte.
func BaseSizeDuration(*time.Duration) int { return 8 }

// BaseAppendTime appends a Timestamp's seconds and nanoseconds.
func BaseAppendTime(b []byte, t *time.Time) []byte { return baseline.AppendTime(b, *t) }

// BaseAppendDuration appends a Duration's nanoseconds.
func BaseAppendDuration(b []byte, d *time.Duration) []byte { return baseline.AppendInt64(b, int64(*d)) }

// BaseReadDuration reads BaseAppendDuration's nanoseconds.
func BaseReadDuration(r *baseline.Reader) time.Duration { return time.Duration(r.Int64()) }

// BaseTag reads the byte that names a oneof's set case (0 for none).
func BaseTag(r *baseline.Reader) byte {
	p := r.Fixed(1)
	if p == nil {
		return 0
	}
	return p[0]
}

// BaseBadTag fails the read on a oneof case byte the oneof does not have.
func BaseBadTag(r *baseline.Reader, tag byte) {
	r.Fail(fmt.Errorf("oneof case %d", tag))
}
