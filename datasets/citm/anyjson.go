//go:build !serbench_lean || serbench_anyjson

package citm

import (
	"github.com/serbench/serbench/codecs/anyjson"
	"github.com/serbench/serbench/suite"
)

// The document as an `any` tree, for the JSON libraries' +any forms.
var (
	_ = suite.Offer(&offers, "Catalog", anyjson.Of(hashCatalog))
	_ = suite.Offer(&offers, "Performance", anyjson.Of(hashPerformance))
)
