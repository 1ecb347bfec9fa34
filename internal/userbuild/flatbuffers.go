package userbuild

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// FlatBuffers' code for a schema: protoc-gen-serbench (user mode,
// flatbuffers=on) writes the .fbs into fbs/ and the binding into the model;
// flatc --go then writes package fb from the .fbs.

// fbsFile is where protoc-gen-serbench writes the .fbs in the module.
const fbsFile = "fbs/schema.fbs"

// flatbuffersPlan is the plugin's flatbuffers= value: on, missing (no
// flatc) or build (its code did not compile: the build goes on without it).
func (s *Schema) flatbuffersPlan() string {
	if s.fbOff != "" {
		return s.fbOff
	}
	if _, err := exec.LookPath("flatc"); err != nil {
		return "missing"
	}
	return "on"
}

// compileFlatbuffers runs flatc on the .fbs the plugin wrote, if it wrote
// one, and removes flatc's package otherwise.
func (s *Schema) compileFlatbuffers(dir string) error {
	fbs := filepath.Join(dir, filepath.FromSlash(fbsFile))
	if err := os.RemoveAll(filepath.Join(dir, "fb")); err != nil {
		return err
	}
	if _, err := os.Stat(fbs); err != nil {
		return nil
	}
	var out bytes.Buffer
	cmd := exec.Command("flatc", "--go", "-o", dir, fbs)
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("flatc on the .fbs serbench wrote for %s: %s: %w", s.Proto, strings.TrimSpace(out.String()), err)
	}
	return nil
}

// flatbuffersFailed reports whether the build error is in FlatBuffers'
// code, and then turns it off for the next generation.
func (s *Schema) flatbuffersFailed(err error) bool {
	if s.flatbuffersPlan() != "on" || !strings.Contains(err.Error(), "flatbuffers_gen.go") && !strings.Contains(err.Error(), "fb/") {
		return false
	}
	s.fbOff = "build"
	return true
}
