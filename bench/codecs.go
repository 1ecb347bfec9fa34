package bench

import (
	"github.com/serbench/serbench/bench/internal/addon"
	"github.com/serbench/serbench/codecs/alecthomas"
	"github.com/serbench/serbench/codecs/bencode"
	"github.com/serbench/serbench/codecs/bson"
	"github.com/serbench/serbench/codecs/burntsushitoml"
	"github.com/serbench/serbench/codecs/cbor"
	"github.com/serbench/serbench/codecs/dedisprotobuf"
	"github.com/serbench/serbench/codecs/easyjson"
	"github.com/serbench/serbench/codecs/gob"
	"github.com/serbench/serbench/codecs/goccyyaml"
	"github.com/serbench/serbench/codecs/gojson"
	"github.com/serbench/serbench/codecs/gotiny"
	"github.com/serbench/serbench/codecs/hashicorpmsgpack"
	"github.com/serbench/serbench/codecs/json"
	"github.com/serbench/serbench/codecs/jsoniter"
	"github.com/serbench/serbench/codecs/jsonv2"
	"github.com/serbench/serbench/codecs/kelindar"
	"github.com/serbench/serbench/codecs/msgp"
	"github.com/serbench/serbench/codecs/msgpack"
	"github.com/serbench/serbench/codecs/protobuf"
	"github.com/serbench/serbench/codecs/protojson"
	"github.com/serbench/serbench/codecs/segmentiojson"
	"github.com/serbench/serbench/codecs/sereal"
	"github.com/serbench/serbench/codecs/shamaton"
	"github.com/serbench/serbench/codecs/toml"
	"github.com/serbench/serbench/codecs/ugorji"
	"github.com/serbench/serbench/codecs/vtprotobuf"
	"github.com/serbench/serbench/codecs/xdr"
	"github.com/serbench/serbench/codecs/xml"
	"github.com/serbench/serbench/codecs/yaml"
	"github.com/serbench/serbench/suite"
)

// known lists every codec bench can run, in the order of serbench's
// registry (codecs.Groups), so that results read in the same order as
// serbench's reports: the reflection codecs of serbench's codec packages,
// and the codecs that call methods a type's generated code already has
// (protobuf, protojson, vtprotobuf, easyjson, msgp). Each entry is the
// codec package's own declaration, so its name and the way it calls the
// library are serbench's.
//
// Left out, with TestKnownFollowsRegistry keeping this list honest:
// codecs that need code serbench generates per type (FlatBuffers, Cap'n
// Proto, Symphony, gogofaster, Thrift, Avro, ...), the reuse forms
// (protobuf+reuse, vtprotobuf+reuse, msgp+reuse: bench times the plain
// call), the baseline, and sonic, which adds more to the heap at init
// than every other codec together: it is in package bench/sonic, which a
// test file imports to add it (see the package documentation).
func known() []*suite.Codec {
	list := []*suite.Codec{
		&gob.Codec,
		&json.Codec,
		&easyjson.Codec,
		&protojson.Codec,
		// sonic's place: see addons.
		&gojson.Codec,
		&jsoniter.Codec, &jsoniter.Fastest,
		&segmentiojson.Codec,
		&jsonv2.Codec,
		&protobuf.Codec,
		&vtprotobuf.Codec,
		&dedisprotobuf.Codec,
		&msgpack.Codec,
		&shamaton.Codecs[0], &shamaton.Codecs[1],
		&ugorji.Msgpack,
		&msgp.Codec,
		&hashicorpmsgpack.Codec,
		&ugorji.Binc,
		&cbor.Codec,
		&ugorji.CBOR,
		&bson.Codec,
		&kelindar.Codec,
		&gotiny.Codec,
		&alecthomas.Codec,
		&xdr.Codec,
		&xml.Codec,
		&sereal.Codec,
		&yaml.Codec,
		&goccyyaml.Codec,
		&toml.Codec,
		&burntsushitoml.Codec,
		&bencode.Codec,
	}
	for _, a := range addon.Codecs() {
		// An add-on goes after the codec its registry line follows.
		at := len(list)
		for i, c := range list {
			if c.Name == a.After {
				at = i + 1
			}
		}
		list = append(list[:at], append([]*suite.Codec{a.Codec}, list[at:]...)...)
	}
	return list
}
