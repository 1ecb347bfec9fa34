package objectlist

// The generated code; `go generate ./datasets/objectlist/...` reproduces
// every committed generated file. objectlist.proto is the protobuf
// family's schema (with json_name and Symphony's is_public options):
// protoc-gen-go, vtprotobuf, gogofaster and protoc-gen-symphony compile it
// as it is.
//
// internal/datasetgen then derives the schema of the model (Object and
// Embedded, in model.go) with internal/goschema, checks that it is
// objectlist.proto's (same fields, numbers and types), and runs
// protoc-gen-serbench's dataset flavor, which writes every codec's file
// (*_gen.go: the conversions between Object and each codec's types, the
// read visits, each file with its codec's lean build constraint and offer),
// the model's digest and equality (digest_gen.go, equal_gen.go), and the
// schema languages' schemas (fbs/, capnp/, thrift/, colfer/, bebop/,
// benc/), whose compilers run on them in the lines after it. Object.List
// holds its elements as struct values ([]Embedded, the seed's own type),
// which the generated code addresses. gogovisit writes the read visits
// over gogofaster's types from protobuf_gen.go's.

//go:generate go run github.com/serbench/serbench/internal/protocrun --go_out=pb --go_opt=paths=source_relative --symphony_out=pb --symphony_opt=paths=source_relative objectlist.proto
//go:generate go run github.com/serbench/serbench/internal/protocrun --go-vtproto_out=pb --go-vtproto_opt=paths=source_relative,features=marshal+unmarshal+size+pool,pool=github.com/serbench/serbench/datasets/objectlist/pb.* --vtpool_out=pb --vtpool_opt=paths=source_relative objectlist.proto
//go:generate go run github.com/serbench/serbench/internal/protocrun --gogofaster_out=gogopb --gogofaster_opt=paths=source_relative,Mobjectlist.proto=github.com/serbench/serbench/datasets/objectlist/gogopb objectlist.proto
//go:generate go run github.com/serbench/serbench/internal/datasetgen -types Object -proto objectlist.proto -codecs protobuf+gogofaster+symphony+flatbuffers+capnp+thrift+benc+colfer+bebop+avro+goavro+jx+fastjson+baseline+mus
//go:generate go run github.com/serbench/serbench/internal/gogovisit -o gogo_visit_gen.go -funcs ^visit.*PB$ protobuf_gen.go
//go:generate go run github.com/serbench/serbench/internal/buildtag -codec gogofaster gogo_visit_gen.go

// pulsar's types (pulsarpb) from a copy of objectlist.proto under package
// serbench.objectlist.pulsar, and its conversions copied from
// protobuf_gen.go's (as tickdata's generate.go explains).
//go:generate go run github.com/serbench/serbench/internal/protopkg -suffix pulsar -go_package github.com/serbench/serbench/datasets/objectlist/pulsarpb -o pulsarpb/objectlist.proto objectlist.proto
//go:generate go run github.com/serbench/serbench/internal/protocrun --go-pulsar_out=. --go-pulsar_opt=paths=source_relative,features=protoc+fast pulsarpb/objectlist.proto
//go:generate go run github.com/serbench/serbench/internal/deadpanic pulsarpb/objectlist.pulsar.go
//go:generate go run github.com/serbench/serbench/internal/pbvariant -codec pulsar -pkg pulsarpb -o pulsar_gen.go protobuf_gen.go

// msgpackgen's resolvers on the model itself (internal/msgpackgenrun).
//go:generate go run github.com/serbench/serbench/internal/msgpackgenrun -o msgpackgen_gen.go -offer Object model.go
//go:generate flatc --go -o . fbs/schema.fbs
//go:generate go run github.com/serbench/serbench/internal/capnpgen capnp/schema.capnp capnpb
//go:generate go tool colf -b . -s "4 << 30" -l "16 << 20" Go colfer/schema.colf
//go:generate mkdir -p bop
//go:generate go tool bebopc-go -i bebop/schema.bop -o bop/schema.go -package bop
//go:generate thrift --gen go:package_prefix=github.com/serbench/serbench/datasets/objectlist/ -out . thrift/schema.thrift
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
//go:generate go run github.com/serbench/serbench/internal/mirrorgen -msgp -o msgp_mirror_gen.go -digest digest_gen.go -offer Object
//go:generate go tool msgp -file msgp_mirror_gen.go -o msgp_mirror_gen_msgp.go -tests=false -io=false
//go:generate go run github.com/serbench/serbench/internal/buildtag -codec msgp msgp_mirror_gen.go msgp_mirror_gen_msgp.go

// The easyjson mirror comes last: easyjson builds the package, so the code
// above must exist.
//go:generate go run github.com/serbench/serbench/internal/mirrorgen -o easyjson_mirror_gen.go -offer Object
//go:generate go tool easyjson -all -no_std_marshalers easyjson_mirror_gen.go
//go:generate go run github.com/serbench/serbench/internal/buildtag -codec easyjson easyjson_mirror_gen.go easyjson_mirror_gen_easyjson.go
