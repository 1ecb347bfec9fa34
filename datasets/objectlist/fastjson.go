//go:build !serbench_lean || serbench_fastjson

package objectlist

import (
	"fmt"

	"github.com/serbench/serbench/codecs/fastjson"
	"github.com/serbench/serbench/suite"
)

var _ = suite.Offer(&offers, "Object", fastjsonConv)

// fastjsonConv is Object by hand for fastjson, under the model's json
// tags.
func fastjsonConv() fastjson.Conv[*Object] {
	return fastjson.Conv[*Object]{Encode: fjEncode, Decode: fjDecode}
}

func fjEncode(a *fastjson.Arena, o *Object) *fastjson.Value {
	if o == nil {
		return a.NewNull()
	}
	v := a.NewObject()
	v.Set("string_prop_1", a.NewString(o.StringProp1))
	v.Set("string_prop_2", a.NewString(o.StringProp2))
	if o.List == nil {
		v.Set("list", a.NewNull())
	} else {
		list := a.NewArray()
		for i := range o.List {
			el := a.NewObject()
			el.Set("string_prop", a.NewString(o.List[i].StringProp))
			el.Set("int_prop", fastjson.Int64(a, o.List[i].IntProp))
			list.SetArrayItem(i, el)
		}
		v.Set("list", list)
	}
	return v
}

func fjDecode(v *fastjson.Value) (*Object, error) {
	if fastjson.IsNull(v) {
		return nil, nil
	}
	if err := fastjson.Object(v); err != nil {
		return nil, err
	}
	o := new(Object)
	var err error
	if o.StringProp1, err = fastjson.GetStr(v, "string_prop_1"); err != nil {
		return nil, err
	}
	if o.StringProp2, err = fastjson.GetStr(v, "string_prop_2"); err != nil {
		return nil, err
	}
	arr, ok, err := fastjson.GetArray(v, "list")
	if !ok {
		return o, err
	}
	o.List = make([]Embedded, len(arr))
	for i, el := range arr {
		if err := fastjson.Object(el); err != nil {
			return nil, fmt.Errorf("list[%d]: %w", i, err)
		}
		if o.List[i].StringProp, err = fastjson.GetStr(el, "string_prop"); err != nil {
			return nil, fmt.Errorf("list[%d]: %w", i, err)
		}
		if o.List[i].IntProp, err = fastjson.GetInt64(el, "int_prop"); err != nil {
			return nil, fmt.Errorf("list[%d]: %w", i, err)
		}
	}
	return o, nil
}
