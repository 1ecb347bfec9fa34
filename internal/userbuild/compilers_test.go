package userbuild

import (
	"os"
	"path/filepath"
	"testing"
)

// Without flatc and thrift on $PATH, FlatBuffers and Thrift are planned
// out (the plugin then names the missing compiler) and nothing is
// compiled.
func TestSchemaCompilersMissing(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	s := &Schema{Proto: "a.proto"}
	if got := s.flatbuffersPlan(); got != "missing" {
		t.Errorf("plan without flatc: %q, want missing", got)
	}
	if got := s.thriftPlan(); got != "missing" {
		t.Errorf("plan without thrift: %q, want missing", got)
	}
	dir := t.TempDir()
	for pkg, compile := range map[string]func(string) error{"fb": s.compileFlatbuffers, "thgen": s.compileThrift} {
		if err := os.MkdirAll(filepath.Join(dir, pkg), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := compile(dir); err != nil {
			t.Fatal(err)
		}
		if _, err := os.Stat(filepath.Join(dir, pkg)); !os.IsNotExist(err) {
			t.Errorf("a stale %s package is left: %v", pkg, err)
		}
	}
	s.fbOff = "build"
	if got := s.flatbuffersPlan(); got != "build" {
		t.Errorf("plan after a failed build: %q, want build", got)
	}
}
