package structs

import (
	_ "embed"

	"github.com/serbench/serbench/suite"
)

// Which variants run when: complexmap-slice (665,000 Bigs, up to 1.8 GB of
// heap) took about 5.5 minutes with five codecs on the 2-core reference
// machine, protojson alone over 2, so only --full (or naming it) runs it.
// The findings fall back to complexmap, the fair form of one item of the
// seed's map slice, when the slice is absent. The default suite runs big
// alone (one Big, every field set, the published single-struct figures):
// with every codec on one variant per dataset it stays within its three
// minutes; `serbench run` takes the others.

// seedProtoComplexListLen is how many ComplexAndHuge values the seed's
// protobuf complex-map slice held; its gob slice held ComplexMapListLen.
const seedProtoComplexListLen = 50

// Dataset returns the structs dataset (seed 003).
func Dataset() suite.Dataset {
	vs := variants()
	meta := suite.Info{
		Name:  "structs",
		Title: "Tiny, Medium, Big, Huge and ComplexAndHuge structs",
		About: "Five nested structs of growing size: Tiny (an id and a string); Medium (a person with a balance, " +
			"a creation time and a Tiny); Big (a record with three *time.Time, DeletedAt nil in one of four, a Tiny " +
			"and a Medium); Huge (1,330 Bigs in slices of 50, 256 and 1,024); ComplexAndHuge (a map of 50 Huges under " +
			"the keys \"0\" to \"49\"). Each alone, and in the seed's wrapper structs (TinyArray{TinyArr []*Tiny} and so on). " +
			"gob and json encode the model types themselves; protobuf mirrors them with google.protobuf.Timestamp " +
			"times, BigArray sub-messages for Huge's slices and map<string, Huge>. Times are UTC with nanoseconds and " +
			"no monotonic reading, which every codec keeps exactly.",
		Unit: "struct",
		Seed: suite.Seed{
			File:    "003_025c190109aa13df.txt",
			Title:   "gob-proto-bench: Gob vs Protobuf",
			Machine: "Apple M1 Pro (MacBook Pro 2021, Go 1.20.3)",
			Flaws: []string{
				"Its complex-map slice held 10 ComplexAndHuge values for gob but 50 for protobuf, so protobuf did five " +
					"times the work; that alone produced its \"gob is 4× faster on map slices\" conclusion (per value, its " +
					"own figures have gob slower at both encode and decode). serbench uses the same 10 for every codec.",
				"Its complex-map encode benchmarks (single and slice) built the whole map, calling time.Now() for every " +
					"Big and Medium, inside the timed loop: its protobuf map encode shows 466,007 allocs/op where " +
					"proto.Marshal allocates once. serbench builds and converts the data before timing.",
				"Every published figure is one run of exactly 10 iterations (-benchtime=10x), so a 200 ns cell was " +
					"timed over 2 µs in all, with no repeat and no interval. serbench calibrates each cell to the " +
					"benchtime and reports the median of several runs with a 95% confidence interval.",
				"Every struct held the same constants (id 1, \"foo bar\", \"Ukraine\", one time.Now() for all " +
					"three timestamps of a Big). serbench varies ids, names, countries, balances and times, and leaves " +
					"DeletedAt nil in one Big of four, which every codec must round-trip.",
				"It measured encode and decode only, with no check that decoding gave back the data; serbench " +
					"validates every round trip and adds json, easyjson, protojson and a read op that visits every field.",
			},
		},
		Published: published,
		Ratios:    []suite.Ratio{{Slow: "gob", Fast: "protobuf"}},
		Findings:  findingsOf,
	}
	for _, v := range vs {
		meta.Variants = append(meta.Variants, v.info)
	}
	defs := make(map[string]suite.Dataset, len(vs))
	for _, v := range vs {
		defs[v.info.Name] = v.def(meta, v.info.Name)
	}
	// Each variant is a Def over its own model type (see kinds.go for why).
	return suite.NewByVariant(meta, defs)
}

// published holds every figure of the seed's all.csv run (go test
// -benchmem -benchtime=10x): ns/op, B/op and allocs/op of gob (type=GOB)
// and protobuf (type=Proto). Single → tiny…huge, Slice → tiny-slice…
// huge-slice, SingleComplexMap → complexmap, SliceComplexMap →
// complexmap-slice. The complexmap-slice protobuf figures are of 50 values
// against gob's 10 (the seed's flaw), and its map encode figures include
// building the data. The seed also printed a separate decode-only run of the
// map slice (gob 573,950,896 ns/op, protobuf 2,153,558,850 ns/op), which its
// analysis quotes; the table keeps the all.csv run, the one with every cell.
//
//go:embed published.bench
var publishedBench []byte

var published = suite.MustPublished("published.bench", publishedBench)
