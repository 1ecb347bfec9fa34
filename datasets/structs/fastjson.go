//go:build !serbench_lean || serbench_fastjson

package structs

import (
	"fmt"

	"github.com/serbench/serbench/codecs/fastjson"
	"github.com/serbench/serbench/suite"
)

// Every variant's fastjson conversion: encode and decode written out,
// under the model's json tags.
var (
	_ = suite.Offer(&offers, "tiny", fastjsonOffer(fjTiny, fjDecodeTiny))
	_ = suite.Offer(&offers, "medium", fastjsonOffer(fjMedium, fjDecodeMedium))
	_ = suite.Offer(&offers, "big", fastjsonOffer(fjBig, fjDecodeBig))
	_ = suite.Offer(&offers, "huge", fastjsonOffer(fjHuge, fjDecodeHuge))
	_ = suite.Offer(&offers, "complexmap", fastjsonOffer(fjComplex, fjDecodeComplex))
	_ = suite.Offer(&offers, "tiny-slice", fastjsonOffer(
		func(a *fastjson.Arena, m *TinyArray) *fastjson.Value {
			return fjWrapper(a, m == nil, "tiny_arr", func() *fastjson.Value { return fastjson.List(a, m.TinyArr, fjTiny) })
		},
		func(v *fastjson.Value) (*TinyArray, error) {
			return fjDecodeWrapper(v, "tiny_arr", func(m *TinyArray, v *fastjson.Value) (err error) {
				m.TinyArr, err = fastjson.DecodeList(v, fjDecodeTiny)
				return err
			})
		}))
	_ = suite.Offer(&offers, "medium-slice", fastjsonOffer(
		func(a *fastjson.Arena, m *MediumArray) *fastjson.Value {
			return fjWrapper(a, m == nil, "medium_arr", func() *fastjson.Value { return fastjson.List(a, m.MediumArr, fjMedium) })
		},
		func(v *fastjson.Value) (*MediumArray, error) {
			return fjDecodeWrapper(v, "medium_arr", func(m *MediumArray, v *fastjson.Value) (err error) {
				m.MediumArr, err = fastjson.DecodeList(v, fjDecodeMedium)
				return err
			})
		}))
	_ = suite.Offer(&offers, "big-slice", fastjsonOffer(
		func(a *fastjson.Arena, m *BigArray) *fastjson.Value {
			return fjWrapper(a, m == nil, "big_arr", func() *fastjson.Value { return fastjson.List(a, m.BigArr, fjBig) })
		},
		func(v *fastjson.Value) (*BigArray, error) {
			return fjDecodeWrapper(v, "big_arr", func(m *BigArray, v *fastjson.Value) (err error) {
				m.BigArr, err = fastjson.DecodeList(v, fjDecodeBig)
				return err
			})
		}))
	_ = suite.Offer(&offers, "huge-slice", fastjsonOffer(
		func(a *fastjson.Arena, m *HugeArray) *fastjson.Value {
			return fjWrapper(a, m == nil, "huge_arr", func() *fastjson.Value { return fastjson.List(a, m.HugeArr, fjHuge) })
		},
		func(v *fastjson.Value) (*HugeArray, error) {
			return fjDecodeWrapper(v, "huge_arr", func(m *HugeArray, v *fastjson.Value) (err error) {
				m.HugeArr, err = fastjson.DecodeList(v, fjDecodeHuge)
				return err
			})
		}))
	_ = suite.Offer(&offers, "complexmap-slice", fastjsonOffer(
		func(a *fastjson.Arena, m *ComplexAndHugeArray) *fastjson.Value {
			return fjWrapper(a, m == nil, "complex_arr", func() *fastjson.Value { return fastjson.List(a, m.ComplexAndHugeArr, fjComplex) })
		},
		func(v *fastjson.Value) (*ComplexAndHugeArray, error) {
			return fjDecodeWrapper(v, "complex_arr", func(m *ComplexAndHugeArray, v *fastjson.Value) (err error) {
				m.ComplexAndHugeArr, err = fastjson.DecodeList(v, fjDecodeComplex)
				return err
			})
		}))
)

// fastjsonOffer makes a variant's fastjson conversion.
func fastjsonOffer[M any](encode func(*fastjson.Arena, M) *fastjson.Value,
	decode func(*fastjson.Value) (M, error)) func() fastjson.Conv[M] {
	return func() fastjson.Conv[M] { return fastjson.Conv[M]{Encode: encode, Decode: decode} }
}

// fastjson: encode.

func fjTiny(a *fastjson.Arena, t *Tiny) *fastjson.Value {
	if t == nil {
		return a.NewNull()
	}
	o := a.NewObject()
	o.Set("tiny_id", fastjson.Int64(a, t.TinyID))
	o.Set("some_str", a.NewString(t.SomeStr))
	return o
}

func fjMedium(a *fastjson.Arena, m *Medium) *fastjson.Value {
	if m == nil {
		return a.NewNull()
	}
	o := a.NewObject()
	o.Set("medium_id", fastjson.Int64(a, m.MediumID))
	o.Set("first_name", a.NewString(m.FirstName))
	o.Set("last_name", a.NewString(m.LastName))
	o.Set("medium_money_balance", fastjson.Float64(a, m.MediumMoneyBalance))
	o.Set("created_at", fastjson.Time(a, m.CreatedAt))
	o.Set("tiny_field", fjTiny(a, m.TinyField))
	return o
}

func fjBig(a *fastjson.Arena, b *Big) *fastjson.Value {
	if b == nil {
		return a.NewNull()
	}
	o := a.NewObject()
	o.Set("big_id", fastjson.Int64(a, b.BigID))
	o.Set("age", fastjson.Uint64(a, b.Age))
	o.Set("country", a.NewString(b.Country))
	o.Set("country_bytes", fastjson.Bytes(a, b.CountryBytes))
	o.Set("created_at", fastjson.Time(a, b.CreatedAt))
	o.Set("updated_at", fastjson.Time(a, b.UpdatedAt))
	o.Set("deleted_at", fastjson.Time(a, b.DeletedAt))
	o.Set("tiny_field", fjTiny(a, b.TinyField))
	o.Set("medium_field", fjMedium(a, b.MediumField))
	return o
}

func fjHuge(a *fastjson.Arena, h *Huge) *fastjson.Value {
	if h == nil {
		return a.NewNull()
	}
	o := a.NewObject()
	o.Set("big_slice", fastjson.List(a, h.BigSlice, fjBig))
	o.Set("bigger_slice", fastjson.List(a, h.BiggerSlice, fjBig))
	o.Set("the_biggest_slice", fastjson.List(a, h.TheBiggestSlice, fjBig))
	return o
}

// fjComplex sets the map's keys in sorted order, as encoding/json writes
// them.
func fjComplex(a *fastjson.Arena, c *ComplexAndHuge) *fastjson.Value {
	if c == nil {
		return a.NewNull()
	}
	o := a.NewObject()
	if c.ComplexMap == nil {
		o.Set("complex_map", a.NewNull())
		return o
	}
	m := a.NewObject()
	for _, k := range sortedKeys(c.ComplexMap) {
		m.Set(k, fjHuge(a, c.ComplexMap[k]))
	}
	o.Set("complex_map", m)
	return o
}

// fjWrapper builds an array wrapper struct: one field, or null.
func fjWrapper(a *fastjson.Arena, isNil bool, key string, field func() *fastjson.Value) *fastjson.Value {
	if isNil {
		return a.NewNull()
	}
	o := a.NewObject()
	o.Set(key, field())
	return o
}

// fastjson: decode.

func fjDecodeTiny(v *fastjson.Value) (*Tiny, error) {
	if fastjson.IsNull(v) {
		return nil, nil
	}
	if err := fastjson.Object(v); err != nil {
		return nil, err
	}
	t := new(Tiny)
	var err error
	if t.TinyID, err = fastjson.GetInt64(v, "tiny_id"); err != nil {
		return nil, err
	}
	if t.SomeStr, err = fastjson.GetStr(v, "some_str"); err != nil {
		return nil, err
	}
	return t, nil
}

func fjDecodeMedium(v *fastjson.Value) (*Medium, error) {
	if fastjson.IsNull(v) {
		return nil, nil
	}
	if err := fastjson.Object(v); err != nil {
		return nil, err
	}
	m := new(Medium)
	var err error
	if m.MediumID, err = fastjson.GetInt64(v, "medium_id"); err != nil {
		return nil, err
	}
	if m.FirstName, err = fastjson.GetStr(v, "first_name"); err != nil {
		return nil, err
	}
	if m.LastName, err = fastjson.GetStr(v, "last_name"); err != nil {
		return nil, err
	}
	if m.MediumMoneyBalance, err = fastjson.GetFloat64(v, "medium_money_balance"); err != nil {
		return nil, err
	}
	if m.CreatedAt, err = fastjson.GetTime(v, "created_at"); err != nil {
		return nil, err
	}
	if m.TinyField, err = fjDecodeTiny(v.Get("tiny_field")); err != nil {
		return nil, fmt.Errorf("tiny_field: %w", err)
	}
	return m, nil
}

func fjDecodeBig(v *fastjson.Value) (*Big, error) {
	if fastjson.IsNull(v) {
		return nil, nil
	}
	if err := fastjson.Object(v); err != nil {
		return nil, err
	}
	b := new(Big)
	var err error
	if b.BigID, err = fastjson.GetInt64(v, "big_id"); err != nil {
		return nil, err
	}
	if b.Age, err = fastjson.GetUint64(v, "age"); err != nil {
		return nil, err
	}
	if b.Country, err = fastjson.GetStr(v, "country"); err != nil {
		return nil, err
	}
	if b.CountryBytes, err = fastjson.GetBytes(v, "country_bytes"); err != nil {
		return nil, err
	}
	if b.CreatedAt, err = fastjson.GetTime(v, "created_at"); err != nil {
		return nil, err
	}
	if b.UpdatedAt, err = fastjson.GetTime(v, "updated_at"); err != nil {
		return nil, err
	}
	if b.DeletedAt, err = fastjson.GetTime(v, "deleted_at"); err != nil {
		return nil, err
	}
	if b.TinyField, err = fjDecodeTiny(v.Get("tiny_field")); err != nil {
		return nil, fmt.Errorf("tiny_field: %w", err)
	}
	if b.MediumField, err = fjDecodeMedium(v.Get("medium_field")); err != nil {
		return nil, fmt.Errorf("medium_field: %w", err)
	}
	return b, nil
}

func fjDecodeHuge(v *fastjson.Value) (*Huge, error) {
	if fastjson.IsNull(v) {
		return nil, nil
	}
	if err := fastjson.Object(v); err != nil {
		return nil, err
	}
	h := new(Huge)
	var err error
	if h.BigSlice, err = fastjson.DecodeList(v.Get("big_slice"), fjDecodeBig); err != nil {
		return nil, fmt.Errorf("big_slice: %w", err)
	}
	if h.BiggerSlice, err = fastjson.DecodeList(v.Get("bigger_slice"), fjDecodeBig); err != nil {
		return nil, fmt.Errorf("bigger_slice: %w", err)
	}
	if h.TheBiggestSlice, err = fastjson.DecodeList(v.Get("the_biggest_slice"), fjDecodeBig); err != nil {
		return nil, fmt.Errorf("the_biggest_slice: %w", err)
	}
	return h, nil
}

func fjDecodeComplex(v *fastjson.Value) (*ComplexAndHuge, error) {
	if fastjson.IsNull(v) {
		return nil, nil
	}
	if err := fastjson.Object(v); err != nil {
		return nil, err
	}
	c := new(ComplexAndHuge)
	m := v.Get("complex_map")
	if fastjson.IsNull(m) {
		return c, nil
	}
	o, err := m.Object()
	if err != nil {
		return nil, fmt.Errorf("complex_map: %w", err)
	}
	c.ComplexMap = make(ComplexMap, o.Len())
	o.Visit(func(key []byte, v *fastjson.Value) {
		if err != nil {
			return
		}
		var h *Huge
		if h, err = fjDecodeHuge(v); err != nil {
			err = fmt.Errorf("complex_map: %s: %w", key, err)
			return
		}
		c.ComplexMap[string(key)] = h
	})
	if err != nil {
		return nil, err
	}
	return c, nil
}

// fjDecodeWrapper reads an array wrapper struct: one field, or null.
func fjDecodeWrapper[T any](v *fastjson.Value, key string, field func(*T, *fastjson.Value) error) (*T, error) {
	if fastjson.IsNull(v) {
		return nil, nil
	}
	if err := fastjson.Object(v); err != nil {
		return nil, err
	}
	t := new(T)
	if err := field(t, v.Get(key)); err != nil {
		return nil, fmt.Errorf("%s: %w", key, err)
	}
	return t, nil
}
