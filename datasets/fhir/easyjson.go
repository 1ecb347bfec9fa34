//go:build !serbench_lean || serbench_easyjson

package fhir

import (
	"github.com/serbench/serbench/internal/deepvalue"
	"github.com/serbench/serbench/suite"
)

// The mirrors and their conversions are generated (easyjson_mirror_gen.go).
var (
	_ = suite.Offer(&offers, "doc", func() any { return easyjsonBundle(deepvalue.DigestOmitEmptyOf[*Bundle]) })
	_ = suite.Offer(&offers, "entries", func() any { return easyjsonEntry(deepvalue.DigestOmitEmptyOf[*Entry]) })
)
