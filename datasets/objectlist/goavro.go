//go:build !serbench_lean || serbench_goavro

package objectlist

import (
	"fmt"

	"github.com/serbench/serbench/codecs/goavro"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

var _ = suite.Offer(&offers, "", goavroConv)

// Built on first use, never at init; a bad schema fails every goavro cell.
var goavroCodec = goavro.Built(avroSchema)

// goavroConv is goavro's conversion to and from its natives.
func goavroConv() goavro.Conv[*Object] {
	return goavro.Conv[*Object]{Codec: goavroCodec, FromModel: toNative, ToModel: fromNative, Visit: visitNative}
}

func toNative(o *Object) (any, error) {
	list := make([]any, len(o.List))
	for i, e := range o.List {
		list[i] = map[string]any{"StringProp": e.StringProp, "IntProp": e.IntProp}
	}
	return map[string]any{"StringProp1": o.StringProp1, "StringProp2": o.StringProp2, "List": list}, nil
}

func fromNative(v any) (*Object, error) {
	o := new(Object)
	err := walkNative(v, func(s1, s2 string, n int) {
		o.StringProp1, o.StringProp2 = s1, s2
		if n > 0 {
			o.List = make([]Embedded, 0, n)
		}
	}, func(s string, x int64) {
		o.List = append(o.List, Embedded{StringProp: s, IntProp: x})
	})
	if err != nil {
		return nil, err
	}
	return o, nil
}

// visitNative is Digest computed over goavro's natives.
func visitNative(h *digest.Hasher, v any) error {
	return walkNative(v, func(s1, s2 string, n int) {
		h.String(s1)
		h.String(s2)
		h.Len(n)
	}, func(s string, x int64) {
		h.String(s)
		h.Int64(x)
	})
}

// walkNative reads a native Object: its strings and list length, then
// each element.
func walkNative(v any, head func(s1, s2 string, n int), elem func(string, int64)) error {
	rec, err := goavro.As[map[string]any](v)
	if err != nil {
		return err
	}
	s1, err := goavro.Get[string](rec, "StringProp1")
	if err != nil {
		return err
	}
	s2, err := goavro.Get[string](rec, "StringProp2")
	if err != nil {
		return err
	}
	list, err := goavro.Get[[]any](rec, "List")
	if err != nil {
		return err
	}
	head(s1, s2, len(list))
	for i, e := range list {
		s, x, err := nativeEmbedded(e)
		if err != nil {
			return fmt.Errorf("list element %d: %w", i, err)
		}
		elem(s, x)
	}
	return nil
}

func nativeEmbedded(v any) (string, int64, error) {
	rec, err := goavro.As[map[string]any](v)
	if err != nil {
		return "", 0, err
	}
	s, err := goavro.Get[string](rec, "StringProp")
	if err != nil {
		return "", 0, err
	}
	x, err := goavro.Get[int64](rec, "IntProp")
	return s, x, err
}
