//go:build !serbench_lean || serbench_easyjson

package twitter

import (
	"github.com/serbench/serbench/internal/deepvalue"
	"github.com/serbench/serbench/suite"
)

// The mirrors and their conversions are generated (easyjson_mirror_gen.go).
var (
	_ = suite.Offer(&offers, "doc", func() any { return easyjsonTwitter(deepvalue.DigestOf[*Twitter]) })
	_ = suite.Offer(&offers, "statuses", func() any { return easyjsonStatus(deepvalue.DigestOf[*Status]) })
)
