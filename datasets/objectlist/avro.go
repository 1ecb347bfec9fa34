//go:build !serbench_lean || serbench_avro

package objectlist

import (
	"github.com/serbench/serbench/codecs/avro"
	"github.com/serbench/serbench/suite"
)

var _ = suite.Offer(&offers, "", avroConv)

// Parsed on first use, never at init: a worker that times another codec
// holds none of it. A bad schema fails every hamba/avro cell.
var hambaSchema = avro.Parsed(avroSchema)

// avroConv is hamba/avro's conversion: it encodes the model itself.
func avroConv() avro.Conv[*Object, *Object] { return avro.Same[*Object](hambaSchema) }
