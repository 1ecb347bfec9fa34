// Package codecs is the one list of every codec serbench measures: each
// codec is a package of its own beside this file, holding its metadata and
// its binding factories, and takes one line here.
package codecs

import (
	"github.com/serbench/serbench/codecs/avro"
	"github.com/serbench/serbench/codecs/baseline"
	"github.com/serbench/serbench/codecs/bebop"
	"github.com/serbench/serbench/codecs/benc"
	"github.com/serbench/serbench/codecs/capnp"
	"github.com/serbench/serbench/codecs/colfer"
	"github.com/serbench/serbench/codecs/easyjson"
	"github.com/serbench/serbench/codecs/flatbuffers"
	"github.com/serbench/serbench/codecs/goavro"
	"github.com/serbench/serbench/codecs/gob"
	"github.com/serbench/serbench/codecs/gogofaster"
	"github.com/serbench/serbench/codecs/json"
	"github.com/serbench/serbench/codecs/msgp"
	"github.com/serbench/serbench/codecs/mus"
	"github.com/serbench/serbench/codecs/protobuf"
	"github.com/serbench/serbench/codecs/protojson"
	"github.com/serbench/serbench/codecs/symphony"
	"github.com/serbench/serbench/codecs/thrift"
	"github.com/serbench/serbench/codecs/vtprotobuf"
	"github.com/serbench/serbench/suite"
)

// All lists every codec in the order reports show them.
func All() []suite.Codec {
	var all []suite.Codec
	for _, cs := range [][]suite.Codec{
		{gob.Codec},
		{json.Codec},
		{easyjson.Codec},
		{protobuf.Codec, protobuf.ReuseCodec},
		{vtprotobuf.Codec, vtprotobuf.ReuseCodec},
		{gogofaster.Codec},
		{protojson.Codec},
		{flatbuffers.Codec},
		{capnp.Codec},
		symphony.Codecs,
		{colfer.Codec},
		{bebop.Codec},
		thrift.Codecs,
		{msgp.Codec, msgp.CodecReuse},
		{benc.Codec},
		{mus.Codec},
		{avro.Codec},
		{goavro.Codec},
		{baseline.Codec},
	} {
		all = append(all, cs...)
	}
	return all
}
