// Package goavro is the Avro codecs of github.com/linkedin/goavro/v2, which
// encode and decode generic natives (map[string]any records, []any arrays)
// against a schema: Avro's binary encoding and its JSON encoding, on the
// same schemas and natives. A dataset offers, per model type, the schema's
// codec and the conversions between its model and natives through Conv.
package goavro

import (
	"fmt"
	"sync"

	"github.com/linkedin/goavro/v2"

	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// The codecs' names: the binary form, and the textual form (Avro's JSON
// encoding), named as other second forms of one library are
// (shamaton-msgpack-array, jsoniter-fastest).
const (
	Name     = "goavro"
	TextName = "goavro-json"
)

// Codec is Codec.BinaryFromNative and Codec.NativeFromBinary.
var Codec = suite.Codec{
	Name:   Name,
	Title:  "Avro (linkedin/goavro)",
	Module: "github.com/linkedin/goavro/v2",
	URL:    "https://pkg.go.dev/github.com/linkedin/goavro/v2",
	Family: "Avro",
	Labels: []string{suite.LabelReflection, suite.LabelBinary},
	Notes: "codec.BinaryFromNative(nil, native) and codec.NativeFromBinary(b), default options, on a " +
		"goavro.NewCodec built once, when the codec first binds, from the same schemas as avro (the dataset's .avsc, or boutique's " +
		"and a user schema's generated ones); decode fails on trailing bytes. Values are goavro's natives (map[string]any records, " +
		"[]any arrays, unions as nil or map[string]any{type name: value}), converted from and to the model " +
		"untimed; read visits the decoded natives with type assertions. goavro's decoded bytes and fixed values " +
		"are sub-slices of the input, not copies; strings are copies. structs binds tiny and tiny-slice, the " +
		"variants without times.",
	Unfit: unfit(),
	Bind:  suite.BindOffered(binder.bind),
}

// TextCodec is Codec.TextualFromNative and Codec.NativeFromTextual: Avro's
// JSON encoding, which Avro's tools and REST proxies speak, on the same
// schemas and natives as Codec.
var TextCodec = suite.Codec{
	Name:   TextName,
	Title:  "Avro JSON (linkedin/goavro, textual form)",
	Module: "github.com/linkedin/goavro/v2",
	URL:    "https://pkg.go.dev/github.com/linkedin/goavro/v2",
	Family: "Avro",
	Labels: []string{suite.LabelReflection, suite.LabelText},
	Notes: "codec.TextualFromNative(nil, native) and codec.NativeFromTextual(b), default options, on the same " +
		"goavro.NewCodec, schemas, natives, conversions and read visit as goavro; decode fails on trailing bytes. " +
		"The text is Avro's JSON encoding, not a plain JSON document of the model: a union holding a value is an " +
		"object naming its branch in full ({\"serbench.boutique.Money\": {...}}), bytes and fixed are strings of one " +
		"code point per byte (\\u00XX beyond printable ASCII), long is a JSON number, and a record's fields come " +
		"in Go's map order, which changes from call to call (goavro copies each record into a new map, then " +
		"ranges over it): the same size every time, not the same bytes. Decoded bytes, fixed and strings are " +
		"copies. It binds wherever goavro binds, leaves out the same structs variants, and a million transactions " +
		"for memory.",
	Unfit: textUnfit(),
	Bind:  suite.BindOffered(textBinder.bindText),
}

// Conv is what a dataset offers for model M: goavro's codec of its schema,
// the untimed conversions between M and goavro's natives, and the read
// visit of a decoded native (an error where a native has an unexpected
// type).
type Conv[M any] struct {
	// Codec returns the schema's codec: Built, so that a program that
	// never binds goavro never builds it (see avro.Conv.Schema).
	Codec     func() (*goavro.Codec, error)
	FromModel func(M) (any, error)
	ToModel   func(any) (M, error)
	Visit     func(*digest.Hasher, any) error
}

// Built returns the builder of schema's codec, which builds it once, on
// first call.
func Built(schema string) func() (*goavro.Codec, error) {
	return sync.OnceValues(func() (*goavro.Codec, error) { return goavro.NewCodec(schema) })
}

// binder and textBinder are Conv's two forms, for suite.BindOffered: a
// dataset offers one Conv, and both codecs bind through it.
type (
	binder     interface{ bind() suite.Binding }
	textBinder interface{ bindText() suite.Binding }
)

func (c Conv[M]) bind() suite.Binding {
	codec, err := c.Codec()
	if err != nil {
		return suite.BindErr[M](fmt.Errorf("%s: schema: %w", Name, err))
	}
	// The timed calls are goavro's own, not through a function value.
	return c.funcs(
		func(v any) ([]byte, error) {
			b, err := codec.BinaryFromNative(nil, v)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", Name, err)
			}
			return b, nil
		},
		func(b []byte) (any, error) {
			v, rest, err := codec.NativeFromBinary(b)
			return whole(Name, v, rest, err)
		})
}

func (c Conv[M]) bindText() suite.Binding {
	codec, err := c.Codec()
	if err != nil {
		return suite.BindErr[M](fmt.Errorf("%s: schema: %w", TextName, err))
	}
	return c.funcs(
		func(v any) ([]byte, error) {
			b, err := codec.TextualFromNative(nil, v)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", TextName, err)
			}
			return b, nil
		},
		func(b []byte) (any, error) {
			v, rest, err := codec.NativeFromTextual(b)
			return whole(TextName, v, rest, err)
		})
}

// funcs binds a form's encode and decode with the dataset's conversions.
func (c Conv[M]) funcs(enc func(any) ([]byte, error), dec func([]byte) (any, error)) suite.Binding {
	return suite.Bind(suite.Funcs[M, any]{
		FromModel: c.FromModel,
		ToModel:   c.ToModel,
		VisitErr:  c.Visit,
		Encode:    enc,
		Decode:    dec,
	})
}

// whole returns a decoded native, or an error where decoding failed or left
// bytes after the message.
func whole(name string, v any, rest []byte, err error) (any, error) {
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if len(rest) != 0 {
		return nil, fmt.Errorf("%s: %d bytes after the message", name, len(rest))
	}
	return v, nil
}

// Get returns the field name of a native record as a T: the accessor the
// datasets' visits and conversions read natives with.
func Get[T any](rec map[string]any, name string) (T, error) {
	v, ok := rec[name].(T)
	if !ok {
		var zero T
		return zero, fmt.Errorf("goavro: field %s is %T, want %T", name, rec[name], zero)
	}
	return v, nil
}

// As returns a native as a T, such as a record (map[string]any) or an
// array ([]any).
func As[T any](v any) (T, error) {
	t, ok := v.(T)
	if !ok {
		var zero T
		return zero, fmt.Errorf("goavro: native is %T, want %T", v, zero)
	}
	return t, nil
}

// Union returns the value of a native union: nil for null, otherwise the
// single value of its map under the branch's type name.
func Union(v any, branch string) (any, error) {
	if v == nil {
		return nil, nil
	}
	m, ok := v.(map[string]any)
	if !ok || len(m) != 1 {
		return nil, fmt.Errorf("goavro: union is %T, want a map of one branch", v)
	}
	b, ok := m[branch]
	if !ok {
		return nil, fmt.Errorf("goavro: union holds no %s", branch)
	}
	return b, nil
}

// timedVariants are the structs variants holding *time.Time values.
var timedVariants = []string{"medium", "big", "huge", "complexmap", "medium-slice", "big-slice", "huge-slice", "complexmap-slice"}

// unfit leaves out the structs variants with times.
func unfit() map[string]string {
	u := map[string]string{
		"citm": "An Avro map's keys are strings (the specification: \"Map keys are assumed to be strings\"), and " +
			"the catalogue's maps are keyed by int64 ids (areaNames, events, ...): goavro has no schema for them.",
	}
	for _, v := range timedVariants {
		u["structs/"+v] = "Its *time.Time values are UTC with nanoseconds; Avro's logical types stop at " +
			"timestamp-micros, and goavro's drops the nanoseconds of every time."
	}
	return u
}

// textUnfit is unfit, and the largest variant, which the textual form
// cannot validate within a machine that runs serbench.
func textUnfit() map[string]string {
	u := unfit()
	// Measured with GODEBUG=gctrace=1 on verify of 200,000 transactions;
	// the million was not run, as it would not fit.
	u["transaction/1000000"] = "memory: a byte of Data is up to six characters of text (\\u00XX), and NativeFromTextual " +
		"grows each decoded []byte a byte at a time; validating 200,000 transactions holds 3.5 GB live (goavro's binary " +
		"form 1.2 GB) and peaks at 6.9 GB resident, so a million would hold about 17.5 GB live, past the soft memory limit " +
		"(three quarters of a 24 GB machine); 200,000 transactions pass"
	return u
}

// Strings is the native array of a list of strings.
func Strings(l []string) []any {
	out := make([]any, len(l))
	for i, s := range l {
		out[i] = s
	}
	return out
}

// GetStrings returns the field name of a native record, an array of
// strings, as a []string (nil when empty).
func GetStrings(rec map[string]any, name string) ([]string, error) {
	l, err := Get[[]any](rec, name)
	if err != nil || len(l) == 0 {
		return nil, err
	}
	out := make([]string, len(l))
	for i, e := range l {
		if out[i], err = As[string](e); err != nil {
			return nil, fmt.Errorf("%s %d: %w", name, i, err)
		}
	}
	return out, nil
}

// HashStrings adds the field name of a native record, an array of
// strings, to h as a digest adds a []string: its length, then each.
func HashStrings(h *digest.Hasher, rec map[string]any, name string) error {
	l, err := Get[[]any](rec, name)
	if err != nil {
		return err
	}
	h.Len(len(l))
	for i, e := range l {
		s, ok := e.(string)
		if !ok {
			return fmt.Errorf("goavro: %s %d is %T, want string", name, i, e)
		}
		h.String(s)
	}
	return nil
}
