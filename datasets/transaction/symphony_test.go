package transaction

import (
	"testing"

	"github.com/serbench/serbench/codecs/symphony"
)

// The Symphony forms round-trip to equal protobuf messages and the Raw
// read gives the wire form's digest, also with absent fields and no
// elements.
func TestSymphonyForms(t *testing.T) {
	for i, txs := range [][]*Transaction{Generate(3), {}, {{Nonce: 7}}} {
		w, err := ToWire(txs)
		if err != nil {
			t.Fatal(err)
		}
		if err := symphony.Offer(protobufWireTransactions(), symOpenWireTransactions, symVisitWireTransactions).Check(w, hashWireTransactions); err != nil {
			t.Errorf("case %d: %v", i, err)
		}
	}
}
