package usergo

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/serbench/serbench/suite"
)

// The parent's file of a variant's values gives its worker the same
// values in the same order, for the trace and for a type, nil and empty
// slices apart; a file of another variant is refused.
func TestModelsHandOff(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "inner.jsonl"), []byte(`{"N":1}`+"\n"+`{"N":2,"Tags":["a"]}`+"\n"+`{"N":3,"Tags":[]}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "pair.jsonl"), []byte(`{"A":"x","B":1}`+"\n"+`{"A":"y"}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	in, pr := &Type[inner]{Name: "inner"}, &Type[pair]{Name: "pair"}
	p := &Program{Name: "m", Types: []AnyType{in, pr}}
	trace, byType, _, err := p.Messages(Input{Samples: dir})
	if err != nil {
		t.Fatal(err)
	}
	mh, ok := p.Dataset(p.loadedSource(trace, byType, "x"), nil).(suite.ModelHandoff)
	if !ok {
		t.Fatal("the dataset writes no values for its workers")
	}
	for variant, want := range map[string][]any{TraceVariant: trace, "inner": byType[in]} {
		var buf bytes.Buffer
		if err := mh.WriteModels(variant, &buf); err != nil {
			t.Fatalf("%s: %v", variant, err)
		}
		path := filepath.Join(t.TempDir(), "models")
		if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		reg, err := WorkerRegistry(p, dir, 0, variant, "json", path)
		if err != nil {
			t.Fatalf("%s: %v", variant, err)
		}
		loaded, err := reg.Datasets[0].Load(variant)
		if err != nil {
			t.Fatalf("%s: %v", variant, err)
		}
		if loaded.Messages() != len(want) {
			t.Errorf("%s: %d values, want %d", variant, loaded.Messages(), len(want))
		}
		src, err := p.readModels(path, variant)
		if err != nil {
			t.Fatal(err)
		}
		got, err := src.typ(in)
		if variant == TraceVariant {
			got, err = src.trace()
		}
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("%s: the worker's values %v (%v), the parent's %v", variant, got, err, want)
		}
		if _, err := p.readModels(path, "pair"); err == nil || !strings.Contains(err.Error(), "not pair") {
			t.Errorf("%s's file read as pair's: %v", variant, err)
		}
	}
}

type secret struct {
	Shown  string
	hidden int
}

// A type whose values would not read back the same is refused, and its
// workers read the samples.
func TestModelsRefused(t *testing.T) {
	s := &Type[secret]{Name: "secret"}
	p := &Program{Name: "m", Types: []AnyType{s}}
	vals := []any{&secret{Shown: "a", hidden: 1}}
	src := p.loadedSource(vals, map[AnyType][]any{s: vals}, "x")
	err := p.Dataset(src, nil).(suite.ModelHandoff).WriteModels("secret", &bytes.Buffer{})
	if err == nil || !strings.Contains(err.Error(), "unexported") {
		t.Errorf("WriteModels = %v, want a refusal", err)
	}
}
