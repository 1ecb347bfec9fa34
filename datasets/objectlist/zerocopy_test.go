package objectlist

import (
	"testing"

	"github.com/serbench/serbench/codecs/capnp"
	"github.com/serbench/serbench/codecs/flatbuffers"
	"github.com/serbench/serbench/suite"
)

// FlatBuffers and Cap'n Proto carry empty objects and lists too (the
// binding tests cover every variant's generated ones).
func TestZeroCopyEdgeCases(t *testing.T) {
	def := Dataset().(*suite.Def[*Object])
	edges := []*Object{{}, {List: []Embedded{}}, {StringProp1: "déjà", List: []Embedded{{}, {StringProp: "x", IntProp: -1}}}}
	for _, c := range []suite.Codec{flatbuffers.Codec, capnp.Codec} {
		if err := suite.Validate(def, &c, edges); err != nil {
			t.Errorf("%s: %v", c.Name, err)
		}
	}
}
