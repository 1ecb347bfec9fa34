//go:build !serbench_lean || serbench_gogofaster

package transaction

import (
	"github.com/serbench/serbench/codecs/gogofaster"
	gogopb "github.com/serbench/serbench/datasets/transaction/gogopb"
	"github.com/serbench/serbench/datasets/transaction/pb"
	"github.com/serbench/serbench/suite"
)

// gogofasterConv is the protobuf conversion (its workers compile
// protobuf.go too) read back through gogofaster's types by visitGogo,
// which gogovisit writes from visitProto.
func gogofasterConv() gogofaster.Conv[[]*Transaction, *pb.Transactions, gogopb.Transactions, *gogopb.Transactions] {
	return gogofaster.Offer(protoConv(), visitGogo)
}

var _ = suite.Offer(&offers, "", gogofasterConv)
