package suite

import (
	"fmt"
	"testing"
)

// Every cell is in exactly one shard, a variant's cells all in one, the
// plan's order kept, and the shards even in cells.
func TestShard(t *testing.T) {
	var cells []Cell
	for v, n := range []int{7, 3, 3, 2, 1, 1, 5} {
		for c := range n {
			cells = append(cells, Cell{Dataset: "d", Variant: fmt.Sprint("v", v), Codec: fmt.Sprint("c", c), Op: Encode})
		}
	}
	const n = 3
	seen := map[string]int{}
	variantShard := map[string]int{}
	sizes := make([]int, 0, n)
	for i := 1; i <= n; i++ {
		part := Shard(cells, i, n)
		sizes = append(sizes, len(part))
		last := -1
		for _, c := range part {
			seen[c.Name()]++
			if s, ok := variantShard[c.Variant]; ok && s != i {
				t.Errorf("variant %s in shards %d and %d", c.Variant, s, i)
			}
			variantShard[c.Variant] = i
			at := indexOf(cells, c)
			if at < last {
				t.Errorf("shard %d: %s out of the plan's order", i, c.Name())
			}
			last = at
		}
	}
	if len(seen) != len(cells) {
		t.Errorf("%d cells in the shards, want %d", len(seen), len(cells))
	}
	for name, k := range seen {
		if k != 1 {
			t.Errorf("%s in %d shards", name, k)
		}
	}
	// 22 cells, largest variant first to the least loaded shard: 7+1 | 5+2 | 3+3+1.
	if fmt.Sprint(sizes) != "[8 7 7]" {
		t.Errorf("shard sizes %v, want [8 7 7]", sizes)
	}
	for _, bad := range [][2]int{{0, 3}, {4, 3}, {1, 0}} {
		if got := Shard(cells, bad[0], bad[1]); got != nil {
			t.Errorf("Shard(%d/%d) = %d cells, want none", bad[0], bad[1], len(got))
		}
	}
}

func indexOf(cells []Cell, c Cell) int {
	for i, x := range cells {
		if x.Name() == c.Name() {
			return i
		}
	}
	return -1
}
