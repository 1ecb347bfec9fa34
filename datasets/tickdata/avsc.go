package tickdata

import _ "embed"

// avroSchema is the Avro schema of TickData, shared by both Avro codecs'
// files (avro.go, goavro.go); it imports neither codec.
//
//go:embed tickdata.avsc
var avroSchema string
