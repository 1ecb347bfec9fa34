package structs

import _ "embed"

// The Avro schemas of the two variants without times, for hamba/avro
// (avro.go) and goavro (goavro.go): Avro's logical types stop at
// microseconds, so the others are left out (see the codecs' Unfit).
var (
	//go:embed tiny.avsc
	tinySchema string
	//go:embed tinyarray.avsc
	tinyArraySchema string
)
