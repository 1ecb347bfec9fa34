package userbuild

import (
	"os"
	"path/filepath"
	"testing"
)

// Without flatc on $PATH, FlatBuffers is planned out (the plugin then
// names the missing compiler) and nothing is compiled.
func TestFlatbuffersWithoutFlatc(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	s := &Schema{Proto: "a.proto"}
	if got := s.flatbuffersPlan(); got != "missing" {
		t.Errorf("plan without flatc: %q, want missing", got)
	}
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "fb"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := s.compileFlatbuffers(dir); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "fb")); !os.IsNotExist(err) {
		t.Errorf("a stale fb package is left: %v", err)
	}
	s.fbOff = "build"
	if got := s.flatbuffersPlan(); got != "build" {
		t.Errorf("plan after a failed build: %q, want build", got)
	}
}
