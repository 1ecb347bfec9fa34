package gobuild

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// generations are the cache folders of four trees' programs, newest first.
var generations = []string{"current", "old1", "old2", "old3"}

// makeGenerations makes generations in cache, each with a program folder.
func makeGenerations(t *testing.T, cache string) {
	t.Helper()
	for _, name := range generations {
		if err := os.MkdirAll(filepath.Join(cache, name, "key"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	ageGenerations(t, cache)
}

// ageGenerations dates generations an hour apart, "current" the newest.
func ageGenerations(t *testing.T, cache string) {
	t.Helper()
	now := time.Now()
	for i, name := range generations {
		at := now.Add(-time.Duration(i+1) * time.Hour)
		if err := os.Chtimes(filepath.Join(cache, name), at, at); err != nil {
			t.Fatal(err)
		}
	}
}

// The cache keeps the programs of the current tree and of the newest
// other one, and removes the rest.
func TestPruneKeepsNewestGenerations(t *testing.T) {
	cache := t.TempDir()
	b := &Builder{Cache: cache, gen: filepath.Join(cache, "current")}
	makeGenerations(t, cache)
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

// Programs built with more environment (a fixed heap base), or with
// files of the toolchain replaced, are cached apart from the same
// programs built without.
func TestKeyFollowsSetup(t *testing.T) {
	goBin, err := GoTool()
	if err != nil {
		t.Skip("no go command:", err)
	}
	src := t.TempDir()
	p := Program{Name: "p", Files: map[string][]byte{"main.go": []byte("package main")}}
	cache := t.TempDir()
	keys := map[string]string{}
	for name, s := range map[string]Setup{
		"plain":  {},
		"env":    {Env: FixedHeapBase()},
		"goroot": {Env: FixedHeapBase(), GoRoot: map[string][]byte{"/go/src/runtime/x.go": []byte("package runtime")}},
		"other":  {Env: FixedHeapBase(), GoRoot: map[string][]byte{"/go/src/runtime/x.go": []byte("package runtime // x")}},
	} {
		b := &Builder{Source: src, Go: goBin, Cache: cache, Setup: s}
		k, err := b.Key(p)
		if err != nil {
			t.Fatal(err)
		}
		for other, ok := range keys {
			if ok == k {
				t.Errorf("%s and %s: the same key %q", name, other, k)
			}
		}
		keys[name] = k
	}
}

func TestFixedHeapBaseKeepsTheUsersExperiments(t *testing.T) {
	for user, want := range map[string]string{
		"":           "GOEXPERIMENT=norandomizedheapbase64",
		"greenteagc": "GOEXPERIMENT=greenteagc,norandomizedheapbase64",
	} {
		t.Setenv("GOEXPERIMENT", user)
		if got := FixedHeapBase(); len(got) != 1 || got[0] != want {
			t.Errorf("GOEXPERIMENT=%q: FixedHeapBase() = %q, want [%q]", user, got, want)
		}
	}
}
