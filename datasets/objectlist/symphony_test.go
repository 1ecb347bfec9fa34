package objectlist

import (
	"testing"

	"github.com/serbench/serbench/codecs/symphony"
)

// The Symphony forms round-trip to equal protobuf messages and the Raw
// read gives the model's digest, also on an empty object.
func TestSymphonyForms(t *testing.T) {
	objs := []*Object{{}, {StringProp1: "a", List: []Embedded{{StringProp: "b", IntProp: -1}, {}}}}
	for _, v := range []string{Small, Mid} {
		os, err := Generate(v)
		if err != nil {
			t.Fatal(err)
		}
		objs = append(objs, os...)
	}
	for i, o := range objs {
		if err := symphony.Offer(protobufObject(), symOpenObject, symVisitObject).Check(o, Digest); err != nil {
			t.Errorf("case %d: %v", i, err)
		}
	}
}
