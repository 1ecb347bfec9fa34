//go:build serbench_lean

package protojson

import "github.com/serbench/serbench/suite"

// generic is nil in a lean timing worker, which never runs conformance.
var generic *suite.Generic
