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

	"github.com/serbench/serbench/compression"
	"github.com/serbench/serbench/internal/gobuild"
)

// Kind is the cache's folder of sizes (gobuild.CacheDir).
const Kind = "sizes"

// Cache is one compressor identity's sizes.
type Cache struct {
	r *gobuild.Records
}

// Open returns the cache of sizes measured with the compressors identity
// names, its folder made and marked used.
func Open(identity string) (*Cache, error) {
	r, err := gobuild.OpenRecords(Kind, identity)
	if err != nil {
		return nil, err
	}
	return &Cache{r: r}, nil
}

func name(key [sha256.Size]byte) string { return hex.EncodeToString(key[:]) + ".json" }

// Get returns the sizes of the encoding whose key is key, if the cache has
// them.
func (c *Cache) Get(key [sha256.Size]byte) (compression.Sizes, bool) {
	var s compression.Sizes
	b, err := c.r.Read(name(key))
	if err != nil || json.Unmarshal(b, &s) != nil || s.Messages < 1 {
		return compression.Sizes{}, false
	}
	return s, true
}

// Put keeps s as the sizes of the encoding whose key is key, written
// whole or not at all (gobuild.Records.Write).
func (c *Cache) Put(key [sha256.Size]byte, s compression.Sizes) error {
	b, err := json.Marshal(s)
	if err != nil {
		return err
	}
	return c.r.Write(name(key), b)
}
