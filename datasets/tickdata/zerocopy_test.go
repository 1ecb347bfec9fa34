package tickdata

import (
	"testing"

	"github.com/serbench/serbench/codecs/capnp"
	"github.com/serbench/serbench/codecs/flatbuffers"
	"github.com/serbench/serbench/suite"
)

// FlatBuffers and Cap'n Proto carry an empty message too (the binding tests
// cover every variant's generated ones).
func TestZeroCopyEmpty(t *testing.T) {
	def := Dataset().(*suite.Def[*TickData])
	for _, c := range []suite.Codec{flatbuffers.Codec, capnp.Codec} {
		if err := suite.Validate(def, &c, []*TickData{{}}); err != nil {
			t.Errorf("%s: %v", c.Name, err)
		}
	}
}
