package tickdata

import (
	_ "embed"
	"fmt"

	"github.com/serbench/serbench/suite"
)

// offers holds the conversions, each added by its codec's file under the
// model type's name: a lean worker compiles its own codec's file alone
// (suite.Offers).
var offers suite.Offers

// Dataset returns the tickdata dataset (seed 004).
func Dataset() suite.Dataset {
	return &suite.Def[*TickData]{
		Meta: suite.Info{
			Name:  "tickdata",
			Title: "Qubic TickData",
			About: "One TickData message (go-archiver's qubic.proto): four integers, two 100-byte fields, " +
				"100 transaction ids, 100 contract fees and a signature string.",
			Unit: "message",
			Seed: suite.Seed{
				File:    "004_0c9e99fc658b05cd.txt",
				Title:   "Protobuf proto.Marshal vs protojson.Marshal",
				Machine: "Intel Core i5-3570K @ 3.40GHz",
				Flaws: []string{
					"It measured encode only, calling StartTimer and StopTimer around every iteration, which adds " +
						"the timer's own overhead to a 3 µs op; serbench times whole loops and adds decode and read.",
				},
			},
			Variants: []suite.VariantInfo{
				{Name: "seed", About: "the published message: zeros, empty ids, 43 × \"a\"", SeedCodecs: true},
				{Name: "filled", About: "the same counts with realistic contents: hex ids, random fees and bytes"},
			},
			Published: published,
			Ratios:    []suite.Ratio{{Slow: "protojson", Fast: "protobuf"}},
		},
		Generate: func(variant string) ([]*TickData, error) {
			switch variant {
			case "seed":
				return []*TickData{Seed()}, nil
			case "filled":
				return []*TickData{Filled()}, nil
			}
			return nil, fmt.Errorf("no variant %q", variant)
		},
		Digest: Digest,
		// eqTickData (equal_gen.go): nil and empty lists are the same
		// value, as no format tells them apart.
		Equal:       suite.EqualBy(eqTickData),
		Conversions: offers.For("TickData"),
		Update:      update,
	}
}

// published holds the seed's figures as printed: ns/op and the size of
// one message.
//
//go:embed published.bench
var publishedBench []byte

var published = suite.MustPublished("published.bench", publishedBench)
