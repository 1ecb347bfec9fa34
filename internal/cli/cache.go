package cli

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/serbench/serbench/compression/sizecache"
	"github.com/serbench/serbench/human"
	"github.com/serbench/serbench/internal/gobuild"
	"github.com/serbench/serbench/runner/pacecache"
	"github.com/serbench/serbench/suite"
)

// cacheCmd is `serbench cache [--clean | --trim]`: the cache of the
// programs serbench builds, each kind's size and entries, the total and
// the cap (gobuild's cache.go); --clean removes every entry no running
// serbench holds, --trim trims the cache to its cap now.
func cacheCmd(args []string, stdout io.Writer) error {
	fs := newFlags("cache")
	clean := fs.Bool("clean", false, "remove every cached program no running serbench is using")
	trimNow := fs.Bool("trim", false, "trim the cache to its cap now, least recently used first")
	if err := parse(fs, args); err != nil {
		return err
	}
	if *clean && *trimNow {
		return &suite.UsageError{Msg: "cache: --clean and --trim together: --clean removes all that --trim would and more; give one"}
	}
	limit, err := gobuild.CacheMax()
	if err != nil {
		return &suite.UsageError{Msg: "cache: " + err.Error()}
	}
	switch {
	case *clean:
		t, err := gobuild.Clean()
		if err != nil {
			return fmt.Errorf("cache --clean: %w", err)
		}
		printTrimmed(stdout, t, "")
	case *trimNow:
		t, err := gobuild.Trim(limit)
		if err != nil {
			return fmt.Errorf("cache --trim: %w", err)
		}
		if len(t.Removed) == 0 && len(t.InUse) == 0 {
			fmt.Fprintf(stdout, "the cache holds %s, within its cap of %s: nothing to remove\n", bytesText(t.Before), capText(limit))
		} else {
			printTrimmed(stdout, t, " least recently used")
		}
	}
	c, err := gobuild.ReadCache()
	if err != nil {
		return fmt.Errorf("cache: %w", err)
	}
	if *clean || *trimNow {
		fmt.Fprintln(stdout)
	}
	return printCache(stdout, c, limit)
}

// printTrimmed says what a trim removed and what it kept in use.
func printTrimmed(w io.Writer, t gobuild.Trimmed, which string) {
	fmt.Fprintf(w, "removed %d%s %s, %s\n", len(t.Removed), which, plural(len(t.Removed), "entry", "entries"), bytesText(t.Freed()))
	if len(t.InUse) == 0 {
		return
	}
	fmt.Fprintf(w, "kept %d in use by a running serbench:\n", len(t.InUse))
	for _, e := range t.InUse {
		fmt.Fprintf(w, "  %9s  %s\n", bytesText(e.Size), e.Path)
	}
}

// printCache prints each kind's size, entries (those in use) and folder,
// the total, and the cap.
func printCache(w io.Writer, c gobuild.Cache, limit int64) error {
	fmt.Fprintf(w, "serbench's cache of built programs and measured sizes: %s\n\n", c.Root)
	width := len("total")
	for _, k := range c.Kinds {
		width = max(width, len(k.Name))
	}
	row := func(kind string, size int64, entries, inUse int, folder string) {
		line := fmt.Sprintf("%-*s  %9s  %7d  %6d  %s", width, kind, bytesText(size), entries, inUse, folder)
		fmt.Fprintln(w, strings.TrimRight(line, " "))
	}
	fmt.Fprintf(w, "%-*s  %9s  %7s  %6s  %s\n", width, "kind", "size", "entries", "in use", "folder")
	var entries, inUse int
	for _, k := range c.Kinds {
		held := 0
		for _, e := range k.Entries {
			if gobuild.InUse(e) {
				held++
			}
		}
		dir := k.Dir
		if rel, err := filepath.Rel(c.Root, k.Dir); err == nil && !strings.HasPrefix(rel, "..") {
			dir = rel
		}
		row(k.Name, k.Size(), len(k.Entries), held, dir)
		entries += len(k.Entries)
		inUse += held
	}
	row("total", c.Size(), entries, inUse, "")
	source := "the default; $" + gobuild.CacheMaxEnv + " sets another"
	if limit != gobuild.DefaultCacheMax {
		source = "$" + gobuild.CacheMaxEnv
	}
	full := ""
	if limit != gobuild.NoCap && limit > 0 {
		full = fmt.Sprintf(", %.1f%% full", 100*float64(c.Size())/float64(limit))
	}
	_, err := fmt.Fprintf(w, "\ncap: %s (%s)%s\n"+
		"After every build the least recently used entries are removed until the cache is within its cap, never one\n"+
		"in use. An entry is a generation (a kind's programs of one serbench tree and Go version, in %s the\n"+
		"compressed sizes of one version of the compressors, in %s the variants' paces on this machine with one\n"+
		"run's settings), or in %s one program of your own schema or Go types.\n",
		capText(limit), source, full, sizecache.Kind, pacecache.Kind, gobuild.ProgramsKind)
	if err != nil {
		return fmt.Errorf("cache: %w", err)
	}
	return nil
}

// capText is the cap for people.
func capText(limit int64) string {
	if limit == gobuild.NoCap {
		return "none"
	}
	return bytesText(limit)
}

// bytesText is a size for people: 0 B, 14.3 MB.
func bytesText(n int64) string {
	if n == 0 {
		return "0 B"
	}
	return human.Bytes(float64(n))
}

// plural is one or many by n.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
