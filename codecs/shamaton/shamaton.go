// Package shamaton is the github.com/shamaton/msgpack/v3 codecs, in its two
// struct layouts: reflection codecs, bound to the models' own Go values.
package shamaton

import (
	"fmt"

	"github.com/shamaton/msgpack/v3"

	"github.com/serbench/serbench/suite"
)

// The codecs' names.
const (
	Name      = "shamaton-msgpack"
	ArrayName = "shamaton-msgpack-array"
)

// Codecs are the map form (structs as maps keyed by field name, which any
// MessagePack reader can take) and the array form (structs as arrays in
// field order: smaller and faster, readable only by the same struct).
var Codecs = []suite.Codec{
	codec(Name, "map", "MarshalAsMap and UnmarshalAsMap", msgpack.MarshalAsMap, msgpack.UnmarshalAsMap),
	codec(ArrayName, "array", "MarshalAsArray and UnmarshalAsArray", msgpack.MarshalAsArray, msgpack.UnmarshalAsArray),
}

func codec(name, mode, funcs string, enc func(any) ([]byte, error), dec func([]byte, any) error) suite.Codec {
	marshal := func(v any) ([]byte, error) {
		b, err := enc(v)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		return b, nil
	}
	unmarshal := func(b []byte, ptr any) error {
		if err := dec(b, ptr); err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		return nil
	}
	return suite.Codec{
		Name:   name,
		Title:  "MessagePack (shamaton/msgpack/v3, " + mode + " mode)",
		Module: "github.com/shamaton/msgpack/v3",
		URL:    "https://github.com/shamaton/msgpack",
		Family: "MessagePack",
		Labels: []string{suite.LabelReflection, suite.LabelBinary},
		Notes: "msgpack." + funcs + " on the model values, default options: structs as MessagePack " + mode +
			"s (fields in declaration order), times as the MessagePack timestamp extension (nanoseconds), a Go " +
			"map's entries in Go's iteration order, which changes from call to call. v3.1.0 (serbench used v2.4.0 " +
			"until 2026-11-27) changed two things: a decoded time.Time is in UTC (v2: Local; the same instant), " +
			"and an embedded struct's fields are written as the outer struct's own, as encoding/json does (v2 " +
			"wrote it as one field named after its type). Neither reaches the datasets' models: v3.1.0 wrote the " +
			"same bytes as v2.4.0 for every message of every variant in both forms (structs' complexmap variants, " +
			"a Go map, the same sizes in another order, as either version gives from call to call).",
		Unfit: map[string]string{
			"transaction": "Signature.R and S are *big.Int, which has no exported fields and no method this library uses: " +
				"it writes an empty " + mode + " and reads back 0.",
		},
		Bind: func(m suite.Model) (suite.Binding, bool) {
			return m.BindModel(suite.ModelFuncs{Marshal: marshal, Unmarshal: unmarshal}), true
		},
	}
}
