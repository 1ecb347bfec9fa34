package suite

import (
	"cmp"
	"slices"
)

// Shard returns the cells of shard i of n (1 ≤ i ≤ n) of a plan. It splits
// the plan by dataset variant, so that the cells compared with each other
// (every codec and op on one variant) are timed on one machine. Variants
// go whole, those with the most cells first, each to the shard with the
// fewest cells so far (the lowest-numbered of equals), so that the shards
// are even; every cell is in exactly one shard, and each shard keeps the
// plan's order. The split depends only on the plan, so every machine of a
// matrix computes the same one.
func Shard(cells []Cell, i, n int) []Cell {
	if n < 1 || i < 1 || i > n {
		return nil
	}
	type group struct {
		key   string
		first int // the plan index of its first cell, to break ties
		size  int
	}
	var groups []*group
	byKey := map[string]*group{}
	for j, c := range cells {
		k := c.Dataset + "/" + c.Variant
		g := byKey[k]
		if g == nil {
			g = &group{key: k, first: j}
			byKey[k] = g
			groups = append(groups, g)
		}
		g.size++
	}
	slices.SortStableFunc(groups, func(a, b *group) int {
		return cmp.Or(cmp.Compare(b.size, a.size), cmp.Compare(a.first, b.first))
	})
	load := make([]int, n)
	shardOf := map[string]int{}
	for _, g := range groups {
		least := 0
		for s := range load {
			if load[s] < load[least] {
				least = s
			}
		}
		load[least] += g.size
		shardOf[g.key] = least + 1
	}
	var out []Cell
	for _, c := range cells {
		if shardOf[c.Dataset+"/"+c.Variant] == i {
			out = append(out, c)
		}
	}
	return out
}
