package golang

// The document, from the module that ships it (PROVENANCE.md).
//go:generate go run github.com/serbench/serbench/internal/pubdocgen -module github.com/go-json-experiment/json -version v1.27.2 -path internal/jsontest/_embed/golang_source.json.zst -sha256 23e8e3541eac3570958d6d430fc82867874be78a435580279b20f1efe5a6169f -o golang_source.json.zst

// The schema codecs' code, generated from the model (model.go) as
// twitter's is (datasets/twitter/generate.go says how), from golang.proto:
// the tree's nodes stay struct values (Tree Node, Kids []Node) and Touches
// a Go int in that code. benc takes no recursive message: it is left out
// (codecs/benc says why).
//go:generate go run github.com/serbench/serbench/internal/protocrun --go_out=pb --go_opt=paths=source_relative golang.proto
//go:generate go run github.com/serbench/serbench/internal/protocrun --go-vtproto_out=pb --go-vtproto_opt=paths=source_relative,features=marshal+unmarshal+size+pool,pool=github.com/serbench/serbench/datasets/golang/pb.* --vtpool_out=pb --vtpool_opt=paths=source_relative golang.proto
//go:generate go run github.com/serbench/serbench/internal/datasetgen -types Source -proto golang.proto -codecs protobuf+flatbuffers+capnp+thrift+colfer+bebop+avro+goavro+jx+fastjson+baseline+mus
//go:generate flatc --go -o . fbs/schema.fbs
//go:generate go run github.com/serbench/serbench/internal/capnpgen capnp/schema.capnp capnpb
//go:generate go tool colf -b . -s "4 << 30" -l "16 << 20" Go colfer/schema.colf
//go:generate mkdir -p bop
//go:generate go tool bebopc-go -i bebop/schema.bop -o bop/schema.go -package bop
//go:generate thrift --gen go:package_prefix=github.com/serbench/serbench/datasets/golang/ -out . thrift/schema.thrift
//go:generate gofmt -w bop thgen

// The msgp mirrors come before easyjson's, which builds the package: the
// mirrors need msgp's methods to compile.
//go:generate go run github.com/serbench/serbench/internal/mirrorgen -msgp -o msgp_mirror_gen.go -digest digest_gen.go -offer Source
//go:generate go tool msgp -file msgp_mirror_gen.go -o msgp_mirror_gen_msgp.go -tests=false -io=false
//go:generate go run github.com/serbench/serbench/internal/buildtag -codec msgp msgp_mirror_gen.go msgp_mirror_gen_msgp.go
//go:generate go run github.com/serbench/serbench/internal/msgpackgenrun -o msgpackgen_gen.go -offer Source model.go

// The easyjson mirror comes last: easyjson builds the package, so the code
// above must exist.
//go:generate go run github.com/serbench/serbench/internal/mirrorgen -o easyjson_mirror_gen.go -offer Source
//go:generate go tool easyjson -all -no_std_marshalers easyjson_mirror_gen.go
//go:generate go run github.com/serbench/serbench/internal/buildtag -codec easyjson easyjson_mirror_gen.go easyjson_mirror_gen_easyjson.go

// The JSON libraries' +any forms read the document as an `any` tree: only
// their offers, with the model's digest.
//go:generate go run github.com/serbench/serbench/internal/mirrorgen -anyjson -o anyjson_gen.go -offer Source
//go:generate go run github.com/serbench/serbench/internal/buildtag -codec anyjson anyjson_gen.go
