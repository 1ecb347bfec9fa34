package symphony_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/serbench/serbench/codecs/protobuf"
	"github.com/serbench/serbench/codecs/symphony"
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

var conv = protobuf.Conv[pair, *symphonytest.Var]{
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

func def(offers ...any) *suite.Def[pair] {
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
		Conversions: offers,
	}
}

func TestBindingsValidateAndRun(t *testing.T) {
	d := def(symphony.Offer(conv, symphonytest.OpenVarRaw, visitRaw))
	l, err := d.Load("v")
	if err != nil {
		t.Fatal(err)
	}
	for i := range symphony.Codecs {
		c := &symphony.Codecs[i]
		b, ok := d.Bind("v", c)
		if !ok {
			t.Fatalf("%s does not bind", c.Name)
		}
		p, err := l.Prepare(b)
		if err != nil {
			t.Fatalf("%s: %v", c.Name, err)
		}
		for _, op := range b.Ops {
			if err := p.Loop(op)(5); err != nil {
				t.Errorf("%s/%s: %v", c.Name, op, err)
			}
		}
		if c.Name == symphony.RawName && p.Loop(suite.Encode) != nil {
			t.Error("symphony-raw has an encode loop")
		}
	}
}

// Without the offer, no Symphony codec binds: a protobuf conversion alone
// does not say that its type has the Symphony methods.
func TestNoOfferNoBinding(t *testing.T) {
	d := def(conv)
	for i := range symphony.Codecs {
		if _, ok := d.Bind("v", &symphony.Codecs[i]); ok {
			t.Errorf("%s binds without a symphony offer", symphony.Codecs[i].Name)
		}
	}
}

// A getter error fails the raw read with its reason.
func TestRawGetterErrorFailsRead(t *testing.T) {
	failing := func(*digest.Hasher, symphonytest.VarRaw) error { return errors.New("getter failed") }
	d := def(symphony.Offer(conv, symphonytest.OpenVarRaw, failing))
	l, err := d.Load("v")
	if err != nil {
		t.Fatal(err)
	}
	i := slices.IndexFunc(symphony.Codecs, func(c suite.Codec) bool { return c.Name == symphony.RawName })
	b, ok := d.Bind("v", &symphony.Codecs[i])
	if !ok {
		t.Fatal("symphony-raw does not bind")
	}
	if _, err := l.Prepare(b); err == nil || !strings.Contains(err.Error(), "getter failed") {
		t.Errorf("prepare with a failing getter: %v", err)
	}
}
