package boutique

// The generated code of every schema; `go generate ./datasets/boutique/...`
// reproduces the committed files exactly. protoc-gen-go and capnpc-go are
// built from this module's go.mod tool directives, so only Debian's protoc,
// flatc and capnp are needed.

//go:generate go run github.com/serbench/serbench/internal/protocrun --go_out=pb --go_opt=paths=source_relative --symphony_out=pb --symphony_opt=paths=source_relative boutique.proto
//go:generate flatc --go -o . boutique.fbs
//go:generate go run github.com/serbench/serbench/internal/capnpgen boutique.capnp capnpb
