package userbuild

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// Thrift's code for a schema: protoc-gen-serbench (user mode, thrift=on)
// writes the .thrift into thrift/ and the conversions into the model; the
// thrift compiler then writes package thgen from the .thrift.

// thriftFile is where protoc-gen-serbench writes the .thrift in the module.
const thriftFile = "thrift/schema.thrift"

// thriftPlan is the plugin's thrift= value: on, missing (no thrift) or
// build (its code did not compile: the build goes on without it).
func (s *Schema) thriftPlan() string {
	if s.thOff != "" {
		return s.thOff
	}
	if _, err := exec.LookPath("thrift"); err != nil {
		return "missing"
	}
	return "on"
}

// compileThrift runs thrift on the .thrift the plugin wrote, if it wrote
// one, and removes its package otherwise.
func (s *Schema) compileThrift(dir string) error {
	if err := os.RemoveAll(filepath.Join(dir, "thgen")); err != nil {
		return err
	}
	th := filepath.Join(dir, filepath.FromSlash(thriftFile))
	if _, err := os.Stat(th); err != nil {
		return nil
	}
	var out bytes.Buffer
	cmd := exec.Command("thrift", "--gen", "go", "-out", dir, th)
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("thrift on the .thrift serbench wrote for %s: %s: %w", s.Proto, strings.TrimSpace(out.String()), err)
	}
	return nil
}

// thriftFailed reports whether the build error is in Thrift's code, and
// then turns it off for the next generation.
func (s *Schema) thriftFailed(err error) bool {
	if s.thriftPlan() != "on" || !strings.Contains(err.Error(), "thrift_gen.go") && !strings.Contains(err.Error(), "thgen/") {
		return false
	}
	s.thOff = "build"
	return true
}
