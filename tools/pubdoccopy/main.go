// Command pubdoccopy copies a public document that a module serbench
// depends on ships (a JSON library's test data) into a dataset's folder,
// zstd-compressed, from go generate:
//
//	go run github.com/serbench/serbench/tools/pubdoccopy -module M -version V -path P -sha256 S -o FILE
//
// It finds module M in the module cache at the version go.mod requires,
// which must be V (the version the dataset's provenance names), reads P
// there and checks that its bytes, decompressed if P ends in .zst, have the
// SHA-256 S. A .zst file is copied as it is; any other is compressed with
// klauspost/compress/zstd at its best level on one goroutine, which gives
// the same bytes on every run of the same library version. So the document
// in the tree is reproduced, and its source checked, by go generate.
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/klauspost/compress/zstd"
	"github.com/serbench/serbench/internal/pubdoc"
)

func main() {
	module := flag.String("module", "", "the `module` that ships the document")
	version := flag.String("version", "", "the module's `version` the provenance names; go.mod must require it")
	path := flag.String("path", "", "the document's `path` in the module")
	sum := flag.String("sha256", "", "the SHA-256 of the (decompressed) document, in `hex`")
	out := flag.String("o", "", "the zstd-compressed `file` to write")
	flag.Parse()
	if *module == "" || *version == "" || *path == "" || *sum == "" || *out == "" || flag.NArg() > 0 {
		fmt.Fprintln(os.Stderr, "usage: pubdoccopy -module M -version V -path P -sha256 S -o FILE")
		os.Exit(2)
	}
	if err := run(*module, *version, *path, *sum, *out); err != nil {
		fmt.Fprintln(os.Stderr, "pubdoccopy:", err)
		os.Exit(1)
	}
}

func run(module, version, path, sum, out string) error {
	dir, err := moduleDir(module, version)
	if err != nil {
		return err
	}
	src, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(path)))
	if err != nil {
		return err
	}
	zst, err := compressed(src, strings.HasSuffix(path, ".zst"), sum)
	if err != nil {
		return fmt.Errorf("%s@%s/%s: %w", module, version, path, err)
	}
	return os.WriteFile(out, zst, 0o644)
}

// moduleDir returns the module's folder in the module cache, downloading
// it if need be, after checking that go.mod requires the version given.
func moduleDir(module, version string) (string, error) {
	for try := 0; ; try++ {
		cmd := exec.Command("go", "list", "-m", "-f", "{{.Version}} {{.Dir}}", module)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		b, err := cmd.Output()
		if err != nil {
			return "", fmt.Errorf("go list -m %s: %w: %s", module, err, strings.TrimSpace(stderr.String()))
		}
		got, dir, _ := strings.Cut(strings.TrimSpace(string(b)), " ")
		if got != version {
			return "", fmt.Errorf("go.mod requires %s %s, the provenance names %s: update the provenance (PROVENANCE.md, the -version flag)", module, got, version)
		}
		if dir != "" {
			return dir, nil
		}
		if try > 0 {
			return "", fmt.Errorf("%s@%s is not in the module cache after go mod download", module, version)
		}
		// go list -m does not download: go mod download does.
		if out, err := exec.Command("go", "mod", "download", module).CombinedOutput(); err != nil {
			return "", fmt.Errorf("go mod download %s: %w: %s", module, err, strings.TrimSpace(string(out)))
		}
	}
}

// compressed returns src as zstd, checking the document's hash.
func compressed(src []byte, isZstd bool, sum string) ([]byte, error) {
	if isZstd {
		if _, err := pubdoc.Open(src, sum); err != nil {
			return nil, err
		}
		return src, nil
	}
	if err := pubdoc.Check(src, sum); err != nil {
		return nil, err
	}
	enc, err := zstd.NewWriter(nil, zstd.WithEncoderLevel(zstd.SpeedBestCompression), zstd.WithEncoderConcurrency(1))
	if err != nil {
		return nil, err
	}
	zst := enc.EncodeAll(src, nil)
	if err := enc.Close(); err != nil {
		return nil, err
	}
	if len(zst) == 0 {
		return nil, errors.New("zstd wrote nothing")
	}
	return zst, nil
}
