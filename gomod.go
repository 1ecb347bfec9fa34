// Package serbench holds the module's go.mod, embedded, so that a built
// binary can name the version of a library whose code it does not link:
// a code generator pinned as a tool directive (Colfer's generated code
// needs no runtime package).
package serbench

import _ "embed"

// GoMod is the module's go.mod.
//
//go:embed go.mod
var GoMod []byte
