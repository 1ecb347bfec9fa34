//go:build !serbench_lean || serbench_msgp

package tickdata

import "github.com/serbench/serbench/suite"

// msgpTickData and its mirror are generated (msgp_mirror_gen.go).
var _ = suite.Offer(&offers, "TickData", func() any { return msgpTickData(Digest) })
