package golang

import (
	_ "embed"
	"fmt"

	"github.com/serbench/serbench/internal/pubdoc"
	"github.com/serbench/serbench/suite"
)

// The document, as go-json-experiment/json ships it (PROVENANCE.md;
// generate.go copies it): Go's encoding/json testdata/code.json.gz.
//
//go:embed golang_source.json.zst
var document []byte

// documentSHA256 is the SHA-256 of the decompressed document.
const documentSHA256 = "23e8e3541eac3570958d6d430fc82867874be78a435580279b20f1efe5a6169f"

// offers holds the conversions, each added by its codec's file
// (suite.Offers).
var offers suite.Offers

// Document decodes the embedded document into the model, checking its hash.
func Document() (*Source, error) { return pubdoc.Decode[*Source](document, documentSHA256) }

// Dataset returns the golang dataset: the whole document as one message.
func Dataset() suite.Dataset {
	return &suite.Def[*Source]{
		Meta: suite.Info{
			Name:  "golang",
			Title: "golang_source.json (Go's source tree)",
			About: "golang_source.json, the data of Go's own encoding/json benchmarks (code.json): the Go source " +
				"tree as a tree of 12,806 small nodes nested up to 16 deep, each a name, its children, a float " +
				"and four integers; 1,940,472 bytes as published. Decoded into concrete Go structs (a Node with " +
				"[]Node children), as Go's and the libraries' own benchmarks do; the schema codecs run on " +
				"golang.proto, derived from those structs, with generated conversions. Equality is the generated " +
				"one of the schema codecs' data model: a null list and an empty one are the same.",
			Unit: "document",
			Source: "go-json-experiment/json v1.27.2, internal/jsontest/_embed/golang_source.json.zst " +
				"(BSD-3-Clause), also in bytedance/sonic's testdata; originally Go's " +
				"src/encoding/json/testdata/code.json.gz (BSD-3-Clause, The Go Authors). SHA-256 " +
				documentSHA256 + " (datasets/golang/PROVENANCE.md).",
			Variants: []suite.VariantInfo{
				{Name: "doc", About: "the whole document as one message (12,806 nodes)"},
			},
		},
		Generate: func(variant string) ([]*Source, error) {
			s, err := Document()
			if err != nil {
				return nil, fmt.Errorf("golang: %w", err)
			}
			return []*Source{s}, nil
		},
		Digest:      hashSource,
		Equal:       suite.EqualBy(eqSource),
		Conversions: offers.For("Source"),
	}
}
