package suite_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// pair is a user's type whose codecs bind through model, the toy
// dataset's type: a pair (A, B) is the model {A, B}.
type pair struct{ A, B int }

func pairToModel(p *pair) (model, error) { return model{p.A, p.B}, nil }

func pairFromModel(m model) (*pair, error) {
	if len(m) != 2 {
		return nil, fmt.Errorf("%d ints, want 2", len(m))
	}
	return &pair{m[0], m[1]}, nil
}

// pairDef is a Def over *pair whose codecs that do not bind to *pair bind
// through the toy Def with to and from.
func pairDef(to func(*pair) (model, error)) *suite.Def[*pair] {
	return &suite.Def[*pair]{
		Meta: suite.Info{Name: "pairs", Unit: "pair", Variants: []suite.VariantInfo{{Name: "v", Default: true}}},
		Generate: func(string) ([]*pair, error) {
			return []*pair{{1, 2}, {3, 4}, {5, 0}}, nil
		},
		Digest: func(h *digest.Hasher, p *pair) {
			h.Int64(int64(p.A))
			h.Int64(int64(p.B))
		},
		Equal: func(want, got *pair) error {
			if *want != *got {
				return fmt.Errorf("B: got %d, want %d", got.B, want.B)
			}
			return nil
		},
		Through: suite.Via(toyDef(), to, pairFromModel),
	}
}

func preparePair(t *testing.T, d *suite.Def[*pair], c suite.Codec) (*suite.Bound, *suite.Prepared, error) {
	t.Helper()
	l, err := d.Load("v")
	if err != nil {
		t.Fatal(err)
	}
	b, ok := d.Bind("v", &c)
	if !ok {
		t.Fatalf("codec %s does not bind to pairs", c.Name)
	}
	p, err := l.Prepare(b)
	return b, p, err
}

func TestViaBindsThroughTheInnerDef(t *testing.T) {
	d := pairDef(pairToModel)
	b, p, err := preparePair(t, d, suite.FuncsCodec("text", text("text")))
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Sizes) != 3 {
		t.Errorf("%d messages, want 3", len(p.Sizes))
	}
	if got := string(p.Encoded(0)); got != "1 2" {
		t.Errorf("message 0 encodes to %q, want the model's %q", got, "1 2")
	}
	if p.UnitsPerOp != 1 {
		t.Errorf("UnitsPerOp = %v, want 1 (the outer Def has no Units)", p.UnitsPerOp)
	}
	for _, op := range []suite.Op{suite.Encode, suite.Decode, suite.Read} {
		if err := p.Loop(op)(7); err != nil {
			t.Errorf("%s: %v", op, err)
		}
	}
	dec, err := b.Untrusted()
	if err != nil {
		t.Fatal(err)
	}
	v, err := dec(0, []byte("8 9"))
	if err != nil {
		t.Fatal(err)
	}
	if err := v.RoundTrip(); err != nil {
		t.Errorf("round trip of an untrusted message: %v", err)
	}
	if m, ok := v.Value().(model); !ok || fmt.Sprint(m) != "[8 9]" {
		t.Errorf("untrusted value %#v, want the inner model [8 9]", v.Value())
	}
}

func TestViaLeavesOutALossyConversion(t *testing.T) {
	lossy := func(p *pair) (model, error) {
		if p.B == 0 {
			return model{p.A, 0}, nil
		}
		return model{p.A, p.B - 1}, nil // loses B
	}
	_, _, err := preparePair(t, pairDef(lossy), suite.FuncsCodec("text", text("text")))
	if err == nil {
		t.Fatal("a conversion that loses data validated")
	}
	for _, want := range []string{"message 0", "the derived schema does not carry suite_test.pair exactly", "B: got 1, want 2"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not say %q", err, want)
		}
	}
	failing := func(*pair) (model, error) { return nil, fmt.Errorf("no field for B") }
	if _, _, err := preparePair(t, pairDef(failing), suite.FuncsCodec("text", text("text"))); err == nil || !strings.Contains(err.Error(), "no field for B") {
		t.Errorf("a conversion that fails: error %v", err)
	}
}

// reflectionCodec binds every Model by its own Go values, as the
// reflection codecs do.
var reflectionCodec = suite.Codec{Name: "json", Bind: func(m suite.Model) (suite.Binding, bool) {
	return m.BindModel(suite.ModelFuncs{Marshal: json.Marshal, Unmarshal: json.Unmarshal}), true
}}

func TestViaIsOnlyForCodecsThatDoNotBindToTheModel(t *testing.T) {
	// A reflection codec binds to *pair itself: its bytes are pair's JSON.
	_, p, err := preparePair(t, pairDef(pairToModel), reflectionCodec)
	if err != nil {
		t.Fatal(err)
	}
	if got := string(p.Encoded(0)); got != `{"A":1,"B":2}` {
		t.Errorf("encoded %s, want the pair's own JSON", got)
	}
	// Without Through, a codec of the inner type does not bind.
	d := pairDef(pairToModel)
	d.Through = nil
	c := suite.FuncsCodec("text", text("text"))
	if _, ok := d.Bind("v", &c); ok {
		t.Error("a codec of another model type bound without Through")
	}
}

func TestViaInAMix(t *testing.T) {
	d := pairDef(pairToModel)
	mix := &suite.Mix{
		Meta: suite.Info{Name: "mix", Unit: "message", Variants: []suite.VariantInfo{{Name: "trace", Default: true}}},
		Generate: func(string) ([]any, error) {
			return []any{&pair{1, 2}, &pair{3, 4}}, nil
		},
		Parts: []suite.Part{d},
	}
	c := suite.FuncsCodec("text", text("text"))
	b, ok := mix.Bind("trace", &c)
	if !ok {
		t.Fatal("the codec does not bind to the mix")
	}
	l, err := mix.Load("trace")
	if err != nil {
		t.Fatal(err)
	}
	p, err := l.Prepare(b)
	if err != nil {
		t.Fatal(err)
	}
	for _, op := range []suite.Op{suite.Encode, suite.Decode, suite.Read} {
		if err := p.Loop(op)(5); err != nil {
			t.Errorf("%s: %v", op, err)
		}
	}
	dec, err := b.Untrusted()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := dec(0, []byte("1 2")); err != nil {
		t.Errorf("untrusted decode in the mix: %v", err)
	}
}
