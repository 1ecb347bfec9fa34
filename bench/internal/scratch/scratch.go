// Package scratch makes throwaway Go modules that use serbench's source
// tree as a user's module would: a go.mod that requires
// github.com/serbench/serbench, replaced by the tree, at the versions of
// serbench's own go.mod, and serbench's go.sum. A build in one needs
// nothing the module cache does not already hold from building serbench,
// so the go command runs with GOPROXY=off: no network.
//
// It serves package bench's tests and the initheap program; package bench
// itself never imports it.
package scratch

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"

	"golang.org/x/mod/modfile"

	"github.com/serbench/serbench/internal/gobuild"
)

// Path is the scratch module's own module path.
const Path = "example.com/scratch"

// Module is a scratch module in Dir.
type Module struct {
	Dir    string // the module's folder
	Source string // serbench's source tree
	Go     string // the go command
}

// New writes a scratch module into dir, which must exist.
func New(dir string) (*Module, error) {
	src, err := gobuild.SourceDir()
	if err != nil {
		return nil, fmt.Errorf("scratch module: %w", err)
	}
	goBin, err := gobuild.GoTool()
	if err != nil {
		return nil, fmt.Errorf("scratch module: %w", err)
	}
	m := &Module{Dir: dir, Source: src, Go: goBin}
	if err := m.writeGoMod(); err != nil {
		return nil, fmt.Errorf("scratch module in %s: %w", dir, err)
	}
	return m, nil
}

func (m *Module) writeGoMod() error {
	gomod, err := os.ReadFile(filepath.Join(m.Source, "go.mod"))
	if err != nil {
		return err
	}
	sb, err := modfile.Parse("go.mod", gomod, nil)
	if err != nil {
		return fmt.Errorf("serbench's go.mod: %w", err)
	}
	if sb.Go == nil {
		return errors.New("serbench's go.mod has no go line")
	}
	mf := new(modfile.File)
	if err := mf.AddModuleStmt(Path); err != nil {
		return err
	}
	if err := mf.AddGoStmt(sb.Go.Version); err != nil {
		return err
	}
	if err := mf.AddRequire(gobuild.ModulePath, "v0.0.0-00010101000000-000000000000"); err != nil {
		return err
	}
	for _, r := range sb.Require {
		mf.AddNewRequire(r.Mod.Path, r.Mod.Version, r.Indirect)
	}
	if err := mf.AddReplace(gobuild.ModulePath, "", m.Source, ""); err != nil {
		return err
	}
	mf.Cleanup()
	out, err := mf.Format()
	if err != nil {
		return err
	}
	if err := m.WriteFile("go.mod", out); err != nil {
		return err
	}
	sum, err := os.ReadFile(filepath.Join(m.Source, "go.sum"))
	if err != nil {
		return err
	}
	return m.WriteFile("go.sum", sum)
}

// WriteFile writes a file of the module; name is slash-separated and
// relative to Dir.
func (m *Module) WriteFile(name string, data []byte) error {
	path := filepath.Join(m.Dir, filepath.FromSlash(name))
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return os.WriteFile(path, data, 0o644)
}

// Command returns the go command with args, run in the module outside
// any workspace, allowed to complete the module's go.mod, and without
// network.
func (m *Module) Command(args ...string) *exec.Cmd {
	return m.CommandContext(context.Background(), args...)
}

// CommandContext is Command, killed when ctx is done.
func (m *Module) CommandContext(ctx context.Context, args ...string) *exec.Cmd {
	cmd := exec.CommandContext(ctx, m.Go, args...)
	cmd.Dir = m.Dir
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod -buildvcs=false", "GOPROXY=off")
	return cmd
}

// Run runs the go command with args and returns its standard output; the
// error holds its standard error.
func (m *Module) Run(args ...string) ([]byte, error) {
	cmd := m.Command(args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return out, fmt.Errorf("go %v in %s: %w\n%s%s", args, m.Dir, err, out, stderr.Bytes())
	}
	return out, nil
}
