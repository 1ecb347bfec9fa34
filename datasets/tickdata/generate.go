package tickdata

// The generated code; `go generate ./datasets/tickdata/...` reproduces every
// committed generated file. tickdata.proto is seed 004's own schema (with
// Symphony's is_public options), which protoc-gen-go, vtprotobuf,
// gogofaster and protoc-gen-symphony compile as it is.
//
// tools/datasetgen derives the schema of the model (TickData) with
// internal/goschema, checks that it is tickdata.proto's, and runs
// protoc-gen-serbench's dataset flavor, which writes every codec's file
// (*_gen.go: the conversions, read visits and update setters, each file
// with its codec's lean build constraint and offer), the model's digest
// and equality (digest_gen.go, equal_gen.go) and the schema languages'
// schemas (fbs/, capnp/, ...). datasetgen then compiles those schemas and
// writes gogofaster's visits and pulsar's code (its compile.go). mirrorgen
// writes msgp's and easyjson's mirrors, msgp's first: easyjson builds the
// package, so every other file must exist. -snake gives easyjson's mirror
// the proto's JSON names, which the untagged model lacks. msgpackgenrun
// writes msgpackgen's resolvers on the model itself.
//go:generate go run github.com/serbench/serbench/tools/protocrun --go_out=pb --go_opt=paths=source_relative --symphony_out=pb --symphony_opt=paths=source_relative tickdata.proto
//go:generate go run github.com/serbench/serbench/tools/protocrun --go-vtproto_out=pb --go-vtproto_opt=paths=source_relative,features=marshal+unmarshal+size+pool,pool=github.com/serbench/serbench/datasets/tickdata/pb.* --vtpool_out=pb --vtpool_opt=paths=source_relative tickdata.proto
//go:generate go run github.com/serbench/serbench/tools/protocrun --gogofaster_out=gogopb --gogofaster_opt=paths=source_relative,Mtickdata.proto=github.com/serbench/serbench/datasets/tickdata/gogopb tickdata.proto
//go:generate go run github.com/serbench/serbench/tools/datasetgen -types TickData -proto tickdata.proto -update TickData/tick_number/signature_hex -codecs protobuf+pulsar+gogofaster+symphony+flatbuffers+capnp+thrift+benc+colfer+bebop+avro+goavro+jx+fastjson+baseline+mus
//go:generate go run github.com/serbench/serbench/tools/mirrorgen -gen -msgp -o msgp_mirror_gen.go -offer TickData
//go:generate go run github.com/serbench/serbench/tools/msgpackgenrun -o msgpackgen_gen.go -offer TickData model.go
//go:generate go run github.com/serbench/serbench/tools/mirrorgen -gen -snake -o easyjson_mirror_gen.go -offer TickData
