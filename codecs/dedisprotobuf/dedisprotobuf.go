// Package dedisprotobuf is go.dedis.ch/protobuf: Protocol Buffers written
// and read by reflection over plain Go structs, with no .proto file and no
// generated code, bound to the models' own values.
package dedisprotobuf

import (
	"fmt"
	"reflect"

	"go.dedis.ch/protobuf"

	"github.com/serbench/serbench/suite"
)

// Name is the codec's name.
const Name = "dedis-protobuf"

// Codec is protobuf.Encode and protobuf.Decode.
var Codec = suite.Codec{
	Name:   Name,
	Title:  "Protocol Buffers (go.dedis.ch/protobuf)",
	Module: "go.dedis.ch/protobuf",
	URL:    "https://pkg.go.dev/go.dedis.ch/protobuf",
	Family: "Protocol Buffers",
	Labels: []string{suite.LabelReflection, suite.LabelBinary},
	Notes: "protobuf.Encode and protobuf.Decode on the model struct (field numbers from field order), default " +
		"options; decode first allocates the model's top-level struct, as Decode takes a pointer to a struct.",
	Unfit: map[string]string{
		"transaction": "the message is a []*Transaction and protobuf.Encode takes only a pointer to a struct " +
			"(\"encode takes a pointer to struct\"); within a struct, Signature's *big.Int R and S are refused as well " +
			"(\"struct has no serializable fields (field abs)\"), big.Int having only unexported fields",
	},
	Bind: func(m suite.Model) (suite.Binding, bool) {
		return m.BindModel(suite.ModelFuncs{Marshal: marshal, Unmarshal: unmarshal}), true
	},
}

func marshal(v any) ([]byte, error) {
	b, err := protobuf.Encode(v)
	if err != nil {
		return nil, fmt.Errorf("dedis-protobuf: %w", err)
	}
	return b, nil
}

// unmarshal decodes into ptr, which points to the model value. Decode takes
// a pointer to a struct and cannot allocate one, so for a model that is a
// pointer (*T, ptr a **T) it decodes into a new T, as its callers do.
func unmarshal(b []byte, ptr any) error {
	target := reflect.ValueOf(ptr).Elem()
	if target.Kind() != reflect.Pointer {
		if err := protobuf.Decode(b, ptr); err != nil {
			return fmt.Errorf("dedis-protobuf: %w", err)
		}
		return nil
	}
	fresh := reflect.New(target.Type().Elem())
	if err := protobuf.Decode(b, fresh.Interface()); err != nil {
		return fmt.Errorf("dedis-protobuf: %w", err)
	}
	target.Set(fresh)
	return nil
}
