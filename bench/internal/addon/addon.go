// Package addon is how a package beside bench adds a codec to bench's
// list without bench importing it: bench/sonic registers sonic from its
// init, so that only test binaries that import bench/sonic link sonic and
// pay its initialisation.
package addon

import (
	"sync"

	"github.com/serbench/serbench/suite"
)

// Codec is a codec added to bench's list.
type Codec struct {
	Codec *suite.Codec // the codec package's own declaration
	After string       // the name of the codec it follows in bench's list
}

var (
	mu     sync.Mutex
	codecs []Codec
)

// Add adds c to bench's list; a package's init calls it.
func Add(c Codec) {
	mu.Lock()
	defer mu.Unlock()
	codecs = append(codecs, c)
}

// Codecs returns the codecs added so far.
func Codecs() []Codec {
	mu.Lock()
	defer mu.Unlock()
	return append([]Codec(nil), codecs...)
}
