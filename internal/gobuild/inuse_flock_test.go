//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package gobuild

import (
	"os"
	"path/filepath"
	"testing"
)

// A generation that a serbench holds is not pruned, however old; the
// others past the newest two are.
func TestPruneLeavesGenerationsInUse(t *testing.T) {
	cache := t.TempDir()
	b := &Builder{Cache: cache, gen: filepath.Join(cache, "current")}
	makeGenerations(t, cache)
	// As the serbench that built it holds it, on a descriptor of its own
	// (flock conflicts between descriptors, even in one process).
	if err := holdGeneration(filepath.Join(cache, "old2")); err != nil {
		t.Fatal(err)
	}
	ageGenerations(t, cache) // its in-use file made it the newest
	b.prune()
	for name, want := range map[string]bool{"current": true, "old1": true, "old2": true, "old3": false} {
		if _, err := os.Stat(filepath.Join(cache, name, "key")); (err == nil) != want {
			t.Errorf("%s: kept %v, want %v", name, err == nil, want)
		}
	}
	// Held twice, it is locked once.
	if err := holdGeneration(filepath.Join(cache, "old2")); err != nil {
		t.Fatal(err)
	}
}
