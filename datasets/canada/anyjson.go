//go:build !serbench_lean || serbench_anyjson

package canada

import (
	"github.com/serbench/serbench/codecs/anyjson"
	"github.com/serbench/serbench/suite"
)

// The document as an `any` tree, for the JSON libraries' +any forms.
var _ = suite.Offer(&offers, "FeatureCollection", anyjson.Of(hashFeatureCollection))
