//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package gobuild

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"
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

// An entry a serbench holds stays however old and however far over its
// cap the cache is, and so does a program without an in-use file of its
// own (a serbench's from before) in a generation a serbench holds; the
// others go, and a programs' generation left empty and unheld with them.
// Released, they go too.
func TestTrimLeavesEntriesInUse(t *testing.T) {
	root := t.TempDir()
	t.Setenv(CacheEnv, root)
	t.Setenv(ProgramsCacheEnv, "")
	old := time.Now().Add(-30 * 24 * time.Hour)
	progs := filepath.Join(root, ProgramsKind)
	heldGen, freeGen := filepath.Join(progs, "0000000000000001"), filepath.Join(progs, "0000000000000002")
	held, free := filepath.Join(heldGen, "held"), filepath.Join(heldGen, "free")
	legacy, legacyFree := filepath.Join(heldGen, "legacy"), filepath.Join(freeGen, "legacy")
	workers := filepath.Join(root, "workers", "0000000000000003")
	for i, dir := range []string{held, free, legacy, legacyFree, workers} {
		makeEntry(t, dir, 1000, old.Add(time.Duration(i)*time.Hour))
	}
	for i, dir := range []string{legacy, legacyFree} {
		if err := os.Remove(filepath.Join(dir, inUseFile)); err != nil {
			t.Fatal(err)
		}
		at := old.Add(time.Duration(2+i) * time.Hour) // as made
		if err := os.Chtimes(dir, at, at); err != nil {
			t.Fatal(err)
		}
	}
	// As the serbenches using them do, each on a descriptor of its own
	// (flock conflicts between descriptors, even in one process).
	var releases []func()
	for _, dir := range []string{held, heldGen, workers} {
		release, err := Lock(dir)
		if err != nil {
			t.Fatal(err)
		}
		releases = append(releases, release)
	}
	for _, e := range []Entry{{Path: held, Gen: heldGen}, {Path: free, Gen: heldGen}, {Path: legacy, Gen: heldGen}, {Path: legacyFree, Gen: freeGen}, {Path: workers}} {
		if got, want := InUse(e), e.Path != free && e.Path != legacyFree; got != want {
			t.Errorf("InUse(%s) = %v, want %v", e.Path, got, want)
		}
	}
	tr, err := Trim(1)
	if err != nil {
		t.Fatal(err)
	}
	for dir, want := range map[string]bool{held: true, free: false, legacy: true, legacyFree: false, workers: true, heldGen: true, freeGen: false} {
		if exists(dir) != want {
			t.Errorf("%s: kept %v, want %v", dir, exists(dir), want)
		}
	}
	var inUse []string
	for _, e := range tr.InUse {
		inUse = append(inUse, e.Path)
	}
	if want := []string{held, legacy, workers}; !slices.Equal(inUse, want) {
		t.Errorf("kept in use %q, want %q", inUse, want)
	}
	if len(tr.Removed) != 2 || tr.After != 3000 {
		t.Errorf("removed %d entries, left %d bytes; want 2 and 3000", len(tr.Removed), tr.After)
	}
	for _, release := range releases {
		release()
	}
	if tr, err = Clean(); err != nil || len(tr.Removed) != 3 || len(tr.InUse) != 0 || tr.After != 0 {
		t.Errorf("released, cleaned: removed %d, kept %d in use, %d bytes left (%v)", len(tr.Removed), len(tr.InUse), tr.After, err)
	}
	if exists(heldGen) {
		t.Errorf("%s: an empty generation kept", heldGen)
	}
}
