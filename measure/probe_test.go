package measure

import (
	"slices"
	"testing"

	"github.com/serbench/serbench/internal/probeorder"
)

// The generated path is the probe's cycle as its constants make it: a
// change of the buffer's size or of the loads needs go generate again.
func TestProbePath(t *testing.T) {
	want := probeorder.Path(probeorder.Next(probeMemBytes/64), probeLoads)
	if !slices.Equal(probePath[:], want) {
		t.Fatalf("probePath is not the first %d links of the cycle over %d lines: run go generate ./measure", probeLoads, probeMemBytes/64)
	}
	if p := NewProbe(); p != nil {
		i := uint32(0)
		for range probeLoads {
			i = p.next[i]
		}
		if i != want[probeLoads] {
			t.Errorf("the probe's loads end at line %d, the cycle's %d-th link is %d", i, probeLoads, want[probeLoads])
		}
	}
}

// The path is a walk of distinct lines (a cycle through all of them does
// not come back to one before the end).
func TestProbeOrderCycle(t *testing.T) {
	next := probeorder.Next(1 << 10)
	seen := make([]bool, len(next))
	i := uint32(0)
	for range len(next) {
		if seen[i] {
			t.Fatalf("line %d visited twice before the cycle's end", i)
		}
		seen[i] = true
		i = next[i]
	}
	if i != 0 {
		t.Errorf("after %d steps the cycle is at line %d, not back at 0", len(next), i)
	}
}
