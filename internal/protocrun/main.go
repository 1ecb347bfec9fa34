// Command protocrun runs protoc with plugins built from this module's pinned
// go.mod tool directives, so `go generate` needs only Debian's protoc and
// reproduces the committed code exactly.
//
// Usage (from a go:generate line):
//
//	go run github.com/serbench/serbench/internal/protocrun [protoc arguments]
package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// plugins maps each protoc plugin name to the package that builds it.
var plugins = map[string]string{
	"protoc-gen-go":       "google.golang.org/protobuf/cmd/protoc-gen-go",
	"protoc-gen-symphony": "github.com/serbench/serbench/cmd/protoc-gen-symphony",
}

func main() {
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "protocrun:", err)
		os.Exit(1)
	}
}

func run(args []string) error {
	if _, err := exec.LookPath("protoc"); err != nil {
		return fmt.Errorf("protoc not found: install Debian's protobuf-compiler package: %w", err)
	}
	dir, err := os.MkdirTemp("", "protocrun")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	root, err := moduleRoot()
	if err != nil {
		return err
	}
	// The module root is on the import path so that schemas can import
	// symphony/options/options.proto.
	protocArgs := []string{"-I", ".", "-I", root, "-I", "/usr/include"}
	for name, pkg := range plugins {
		if !uses(args, name) {
			continue
		}
		bin := filepath.Join(dir, name)
		build := exec.Command("go", "build", "-o", bin, pkg)
		build.Stdout, build.Stderr = os.Stderr, os.Stderr
		if err := build.Run(); err != nil {
			return fmt.Errorf("build %s: %w", pkg, err)
		}
		protocArgs = append(protocArgs, "--plugin="+name+"="+bin)
	}
	cmd := exec.Command("protoc", append(protocArgs, args...)...)
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("protoc %v: %w", args, err)
	}
	return nil
}

// uses reports whether protoc's arguments ask for plugin name's output.
func uses(args []string, name string) bool {
	flag := "--" + strings.TrimPrefix(name, "protoc-gen-") + "_out"
	for _, a := range args {
		if a == flag || strings.HasPrefix(a, flag+"=") {
			return true
		}
	}
	return false
}

// moduleRoot is the nearest directory above the working one with a go.mod.
func moduleRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("no go.mod above the working directory")
		}
		dir = parent
	}
}
