//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package gobuild

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// A generation that a serbench holds is not pruned, however old; the
// others past the newest two are.
func TestPruneLeavesGenerationsInUse(t *testing.T) {
	cache := t.TempDir()
	b := &Builder{Cache: cache, gen: filepath.Join(cache, "current")}
	now := time.Now()
	for i, name := range []string{"current", "old1", "old2", "old3"} {
		dir := filepath.Join(cache, name)
		if err := os.MkdirAll(filepath.Join(dir, "key"), 0o755); err != nil {
			t.Fatal(err)
		}
		if name == "old2" {
			// As the serbench that built it holds it, on a descriptor of
			// its own (flock conflicts between descriptors, even in one
			// process).
			if err := holdGeneration(dir); err != nil {
				t.Fatal(err)
			}
		}
		at := now.Add(-time.Duration(i+1) * time.Hour)
		if err := os.Chtimes(dir, at, at); err != nil {
			t.Fatal(err)
		}
	}
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
