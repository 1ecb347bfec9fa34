package seed004

import (
	_ "unsafe" // for go:linkname

	_ "google.golang.org/protobuf/encoding/protojson"
)

// protojson adds spaces to its output in half of all builds (a seed from
// a hash of the binary): 1,364 bytes for the tick rather than 1,158, and
// more work. The compact form, as serbench's protojson codec pins it
// (codecs/protojson/detrand.go), so that every build of this module
// encodes what serbench measures.
//
//go:linkname detrandSeed google.golang.org/protobuf/internal/detrand.randSeed
var detrandSeed uint64

func init() { detrandSeed = 0 }
