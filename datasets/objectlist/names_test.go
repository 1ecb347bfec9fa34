package objectlist

import (
	"testing"

	"github.com/serbench/serbench/codecs/dedisprotobuf"
)

// dataset.go writes dedis-protobuf's known failure out, so that it imports
// no codec package: it must still be the codec's own text.
func TestDedisZigzagIsTheCodecs(t *testing.T) {
	if dedisZigzag.Codec != dedisprotobuf.Name || dedisZigzag.Why != "go.dedis.ch/protobuf v1.0.11: "+dedisprotobuf.Zigzag {
		t.Errorf("dedisZigzag is not codecs/dedisprotobuf's: %+v", dedisZigzag)
	}
}
