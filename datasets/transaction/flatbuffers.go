//go:build !serbench_lean || serbench_flatbuffers

// FlatBuffers conversion of the transaction dataset. The encode builds one
// Transactions table holding every transaction, as the protobuf binding
// encodes one Transactions message, and stores the signature as
// transaction.proto does: R‖S, each left-padded to 32 bytes. Unlike
// protobuf, FlatBuffers keeps an absent vector apart from an empty one, so
// a nil From or Signature is an absent field and an empty key an empty
// vector, and the round trip is exact. A vector of tables has no nil
// elements: a nil transaction is built as an empty table, which reads back
// as a present one, so its digest and round trip fail rather than match.

package transaction

import (
	"bytes"
	"errors"
	"fmt"
	"math/big"

	flatbuffers "github.com/google/flatbuffers/go"

	fbcodec "github.com/serbench/serbench/codecs/flatbuffers"
	"github.com/serbench/serbench/datasets/transaction/fb"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// fbConv is the FlatBuffers conversion.
func fbConv() fbcodec.Conv[[]*Transaction, fb.Transactions, *fb.Transactions] {
	return fbcodec.Offer(fbBuildTransactions, fb.GetRootAsTransactions, fbVisitTransactions, fbToTransactions)
}

var _ = suite.Offer(&offers, "", fbConv)

// fbBuildTransactions builds the Transactions root. A signature whose R or
// S does not fit 32 bytes is stored as an empty vector, which every reader
// rejects: the build has no error to return.
func fbBuildTransactions(b *flatbuffers.Builder, txs []*Transaction) flatbuffers.UOffsetT {
	offs := make([]flatbuffers.UOffsetT, len(txs))
	for i, tx := range txs {
		offs[i] = fbBuildTransaction(b, tx)
	}
	fb.TransactionsStartTxxVector(b, len(offs))
	for i := len(offs) - 1; i >= 0; i-- {
		b.PrependUOffsetT(offs[i])
	}
	oTxx := b.EndVector(len(offs))
	fb.TransactionsStart(b)
	fb.TransactionsAddTxx(b, oTxx)
	return fb.TransactionsEnd(b)
}

func fbBuildTransaction(b *flatbuffers.Builder, tx *Transaction) flatbuffers.UOffsetT {
	if tx == nil {
		fb.TransactionStart(b)
		return fb.TransactionEnd(b)
	}
	// Vectors first: a table under construction cannot hold other objects.
	oData := b.CreateByteVector(tx.Data)
	var oFrom, oSig flatbuffers.UOffsetT
	if tx.From != nil {
		oFrom = b.CreateByteVector(tx.From.Key)
	}
	if tx.Signature != nil {
		var sig [2 * ScalarLen]byte
		if scalarBytes(sig[:ScalarLen], tx.Signature.R) && scalarBytes(sig[ScalarLen:], tx.Signature.S) {
			oSig = b.CreateByteVector(sig[:])
		} else {
			oSig = b.CreateByteVector(nil)
		}
	}
	fb.TransactionStart(b)
	fb.TransactionAddData(b, oData)
	if tx.From != nil {
		fb.TransactionAddFrom(b, oFrom)
	}
	if tx.Signature != nil {
		fb.TransactionAddSignature(b, oSig)
	}
	fb.TransactionAddNonce(b, tx.Nonce)
	return fb.TransactionEnd(b)
}

// fbVisitTransactions is Digest computed through the generated accessors,
// in visitProto's order; the bytes are read in place.
func fbVisitTransactions(h *digest.Hasher, t *fb.Transactions) {
	n := t.TxxLength()
	h.Len(n)
	var tx fb.Transaction
	for i := range n {
		if !t.Txx(&tx, i) {
			h.Uint64(errMark)
			continue
		}
		h.Len(1) // present: a vector of tables has no nil elements
		h.Bytes(tx.DataBytes())
		if from := tx.FromBytes(); from == nil {
			h.Len(0)
		} else {
			h.Len(1)
			h.Bytes(from)
		}
		switch sig := tx.SignatureBytes(); {
		case sig == nil:
			h.Len(0)
		case len(sig) != 2*ScalarLen:
			h.Uint64(errMark)
		default:
			h.Len(1)
			h.Bytes(sig[:ScalarLen])
			h.Bytes(sig[ScalarLen:])
		}
		h.Uint64(tx.Nonce())
	}
}

// fbToTransactions copies the bytes out of the buffer, so that the model
// does not pin or alias it; bytes.Clone keeps nil apart from empty.
func fbToTransactions(t *fb.Transactions) ([]*Transaction, error) {
	if t == nil {
		return nil, errors.New("flatbuffers: no Transactions root")
	}
	n := t.TxxLength()
	out := make([]*Transaction, n)
	var e fb.Transaction
	for i := range n {
		if !t.Txx(&e, i) {
			return nil, fmt.Errorf("transaction %d: missing", i)
		}
		tx := &Transaction{Data: bytes.Clone(e.DataBytes()), Nonce: e.Nonce()}
		if from := e.FromBytes(); from != nil {
			tx.From = &PublicKey{Key: bytes.Clone(from)}
		}
		if sig := e.SignatureBytes(); sig != nil {
			if len(sig) != 2*ScalarLen {
				return nil, fmt.Errorf("transaction %d: signature of %d bytes, want %d", i, len(sig), 2*ScalarLen)
			}
			tx.Signature = &Signature{R: new(big.Int).SetBytes(sig[:ScalarLen]), S: new(big.Int).SetBytes(sig[ScalarLen:])}
		}
		out[i] = tx
	}
	return out, nil
}
