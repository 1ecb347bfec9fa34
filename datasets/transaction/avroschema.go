package transaction

import _ "embed"

// avroSchema is the Avro schema of a transaction list, shared by both Avro
// codecs (avro.go, goavro.go): an array of nullable Transaction records,
// whose From and Signature are nullable too, so every nil of the model
// survives. An embedded string is static data: no worker holds it on the
// heap.
//
//go:embed transaction.avsc
var avroSchema string
