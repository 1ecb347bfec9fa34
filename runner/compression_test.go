package runner

import (
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
