// Package codecs is the one list of every codec serbench measures: each
// codec is a package of its own beside this file, holding its metadata and
// its binding factories, and takes one line here.
package codecs

import (
	"github.com/serbench/serbench/codecs/bebop"
	"github.com/serbench/serbench/codecs/capnp"
	"github.com/serbench/serbench/codecs/colfer"
	"github.com/serbench/serbench/codecs/easyjson"
	"github.com/serbench/serbench/codecs/fastjson"
	"github.com/serbench/serbench/codecs/flatbuffers"
	"github.com/serbench/serbench/codecs/gob"
	"github.com/serbench/serbench/codecs/gogofaster"
	"github.com/serbench/serbench/codecs/gojson"
	"github.com/serbench/serbench/codecs/json"
	"github.com/serbench/serbench/codecs/jsoniter"
	"github.com/serbench/serbench/codecs/jsonv2"
	"github.com/serbench/serbench/codecs/jx"
	"github.com/serbench/serbench/codecs/protobuf"
	"github.com/serbench/serbench/codecs/protojson"
	"github.com/serbench/serbench/codecs/segmentiojson"
	"github.com/serbench/serbench/codecs/sonic"
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
		{sonic.Codec, gojson.Codec}, jsoniter.Codecs, {segmentiojson.Codec, jsonv2.Codec}, fastjson.Codecs, {jx.Codec},
		{flatbuffers.Codec},
		{capnp.Codec},
		symphony.Codecs,
		{colfer.Codec},
		{bebop.Codec},
		thrift.Codecs,
	} {
		all = append(all, cs...)
	}
	return all
}
