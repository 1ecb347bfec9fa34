package golang

// The document, from the module that ships it (PROVENANCE.md).
//go:generate go run github.com/serbench/serbench/tools/pubdoccopy -module github.com/go-json-experiment/json -version v1.27.2 -path internal/jsontest/_embed/golang_source.json.zst -sha256 23e8e3541eac3570958d6d430fc82867874be78a435580279b20f1efe5a6169f -o golang_source.json.zst

// The schema codecs' code, generated from the model (model.go) as
// twitter's is (datasets/twitter/generate.go says how), from golang.proto:
// the tree's nodes stay struct values (Tree Node, Kids []Node) and Touches
// a Go int in that code. benc takes no recursive message: it is left out
// (codecs/benc says why).
//go:generate go run github.com/serbench/serbench/tools/protocrun --go_out=pb --go_opt=paths=source_relative golang.proto
//go:generate go run github.com/serbench/serbench/tools/protocrun --go-vtproto_out=pb --go-vtproto_opt=paths=source_relative,features=marshal+unmarshal+size+pool,pool=github.com/serbench/serbench/datasets/golang/pb.* --vtpool_out=pb --vtpool_opt=paths=source_relative golang.proto
//go:generate go run github.com/serbench/serbench/tools/datasetgen -types Source -proto golang.proto -codecs protobuf+flatbuffers+capnp+thrift+colfer+bebop+avro+goavro+jx+fastjson+baseline+mus

// The mirrors (tools/mirrorgen), msgp's before easyjson's, which builds
// the package; and msgpackgen's resolvers on the model itself.
//go:generate go run github.com/serbench/serbench/tools/mirrorgen -gen -msgp -o msgp_mirror_gen.go -digest digest_gen.go -offer Source
//go:generate go run github.com/serbench/serbench/tools/msgpackgenrun -o msgpackgen_gen.go -offer Source model.go
//go:generate go run github.com/serbench/serbench/tools/mirrorgen -gen -o easyjson_mirror_gen.go -offer Source

// The JSON libraries' +any forms read the document as an `any` tree: only
// their offers, with the model's digest.
//go:generate go run github.com/serbench/serbench/tools/mirrorgen -gen -anyjson -o anyjson_gen.go -offer Source
