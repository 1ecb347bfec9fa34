//go:build !serbench_lean || serbench_protobuf

package transaction

import (
	"fmt"
	"math/big"

	"github.com/serbench/serbench/codecs/protobuf"
	"github.com/serbench/serbench/datasets/transaction/pb"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

var _ = suite.Offer(&offers, "", protoConv)

// protoConv is the protobuf conversion, shared by the Symphony and gogofaster conversions.
func protoConv() protobuf.Conv[[]*Transaction, *pb.Transactions] {
	return protobuf.Conv[[]*Transaction, *pb.Transactions]{
		New:       func() *pb.Transactions { return new(pb.Transactions) },
		FromModel: toProto,
		ToModel:   fromProto,
		Visit:     visitProto,
	}
}

// toProto shares Data and Key with the model (conversion is untimed and
// the bytes are never written) and packs the signature as R‖S.
func toProto(txs []*Transaction) (*pb.Transactions, error) {
	out := &pb.Transactions{Txx: make([]*pb.Transaction, len(txs))}
	for i, tx := range txs {
		p := &pb.Transaction{Data: tx.Data, Nonce: tx.Nonce}
		if tx.From != nil {
			p.From = tx.From.Key
		}
		if tx.Signature != nil {
			sig := make([]byte, 2*ScalarLen)
			if !scalarBytes(sig[:ScalarLen], tx.Signature.R) || !scalarBytes(sig[ScalarLen:], tx.Signature.S) {
				return nil, fmt.Errorf("transaction %d: signature scalar does not fit %d bytes", i, ScalarLen)
			}
			p.Signature = sig
		}
		out.Txx[i] = p
	}
	return out, nil
}

func fromProto(p *pb.Transactions) ([]*Transaction, error) {
	out := make([]*Transaction, len(p.GetTxx()))
	for i, t := range p.GetTxx() {
		tx := &Transaction{Data: t.GetData(), Nonce: t.GetNonce()}
		if t.GetFrom() != nil {
			tx.From = &PublicKey{Key: t.GetFrom()}
		}
		if sig := t.GetSignature(); len(sig) > 0 {
			if len(sig) != 2*ScalarLen {
				return nil, fmt.Errorf("transaction %d: signature of %d bytes, want %d", i, len(sig), 2*ScalarLen)
			}
			tx.Signature = &Signature{R: new(big.Int).SetBytes(sig[:ScalarLen]), S: new(big.Int).SetBytes(sig[ScalarLen:])}
		}
		out[i] = tx
	}
	return out, nil
}

// visitProto is Digest computed through the generated getters.
func visitProto(h *digest.Hasher, p *pb.Transactions) {
	txs := p.GetTxx()
	h.Len(len(txs))
	for _, t := range txs {
		h.Len(1) // present: protobuf has no nil elements
		h.Bytes(t.GetData())
		if from := t.GetFrom(); from == nil {
			h.Len(0)
		} else {
			h.Len(1)
			h.Bytes(from)
		}
		if sig := t.GetSignature(); len(sig) != 2*ScalarLen {
			h.Len(0)
		} else {
			h.Len(1)
			h.Bytes(sig[:ScalarLen])
			h.Bytes(sig[ScalarLen:])
		}
		h.Uint64(t.GetNonce())
	}
}
