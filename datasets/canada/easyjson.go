//go:build !serbench_lean || serbench_easyjson

package canada

import (
	"github.com/serbench/serbench/suite"
)

// The mirror and its conversion are generated (easyjson_mirror_gen.go).
var _ = suite.Offer(&offers, "FeatureCollection", func() any { return easyjsonFeatureCollection(hashFeatureCollection) })
