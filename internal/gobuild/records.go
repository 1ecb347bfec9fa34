package gobuild

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
)

// Records is one generation of a kind of small files that serbench keeps
// by name from one run to the next: facts it measured (compressed sizes,
// each variant's pace) rather than programs, a folder of the cache
// trimmed with the rest.
type Records struct {
	kind string
	dir  string
}

// OpenRecords returns kind's generation for identity (what the records
// are a function of), its folder made and marked used.
func OpenRecords(kind, identity string) (*Records, error) {
	root, err := CacheDir(kind)
	if err != nil {
		return nil, err
	}
	sum := sha256.Sum256([]byte(identity))
	dir := filepath.Join(root, hex.EncodeToString(sum[:8]))
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("%s cache: %w", kind, err)
	}
	MarkUsed(dir)
	return &Records{kind: kind, dir: dir}, nil
}

// Dir is the generation's folder.
func (r *Records) Dir() string { return r.dir }

// Read returns the record named name (a file name).
func (r *Records) Read(name string) ([]byte, error) {
	return os.ReadFile(filepath.Join(r.dir, name))
}

// Write keeps b as the record named name, written whole or not at all (a
// file renamed into place), so that another serbench reading it meanwhile
// never sees half of it.
func (r *Records) Write(name string, b []byte) error {
	// Made again if a trim removed the generation meanwhile.
	if err := os.MkdirAll(r.dir, 0o755); err != nil {
		return fmt.Errorf("%s cache: %w", r.kind, err)
	}
	tmp, err := os.CreateTemp(r.dir, ".put-*")
	if err != nil {
		return fmt.Errorf("%s cache: %w", r.kind, err)
	}
	_, werr := tmp.Write(b)
	cerr := tmp.Close()
	if werr != nil || cerr != nil {
		_ = os.Remove(tmp.Name())
		return fmt.Errorf("%s cache: %w", r.kind, errors.Join(werr, cerr))
	}
	if err := os.Rename(tmp.Name(), filepath.Join(r.dir, name)); err != nil {
		_ = os.Remove(tmp.Name())
		return fmt.Errorf("%s cache: %w", r.kind, err)
	}
	return nil
}
