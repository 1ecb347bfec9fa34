package gobuild

import (
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
)

// The cache's bound. Every kind of program is cached in a folder of
// CacheRoot, and the whole cache is kept under a size cap by removing the
// least recently used entries after a build, as Go's build cache trims
// itself by last use (cmd/go/internal/cache: a use marks an entry by its
// modification time, at most once an hour, and a trim goes by it). An
// entry is a unit that is used whole:
//
//   - a generation of the lean workers, counters and fidelity programs
//     (Generation: the programs of one tree and toolchain), which a run
//     builds and uses together, some sixty workers of about 10 MB;
//   - one program of ProgramsKind (run --proto's and run --go's, one a
//     schema or set of types, over 200 MB each: sources, generated code and
//     binary), used one at a time, so that the schemas tried today stay and
//     last week's go.
//
// An entry's last use is its folder's modification time (MarkUsed). An
// entry a running serbench holds (Hold, Lock: its in-use file) is never
// removed, however old; a program with no in-use file of its own (built
// by a serbench from before) is judged by its generation's.

// CacheMaxEnv sets the cache's cap: bytes with a unit (4GB, 500MB, 2GiB),
// or "off" for none.
const CacheMaxEnv = "SERBENCH_CACHE_MAX"

// DefaultCacheMax is the cache's cap unless $SERBENCH_CACHE_MAX sets
// another: 4 GB holds a dozen programs of run --proto and run --go (some
// 220 MB each: a day of trying schemas) beside the lean workers, counters
// and fidelity programs of the trees in use (50-600 MB a kind and tree),
// so that a day's work rebuilds nothing, where an unbounded cache had
// grown to 4 GB in that day (2.7 GB of such programs, 1.3 GB of workers)
// and kept growing.
const DefaultCacheMax = 4_000_000_000

// ProgramsKind is the kind (CacheDir) of the programs run --proto and run
// --go build (internal/userbuild), cached a generation a folder like the
// others, but each program an entry of the cache of its own.
const ProgramsKind = "proto"

// ProgramsCacheEnv moves ProgramsKind's folder out of CacheRoot.
const ProgramsCacheEnv = "SERBENCH_PROTO_CACHE"

// usedInterval is how stale an entry's mark of use may get before a use
// marks it again. Once an hour, as Go's build cache does (mtimeInterval),
// saves a write on most uses, and an hour moves no entry past another
// last used days apart.
const usedInterval = time.Hour

// MarkUsed marks dir, an entry of the cache, as used now: its
// modification time, unless it was marked within usedInterval.
func MarkUsed(dir string) {
	info, err := os.Stat(dir)
	if err != nil || time.Since(info.ModTime()) < usedInterval {
		return
	}
	now := time.Now()
	_ = os.Chtimes(dir, now, now)
}

// ParseSize reads a size in bytes: a number, perhaps with a fraction, and
// a unit of B, kB (1000 B), MB, GB or TB, or KiB (1024 B), MiB, GiB or TiB,
// in any case and perhaps after a space; a number alone is bytes.
func ParseSize(s string) (int64, error) {
	t := strings.TrimSpace(s)
	i := strings.IndexFunc(t, func(r rune) bool { return (r < '0' || r > '9') && r != '.' })
	num, unit := t, ""
	if i >= 0 {
		num, unit = t[:i], strings.ToLower(strings.TrimSpace(t[i:]))
	}
	x, err := strconv.ParseFloat(num, 64)
	if err != nil {
		return 0, fmt.Errorf("size %q: not a number of bytes with a unit, such as 4GB", s)
	}
	mult, ok := sizeUnits[unit]
	if !ok {
		return 0, fmt.Errorf("size %q: unknown unit %q (valid: B, kB, MB, GB, TB, KiB, MiB, GiB, TiB)", s, strings.TrimSpace(t[i:]))
	}
	n := x * float64(mult)
	if n >= math.MaxInt64 {
		return 0, fmt.Errorf("size %q: too large", s)
	}
	return int64(n), nil
}

var sizeUnits = map[string]int64{
	"": 1, "b": 1,
	"k": 1e3, "kb": 1e3, "m": 1e6, "mb": 1e6, "g": 1e9, "gb": 1e9, "t": 1e12, "tb": 1e12,
	"kib": 1 << 10, "mib": 1 << 20, "gib": 1 << 30, "tib": 1 << 40,
}

// NoCap is CacheMax's cap when $SERBENCH_CACHE_MAX is off.
const NoCap = math.MaxInt64

// CacheMax is the cache's cap: $SERBENCH_CACHE_MAX (NoCap for "off"),
// else DefaultCacheMax.
func CacheMax() (int64, error) {
	v := os.Getenv(CacheMaxEnv)
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "":
		return DefaultCacheMax, nil
	case "off", "none":
		return NoCap, nil
	}
	n, err := ParseSize(v)
	if err != nil {
		return 0, fmt.Errorf("$%s: %w", CacheMaxEnv, err)
	}
	return n, nil
}

// Entry is a unit of the cache that is used, and removed, whole.
type Entry struct {
	Kind string    // its kind: workers, counters, fidelity, proto...
	Path string    // its folder
	Size int64     // the bytes of its files
	Used time.Time // its last use (MarkUsed)
	// Gen is the generation's folder of a program of ProgramsKind, whose
	// in-use file decides for a program without one of its own; "" for a
	// generation.
	Gen string
}

// Kind is one kind's folder of the cache and its entries.
type Kind struct {
	Name    string
	Dir     string
	Entries []Entry
}

// Size is the bytes of k's entries.
func (k Kind) Size() int64 {
	var n int64
	for _, e := range k.Entries {
		n += e.Size
	}
	return n
}

// Cache is what the cache holds: its root and each kind's entries.
type Cache struct {
	Root  string
	Kinds []Kind // by name; ProgramsKind always among them
}

// Size is the bytes of every entry.
func (c Cache) Size() int64 {
	var n int64
	for _, k := range c.Kinds {
		n += k.Size()
	}
	return n
}

// Entries are every kind's entries, the least recently used first.
func (c Cache) Entries() []Entry {
	var all []Entry
	for _, k := range c.Kinds {
		all = append(all, k.Entries...)
	}
	slices.SortStableFunc(all, func(x, y Entry) int { return x.Used.Compare(y.Used) })
	return all
}

// ReadCache lists the cache's kinds and entries: the folders of
// CacheRoot, each a kind, and ProgramsKind's folder wherever it is.
func ReadCache() (Cache, error) {
	root, err := CacheRoot()
	if err != nil {
		return Cache{}, err
	}
	c := Cache{Root: root}
	progs, err := CacheDir(ProgramsKind)
	if err != nil {
		return c, err
	}
	names := []string{ProgramsKind}
	dirs, err := os.ReadDir(root)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return c, fmt.Errorf("read the cache: %w", err)
	}
	for _, d := range dirs {
		// ProgramsKind's folder is its own kind wherever it is, and
		// root's proto/ none while $SERBENCH_PROTO_CACHE moves it.
		if d.IsDir() && d.Name() != ProgramsKind && filepath.Join(root, d.Name()) != progs {
			names = append(names, d.Name())
		}
	}
	slices.Sort(names)
	for _, name := range names {
		k, err := readKind(name)
		if err != nil {
			return c, err
		}
		c.Kinds = append(c.Kinds, k)
	}
	return c, nil
}

// readKind lists one kind's entries: its generations, or for
// ProgramsKind the programs in its generations. A folder of ProgramsKind
// that is no generation (a program a serbench from before generations
// cached flat) is an entry of its own.
func readKind(name string) (Kind, error) {
	dir, err := CacheDir(name)
	if err != nil {
		return Kind{}, err
	}
	k := Kind{Name: name, Dir: dir}
	gens, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return k, nil
	}
	if err != nil {
		return k, fmt.Errorf("read the cache: %w", err)
	}
	for _, g := range gens {
		path := filepath.Join(dir, g.Name())
		if !g.IsDir() {
			continue
		}
		if name != ProgramsKind || !isGeneration(g.Name()) {
			k.Entries = append(k.Entries, readEntry(name, path, ""))
			continue
		}
		progs, err := os.ReadDir(path)
		if err != nil {
			continue // removed meanwhile
		}
		for _, p := range progs {
			if p.IsDir() {
				k.Entries = append(k.Entries, readEntry(name, filepath.Join(path, p.Name()), path))
			}
		}
	}
	return k, nil
}

// isGeneration reports whether name is a generation's (Generation): 16
// hexadecimal digits.
func isGeneration(name string) bool {
	_, err := hex.DecodeString(name)
	return len(name) == 16 && err == nil
}

// readEntry sums the sizes of the files under path. Files that go
// meanwhile (another serbench's trim) are left out.
func readEntry(kind, path, gen string) Entry {
	e := Entry{Kind: kind, Path: path, Gen: gen}
	if info, err := os.Stat(path); err == nil {
		e.Used = info.ModTime()
	}
	_ = filepath.WalkDir(path, func(_ string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.Type().IsRegular() {
			if info, err := d.Info(); err == nil {
				e.Size += info.Size()
			}
		}
		return nil
	})
	return e
}

// Trimmed is what a trim of the cache did.
type Trimmed struct {
	Before, After int64   // the cache's size
	Removed       []Entry // the least recently used first
	// InUse are the entries it would have removed but a running serbench
	// holds.
	InUse []Entry
}

// Freed is the bytes of the removed entries.
func (t Trimmed) Freed() int64 {
	var n int64
	for _, e := range t.Removed {
		n += e.Size
	}
	return n
}

// Trim removes the least recently used entries of the cache until it
// holds at most limit bytes, leaving those a running serbench holds; entries
// that hold no file at all (a build that failed) go too, unless in use.
func Trim(limit int64) (Trimmed, error) { return trim(limit, false) }

// Clean removes every entry of the cache that no running serbench holds.
func Clean() (Trimmed, error) { return trim(0, true) }

// TrimCache trims the cache to its cap (CacheMax), after a build.
func TrimCache() (Trimmed, error) {
	limit, err := CacheMax()
	if err != nil {
		return Trimmed{}, err
	}
	return Trim(limit)
}

func trim(limit int64, all bool) (Trimmed, error) {
	c, err := ReadCache()
	if err != nil {
		return Trimmed{}, err
	}
	t := Trimmed{Before: c.Size()}
	size := t.Before
	for _, e := range c.Entries() {
		if !all && size <= limit && e.Size > 0 {
			continue // under the cap: only empty entries go
		}
		if !removeEntry(e) {
			if all || size > limit {
				t.InUse = append(t.InUse, e)
			}
			continue
		}
		size -= e.Size
		t.Removed = append(t.Removed, e)
	}
	t.After = size
	// ProgramsKind's generations left without programs go too, unless
	// held: no serbench of their tree is running.
	for _, k := range c.Kinds {
		if k.Name != ProgramsKind {
			continue
		}
		gens, _ := os.ReadDir(k.Dir)
		for _, g := range gens {
			path := filepath.Join(k.Dir, g.Name())
			if g.IsDir() && isGeneration(g.Name()) && !hasFolders(path) {
				removeUnused(path, locklessEntry)
			}
		}
	}
	return t, nil
}

// hasFolders reports whether dir holds a folder (or cannot be read).
func hasFolders(dir string) bool {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return true
	}
	return slices.ContainsFunc(entries, func(e fs.DirEntry) bool { return e.IsDir() })
}

// InUse reports whether a running serbench holds e (so that a trim
// leaves it): its in-use file, or for a program without one its
// generation's. Where serbench takes no file locks, none is known to be.
func InUse(e Entry) bool {
	own, free := tryLock(e.Path)
	if own != nil {
		own.Close()
		return false
	}
	if !free {
		return true
	}
	if e.Gen == "" {
		return false
	}
	gen, free := tryLock(e.Gen)
	if gen != nil {
		gen.Close()
	}
	return !free
}

// removeEntry removes e unless a running serbench holds it, and reports
// whether it did: e's own in-use file decides, else its generation's
// (a program built by a serbench from before the programs' own), else
// how long e has gone unused (locklessEntry).
func removeEntry(e Entry) bool {
	own, free := tryLock(e.Path)
	if !free {
		return false
	}
	if own != nil {
		defer own.Close()
	} else {
		if e.Gen != "" {
			gen, free := tryLock(e.Gen)
			if !free {
				return false
			}
			if gen != nil {
				defer gen.Close()
			}
		}
		if time.Since(e.Used) < locklessEntry {
			return false
		}
	}
	return os.RemoveAll(e.Path) == nil
}
