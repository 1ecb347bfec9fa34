package boutique

// The generated code of every schema; `go generate ./datasets/boutique/...`
// reproduces the committed files exactly. protoc-gen-go and capnpc-go are
// built from this module's go.mod tool directives and protoc-gen-serbench
// and protoc-gen-symphony from its cmd/, so only Debian's protoc, flatc and
// capnp are needed.
//
// protoc-gen-serbench writes the model, the easyjson mirrors (ej/types_gen.go)
// and all the per-message code (*_gen.go) from boutique.proto; easyjson then
// runs on the mirrors it wrote, so its line comes after, and so do the
// Colfer, Bebop and Thrift compilers, on the schemas it wrote. gogovisit
// writes the read visits over gogofaster's types (gogopb) from
// protobuf_gen.go's, which kinds_gen.go names, so it too runs before
// easyjson builds the package.

//go:generate go run github.com/serbench/serbench/internal/protocrun --go_out=pb --go_opt=paths=source_relative --symphony_out=pb --symphony_opt=paths=source_relative boutique.proto
//go:generate go run github.com/serbench/serbench/internal/protocrun --go-vtproto_out=pb --go-vtproto_opt=paths=source_relative,features=marshal+unmarshal+size+pool,pool=github.com/serbench/serbench/datasets/boutique/pb.* --vtpool_out=pb --vtpool_opt=paths=source_relative boutique.proto
//go:generate go run github.com/serbench/serbench/internal/protocrun --gogofaster_out=gogopb --gogofaster_opt=paths=source_relative,Mboutique.proto=github.com/serbench/serbench/datasets/boutique/gogopb boutique.proto
//go:generate go run github.com/serbench/serbench/internal/protocrun --serbench_out=. boutique.proto
//go:generate go run github.com/serbench/serbench/internal/gogovisit -o gogo_visit_gen.go -funcs ^visit.*PB$ protobuf_gen.go
//go:generate go tool easyjson -all -no_std_marshalers ej/types_gen.go
//go:generate flatc --go -o . boutique.fbs
//go:generate go run github.com/serbench/serbench/internal/capnpgen boutique.capnp capnpb
//go:generate go tool colf -b . -s "4 << 30" -l "16 << 20" Go colfer_gen.colf
//go:generate go tool bebopc-go -i bebop_gen.bop -o bop/bebop_gen.go -package bop
//go:generate thrift --gen go:package_prefix=github.com/serbench/serbench/datasets/boutique/ -out . thrift_gen.thrift
//go:generate gofmt -w bop thriftgen
