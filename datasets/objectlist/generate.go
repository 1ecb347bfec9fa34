package objectlist

// The generated code, made as tickdata's is (datasets/tickdata/generate.go
// says how) from objectlist.proto, the protobuf family's schema (with
// json_name and Symphony's is_public options). Object.List holds its
// elements as struct values ([]Embedded, the seed's own type), which the
// generated code addresses.
//go:generate go run github.com/serbench/serbench/tools/protocrun --go_out=pb --go_opt=paths=source_relative --symphony_out=pb --symphony_opt=paths=source_relative objectlist.proto
//go:generate go run github.com/serbench/serbench/tools/protocrun --go-vtproto_out=pb --go-vtproto_opt=paths=source_relative,features=marshal+unmarshal+size+pool,pool=github.com/serbench/serbench/datasets/objectlist/pb.* --vtpool_out=pb --vtpool_opt=paths=source_relative objectlist.proto
//go:generate go run github.com/serbench/serbench/tools/protocrun --gogofaster_out=gogopb --gogofaster_opt=paths=source_relative,Mobjectlist.proto=github.com/serbench/serbench/datasets/objectlist/gogopb objectlist.proto
//go:generate go run github.com/serbench/serbench/tools/datasetgen -types Object -proto objectlist.proto -codecs protobuf+pulsar+gogofaster+symphony+flatbuffers+capnp+thrift+benc+colfer+bebop+avro+goavro+jx+fastjson+baseline+mus
//go:generate go run github.com/serbench/serbench/tools/msgpackgenrun -o msgpackgen_gen.go -offer Object model.go
//go:generate go run github.com/serbench/serbench/tools/mirrorgen -gen -msgp -o msgp_mirror_gen.go -digest digest_gen.go -offer Object
//go:generate go run github.com/serbench/serbench/tools/mirrorgen -gen -o easyjson_mirror_gen.go -offer Object
