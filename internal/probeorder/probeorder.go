// Package probeorder is the order in which measure's Probe reads its
// memory: one cycle through every cache line of the buffer, in a fixed
// pseudo-random order (Sattolo's shuffle driven by a fixed xorshift), so
// that each load misses the caches and the prefetcher on any machine.
//
// The probe follows only the first few thousand steps of the cycle from
// line 0, and measure keeps those in a generated table (tools/probepath):
// shuffling the whole buffer in every timing worker took a few
// milliseconds of each one's start.
package probeorder

// Next returns the cycle over lines: next[i] is the line read after
// line i.
func Next(lines uint32) []uint32 {
	next := make([]uint32, lines)
	for i := range next {
		next[i] = uint32(i)
	}
	x := uint64(0x9e3779b97f4a7c15)
	for i := lines - 1; i > 0; i-- {
		x ^= x << 13
		x ^= x >> 7
		x ^= x << 17
		j := uint32(x % uint64(i))
		next[i], next[j] = next[j], next[i]
	}
	return next
}

// Path returns the first steps+1 lines that next's cycle visits from
// line 0: a probe of steps loads reads next at each of the first steps
// and finds the one after it.
func Path(next []uint32, steps int) []uint32 {
	path := make([]uint32, 0, steps+1)
	i := uint32(0)
	for range steps + 1 {
		path = append(path, i)
		i = next[i]
	}
	return path
}
