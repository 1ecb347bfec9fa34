//go:build !serbench_lean || serbench_jx

package objectlist

import (
	"fmt"

	"github.com/serbench/serbench/codecs/jx"
	"github.com/serbench/serbench/suite"
)

var _ = suite.Offer(&offers, "Object", jxConv)

// jxConv is Object by hand for jx, under the model's json tags.
func jxConv() jx.Conv[*Object] {
	return jx.Conv[*Object]{Encode: jxEncode, Decode: jxDecode}
}

func jxEncode(e *jx.Encoder, o *Object) {
	if o == nil {
		e.Null()
		return
	}
	e.ObjStart()
	e.FieldStart("string_prop_1")
	e.Str(o.StringProp1)
	e.FieldStart("string_prop_2")
	e.Str(o.StringProp2)
	e.FieldStart("list")
	if o.List == nil {
		e.Null()
	} else {
		e.ArrStart()
		for i := range o.List {
			el := &o.List[i]
			e.ObjStart()
			e.FieldStart("string_prop")
			e.Str(el.StringProp)
			e.FieldStart("int_prop")
			e.Int64(el.IntProp)
			e.ObjEnd()
		}
		e.ArrEnd()
	}
	e.ObjEnd()
}

func jxDecode(d *jx.Decoder) (*Object, error) {
	if null, err := jx.IsNull(d); null || err != nil {
		return nil, err
	}
	o := new(Object)
	err := d.ObjBytes(func(d *jx.Decoder, key []byte) error {
		var err error
		switch string(key) {
		case "string_prop_1":
			o.StringProp1, err = d.Str()
		case "string_prop_2":
			o.StringProp2, err = d.Str()
		case "list":
			o.List, err = jxDecodeList(d)
		default:
			return d.Skip()
		}
		if err != nil {
			return fmt.Errorf("%s: %w", key, err)
		}
		return nil
	})
	return o, err
}

func jxDecodeList(d *jx.Decoder) ([]Embedded, error) {
	if null, err := jx.IsNull(d); null || err != nil {
		return nil, err
	}
	list := []Embedded{}
	err := d.Arr(func(d *jx.Decoder) error {
		var el Embedded
		err := d.ObjBytes(func(d *jx.Decoder, key []byte) error {
			var err error
			switch string(key) {
			case "string_prop":
				el.StringProp, err = d.Str()
			case "int_prop":
				el.IntProp, err = d.Int64()
			default:
				return d.Skip()
			}
			if err != nil {
				return fmt.Errorf("%s: %w", key, err)
			}
			return nil
		})
		list = append(list, el)
		return err
	})
	return list, err
}
