package tickdata

import (
	"testing"

	"github.com/serbench/serbench/codecs/symphony"
)

// The Symphony forms round-trip to equal protobuf messages and the Raw
// read gives the model's digest, also on an empty message.
func TestSymphonyForms(t *testing.T) {
	for i, td := range []*TickData{Seed(), Filled(), {}} {
		if err := symphony.Offer(protobufTickData(), symOpenTickData, symVisitTickData).Check(td, Digest); err != nil {
			t.Errorf("case %d: %v", i, err)
		}
	}
}
