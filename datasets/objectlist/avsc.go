package objectlist

import _ "embed"

// avroSchema is the Avro schema of Object, shared by both Avro codecs'
// files (avro.go, goavro.go); it imports neither codec.
//
//go:embed objectlist.avsc
var avroSchema string
