package transaction

// The generated code, made as tickdata's is (datasets/tickdata/generate.go
// says how) from transaction.proto, seed 000's own schema, on the wire form
// (WireTransactions, in wire.go): -message names its messages as the proto
// does, since Transaction is the model's name. msgp's mirror stores the
// *big.Int in 32 bytes, and the model, an unnamed []*Transaction, gets its
// name for the mirrors here.
//go:generate go run github.com/serbench/serbench/tools/protocrun --go_out=pb --go_opt=paths=source_relative --symphony_out=pb --symphony_opt=paths=source_relative transaction.proto
//go:generate go run github.com/serbench/serbench/tools/protocrun --go-vtproto_out=pb --go-vtproto_opt=paths=source_relative,features=marshal+unmarshal+size+pool,pool=github.com/serbench/serbench/datasets/transaction/pb.* --vtpool_out=pb --vtpool_opt=paths=source_relative transaction.proto
//go:generate go run github.com/serbench/serbench/tools/protocrun --gogofaster_out=gogopb --gogofaster_opt=paths=source_relative,Mtransaction.proto=github.com/serbench/serbench/datasets/transaction/gogopb transaction.proto
//go:generate go run github.com/serbench/serbench/tools/datasetgen -types WireTransactions -message WireTransactions=Transactions -message WireTransaction=Transaction -proto transaction.proto -codecs protobuf+pulsar+gogofaster+symphony+flatbuffers+capnp+thrift+benc+colfer+bebop+avro+goavro+jx+fastjson+baseline+mus
//go:generate go run github.com/serbench/serbench/tools/mirrorgen -gen -msgp -o msgp_mirror_gen.go -bigbytes 32 -offer =Transactions:msgpVisit Transactions=[]*Transaction
//go:generate go run github.com/serbench/serbench/tools/mirrorgen -gen -o easyjson_mirror_gen.go -offer =Transactions:Digest Transactions=[]*Transaction
