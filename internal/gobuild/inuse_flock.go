//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package gobuild

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"syscall"
	"time"
)

// held keeps the in-use files this process has locked, open till it exits
// (closing one would drop its lock).
var held sync.Map // folder → *os.File

// holdGeneration takes a shared lock on dir's in-use file, made if need
// be, and keeps it till the process exits.
func holdGeneration(dir string) error {
	if _, ok := held.Load(dir); ok {
		return nil
	}
	f, err := lockShared(dir)
	if err != nil {
		return err
	}
	held.Store(dir, f)
	return nil
}

// lockShared makes dir if need be and takes a shared lock on its in-use
// file, held while the file returned stays open.
func lockShared(dir string) (*os.File, error) {
	path := filepath.Join(dir, inUseFile)
	for range 10 {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return nil, fmt.Errorf("build: %w", err)
		}
		f, err := os.OpenFile(path, os.O_RDONLY|os.O_CREATE, 0o644)
		if errors.Is(err, fs.ErrNotExist) {
			continue // a trim removed the folder, new and empty, meanwhile
		}
		if err != nil {
			return nil, fmt.Errorf("build: %w", err)
		}
		if err := syscall.Flock(int(f.Fd()), syscall.LOCK_SH); err != nil {
			f.Close()
			return nil, fmt.Errorf("build: lock %s: %w", path, err)
		}
		// A pruner that held the folder while this waited has removed
		// it: the lock is on a file no longer there, so make it again.
		fi, err1 := f.Stat()
		pi, err2 := os.Stat(path)
		if err1 == nil && err2 == nil && os.SameFile(fi, pi) {
			return f, nil
		}
		f.Close()
	}
	return nil, fmt.Errorf("build: %s kept being removed while serbench locked it", path)
}

// removeUnused removes dir unless a process holds it (holdGeneration,
// Lock). A folder without an in-use file (from a serbench before the
// locks, or one being made) goes once untouched for lockless.
func removeUnused(dir string, lockless time.Duration) {
	f, free := tryLock(dir)
	switch {
	case !free:
		return // in use
	case f == nil:
		if info, err := os.Stat(dir); err == nil && time.Since(info.ModTime()) >= lockless {
			_ = os.RemoveAll(dir)
		}
		return
	}
	defer f.Close()
	_ = os.RemoveAll(dir)
}

// locklessEntry is how long an entry of the cache with no in-use file
// (its own or its generation's) must have gone unused before a trim
// removes it: at once, as Prune does, where every serbench since the
// locks holds what it uses.
const locklessEntry = 0

// tryLock takes an exclusive lock on dir's in-use file without waiting:
// free is false when a process holds it (or it cannot be read), and f,
// to be closed once dir is removed, nil when dir has no in-use file.
func tryLock(dir string) (f *os.File, free bool) {
	f, err := os.Open(filepath.Join(dir, inUseFile))
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil, true
	case err != nil:
		return nil, false
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		f.Close()
		return nil, false
	}
	return f, true
}
