//go:build !serbench_lean || serbench_jx

package structs

import (
	"fmt"

	"github.com/serbench/serbench/codecs/jx"
	"github.com/serbench/serbench/suite"
)

// Every variant's jx conversion: encode and decode written out, under the
// model's json tags.
var (
	_ = suite.Offer(&offers, "tiny", jxOffer(jxTiny, jxDecodeTiny))
	_ = suite.Offer(&offers, "medium", jxOffer(jxMedium, jxDecodeMedium))
	_ = suite.Offer(&offers, "big", jxOffer(jxBig, jxDecodeBig))
	_ = suite.Offer(&offers, "huge", jxOffer(jxHuge, jxDecodeHuge))
	_ = suite.Offer(&offers, "complexmap", jxOffer(jxComplex, jxDecodeComplex))
	_ = suite.Offer(&offers, "tiny-slice", jxOffer(
		func(e *jx.Encoder, a *TinyArray) {
			jxWrapper(e, a == nil, "tiny_arr", func() { jx.List(e, a.TinyArr, jxTiny) })
		},
		func(d *jx.Decoder) (*TinyArray, error) {
			return jxDecodeWrapper(d, "tiny_arr", func(a *TinyArray, d *jx.Decoder) (err error) {
				a.TinyArr, err = jx.DecodeList(d, jxDecodeTiny)
				return err
			})
		}))
	_ = suite.Offer(&offers, "medium-slice", jxOffer(
		func(e *jx.Encoder, a *MediumArray) {
			jxWrapper(e, a == nil, "medium_arr", func() { jx.List(e, a.MediumArr, jxMedium) })
		},
		func(d *jx.Decoder) (*MediumArray, error) {
			return jxDecodeWrapper(d, "medium_arr", func(a *MediumArray, d *jx.Decoder) (err error) {
				a.MediumArr, err = jx.DecodeList(d, jxDecodeMedium)
				return err
			})
		}))
	_ = suite.Offer(&offers, "big-slice", jxOffer(
		func(e *jx.Encoder, a *BigArray) {
			jxWrapper(e, a == nil, "big_arr", func() { jx.List(e, a.BigArr, jxBig) })
		},
		func(d *jx.Decoder) (*BigArray, error) {
			return jxDecodeWrapper(d, "big_arr", func(a *BigArray, d *jx.Decoder) (err error) {
				a.BigArr, err = jx.DecodeList(d, jxDecodeBig)
				return err
			})
		}))
	_ = suite.Offer(&offers, "huge-slice", jxOffer(
		func(e *jx.Encoder, a *HugeArray) {
			jxWrapper(e, a == nil, "huge_arr", func() { jx.List(e, a.HugeArr, jxHuge) })
		},
		func(d *jx.Decoder) (*HugeArray, error) {
			return jxDecodeWrapper(d, "huge_arr", func(a *HugeArray, d *jx.Decoder) (err error) {
				a.HugeArr, err = jx.DecodeList(d, jxDecodeHuge)
				return err
			})
		}))
	_ = suite.Offer(&offers, "complexmap-slice", jxOffer(
		func(e *jx.Encoder, a *ComplexAndHugeArray) {
			jxWrapper(e, a == nil, "complex_arr", func() { jx.List(e, a.ComplexAndHugeArr, jxComplex) })
		},
		func(d *jx.Decoder) (*ComplexAndHugeArray, error) {
			return jxDecodeWrapper(d, "complex_arr", func(a *ComplexAndHugeArray, d *jx.Decoder) (err error) {
				a.ComplexAndHugeArr, err = jx.DecodeList(d, jxDecodeComplex)
				return err
			})
		}))
)

// jxOffer makes a variant's jx conversion.
func jxOffer[M any](encode func(*jx.Encoder, M), decode func(*jx.Decoder) (M, error)) func() jx.Conv[M] {
	return func() jx.Conv[M] { return jx.Conv[M]{Encode: encode, Decode: decode} }
}

// jx: encode.

func jxTiny(e *jx.Encoder, t *Tiny) {
	if t == nil {
		e.Null()
		return
	}
	e.ObjStart()
	e.FieldStart("tiny_id")
	e.Int64(t.TinyID)
	e.FieldStart("some_str")
	e.Str(t.SomeStr)
	e.ObjEnd()
}

func jxMedium(e *jx.Encoder, m *Medium) {
	if m == nil {
		e.Null()
		return
	}
	e.ObjStart()
	e.FieldStart("medium_id")
	e.Int64(m.MediumID)
	e.FieldStart("first_name")
	e.Str(m.FirstName)
	e.FieldStart("last_name")
	e.Str(m.LastName)
	e.FieldStart("medium_money_balance")
	e.Float64(m.MediumMoneyBalance)
	e.FieldStart("created_at")
	jx.Time(e, m.CreatedAt)
	e.FieldStart("tiny_field")
	jxTiny(e, m.TinyField)
	e.ObjEnd()
}

func jxBig(e *jx.Encoder, b *Big) {
	if b == nil {
		e.Null()
		return
	}
	e.ObjStart()
	e.FieldStart("big_id")
	e.Int64(b.BigID)
	e.FieldStart("age")
	e.UInt64(b.Age)
	e.FieldStart("country")
	e.Str(b.Country)
	e.FieldStart("country_bytes")
	e.Base64(b.CountryBytes)
	e.FieldStart("created_at")
	jx.Time(e, b.CreatedAt)
	e.FieldStart("updated_at")
	jx.Time(e, b.UpdatedAt)
	e.FieldStart("deleted_at")
	jx.Time(e, b.DeletedAt)
	e.FieldStart("tiny_field")
	jxTiny(e, b.TinyField)
	e.FieldStart("medium_field")
	jxMedium(e, b.MediumField)
	e.ObjEnd()
}

func jxHuge(e *jx.Encoder, h *Huge) {
	if h == nil {
		e.Null()
		return
	}
	e.ObjStart()
	e.FieldStart("big_slice")
	jx.List(e, h.BigSlice, jxBig)
	e.FieldStart("bigger_slice")
	jx.List(e, h.BiggerSlice, jxBig)
	e.FieldStart("the_biggest_slice")
	jx.List(e, h.TheBiggestSlice, jxBig)
	e.ObjEnd()
}

// jxComplex writes the map's keys in sorted order, as encoding/json does.
func jxComplex(e *jx.Encoder, c *ComplexAndHuge) {
	if c == nil {
		e.Null()
		return
	}
	e.ObjStart()
	e.FieldStart("complex_map")
	if c.ComplexMap == nil {
		e.Null()
	} else {
		e.ObjStart()
		for _, k := range sortedKeys(c.ComplexMap) {
			e.FieldStart(k)
			jxHuge(e, c.ComplexMap[k])
		}
		e.ObjEnd()
	}
	e.ObjEnd()
}

// jxWrapper writes an array wrapper struct: one field, or null.
func jxWrapper(e *jx.Encoder, isNil bool, key string, field func()) {
	if isNil {
		e.Null()
		return
	}
	e.ObjStart()
	e.FieldStart(key)
	field()
	e.ObjEnd()
}

// jx: decode.

// jxFields decodes an object, or null as nil, into a new T with field.
func jxFields[T any](d *jx.Decoder, field func(t *T, d *jx.Decoder, key string) (known bool, err error)) (*T, error) {
	if null, err := jx.IsNull(d); null || err != nil {
		return nil, err
	}
	t := new(T)
	err := d.ObjBytes(func(d *jx.Decoder, key []byte) error {
		known, err := field(t, d, string(key))
		if err != nil {
			return fmt.Errorf("%s: %w", key, err)
		}
		if !known {
			return d.Skip()
		}
		return nil
	})
	return t, err
}

func jxDecodeTiny(d *jx.Decoder) (*Tiny, error) {
	return jxFields(d, func(t *Tiny, d *jx.Decoder, key string) (_ bool, err error) {
		switch key {
		case "tiny_id":
			t.TinyID, err = d.Int64()
		case "some_str":
			t.SomeStr, err = d.Str()
		default:
			return false, nil
		}
		return true, err
	})
}

func jxDecodeMedium(d *jx.Decoder) (*Medium, error) {
	return jxFields(d, func(m *Medium, d *jx.Decoder, key string) (_ bool, err error) {
		switch key {
		case "medium_id":
			m.MediumID, err = d.Int64()
		case "first_name":
			m.FirstName, err = d.Str()
		case "last_name":
			m.LastName, err = d.Str()
		case "medium_money_balance":
			m.MediumMoneyBalance, err = d.Float64()
		case "created_at":
			m.CreatedAt, err = jx.DecodeTime(d)
		case "tiny_field":
			m.TinyField, err = jxDecodeTiny(d)
		default:
			return false, nil
		}
		return true, err
	})
}

func jxDecodeBig(d *jx.Decoder) (*Big, error) {
	return jxFields(d, func(b *Big, d *jx.Decoder, key string) (_ bool, err error) {
		switch key {
		case "big_id":
			b.BigID, err = d.Int64()
		case "age":
			b.Age, err = d.UInt64()
		case "country":
			b.Country, err = d.Str()
		case "country_bytes":
			b.CountryBytes, err = d.Base64()
		case "created_at":
			b.CreatedAt, err = jx.DecodeTime(d)
		case "updated_at":
			b.UpdatedAt, err = jx.DecodeTime(d)
		case "deleted_at":
			b.DeletedAt, err = jx.DecodeTime(d)
		case "tiny_field":
			b.TinyField, err = jxDecodeTiny(d)
		case "medium_field":
			b.MediumField, err = jxDecodeMedium(d)
		default:
			return false, nil
		}
		return true, err
	})
}

func jxDecodeHuge(d *jx.Decoder) (*Huge, error) {
	return jxFields(d, func(h *Huge, d *jx.Decoder, key string) (_ bool, err error) {
		switch key {
		case "big_slice":
			h.BigSlice, err = jx.DecodeList(d, jxDecodeBig)
		case "bigger_slice":
			h.BiggerSlice, err = jx.DecodeList(d, jxDecodeBig)
		case "the_biggest_slice":
			h.TheBiggestSlice, err = jx.DecodeList(d, jxDecodeBig)
		default:
			return false, nil
		}
		return true, err
	})
}

func jxDecodeComplex(d *jx.Decoder) (*ComplexAndHuge, error) {
	return jxFields(d, func(c *ComplexAndHuge, d *jx.Decoder, key string) (bool, error) {
		if key != "complex_map" {
			return false, nil
		}
		if null, err := jx.IsNull(d); null || err != nil {
			return true, err
		}
		c.ComplexMap = ComplexMap{}
		return true, d.ObjBytes(func(d *jx.Decoder, key []byte) error {
			h, err := jxDecodeHuge(d)
			if err != nil {
				return fmt.Errorf("%s: %w", key, err)
			}
			c.ComplexMap[string(key)] = h
			return nil
		})
	})
}

// jxDecodeWrapper reads an array wrapper struct: one field, or null.
func jxDecodeWrapper[T any](d *jx.Decoder, key string, field func(*T, *jx.Decoder) error) (*T, error) {
	return jxFields(d, func(t *T, d *jx.Decoder, k string) (bool, error) {
		if k != key {
			return false, nil
		}
		return true, field(t, d)
	})
}
