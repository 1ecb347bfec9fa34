package fhir

// The document, from the module that ships it (PROVENANCE.md).
//go:generate go run github.com/serbench/serbench/internal/pubdocgen -module github.com/go-json-experiment/json -version v1.27.2 -path internal/jsontest/_embed/synthea_fhir.json.zst -sha256 2beda3c35ce039d4ec37114490ff8fc719a4377ad697ce912e8df74c647f1f3d -o synthea_fhir.json.zst

// The msgp mirrors come before easyjson's, which builds the package: the
// mirrors need msgp's methods to compile.
//go:generate go run github.com/serbench/serbench/internal/mirrorgen -msgp -o msgp_mirror_gen.go -offer doc=Bundle:deepvalue.DigestOmitEmptyOf[*BundleMP] -offer entries=Entry:deepvalue.DigestOmitEmptyOf[*EntryMP]
//go:generate go tool msgp -file msgp_mirror_gen.go -o msgp_mirror_gen_msgp.go -tests=false -io=false
//go:generate go run github.com/serbench/serbench/internal/buildtag -codec msgp msgp_mirror_gen.go msgp_mirror_gen_msgp.go

// The easyjson mirror comes last: easyjson builds the package, so the code
// above must exist.
//go:generate go run github.com/serbench/serbench/internal/mirrorgen -o easyjson_mirror_gen.go -offer doc=Bundle:deepvalue.DigestOmitEmptyOf[*Bundle] -offer entries=Entry:deepvalue.DigestOmitEmptyOf[*Entry]
//go:generate go tool easyjson -all -no_std_marshalers easyjson_mirror_gen.go
//go:generate go run github.com/serbench/serbench/internal/buildtag -codec easyjson easyjson_mirror_gen.go easyjson_mirror_gen_easyjson.go

// The JSON libraries' +any forms read the document as an `any` tree: only
// their offers, with the reflection digest the dataset reads by.
//go:generate go run github.com/serbench/serbench/internal/mirrorgen -anyjson -o anyjson_gen.go -offer doc=Bundle:deepvalue.DigestOmitEmptyOf[*Bundle] -offer entries=Entry:deepvalue.DigestOmitEmptyOf[*Entry]
//go:generate go run github.com/serbench/serbench/internal/buildtag -codec anyjson anyjson_gen.go
