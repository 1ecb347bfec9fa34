package catalog_test

import (
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/serbench/serbench/catalog"
	"github.com/serbench/serbench/codecs"
	"github.com/serbench/serbench/internal/panics"
	"github.com/serbench/serbench/suite"
)

func TestRegistryIsConsistent(t *testing.T) {
	reg := catalog.Registry()
	if err := reg.Check(); err != nil {
		t.Fatal(err)
	}
	for _, ds := range reg.Datasets {
		info := ds.Info()
		// A dataset reproduces a seed or reads a public document.
		if info.Seed.File == "" && info.Source == "" || info.Unit == "" || len(info.Variants) == 0 {
			t.Errorf("%s: incomplete info", info.Name)
		}
		// The datasets name the seeds' codecs by string, not by the codec
		// packages' constants: importing a codec package for its name would
		// link it into every lean worker of the dataset.
		for _, p := range info.Published {
			if _, ok := reg.Codec(p.Codec); !ok {
				t.Errorf("%s: published figure of unknown codec %q", info.Name, p.Codec)
			}
		}
		for _, r := range info.Ratios {
			_, slow := reg.Codec(r.Slow)
			_, fast := reg.Codec(r.Fast)
			if !slow || !fast {
				t.Errorf("%s: ratio of unknown codecs %q and %q", info.Name, r.Slow, r.Fast)
			}
		}
	}
}

// Benchmark runs every cell of the default suite as a Go benchmark named
// dataset/variant/codec/op, validated first exactly as serbench validates:
//
//	go test -run '^$' -bench . ./catalog
//	go test -run '^$' -bench 'Benchmark/tickdata/seed/protobuf/' ./catalog
func Benchmark(b *testing.B) {
	reg := catalog.Registry()
	cells, err := reg.Plan(suite.Selection{})
	if err != nil {
		b.Fatal(err)
	}
	for _, ds := range reg.Datasets {
		info := ds.Info()
		b.Run(info.Name, func(b *testing.B) {
			for _, v := range info.Variants {
				if v.Full {
					continue
				}
				b.Run(v.Name, func(b *testing.B) { benchVariant(b, ds, v.Name, cells) })
				runtime.GC() // release the variant before the next
			}
		})
	}
}

func benchVariant(b *testing.B, ds suite.Dataset, variant string, cells []suite.Cell) {
	var loaded suite.Loaded
	for _, c := range suite.BindAll(ds, variant, codecs.All()) {
		b.Run(c.Codec.Name, func(b *testing.B) {
			// Load lazily, so that a -bench filter that matches nothing here
			// costs nothing.
			if loaded == nil {
				var err error
				if loaded, err = ds.Load(variant); err != nil {
					b.Fatal(err)
				}
			}
			p, err := loaded.Prepare(c)
			if err != nil {
				b.Fatalf("validation: %v", err)
			}
			for _, op := range c.Ops {
				b.Run(string(op), func(b *testing.B) {
					b.ReportAllocs()
					b.ReportMetric(p.EncodedBytes, "encoded-B/msg")
					if err := panics.Catch(func() error { return p.Loop(op)(b.N) }); err != nil {
						b.Fatal(err)
					}
				})
			}
		})
	}
}

// Every codec but the baseline carries at least three datasets: a library
// that fits fewer is not worth its place in the tables.
func TestEveryCodecOnThreeDatasets(t *testing.T) {
	reg := catalog.Registry()
	bound := map[string]int{}
	for _, ds := range reg.Datasets {
		for _, c := range reg.CodecsOf(ds) {
			bound[c.Codec]++
		}
	}
	// The +any forms bind only the datasets that offer a tree
	// (codecs/anyjson), the JSON documents; until one does, they bind none.
	treeOffered := false
	for _, c := range reg.Codecs {
		if slices.Contains(c.Labels, suite.LabelAny) && bound[c.Name] > 0 {
			treeOffered = true
		}
	}
	for _, c := range reg.Codecs {
		if slices.Contains(c.Labels, suite.LabelBaseline) || slices.Contains(c.Labels, suite.LabelAny) && !treeOffered {
			continue
		}
		if bound[c.Name] < 3 {
			t.Errorf("%s is bound on %d datasets, want at least 3", c.Name, bound[c.Name])
		}
	}
}

// TestEveryOfferIsRead: a codec file's conversion offered under a key that
// no Def reads never reaches a cell, silently (msgpackgen's generated
// offers on twitter and golang were keyed by variant, their Defs by type).
func TestEveryOfferIsRead(t *testing.T) {
	catalog.Registry()
	for _, o := range suite.UnreadOffers() {
		// A nested message type's conversion, offered by generated code
		// for every type, names its type: Entities for *twitter.Entities.
		if !strings.Contains(o.Type, "."+o.Key+",") && !strings.Contains(o.Type, "."+o.Key+"]") {
			t.Errorf("offered but never read: %s under %q", o.Type, o.Key)
		}
	}
}
