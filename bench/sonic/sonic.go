// Package sonic adds codec sonic (github.com/bytedance/sonic) to package
// bench: a test file that imports it for its side effect,
//
//	import _ "github.com/serbench/serbench/bench/sonic"
//
// gets sub-benchmarks and subtests codec=sonic beside the others. It is
// apart because sonic's initialisation keeps about half a megabyte on the
// heap (its type caches and tables) in every test binary that links it,
// more than all of bench's other codecs together, and a larger live heap
// makes every garbage collection of the timed code mark more (see the
// "Heap" section of package bench's documentation).
package sonic

import (
	"github.com/serbench/serbench/bench/internal/addon"
	codec "github.com/serbench/serbench/codecs/sonic"
)

func init() {
	addon.Add(addon.Codec{Codec: &codec.Codec, After: "protojson"})
}
