package symphonycodec_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/serbench/serbench/codecs"
	"github.com/serbench/serbench/codecs/protocodec"
	"github.com/serbench/serbench/codecs/symphonycodec"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
	"github.com/serbench/serbench/symphony/symphonytest"
)

// pair is a toy model: a string and some bytes, as symphonytest.Var.
type pair struct {
	s string
	b []byte
}

func hashPair(h *digest.Hasher, p pair) {
	h.String(p.s)
	h.Bytes(p.b)
}

var conv = protocodec.Conv[pair, *symphonytest.Var]{
	New:       func() *symphonytest.Var { return new(symphonytest.Var) },
	FromModel: func(p pair) (*symphonytest.Var, error) { return &symphonytest.Var{S: p.s, Data: p.b}, nil },
	ToModel:   func(v *symphonytest.Var) (pair, error) { return pair{v.GetS(), v.GetData()}, nil },
	Visit: func(h *digest.Hasher, v *symphonytest.Var) {
		hashPair(h, pair{v.GetS(), v.GetData()})
	},
}

func visitRaw(h *digest.Hasher, r symphonytest.VarRaw) error {
	s, err := r.S()
	if err != nil {
		return err
	}
	h.Bytes(s)
	b, err := r.Data()
	if err != nil {
		return err
	}
	h.Bytes(b)
	return nil
}

func def(bindings ...suite.Binding[pair]) *suite.Def[pair] {
	return &suite.Def[pair]{
		Meta: suite.Info{Name: "pairs", Variants: []suite.VariantInfo{{Name: "v"}}},
		Generate: func(string) ([]pair, error) {
			return []pair{{"a", []byte("bc")}, {"", nil}, {"déjà", []byte{0}}}, nil
		},
		Digest: hashPair,
		Equal: func(want, got pair) error {
			if want.s != got.s || string(want.b) != string(got.b) {
				return errors.New("differ")
			}
			return nil
		},
		Bindings: bindings,
	}
}

func TestBindingsValidateAndRun(t *testing.T) {
	d := def(symphonycodec.Symphony(conv), symphonycodec.Hybrid(conv),
		symphonycodec.Raw(conv, symphonytest.OpenVarRaw, visitRaw))
	l, err := d.Load("v")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range d.Codecs() {
		p, err := l.Prepare(c.Codec)
		if err != nil {
			t.Fatalf("%s: %v", c.Codec, err)
		}
		for _, op := range c.Ops {
			if err := p.Loop(op)(5); err != nil {
				t.Errorf("%s/%s: %v", c.Codec, op, err)
			}
		}
		if c.Codec == codecs.SymphonyRaw && p.Loop(suite.Encode) != nil {
			t.Error("symphony-raw has an encode loop")
		}
	}
}

// A getter error fails the raw read with its reason.
func TestRawGetterErrorFailsRead(t *testing.T) {
	failing := func(*digest.Hasher, symphonytest.VarRaw) error { return errors.New("getter failed") }
	l, err := def(symphonycodec.Raw(conv, symphonytest.OpenVarRaw, failing)).Load("v")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := l.Prepare(codecs.SymphonyRaw); err == nil || !strings.Contains(err.Error(), "getter failed") {
		t.Errorf("prepare with a failing getter: %v", err)
	}
}
