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
)

// plugins maps each protoc plugin name to the package that builds it.
var plugins = map[string]string{
	"protoc-gen-go": "google.golang.org/protobuf/cmd/protoc-gen-go",
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
	protocArgs := []string{"-I", ".", "-I", "/usr/include"}
	for name, pkg := range plugins {
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
