package citm

import (
	_ "embed"
	"fmt"

	"github.com/serbench/serbench/internal/pubdoc"
	"github.com/serbench/serbench/suite"
)

// The document, as go-json-experiment/json ships it (PROVENANCE.md;
// generate.go copies it): citm_catalog.json of nativejson-benchmark.
//
//go:embed citm_catalog.json.zst
var document []byte

// documentSHA256 is the SHA-256 of the decompressed document.
const documentSHA256 = "a73e7a883f6ea8de113dff59702975e60119b4b58d451d518a929f31c92e2059"

// offers holds the conversions, each added by its codec's file under its
// message type's name: a lean worker compiles its own codec's file alone
// (suite.Offers).
var offers suite.Offers

// Document decodes the embedded document into the model, checking its hash.
func Document() (*Catalog, error) { return pubdoc.Decode[*Catalog](document, documentSHA256) }

// Dataset returns the citm dataset: the whole catalogue as one message,
// and its performances one by one.
func Dataset() suite.Dataset {
	info := suite.Info{
		Name:  "citm",
		Title: "citm_catalog.json (a ticketing catalogue)",
		About: "citm_catalog.json, a document JSON libraries benchmark on: a concert hall's catalogue of 184 " +
			"events in a map keyed by numeric id, 243 performances with their prices and 8,685 seating areas, " +
			"and ten maps of names keyed by numeric ids; 1,727,204 bytes as published, indented with spaces, " +
			"mostly small integers. Decoded into concrete Go structs with int64 map keys, as the libraries' own " +
			"benchmarks do; the schema codecs run on citm.proto, derived from those structs, with generated " +
			"conversions (topicSubTopics' lists in Int64List messages). Equality is the generated one of the " +
			"schema codecs' data model: a null list or map and an empty one are the same, as no schema format " +
			"tells them apart; the document has empty lists and maps but no null one.",
		Unit: "performance",
		Source: "go-json-experiment/json v1.27.2, internal/jsontest/_embed/citm_catalog.json.zst (BSD-3-Clause), " +
			"identical to citm_catalog.json in the testdata of go-faster/jx and valyala/fastjson; originally " +
			"nativejson-benchmark's data/citm_catalog.json (MIT), from json-parsers-benchmark. SHA-256 " +
			documentSHA256 + " (datasets/citm/PROVENANCE.md).",
		Variants: []suite.VariantInfo{
			{Name: "doc", About: "the whole catalogue as one message (243 performances)"},
			{Name: "performances", About: "each of the 243 performances a message of its own"},
		},
	}
	return suite.NewByVariant(info, map[string]suite.Dataset{
		"doc": &suite.Def[*Catalog]{
			Meta: info,
			Generate: func(string) ([]*Catalog, error) {
				c, err := Document()
				if err != nil {
					return nil, fmt.Errorf("citm: %w", err)
				}
				return []*Catalog{c}, nil
			},
			Units:       func(c *Catalog) int { return len(c.Performances) },
			Digest:      hashCatalog,
			Equal:       suite.EqualBy(eqCatalog),
			Conversions: offers.For("Catalog"),
		},
		"performances": &suite.Def[*Performance]{
			Meta: info,
			Generate: func(string) ([]*Performance, error) {
				c, err := Document()
				if err != nil {
					return nil, fmt.Errorf("citm: %w", err)
				}
				out := make([]*Performance, len(c.Performances))
				for i := range c.Performances {
					out[i] = &c.Performances[i]
				}
				return out, nil
			},
			Digest:      hashPerformance,
			Equal:       suite.EqualBy(eqPerformance),
			Conversions: offers.For("Performance"),
		},
	})
}
