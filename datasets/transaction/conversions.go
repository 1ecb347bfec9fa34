package transaction

import (
	"fmt"
	"math/big"

	"github.com/serbench/serbench/codecs/bebop"
	"github.com/serbench/serbench/codecs/capnp"
	"github.com/serbench/serbench/codecs/colfer"
	"github.com/serbench/serbench/codecs/flatbuffers"
	"github.com/serbench/serbench/codecs/gogofaster"
	muscodec "github.com/serbench/serbench/codecs/mus"
	"github.com/serbench/serbench/codecs/protobuf"
	"github.com/serbench/serbench/codecs/symphony"
	"github.com/serbench/serbench/codecs/thrift"
	"github.com/serbench/serbench/datasets/transaction/capnpb"
	"github.com/serbench/serbench/datasets/transaction/fb"
	"github.com/serbench/serbench/datasets/transaction/pb"
	"github.com/serbench/serbench/digest"
)

// protoConv is the protobuf conversion, shared by the Symphony codecs.
func protoConv() protobuf.Conv[[]*Transaction, *pb.Transactions] {
	return protobuf.Conv[[]*Transaction, *pb.Transactions]{
		New:       func() *pb.Transactions { return new(pb.Transactions) },
		FromModel: toProto,
		ToModel:   fromProto,
		Visit:     visitProto,
	}
}

// conversions are what the model offers codecs beyond its own Go values.
func conversions() []any {
	conv := protoConv()
	return []any{
		easyjsonTransactions(Digest),
		conv,
		flatbuffers.Offer(fbBuildTransactions, fb.GetRootAsTransactions, fbVisitTransactions, fbToTransactions),
		capnp.Offer(capnpb.NewRootTransactions, cpSetTransactions, capnpb.ReadRootTransactions, cpVisitTransactions, cpToTransactions),
		msgpTransactions(msgpVisit),
		bencConv(),
		muscodec.Offer(transactionsMUS),
		symphony.Offer(conv, pb.OpenTransactionsRaw, visitRaw),
		gogofaster.Offer(conv, visitGogo),
		colfer.Offer(toColfer, fromColfer, visitColfer),
		bebop.Offer(toBebop, fromBebop, visitBebop),
		thrift.Offer(toThrift, fromThrift, visitThrift),
		avroConv(),
		goavroConv(),
		baselineConv(),
		jxConv(),
		fastjsonConv(),
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

// visitRaw is Digest computed through the Symphony Raw getters, in
// visitProto's order: bytes are sub-slices of the message, never copied.
func visitRaw(h *digest.Hasher, r pb.TransactionsRaw) error {
	txs, err := r.Txx()
	if err != nil {
		return err
	}
	n := txs.Len()
	h.Len(n)
	for i := range n {
		t, err := txs.Next()
		if err == nil {
			err = visitTxRaw(h, t)
		}
		if err != nil {
			return fmt.Errorf("transaction %d: %w", i, err)
		}
	}
	return nil
}

func visitTxRaw(h *digest.Hasher, t pb.TransactionRaw) error {
	h.Len(1) // present: Symphony, like protobuf, has no nil elements
	data, err := t.Data()
	if err != nil {
		return err
	}
	h.Bytes(data)
	// Empty bytes are absent, as in protobuf: proto3 cannot tell them apart.
	from, err := t.From()
	if err != nil {
		return err
	}
	if len(from) == 0 {
		h.Len(0)
	} else {
		h.Len(1)
		h.Bytes(from)
	}
	sig, err := t.Signature()
	if err != nil {
		return err
	}
	if len(sig) != 2*ScalarLen {
		h.Len(0)
	} else {
		h.Len(1)
		h.Bytes(sig[:ScalarLen])
		h.Bytes(sig[ScalarLen:])
	}
	nonce, err := t.Nonce()
	if err != nil {
		return err
	}
	h.Uint64(nonce)
	return nil
}
