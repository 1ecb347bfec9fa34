// Command protocrun runs protoc with plugins built from this module's pinned
// go.mod tool directives, so `go generate` needs only Debian's protoc and
// reproduces the committed code exactly.
//
// Usage (from a go:generate line):
//
//	go run github.com/serbench/serbench/tools/protocrun [protoc arguments]
package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
)

// external maps the protoc plugins of other modules, pinned in go.mod, to
// the packages that build them. This module's own plugins need no entry: a
// --NAME_out flag builds cmd/protoc-gen-NAME when that directory exists.
var external = map[string]string{
	"protoc-gen-go":         "google.golang.org/protobuf/cmd/protoc-gen-go",
	"protoc-gen-go-vtproto": "github.com/planetscale/vtprotobuf/cmd/protoc-gen-go-vtproto",
	"protoc-gen-gogofaster": "github.com/gogo/protobuf/protoc-gen-gogofaster",
	"protoc-gen-go-pulsar":  "github.com/cosmos/cosmos-proto/cmd/protoc-gen-go-pulsar",
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
	names, outDirs := outputs(args)
	// protoc writes into existing directories only, and a fresh checkout
	// has none where every file is generated.
	for _, d := range outDirs {
		if err := os.MkdirAll(d, 0o755); err != nil {
			return fmt.Errorf("output directory: %w", err)
		}
	}
	for _, name := range names {
		pkg, ok := external[name]
		if !ok {
			if _, err := os.Stat(filepath.Join(root, "cmd", name)); err != nil {
				continue // one of protoc's own outputs (--cpp_out, ...)
			}
			pkg = "./cmd/" + name
		}
		bin := filepath.Join(dir, name)
		build := exec.Command("go", "build", "-o", bin, pkg)
		build.Dir = root
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

// outputs lists the plugins protoc's arguments ask for, each once and in
// order (--NAME_out asks for protoc-gen-NAME), and their output
// directories: --NAME_out=DIR, --NAME_out DIR or --NAME_out=OPTIONS:DIR.
func outputs(args []string) (names, dirs []string) {
	for i, a := range args {
		flag, val, hasVal := strings.Cut(strings.TrimPrefix(a, "--"), "=")
		if !strings.HasPrefix(a, "--") || !strings.HasSuffix(flag, "_out") {
			continue
		}
		name := "protoc-gen-" + strings.TrimSuffix(flag, "_out")
		if !slices.Contains(names, name) {
			names = append(names, name)
		}
		if !hasVal && i+1 < len(args) {
			val = args[i+1]
		}
		if j := strings.LastIndex(val, ":"); j >= 0 {
			val = val[j+1:]
		}
		if val != "" && !slices.Contains(dirs, val) {
			dirs = append(dirs, val)
		}
	}
	return names, dirs
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
