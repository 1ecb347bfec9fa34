package protojson

import (
	_ "unsafe" // for go:linkname

	_ "google.golang.org/protobuf/encoding/protojson"
)

// protojson adds a space after some ':' and ',' in half of all builds: its
// internal/detrand package is seeded by a hash of the program binary, so that
// nobody relies on byte-exact output. A benchmark cannot live with that: the
// same data would encode to 1,158 bytes in one build and 1,364 in the next,
// and times would move with it. serbench pins the compact form, the output
// protojson's own tests pin (they call detrand.Disable, which is this).
//
//go:linkname detrandSeed google.golang.org/protobuf/internal/detrand.randSeed
var detrandSeed uint64

func init() { detrandSeed = 0 }
