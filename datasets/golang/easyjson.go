//go:build !serbench_lean || serbench_easyjson

package golang

import "github.com/serbench/serbench/suite"

// The mirror and its conversion are generated (easyjson_mirror_gen.go).
var _ = suite.Offer(&offers, "Source", func() any {
	return easyjsonSource(hashSource)
})
