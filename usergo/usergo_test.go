package usergo

import (
	"errors"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/internal/deepvalue"
	"github.com/serbench/serbench/suite"
)

type kind int

type inner struct {
	N    int
	Tags []string
}

type embedded struct{ By string }

type rec struct {
	embedded
	ID     uint64
	Kind   kind
	At     time.Time
	When   *time.Time
	Inner  *inner
	Many   []inner
	ByName map[string]inner
	Raw    []byte
	F      float64
	Next   *rec
	Any    any
	hidden int
}

func TestEqualReportsTheFirstDifference(t *testing.T) {
	at := time.Date(2025, 1, 2, 3, 4, 5, 6, time.UTC)
	base := func() *rec {
		return &rec{embedded: embedded{"a"}, ID: 1, At: at, Inner: &inner{N: 1, Tags: []string{"x"}},
			Many: []inner{{N: 2}}, ByName: map[string]inner{"k": {N: 3}}, Raw: []byte{1, 2}, F: 1.5, hidden: 7}
	}
	if err := Equal(base(), base()); err != nil {
		t.Fatalf("equal values differ: %v", err)
	}
	for _, c := range []struct {
		change func(r *rec)
		want   string
	}{
		{func(r *rec) { r.By = "b" }, `embedded.By: got "b", want "a"`},
		{func(r *rec) { r.Inner.Tags[0] = "y" }, `Inner.Tags[0]: got "y", want "x"`},
		{func(r *rec) { r.Many = []inner{} }, "Many: got 0 elements, want 1"},
		{func(r *rec) { r.Raw = nil }, "Raw: got nil, want empty (not nil)"},
		{func(r *rec) { r.Raw[1] = 9 }, "Raw[1]: got byte 9, want 2"},
		{func(r *rec) { r.ByName = map[string]inner{"j": {N: 3}} }, `ByName["k"]: missing`},
		{func(r *rec) { r.At = r.At.In(time.FixedZone("X", 0)) }, "At: got 2025-01-02T03:04:05.000000006Z, want 2025-01-02T03:04:05.000000006Z (the same instant in location X, want UTC)"},
		{func(r *rec) { r.At = r.At.Truncate(time.Microsecond) }, "At: got 2025-01-02T03:04:05Z"},
		{func(r *rec) { r.hidden = 8 }, "hidden: got 8, want 7"},
		{func(r *rec) { r.F = math.NaN() }, "F: got NaN, want 1.5"},
		{func(r *rec) { r.Next = &rec{} }, "Next: got a value, want nil"},
		{func(r *rec) { r.Any = 1 }, "Any: got a value, want nil"},
	} {
		got := base()
		c.change(got)
		err := Equal(base(), got)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("error %v, want one with %q", err, c.want)
		}
	}
	// NaN never equals itself, as under reflect.DeepEqual.
	a, b := base(), base()
	a.F, b.F = math.NaN(), math.NaN()
	if Equal(a, b) == nil {
		t.Error("NaN equals NaN")
	}
	// A cycle ends.
	c1, c2 := base(), base()
	c1.Next, c2.Next = c1, c2
	if err := Equal(c1, c2); err != nil {
		t.Errorf("a cycle: %v", err)
	}
}

func TestDigestFollowsEquality(t *testing.T) {
	g := &gen{rng: rand.New(rand.NewPCG(1, 2))}
	for range 50 {
		var r rec
		g.fill(reflect.ValueOf(&r).Elem(), 0)
		c := clone(t, &r)
		if err := Equal(&r, c); err != nil {
			t.Fatalf("a copy differs: %v", err)
		}
		if digest.Of(Digest[rec], &r) != digest.Of(Digest[rec], c) {
			t.Fatal("equal values have other digests")
		}
		if len(r.Many) > 0 {
			c.Many[0].N++
			if digest.Of(Digest[rec], &r) == digest.Of(Digest[rec], c) {
				t.Fatal("a changed value has the same digest")
			}
		}
	}
}

// clone copies r deeply by reflection (its unexported fields shallow):
// encoding/json would drop them.
func clone(t *testing.T, r *rec) *rec {
	t.Helper()
	var c func(v reflect.Value) reflect.Value
	c = func(v reflect.Value) reflect.Value {
		out := reflect.New(v.Type()).Elem()
		switch v.Kind() {
		case reflect.Pointer:
			if !v.IsNil() {
				p := reflect.New(v.Type().Elem())
				p.Elem().Set(c(v.Elem()))
				out.Set(p)
			}
		case reflect.Slice:
			if !v.IsNil() {
				s := reflect.MakeSlice(v.Type(), v.Len(), v.Len())
				for i := range v.Len() {
					s.Index(i).Set(c(v.Index(i)))
				}
				out.Set(s)
			}
		case reflect.Map:
			if !v.IsNil() {
				m := reflect.MakeMap(v.Type())
				for it := v.MapRange(); it.Next(); {
					m.SetMapIndex(it.Key(), c(it.Value()))
				}
				out.Set(m)
			}
		case reflect.Struct:
			out.Set(v) // the unexported fields, shallow
			if v.Type() == deepvalue.TimeType {
				break
			}
			for i := range v.NumField() {
				if out.Field(i).CanSet() {
					out.Field(i).Set(c(v.Field(i)))
				}
			}
		default:
			out.Set(v)
		}
		return out
	}
	x := c(reflect.ValueOf(r).Elem()).Interface().(rec)
	return &x
}

func TestGenerateRanges(t *testing.T) {
	g := &gen{rng: rand.New(rand.NewPCG(3, 4))}
	nils, ptrs := 0, 0
	for range 200 {
		var r rec
		g.fill(reflect.ValueOf(&r).Elem(), 0)
		if n := len(r.By); n < 4 || n > 24 {
			t.Fatalf("a string of %d characters", n)
		}
		if n := len(r.Many); n < 1 || n > 8 {
			t.Fatalf("a slice of %d elements", n)
		}
		if n := len(r.ByName); n < 1 || n > 5 {
			t.Fatalf("a map of %d entries", n)
		}
		if r.Kind < 0 || r.Kind > 3 {
			t.Fatalf("enum value %d", r.Kind)
		}
		if r.At.Location() != time.UTC || r.At.Year() != 2025 && r.At.Year() != 2026 {
			t.Fatalf("time %v", r.At)
		}
		if r.hidden != 0 || r.Any != nil {
			t.Fatal("an unexported field or an interface was set")
		}
		depth := 0
		for n := r.Next; n != nil; n = n.Next {
			depth++
		}
		if depth > maxDepth {
			t.Fatalf("nested %d deep", depth)
		}
		ptrs++
		if r.Inner == nil {
			nils++
		}
	}
	if nils == 0 || nils == ptrs {
		t.Errorf("%d of %d pointers nil, want some", nils, ptrs)
	}
}

func TestSamples(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	p := &Program{Name: "m", Types: []AnyType{&Type[inner]{Name: "inner"}}}
	good := write("inner.jsonl", `{"N":1,"Tags":["a"]}`+"\n\n"+`{"N":2}`+"\n")
	msgs, _, _, err := p.Messages(Input{Samples: good})
	if err != nil || len(msgs) != 2 {
		t.Fatalf("%d values, %v", len(msgs), err)
	}
	for _, c := range []struct{ text, want string }{
		{`{"N":1}` + "\n" + `{"N":"x"}` + "\n", "bad.jsonl:2: not a inner in JSON"},
		{`{"M":1}` + "\n", `bad.jsonl:1: not a inner in JSON: json: unknown field "M"`},
		{`{"N":1} {"N":2}` + "\n", "bad.jsonl:1: not a inner in JSON: more than one JSON value"},
	} {
		_, _, _, err := p.Messages(Input{Samples: write("bad.jsonl", c.text)})
		var ue *suite.UsageError
		if !errors.As(err, &ue) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("error %v, want a usage error with %q", err, c.want)
		}
	}
	two := &Program{Name: "m", Types: []AnyType{&Type[inner]{Name: "inner"}, &Type[rec]{Name: "rec"}}}
	if _, _, _, err := two.Messages(Input{Samples: good}); err == nil || !strings.Contains(err.Error(), "give a folder of <Type>.jsonl files") {
		t.Errorf("one file for two types: %v", err)
	}
	if err := os.Remove(filepath.Join(dir, "bad.jsonl")); err != nil {
		t.Fatal(err)
	}
	write("notes.txt", "x")
	msgs, _, warnings, err := two.Messages(Input{Samples: dir})
	if err != nil || len(msgs) != 2 || len(warnings) != 1 {
		t.Errorf("a folder: %d values, warnings %v, %v", len(msgs), warnings, err)
	}
	write("Nope.jsonl", "{}\n")
	if _, _, _, err := two.Messages(Input{Samples: dir}); err == nil || !strings.Contains(err.Error(), "no --type Nope") {
		t.Errorf("a file of no type: %v", err)
	}
}

func TestRecursive(t *testing.T) {
	if r := recursive(reflect.TypeFor[rec]()); r != reflect.TypeFor[rec]() {
		t.Errorf("recursive(rec) = %v", r)
	}
	if r := recursive(reflect.TypeFor[inner]()); r != nil {
		t.Errorf("recursive(inner) = %v", r)
	}
}
