package twitter

// The document, from the module that ships it (PROVENANCE.md).
//go:generate go run github.com/serbench/serbench/tools/pubdoccopy -module github.com/go-json-experiment/json -version v1.27.2 -path internal/jsontest/_embed/twitter_status.json.zst -sha256 a08b769f32b95f426cbc3abafcec65c1a19d3eb544d4ddf320eae142c99efc5d -o twitter.json.zst

// The schema codecs' code, generated from the model (model.go) as tickdata's
// is (datasets/tickdata/generate.go says how): twitter.proto is the schema
// internal/goschema derives from the model, which tools/datasetgen checks
// before it writes each codec's file (*_gen.go), the model's digest and
// equality (digest_gen.go, equal_gen.go) and the schema languages' schemas,
// which it compiles. The model's structs held by
// value (Statuses []Status, User User, ...) stay values in that code
// (by_value: cmd/protoc-gen-serbench/user_value.go). gogofaster and
// Symphony take no proto3 optional field, and benc no recursive message:
// they are left out (their packages say why).
//go:generate go run github.com/serbench/serbench/tools/protocrun --go_out=pb --go_opt=paths=source_relative twitter.proto
//go:generate go run github.com/serbench/serbench/tools/protocrun --go-vtproto_out=pb --go-vtproto_opt=paths=source_relative,features=marshal+unmarshal+size+pool,pool=github.com/serbench/serbench/datasets/twitter/pb.* --vtpool_out=pb --vtpool_opt=paths=source_relative twitter.proto
//go:generate go run github.com/serbench/serbench/tools/datasetgen -types Twitter,Status -proto twitter.proto -codecs protobuf+flatbuffers+capnp+thrift+colfer+bebop+avro+goavro+jx+fastjson+baseline+mus

// The mirrors (tools/mirrorgen), msgp's before easyjson's, which builds
// the package; and msgpackgen's resolvers on the model itself.
//go:generate go run github.com/serbench/serbench/tools/mirrorgen -gen -msgp -o msgp_mirror_gen.go -digest digest_gen.go -offer Twitter -offer Status
//go:generate go run github.com/serbench/serbench/tools/msgpackgenrun -o msgpackgen_gen.go -offer Twitter -offer Status model.go
//go:generate go run github.com/serbench/serbench/tools/mirrorgen -gen -o easyjson_mirror_gen.go -offer Twitter -offer Status

// The JSON libraries' +any forms read the document as an `any` tree: only
// their offers, with the model's digest.
//go:generate go run github.com/serbench/serbench/tools/mirrorgen -gen -anyjson -o anyjson_gen.go -offer Twitter -offer Status
