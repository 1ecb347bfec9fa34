//go:build !serbench_lean || serbench_msgp

package fhir

import (
	"github.com/serbench/serbench/internal/deepvalue"
	"github.com/serbench/serbench/suite"
)

// The mirrors and their conversions are generated (msgp_mirror_gen.go).
// The mirrors have the model's fields in the model's order, so the
// reflection digest over a mirror is the model's.
var (
	_ = suite.Offer(&offers, "doc", func() any { return msgpBundle(deepvalue.DigestOmitEmptyOf[*BundleMP]) })
	_ = suite.Offer(&offers, "entries", func() any { return msgpEntry(deepvalue.DigestOmitEmptyOf[*EntryMP]) })
)
