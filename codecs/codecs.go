// Package codecs is the one list of every codec serbench measures: each
// codec is a package of its own beside this file, holding its metadata and
// its binding factories, and takes one line here.
package codecs

import (
	"github.com/serbench/serbench/codecs/alecthomas"
	"github.com/serbench/serbench/codecs/avro"
	"github.com/serbench/serbench/codecs/baseline"
	"github.com/serbench/serbench/codecs/bebop"
	"github.com/serbench/serbench/codecs/benc"
	"github.com/serbench/serbench/codecs/bencode"
	"github.com/serbench/serbench/codecs/bson"
	"github.com/serbench/serbench/codecs/burntsushitoml"
	"github.com/serbench/serbench/codecs/capnp"
	"github.com/serbench/serbench/codecs/cbor"
	"github.com/serbench/serbench/codecs/colfer"
	"github.com/serbench/serbench/codecs/dedisprotobuf"
	"github.com/serbench/serbench/codecs/easyjson"
	"github.com/serbench/serbench/codecs/fastjson"
	"github.com/serbench/serbench/codecs/flatbuffers"
	"github.com/serbench/serbench/codecs/goavro"
	"github.com/serbench/serbench/codecs/gob"
	"github.com/serbench/serbench/codecs/goccyyaml"
	"github.com/serbench/serbench/codecs/gogofaster"
	"github.com/serbench/serbench/codecs/gojson"
	"github.com/serbench/serbench/codecs/gotiny"
	"github.com/serbench/serbench/codecs/hashicorpmsgpack"
	"github.com/serbench/serbench/codecs/json"
	"github.com/serbench/serbench/codecs/jsoniter"
	"github.com/serbench/serbench/codecs/jsonv2"
	"github.com/serbench/serbench/codecs/jx"
	"github.com/serbench/serbench/codecs/kelindar"
	"github.com/serbench/serbench/codecs/msgp"
	"github.com/serbench/serbench/codecs/msgpack"
	"github.com/serbench/serbench/codecs/msgpackgen"
	"github.com/serbench/serbench/codecs/mus"
	"github.com/serbench/serbench/codecs/protobuf"
	"github.com/serbench/serbench/codecs/protojson"
	"github.com/serbench/serbench/codecs/pulsar"
	"github.com/serbench/serbench/codecs/segmentiojson"
	"github.com/serbench/serbench/codecs/sereal"
	"github.com/serbench/serbench/codecs/shamaton"
	"github.com/serbench/serbench/codecs/sonic"
	"github.com/serbench/serbench/codecs/symphony"
	"github.com/serbench/serbench/codecs/thrift"
	"github.com/serbench/serbench/codecs/toml"
	"github.com/serbench/serbench/codecs/ugorji"
	"github.com/serbench/serbench/codecs/vtprotobuf"
	"github.com/serbench/serbench/codecs/xdr"
	"github.com/serbench/serbench/codecs/xml"
	"github.com/serbench/serbench/codecs/yaml"
	"github.com/serbench/serbench/suite"
)

// All lists every codec in the order reports show them.
func All() []suite.Codec {
	var all []suite.Codec
	for _, cs := range Groups() {
		all = append(all, cs...)
	}
	return all
}

// Groups is the one list: each line codecs of one package. The lean timing workers (internal/workerbuild) read this
// function's source to link one line's package alone.
func Groups() [][]suite.Codec {
	return [][]suite.Codec{
		// The seeds' codecs first, then family by family.
		{gob.Codec},
		{json.Codec, json.AnyCodec},
		{easyjson.Codec},
		{protojson.Codec},
		{sonic.Codec, sonic.AnyCodec},
		{gojson.Codec, gojson.AnyCodec},
		jsoniter.Codecs,
		{segmentiojson.Codec, segmentiojson.AnyCodec},
		{jsonv2.Codec, jsonv2.AnyCodec},
		fastjson.Codecs,
		{jx.Codec},
		{protobuf.Codec, protobuf.ReuseCodec},
		{vtprotobuf.Codec, vtprotobuf.ReuseCodec},
		{pulsar.Codec},
		{gogofaster.Codec},
		{dedisprotobuf.Codec},
		{flatbuffers.Codec},
		{capnp.Codec},
		symphony.Codecs,
		{msgpack.Codec},
		shamaton.Codecs,
		{ugorji.Msgpack},
		{msgp.Codec, msgp.CodecReuse},
		msgpackgen.Codecs,
		{hashicorpmsgpack.Codec},
		{ugorji.Binc},
		{cbor.Codec},
		{ugorji.CBOR},
		{bson.Codec},
		{avro.Codec},
		{goavro.Codec, goavro.TextCodec},
		thrift.Codecs,
		{colfer.Codec},
		{bebop.Codec},
		{benc.Codec},
		{mus.Codec},
		{kelindar.Codec},
		{gotiny.Codec},
		{alecthomas.Codec},
		{xdr.Codec},
		{xml.Codec},
		{sereal.Codec},
		{yaml.Codec},
		{goccyyaml.Codec},
		{toml.Codec},
		{burntsushitoml.Codec},
		{bencode.Codec},
		{baseline.Codec},
	}
}
