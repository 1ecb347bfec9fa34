package sizecache

import (
	"crypto/sha256"
	"os"
	"path/filepath"
	"testing"

	"github.com/serbench/serbench/compression"
	"github.com/serbench/serbench/internal/gobuild"
)

// Sizes put are got back exactly, under their key and identity only, in
// a folder of serbench's cache (trimmed with the rest), and a generation
// removed meanwhile (a trim) is made again by the next Put.
func TestPutGet(t *testing.T) {
	root := t.TempDir()
	t.Setenv(gobuild.CacheEnv, root)
	c, err := Open("compressors A")
	if err != nil {
		t.Fatal(err)
	}
	key := sha256.Sum256([]byte("the messages"))
	want := compression.Sizes{Messages: 3, Raw: 1234.5, Zstd: 1.0 / 3, Snappy: 456.25, Gzip: 0.1 + 0.2}
	if _, ok := c.Get(key); ok {
		t.Fatal("an empty cache has sizes")
	}
	if err := c.Put(key, want); err != nil {
		t.Fatal(err)
	}
	if got, ok := c.Get(key); !ok || got != want {
		t.Errorf("got %+v %t, want %+v", got, ok, want)
	}
	if _, ok := c.Get(sha256.Sum256([]byte("other messages"))); ok {
		t.Error("another key has sizes")
	}
	other, err := Open("compressors B")
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := other.Get(key); ok {
		t.Error("another identity has the sizes")
	}
	gens, err := os.ReadDir(filepath.Join(root, Kind))
	if err != nil || len(gens) != 2 {
		t.Fatalf("the cache's %s folder: %v, %v; want two generations", Kind, gens, err)
	}
	if err := os.RemoveAll(c.r.Dir()); err != nil {
		t.Fatal(err)
	}
	if _, ok := c.Get(key); ok {
		t.Error("a trimmed generation has sizes")
	}
	if err := c.Put(key, want); err != nil {
		t.Fatalf("put after a trim: %v", err)
	}
	if got, ok := c.Get(key); !ok || got != want {
		t.Errorf("after a trim: got %+v %t, want %+v", got, ok, want)
	}
}
