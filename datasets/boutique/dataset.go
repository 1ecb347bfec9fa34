package boutique

import (
	_ "embed"
	"fmt"

	"github.com/serbench/serbench/human"
	"github.com/serbench/serbench/suite"
)

// Name is the dataset's name.
const Name = "boutique"

// TraceVariant is the variant holding every message of the trace.
const TraceVariant = "trace"

// SampleVariant is the first SampleLen messages of the trace, the
// dataset's variant in the default suite (with the seed's codecs). The
// codecs' data for the whole trace makes each forced collection of
// testing.Benchmark (two per timed run) cost a tenth of a second, and
// 10,000 messages took 1.5 s a cell; 1,000 keep the mix of types (the trace
// is shuffled) at a tenth of that.
const (
	SampleVariant = "sample"
	SampleLen     = 1_000
)

// Dataset returns the boutique dataset (seed 001) over the generated trace.
func Dataset() suite.Dataset {
	return newDataset("every message of the generated trace", generatedTrace(TraceCounts))
}

// dataset is the boutique dataset; it can also read its trace from files.
type dataset struct{ *suite.ByVariant }

// LoadFiles implements suite.FileLoader: the trace of the payload files in
// dir (see LoadPayloads), read once, before anything is timed.
func (dataset) LoadFiles(dir string) (suite.Dataset, []string, error) {
	tr, warnings, err := LoadPayloads(dir)
	if err != nil {
		return nil, warnings, err
	}
	if len(tr) == 0 {
		return nil, warnings, fmt.Errorf("payloads %s: no messages in any <MessageName>%s file", dir, payloadExt)
	}
	return newDataset("every message of the payload files in "+dir, fixedTrace(tr)), warnings, nil
}

// traceLoader loads the messages a variant needs and no more, so that a
// worker timing the sample or one message type never holds the whole trace
// (64 MB live at its peak: a process whose heap grew that far and fell
// back times an allocating loop on a heap spread over that much memory,
// where a user's program of the same loop never grew past a few MB).
type traceLoader struct {
	// prefix returns the trace's first limit messages, or all of them
	// when limit is 0.
	prefix func(limit int) (Trace, error)
	// kind returns the trace's messages of kind k, in trace order.
	kind func(k Kind) (Trace, error)
}

// generatedTrace loads the seeded trace of counts messages a kind.
func generatedTrace(counts [numKinds]int) traceLoader {
	return traceLoader{
		prefix: func(limit int) (Trace, error) { return generateTrace(counts, limit), nil },
		kind:   func(k Kind) (Trace, error) { return generateKind(counts, k), nil },
	}
}

// fixedTrace loads tr (read files, tests' small traces).
func fixedTrace(tr Trace) traceLoader {
	return traceLoader{
		prefix: func(limit int) (Trace, error) {
			if limit > 0 && len(tr) > limit {
				return tr[:limit], nil
			}
			return tr, nil
		},
		kind: func(k Kind) (Trace, error) {
			var out Trace
			for _, m := range tr {
				if m.kind() == k {
					out = append(out, m)
				}
			}
			return out, nil
		},
	}
}

// newDataset builds the dataset over a trace loader (tests use small ones).
func newDataset(about string, load traceLoader) dataset {
	meta := suite.Info{
		Name:  Name,
		Title: "Online Boutique RPC payloads",
		About: "The 33 request, response and entity messages of Google's Online Boutique microservices demo " +
			"(carts, products, quotes, orders, payments, ads), in a trace of " + fmt.Sprint(TraceLen) + " messages " +
			"with the published per-type counts and value distributions: user and product ids from pools, carts " +
			"of 1–10 items, products of about 500 bytes with 1–40 categories, product lists of 10–50. Each op " +
			"handles the next message of the trace, so ns/op is time per message. The trace variant mixes all " +
			"types, each message encoded exactly as its own type; as an RPC server knows the request type from " +
			"the method, each decoder is chosen from the message type before timing. Each message type is " +
			"also a variant of its own. The published per-type counts add up to 99,222 messages, not the 99,848 " +
			"the seed loaded (626 fewer, the count of GetSupportedCurrenciesResponse, whose Empty requests may " +
			"be the missing ones); serbench keeps the per-type counts.",
		Unit: "message",
		Seed: suite.Seed{
			File:    "001_8dc17956d3d02cb7.txt",
			Title:   "KV-store serialization benchmark: Protobuf vs FlatBuffers vs Cap'n Proto vs Symphony (Online Boutique)",
			Machine: "Intel Xeon Gold 6142 @ 2.60GHz (64 threads), Go 1.24+",
			Flaws: []string{
				"Its payload files (payloads/*.jsonl, 99,848 messages) are not published, so the trace cannot be " +
					"reproduced; serbench generates one from the published per-type counts and value distributions " +
					"(and can load such files with --payloads).",
				"Each figure is one run (-benchtime=2s, count 1) with no interval, so run-to-run noise is unknown. " +
					"serbench reports the median of several runs with a 95% confidence interval.",
				"It did not check that a decoded message equals the original, nor time decode alone; serbench " +
					"validates every round trip and reports encode, decode and read separately.",
				"Its protobuf Write shows 421 B/op with 0 allocs/op: allocations rarer than one per message, which " +
					"points at an output buffer reused across ops (the benchmark code is not in the seed) while " +
					"FlatBuffers and Cap'n Proto built fresh messages. serbench allocates per op in every codec " +
					"and labels any reusing form separately.",
				"Write meant different work per format: proto.Marshal of a ready protobuf message, but for " +
					"FlatBuffers and Cap'n Proto building the message from Go values, which is their encode. " +
					"serbench keeps that (building is what those formats call serialising) and says so in the codec notes.",
				"Its Symphony rows come from appnet-org/arpc's protoc-gen-symphony, whose generated code the seed " +
					"does not include; serbench's symphony codecs are its own implementation of the published format, " +
					"so those rows compare the format and its published figures, not the same code.",
			},
		},
		// Codecs are named by string, not by their packages' Name, which
		// would link every codec into every worker (catalog's test checks
		// each name is a registered codec).
		Published: published,
		Ratios: []suite.Ratio{
			{Slow: "protobuf", Fast: "flatbuffers"},
			{Slow: "capnp", Fast: "protobuf"},
			{Slow: "capnp", Fast: "flatbuffers"},
			// The seed's claim: Symphony writes about 1.5× and reads about
			// 2× faster than protobuf.
			{Slow: "protobuf", Fast: "symphony"},
			{Slow: "symphony-hybrid", Fast: "symphony"},
		},
	}
	meta.Variants = append(meta.Variants,
		suite.VariantInfo{Name: TraceVariant, About: about + ", round robin"},
		suite.VariantInfo{Name: SampleVariant, About: fmt.Sprintf("the first %s messages of the trace, round robin", human.Count(SampleLen)), SeedCodecs: true})
	for k := range numKinds {
		meta.Variants = append(meta.Variants, suite.VariantInfo{
			Name:  k.String(),
			About: "the " + k.String() + " messages of the trace",
		})
	}
	// Each message type is a Def over its own Go type: a variant of its
	// own, and a part of the trace and sample mixes, which run each message
	// through its type's binding.
	defs := make(map[string]suite.Dataset, len(kinds)+2)
	parts := make([]suite.Part, len(kinds))
	for k, kd := range kinds {
		d := kd.def(meta, Kind(k).String(), Kind(k), load)
		defs[Kind(k).String()] = d
		parts[k] = d
	}
	trace := &suite.Mix{
		Meta: meta,
		Generate: func(v string) ([]any, error) {
			limit := 0
			if v != TraceVariant {
				limit = SampleLen
			}
			tr, err := load.prefix(limit)
			if err != nil {
				return nil, err
			}
			out := make([]any, len(tr))
			for i, m := range tr {
				out[i] = m
			}
			return out, nil
		},
		Parts: parts,
	}
	defs[TraceVariant], defs[SampleVariant] = trace, trace
	return dataset{suite.NewByVariant(meta, defs)}
}

// published holds the seed's figures (go test -bench=. -benchmem
// -benchtime=2s on the Xeon Gold 6142), per message over its whole trace:
// Write is encode and Read is read (decode, then every getter). Its
// Symphony rows are the non-zero-copy benchmarks (Marshal, then Unmarshal
// and every getter), which are the symphony and symphony-hybrid codecs; it
// listed zero-copy benchmarks but printed no figures for them.
//
//go:embed published.bench
var publishedBench []byte

var published = suite.MustPublished("published.bench", publishedBench)
