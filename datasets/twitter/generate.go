package twitter

// The document, from the module that ships it (PROVENANCE.md).
//go:generate go run github.com/serbench/serbench/internal/pubdocgen -module github.com/go-json-experiment/json -version v1.27.2 -path internal/jsontest/_embed/twitter_status.json.zst -sha256 a08b769f32b95f426cbc3abafcec65c1a19d3eb544d4ddf320eae142c99efc5d -o twitter.json.zst

// The schema codecs' code, generated from the model (model.go) as tickdata's
// is (datasets/tickdata/generate.go says how): twitter.proto is the schema
// internal/goschema derives from the model, which internal/datasetgen checks
// before it writes each codec's file (*_gen.go), the model's digest and
// equality (digest_gen.go, equal_gen.go) and the schema languages' schemas,
// whose compilers run in the lines after it. The model's structs held by
// value (Statuses []Status, User User, ...) stay values in that code
// (by_value: cmd/protoc-gen-serbench/user_value.go). gogofaster and
// Symphony take no proto3 optional field, and benc no recursive message:
// they are left out (their packages say why).
//go:generate go run github.com/serbench/serbench/internal/protocrun --go_out=pb --go_opt=paths=source_relative twitter.proto
//go:generate go run github.com/serbench/serbench/internal/protocrun --go-vtproto_out=pb --go-vtproto_opt=paths=source_relative,features=marshal+unmarshal+size+pool,pool=github.com/serbench/serbench/datasets/twitter/pb.* --vtpool_out=pb --vtpool_opt=paths=source_relative twitter.proto
//go:generate go run github.com/serbench/serbench/internal/datasetgen -types Twitter,Status -proto twitter.proto -codecs protobuf+flatbuffers+capnp+thrift+colfer+bebop+avro+goavro+jx+fastjson+baseline+mus
//go:generate flatc --go -o . fbs/schema.fbs
//go:generate go run github.com/serbench/serbench/internal/capnpgen capnp/schema.capnp capnpb
//go:generate go tool colf -b . -s "4 << 30" -l "16 << 20" Go colfer/schema.colf
//go:generate mkdir -p bop
//go:generate go tool bebopc-go -i bebop/schema.bop -o bop/schema.go -package bop
//go:generate thrift --gen go:package_prefix=github.com/serbench/serbench/datasets/twitter/ -out . thrift/schema.thrift
//go:generate gofmt -w bop thgen

// The msgp mirrors come before easyjson's, which builds the package: the
// mirrors need msgp's methods to compile.
//go:generate go run github.com/serbench/serbench/internal/mirrorgen -msgp -o msgp_mirror_gen.go -digest digest_gen.go -offer Twitter -offer Status
//go:generate go tool msgp -file msgp_mirror_gen.go -o msgp_mirror_gen_msgp.go -tests=false -io=false
//go:generate go run github.com/serbench/serbench/internal/buildtag -codec msgp msgp_mirror_gen.go msgp_mirror_gen_msgp.go
//go:generate go run github.com/serbench/serbench/internal/msgpackgenrun -o msgpackgen_gen.go -offer Twitter -offer Status model.go

// The easyjson mirror comes last: easyjson builds the package, so the code
// above must exist.
//go:generate go run github.com/serbench/serbench/internal/mirrorgen -o easyjson_mirror_gen.go -offer Twitter -offer Status
//go:generate go tool easyjson -all -no_std_marshalers easyjson_mirror_gen.go
//go:generate go run github.com/serbench/serbench/internal/buildtag -codec easyjson easyjson_mirror_gen.go easyjson_mirror_gen_easyjson.go

// The JSON libraries' +any forms read the document as an `any` tree: only
// their offers, with the model's digest.
//go:generate go run github.com/serbench/serbench/internal/mirrorgen -anyjson -o anyjson_gen.go -offer Twitter -offer Status
//go:generate go run github.com/serbench/serbench/internal/buildtag -codec anyjson anyjson_gen.go
