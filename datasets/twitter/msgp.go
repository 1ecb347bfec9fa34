//go:build !serbench_lean || serbench_msgp

package twitter

import (
	"github.com/serbench/serbench/internal/deepvalue"
	"github.com/serbench/serbench/suite"
)

// The mirrors and their conversions are generated (msgp_mirror_gen.go).
// msgp is unfit for twitter (codecs/msgp says why): the reflection digest
// over a mirror is not the model's generated one (digest_gen.go).
var (
	_ = suite.Offer(&offers, "Twitter", func() any { return msgpTwitter(deepvalue.DigestOf[*TwitterMP]) })
	_ = suite.Offer(&offers, "Status", func() any { return msgpStatus(deepvalue.DigestOf[*StatusMP]) })
)
