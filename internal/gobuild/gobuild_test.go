package gobuild

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// The cache keeps the programs of the current tree and of the newest
// other one, and removes the rest.
func TestPruneKeepsNewestGenerations(t *testing.T) {
	cache := t.TempDir()
	b := &Builder{Cache: cache, gen: filepath.Join(cache, "current")}
	now := time.Now()
	for i, name := range []string{"current", "old1", "old2", "old3"} {
		dir := filepath.Join(cache, name)
		if err := os.MkdirAll(filepath.Join(dir, "key"), 0o755); err != nil {
			t.Fatal(err)
		}
		at := now.Add(-time.Duration(i+1) * time.Hour)
		if err := os.Chtimes(dir, at, at); err != nil {
			t.Fatal(err)
		}
	}
	b.prune()
	for name, want := range map[string]bool{"current": true, "old1": true, "old2": false, "old3": false} {
		if _, err := os.Stat(filepath.Join(cache, name)); (err == nil) != want {
			t.Errorf("%s: kept %v, want %v", name, err == nil, want)
		}
	}
}

// A program's key changes with its source.
func TestKeyFollowsSource(t *testing.T) {
	b := &Builder{}
	b.once.Do(func() { b.prefix = "go1 tree" })
	k1, _ := b.Key(Program{Name: "p", Files: map[string][]byte{"main.go": []byte("package main")}})
	k2, _ := b.Key(Program{Name: "p", Files: map[string][]byte{"main.go": []byte("package main // x")}})
	if k1 == "" || k1 == k2 {
		t.Errorf("keys %q and %q", k1, k2)
	}
}
