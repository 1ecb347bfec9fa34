package tickdata

// The generated code; `go generate ./datasets/tickdata/...` reproduces every
// committed generated file. tickdata.proto is seed 004's own schema (with
// Symphony's is_public options): protoc-gen-go, vtprotobuf, gogofaster and
// protoc-gen-symphony compile it as it is.
//
// internal/datasetgen then derives the schema of the model (TickData, in
// model.go) with internal/goschema, checks that it is tickdata.proto's
// (same fields, numbers and types), and runs protoc-gen-serbench's dataset
// flavor, which writes every codec's file (*_gen.go: the conversions
// between TickData and each codec's types, the read visits, the update's
// setters, each file with its codec's lean build constraint and offer),
// the model's digest and equality (digest_gen.go, equal_gen.go), and the
// schema languages' schemas (fbs/, capnp/, thrift/, colfer/, bebop/,
// benc/), whose compilers run on them in the lines after it. gogovisit
// writes the read visits over gogofaster's types from protobuf_gen.go's.
// pulsar's types (pulsarpb) come from a copy of tickdata.proto under
// package serbench.tickdata.pulsar (protopkg: protobuf-go's registry takes
// one file per path and one message per name), deadpanic removes the line
// of pulsar's code go vet reports, and pbvariant copies protobuf_gen.go's
// conversions onto pulsarpb (pulsar_gen.go).

//go:generate go run github.com/serbench/serbench/internal/protocrun --go_out=pb --go_opt=paths=source_relative --symphony_out=pb --symphony_opt=paths=source_relative tickdata.proto
//go:generate go run github.com/serbench/serbench/internal/protocrun --go-vtproto_out=pb --go-vtproto_opt=paths=source_relative,features=marshal+unmarshal+size+pool,pool=github.com/serbench/serbench/datasets/tickdata/pb.* --vtpool_out=pb --vtpool_opt=paths=source_relative tickdata.proto
//go:generate go run github.com/serbench/serbench/internal/protocrun --gogofaster_out=gogopb --gogofaster_opt=paths=source_relative,Mtickdata.proto=github.com/serbench/serbench/datasets/tickdata/gogopb tickdata.proto
//go:generate go run github.com/serbench/serbench/internal/datasetgen -types TickData -proto tickdata.proto -update TickData/tick_number/signature_hex -codecs protobuf+gogofaster+symphony+flatbuffers+capnp+thrift+benc+colfer+bebop+avro+goavro+jx+fastjson+baseline+mus
//go:generate go run github.com/serbench/serbench/internal/gogovisit -o gogo_visit_gen.go -funcs ^visit.*PB$ protobuf_gen.go
//go:generate go run github.com/serbench/serbench/internal/protopkg -suffix pulsar -go_package github.com/serbench/serbench/datasets/tickdata/pulsarpb -o pulsarpb/tickdata.proto tickdata.proto
//go:generate go run github.com/serbench/serbench/internal/protocrun --go-pulsar_out=. --go-pulsar_opt=paths=source_relative,features=protoc+fast pulsarpb/tickdata.proto
//go:generate go run github.com/serbench/serbench/internal/deadpanic pulsarpb/tickdata.pulsar.go
//go:generate go run github.com/serbench/serbench/internal/pbvariant -codec pulsar -pkg pulsarpb -o pulsar_gen.go protobuf_gen.go
//go:generate go run github.com/serbench/serbench/internal/buildtag -codec gogofaster gogo_visit_gen.go
//go:generate flatc --go -o . fbs/schema.fbs
//go:generate go run github.com/serbench/serbench/internal/capnpgen capnp/schema.capnp capnpb
//go:generate go tool colf -b . -s "4 << 30" -l "16 << 20" Go colfer/schema.colf
//go:generate mkdir -p bop
//go:generate go tool bebopc-go -i bebop/schema.bop -o bop/schema.go -package bop
//go:generate thrift --gen go:package_prefix=github.com/serbench/serbench/datasets/tickdata/ -out . thrift/schema.thrift
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
//go:generate go run github.com/serbench/serbench/internal/mirrorgen -msgp -o msgp_mirror_gen.go -offer TickData
//go:generate go tool msgp -file msgp_mirror_gen.go -o msgp_mirror_gen_msgp.go -tests=false -io=false
//go:generate go run github.com/serbench/serbench/internal/buildtag -codec msgp msgp_mirror_gen.go msgp_mirror_gen_msgp.go

// msgpackgen's resolvers run on the model itself, with their offers
// (internal/msgpackgenrun).
//go:generate go run github.com/serbench/serbench/internal/msgpackgenrun -o msgpackgen_gen.go -offer TickData model.go

// The easyjson mirror comes last: easyjson builds the package, so the code
// above must exist. -snake gives the mirror the proto's JSON names, which the
// untagged model lacks.
//go:generate go run github.com/serbench/serbench/internal/mirrorgen -snake -o easyjson_mirror_gen.go -offer TickData
//go:generate go tool easyjson -all -no_std_marshalers easyjson_mirror_gen.go
//go:generate go run github.com/serbench/serbench/internal/buildtag -codec easyjson easyjson_mirror_gen.go easyjson_mirror_gen_easyjson.go
