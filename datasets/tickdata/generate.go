package tickdata

//go:generate go run github.com/serbench/serbench/internal/protocrun --go_out=pb --go_opt=paths=source_relative --symphony_out=pb --symphony_opt=paths=source_relative tickdata.proto
//go:generate flatc --go -o . tickdata.fbs
//go:generate go run github.com/serbench/serbench/internal/capnpgen tickdata.capnp capnpb
