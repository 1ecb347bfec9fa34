package anyjson_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/serbench/serbench/codecs"
	"github.com/serbench/serbench/codecs/anyjson"
	"github.com/serbench/serbench/datasets/objectlist"
	"github.com/serbench/serbench/suite"
)

// anyForms are the registry's `+any` forms.
func anyForms(t *testing.T) []suite.Codec {
	var out []suite.Codec
	for _, c := range codecs.All() {
		if slices.Contains(c.Labels, suite.LabelAny) {
			out = append(out, c)
		}
	}
	if len(out) < 6 {
		t.Fatalf("only %d codecs labelled %q", len(out), suite.LabelAny)
	}
	return out
}

// objectlist with the tree offered, in this test only: the lead adds the
// offer to the JSON documents' datasets.
func offering() *suite.Def[*objectlist.Object] {
	d := *objectlist.Dataset().(*suite.Def[*objectlist.Object])
	d.Conversions = append(slices.Clone(d.Conversions), anyjson.Of(objectlist.Digest)())
	return &d
}

// Every form binds where the tree is offered, and only there, with encode
// and decode; on the published objects (small numbers) it round-trips and
// its loops run.
func TestFormsRoundTripSmallNumbers(t *testing.T) {
	plain := objectlist.Dataset()
	d := offering()
	loaded, err := d.Load(objectlist.Mid)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range anyForms(t) {
		t.Run(c.Name, func(t *testing.T) {
			if !strings.HasSuffix(c.Name, "+any") || c.Generic != nil {
				t.Errorf("%s: a form is named <codec>+any and leaves conformance to its codec", c.Name)
			}
			if _, ok := plain.Bind(objectlist.Mid, &c); ok {
				t.Errorf("%s binds objectlist, which does not offer the tree", c.Name)
			}
			b, ok := d.Bind(objectlist.Mid, &c)
			if !ok {
				t.Fatalf("%s does not bind the offer", c.Name)
			}
			if !slices.Equal(b.Ops, anyjson.Ops) {
				t.Errorf("ops %v, want %v", b.Ops, anyjson.Ops)
			}
			p, err := loaded.Prepare(b)
			if err != nil {
				t.Fatal(err)
			}
			for _, op := range anyjson.Ops {
				if err := p.Loop(op)(3); err != nil {
					t.Errorf("%s: %v", op, err)
				}
			}
			if p.Loop(suite.Read) != nil {
				t.Error("a read loop: the forms have no read")
			}
		})
	}
}

// mid-varied's numbers span the int64 range: float64, which every form
// decodes numbers into, cannot carry those above 2^53, and validation
// fails the round trip instead of hiding it.
func TestFormsFailLargeIntegers(t *testing.T) {
	d := offering()
	loaded, err := d.Load(objectlist.MidVaried)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range anyForms(t) {
		b, ok := d.Bind(objectlist.MidVaried, &c)
		if !ok {
			t.Fatalf("%s does not bind the offer", c.Name)
		}
		_, err := loaded.Prepare(b)
		if err == nil {
			t.Errorf("%s: int64s above 2^53 passed validation through a float64 tree", c.Name)
			continue
		}
		if !strings.Contains(err.Error(), "round trip differs") && !strings.Contains(err.Error(), "JSON to model") {
			t.Errorf("%s: %v, want a failed round trip", c.Name, err)
		}
	}
}

// The tree is encoding/json's, numbers as float64.
func TestTree(t *testing.T) {
	v, err := anyjson.Tree(objectlist.Published(1))
	if err != nil {
		t.Fatal(err)
	}
	m, ok := v.(map[string]any)
	if !ok {
		t.Fatalf("tree %T", v)
	}
	list, _ := m["list"].([]any)
	if len(list) != 1 {
		t.Fatalf("list %v", m["list"])
	}
	if n, ok := list[0].(map[string]any)["int_prop"].(float64); !ok || n != 100 {
		t.Errorf("int_prop %#v, want float64 100", list[0].(map[string]any)["int_prop"])
	}
	back, err := anyjson.Model[*objectlist.Object](v)
	if err != nil || back.StringProp1 != "foo" || back.List[0].IntProp != 100 {
		t.Errorf("back %+v, %v", back, err)
	}
}
