// Package msgpack is the github.com/vmihailenco/msgpack/v5 codec: a
// reflection codec, bound to the models' own Go values.
package msgpack

import (
	"fmt"

	"github.com/vmihailenco/msgpack/v5"

	"github.com/serbench/serbench/suite"
)

// Name is the codec's name.
const Name = "msgpack"

// Codec is msgpack.Marshal and msgpack.Unmarshal with default options.
var Codec = suite.Codec{
	Name:   Name,
	Title:  "MessagePack (vmihailenco/msgpack/v5)",
	Module: "github.com/vmihailenco/msgpack/v5",
	URL:    "https://github.com/vmihailenco/msgpack",
	Family: "MessagePack",
	Labels: []string{suite.LabelReflection, suite.LabelBinary},
	Notes: "msgpack.Marshal and msgpack.Unmarshal on the model values, default options: structs as maps keyed " +
		"by field name, sized integers at their Go width (an int64 in 9 bytes: UseCompactInts is off), " +
		"times as the MessagePack timestamp extension (nanoseconds), big.Int through its MarshalText and UnmarshalText.",
	Bind: func(m suite.Model) (suite.Binding, bool) {
		return m.BindModel(suite.ModelFuncs{Marshal: marshal, Unmarshal: unmarshal}), true
	},
}

func marshal(v any) ([]byte, error) {
	b, err := msgpack.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("msgpack: %w", err)
	}
	return b, nil
}

func unmarshal(b []byte, ptr any) error {
	if err := msgpack.Unmarshal(b, ptr); err != nil {
		return fmt.Errorf("msgpack: %w", err)
	}
	return nil
}
