package fhir

import (
	_ "embed"
	"encoding/json"
	"fmt"

	"github.com/serbench/serbench/internal/deepvalue"
	"github.com/serbench/serbench/internal/pubdoc"
	"github.com/serbench/serbench/suite"
)

// The document, as go-json-experiment/json ships it (PROVENANCE.md;
// generate.go copies it): a Synthea patient's FHIR bundle.
//
//go:embed synthea_fhir.json.zst
var document []byte

// documentSHA256 is the SHA-256 of the decompressed document.
const documentSHA256 = "2beda3c35ce039d4ec37114490ff8fc719a4377ad697ce912e8df74c647f1f3d"

// offers holds the conversions, each added by its codec's file under its
// variant's name: a lean worker compiles its own codec's file alone
// (suite.Offers).
var offers suite.Offers

// Document decodes the embedded document into the model, checking its
// hash, and writes the raw JSON fields in canonical form (canonical).
func Document() (*Bundle, error) {
	b, err := pubdoc.Decode[*Bundle](document, documentSHA256)
	if err != nil {
		return nil, err
	}
	for i := range b.Entry {
		r := &b.Entry[i].Resource
		for _, raw := range []*json.RawMessage{&r.Name, &r.Type, &r.Total} {
			if *raw, err = canonical(*raw); err != nil {
				return nil, fmt.Errorf("entry %d: %w", i, err)
			}
		}
	}
	return b, nil
}

// canonical is raw as encoding/json writes its value: compact, with object
// keys sorted. The document is indented, and a raw value is carried as
// bytes: it must be the bytes a JSON library writes back, and the +any
// forms write their trees through encoding/json, which sorts keys and
// writes a number in the shortest form of its float64 (0.0 as 0; the
// fields hold money amounts and counts, which a float64 holds exactly).
func canonical(raw json.RawMessage) (json.RawMessage, error) {
	if len(raw) == 0 {
		return raw, nil
	}
	var v any
	if err := json.Unmarshal(raw, &v); err != nil {
		return nil, fmt.Errorf("raw field: %w", err)
	}
	return json.Marshal(v)
}

// Dataset returns the fhir dataset: the whole bundle as one message, and
// its entries one by one.
func Dataset() suite.Dataset {
	info := suite.Info{
		Name:  "fhir",
		Title: "synthea_fhir.json (a patient's FHIR bundle)",
		About: "synthea_fhir.json, a JSON libraries' benchmark document: one HL7 FHIR R4 transaction bundle of 926 " +
			"entries, the synthetic medical record of one patient written by Synthea (599 observations, procedures, " +
			"claims, encounters, explanations of benefit, conditions, immunizations, ...): short strings (codes, " +
			"URLs, dates as text) in objects nested up to 8 deep, few numbers; 2,008,494 bytes as published, " +
			"indented. Decoded into concrete Go structs, one struct for every resource type's fields; the three " +
			"fields whose type depends on the resource's (name, type, total) are raw JSON, which the binary codecs " +
			"carry as bytes. Every list is omitempty, so a nil list and an empty one are the same document.",
		Unit: "entry",
		Source: "go-json-experiment/json v1.27.2, internal/jsontest/_embed/synthea_fhir.json.zst (BSD-3-Clause), " +
			"the same bytes as bytedance/sonic's testdata/synthea_fhir.json.gz; written by Synthea " +
			"(synthetichealth/synthea, Apache-2.0), a synthetic patient, no real person. SHA-256 " +
			documentSHA256 + " (datasets/fhir/PROVENANCE.md).",
		Variants: []suite.VariantInfo{
			{Name: "doc", About: "the whole bundle as one message (926 entries)"},
			{Name: "entries", About: "each of the 926 entries a message of its own"},
		},
	}
	return suite.NewByVariant(info, map[string]suite.Dataset{
		"doc": &suite.Def[*Bundle]{
			Meta: info,
			Generate: func(variant string) ([]*Bundle, error) {
				b, err := Document()
				if err != nil {
					return nil, fmt.Errorf("fhir: %w", err)
				}
				return []*Bundle{b}, nil
			},
			Units:       func(b *Bundle) int { return len(b.Entry) },
			Digest:      deepvalue.DigestOmitEmptyOf[*Bundle],
			Equal:       deepvalue.EqualOmitEmptyOf[*Bundle],
			Conversions: offers.For("doc"),
		},
		"entries": &suite.Def[*Entry]{
			Meta: info,
			Generate: func(variant string) ([]*Entry, error) {
				b, err := Document()
				if err != nil {
					return nil, fmt.Errorf("fhir: %w", err)
				}
				out := make([]*Entry, len(b.Entry))
				for i := range b.Entry {
					out[i] = &b.Entry[i]
				}
				return out, nil
			},
			Digest:      deepvalue.DigestOmitEmptyOf[*Entry],
			Equal:       deepvalue.EqualOmitEmptyOf[*Entry],
			Conversions: offers.For("entries"),
		},
	})
}
