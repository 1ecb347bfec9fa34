package canada

// The document, from the module that ships it (PROVENANCE.md), compressed.
//go:generate go run github.com/serbench/serbench/tools/pubdoccopy -module github.com/go-faster/jx -version v1.2.0 -path testdata/canada.json -sha256 f83b3b354030d5dd58740c68ac4fecef64cb730a0d12a90362a7f23077f50d78 -o canada.json.zst

// The schema codecs' code, generated from the model (model.go) as citm's is
// (datasets/citm/generate.go says how): canada.proto is the schema
// internal/goschema derives from the model, which tools/datasetgen checks
// before it writes each codec's file (*_gen.go), the model's digest and
// equality (digest_gen.go, equal_gen.go), the wrapper structs
// (wrappers_gen.go) and the schema languages' schemas, which it compiles. A
// ring ([][2]float64) travels in a DoubleListList message and a position
// ([2]float64) in a DoubleList, whose items the generated conversions to the
// model refuse unless they are two: a wrong count is the decode's error
// (cmd/protoc-gen-serbench/user_wraparray.go), never a truncated or padded
// position.
//go:generate go run github.com/serbench/serbench/tools/protocrun --go_out=pb --go_opt=paths=source_relative --symphony_out=pb --symphony_opt=paths=source_relative canada.proto
//go:generate go run github.com/serbench/serbench/tools/protocrun --go-vtproto_out=pb --go-vtproto_opt=paths=source_relative,features=marshal+unmarshal+size+pool,pool=github.com/serbench/serbench/datasets/canada/pb.* --vtpool_out=pb --vtpool_opt=paths=source_relative canada.proto
//go:generate go run github.com/serbench/serbench/tools/protocrun --gogofaster_out=gogopb --gogofaster_opt=paths=source_relative,Mcanada.proto=github.com/serbench/serbench/datasets/canada/gogopb canada.proto
//go:generate go run github.com/serbench/serbench/tools/datasetgen -types FeatureCollection -proto canada.proto -codecs protobuf+gogofaster+symphony+flatbuffers+capnp+thrift+benc+colfer+bebop+avro+goavro+jx+fastjson+baseline+mus

// The mirrors (tools/mirrorgen), msgp's before easyjson's, which builds
// the package; and msgpackgen's resolvers on the model itself.
//go:generate go run github.com/serbench/serbench/tools/mirrorgen -gen -msgp -o msgp_mirror_gen.go -digest digest_gen.go -offer FeatureCollection
//go:generate go run github.com/serbench/serbench/tools/msgpackgenrun -o msgpackgen_gen.go -offer FeatureCollection model.go
//go:generate go run github.com/serbench/serbench/tools/mirrorgen -gen -o easyjson_mirror_gen.go -offer FeatureCollection

// The JSON libraries' +any forms read the document as an `any` tree: only
// their offers, with the model's digest.
//go:generate go run github.com/serbench/serbench/tools/mirrorgen -gen -anyjson -o anyjson_gen.go -offer FeatureCollection
