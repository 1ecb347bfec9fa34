//go:build !serbench_lean || serbench_easyjson

package twitter

import "github.com/serbench/serbench/suite"

// The mirrors and their conversions are generated (easyjson_mirror_gen.go).
var (
	_ = suite.Offer(&offers, "Twitter", func() any { return easyjsonTwitter(hashTwitter) })
	_ = suite.Offer(&offers, "Status", func() any { return easyjsonStatus(hashStatus) })
)
