package tickdata

//go:generate go run github.com/serbench/serbench/internal/protocrun --go_out=pb --go_opt=paths=source_relative --symphony_out=pb --symphony_opt=paths=source_relative tickdata.proto
//go:generate go run github.com/serbench/serbench/internal/protocrun --go-vtproto_out=pb --go-vtproto_opt=paths=source_relative,features=marshal+unmarshal+size+pool,pool=github.com/serbench/serbench/datasets/tickdata/pb.* --vtpool_out=pb --vtpool_opt=paths=source_relative tickdata.proto
//go:generate go run github.com/serbench/serbench/internal/protocrun --gogofaster_out=gogopb --gogofaster_opt=paths=source_relative,Mtickdata.proto=github.com/serbench/serbench/datasets/tickdata/gogopb tickdata.proto
//go:generate go run github.com/serbench/serbench/internal/gogovisit -o gogo_visit_gen.go -funcs ^visitProto$ dataset.go
//go:generate flatc --go -o . tickdata.fbs
//go:generate go run github.com/serbench/serbench/internal/capnpgen tickdata.capnp capnpb
//go:generate go tool colf -b . -s "4 << 30" -l "16 << 20" Go tickdata.colf
//go:generate go tool bebopc-go -i tickdata.bop -o bop/tickdata.go -package bop
//go:generate thrift --gen go:package_prefix=github.com/serbench/serbench/datasets/tickdata/ -out . tickdata.thrift
//go:generate gofmt -w bop thriftgen

// The easyjson mirror comes last: easyjson builds the package, so the code
// above must exist. -snake gives the mirror the proto's JSON names, which the
// untagged model lacks.
//go:generate go run github.com/serbench/serbench/internal/mirrorgen -snake -o easyjson_mirror_gen.go TickData
//go:generate go tool easyjson -all -no_std_marshalers easyjson_mirror_gen.go
