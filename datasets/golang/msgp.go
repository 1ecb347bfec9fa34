//go:build !serbench_lean || serbench_msgp

package golang

import (
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// msgpSource and the mirrors are generated (msgp_mirror_gen.go).
var _ = suite.Offer(&offers, "Source", func() any { return msgpSource(msgpVisit) })

// msgpVisit is the model's digest computed over the msgp mirror's fields,
// as hashSource (digest_gen.go) feeds them.
func msgpVisit(h *digest.Hasher, s *SourceMP) {
	msgpVisitNode(h, &s.Tree)
	h.String(s.Username)
}

func msgpVisitNode(h *digest.Hasher, n *NodeMP) {
	h.String(n.Name)
	h.Len(len(n.Kids))
	for i := range n.Kids {
		msgpVisitNode(h, &n.Kids[i])
	}
	h.Float64(n.CLWeight)
	h.Int64(int64(n.Touches))
	h.Int64(n.MinT)
	h.Int64(n.MaxT)
	h.Int64(n.MeanT)
}
