package tickdata

import (
	"testing"

	"github.com/serbench/serbench/codecs/symphony"
	"github.com/serbench/serbench/datasets/tickdata/pb"
)

// The Symphony forms round-trip to equal protobuf messages and the Raw
// read gives the model's digest, also on an empty message.
func TestSymphonyForms(t *testing.T) {
	for i, td := range []*TickData{Seed(), Filled(), {}} {
		if err := symphony.Offer(protoConv(), pb.OpenTickDataRaw, visitRaw).Check(td, Digest); err != nil {
			t.Errorf("case %d: %v", i, err)
		}
	}
}
