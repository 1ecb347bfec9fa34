package runner

import (
	"crypto/sha256"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/serbench/serbench/compression"
	"github.com/serbench/serbench/resultset"
)

// A batch takes jobs while their buffers fit compressionBatchBytes, and
// up to a CPU each while they fit compressionParallelBytes; at least one.
func TestCompressionBatch(t *testing.T) {
	const mb = 1 << 20
	for _, tc := range []struct {
		name string
		held []int
		cpus int
		want int
	}{
		{"small ones together", []int{mb, mb, mb, mb}, 2, 4},
		{"until the batch bound", []int{200 * mb, 50 * mb, 50 * mb, mb}, 1, 2},
		{"two large ones, one a CPU", []int{700 * mb, 700 * mb, 700 * mb}, 2, 2},
		{"one CPU: one large one", []int{700 * mb, 700 * mb}, 1, 1},
		{"too large for two at once", []int{1500 * mb, 1500 * mb}, 2, 1},
		{"a huge one alone", []int{4000 * mb}, 2, 1},
		{"the last one", []int{mb}, 2, 1},
	} {
		if got := compressionBatch(tc.held, tc.cpus); got != tc.want {
			t.Errorf("%s: compressionBatch(%v MB, %d CPUs) = %d, want %d", tc.name, mbs(tc.held), tc.cpus, got, tc.want)
		}
	}
}

func mbs(held []int) []int {
	out := make([]int, len(held))
	for i, h := range held {
		out[i] = h >> 20
	}
	return out
}

// Two cells' messages have one key only when they are the same bytes,
// split into the same messages.
func TestKeyOf(t *testing.T) {
	msgs := func(ms ...string) compression.Messages {
		return compression.Messages{Len: len(ms), At: func(i int) []byte { return []byte(ms[i]) }}
	}
	a := keyOf(msgs("a", "bc"))
	for _, other := range []compression.Messages{msgs("a", "bd"), msgs("ab", "c"), msgs("a"), msgs("a", "bc", ""), msgs()} {
		if keyOf(other) == a {
			t.Errorf("%d messages share the key of a, bc", other.Len)
		}
	}
	if keyOf(msgs("a", "bc")) != a {
		t.Error("the same messages have two keys")
	}
}

// Messages have one order key when each holds the same bytes in another
// order, and keys apart otherwise.
func TestOrderKeyOf(t *testing.T) {
	msgs := func(ms ...string) compression.Messages {
		return compression.Messages{Len: len(ms), At: func(i int) []byte { return []byte(ms[i]) }}
	}
	a := orderKeyOf("c", msgs("ab", "cde"))
	if orderKeyOf("c", msgs("ba", "edc")) != a {
		t.Error("the same bytes of each message in another order have another order key")
	}
	for _, other := range []compression.Messages{msgs("cde", "ab"), msgs("abc", "de"), msgs("ab", "cdf"), msgs("ab", "cde", ""), msgs("ab")} {
		if orderKeyOf("c", other) == a {
			t.Errorf("%d messages share the order key of ab, cde", other.Len)
		}
	}
	if orderKeyOf("d", msgs("ab", "cde")) == a {
		t.Error("another codec's messages share the order key")
	}
	if keyOf(msgs("ab", "cde")) == a {
		t.Error("an order key is a key")
	}
}

// mapStore is a SizeStore in memory.
type mapStore map[[sha256.Size]byte]compression.Sizes

func (m mapStore) Get(k [sha256.Size]byte) (compression.Sizes, bool)  { s, ok := m[k]; return s, ok }
func (m mapStore) Put(k [sha256.Size]byte, s compression.Sizes) error { m[k] = s; return nil }

// An encoding whose messages an earlier run measured in another order (a
// map written in Go's random order) takes that run's gzip and snappy
// sizes once its zstd size is close; other messages are measured.
func TestCompressReorderedFromTheStore(t *testing.T) {
	z, err := compression.NewZstd()
	if err != nil {
		t.Fatal(err)
	}
	defer z.Close()
	// A message of 2,000 map entries, written in an order of the seed's.
	entry := func(i int) string {
		return fmt.Sprintf("%q:{\"id\":%d,\"name\":\"item %d\"},", fmt.Sprint("key", i), i*7919%10007, i)
	}
	message := func(seed uint64) compression.Messages {
		order := rand.New(rand.NewPCG(seed, 0)).Perm(2000)
		var b strings.Builder
		for _, i := range order {
			b.WriteString(entry(i))
		}
		m := []byte(b.String())
		return compression.Messages{Len: 1, At: func(int) []byte { return m }}
	}
	store := mapStore{}
	cell := &pending{rec: &resultset.Record{Codec: "c"}}
	job := func(m compression.Messages) *zjob { return &zjob{c: cell, key: keyOf(m), msgs: m} }
	first := job(message(1))
	c, err := compress(first, z, store)
	if err != nil {
		t.Fatal(err)
	}
	measured := c.Sizes()
	c.Release()
	if first.known != nil || len(store) != 2 {
		t.Fatalf("measured: known %v, %d keys stored; want none known, the sizes under 2 keys", first.known, len(store))
	}
	again := job(message(2))
	if again.key == first.key {
		t.Fatal("the two orders are the same bytes: the test could not tell them apart")
	}
	c, err = compress(again, z, store)
	if err != nil {
		t.Fatal(err)
	}
	if !again.reordered || c.Gzip != measured.Gzip || c.Snappy != measured.Snappy {
		t.Errorf("another order: reordered %t, gzip %v and snappy %v; want the earlier run's %v and %v",
			again.reordered, c.Gzip, c.Snappy, measured.Gzip, measured.Snappy)
	}
	if want, err := compression.Compress(again.msgs, z); err != nil || c.Zstd != want.Zstd {
		t.Errorf("another order: zstd %v, want its own %v (%v)", c.Zstd, want.Zstd, err)
	}
	c.Release()
	other := job(compression.Messages{Len: 1, At: func(int) []byte { return []byte(strings.Repeat("x", 5000)) }})
	if c, err = compress(other, z, store); err != nil || other.reordered || other.known != nil {
		t.Errorf("other bytes: reordered %t, known %v, %v; want measured", other.reordered, other.known, err)
	}
	c.Release()
}
