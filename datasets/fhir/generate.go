package fhir

// The document, from the module that ships it (PROVENANCE.md).
//go:generate go run github.com/serbench/serbench/tools/pubdoccopy -module github.com/go-json-experiment/json -version v1.27.2 -path internal/jsontest/_embed/synthea_fhir.json.zst -sha256 2beda3c35ce039d4ec37114490ff8fc719a4377ad697ce912e8df74c647f1f3d -o synthea_fhir.json.zst

// The mirrors (tools/mirrorgen), msgp's before easyjson's, which builds
// the package.
//go:generate go run github.com/serbench/serbench/tools/mirrorgen -gen -msgp -o msgp_mirror_gen.go -offer doc=Bundle:deepvalue.DigestOmitEmptyOf[*BundleMP] -offer entries=Entry:deepvalue.DigestOmitEmptyOf[*EntryMP]
//go:generate go run github.com/serbench/serbench/tools/mirrorgen -gen -o easyjson_mirror_gen.go -offer doc=Bundle:deepvalue.DigestOmitEmptyOf[*Bundle] -offer entries=Entry:deepvalue.DigestOmitEmptyOf[*Entry]

// The JSON libraries' +any forms read the document as an `any` tree: only
// their offers, with the reflection digest the dataset reads by.
//go:generate go run github.com/serbench/serbench/tools/mirrorgen -gen -anyjson -o anyjson_gen.go -offer doc=Bundle:deepvalue.DigestOmitEmptyOf[*Bundle] -offer entries=Entry:deepvalue.DigestOmitEmptyOf[*Entry]
