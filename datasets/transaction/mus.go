//go:build !serbench_lean || serbench_mus

package transaction

import (
	"math/big"

	"github.com/mus-format/mus-go"
	"github.com/mus-format/mus-go/ord"
	"github.com/mus-format/mus-go/varint"

	muscodec "github.com/serbench/serbench/codecs/mus"
	"github.com/serbench/serbench/suite"
)

// transactionsMUS is the hand-written mus-go serializer of []*Transaction:
// a slice of ord pointers (nil flagged), each transaction its data, its
// key (an ord pointer to the key's bytes), its signature (an ord pointer to
// R and S as 32 big-endian bytes each) and its nonce as a varint.
var transactionsMUS = muscodec.Slice(ord.NewPtrSer[Transaction](transactionMUS{}))

// musConv is the mus-go conversion.
func musConv() muscodec.Conv[[]*Transaction] { return muscodec.Offer(transactionsMUS) }

var _ = suite.Offer(&offers, "", musConv)

type (
	transactionMUS struct{}
	publicKeyMUS   struct{}
	signatureMUS   struct{}
)

var (
	musFrom      = ord.NewPtrSer[PublicKey](publicKeyMUS{})
	musSignature = ord.NewPtrSer[Signature](signatureMUS{})
)

func (transactionMUS) Marshal(t Transaction, bs []byte) (n int) {
	n = ord.ByteSlice.Marshal(t.Data, bs)
	n += musFrom.Marshal(t.From, bs[n:])
	n += musSignature.Marshal(t.Signature, bs[n:])
	return n + varint.Uint64.Marshal(t.Nonce, bs[n:])
}

func (transactionMUS) Unmarshal(bs []byte) (t Transaction, n int, err error) {
	var n1 int
	if t.Data, n, err = ord.ByteSlice.Unmarshal(bs); err != nil {
		return
	}
	t.From, n1, err = musFrom.Unmarshal(bs[n:])
	n += n1
	if err != nil {
		return
	}
	t.Signature, n1, err = musSignature.Unmarshal(bs[n:])
	n += n1
	if err != nil {
		return
	}
	t.Nonce, n1, err = varint.Uint64.Unmarshal(bs[n:])
	n += n1
	return
}

func (transactionMUS) Size(t Transaction) int {
	return ord.ByteSlice.Size(t.Data) + musFrom.Size(t.From) + musSignature.Size(t.Signature) +
		varint.Uint64.Size(t.Nonce)
}

func (transactionMUS) Skip(bs []byte) (n int, err error) {
	var n1 int
	for _, skip := range []func([]byte) (int, error){ord.ByteSlice.Skip, musFrom.Skip, musSignature.Skip, varint.Uint64.Skip} {
		n1, err = skip(bs[n:])
		n += n1
		if err != nil {
			return
		}
	}
	return
}

func (publicKeyMUS) Marshal(k PublicKey, bs []byte) int { return ord.ByteSlice.Marshal(k.Key, bs) }

func (publicKeyMUS) Unmarshal(bs []byte) (k PublicKey, n int, err error) {
	k.Key, n, err = ord.ByteSlice.Unmarshal(bs)
	return
}

func (publicKeyMUS) Size(k PublicKey) int { return ord.ByteSlice.Size(k.Key) }

func (publicKeyMUS) Skip(bs []byte) (int, error) { return ord.ByteSlice.Skip(bs) }

// The signature is 2×ScalarLen raw bytes, R then S; a scalar that does not
// fit (negative, over 256 bits, nil) cannot be written, and the model
// never holds one, so Marshal writes zeros for it and validation fails.
// bs is sized by Size, as every mus-go Marshal assumes.

func (signatureMUS) Marshal(s Signature, bs []byte) int {
	if !scalarBytes(bs[:ScalarLen], s.R) {
		clear(bs[:ScalarLen])
	}
	if !scalarBytes(bs[ScalarLen:2*ScalarLen], s.S) {
		clear(bs[ScalarLen : 2*ScalarLen])
	}
	return 2 * ScalarLen
}

func (signatureMUS) Unmarshal(bs []byte) (s Signature, n int, err error) {
	if len(bs) < 2*ScalarLen {
		return s, 0, mus.ErrTooSmallByteSlice
	}
	s.R = new(big.Int).SetBytes(bs[:ScalarLen])
	s.S = new(big.Int).SetBytes(bs[ScalarLen : 2*ScalarLen])
	return s, 2 * ScalarLen, nil
}

func (signatureMUS) Size(Signature) int { return 2 * ScalarLen }

func (signatureMUS) Skip(bs []byte) (int, error) {
	if len(bs) < 2*ScalarLen {
		return 0, mus.ErrTooSmallByteSlice
	}
	return 2 * ScalarLen, nil
}
