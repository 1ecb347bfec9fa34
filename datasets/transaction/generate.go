package transaction

//go:generate go run github.com/serbench/serbench/internal/protocrun --go_out=pb --go_opt=paths=source_relative --symphony_out=pb --symphony_opt=paths=source_relative transaction.proto
//go:generate flatc --go -o . transaction.fbs
//go:generate go run github.com/serbench/serbench/internal/capnpgen transaction.capnp capnpb
