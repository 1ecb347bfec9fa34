// Package sizecache keeps the compressed sizes of encodings serbench has
// measured, by the SHA-256 of their bytes, so that a later run of the same
// bytes takes them instead of compressing with gzip and snappy again
// (compression.CompressKnown). The sizes are a function of the bytes and
// the compressors alone, as a build is of its sources: a cache generation
// is one compressor identity (compression.Identity), a folder of
// $SERBENCH_CACHE/sizes trimmed with the rest of serbench's cache
// (internal/gobuild), a file an encoding.
package sizecache

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/serbench/serbench/compression"
	"github.com/serbench/serbench/internal/gobuild"
)

// Kind is the cache's folder of sizes (gobuild.CacheDir).
const Kind = "sizes"

// Cache is one compressor identity's sizes.
type Cache struct {
	dir string
}

// Open returns the cache of sizes measured with the compressors identity
// names, its folder made and marked used.
func Open(identity string) (*Cache, error) {
	root, err := gobuild.CacheDir(Kind)
	if err != nil {
		return nil, err
	}
	sum := sha256.Sum256([]byte(identity))
	dir := filepath.Join(root, hex.EncodeToString(sum[:8]))
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("sizes cache: %w", err)
	}
	gobuild.MarkUsed(dir)
	return &Cache{dir: dir}, nil
}

func (c *Cache) path(key [sha256.Size]byte) string {
	return filepath.Join(c.dir, hex.EncodeToString(key[:])+".json")
}

// Get returns the sizes of the encoding whose key is key, if the cache has
// them.
func (c *Cache) Get(key [sha256.Size]byte) (compression.Sizes, bool) {
	var s compression.Sizes
	b, err := os.ReadFile(c.path(key))
	if err != nil || json.Unmarshal(b, &s) != nil || s.Messages < 1 {
		return compression.Sizes{}, false
	}
	return s, true
}

// Put keeps s as the sizes of the encoding whose key is key, written
// whole or not at all (a file renamed into place), so that another
// serbench reading it meanwhile never sees half of it.
func (c *Cache) Put(key [sha256.Size]byte, s compression.Sizes) error {
	b, err := json.Marshal(s)
	if err != nil {
		return err
	}
	// Made again if a trim removed the generation meanwhile.
	if err := os.MkdirAll(c.dir, 0o755); err != nil {
		return fmt.Errorf("sizes cache: %w", err)
	}
	tmp, err := os.CreateTemp(c.dir, ".put-*")
	if err != nil {
		return fmt.Errorf("sizes cache: %w", err)
	}
	_, werr := tmp.Write(b)
	cerr := tmp.Close()
	if werr != nil || cerr != nil {
		_ = os.Remove(tmp.Name())
		return fmt.Errorf("sizes cache: %w", errors.Join(werr, cerr))
	}
	if err := os.Rename(tmp.Name(), c.path(key)); err != nil {
		_ = os.Remove(tmp.Name())
		return fmt.Errorf("sizes cache: %w", err)
	}
	return nil
}
