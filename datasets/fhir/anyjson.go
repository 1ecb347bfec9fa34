//go:build !serbench_lean || serbench_anyjson

package fhir

import (
	"github.com/serbench/serbench/codecs/anyjson"
	"github.com/serbench/serbench/internal/deepvalue"
	"github.com/serbench/serbench/suite"
)

// The document as an `any` tree, for the JSON libraries' +any forms.
var (
	_ = suite.Offer(&offers, "doc", anyjson.Of(deepvalue.DigestOmitEmptyOf[*Bundle]))
	_ = suite.Offer(&offers, "entries", anyjson.Of(deepvalue.DigestOmitEmptyOf[*Entry]))
)
