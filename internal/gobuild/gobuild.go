// Package gobuild builds the small programs serbench runs beside itself
// (the plain reference programs of `serbench fidelity`, the lean timing
// workers): Go source that exists only at run time, compiled as packages
// of serbench's own module through an overlay, so that they use the very
// versions go.mod pins and the build cache, and cached by a key of
// everything they are built from. The whole cache is kept under a cap,
// its least recently used entries removed after a build (cache.go).
package gobuild

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"golang.org/x/mod/modfile"
	"golang.org/x/sync/errgroup"
)

// ModulePath is serbench's module path.
const ModulePath = "github.com/serbench/serbench"

// SourceEnv names serbench's source tree when serbench cannot find it
// (a binary built with -trimpath and run outside the tree).
const SourceEnv = "SERBENCH_SOURCE"

// CacheEnv overrides where built programs are cached (by default the
// user cache folder's serbench/).
const CacheEnv = "SERBENCH_CACHE"

// VirtualDir is the folder of serbench's tree under which the programs'
// packages exist only in the overlay: no such folder is committed.
const VirtualDir = "internal/built"

// SourceDir finds serbench's source tree: $SERBENCH_SOURCE, else the tree
// this file was compiled from (go run and go test build from it), else the
// nearest folder above the working one whose go.mod is serbench's.
func SourceDir() (string, error) {
	if dir := os.Getenv(SourceEnv); dir != "" {
		if !isSource(dir) {
			return "", fmt.Errorf("$%s=%s: no go.mod of module %s there", SourceEnv, dir, ModulePath)
		}
		return filepath.Abs(dir)
	}
	if _, file, _, ok := runtime.Caller(0); ok && filepath.IsAbs(file) {
		// file is <source>/internal/gobuild/gobuild.go.
		if dir := filepath.Dir(filepath.Dir(filepath.Dir(file))); isSource(dir) {
			return dir, nil
		}
	}
	if wd, err := os.Getwd(); err == nil {
		for dir := wd; ; dir = filepath.Dir(dir) {
			if isSource(dir) {
				return dir, nil
			}
			if filepath.Dir(dir) == dir {
				break
			}
		}
	}
	return "", fmt.Errorf("serbench builds programs from its own packages, but its source tree was not found: "+
		"run serbench from its source tree (go run ./cmd/serbench) or set $%s to it", SourceEnv)
}

// isSource reports whether dir holds the go.mod of serbench's module.
func isSource(dir string) bool {
	b, err := os.ReadFile(filepath.Join(dir, "go.mod"))
	return err == nil && modfile.ModulePath(b) == ModulePath
}

// GoTool is the go command: the one of the toolchain serbench itself was
// built with (runtime.GOROOT, which `go run` sets), else the go on $PATH.
func GoTool() (string, error) {
	if root := runtime.GOROOT(); root != "" {
		bin := filepath.Join(root, "bin", "go")
		if runtime.GOOS == "windows" {
			bin += ".exe"
		}
		if _, err := os.Stat(bin); err == nil {
			return bin, nil
		}
	}
	bin, err := exec.LookPath("go")
	if err != nil {
		return "", errors.New("serbench builds programs with the go command, which was not found (install Go, or put it on $PATH)")
	}
	return bin, nil
}

// GoVersion is the go command's version, OS and architecture, for cache
// keys.
func GoVersion(goBin string) (string, error) {
	out, err := exec.Command(goBin, "env", "GOVERSION", "GOOS", "GOARCH").Output()
	if err != nil {
		return "", fmt.Errorf("%s env: %w", goBin, err)
	}
	return strings.Join(strings.Fields(string(out)), " "), nil
}

// HashSource hashes what a build of serbench's packages may read from its
// tree: every file but tests (Go files, templates, go.mod and go.sum, and
// the files packages embed, such as the report's styles). Results
// folders, test data and hidden folders are left out.
func HashSource(dir string) (string, error) {
	h := sha256.New()
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if path != dir && (strings.HasPrefix(name, ".") || name == "testdata" || name == "results") {
				return filepath.SkipDir
			}
			return nil
		}
		if strings.HasSuffix(name, "_test.go") || !d.Type().IsRegular() {
			return nil
		}
		rel, _ := filepath.Rel(dir, path)
		f, err := os.Open(path)
		if err != nil {
			return err
		}
		defer f.Close()
		fmt.Fprintf(h, "%s\x00", filepath.ToSlash(rel))
		if _, err := io.Copy(h, bufio.NewReader(f)); err != nil {
			return err
		}
		h.Write([]byte{0})
		return nil
	})
	if err != nil {
		return "", fmt.Errorf("hash serbench's source: %w", err)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// FuncAlign is the linker flag every program built here is linked with:
// each function starts on a 64-byte cache line. With Go's default of 32,
// where a function falls in its line depends on everything linked before
// it, and a hot function's speed with it: protobuf's encode of
// tickdata/seed took 7% longer in a timing worker than in a plain test
// program of the same call, with the same instructions, and as long once
// both started their functions on lines.
const FuncAlign = "-funcalign=64"

// CacheRoot is the folder of serbench's cache: $SERBENCH_CACHE, else the
// user cache folder's serbench/. Each kind of program has a folder in it
// (CacheDir).
func CacheRoot() (string, error) {
	if dir := os.Getenv(CacheEnv); dir != "" {
		abs, err := filepath.Abs(dir)
		if err != nil {
			return "", fmt.Errorf("$%s=%s: %w", CacheEnv, dir, err)
		}
		return abs, nil
	}
	dir, err := os.UserCacheDir()
	if err != nil {
		return "", fmt.Errorf("serbench caches the programs it builds in the user cache folder, which is unknown (set $%s): %w", CacheEnv, err)
	}
	return filepath.Join(dir, "serbench"), nil
}

// CacheDir is the folder for cached programs of one kind (sub) in
// CacheRoot; $SERBENCH_PROTO_CACHE moves ProgramsKind's elsewhere.
func CacheDir(sub string) (string, error) {
	if dir := os.Getenv(ProgramsCacheEnv); sub == ProgramsKind && dir != "" {
		abs, err := filepath.Abs(dir)
		if err != nil {
			return "", fmt.Errorf("$%s=%s: %w", ProgramsCacheEnv, dir, err)
		}
		return abs, nil
	}
	root, err := CacheRoot()
	if err != nil {
		return "", err
	}
	return filepath.Join(root, sub), nil
}

// Program is one program to build: a package of serbench's module that
// exists only in the overlay, at VirtualDir/Name.
type Program struct {
	// Name is the package's folder under VirtualDir and the binary's name.
	Name string
	// Files maps file names to their source; a program of _test.go files
	// is built with `go test -c`, as a user's benchmark.
	Files map[string][]byte
	// Tags are the build tags the program is built with (a lean worker's
	// serbench_lean and its codecs': internal/workerbuild).
	Tags []string
}

func (p Program) test() bool {
	for name := range p.Files {
		if strings.HasSuffix(name, "_test.go") {
			return true
		}
	}
	return false
}

// Builder builds programs in serbench's source tree and caches them by a
// key of the tree, the toolchain and the program's source.
type Builder struct {
	Source string // serbench's source tree
	Go     string // the go command
	Cache  string // where binaries are kept
	// Setup is how its programs are built beyond the tree (Counting),
	// part of every key.
	Setup Setup

	once   sync.Once
	prefix string // the tree's and toolchain's part of every key
	gen    string // the folder of Cache for this tree and toolchain
	err    error
}

// keptGenerations is how many trees' programs a cache keeps: a lean
// worker is about 10 MB and a run builds some sixty, and a --proto
// program over 200 MB, so every edit or update of the tree would
// otherwise leave another 600 MB behind (the tests alone build eight
// --proto programs a tree). Within them, the cache's cap bounds it
// (Trim).
const keptGenerations = 2

// Generation is the folder of cache for the programs built from one
// serbench tree (its HashSource) with one Go toolchain (its GoVersion):
// a cache keeps its programs a generation a folder, so that Prune can
// drop those of trees no longer run.
func Generation(cache, goVersion, treeHash string) string {
	sum := sha256.Sum256([]byte(goVersion + "\x00" + treeHash))
	return filepath.Join(cache, hex.EncodeToString(sum[:])[:16])
}

// Hold marks gen as in use by this process till it exits, making the
// folder if need be: no other serbench's Prune removes it meanwhile.
func Hold(gen string) error { return holdGeneration(gen) }

// Lock marks dir as in use by this process until release is called or
// the process ends, making the folder if need be: RemoveUnused leaves it
// meanwhile. For a folder that lives shorter than its process (a run's
// handoff files of one variant).
func Lock(dir string) (release func(), err error) {
	f, err := lockShared(dir)
	if err != nil || f == nil {
		return func() {}, err
	}
	return func() { f.Close() }, nil
}

// RemoveUnused removes dir unless a process holds it (Hold, Lock): a
// folder that a killed process left behind. A folder with no in-use file
// at all goes only once untouched for lockless: a serbench from before
// the locks may be using it. Where serbench takes no file locks, only a
// folder untouched for a day goes.
func RemoveUnused(dir string, lockless time.Duration) { removeUnused(dir, lockless) }

// NewBuilder finds the source tree and the go command, and caches under
// CacheDir(kind).
func NewBuilder(kind string) (*Builder, error) {
	src, err := SourceDir()
	if err != nil {
		return nil, err
	}
	goBin, err := GoTool()
	if err != nil {
		return nil, err
	}
	cache, err := CacheDir(kind)
	if err != nil {
		return nil, err
	}
	return &Builder{Source: src, Go: goBin, Cache: cache}, nil
}

// keyPrefix hashes the tree and the toolchain once.
func (b *Builder) keyPrefix() (string, error) {
	b.once.Do(func() {
		var ver, tree string
		if ver, b.err = GoVersion(b.Go); b.err != nil {
			return
		}
		if tree, b.err = HashSource(b.Source); b.err != nil {
			return
		}
		b.prefix = ver + "\x00" + tree + "\x00" + b.Setup.Key()
		b.gen = Generation(b.Cache, ver, tree)
	})
	return b.prefix, b.err
}

// Key is p's cache key.
func (b *Builder) Key(p Program) (string, error) {
	prefix, err := b.keyPrefix()
	if err != nil {
		return "", err
	}
	h := sha256.New()
	fmt.Fprintf(h, "serbench-program 1\x00%s\x00%s\x00", prefix, p.Name)
	names := make([]string, 0, len(p.Files))
	for name := range p.Files {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		fmt.Fprintf(h, "%s\x00%d\x00", name, len(p.Files[name]))
		h.Write(p.Files[name])
	}
	fmt.Fprintf(h, "tags\x00%s\x00", strings.Join(p.Tags, ","))
	return hex.EncodeToString(h.Sum(nil))[:24], nil
}

// Build returns the paths of the programs' binaries, building those not
// cached yet: programs of plain packages in one go build (which links them
// in parallel), test programs one go test -c each.
func (b *Builder) Build(progs []Program) ([]string, error) {
	if _, err := b.keyPrefix(); err != nil {
		return nil, err
	}
	// Before looking for them: no other serbench prunes them from now.
	if err := holdGeneration(b.gen); err != nil {
		return nil, err
	}
	MarkUsed(b.gen)
	paths := make([]string, len(progs))
	var missing []int
	for i, p := range progs {
		key, err := b.Key(p)
		if err != nil {
			return nil, err
		}
		paths[i] = filepath.Join(b.gen, key, p.Name)
		if _, err := os.Stat(paths[i]); err != nil {
			missing = append(missing, i)
		}
	}
	if len(missing) == 0 {
		return paths, nil
	}
	limit, err := CacheMax()
	if err != nil {
		return nil, fmt.Errorf("build: %w", err)
	}
	// Once built, the cache is trimmed to its cap: as a prune, at its
	// best, a trim that cannot read a folder fails no build.
	defer func() {
		b.prune()
		_, _ = Trim(limit)
	}()
	tmp, err := os.MkdirTemp("", "serbench-build-")
	if err != nil {
		return nil, fmt.Errorf("build: %w", err)
	}
	defer os.RemoveAll(tmp)
	overlay, err := b.Setup.overlay(tmp)
	if err != nil {
		return nil, fmt.Errorf("build: %w", err)
	}
	var mains, tests []int
	for _, i := range missing {
		p := progs[i]
		for name, src := range p.Files {
			real := filepath.Join(tmp, "src", p.Name, name)
			if err := os.MkdirAll(filepath.Dir(real), 0o755); err != nil {
				return nil, fmt.Errorf("build: %w", err)
			}
			if err := os.WriteFile(real, src, 0o644); err != nil {
				return nil, fmt.Errorf("build: %w", err)
			}
			overlay[filepath.Join(b.Source, VirtualDir, p.Name, name)] = real
		}
		if p.test() {
			tests = append(tests, i)
		} else {
			mains = append(mains, i)
		}
	}
	ovPath, err := writeOverlay(tmp, overlay)
	if err != nil {
		return nil, fmt.Errorf("build: %w", err)
	}
	out := filepath.Join(tmp, "bin") + string(filepath.Separator)
	if err := b.runAll(commands(progs, mains, tests, ovPath, out)); err != nil {
		return nil, err
	}
	for _, i := range missing {
		if err := os.MkdirAll(filepath.Dir(paths[i]), 0o755); err != nil {
			return nil, fmt.Errorf("build: %w", err)
		}
		// A rename within one file system is atomic: a concurrent serbench
		// sees the whole binary or none.
		if err := moveFile(out+progs[i].Name, paths[i]); err != nil {
			return nil, fmt.Errorf("build: keep %s: %w", progs[i].Name, err)
		}
	}
	return paths, nil
}

// commands are the go commands that build programs mains and tests of
// progs into the folder out: one go build per set of tags (it links its
// programs in parallel), one go test -c per test program.
func commands(progs []Program, mains, tests []int, ovPath, out string) [][]string {
	var tagSets []string
	byTags := map[string][]int{}
	for _, i := range mains {
		t := strings.Join(progs[i].Tags, ",")
		if _, ok := byTags[t]; !ok {
			tagSets = append(tagSets, t)
		}
		byTags[t] = append(byTags[t], i)
	}
	var cmds [][]string
	for _, t := range tagSets {
		// Without symbols and debug information: half the size, the same
		// code.
		args := []string{"build", "-ldflags=-s -w " + FuncAlign, "-tags=" + t, "-overlay", ovPath, "-o", out}
		for _, i := range byTags[t] {
			args = append(args, "./"+VirtualDir+"/"+progs[i].Name)
		}
		cmds = append(cmds, args)
	}
	for _, i := range tests {
		// vet reads the package's folder, which only the overlay has.
		cmds = append(cmds, []string{"test", "-vet=off", "-c", "-ldflags=" + FuncAlign, "-tags=" + strings.Join(progs[i].Tags, ","),
			"-overlay", ovPath, "-o", out + progs[i].Name, "./" + VirtualDir + "/" + progs[i].Name})
	}
	return cmds
}

// runAll runs the go commands cmds, as many at once as there are CPUs: a
// go build of one set of tags compiles a package or two and links a few
// programs, and spends much of its time loading and hashing the 800
// packages it depends on alone, one CPU busy; the default suite's 90
// lean workers took 45 s one build at a time.
func (b *Builder) runAll(cmds [][]string) error {
	var g errgroup.Group
	g.SetLimit(runtime.NumCPU())
	for _, args := range cmds {
		g.Go(func() error { return b.run(args) })
	}
	return g.Wait()
}

// prune removes the programs of all but the newest keptGenerations trees,
// but not those another serbench is using (holdGeneration).
func (b *Builder) prune() { Prune(b.Cache, b.gen) }

// Prune marks gen, a generation of cache, as the newest and removes the
// other folders of cache but the newest keptGenerations, unless another
// serbench holds them (Hold). A folder of cache that is no generation (a
// serbench's before generations) goes as an old one does.
func Prune(cache, gen string) {
	_ = os.Chtimes(gen, time.Now(), time.Now())
	entries, err := os.ReadDir(cache)
	if err != nil {
		return
	}
	type folder struct {
		path string
		mod  time.Time
	}
	var gens []folder
	for _, e := range entries {
		if info, err := e.Info(); err == nil && e.IsDir() {
			gens = append(gens, folder{filepath.Join(cache, e.Name()), info.ModTime()})
		}
	}
	slices.SortFunc(gens, func(x, y folder) int { return y.mod.Compare(x.mod) })
	for i, g := range gens {
		if i >= keptGenerations && g.path != gen {
			removeUnused(g.path, 0) // a generation's folder without one is a serbench's before generations
		}
	}
}

// FixedHeapBase is the environment (for Builder.Env or a go command) that
// builds programs whose heap starts at the same address in every process:
// the runtime's randomization of the heap's base off
// (GOEXPERIMENT=norandomizedheapbase64, as Go ran before 1.26), beside any
// experiment the environment sets. For counts of instructions: where the
// heap starts moves the page allocator's work as a collection hands empty
// spans back, and with it a count's collector share, by up to a tenth
// from one process to the next.
func FixedHeapBase() []string {
	exp := "norandomizedheapbase64"
	if user := os.Getenv("GOEXPERIMENT"); user != "" {
		exp = user + "," + exp
	}
	return []string{"GOEXPERIMENT=" + exp}
}

// buildGOGC is the GOGC of the go commands Builder runs, unless the user
// set GOGC or GOMEMLIMIT: the compiler's own default collected a fifth of
// the time of a lean worker's dataset compile, and the lean workers'
// build took 8% less CPU with this, for a fifth more memory (some 500 MB
// at most a compile).
const buildGOGC = "400"

func (b *Builder) run(args []string) error {
	cmd := exec.Command(b.Go, args...)
	cmd.Dir = b.Source
	cmd.Env = append(os.Environ(), b.Setup.Env...)
	if os.Getenv("GOGC") == "" && os.Getenv("GOMEMLIMIT") == "" {
		cmd.Env = append(cmd.Env, "GOGC="+buildGOGC)
	}
	var stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stderr, &stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("go %s: %w: %s", args[0], err, strings.TrimSpace(stderr.String()))
	}
	return nil
}

// moveFile renames from to to, copying where they are on different file
// systems (a temporary folder on tmpfs).
func moveFile(from, to string) error {
	if err := os.Rename(from, to); err == nil {
		return nil
	}
	src, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	part := to + ".part"
	if err := os.WriteFile(part, src, 0o755); err != nil {
		return err
	}
	return os.Rename(part, to)
}
