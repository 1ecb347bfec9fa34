//go:build !serbench_lean || serbench_easyjson

package transaction

import (
	"github.com/serbench/serbench/codecs/easyjson"
	"github.com/serbench/serbench/suite"
)

// easyjsonConv is the conversion to the easyjson mirror
// (easyjson_mirror_gen.go), read back by the model's digest.
func easyjsonConv() easyjson.Conv[[]*Transaction, TransactionsEJ, *TransactionsEJ] {
	return easyjsonTransactions(Digest)
}

var _ = suite.Offer(&offers, "", easyjsonConv)
