//go:build !serbench_lean || serbench_easyjson

package citm

import (
	"github.com/serbench/serbench/suite"
)

// The mirrors and their conversions are generated (easyjson_mirror_gen.go).
var (
	_ = suite.Offer(&offers, "Catalog", func() any { return easyjsonCatalog(hashCatalog) })
	_ = suite.Offer(&offers, "Performance", func() any { return easyjsonPerformance(hashPerformance) })
)
