//go:build !serbench_lean || serbench_easyjson

package objectlist

import "github.com/serbench/serbench/suite"

// easyjsonObject and its mirror are generated (easyjson_mirror_gen.go).
var _ = suite.Offer(&offers, "Object", func() any { return easyjsonObject(Digest) })
