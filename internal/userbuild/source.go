package userbuild

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"

	"golang.org/x/mod/modfile"
)

// ModulePath is serbench's module path.
const ModulePath = "github.com/serbench/serbench"

// symphonyOptions is the file of Symphony's is_public field option, which
// a user's schema may import from serbench's tree to mark public fields.
const symphonyOptions = "symphony/options/options.proto"

// linked reports whether a file of a schema has Go types of its own that
// the program links rather than generates: the well-known types' (in
// google.golang.org/protobuf) and Symphony's options (in serbench).
func linked(file string) bool {
	return strings.HasPrefix(file, "google/protobuf/") || file == symphonyOptions
}

// SourceEnv names serbench's source tree when serbench cannot find it
// (a binary built with -trimpath and run outside the tree).
const SourceEnv = "SERBENCH_SOURCE"

// sourceDir finds serbench's source tree, which the built program's go.mod
// replaces serbench's module with: $SERBENCH_SOURCE, else the tree this
// file was compiled from (go run and go test build from it), else the
// nearest folder above the working one whose go.mod is serbench's.
func sourceDir() (string, error) {
	if dir := os.Getenv(SourceEnv); dir != "" {
		if !isSource(dir) {
			return "", fmt.Errorf("$%s=%s: no go.mod of module %s there", SourceEnv, dir, ModulePath)
		}
		return filepath.Abs(dir)
	}
	if _, file, _, ok := runtime.Caller(0); ok && filepath.IsAbs(file) {
		// file is <source>/internal/userbuild/source.go.
		if dir := filepath.Dir(filepath.Dir(filepath.Dir(file))); isSource(dir) {
			return dir, nil
		}
	}
	if wd, err := os.Getwd(); err == nil {
		for dir := wd; ; dir = filepath.Dir(dir) {
			if isSource(dir) {
				return dir, nil
			}
			if filepath.Dir(dir) == dir {
				break
			}
		}
	}
	return "", fmt.Errorf("--proto builds a program with serbench's own packages, but serbench's source tree was not found: "+
		"run serbench from its source tree (go run ./cmd/serbench) or set $%s to it", SourceEnv)
}

// isSource reports whether dir holds the go.mod of serbench's module.
func isSource(dir string) bool {
	b, err := os.ReadFile(filepath.Join(dir, "go.mod"))
	return err == nil && modfile.ModulePath(b) == ModulePath
}

// goTool is the go command that builds the program: the one of the
// toolchain serbench itself was built with (runtime.GOROOT, which `go run`
// sets), else the go on $PATH.
func goTool() (string, error) {
	if root := runtime.GOROOT(); root != "" {
		bin := filepath.Join(root, "bin", "go")
		if runtime.GOOS == "windows" {
			bin += ".exe"
		}
		if _, err := os.Stat(bin); err == nil {
			return bin, nil
		}
	}
	bin, err := exec.LookPath("go")
	if err != nil {
		return "", errors.New("--proto builds a program for the schema, but the go command was not found (install Go, or put it on $PATH)")
	}
	return bin, nil
}

// goVersion is the go command's version, for the cache key.
func goVersion(goBin string) (string, error) {
	out, err := exec.Command(goBin, "env", "GOVERSION", "GOOS", "GOARCH").Output()
	if err != nil {
		return "", fmt.Errorf("%s env: %w", goBin, err)
	}
	return strings.Join(strings.Fields(string(out)), " "), nil
}

// hashSource hashes what a build of serbench's packages may read from its
// tree: every file but tests (Go files, templates, go.mod and go.sum, and
// the files packages embed, such as the report's styles). Results
// folders, test data and hidden folders are left out.
func hashSource(dir string) (string, error) {
	h := sha256.New()
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if path != dir && (strings.HasPrefix(name, ".") || name == "testdata" || name == "results") {
				return filepath.SkipDir
			}
			return nil
		}
		if strings.HasSuffix(name, "_test.go") || !d.Type().IsRegular() {
			return nil
		}
		rel, _ := filepath.Rel(dir, path)
		f, err := os.Open(path)
		if err != nil {
			return err
		}
		defer f.Close()
		fmt.Fprintf(h, "%s\x00", filepath.ToSlash(rel))
		if _, err := io.Copy(h, bufio.NewReader(f)); err != nil {
			return err
		}
		h.Write([]byte{0})
		return nil
	})
	if err != nil {
		return "", fmt.Errorf("hash serbench's source: %w", err)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}
