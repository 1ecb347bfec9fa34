package transaction

// The generated code; `go generate ./datasets/transaction/...` reproduces
// every committed generated file. transaction.proto is seed 000's own
// schema (with Symphony's is_public options): protoc-gen-go, vtprotobuf,
// gogofaster and protoc-gen-symphony compile it as it is.
//
// internal/datasetgen then derives the schema of the wire form
// (WireTransactions, in wire.go; -message names its messages as
// transaction.proto does, since Transaction is the model's name) with
// internal/goschema, checks that it is transaction.proto's, and runs
// protoc-gen-serbench's dataset flavor, which writes every schema codec's
// file (*_gen.go: the conversions between the wire form and each codec's
// types, the read visits, each file with its codec's lean build constraint
// and offer), the wire form's digest and equality (digest_gen.go,
// equal_gen.go), and the schema languages' schemas (fbs/, capnp/, thrift/,
// colfer/, bebop/, benc/), whose compilers run on them in the lines after
// it. gogovisit writes the read visits over gogofaster's types from
// protobuf_gen.go's.

//go:generate go run github.com/serbench/serbench/internal/protocrun --go_out=pb --go_opt=paths=source_relative --symphony_out=pb --symphony_opt=paths=source_relative transaction.proto
//go:generate go run github.com/serbench/serbench/internal/protocrun --go-vtproto_out=pb --go-vtproto_opt=paths=source_relative,features=marshal+unmarshal+size+pool,pool=github.com/serbench/serbench/datasets/transaction/pb.* --vtpool_out=pb --vtpool_opt=paths=source_relative transaction.proto
//go:generate go run github.com/serbench/serbench/internal/protocrun --gogofaster_out=gogopb --gogofaster_opt=paths=source_relative,Mtransaction.proto=github.com/serbench/serbench/datasets/transaction/gogopb transaction.proto
//go:generate go run github.com/serbench/serbench/internal/datasetgen -types WireTransactions -message WireTransactions=Transactions -message WireTransaction=Transaction -proto transaction.proto -codecs protobuf+gogofaster+symphony+flatbuffers+capnp+thrift+benc+colfer+bebop+avro+goavro+jx+fastjson+baseline+mus
//go:generate go run github.com/serbench/serbench/internal/gogovisit -o gogo_visit_gen.go -funcs ^visit.*PB$ protobuf_gen.go
//go:generate go run github.com/serbench/serbench/internal/buildtag -codec gogofaster gogo_visit_gen.go

// pulsar's types (pulsarpb) from a copy of transaction.proto under package
// serbench.transaction.pulsar, and its conversions copied from
// protobuf_gen.go's, on the wire form (as tickdata's generate.go explains).
//go:generate go run github.com/serbench/serbench/internal/protopkg -suffix pulsar -go_package github.com/serbench/serbench/datasets/transaction/pulsarpb -o pulsarpb/transaction.proto transaction.proto
//go:generate go run github.com/serbench/serbench/internal/protocrun --go-pulsar_out=. --go-pulsar_opt=paths=source_relative,features=protoc+fast pulsarpb/transaction.proto
//go:generate go run github.com/serbench/serbench/internal/deadpanic pulsarpb/transaction.pulsar.go
//go:generate go run github.com/serbench/serbench/internal/pbvariant -codec pulsar -pkg pulsarpb -o pulsar_gen.go protobuf_gen.go
//go:generate flatc --go -o . fbs/schema.fbs
//go:generate go run github.com/serbench/serbench/internal/capnpgen capnp/schema.capnp capnpb
//go:generate go tool colf -b . -s "4 << 30" -l "16 << 20" Go colfer/schema.colf
//go:generate mkdir -p bop
//go:generate go tool bebopc-go -i bebop/schema.bop -o bop/schema.go -package bop
//go:generate thrift --gen go:package_prefix=github.com/serbench/serbench/datasets/transaction/ -out . thrift/schema.thrift
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
//go:generate go run github.com/serbench/serbench/internal/mirrorgen -msgp -o msgp_mirror_gen.go -bigbytes 32 -offer =Transactions:msgpVisit Transactions=[]*Transaction
//go:generate go tool msgp -file msgp_mirror_gen.go -o msgp_mirror_gen_msgp.go -tests=false -io=false
//go:generate go run github.com/serbench/serbench/internal/buildtag -codec msgp msgp_mirror_gen.go msgp_mirror_gen_msgp.go

// The easyjson mirror comes last: easyjson builds the package, so the code
// above must exist. The message is the unnamed []*Transaction, so the mirror
// gets its name here.
//go:generate go run github.com/serbench/serbench/internal/mirrorgen -o easyjson_mirror_gen.go -offer =Transactions:Digest Transactions=[]*Transaction
//go:generate go tool easyjson -all -no_std_marshalers easyjson_mirror_gen.go
//go:generate go run github.com/serbench/serbench/internal/buildtag -codec easyjson easyjson_mirror_gen.go easyjson_mirror_gen_easyjson.go
