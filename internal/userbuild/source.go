package userbuild

import (
	"strings"

	"github.com/serbench/serbench/internal/gobuild"
)

// ModulePath is serbench's module path.
const ModulePath = gobuild.ModulePath

// SourceEnv names serbench's source tree when serbench cannot find it (a
// binary built with -trimpath and run outside the tree); gobuild finds it.
const SourceEnv = gobuild.SourceEnv

// symphonyOptions is the file of Symphony's is_public field option, which
// a user's schema may import from serbench's tree to mark public fields.
const symphonyOptions = "symphony/options/options.proto"

// linked reports whether a file of a schema has Go types of its own that
// the program links rather than generates: the well-known types' (in
// google.golang.org/protobuf) and Symphony's options (in serbench).
func linked(file string) bool {
	return strings.HasPrefix(file, "google/protobuf/") || file == symphonyOptions
}
