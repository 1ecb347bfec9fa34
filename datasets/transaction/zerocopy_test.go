package transaction

import (
	"math/big"
	"testing"

	"capnproto.org/go/capnp/v3"
	flatbuffers "github.com/google/flatbuffers/go"

	cpcodec "github.com/serbench/serbench/codecs/capnp"
	fbcodec "github.com/serbench/serbench/codecs/flatbuffers"
	"github.com/serbench/serbench/datasets/transaction/capnpb"
	"github.com/serbench/serbench/datasets/transaction/fb"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// zeroCopyCases are generated transactions and the edge cases the model
// allows: absent and empty fields, small scalars, none at all.
func zeroCopyCases() map[string][]*Transaction {
	edges := Generate(4)
	edges[0].From = nil
	edges[1].Signature = nil
	edges[2].From.Key = []byte{}
	edges[2].Data = nil
	edges[3].Signature = &Signature{R: big.NewInt(0), S: big.NewInt(1)}
	return map[string][]*Transaction{
		"generated": Generate(50),
		"edges":     edges,
		"empty":     {},
	}
}

// FlatBuffers and Cap'n Proto, through their codecs, on those cases.
func TestZeroCopyCases(t *testing.T) {
	def := Dataset().(*suite.Def[[]*Transaction])
	for name, txs := range zeroCopyCases() {
		for _, c := range []suite.Codec{fbcodec.Codec, cpcodec.Codec} {
			if err := suite.Validate(def, &c, [][]*Transaction{txs}); err != nil {
				t.Errorf("%s/%s: %v", name, c.Name, err)
			}
		}
	}
}

// A scalar over 32 bytes must not pass: capnp refuses to set it, and the
// FlatBuffers build stores a signature every reader rejects.
func TestZeroCopyRejectsBadSignature(t *testing.T) {
	txs := Generate(1)
	txs[0].Signature.R = new(big.Int).Lsh(big.NewInt(1), 300)
	_, seg, err := capnp.NewMessage(capnp.SingleSegment(nil))
	if err != nil {
		t.Fatal(err)
	}
	root, err := capnpb.NewRootTransactions(seg)
	if err != nil {
		t.Fatal(err)
	}
	if err := cpSetTransactions(root, txs); err == nil {
		t.Error("capnp: a 301-bit scalar was set")
	}
	b := flatbuffers.NewBuilder(1024)
	b.Finish(fbBuildTransactions(b, txs))
	fbRoot := fb.GetRootAsTransactions(b.FinishedBytes(), 0)
	if _, err := fbToTransactions(fbRoot); err == nil {
		t.Error("flatbuffers: a 301-bit scalar read back")
	}
	h := digest.New()
	fbVisitTransactions(&h, fbRoot)
	if h.Sum() == digest.Of(Digest, txs) {
		t.Error("flatbuffers: a 301-bit scalar matched the digest")
	}
}
