package userproto

// limits are the known limits of reflection codecs over the model's plain
// Go structs: codec → schema feature → what the library or its format
// cannot carry. Each was found by validating every codec on the test
// schemas (testdata). A codec with a limit that the schema's features
// reach is validated on the run's messages before the plan: if it fails,
// it is left out for the run with the limit and its error as the reason;
// if the data never reaches the limit (no oneof case holds a zero value,
// no time has sub-millisecond digits), it runs like any codec. A codec
// without a known limit that fails is reported as a failed cell.
var limits = map[string]map[string]string{
	"gob": {
		FeatureOneof:    gobZero,
		FeatureOptional: gobZero,
		FeatureWrapper:  gobZero,
	},
	"bson": {
		FeatureTimestamp: "BSON datetimes are milliseconds since the epoch: a time's sub-millisecond digits are lost",
		FeatureBoolKey:   "a BSON document's keys are strings, and the driver has no form for bool map keys",
	},
	"json":           {FeatureBoolKey: boolKey},
	"sonic":          {FeatureBoolKey: boolKey},
	"go-json":        {FeatureBoolKey: boolKey},
	"segmentio-json": {FeatureBoolKey: boolKey},
	"toml":           {FeatureBoolKey: "go-toml cannot encode a map with bool keys"},
	"avro": {
		FeatureTimestamp: "hamba/avro's finest timestamp is timestamp-micros: a time's sub-microsecond digits are lost",
	},
	"goavro":      {FeatureTimestamp: goavroMicros},
	"goavro-json": {FeatureTimestamp: goavroMicros},
	"ugorji-cbor": {
		FeatureTimestamp: "its CBOR decoder rounds every time to the microsecond",
	},
	"xml": {
		FeatureMap:   "encoding/xml cannot encode maps",
		FeatureBytes: "encoding/xml writes []byte as character data, replacing bytes that are not UTF-8",
	},
	"burntsushi-toml": {
		FeatureIntMapKey: "BurntSushi/toml cannot encode a map whose keys are not strings",
	},
	"bencode": {
		FeatureFloat: "bencode has no floating-point type",
	},
	"json-v2": {
		FeatureDuration: "encoding/json/v2 has no default representation of a time.Duration",
		// The model's tags are encoding/json's omitempty, which v1 applies
		// to nil pointers only.
		FeaturePointer: "encoding/json/v2's omitempty leaves out a value that encodes as {}, so an empty nested message set in a field decodes as absent",
	},
	"alecthomas-binary": {
		FeaturePointer: "alecthomas/binary supports no pointer fields or elements",
	},
	"xdr": {
		FeaturePointer: "XDR's optional-data has no form for a nil pointer here (\"type 'invalid' is not valid\")",
	},
	"jsoniter-fastest": {
		FeatureFloat: "jsoniter's ConfigFastest writes floats with at most 6 decimals, so a small or precise float comes back changed",
	},
	"dedis-protobuf": {
		FeatureTimestamp: "dedis/protobuf cannot decode a repeated time.Time (\"bad wiretype for repeated field\")",
	},
	"sereal": {
		FeaturePointer: "sereal cannot decode into a pointer to a scalar or a time (\"reflect.Value.SetString on ptr Value\")",
	},
}

// boolKey: encoding/json writes map keys of string and integer types only,
// and the libraries that follow it refuse bool keys too.
const boolKey = "JSON object keys are strings, and the library has no form for bool map keys (encoding/json's rule)"

const goavroMicros = "Avro's finest timestamp is timestamp-micros, and goavro's keeps microseconds: a time's sub-microsecond digits are lost"

const gobZero = "gob does not send a pointer to a zero value, so a oneof case, optional field or wrapper set to false, 0 or \"\" decodes as absent"

// crashes are limits that end the process instead of failing a call (a
// stack overflow is fatal in Go): a codec they apply to is left out
// without being tried.
var crashes = map[string]map[string]string{
	"kelindar-binary": {
		FeatureRecursive: "kelindar/binary's type scanner recurses without end on a recursive type (a fatal stack overflow)",
	},
}
