package transaction

import (
	"testing"

	"github.com/serbench/serbench/codecs/symphony"
	"github.com/serbench/serbench/datasets/transaction/pb"
)

// The Symphony forms round-trip to equal protobuf messages and the Raw
// read gives the model's digest, also with absent fields and no elements.
func TestSymphonyForms(t *testing.T) {
	for i, txs := range [][]*Transaction{Generate(3), {}, {{Nonce: 7}}} {
		if err := symphony.Offer(protoConv(), pb.OpenTransactionsRaw, visitRaw).Check(txs, Digest); err != nil {
			t.Errorf("case %d: %v", i, err)
		}
	}
}
