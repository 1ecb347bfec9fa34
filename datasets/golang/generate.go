package golang

// The document, from the module that ships it (PROVENANCE.md).
//go:generate go run github.com/serbench/serbench/internal/pubdocgen -module github.com/go-json-experiment/json -version v1.27.2 -path internal/jsontest/_embed/golang_source.json.zst -sha256 23e8e3541eac3570958d6d430fc82867874be78a435580279b20f1efe5a6169f -o golang_source.json.zst

// The msgp mirrors come before easyjson's, which builds the package: the
// mirrors need msgp's methods to compile.
//go:generate go run github.com/serbench/serbench/internal/mirrorgen -msgp -o msgp_mirror_gen.go Source
//go:generate go tool msgp -file msgp_mirror_gen.go -o msgp_mirror_gen_msgp.go -tests=false -io=false
//go:generate go run github.com/serbench/serbench/internal/buildtag -codec msgp msgp_mirror_gen.go msgp_mirror_gen_msgp.go
//go:generate go run github.com/serbench/serbench/internal/msgpackgenrun -o msgpackgen_gen.go -offer =Source model.go

// The easyjson mirror comes last: easyjson builds the package, so the code
// above must exist.
//go:generate go run github.com/serbench/serbench/internal/mirrorgen -o easyjson_mirror_gen.go Source
//go:generate go tool easyjson -all -no_std_marshalers easyjson_mirror_gen.go
//go:generate go run github.com/serbench/serbench/internal/buildtag -codec easyjson easyjson_mirror_gen.go easyjson_mirror_gen_easyjson.go
