// Package msgpackgen is the github.com/shamaton/msgpackgen codec:
// MessagePack through the code msgpackgen generates for a package's Go
// types, run on the datasets' own model types (no mirror), in both struct
// layouts of its runtime (shamaton/msgpack): as maps keyed by field name
// and as arrays in field order.
//
// msgpackgen writes, per package, four resolver functions (encode and
// decode, as a map and as an array: a type switch over the package's types
// calling each type's generated code) and RegisterGeneratedResolver, which
// installs them as the one global resolver that msgpackgen/msgpack.Marshal
// and Unmarshal consult first. A binary of several datasets has several
// such packages and one global, so the codec calls the dataset package's
// resolver functions itself, as Marshal would after installing them: a
// dataset offers them with its model type (Offer; tools/msgpackgenrun
// writes the offers beside msgpackgen's code).
package msgpackgen

import (
	"errors"
	"fmt"

	"github.com/serbench/serbench/suite"
)

// The codecs' names.
const (
	Name      = "msgpackgen"
	ArrayName = "msgpackgen-array"
)

// Version is msgpackgen's version go.mod requires (its latest release).
const Version = "v0.3.0"

// Encoder and Decoder are msgpackgen's generated resolver functions: a
// decoder reports whether it knew the type.
type (
	Encoder func(v any) ([]byte, error)
	Decoder func(data []byte, v any) (bool, error)
)

// Conv is what a dataset offers for model type *T: its package's
// generated resolvers.
type Conv[T any] struct {
	encMap, encArray Encoder
	decMap, decArray Decoder
}

// Offer returns the Conv of *T with the package's resolvers, in
// msgpack.SetResolver's order.
func Offer[T any](encMap, encArray Encoder, decMap, decArray Decoder) Conv[T] {
	return Conv[T]{encMap: encMap, encArray: encArray, decMap: decMap, decArray: decArray}
}

// binder is a Conv with its type hidden.
type binder interface {
	bind(array bool) suite.Binding
}

var errUnresolved = errors.New("the generated resolver has no code for the type")

func (c Conv[T]) bind(array bool) suite.Binding {
	enc, dec, name := c.encMap, c.decMap, Name
	if array {
		enc, dec, name = c.encArray, c.decArray, ArrayName
	}
	return suite.Bind(suite.Funcs[*T, *T]{
		FromModel: func(m *T) (*T, error) { return m, nil },
		ToModel:   func(m *T) (*T, error) { return m, nil },
		Encode: func(m *T) ([]byte, error) {
			b, err := enc(m)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", name, err)
			}
			if b == nil {
				return nil, fmt.Errorf("%s: %T: %w", name, m, errUnresolved)
			}
			return b, nil
		},
		Decode: func(b []byte) (*T, error) {
			m := new(T)
			ok, err := dec(b, m)
			if err != nil {
				return m, fmt.Errorf("%s: %w", name, err)
			}
			if !ok {
				return m, fmt.Errorf("%s: %T: %w", name, m, errUnresolved)
			}
			return m, nil
		},
	})
}

// Codecs are the map form (msgpackgen's default, StructAsArray off) and the
// array form.
var Codecs = []suite.Codec{codec(Name, "map", false), codec(ArrayName, "array", true)}

// complexMap is why structs' ComplexAndHuge has no msgpackgen code.
const complexMap = "msgpackgen " + Version + " writes no code for a struct holding a named map type " +
	"(ComplexAndHuge's ComplexMap, a map[string]*Huge), so it has none for ComplexAndHuge or its array"

// unfit are the models msgpackgen writes no code for, so the datasets
// offer it nothing.
var unfit = map[string]string{
	"transaction": "msgpackgen " + Version + " panics generating code for the model (a nil pointer dereference in its " +
		"generator's filter, internal/generator/gen.go:379), on Signature's *big.Int fields of package math/big",
	"structs/complexmap":       complexMap,
	"structs/complexmap-slice": complexMap,
	"fhir": "msgpackgen " + Version + " writes no code for a struct holding a type of another package (Resource's " +
		"json.RawMessage fields), nor for the structs that hold it, so it has none for Bundle or Entry",
}

func codec(name, mode string, array bool) suite.Codec {
	funcs := "MarshalAsMap and UnmarshalAsMap"
	if array {
		funcs = "MarshalAsArray and UnmarshalAsArray"
	}
	return suite.Codec{
		Name:   name,
		Title:  "MessagePack (shamaton/msgpackgen, " + mode + " mode)",
		Module: "github.com/shamaton/msgpackgen",
		URL:    "https://github.com/shamaton/msgpackgen",
		Family: "MessagePack",
		Labels: []string{suite.LabelCodegen, suite.LabelBinary},
		Notes: "The code msgpackgen " + Version + " (its latest release) generates for the dataset's own model types (go tool " +
			"msgpackgen -strict, no mirror types): structs as MessagePack " + mode + "s, fields in declaration order. The timed " +
			"calls are the package's generated resolver functions, the ones msgpackgen/msgpack." + funcs + " call after " +
			"RegisterGeneratedResolver has installed them globally; serbench calls them itself, since each dataset " +
			"package has its own and the global holds one (strict: a type without generated code fails, never falling " +
			"back to reflection). Encode sizes the message, then writes it into one new buffer; decode is into a new " +
			"value. It writes exactly the bytes of the shamaton-msgpack codecs (shamaton/msgpack v3.1.0's reflection) in the same " +
			"layout (checked on tickdata, boutique, twitter and golang). msgpackgen " + Version + " runs on " +
			"github.com/shamaton/msgpack/v2 (v2.1.0, the version its go.mod requires), not on the v3 the shamaton-msgpack " +
			"codecs use.",
		Unfit: unfit,
		Bind: func(m suite.Model) (suite.Binding, bool) {
			c, ok := suite.Offered[binder](m)
			if !ok {
				return nil, false
			}
			return c.bind(array), true
		},
	}
}
