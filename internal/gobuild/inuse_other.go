//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly)

package gobuild

import (
	"os"
	"time"
)

// holdGeneration does nothing where serbench takes no file locks.
func holdGeneration(dir string) error { return os.MkdirAll(dir, 0o755) }

// lockShared only makes dir where serbench takes no file locks.
func lockShared(dir string) (*os.File, error) { return nil, os.MkdirAll(dir, 0o755) }

// unusedAfter is how long a generation must have gone untouched before
// it is removed where there are no file locks to tell one in use.
const unusedAfter = 24 * time.Hour

// removeUnused removes dir if it has gone untouched for unusedAfter:
// without locks, no folder is known to be unused sooner (lockless).
func removeUnused(dir string, _ time.Duration) {
	info, err := os.Stat(dir)
	if err != nil || time.Since(info.ModTime()) < unusedAfter {
		return
	}
	_ = os.RemoveAll(dir)
}

// locklessEntry is how long an entry of the cache must have gone unused
// before a trim removes it where no in-use file tells one in use.
const locklessEntry = unusedAfter

// tryLock finds no in-use file where serbench takes no file locks.
func tryLock(string) (*os.File, bool) { return nil, true }
