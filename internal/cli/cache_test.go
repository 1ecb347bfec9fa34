package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/serbench/serbench/internal/gobuild"
)

// fakeCache makes a cache of a workers' generation and two programs,
// 1,000 bytes each, used days ago, the oldest first, and returns their
// folders.
func fakeCache(t *testing.T) []string {
	t.Helper()
	root := t.TempDir()
	t.Setenv(gobuild.CacheEnv, root)
	t.Setenv(gobuild.ProgramsCacheEnv, "")
	t.Setenv(gobuild.CacheMaxEnv, "")
	gen := filepath.Join(root, gobuild.ProgramsKind, "0123456789abcdef")
	dirs := []string{filepath.Join(root, "workers", "fedcba9876543210"), filepath.Join(gen, "a"), filepath.Join(gen, "b")}
	for i, dir := range dirs {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "prog"), make([]byte, 1000), 0o755); err != nil {
			t.Fatal(err)
		}
		at := time.Now().Add(-time.Duration(30-i) * 24 * time.Hour)
		if err := os.Chtimes(dir, at, at); err != nil {
			t.Fatal(err)
		}
	}
	return dirs
}

func runCache(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := Main(append([]string{"cache"}, args...), &stdout, &stderr)
	return code, stdout.String(), stderr.String()
}

// serbench cache shows each kind, the total and the cap; --trim trims to
// the cap, least recently used first; --clean removes the rest.
func TestCacheCommand(t *testing.T) {
	dirs := fakeCache(t)
	code, out, errOut := runCache(t)
	if code != 0 {
		t.Fatalf("serbench cache: exit %d\n%s", code, errOut)
	}
	for _, want := range []string{
		os.Getenv(gobuild.CacheEnv),
		"\nproto      2.00 kB        2       0  proto\n",
		"\nworkers    1.00 kB        1       0  workers\n",
		"\ntotal      3.00 kB        3       0\n",
		"cap: 4.00 GB (the default",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("serbench cache lacks %q:\n%s", want, out)
		}
	}
	t.Setenv(gobuild.CacheMaxEnv, "1500B")
	if code, out, errOut = runCache(t, "--trim"); code != 0 || !strings.Contains(out, "removed 2 least recently used entries, 2.00 kB\n") {
		t.Errorf("serbench cache --trim: exit %d\n%s%s", code, out, errOut)
	}
	var kept []bool
	for _, dir := range dirs {
		_, err := os.Stat(dir)
		kept = append(kept, err == nil)
	}
	if want := []bool{false, false, true}; !slices.Equal(kept, want) {
		t.Errorf("--trim to 1500 B kept %v of the workers and two programs, want %v", kept, want)
	}
	if code, out, errOut = runCache(t, "--trim"); code != 0 || !strings.Contains(out, "within its cap of 1.50 kB: nothing to remove") {
		t.Errorf("serbench cache --trim again: exit %d\n%s%s", code, out, errOut)
	}
	if code, out, errOut = runCache(t, "--clean"); code != 0 || !strings.Contains(out, "removed 1 entry, 1.00 kB\n") ||
		!strings.Contains(out, "\ntotal          0 B        0       0\n") {
		t.Errorf("serbench cache --clean: exit %d\n%s%s", code, out, errOut)
	}
}

func TestCacheCommandUsage(t *testing.T) {
	fakeCache(t)
	for _, args := range [][]string{{"--clean", "--trim"}, {"old"}, {"--all"}} {
		if code, _, errOut := runCache(t, args...); code != 2 || !strings.HasPrefix(errOut, "serbench: cache: ") {
			t.Errorf("serbench cache %s: exit %d, want 2\n%s", strings.Join(args, " "), code, errOut)
		}
	}
	t.Setenv(gobuild.CacheMaxEnv, "lots")
	if code, _, errOut := runCache(t); code != 2 || !strings.Contains(errOut, gobuild.CacheMaxEnv) {
		t.Errorf("$%s=lots: exit %d, want 2\n%s", gobuild.CacheMaxEnv, code, errOut)
	}
}

// The cache command's help describes its flags, and the top-level help
// lists it and them (as TestHelpListsEveryFlag holds every command).
func TestCacheHelp(t *testing.T) {
	if !slices.Contains(commandNames(), "cache") || !strings.Contains(overview, "\n  serbench cache ") {
		t.Error("the top-level help does not list serbench cache")
	}
	for _, args := range [][]string{{"cache", "--help"}, {"help", "cache"}} {
		help, registered := helpOf(t, args...)
		if help != commandHelp["cache"] {
			t.Errorf("serbench %s printed\n%s", strings.Join(args, " "), help)
		}
		if args[0] == "cache" {
			checkHelp(t, "cache", help, registered)
		}
	}
	for _, line := range flagDefinition.FindAllString(commandHelp["cache"], -1) {
		if !strings.Contains(usage, line+"\n") {
			t.Errorf("the top-level help lacks cache's line %q", line)
		}
	}
}
