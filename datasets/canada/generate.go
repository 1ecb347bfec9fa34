package canada

// The document, from the module that ships it (PROVENANCE.md), compressed.
//go:generate go run github.com/serbench/serbench/internal/pubdocgen -module github.com/go-faster/jx -version v1.2.0 -path testdata/canada.json -sha256 f83b3b354030d5dd58740c68ac4fecef64cb730a0d12a90362a7f23077f50d78 -o canada.json.zst

// The schema codecs' code, generated from the model (model.go) as citm's
// is (datasets/citm/generate.go says how): canada.proto is the schema
// internal/goschema derives from the model, which internal/datasetgen
// checks before it writes each codec's file (*_gen.go), the model's
// digest and equality (digest_gen.go, equal_gen.go), the wrapper structs
// (wrappers_gen.go) and the schema languages' schemas, whose compilers run
// in the lines after it. A ring ([][2]float64) travels in a DoubleListList
// message and a position ([2]float64) in a DoubleList, whose items the
// generated conversions to the model refuse unless they are two: a wrong
// count is the decode's error (cmd/protoc-gen-serbench/user_wraparray.go),
// never a truncated or padded position. gogovisit writes the read visits
// over gogofaster's types from protobuf_gen.go's.
//go:generate go run github.com/serbench/serbench/internal/protocrun --go_out=pb --go_opt=paths=source_relative --symphony_out=pb --symphony_opt=paths=source_relative canada.proto
//go:generate go run github.com/serbench/serbench/internal/protocrun --go-vtproto_out=pb --go-vtproto_opt=paths=source_relative,features=marshal+unmarshal+size+pool,pool=github.com/serbench/serbench/datasets/canada/pb.* --vtpool_out=pb --vtpool_opt=paths=source_relative canada.proto
//go:generate go run github.com/serbench/serbench/internal/protocrun --gogofaster_out=gogopb --gogofaster_opt=paths=source_relative,Mcanada.proto=github.com/serbench/serbench/datasets/canada/gogopb canada.proto
//go:generate go run github.com/serbench/serbench/internal/datasetgen -types FeatureCollection -proto canada.proto -codecs protobuf+gogofaster+symphony+flatbuffers+capnp+thrift+benc+colfer+bebop+avro+goavro+jx+fastjson+baseline+mus
//go:generate go run github.com/serbench/serbench/internal/gogovisit -o gogo_visit_gen.go -funcs ^visit.*PB$ protobuf_gen.go
//go:generate go run github.com/serbench/serbench/internal/buildtag -codec gogofaster gogo_visit_gen.go
//go:generate flatc --go -o . fbs/schema.fbs
//go:generate go run github.com/serbench/serbench/internal/capnpgen capnp/schema.capnp capnpb
//go:generate go tool colf -b . -s "4 << 30" -l "16 << 20" Go colfer/schema.colf
//go:generate mkdir -p bop
//go:generate go tool bebopc-go -i bebop/schema.bop -o bop/schema.go -package bop
//go:generate thrift --gen go:package_prefix=github.com/serbench/serbench/datasets/canada/ -out . thrift/schema.thrift
//go:generate gofmt -w bop thgen

// bencgen writes bencpb from the schema and rewrites the schema itself,
// appending its breaking-change metadata (protoc-gen-serbench writes the
// schema anew above, so each run appends it once). bencgen's output is not
// gofmt-formatted, and a new file of its is executable.
//go:generate go tool bencgen --in benc/schema.benc --lang go --out bencpb --file ...
//go:generate go run cmd/gofmt -w bencpb/schema.go
//go:generate chmod 644 bencpb/schema.go

// The msgp mirrors come before easyjson's, which builds the package: the
// mirrors need msgp's methods to compile.
//go:generate go run github.com/serbench/serbench/internal/mirrorgen -msgp -o msgp_mirror_gen.go -digest digest_gen.go -offer FeatureCollection
//go:generate go tool msgp -file msgp_mirror_gen.go -o msgp_mirror_gen_msgp.go -tests=false -io=false
//go:generate go run github.com/serbench/serbench/internal/buildtag -codec msgp msgp_mirror_gen.go msgp_mirror_gen_msgp.go
//go:generate go run github.com/serbench/serbench/internal/msgpackgenrun -o msgpackgen_gen.go -offer FeatureCollection model.go

// The easyjson mirror comes last: easyjson builds the package, so the code
// above must exist.
//go:generate go run github.com/serbench/serbench/internal/mirrorgen -o easyjson_mirror_gen.go -offer FeatureCollection
//go:generate go tool easyjson -all -no_std_marshalers easyjson_mirror_gen.go
//go:generate go run github.com/serbench/serbench/internal/buildtag -codec easyjson easyjson_mirror_gen.go easyjson_mirror_gen_easyjson.go

// The JSON libraries' +any forms read the document as an `any` tree: only
// their offers, with the model's digest.
//go:generate go run github.com/serbench/serbench/internal/mirrorgen -anyjson -o anyjson_gen.go -offer FeatureCollection
//go:generate go run github.com/serbench/serbench/internal/buildtag -codec anyjson anyjson_gen.go
