// Package fastjson is the github.com/valyala/fastjson codec. fastjson is a
// parser into its own Value tree, with an Arena to build such trees and
// write them out; it has no binding to Go types, so every model type needs
// code written for it by hand: a dataset offers that code as a Conv;
// boutique's, for its 34 message types, is written by a template of
// cmd/protoc-gen-serbench.
package fastjson

import (
	"encoding/base64"
	"errors"
	"fmt"
	"math"
	"math/big"
	"strconv"
	"time"

	"github.com/valyala/fastjson"

	"github.com/serbench/serbench/suite"
)

// Name is the codec's name; ReuseName is its form that keeps one Parser
// and one Arena.
const (
	Name      = "fastjson"
	ReuseName = "fastjson+reuse"
)

// Codecs are both forms, in the order reports show them.
var Codecs = []suite.Codec{Codec, ReuseCodec}

// Codec is a new fastjson.Parser per decode and a new fastjson.Arena per
// encode, driving the hand-written code a dataset offers.
var Codec = suite.Codec{
	Name:   Name,
	Title:  "fastjson (valyala)",
	Module: "github.com/valyala/fastjson",
	URL:    "https://github.com/valyala/fastjson",
	Family: "JSON",
	Labels: []string{suite.LabelHandWritten, suite.LabelText},
	Notes: "Hand-written per model type. Encode builds the message as a fastjson.Value tree in a new " +
		"fastjson.Arena (NewObject, Set, NewString, NewNumberInt; []byte as a base64 string) and writes it with " +
		"Value.MarshalTo(nil). Decode parses with a new fastjson.Parser (ParseBytes, which copies the input) and " +
		"extracts the fields by hand (Value.Get, StringBytes copied into strings, Int64, Uint64, Array) into new " +
		"model values. The JSON is the model's as encoding/json writes it (same names, null for nil), which " +
		"encoding/json reads back. No Parser or Arena is kept from op to op. fastjson writes a string holding a " +
		"quote, backslash or control character with strconv.AppendQuote, whose Go escapes for control characters " +
		"other than \\b \\f \\n \\r \\t, DEL and unprintable runes (\\x01, \\a, \\U000e0001) are not JSON; " +
		"no dataset has such strings. Boutique's code for its 34 message types (omitempty fields left out, as " +
		"encoding/json does) is what one would write by hand, written from boutique.proto by protoc-gen-serbench's " +
		"fastjson template rather than typed out 34 times. " +
		"A user's schema (run --proto) gets its own such code, written from its .proto by protoc-gen-serbench's user " +
		"mode (docs/your-own-schema.md).",
	Unfit: map[string]string{
		// Measured: verify --full was killed by the kernel here.
		"transaction/1000000": "memory: encode builds a fastjson.Value in the Arena for every JSON value of the " +
			"1.15 GB message and decode a parsed tree of the same size, and validating it took the process past " +
			"24 GB (killed by the kernel at 24.3 GB resident on a 24 GB machine); 200,000 transactions pass",
	},
	Bind: bind(false),
	// fastjson's own tree: a new Parser, as the codec's decode uses.
	Generic: &suite.Generic{Call: "Parser.ParseBytes into *fastjson.Value", Decode: func(doc []byte) error {
		var p fastjson.Parser
		if _, err := p.ParseBytes(doc); err != nil {
			return fmt.Errorf("fastjson: %w", err)
		}
		return nil
	}},
}

// ReuseCodec is Codec with one fastjson.Parser and one fastjson.Arena per
// binding, kept from op to op, as fastjson is meant to be used.
var ReuseCodec = suite.Codec{
	Name:   ReuseName,
	Title:  "fastjson (valyala), Parser and Arena reused",
	Module: "github.com/valyala/fastjson",
	URL:    "https://github.com/valyala/fastjson",
	Family: "JSON",
	Labels: []string{suite.LabelHandWritten, suite.LabelText, suite.LabelReuse},
	Notes: "The hand-written code of fastjson, with one fastjson.Parser and one fastjson.Arena per binding kept " +
		"from op to op: encode calls Arena.Reset, builds the Value and writes it with Value.MarshalTo(nil) (a new " +
		"slice each time); decode calls Parser.ParseBytes, which reuses the Parser's buffer and Values, and copies " +
		"every string out of them into new model values.",
	Unfit: Codec.Unfit,
	Bind:  bind(true),
}

func bind(reuse bool) func(suite.Model) (suite.Binding, bool) {
	return func(m suite.Model) (suite.Binding, bool) {
		c, ok := suite.Offered[binder](m)
		if !ok {
			return nil, false
		}
		return c.bind(reuse), true
	}
}

// Arena and Value are fastjson's, so that datasets need import only this
// package.
type (
	Arena = fastjson.Arena
	Value = fastjson.Value
)

// Conv is what a dataset offers for model M: the hand-written building of
// an M's Value in a, and extraction of an M from a parsed Value.
type Conv[M any] struct {
	Encode func(a *Arena, m M) *Value
	Decode func(v *Value) (M, error)
}

type binder interface {
	bind(reuse bool) suite.Binding
}

func (c Conv[M]) bind(reuse bool) suite.Binding { return suite.Bind(c.funcs(reuse)) }

// funcs are the binding's functions: new Parser and Arena per op, or one
// of each kept by the binding.
func (c Conv[M]) funcs(reuse bool) suite.Funcs[M, M] {
	same := func(m M) (M, error) { return m, nil }
	f := suite.Funcs[M, M]{FromModel: same, ToModel: same, Encode: c.Marshal, Decode: c.Unmarshal}
	if reuse {
		// One binding's loops run one at a time, so they can share these.
		var a fastjson.Arena
		var p fastjson.Parser
		f.Encode = func(m M) ([]byte, error) {
			a.Reset()
			return c.Encode(&a, m).MarshalTo(nil), nil
		}
		f.Decode = func(b []byte) (M, error) { return c.decode(&p, b) }
	}
	return f
}

// Marshal is the timed encode: m built in a new Arena and written out.
func (c Conv[M]) Marshal(m M) ([]byte, error) {
	var a fastjson.Arena
	return c.Encode(&a, m).MarshalTo(nil), nil
}

// Unmarshal is the timed decode: b parsed by a new Parser, and m
// extracted from it.
func (c Conv[M]) Unmarshal(b []byte) (M, error) {
	var p fastjson.Parser
	return c.decode(&p, b)
}

// decode parses b with p and extracts an M, whose strings are copies: p
// may parse again.
func (c Conv[M]) decode(p *fastjson.Parser, b []byte) (M, error) {
	v, err := p.ParseBytes(b)
	if err != nil {
		var zero M
		return zero, fmt.Errorf("fastjson: %w", err)
	}
	m, err := c.Decode(v)
	if err != nil {
		return m, fmt.Errorf("fastjson: %w", err)
	}
	return m, nil
}

// IsNull reports whether v is missing or null: both decode as Go's zero
// value, as in encoding/json.
func IsNull(v *Value) bool { return v == nil || v.Type() == fastjson.TypeNull }

// Int64 is x as a number.
func Int64(a *Arena, x int64) *Value {
	if int64(int(x)) == x {
		return a.NewNumberInt(int(x))
	}
	return a.NewNumberString(strconv.FormatInt(x, 10))
}

// Uint64 is x as a number.
func Uint64(a *Arena, x uint64) *Value {
	if x <= math.MaxInt {
		return a.NewNumberInt(int(x))
	}
	return a.NewNumberString(strconv.FormatUint(x, 10))
}

// Bytes is b as encoding/json writes it: a base64 string, null when nil.
func Bytes(a *Arena, b []byte) *Value {
	if b == nil {
		return a.NewNull()
	}
	return a.NewString(base64.StdEncoding.EncodeToString(b))
}

// Strs is s as an array of strings, null when nil.
func Strs(a *Arena, s []string) *Value {
	if s == nil {
		return a.NewNull()
	}
	arr := a.NewArray()
	for i, v := range s {
		arr.SetArrayItem(i, a.NewString(v))
	}
	return arr
}

// Int64s is s as an array of numbers, null when nil.
func Int64s(a *Arena, s []int64) *Value {
	if s == nil {
		return a.NewNull()
	}
	arr := a.NewArray()
	for i, v := range s {
		arr.SetArrayItem(i, Int64(a, v))
	}
	return arr
}

// BigInt is x as a JSON integer, as big.Int's MarshalJSON writes it; nil
// is null.
func BigInt(a *Arena, x *big.Int) *Value {
	if x == nil {
		return a.NewNull()
	}
	return a.NewNumberString(x.String())
}

// GetStr is the string under key in o; missing or null is "".
func GetStr(o *Value, key string) (string, error) {
	v := o.Get(key)
	if IsNull(v) {
		return "", nil
	}
	b, err := v.StringBytes()
	if err != nil {
		return "", fmt.Errorf("%s: %w", key, err)
	}
	return string(b), nil // a copy: b is the Parser's
}

// GetInt64 is the integer under key in o; missing or null is 0.
func GetInt64(o *Value, key string) (int64, error) {
	v := o.Get(key)
	if IsNull(v) {
		return 0, nil
	}
	x, err := v.Int64()
	if err != nil {
		return 0, fmt.Errorf("%s: %w", key, err)
	}
	return x, nil
}

// GetUint64 is the integer under key in o; missing or null is 0.
func GetUint64(o *Value, key string) (uint64, error) {
	v := o.Get(key)
	if IsNull(v) {
		return 0, nil
	}
	x, err := v.Uint64()
	if err != nil {
		return 0, fmt.Errorf("%s: %w", key, err)
	}
	return x, nil
}

// GetUint32 is the integer under key in o; missing or null is 0.
func GetUint32(o *Value, key string) (uint32, error) {
	x, err := GetUint64(o, key)
	if err == nil && x > math.MaxUint32 {
		err = fmt.Errorf("%s: %d overflows uint32", key, x)
	}
	return uint32(x), err
}

// GetBytes is the base64 string under key in o, decoded; missing or null
// is nil.
func GetBytes(o *Value, key string) ([]byte, error) {
	v := o.Get(key)
	if IsNull(v) {
		return nil, nil
	}
	s, err := v.StringBytes()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", key, err)
	}
	b := make([]byte, base64.StdEncoding.DecodedLen(len(s)))
	n, err := base64.StdEncoding.Decode(b, s)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", key, err)
	}
	return b[:n], nil
}

// GetArray is the array under key in o; missing or null is nil, and ok
// is false.
func GetArray(o *Value, key string) (arr []*Value, ok bool, err error) {
	v := o.Get(key)
	if IsNull(v) {
		return nil, false, nil
	}
	arr, err = v.Array()
	if err != nil {
		return nil, false, fmt.Errorf("%s: %w", key, err)
	}
	return arr, true, nil
}

// GetStrs is the string array under key in o; missing or null is nil.
func GetStrs(o *Value, key string) ([]string, error) {
	arr, ok, err := GetArray(o, key)
	if !ok {
		return nil, err
	}
	out := make([]string, len(arr))
	for i, v := range arr {
		b, err := v.StringBytes()
		if err != nil {
			return nil, fmt.Errorf("%s[%d]: %w", key, i, err)
		}
		out[i] = string(b)
	}
	return out, nil
}

// GetInt64s is the integer array under key in o; missing or null is nil.
func GetInt64s(o *Value, key string) ([]int64, error) {
	arr, ok, err := GetArray(o, key)
	if !ok {
		return nil, err
	}
	out := make([]int64, len(arr))
	for i, v := range arr {
		if out[i], err = v.Int64(); err != nil {
			return nil, fmt.Errorf("%s[%d]: %w", key, i, err)
		}
	}
	return out, nil
}

// GetBigInt is the integer of any size under key in o; missing or null is
// nil.
func GetBigInt(o *Value, key string) (*big.Int, error) {
	v := o.Get(key)
	if IsNull(v) {
		return nil, nil
	}
	if v.Type() != fastjson.TypeNumber {
		return nil, fmt.Errorf("%s: %s, not a number", key, v.Type())
	}
	// A number's MarshalTo is its text as parsed.
	x, ok := new(big.Int).SetString(string(v.MarshalTo(nil)), 10)
	if !ok {
		return nil, fmt.Errorf("%s: %s is not an integer", key, v)
	}
	return x, nil
}

// Object checks that v is an object, for the Get calls that follow.
func Object(v *Value) error {
	if v.Type() != fastjson.TypeObject {
		return errors.New("not an object: " + v.Type().String())
	}
	return nil
}

// Float64 is f as a number, in strconv's shortest form.
func Float64(a *Arena, f float64) *Value { return a.NewNumberFloat64(f) }

// GetFloat64 is the number under key in o; missing or null is 0.
func GetFloat64(o *Value, key string) (float64, error) {
	v := o.Get(key)
	if IsNull(v) {
		return 0, nil
	}
	f, err := v.Float64()
	if err != nil {
		return 0, fmt.Errorf("%s: %w", key, err)
	}
	return f, nil
}

// Time is t as time.Time's MarshalJSON writes it (RFC 3339 with
// nanoseconds); nil is null.
func Time(a *Arena, t *time.Time) *Value {
	if t == nil {
		return a.NewNull()
	}
	var buf [64]byte
	return a.NewStringBytes(t.AppendFormat(buf[:0], time.RFC3339Nano))
}

// GetTime is the RFC 3339 time under key in o; missing or null is nil.
func GetTime(o *Value, key string) (*time.Time, error) {
	t, err := DecodeTime(o.Get(key))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", key, err)
	}
	return t, nil
}

// DecodeTime is the RFC 3339 time v; missing or null is nil.
func DecodeTime(v *Value) (*time.Time, error) {
	if IsNull(v) {
		return nil, nil
	}
	b, err := v.StringBytes()
	if err != nil {
		return nil, err
	}
	t, err := time.Parse(time.RFC3339Nano, string(b))
	if err != nil {
		return nil, err
	}
	return &t, nil
}

// GetInt32 is the integer under key in o; missing or null is 0.
func GetInt32(o *Value, key string) (int32, error) {
	x, err := GetInt64(o, key)
	if err == nil && int64(int32(x)) != x {
		err = fmt.Errorf("%s: %d overflows int32", key, x)
	}
	return int32(x), err
}

// List is s as an array with enc building each element, null when nil.
func List[T any](a *Arena, s []T, enc func(*Arena, T) *Value) *Value {
	if s == nil {
		return a.NewNull()
	}
	arr := a.NewArray()
	for i, v := range s {
		arr.SetArrayItem(i, enc(a, v))
	}
	return arr
}

// DecodeList is the array v with dec extracting each element; missing or
// null is nil.
func DecodeList[T any](v *Value, dec func(*Value) (T, error)) ([]T, error) {
	if IsNull(v) {
		return nil, nil
	}
	arr, err := v.Array()
	if err != nil {
		return nil, err
	}
	out := make([]T, len(arr))
	for i, el := range arr {
		if out[i], err = dec(el); err != nil {
			return nil, fmt.Errorf("[%d]: %w", i, err)
		}
	}
	return out, nil
}

// GetList is DecodeList of the value under key in o.
func GetList[T any](o *Value, key string, dec func(*Value) (T, error)) ([]T, error) {
	out, err := DecodeList(o.Get(key), dec)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", key, err)
	}
	return out, nil
}
