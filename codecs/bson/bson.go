// Package bson is the go.mongodb.org/mongo-driver/v2/bson codec: a
// reflection codec, bound to the models' own Go values.
package bson

import (
	"fmt"

	"go.mongodb.org/mongo-driver/v2/bson"

	"github.com/serbench/serbench/suite"
)

// Name is the codec's name.
const Name = "bson"

// Codec is bson.Marshal and bson.Unmarshal.
var Codec = suite.Codec{
	Name:   Name,
	Title:  "BSON (mongo-driver/v2/bson)",
	Module: "go.mongodb.org/mongo-driver/v2",
	URL:    "https://pkg.go.dev/go.mongodb.org/mongo-driver/v2/bson",
	Family: "BSON",
	Labels: []string{suite.LabelReflection, suite.LabelBinary},
	Notes:  "bson.Marshal and bson.Unmarshal on the model values, default options: structs as documents keyed by lower-cased field name.",
	Unfit: map[string]string{
		"transaction": "The message is a []*Transaction, and a BSON document's top level must be a document: " +
			"bson.Marshal refuses an array there.",
		"structs": "Times are BSON datetimes, milliseconds since the epoch: the nanoseconds of every *time.Time are lost.",
	},
	Bind: func(m suite.Model) (suite.Binding, bool) {
		return m.BindModel(suite.ModelFuncs{Marshal: marshal, Unmarshal: unmarshal}), true
	},
}

func marshal(v any) ([]byte, error) {
	b, err := bson.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("bson: %w", err)
	}
	return b, nil
}

func unmarshal(b []byte, ptr any) error {
	if err := bson.Unmarshal(b, ptr); err != nil {
		return fmt.Errorf("bson: %w", err)
	}
	return nil
}
