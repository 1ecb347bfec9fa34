//go:build !serbench_lean || serbench_anyjson

package twitter

import (
	"github.com/serbench/serbench/codecs/anyjson"
	"github.com/serbench/serbench/suite"
)

// The document as an `any` tree, for the JSON libraries' +any forms.
var (
	_ = suite.Offer(&offers, "Twitter", anyjson.Of(hashTwitter))
	_ = suite.Offer(&offers, "Status", anyjson.Of(hashStatus))
)
