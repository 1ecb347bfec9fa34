//go:build !serbench_lean || serbench_easyjson

package citm

import (
	"github.com/serbench/serbench/internal/deepvalue"
	"github.com/serbench/serbench/suite"
)

// The mirrors and their conversions are generated (easyjson_mirror_gen.go).
var (
	_ = suite.Offer(&offers, "doc", func() any { return easyjsonCatalog(deepvalue.DigestOf[*Catalog]) })
	_ = suite.Offer(&offers, "performances", func() any { return easyjsonPerformance(deepvalue.DigestOf[*Performance]) })
)
