package twitter

import (
	_ "embed"
	"fmt"

	"github.com/serbench/serbench/internal/pubdoc"
	"github.com/serbench/serbench/suite"
)

// The document, as go-json-experiment/json ships it (PROVENANCE.md;
// generate.go copies it): twitter.json of nativejson-benchmark.
//
//go:embed twitter.json.zst
var document []byte

// documentSHA256 is the SHA-256 of the decompressed document.
const documentSHA256 = "a08b769f32b95f426cbc3abafcec65c1a19d3eb544d4ddf320eae142c99efc5d"

// offers holds the conversions, each added by its codec's file under its
// variant's name: a lean worker compiles its own codec's file alone
// (suite.Offers).
var offers suite.Offers

// Document decodes the embedded document into the model, checking its hash.
func Document() (*Twitter, error) { return pubdoc.Decode[*Twitter](document, documentSHA256) }

// Dataset returns the twitter dataset: the whole document as one message,
// and its statuses one by one.
func Dataset() suite.Dataset {
	info := suite.Info{
		Name:  "twitter",
		Title: "twitter.json (Twitter search results)",
		About: "twitter.json, the document JSON libraries benchmark on: a Twitter search API response of 100 " +
			"statuses (73 of them retweets, each holding the status it repeats) with their users and entities, " +
			"mostly Japanese text and emoji; 631,514 bytes as published, ids as 64-bit integers. Decoded into " +
			"concrete Go structs held by value, as the libraries' own benchmarks do; the schema codecs run on " +
			"twitter.proto, derived from those structs, with generated conversions. Equality is the generated " +
			"one of the schema codecs' data model: a null list and an empty one are the same, as no schema " +
			"format tells them apart.",
		Unit: "status",
		Source: "go-json-experiment/json v1.27.2, internal/jsontest/_embed/twitter_status.json.zst (BSD-3-Clause), " +
			"identical to twitter.json in the testdata of bytedance/sonic, go-faster/jx and valyala/fastjson; " +
			"originally nativejson-benchmark's data/twitter.json (MIT), statuses from the Twitter search API. " +
			"SHA-256 " + documentSHA256 + " (datasets/twitter/PROVENANCE.md).",
		Variants: []suite.VariantInfo{
			{Name: "doc", About: "the whole document as one message (100 statuses)"},
			// The default suite's: the same statuses, timed a status at a time, in
			// 40% of doc's time a suite (burntsushi-toml decodes the whole document
			// in about 100 ms, and the suite's time is the slowest codecs').
			// Encode and decode only there: its 47 read cells took a seventh of
			// the suite's time.
			{Name: "statuses", About: "each of the 100 statuses a message of its own", Default: true,
				DefaultOps: []suite.Op{suite.Encode, suite.Decode}},
		},
	}
	return suite.NewByVariant(info, map[string]suite.Dataset{
		"doc": &suite.Def[*Twitter]{
			Meta: info,
			Generate: func(variant string) ([]*Twitter, error) {
				t, err := Document()
				if err != nil {
					return nil, fmt.Errorf("twitter: %w", err)
				}
				return []*Twitter{t}, nil
			},
			Units:       func(t *Twitter) int { return len(t.Statuses) },
			Digest:      hashTwitter,
			Equal:       suite.EqualBy(eqTwitter),
			Conversions: offers.For("Twitter"),
		},
		"statuses": &suite.Def[*Status]{
			Meta: info,
			Generate: func(variant string) ([]*Status, error) {
				t, err := Document()
				if err != nil {
					return nil, fmt.Errorf("twitter: %w", err)
				}
				out := make([]*Status, len(t.Statuses))
				for i := range t.Statuses {
					out[i] = &t.Statuses[i]
				}
				return out, nil
			},
			Digest:      hashStatus,
			Equal:       suite.EqualBy(eqStatus),
			Conversions: offers.For("Status"),
		},
	})
}
