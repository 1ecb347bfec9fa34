package userbuild

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Without flatc and thrift on $PATH, FlatBuffers and Thrift are planned
// out (the plugin then names the missing compiler) and nothing is
// compiled.
func TestSchemaCompilersMissing(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	s := &Schema{Proto: "a.proto"}
	if got := s.compilerOpts(); !strings.HasPrefix(got, "flatbuffers=missing,thrift=missing,") || !strings.Contains(got, ",jx=on,") ||
		!strings.Contains(got, ",benc=on") {
		t.Errorf("options without flatc and thrift: %q", got)
	}
	dir := t.TempDir()
	for _, pkg := range []string{"fb", "thgen"} {
		if err := os.MkdirAll(filepath.Join(dir, pkg), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.compileSchemas(dir); err != nil {
		t.Fatal(err)
	}
	for _, pkg := range []string{"fb", "thgen"} {
		if _, err := os.Stat(filepath.Join(dir, pkg)); !os.IsNotExist(err) {
			t.Errorf("a stale %s package is left: %v", pkg, err)
		}
	}
	if got := s.failedCompiler(errors.New("model/thrift_gen.go:12: undefined: x")); got != "" {
		t.Errorf("without thrift, a build error was put on %q", got)
	}
	t.Setenv("PATH", os.Getenv("PATH")+string(os.PathListSeparator)+fakeTool(t, "thrift"))
	if got := s.failedCompiler(errors.New("model/thrift_gen.go:12: undefined: x")); got != "thrift" {
		t.Errorf("a build error in thrift_gen.go was put on %q", got)
	}
	if got := s.compilerOpts(); !strings.HasPrefix(got, "flatbuffers=missing,thrift=build,") {
		t.Errorf("options after thrift's code failed: %q", got)
	}
	// The hand-written codecs need no compiler, and are dropped all the same.
	if got := s.failedCompiler(errors.New("model/jx_gen.go:12: undefined: x")); got != "jx" {
		t.Errorf("a build error in jx_gen.go was put on %q", got)
	}
	if got := s.compilerOpts(); !strings.Contains(got, ",jx=build,fastjson=on,baseline=on") {
		t.Errorf("options after jx's code failed: %q", got)
	}
}

// fakeTool is a folder holding an executable named name.
func fakeTool(t *testing.T, name string) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, name), []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}
