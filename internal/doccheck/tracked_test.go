package doccheck

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// tracked is the repository's root and the files git tracks there that
// match pattern, relative to it; the test is skipped outside a checkout.
func tracked(t *testing.T, pattern string) (string, []string) {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("git", "-C", root, "ls-files", pattern).Output()
	if err != nil {
		t.Skip("not in a git checkout")
	}
	return root, strings.Fields(string(out))
}
