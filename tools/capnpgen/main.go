// Command capnpgen compiles a Cap'n Proto schema to Go with capnpc-go built
// from this module's go.mod tool directive, so that `go generate` needs only
// Debian's capnp and reproduces the committed code exactly.
//
// Usage (from a go:generate line):
//
//	go run github.com/serbench/serbench/tools/capnpgen SCHEMA OUTDIR
//
// capnpc-go writes its output next to the schema; capnpgen moves it into
// OUTDIR and gofmts it.
package main

import (
	"fmt"
	"go/format"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

const module = "capnproto.org/go/capnp/v3"

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: capnpgen SCHEMA OUTDIR")
		os.Exit(2)
	}
	if err := run(os.Args[1], os.Args[2]); err != nil {
		fmt.Fprintln(os.Stderr, "capnpgen:", err)
		os.Exit(1)
	}
}

func run(schema, outDir string) error {
	if _, err := exec.LookPath("capnp"); err != nil {
		return fmt.Errorf("capnp not found: install Debian's capnproto package: %w", err)
	}
	tmp, err := os.MkdirTemp("", "capnpgen")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	plugin := filepath.Join(tmp, "capnpc-go")
	build := exec.Command("go", "build", "-o", plugin, module+"/capnpc-go")
	build.Stdout, build.Stderr = os.Stderr, os.Stderr
	if err := build.Run(); err != nil {
		return fmt.Errorf("build capnpc-go: %w", err)
	}
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", module).Output()
	if err != nil {
		return fmt.Errorf("go list -m %s: %w", module, err)
	}
	std := filepath.Join(strings.TrimSpace(string(out)), "std")
	// Compile a copy in the temporary directory, so the output lands there.
	src, err := os.ReadFile(schema)
	if err != nil {
		return err
	}
	base := filepath.Base(schema)
	if err := os.WriteFile(filepath.Join(tmp, base), src, 0o644); err != nil {
		return err
	}
	cmd := exec.Command("capnp", "compile", "-I"+std, "--src-prefix="+tmp, "-o"+plugin+":"+tmp, filepath.Join(tmp, base))
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("capnp compile: %w", err)
	}
	gen, err := os.ReadFile(filepath.Join(tmp, base+".go"))
	if err != nil {
		return err
	}
	if gen, err = format.Source(gen); err != nil {
		return err
	}
	if err := os.MkdirAll(outDir, 0o755); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(outDir, base+".go"), gen, 0o644)
}
