package gobuild

import (
	"bytes"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The toolchain that builds serbench's counting programs is one whose
// seed FixedSeed can fix: a Go 1.26 whose rand.go differs fails here;
// another release is skipped, saying why (its counts say so too).
func TestCountingFixesThisToolchainsSeed(t *testing.T) {
	goBin, err := GoTool()
	if err != nil {
		t.Skip("no go command:", err)
	}
	s, err := Counting(goBin)
	if err != nil {
		t.Fatal(err)
	}
	if ver, _ := GoVersion(goBin); !strings.HasPrefix(ver, "go1.26") && s.Note != "" {
		t.Skipf("FixedSeed edits Go 1.26's runtime, this is %s: %s", ver, s.Note)
	}
	if s.Note != "" || len(s.GoRoot) != 2 {
		t.Fatalf("note %q, %d files", s.Note, len(s.GoRoot))
	}
	for path, src := range s.GoRoot {
		if filepath.Base(path) == "rand.go" && !bytes.Contains(src, []byte("if serbenchFixedSeed(seed) {")) {
			t.Errorf("%s has no call of serbenchFixedSeed", path)
		}
	}
}

func TestFixedSeedRefusesAnotherRandinit(t *testing.T) {
	for _, src := range []string{
		"package runtime\n",
		"\tif len(startupRand) >= 16 &&\n",
		"\tif len(startupRand) >= 16 &&\n\tif len(startupRand) >= 16 &&\nfunc rand() uint64 {\n",
	} {
		if files, err := FixedSeed("/go", []byte(src)); err == nil {
			t.Errorf("%q: %d files, want an error", src, len(files))
		}
	}
}

// A program built for counting draws the same random numbers in every
// process, a plain one others: math/rand/v2's top-level functions read
// the runtime's generator, which also seeds every map's hash.
func TestCountingProgramsDrawTheSameNumbers(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the standard library anew")
	}
	goBin, err := GoTool()
	if err != nil {
		t.Skip("no go command:", err)
	}
	src, err := SourceDir()
	if err != nil {
		t.Skip(err)
	}
	counting, err := Counting(goBin)
	if err != nil {
		t.Fatal(err)
	}
	if counting.Note != "" {
		t.Skip(counting.Note)
	}
	p := Program{Name: "draw", Files: map[string][]byte{"main.go": []byte(`package main

import (
	"math/rand/v2"
	"os"
	"strconv"
)

func main() { os.Stdout.WriteString(strconv.FormatUint(rand.Uint64(), 10)) }
`)}}
	cache := t.TempDir()
	draws := func(s Setup) [2]string {
		b := &Builder{Source: src, Go: goBin, Cache: cache, Setup: s}
		paths, err := b.Build([]Program{p})
		if err != nil {
			t.Fatal(err)
		}
		var got [2]string
		for i := range got {
			out, err := exec.Command(paths[0]).Output()
			if err != nil {
				t.Fatal(err)
			}
			got[i] = strings.TrimSpace(string(out))
		}
		return got
	}
	if got := draws(counting); got[0] != got[1] || got[0] == "" {
		t.Errorf("counting program: %q and %q, want the same", got[0], got[1])
	}
	if got := draws(Setup{}); got[0] == got[1] {
		t.Errorf("plain program: %q twice, want two draws", got[0])
	}
}
