package citm

// The document, from the module that ships it (PROVENANCE.md).
//go:generate go run github.com/serbench/serbench/tools/pubdoccopy -module github.com/go-json-experiment/json -version v1.27.2 -path internal/jsontest/_embed/citm_catalog.json.zst -sha256 a73e7a883f6ea8de113dff59702975e60119b4b58d451d518a929f31c92e2059 -o citm_catalog.json.zst

// The schema codecs' code, generated from the model (model.go) as twitter's
// is (datasets/twitter/generate.go says how): citm.proto is the schema
// internal/goschema derives from the model, which tools/datasetgen checks
// before it writes each codec's file (*_gen.go), the model's digest and
// equality (digest_gen.go, equal_gen.go), the wrapper struct of
// topicSubTopics' lists (wrappers_gen.go) and the schema languages' schemas,
// which it compiles. Avro is left out (its maps' keys are strings, the
// model's int64), and so are gogofaster and Symphony (no proto3 optional
// field): their packages say why.
//go:generate go run github.com/serbench/serbench/tools/protocrun --go_out=pb --go_opt=paths=source_relative citm.proto
//go:generate go run github.com/serbench/serbench/tools/protocrun --go-vtproto_out=pb --go-vtproto_opt=paths=source_relative,features=marshal+unmarshal+size+pool,pool=github.com/serbench/serbench/datasets/citm/pb.* --vtpool_out=pb --vtpool_opt=paths=source_relative citm.proto
//go:generate go run github.com/serbench/serbench/tools/datasetgen -types Catalog,Performance -proto citm.proto -codecs protobuf+flatbuffers+capnp+thrift+benc+colfer+bebop+avro+goavro+jx+fastjson+baseline+mus

// The mirrors (tools/mirrorgen), msgp's before easyjson's, which builds
// the package; and msgpackgen's resolvers on the model itself.
//go:generate go run github.com/serbench/serbench/tools/mirrorgen -gen -msgp -o msgp_mirror_gen.go -digest digest_gen.go -offer Catalog -offer Performance
//go:generate go run github.com/serbench/serbench/tools/msgpackgenrun -o msgpackgen_gen.go -offer Catalog -offer Performance model.go
//go:generate go run github.com/serbench/serbench/tools/mirrorgen -gen -o easyjson_mirror_gen.go -offer Catalog -offer Performance

// The JSON libraries' +any forms read the document as an `any` tree: only
// their offers, with the model's digest.
//go:generate go run github.com/serbench/serbench/tools/mirrorgen -gen -anyjson -o anyjson_gen.go -offer Catalog -offer Performance
