package objectlist

//go:generate go run github.com/serbench/serbench/internal/protocrun --go_out=pb --go_opt=paths=source_relative --symphony_out=pb --symphony_opt=paths=source_relative objectlist.proto
//go:generate flatc --go -o . objectlist.fbs
//go:generate go run github.com/serbench/serbench/internal/capnpgen objectlist.capnp capnpb
