// Package avro is the Avro codec of github.com/hamba/avro/v2: schema-driven
// reflection over Go structs whose field names are the schema's. A dataset
// offers, per model type, its parsed schema and the Go type hamba/avro
// encodes (the model itself, or a mirror where the model holds a type
// hamba/avro cannot carry) through Conv.
package avro

import (
	"fmt"
	"sync"

	"github.com/hamba/avro/v2"

	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// Name is the codec's name.
const Name = "avro"

// Codec is avro.Marshal and avro.Unmarshal with the dataset's schema.
var Codec = suite.Codec{
	Name:   Name,
	Title:  "Avro (hamba/avro)",
	Module: "github.com/hamba/avro/v2",
	URL:    "https://pkg.go.dev/github.com/hamba/avro/v2",
	Family: "Avro",
	Labels: []string{suite.LabelReflection, suite.LabelBinary},
	Notes: "avro.Marshal(schema, v) and avro.Unmarshal(schema, b, &v) with the package's DefaultConfig (no " +
		"options; its 1 MiB limit on one string or bytes value is never reached here), on a schema per model type " +
		"parsed once at start-up: the dataset's .avsc, or for boutique the schemas protoc-gen-serbench generates " +
		"from boutique.proto. Struct fields match the schema's fields by Go field name, so the models carry no " +
		"avro tags. The library works through reflect2 and unsafe pointers, and decodes strings and short bytes " +
		"into a shared slab (copies of the input). uint32 is a long; uint64 can only be an 8-byte big-endian " +
		"fixed, so tickdata's Timestamp is one. transaction goes through a mirror type (untimed): R and S as " +
		"32-byte fixeds, Nonce as a long, every pointer a union with null. structs binds tiny and tiny-slice, " +
		"the variants without times.",
	Unfit: unfit(),
	Bind:  suite.BindOffered(binder.bind),
}

// Conv is what a dataset offers for model M: the schema of V, the Go type
// hamba/avro encodes, and the untimed conversions between M and V. When V
// is M (Same), the conversions are the identity and the dataset's Digest
// is the read visit.
type Conv[M, V any] struct {
	// Schema returns V's schema: Parsed, so that a program that never
	// binds this codec never parses it (a parsed schema is live heap that
	// every other codec's GC cycles would mark; see docs/methodology.md).
	Schema    func() (avro.Schema, error)
	FromModel func(M) (V, error)
	ToModel   func(V) (M, error)
	// Visit adds V's fields to h as the dataset's Digest adds the model's;
	// nil when V is M.
	Visit func(*digest.Hasher, V)
}

// Same is the Conv of a model type that hamba/avro encodes itself.
func Same[M any](schema func() (avro.Schema, error)) Conv[M, M] {
	id := func(m M) (M, error) { return m, nil }
	return Conv[M, M]{Schema: schema, FromModel: id, ToModel: id}
}

type binder interface{ bind() suite.Binding }

// Parsed returns schema's parser, which parses it once, on first call.
func Parsed(schema string) func() (avro.Schema, error) {
	return sync.OnceValues(func() (avro.Schema, error) { return avro.Parse(schema) })
}

func (c Conv[M, V]) bind() suite.Binding {
	schema, err := c.Schema()
	if err != nil {
		return suite.BindErr[M](fmt.Errorf("avro: schema: %w", err))
	}
	return suite.Bind(suite.Funcs[M, V]{
		FromModel: c.FromModel,
		ToModel:   c.ToModel,
		Visit:     c.Visit,
		Encode: func(v V) ([]byte, error) {
			b, err := avro.Marshal(schema, v)
			if err != nil {
				return nil, fmt.Errorf("avro: %w", err)
			}
			return b, nil
		},
		Decode: func(b []byte) (V, error) {
			var v V
			if err := avro.Unmarshal(schema, b, &v); err != nil {
				return v, fmt.Errorf("avro: %w", err)
			}
			return v, nil
		},
	})
}

// timedVariants are the structs variants holding *time.Time values.
var timedVariants = []string{"medium", "big", "huge", "complexmap", "medium-slice", "big-slice", "huge-slice", "complexmap-slice"}

// unfit leaves out the structs variants with times.
func unfit() map[string]string {
	u := map[string]string{
		"citm": "An Avro map's keys are strings (the specification: \"Map keys are assumed to be strings\"), and " +
			"the catalogue's maps are keyed by int64 ids (areaNames, events, ...): hamba/avro has no schema for them.",
		"canada": "hamba/avro encodes the model itself, and its positions are [2]float64 arrays, which it refuses " +
			"(\"avro: [][2]float64 is unsupported for avro record\"): an Avro array decodes into a slice only.",
	}
	for _, v := range timedVariants {
		u["structs/"+v] = "Its *time.Time values are UTC with nanoseconds; hamba/avro has no timestamp-nanos " +
			"and keeps at most microseconds (timestamp-micros), so every time would lose its nanoseconds."
	}
	return u
}
