package compare

import (
	"os/exec"
	"path/filepath"
	"testing"
)

// The slowdown fixture (testdata/slowdown: a patch making gob about 20%
// slower, and the script that runs a tree with and without it and checks
// compare flags gob) must keep applying to the tree it tests.
func TestSlowdownPatchApplies(t *testing.T) {
	root, err := exec.Command("git", "rev-parse", "--show-toplevel").Output()
	if err != nil {
		t.Skip("not in a git checkout")
	}
	patch, err := filepath.Abs(filepath.Join("testdata", "slowdown", "gob.patch"))
	if err != nil {
		t.Fatal(err)
	}
	apply := exec.Command("git", "apply", "--check", patch)
	apply.Dir = string(root[:len(root)-1])
	if out, err := apply.CombinedOutput(); err != nil {
		t.Fatalf("git apply --check %s: %v\n%s", patch, err, out)
	}
}
