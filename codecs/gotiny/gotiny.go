// Package gotiny is the github.com/niubaoshu/gotiny codec: a compact
// reflection codec of Go values, bound to the models' own Go values.
package gotiny

import (
	"fmt"
	"reflect"

	"github.com/niubaoshu/gotiny"

	"github.com/serbench/serbench/codecs/internal/deref"
	"github.com/serbench/serbench/suite"
)

// Name is the codec's name.
const Name = "gotiny"

// Codec is gotiny.Marshal and gotiny.Unmarshal.
var Codec = suite.Codec{
	Name:   Name,
	Title:  "gotiny",
	Module: "github.com/niubaoshu/gotiny",
	URL:    "https://github.com/niubaoshu/gotiny",
	Family: "binary (Go structs)",
	// It reads and writes every field through unsafe.Pointer.
	Labels: []string{suite.LabelReflection, suite.LabelBinary, suite.LabelUnsafe},
	Notes: "gotiny.Marshal and gotiny.Unmarshal on a pointer to the model value (the model itself where it is a " +
		"pointer, read into a new value): fields in declaration order with no names, unexported ones included, " +
		"built on unsafe.Pointer. It returns no errors but panics on bad input, which the codec turns into one.",
	Bind: func(m suite.Model) (suite.Binding, bool) {
		return m.BindModel(suite.ModelFuncs{Marshal: marshal, Unmarshal: unmarshal}), true
	},
}

// gotiny encodes what a pointer points to and decodes into a pointer's
// target, as a caller holding a *T passes it: a model that is a pointer
// (every dataset but transaction) is encoded as the value it points to, and
// decoded into a new one (deref.Decode); a model that is not (transaction's
// slice) is encoded through a pointer to a copy of it.

func marshal(v any) (b []byte, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("gotiny: encode: %v", r)
		}
	}()
	rv := reflect.ValueOf(v)
	switch {
	case !rv.IsValid():
		return nil, fmt.Errorf("gotiny: encode: nil value")
	case rv.Kind() == reflect.Pointer:
		if rv.IsNil() {
			return nil, fmt.Errorf("gotiny: encode: nil %T", v)
		}
		return gotiny.Marshal(v), nil
	default:
		p := reflect.New(rv.Type())
		p.Elem().Set(rv)
		return gotiny.Marshal(p.Interface()), nil
	}
}

func unmarshal(b []byte, ptr any) (err error) {
	// gotiny has no error results: a short or corrupt input panics (an
	// index out of range), which must not take serbench down.
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("gotiny: decode: %v", r)
		}
	}()
	return deref.Decode(ptr, func(into any) error {
		if n := gotiny.Unmarshal(b, into); n != len(b) {
			return fmt.Errorf("gotiny: decode read %d of %d bytes", n, len(b))
		}
		return nil
	})
}
