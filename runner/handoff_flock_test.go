//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package runner

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/serbench/serbench/internal/gobuild"
)

// A handoff folder that no process holds (its run was killed) is removed
// at the next run's start; one a run holds stays until it lets go; one
// without a lock file (a serbench from before the locks, maybe running)
// stays for a day; other folders are not touched.
func TestRemoveStaleHandoffs(t *testing.T) {
	tmp := t.TempDir()
	killed, running, older := handoffPrefix+"killed", handoffPrefix+"running", handoffPrefix+"older"
	for _, name := range []string{killed, running, older, "other"} {
		if err := os.MkdirAll(filepath.Join(tmp, name), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(tmp, name, "0"), []byte("messages"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// The killed run held its folder as the running one does, each on a
	// descriptor of its own (flock conflicts between descriptors, even in
	// one process).
	release, err := gobuild.Lock(filepath.Join(tmp, killed))
	if err != nil {
		t.Fatal(err)
	}
	release()
	if release, err = gobuild.Lock(filepath.Join(tmp, running)); err != nil {
		t.Fatal(err)
	}
	check := func(when string, want map[string]bool) {
		t.Helper()
		removeStaleHandoffs(tmp)
		for name, kept := range want {
			if _, err := os.Stat(filepath.Join(tmp, name, "0")); (err == nil) != kept {
				t.Errorf("%s: %s kept %v, want %v", when, name, err == nil, kept)
			}
		}
	}
	check("first", map[string]bool{killed: false, running: true, older: true, "other": true})
	release()
	long := time.Now().Add(-2 * staleLockless)
	if err := os.Chtimes(filepath.Join(tmp, older), long, long); err != nil {
		t.Fatal(err)
	}
	check("after the run let go and a day passed", map[string]bool{running: false, older: false, "other": true})
}
