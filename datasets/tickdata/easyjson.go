//go:build !serbench_lean || serbench_easyjson

package tickdata

import "github.com/serbench/serbench/suite"

// easyjsonTickData and its mirror are generated (easyjson_mirror_gen.go).
var _ = suite.Offer(&offers, "TickData", func() any { return easyjsonTickData(Digest) })
