//go:build !serbench_lean || serbench_avro

package structs

import (
	"github.com/serbench/serbench/codecs/avro"
	"github.com/serbench/serbench/suite"
)

var (
	_ = suite.Offer(&offers, "tiny", avroTiny)
	_ = suite.Offer(&offers, "tiny-slice", avroTinyArray)
)

// Parsed on first use, never at init. A bad schema fails every cell of the
// codec.
var (
	hambaTiny      = avro.Parsed(tinySchema)
	hambaTinyArray = avro.Parsed(tinyArraySchema)
)

// avroTiny and avroTinyArray are hamba/avro's conversions: it encodes the
// models themselves.
func avroTiny() avro.Conv[*Tiny, *Tiny]                { return avro.Same[*Tiny](hambaTiny) }
func avroTinyArray() avro.Conv[*TinyArray, *TinyArray] { return avro.Same[*TinyArray](hambaTinyArray) }
