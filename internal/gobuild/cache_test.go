package gobuild

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// makeEntry makes an entry of the cache at dir: a file of size bytes and
// an in-use file nobody holds, last used at used.
func makeEntry(t *testing.T, dir string, size int, used time.Time) {
	t.Helper()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "prog"), make([]byte, size), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, inUseFile), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(dir, used, used); err != nil {
		t.Fatal(err)
	}
}

// exists reports whether path exists.
func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

// Twenty programs built one after another, each 1,000 bytes, leave the
// cache under its cap of 5,500 bytes after every build, with the five
// most recently used: the four newest and one used again meanwhile. A
// workers' generation, used before all of them, is the first to go.
func TestTrimKeepsTheCacheUnderItsCap(t *testing.T) {
	root := t.TempDir()
	t.Setenv(CacheEnv, root)
	t.Setenv(ProgramsCacheEnv, "")
	t.Setenv(CacheMaxEnv, "5.5kB")
	// Days ago, so that a use marks them again (usedInterval) and no
	// platform finds them too recent to remove (locklessEntry).
	base := time.Now().Add(-30 * 24 * time.Hour)
	workers := filepath.Join(root, "workers", "0123456789abcdef")
	makeEntry(t, workers, 500, base.Add(-time.Hour))
	gen := Generation(filepath.Join(root, ProgramsKind), "go1", "tree")
	prog := func(i int) string { return filepath.Join(gen, fmt.Sprintf("key%02d", i)) }
	for i := range 20 {
		makeEntry(t, prog(i), 1000, base.Add(time.Duration(i)*time.Hour))
		if i == 6 {
			MarkUsed(prog(3)) // a run of the fourth schema again, before it would go
		}
		tr, err := TrimCache()
		if err != nil {
			t.Fatal(err)
		}
		c, err := ReadCache()
		if err != nil {
			t.Fatal(err)
		}
		if c.Size() > 5500 || tr.After != c.Size() {
			t.Fatalf("after program %d: the cache holds %d bytes (the trim says %d), over its cap of 5500", i, c.Size(), tr.After)
		}
		if i == 5 && (exists(workers) || !exists(prog(1))) {
			t.Errorf("after program 5: workers' generation kept %v, the second program kept %v: the least recently used goes first",
				exists(workers), exists(prog(1)))
		}
	}
	var kept []int
	for i := range 20 {
		if exists(prog(i)) {
			kept = append(kept, i)
		}
	}
	if want := []int{3, 16, 17, 18, 19}; !slices.Equal(kept, want) {
		t.Errorf("kept programs %v, want %v", kept, want)
	}
}

// A cache at its cap is left as it is.
func TestTrimUnderTheCapDoesNothing(t *testing.T) {
	root := t.TempDir()
	t.Setenv(CacheEnv, root)
	t.Setenv(ProgramsCacheEnv, "")
	old := time.Now().Add(-48 * time.Hour)
	makeEntry(t, filepath.Join(root, "workers", "0123456789abcdef"), 100, old)
	makeEntry(t, filepath.Join(root, ProgramsKind, "fedcba9876543210", "key"), 100, old)
	tr, err := Trim(200)
	if err != nil {
		t.Fatal(err)
	}
	if len(tr.Removed) != 0 || tr.Before != 200 || tr.After != 200 {
		t.Errorf("a cache at its cap: removed %d entries, %d bytes before and %d after", len(tr.Removed), tr.Before, tr.After)
	}
}

// The cache's kinds are the folders of its root and the programs' folder,
// wherever $SERBENCH_PROTO_CACHE puts it; a program is an entry, and a
// flat program of a serbench before generations too.
func TestCacheReadsKinds(t *testing.T) {
	root, progs := t.TempDir(), t.TempDir()
	t.Setenv(CacheEnv, root)
	t.Setenv(ProgramsCacheEnv, progs)
	now := time.Now()
	makeEntry(t, filepath.Join(root, "workers", "0123456789abcdef"), 10, now)
	makeEntry(t, filepath.Join(root, "counters", "0123456789abcdef"), 20, now)
	makeEntry(t, filepath.Join(progs, "fedcba9876543210", "a"), 30, now)
	makeEntry(t, filepath.Join(progs, "fedcba9876543210", "b"), 40, now)
	makeEntry(t, filepath.Join(progs, "0123456789abcdef01234567"), 50, now)
	c, err := ReadCache()
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, k := range c.Kinds {
		got[k.Name] = fmt.Sprintf("%s %d %d", k.Dir, len(k.Entries), k.Size())
	}
	want := map[string]string{
		"counters":   filepath.Join(root, "counters") + " 1 20",
		"workers":    filepath.Join(root, "workers") + " 1 10",
		ProgramsKind: progs + " 3 120",
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("kinds %v, want %v", got, want)
	}
	if c.Root != root || c.Size() != 150 {
		t.Errorf("root %s, size %d", c.Root, c.Size())
	}
}

func TestCacheMarkUsedOnceAnHour(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		ago    time.Duration
		marked bool
	}{{10 * time.Minute, false}, {2 * time.Hour, true}} {
		at := time.Now().Add(-tc.ago)
		if err := os.Chtimes(dir, at, at); err != nil {
			t.Fatal(err)
		}
		MarkUsed(dir)
		info, err := os.Stat(dir)
		if err != nil {
			t.Fatal(err)
		}
		if marked := time.Since(info.ModTime()) < time.Minute; marked != tc.marked {
			t.Errorf("used %s ago: marked again %v, want %v", tc.ago, marked, tc.marked)
		}
	}
}

func TestCacheParseSize(t *testing.T) {
	for in, want := range map[string]int64{
		"4GB": 4e9, "4gb": 4e9, "4 GB": 4e9, "1.5GB": 1.5e9, "500MB": 500e6, "500M": 500e6, "5.5kB": 5500,
		"2GiB": 2 << 30, "64KiB": 64 << 10, "1TB": 1e12, "123": 123, "123B": 123, "0": 0,
	} {
		if got, err := ParseSize(in); err != nil || got != want {
			t.Errorf("ParseSize(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for in, msg := range map[string]string{
		"": "not a number", "GB": "not a number", "-1GB": "not a number", "1..5GB": "not a number",
		"4XB": `unknown unit "XB"`, "1e3": `unknown unit "e3"`, "99999999TB": "too large",
	} {
		if got, err := ParseSize(in); err == nil || !strings.Contains(err.Error(), msg) {
			t.Errorf("ParseSize(%q) = %d, %v; want an error of %q", in, got, err, msg)
		}
	}
}

func TestCacheMaxFromTheEnvironment(t *testing.T) {
	for env, want := range map[string]int64{"": DefaultCacheMax, "off": NoCap, "2GiB": 2 << 30, " 100MB ": 100e6} {
		t.Setenv(CacheMaxEnv, env)
		if got, err := CacheMax(); err != nil || got != want {
			t.Errorf("$%s=%q: CacheMax() = %d, %v; want %d", CacheMaxEnv, env, got, err, want)
		}
	}
	t.Setenv(CacheMaxEnv, "lots")
	if _, err := CacheMax(); err == nil || !strings.Contains(err.Error(), CacheMaxEnv) {
		t.Errorf("$%s=lots: %v, want an error naming the variable", CacheMaxEnv, err)
	}
}
