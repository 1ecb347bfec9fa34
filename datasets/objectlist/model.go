// Package objectlist is the dataset of seed 002: encoding/json against
// easyjson and encoding/gob on an object holding a list of small elements.
package objectlist

import (
	"math"
	"math/rand/v2"
	"strings"

	"github.com/serbench/serbench/digest"
)

// Object is the canonical model, field for field the seed's struct. It has
// no JSON methods of its own: the json codec must measure encoding/json's
// reflection, not generated code (the seed's flaw).
type Object struct {
	StringProp1 string     `json:"string_prop_1"`
	StringProp2 string     `json:"string_prop_2"`
	List        []Embedded `json:"list"`
}

// Embedded is one element of Object.List.
type Embedded struct {
	StringProp string `json:"string_prop"`
	IntProp    int64  `json:"int_prop"`
}

// List lengths of the published variants.
const (
	SmallN = 1
	MidN   = 1_000
	LargeN = 100_000
)

// Published is the seed's object: "foo", "bar" and n identical elements
// {"foo", 100}.
func Published(n int) *Object {
	list := make([]Embedded, n)
	for i := range list {
		list[i] = Embedded{StringProp: "foo", IntProp: 100}
	}
	return &Object{StringProp1: "foo", StringProp2: "bar", List: list}
}

// seed fixes the varied generator: the same object on every run and
// machine. Every varied variant draws from the same stream, so mid-varied
// is the first 1,000 elements of large-varied.
var seed = [32]byte{'s', 'e', 'r', 'b', 'e', 'n', 'c', 'h', '/', 'o', 'b', 'j', 'e', 'c', 't', 'l', 'i', 's', 't'}

// Varied is an object of n elements with realistic contents: every string
// distinct, of varied length (a word to a sentence, some non-ASCII, a few
// with characters JSON must escape), and every number distinct, with
// magnitudes spread evenly over the digit counts of the whole int64 range,
// negatives included, and both extremes present.
func Varied(n int) *Object {
	g := &variedGen{
		rng:     rand.New(rand.NewChaCha8(seed)),
		strings: make(map[string]struct{}, n+2),
		ints:    make(map[int64]struct{}, n),
	}
	o := &Object{StringProp1: g.text(), StringProp2: g.text(), List: make([]Embedded, n)}
	extremes := []int64{math.MinInt64, math.MaxInt64, 0}
	for i := range o.List {
		var v int64
		if i < len(extremes) {
			v = g.take(extremes[i])
		} else {
			v = g.number()
		}
		o.List[i] = Embedded{StringProp: g.text(), IntProp: v}
	}
	return o
}

// variedGen draws distinct strings and numbers from one seeded stream.
type variedGen struct {
	rng     *rand.Rand
	strings map[string]struct{}
	ints    map[int64]struct{}
}

// Words that are not plain ASCII, so the JSON codecs meet multi-byte UTF-8.
var unicodeWords = []string{"café", "naïve", "Zürich", "São Paulo", "Ærø", "Kraków", "東京", "Ελλάδα", "Москва", "🙂"}

// Fragments JSON must escape: quotes, backslashes and HTML characters,
// which encoding/json writes as \u003c and friends.
var escapeWords = []string{`"quoted"`, `C:\temp`, "<b>", "R&D", "a/b", "x > y"}

// text returns a string not returned before: mostly a few words (a name or
// label), sometimes a phrase, now and then a sentence.
func (g *variedGen) text() string {
	var b strings.Builder
	for {
		b.Reset()
		var words int
		switch r := g.rng.IntN(100); {
		case r < 70:
			words = 1 + g.rng.IntN(3)
		case r < 95:
			words = 4 + g.rng.IntN(5)
		default:
			words = 10 + g.rng.IntN(11)
		}
		for w := range words {
			if w > 0 {
				b.WriteByte(' ')
			}
			switch r := g.rng.IntN(100); {
			case r < 6:
				b.WriteString(unicodeWords[g.rng.IntN(len(unicodeWords))])
			case r < 8:
				b.WriteString(escapeWords[g.rng.IntN(len(escapeWords))])
			default:
				g.word(&b, w == 0 && g.rng.IntN(3) == 0)
			}
		}
		s := b.String()
		if _, dup := g.strings[s]; !dup {
			g.strings[s] = struct{}{}
			return s
		}
	}
}

// word writes 2 to 10 random lowercase letters, the first one capitalised
// when title is set.
func (g *variedGen) word(b *strings.Builder, title bool) {
	n := 2 + g.rng.IntN(9)
	for i := range n {
		c := byte('a' + g.rng.IntN(26))
		if i == 0 && title {
			c -= 'a' - 'A'
		}
		b.WriteByte(c)
	}
}

// number returns a number not returned before. Its bit length is uniform in
// 0..63 and its sign random, so numbers of every length, from one digit to
// nineteen, are about equally common.
func (g *variedGen) number() int64 {
	for {
		bits := g.rng.IntN(64)
		v := int64(g.rng.Uint64() >> (64 - bits)) // bits == 0 gives 0: the shift is 64
		if g.rng.IntN(2) == 0 {
			v = -v
		}
		if _, dup := g.ints[v]; !dup {
			g.ints[v] = struct{}{}
			return v
		}
	}
}

// take records v as used and returns it.
func (g *variedGen) take(v int64) int64 {
	g.ints[v] = struct{}{}
	return v
}

// Digest adds o to h, the read digest: every field in field-number order,
// the list with its length (an element, a value, has no presence to feed),
// as every codec's read visit feeds them (hashObject, generated from the
// schema as the visits are).
func Digest(h *digest.Hasher, o *Object) { hashObject(h, o) }
