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

// Programs built with more environment (a fixed heap base) are cached
// apart from the same programs built without.
func TestKeyFollowsEnv(t *testing.T) {
	goBin, err := GoTool()
	if err != nil {
		t.Skip("no go command:", err)
	}
	src := t.TempDir()
	p := Program{Name: "p", Files: map[string][]byte{"main.go": []byte("package main")}}
	plain := &Builder{Source: src, Go: goBin, Cache: t.TempDir()}
	fixed := &Builder{Source: src, Go: goBin, Cache: plain.Cache, Env: FixedHeapBase()}
	k1, err1 := plain.Key(p)
	k2, err2 := fixed.Key(p)
	if err1 != nil || err2 != nil {
		t.Fatal(err1, err2)
	}
	if k1 == k2 {
		t.Errorf("the same key %q with and without %v", k1, fixed.Env)
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
