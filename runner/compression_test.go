package runner

import (
	"slices"
	"testing"

	"github.com/serbench/serbench/compression"
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

// Cells share a compression only when their messages are the same bytes:
// a shared digest is checked, not trusted.
func TestSharedEncodings(t *testing.T) {
	msgs := func(ms ...string) compression.Messages {
		return compression.Messages{Len: len(ms), At: func(i int) []byte { return []byte(ms[i]) }}
	}
	all := []compression.Messages{
		msgs("a", "bc"),
		msgs("a", "bc"),      // the same as the first
		msgs("a", "bd"),      // the same digest (below), other bytes
		msgs("a"),            // fewer messages
		msgs("a", "bd"),      // the same as the third
		msgs("x", "y", "zz"), // its own digest
	}
	digests := []uint64{1, 1, 1, 1, 1, 2}
	got := sharedEncodings(all, func(i int) uint64 { return digests[i] })
	want := []int{0, 0, 2, 3, 2, 5}
	if !slices.Equal(got, want) {
		t.Errorf("sharedEncodings = %v, want %v", got, want)
	}
}
