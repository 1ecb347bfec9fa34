package objectlist

import (
	_ "embed"
	"fmt"

	"github.com/serbench/serbench/suite"
)

// offers holds the conversions, each added by its codec's file under the
// model type's name: a lean worker compiles its own codec's file alone
// (suite.Offers).
var offers suite.Offers

// dedisZigzag is dedis-protobuf's bug on int64s of magnitude 2^62 or more,
// which only the varied variants hold. Its text is codecs/dedisprotobuf's
// Zigzag, written out so that this file imports no codec (a test keeps
// the two the same).
var dedisZigzag = suite.KnownFailure{Codec: "dedis-protobuf", Match: "round trip differs", Why: "go.dedis.ch/protobuf v1.0.11: " +
	"its zigzag encoding of an int64 shifts the value left before folding the sign in, losing the top bit, " +
	"so every IntProp of magnitude 2^62 or more reads back wrong (math.MaxInt64 as -1, math.MinInt64 as 0): " +
	"the varied variants fail, the published ones (every IntProp 100) would pass"}

// Variant names.
const (
	Small       = "small"
	Mid         = "mid"
	Large       = "large"
	MidVaried   = "mid-varied"
	LargeVaried = "large-varied"
)

// Dataset returns the objectlist dataset (seed 002).
func Dataset() suite.Dataset {
	return &suite.Def[*Object]{
		Meta: suite.Info{
			Name:  "objectlist",
			Title: "Object with a list of elements",
			About: "One message is one object: two strings and a list of n elements, each a string and an int64, " +
				"with the JSON names `string_prop_1`, `string_prop_2`, `list`, `string_prop`, `int_prop`. " +
				"The published variants repeat the seed's {\"foo\", 100}; the varied ones have distinct strings " +
				"and numbers. Rates count list elements.",
			// An op handles one object whatever n is, so objects per second
			// would only restate time/op. Elements per second is the figure
			// that compares across sizes: it shows each codec's cost per
			// element and, on small, its fixed cost per message.
			Unit: "element",
			Seed: suite.Seed{
				File:    "002_a6466defe2292395.txt",
				Title:   "Simple Encoding Benchmark (encoding/json vs easyjson vs gob)",
				Machine: "Intel Core i5 @ 2.6GHz, dual-core (MacBook Pro Retina 13-inch, Mid 2014)",
				Flaws: []string{
					"It ran `easyjson -all` on the very struct its \"std JSON\" benchmarks passed to json.Marshal and " +
						"json.Unmarshal, which gave that struct MarshalJSON and UnmarshalJSON methods: encoding/json called " +
						"easyjson's code and added its own pass over the bytes (Marshal validates and compacts a marshaler's " +
						"output; Unmarshal scans the whole input before handing it over). serbench's `json` runs encoding/json's " +
						"reflection on model types with no JSON methods; easyjson's methods live on generated mirror types " +
						"that share the model's fields, never on the model itself.",
					"Its decode benchmarks unmarshalled into the same variable on every iteration, so from the second one on " +
						"every codec refilled the list it had already allocated. serbench decodes into a new value on every op, " +
						"as a receiver of a new message does.",
					"Every list element was the same {\"foo\", 100}: three-byte strings and a three-digit number. serbench keeps " +
						"those variants and adds mid-varied and large-varied, with distinct strings of varied length (some non-ASCII, " +
						"some needing JSON escapes) and distinct numbers of every length across the int64 range.",
					"It ignored every encode and decode error and never checked a round trip; serbench validates each binding " +
						"(encode, decode, compare with the model, read digest) before timing it.",
					"Each figure is a single run without -benchmem: no spread and no memory figures. serbench repeats every " +
						"cell and reports medians with confidence intervals, B/op and allocs/op.",
				},
			},
			Variants: []suite.VariantInfo{
				{Name: Small, About: "the published object with 1 element {\"foo\", 100}"},
				{Name: Mid, About: "the published object with 1,000 identical elements {\"foo\", 100}", SeedCodecs: true},
				{Name: Large, About: "the published object with 100,000 identical elements {\"foo\", 100}"},
				{Name: MidVaried, About: "1,000 elements with distinct strings of varied length and distinct numbers across the int64 range",
					Known: []suite.KnownFailure{dedisZigzag}},
				{Name: LargeVaried, About: "100,000 elements with distinct strings and numbers (mid-varied is its first 1,000)",
					Known: []suite.KnownFailure{dedisZigzag, {Codec: "ugorji-binc", Match: "round trip differs",
						Why: "binc (ugorji/go/codec v1.3.2) strips leading 0xff bytes of a negative integer's magnitude as if they were sign extension, " +
							"so -4288373036 comes back as -10182956; codecs/ugorji's test pins the bug"}}},
			},
			Published: published,
			Ratios: []suite.Ratio{
				{Slow: "json", Fast: "easyjson"},
				{Slow: "gob", Fast: "easyjson"},
			},
			Findings: Findings,
		},
		Generate: Generate,
		Units:    func(o *Object) int { return len(o.List) },
		Digest:   Digest,
		// eqObject (equal_gen.go): nil and empty lists are the same
		// value, as no format tells them apart.
		Equal:       suite.EqualBy(eqObject),
		Conversions: offers.For("Object"),
	}
}

// Generate returns a variant's single message.
func Generate(variant string) ([]*Object, error) {
	switch variant {
	case Small:
		return []*Object{Published(SmallN)}, nil
	case Mid:
		return []*Object{Published(MidN)}, nil
	case Large:
		return []*Object{Published(LargeN)}, nil
	case MidVaried:
		return []*Object{Varied(MidN)}, nil
	case LargeVaried:
		return []*Object{Varied(LargeN)}, nil
	}
	return nil, fmt.Errorf("no variant %q", variant)
}

// published holds the seed's table as printed (ns/op only): its StdJSON is
// codec json, EasyJson is easyjson and StdGob is gob; no suffix is small,
// MidSize is mid and LargeSize is large.
//
//go:embed published.bench
var publishedBench []byte

var published = suite.MustPublished("published.bench", publishedBench)
