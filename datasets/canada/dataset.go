package canada

import (
	_ "embed"
	"fmt"

	"github.com/serbench/serbench/internal/pubdoc"
	"github.com/serbench/serbench/suite"
)

// The document, as go-faster/jx ships it (PROVENANCE.md; generate.go
// compresses it): canada.json of nativejson-benchmark.
//
//go:embed canada.json.zst
var document []byte

// documentSHA256 is the SHA-256 of the decompressed document.
const documentSHA256 = "f83b3b354030d5dd58740c68ac4fecef64cb730a0d12a90362a7f23077f50d78"

// offers holds the conversions, each added by its codec's file under the
// message type's name: a lean worker compiles its own codec's file alone
// (suite.Offers).
var offers suite.Offers

// Document decodes the embedded document into the model, checking its hash.
func Document() (*FeatureCollection, error) {
	return pubdoc.Decode[*FeatureCollection](document, documentSHA256)
}

// Dataset returns the canada dataset: the whole document as one message.
func Dataset() suite.Dataset {
	return &suite.Def[*FeatureCollection]{
		Meta: suite.Info{
			Name:  "canada",
			Title: "canada.json (GeoJSON of Canada's border)",
			About: "canada.json, a document JSON libraries benchmark on: Canada's border as a GeoJSON " +
				"FeatureCollection holding one Polygon of 480 rings and 55,563 coordinate pairs, nearly every " +
				"number a float of 15 to 17 significant digits; 2,251,051 bytes as published. Decoded into " +
				"concrete Go structs ([][][2]float64 coordinates), as the libraries' own benchmarks do: it " +
				"measures float parsing and formatting above all. The schema codecs run on canada.proto, derived " +
				"from those structs, with generated conversions: a ring travels in a DoubleListList message and " +
				"a position in a DoubleList of exactly two doubles (any other count is a decode error). Equality " +
				"is the generated one of the schema codecs' data model: a null list and an empty one are the " +
				"same; the document has neither.",
			Unit: "document",
			Source: "go-faster/jx v1.2.0, testdata/canada.json (MIT), the full document that valyala/fastjson's " +
				"testdata also holds with CRLF line ends (go-json-experiment/json and bytedance/sonic ship a " +
				"7,154-pair excerpt, canada_geometry.json); originally nativejson-benchmark's data/canada.json " +
				"(MIT), from mloskot/json_benchmark. SHA-256 " + documentSHA256 +
				" (datasets/canada/PROVENANCE.md).",
			Variants: []suite.VariantInfo{
				{Name: "doc", About: "the whole document as one message (55,563 coordinate pairs)"},
			},
		},
		Generate: func(variant string) ([]*FeatureCollection, error) {
			fc, err := Document()
			if err != nil {
				return nil, fmt.Errorf("canada: %w", err)
			}
			return []*FeatureCollection{fc}, nil
		},
		Digest:      hashFeatureCollection,
		Equal:       suite.EqualBy(eqFeatureCollection),
		Conversions: offers.For("FeatureCollection"),
	}
}
