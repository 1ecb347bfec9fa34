//go:build !serbench_lean || serbench_msgp

package golang

import (
	"github.com/serbench/serbench/internal/deepvalue"
	"github.com/serbench/serbench/suite"
)

// The mirrors and their conversion are generated (msgp_mirror_gen.go).
// The mirrors have the model's fields in the model's order, so the
// reflection digest over a mirror is the model's.
var _ = suite.Offer(&offers, "", func() any {
	return msgpSource(deepvalue.DigestOf[*SourceMP])
})
