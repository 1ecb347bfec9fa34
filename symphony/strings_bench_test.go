package symphony

import "testing"

// Micro-benchmarks of the repeated-string helpers the generated code
// calls, on boutique-like category names: the profile of issue 14 pointed
// at them.

var words = []string{"clothing", "accessories", "footwear", "hair", "beauty", "decor", "home", "kitchen", "vintage", "gardening", "tops", "bottoms", "outdoor", "sports", "toys", "books", "music", "electronics", "travel", "office"}

func BenchmarkPutStrings(b *testing.B) {
	buf := make([]byte, 4096)
	for range b.N {
		PutStrings(buf, 0, words)
	}
}

func BenchmarkSizeStrings(b *testing.B) {
	n := 0
	for range b.N {
		n += SizeStrings(words)
	}
	_ = n
}

func BenchmarkStrings(b *testing.B) {
	buf := make([]byte, 4096)
	e := PutStrings(buf, 0, words)
	d := NewDecoder(buf[:e], true, false)
	for range b.N {
		d.strs = nil
		_, _, _ = d.Strings(4, len(words), e)
	}
}
