package gobuild

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
)

// Setup is what a kind of program is built with beyond serbench's tree
// and the toolchain.
type Setup struct {
	// Env is more environment for the go commands (FixedHeapBase).
	Env []string
	// GoRoot replaces or adds files of the toolchain's source for the
	// build (go build's -overlay): absolute paths under GOROOT, to their
	// contents.
	GoRoot map[string][]byte
	// Note says what the setup could not do, for the user; "" when
	// nothing.
	Note string
}

// Key is the part of a program's cache key that s decides: the same for
// two setups that build the same programs, "" for none.
func (s Setup) Key() string {
	if len(s.Env) == 0 && len(s.GoRoot) == 0 {
		return ""
	}
	h := sha256.New()
	for _, kv := range s.Env {
		fmt.Fprintf(h, "env\x00%s\x00", kv)
	}
	for _, path := range slices.Sorted(maps.Keys(s.GoRoot)) {
		fmt.Fprintf(h, "goroot\x00%s\x00%d\x00", path, len(s.GoRoot[path]))
		h.Write(s.GoRoot[path])
	}
	return hex.EncodeToString(h.Sum(nil))
}

// overlay writes s's GOROOT files into dir and returns the overlay's
// Replace entries for them, to which a build adds its own.
func (s Setup) overlay(dir string) (map[string]string, error) {
	replace := map[string]string{}
	for i, path := range slices.Sorted(maps.Keys(s.GoRoot)) {
		real := filepath.Join(dir, fmt.Sprintf("goroot-%d-%s", i, filepath.Base(path)))
		if err := os.WriteFile(real, s.GoRoot[path], 0o644); err != nil {
			return nil, fmt.Errorf("overlay: %w", err)
		}
		replace[path] = real
	}
	return replace, nil
}

// OverlayFlag writes s's GOROOT files and an overlay file naming them into
// dir, and returns the go command's flag that reads it ("-overlay=FILE"),
// or "" when s replaces no file: for go commands that have no overlay of
// their own.
func (s Setup) OverlayFlag(dir string) (string, error) {
	if len(s.GoRoot) == 0 {
		return "", nil
	}
	replace, err := s.overlay(dir)
	if err != nil {
		return "", err
	}
	path, err := writeOverlay(dir, replace)
	if err != nil {
		return "", err
	}
	return "-overlay=" + path, nil
}

// writeOverlay writes an overlay file of replace into dir.
func writeOverlay(dir string, replace map[string]string) (string, error) {
	ov, err := json.Marshal(map[string]any{"Replace": replace})
	if err != nil {
		return "", fmt.Errorf("overlay: %w", err)
	}
	path := filepath.Join(dir, "overlay.json")
	if err := os.WriteFile(path, ov, 0o644); err != nil {
		return "", fmt.Errorf("overlay: %w", err)
	}
	return path, nil
}

// Counting is the Setup of the programs that count instructions: the
// heap's base fixed (FixedHeapBase) and the runtime's random seed fixed
// (FixedSeed), so that a count does not move with what the process drew
// at its start. goBin is the go command that builds them.
func Counting(goBin string) (Setup, error) {
	s := Setup{Env: FixedHeapBase()}
	out, err := exec.Command(goBin, "env", "GOROOT").Output()
	if err != nil {
		return Setup{}, fmt.Errorf("%s env GOROOT: %w", goBin, err)
	}
	goroot := strings.TrimSpace(string(out))
	src, err := os.ReadFile(filepath.Join(goroot, "src", "runtime", "rand.go"))
	if err != nil {
		return Setup{}, fmt.Errorf("the runtime's source: %w", err)
	}
	if s.GoRoot, err = FixedSeed(goroot, src); err != nil {
		s.Note = fmt.Sprintf("counts of instructions are built with the runtime's random seed as it comes (%v): a count of a codec whose work follows a map's hash seed (sync.Map's trie, for one) may move by a few percent between counts", err)
	}
	return s, nil
}

// randPatches are FixedSeed's edits of the runtime's rand.go, each of a
// text found exactly once in Go 1.26's.
var randPatches = []struct{ old, new string }{
	// randinit: the fixed seed, not the kernel's random bytes (AT_RANDOM).
	{"\tif len(startupRand) >= 16 &&", "\tif serbenchFixedSeed(seed) {\n\t} else if len(startupRand) >= 16 &&"},
	// rand: one stream for the process (serbenchStream), not one a
	// thread (M), whose position would follow which thread the clock had
	// run a goroutine on.
	{"\tc := &mp.chacha8\n", "\tc := &serbenchStream // serbench: one stream\n"},
	// mrandinit: a new thread draws nothing from the global generator
	// (the clock decides when one starts), and starts as every other.
	{"\t\tseed[i] = bootstrapRand()\n\t}\n\tbootstrapRandReseed() // erase key we just extracted\n",
		"\t\tseed[i] = uint64(i+1) * 0x9e3779b97f4a7c15 // serbench\n\t}\n"},
	{"\tmp.cheaprand = rand()\n", "\tmp.cheaprand = 0x9e3779b97f4a7c15 // serbench\n"},
}

// seedFile is the file FixedSeed adds to the runtime.
const seedFile = `// Code added by serbench (internal/gobuild.FixedSeed) to the runtime of
// the programs that count instructions. DO NOT EDIT.

package runtime

import "internal/chacha8rand"

// serbenchFixedSeed fills the runtime's random seed with fixed bytes.
func serbenchFixedSeed(seed *[32]byte) bool {
	copy(seed[:], "serbench counts its instructions")
	return true
}

// serbenchStream is rand's one stream, drawn as a thread's own is (the
// same generator, the same instructions a call): its zero value refills
// from a zero seed, the same in every process. Only one thread at a time
// draws from it in a counting program (GOMAXPROCS 1, and valgrind runs
// one thread at a time).
var serbenchStream chacha8rand.State
`

// FixedSeed returns the runtime files, under goroot, that make a
// program's random numbers the same in every process: src is the
// toolchain's runtime/rand.go, whose randinit takes a fixed seed where it
// would take the kernel's, and whose rand draws from one stream of the
// process, the same generator from the same start in every process, where
// it would draw from the running thread's (seeded as each thread starts,
// when the clock says); an error when src is not the rand.go these edits
// expect. Every map's and sync.Map's hash seed and each map iteration's
// start come from rand, and a lookup's depth in a sync.Map (a reflective
// codec's type cache) follows its seed: the kernel's seed fixed alone
// still left it to the thread the clock had picked.
func FixedSeed(goroot string, src []byte) (map[string][]byte, error) {
	s := string(src)
	for _, p := range randPatches {
		if strings.Count(s, p.old) != 1 {
			return nil, fmt.Errorf("runtime/rand.go of %s is not the one serbench edits (Go 1.26's): %d of %q", goroot, strings.Count(s, p.old), p.old)
		}
		s = strings.Replace(s, p.old, p.new, 1)
	}
	dir := filepath.Join(goroot, "src", "runtime")
	return map[string][]byte{
		filepath.Join(dir, "rand.go"):               []byte(s),
		filepath.Join(dir, "serbench_fixedseed.go"): []byte(seedFile),
	}, nil
}
