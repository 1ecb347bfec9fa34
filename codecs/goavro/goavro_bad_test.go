package goavro

import (
	"strings"
	"testing"

	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

type rec struct{ A int32 }

// A schema that does not parse fails the codec's cells at validation, with
// the parser's reason, instead of at init.
func TestBadSchemaFailsValidation(t *testing.T) {
	d := &suite.Def[*rec]{
		Meta:        suite.Info{Name: "t"},
		Equal:       func(want, got *rec) error { return nil },
		Digest:      func(h *digest.Hasher, r *rec) { h.Int64(int64(r.A)) },
		Conversions: []any{conv(`{"type":"record"`)},
	}
	err := suite.Validate(d, &Codec, []*rec{{A: 1}})
	if err == nil || !strings.Contains(err.Error(), "goavro: schema") {
		t.Fatalf("Validate = %v, want the schema's parse error", err)
	}
	d.Conversions = []any{conv(`{"type":"record","name":"rec","fields":[{"name":"A","type":"int"}]}`)}
	if err := suite.Validate(d, &Codec, []*rec{{A: 1}}); err != nil {
		t.Fatalf("Validate on a good schema: %v", err)
	}
}

func conv(schema string) Conv[*rec] {
	return Conv[*rec]{
		Codec:     Built(schema),
		FromModel: func(r *rec) (any, error) { return map[string]any{"A": r.A}, nil },
		ToModel: func(v any) (*rec, error) {
			m, err := As[map[string]any](v)
			if err != nil {
				return nil, err
			}
			a, err := Get[int32](m, "A")
			return &rec{A: a}, err
		},
		Visit: func(h *digest.Hasher, v any) error { h.Int64(int64(v.(map[string]any)["A"].(int32))); return nil },
	}
}
