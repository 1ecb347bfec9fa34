package sonic_test

import (
	"testing"

	"github.com/serbench/serbench/bench"
	_ "github.com/serbench/serbench/bench/sonic"
)

type point struct {
	X, Y  int
	Label string
}

// Importing bench/sonic adds codec sonic to bench's codecs.
func TestSonicIsAdded(t *testing.T) {
	bench.Verify(t, []point{{1, 2, "a"}, {-3, 4, ""}}, bench.WithCodecs("sonic", "json"))
}
