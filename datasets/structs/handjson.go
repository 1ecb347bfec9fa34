package structs

import (
	"fmt"

	"github.com/serbench/serbench/codecs/fastjson"
	"github.com/serbench/serbench/codecs/jx"
)

// handJSON is what the model type M offers the hand-written JSON codecs,
// under the model's json tags: M's encode and decode written out for jx
// and for fastjson.
func handJSON[M any]() []any {
	switch any(*new(M)).(type) {
	case *Tiny:
		return []any{jx.Conv[*Tiny]{Encode: jxTiny, Decode: jxDecodeTiny}, fastjson.Conv[*Tiny]{Encode: fjTiny, Decode: fjDecodeTiny}}
	case *Medium:
		return []any{jx.Conv[*Medium]{Encode: jxMedium, Decode: jxDecodeMedium}, fastjson.Conv[*Medium]{Encode: fjMedium, Decode: fjDecodeMedium}}
	case *Big:
		return []any{jx.Conv[*Big]{Encode: jxBig, Decode: jxDecodeBig}, fastjson.Conv[*Big]{Encode: fjBig, Decode: fjDecodeBig}}
	case *Huge:
		return []any{jx.Conv[*Huge]{Encode: jxHuge, Decode: jxDecodeHuge}, fastjson.Conv[*Huge]{Encode: fjHuge, Decode: fjDecodeHuge}}
	case *ComplexAndHuge:
		return []any{jx.Conv[*ComplexAndHuge]{Encode: jxComplex, Decode: jxDecodeComplex},
			fastjson.Conv[*ComplexAndHuge]{Encode: fjComplex, Decode: fjDecodeComplex}}
	case *TinyArray:
		return []any{
			jx.Conv[*TinyArray]{
				Encode: func(e *jx.Encoder, a *TinyArray) {
					jxWrapper(e, a == nil, "tiny_arr", func() { jx.List(e, a.TinyArr, jxTiny) })
				},
				Decode: func(d *jx.Decoder) (*TinyArray, error) {
					return jxDecodeWrapper(d, "tiny_arr", func(a *TinyArray, d *jx.Decoder) (err error) {
						a.TinyArr, err = jx.DecodeList(d, jxDecodeTiny)
						return err
					})
				},
			},
			fastjson.Conv[*TinyArray]{
				Encode: func(a *fastjson.Arena, m *TinyArray) *fastjson.Value {
					return fjWrapper(a, m == nil, "tiny_arr", func() *fastjson.Value { return fastjson.List(a, m.TinyArr, fjTiny) })
				},
				Decode: func(v *fastjson.Value) (*TinyArray, error) {
					return fjDecodeWrapper(v, "tiny_arr", func(m *TinyArray, v *fastjson.Value) (err error) {
						m.TinyArr, err = fastjson.DecodeList(v, fjDecodeTiny)
						return err
					})
				},
			},
		}
	case *MediumArray:
		return []any{
			jx.Conv[*MediumArray]{
				Encode: func(e *jx.Encoder, a *MediumArray) {
					jxWrapper(e, a == nil, "medium_arr", func() { jx.List(e, a.MediumArr, jxMedium) })
				},
				Decode: func(d *jx.Decoder) (*MediumArray, error) {
					return jxDecodeWrapper(d, "medium_arr", func(a *MediumArray, d *jx.Decoder) (err error) {
						a.MediumArr, err = jx.DecodeList(d, jxDecodeMedium)
						return err
					})
				},
			},
			fastjson.Conv[*MediumArray]{
				Encode: func(a *fastjson.Arena, m *MediumArray) *fastjson.Value {
					return fjWrapper(a, m == nil, "medium_arr", func() *fastjson.Value { return fastjson.List(a, m.MediumArr, fjMedium) })
				},
				Decode: func(v *fastjson.Value) (*MediumArray, error) {
					return fjDecodeWrapper(v, "medium_arr", func(m *MediumArray, v *fastjson.Value) (err error) {
						m.MediumArr, err = fastjson.DecodeList(v, fjDecodeMedium)
						return err
					})
				},
			},
		}
	case *BigArray:
		return []any{
			jx.Conv[*BigArray]{
				Encode: func(e *jx.Encoder, a *BigArray) {
					jxWrapper(e, a == nil, "big_arr", func() { jx.List(e, a.BigArr, jxBig) })
				},
				Decode: func(d *jx.Decoder) (*BigArray, error) {
					return jxDecodeWrapper(d, "big_arr", func(a *BigArray, d *jx.Decoder) (err error) {
						a.BigArr, err = jx.DecodeList(d, jxDecodeBig)
						return err
					})
				},
			},
			fastjson.Conv[*BigArray]{
				Encode: func(a *fastjson.Arena, m *BigArray) *fastjson.Value {
					return fjWrapper(a, m == nil, "big_arr", func() *fastjson.Value { return fastjson.List(a, m.BigArr, fjBig) })
				},
				Decode: func(v *fastjson.Value) (*BigArray, error) {
					return fjDecodeWrapper(v, "big_arr", func(m *BigArray, v *fastjson.Value) (err error) {
						m.BigArr, err = fastjson.DecodeList(v, fjDecodeBig)
						return err
					})
				},
			},
		}
	case *HugeArray:
		return []any{
			jx.Conv[*HugeArray]{
				Encode: func(e *jx.Encoder, a *HugeArray) {
					jxWrapper(e, a == nil, "huge_arr", func() { jx.List(e, a.HugeArr, jxHuge) })
				},
				Decode: func(d *jx.Decoder) (*HugeArray, error) {
					return jxDecodeWrapper(d, "huge_arr", func(a *HugeArray, d *jx.Decoder) (err error) {
						a.HugeArr, err = jx.DecodeList(d, jxDecodeHuge)
						return err
					})
				},
			},
			fastjson.Conv[*HugeArray]{
				Encode: func(a *fastjson.Arena, m *HugeArray) *fastjson.Value {
					return fjWrapper(a, m == nil, "huge_arr", func() *fastjson.Value { return fastjson.List(a, m.HugeArr, fjHuge) })
				},
				Decode: func(v *fastjson.Value) (*HugeArray, error) {
					return fjDecodeWrapper(v, "huge_arr", func(m *HugeArray, v *fastjson.Value) (err error) {
						m.HugeArr, err = fastjson.DecodeList(v, fjDecodeHuge)
						return err
					})
				},
			},
		}
	case *ComplexAndHugeArray:
		return []any{
			jx.Conv[*ComplexAndHugeArray]{
				Encode: func(e *jx.Encoder, a *ComplexAndHugeArray) {
					jxWrapper(e, a == nil, "complex_arr", func() { jx.List(e, a.ComplexAndHugeArr, jxComplex) })
				},
				Decode: func(d *jx.Decoder) (*ComplexAndHugeArray, error) {
					return jxDecodeWrapper(d, "complex_arr", func(a *ComplexAndHugeArray, d *jx.Decoder) (err error) {
						a.ComplexAndHugeArr, err = jx.DecodeList(d, jxDecodeComplex)
						return err
					})
				},
			},
			fastjson.Conv[*ComplexAndHugeArray]{
				Encode: func(a *fastjson.Arena, m *ComplexAndHugeArray) *fastjson.Value {
					return fjWrapper(a, m == nil, "complex_arr", func() *fastjson.Value { return fastjson.List(a, m.ComplexAndHugeArr, fjComplex) })
				},
				Decode: func(v *fastjson.Value) (*ComplexAndHugeArray, error) {
					return fjDecodeWrapper(v, "complex_arr", func(m *ComplexAndHugeArray, v *fastjson.Value) (err error) {
						m.ComplexAndHugeArr, err = fastjson.DecodeList(v, fjDecodeComplex)
						return err
					})
				},
			},
		}
	}
	return nil
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
