package objectlist

//go:generate go run github.com/serbench/serbench/internal/protocrun --go_out=pb --go_opt=paths=source_relative --symphony_out=pb --symphony_opt=paths=source_relative objectlist.proto
//go:generate go run github.com/serbench/serbench/internal/protocrun --go-vtproto_out=pb --go-vtproto_opt=paths=source_relative,features=marshal+unmarshal+size+pool,pool=github.com/serbench/serbench/datasets/objectlist/pb.* --vtpool_out=pb --vtpool_opt=paths=source_relative objectlist.proto
//go:generate go run github.com/serbench/serbench/internal/protocrun --gogofaster_out=gogopb --gogofaster_opt=paths=source_relative,Mobjectlist.proto=github.com/serbench/serbench/datasets/objectlist/gogopb objectlist.proto
//go:generate go run github.com/serbench/serbench/internal/gogovisit -o gogo_visit_gen.go -funcs ^visitProto$ protobuf.go
//go:generate go run github.com/serbench/serbench/internal/buildtag -codec gogofaster gogo_visit_gen.go
//go:generate flatc --go -o . objectlist.fbs
//go:generate go run github.com/serbench/serbench/internal/capnpgen objectlist.capnp capnpb
//go:generate go tool colf -b . -s "4 << 30" -l "16 << 20" Go objectlist.colf
//go:generate go tool bebopc-go -i objectlist.bop -o bop/objectlist.go -package bop
//go:generate thrift --gen go:package_prefix=github.com/serbench/serbench/datasets/objectlist/ -out . objectlist.thrift
//go:generate gofmt -w bop thriftgen

// bencgen writes bencpb from the schema and rewrites the schema itself,
// appending its breaking-change metadata; the committed schema is that
// rewritten form, which a rerun leaves as it is. bencgen's output is not
// gofmt-formatted, and a new file of its is executable.
//go:generate go tool bencgen --in objectlist.benc --lang go --out bencpb --file ...
//go:generate go run cmd/gofmt -w bencpb/objectlist.go
//go:generate chmod 644 bencpb/objectlist.go

// The msgp mirrors come before easyjson's, which builds the package: the
// mirrors need msgp's methods to compile.
//go:generate go run github.com/serbench/serbench/internal/mirrorgen -msgp -o msgp_mirror_gen.go Object
//go:generate go tool msgp -file msgp_mirror_gen.go -o msgp_mirror_gen_msgp.go -tests=false -io=false
//go:generate go run github.com/serbench/serbench/internal/buildtag -codec msgp msgp_mirror_gen.go msgp_mirror_gen_msgp.go

// The easyjson mirror comes last: easyjson builds the package, so the code
// above must exist.
//go:generate go run github.com/serbench/serbench/internal/mirrorgen -o easyjson_mirror_gen.go Object
//go:generate go tool easyjson -all -no_std_marshalers easyjson_mirror_gen.go
//go:generate go run github.com/serbench/serbench/internal/buildtag -codec easyjson easyjson_mirror_gen.go easyjson_mirror_gen_easyjson.go
