package compare

import (
	"os/exec"
	"path/filepath"
	"testing"
)

// The slowdown fixtures (testdata/slowdown: gob.patch makes gob about 20%
// slower, protobuf-instructions.patch gives protobuf about 5% more
// instructions per op; check.sh and check-instructions.sh run a tree
// with and without them and check that compare flags that codec alone)
// must keep applying to the tree they test.
func TestSlowdownPatchApplies(t *testing.T) {
	root, err := exec.Command("git", "rev-parse", "--show-toplevel").Output()
	if err != nil {
		t.Skip("not in a git checkout")
	}
	for _, name := range []string{"gob.patch", "protobuf-instructions.patch"} {
		patch, err := filepath.Abs(filepath.Join("testdata", "slowdown", name))
		if err != nil {
			t.Fatal(err)
		}
		apply := exec.Command("git", "apply", "--check", patch)
		apply.Dir = string(root[:len(root)-1])
		if out, err := apply.CombinedOutput(); err != nil {
			t.Errorf("git apply --check %s: %v\n%s", patch, err, out)
		}
	}
}
