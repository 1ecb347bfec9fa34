//go:build !serbench_lean || serbench_goavro

package structs

import (
	"fmt"

	"github.com/serbench/serbench/codecs/goavro"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

var (
	_ = suite.Offer(&offers, "tiny", goavroTinyConv)
	_ = suite.Offer(&offers, "tiny-slice", goavroTinyArrayConv)
)

// Built on first use, never at init. A bad schema fails every cell of the
// codec.
var (
	goavroTiny      = goavro.Built(tinySchema)
	goavroTinyArray = goavro.Built(tinyArraySchema)
)

func goavroTinyConv() goavro.Conv[*Tiny] {
	return goavro.Conv[*Tiny]{
		Codec: goavroTiny,
		FromModel: func(t *Tiny) (any, error) {
			if t == nil {
				return nil, errNil
			}
			return tinyToNative(t), nil
		},
		ToModel: tinyFromNative,
		Visit:   visitTinyNative,
	}
}

func goavroTinyArrayConv() goavro.Conv[*TinyArray] {
	return goavro.Conv[*TinyArray]{
		Codec: goavroTinyArray,
		FromModel: func(a *TinyArray) (any, error) {
			if a == nil {
				return nil, errNil
			}
			list := make([]any, len(a.TinyArr))
			for i, t := range a.TinyArr {
				if t != nil {
					list[i] = map[string]any{"Tiny": tinyToNative(t)}
				}
			}
			return map[string]any{"TinyArr": list}, nil
		},
		ToModel: func(v any) (*TinyArray, error) {
			a := new(TinyArray)
			err := walkTinyArray(v, func(n int) { a.TinyArr = make([]*Tiny, 0, n) }, func(u any) error {
				var t *Tiny
				if u != nil {
					var err error
					if t, err = tinyFromNative(u); err != nil {
						return err
					}
				}
				a.TinyArr = append(a.TinyArr, t)
				return nil
			})
			return a, err
		},
		// The read visits each element's fields without building a Tiny.
		Visit: func(h *digest.Hasher, v any) error {
			h.Len(1)
			return walkTinyArray(v, h.Len, func(u any) error {
				if u == nil {
					h.Len(0)
					return nil
				}
				return visitTinyNative(h, u)
			})
		},
	}
}

func tinyToNative(t *Tiny) map[string]any {
	return map[string]any{"TinyID": t.TinyID, "SomeStr": t.SomeStr}
}

func tinyFromNative(v any) (*Tiny, error) {
	id, str, err := readTinyNative(v)
	if err != nil {
		return nil, err
	}
	return &Tiny{TinyID: id, SomeStr: str}, nil
}

// visitTinyNative is hashTiny over a native Tiny that is present.
func visitTinyNative(h *digest.Hasher, v any) error {
	id, str, err := readTinyNative(v)
	if err != nil {
		return err
	}
	h.Len(1)
	h.Int64(id)
	h.String(str)
	return nil
}

func readTinyNative(v any) (int64, string, error) {
	rec, err := goavro.As[map[string]any](v)
	if err != nil {
		return 0, "", err
	}
	id, err := goavro.Get[int64](rec, "TinyID")
	if err != nil {
		return 0, "", err
	}
	str, err := goavro.Get[string](rec, "SomeStr")
	return id, str, err
}

// walkTinyArray reads a native TinyArray: its length, then each element,
// a native Tiny or nil for null.
func walkTinyArray(v any, head func(int), each func(any) error) error {
	rec, err := goavro.As[map[string]any](v)
	if err != nil {
		return err
	}
	list, err := goavro.Get[[]any](rec, "TinyArr")
	if err != nil {
		return err
	}
	head(len(list))
	for i, e := range list {
		u, err := goavro.Union(e, "Tiny")
		if err == nil {
			err = each(u)
		}
		if err != nil {
			return fmt.Errorf("tiny %d: %w", i, err)
		}
	}
	return nil
}
