package usergo

import (
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
)

type pair struct {
	A string
	B int
}

// A timing worker of a type's variant reads that type's file alone, and
// its values are the parent's, in the parent's order; one of the trace
// reads every file, and only when it loads the trace.
func TestWorkerReadsItsVariantOnly(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	in, pr := &Type[inner]{Name: "inner"}, &Type[pair]{Name: "pair"}
	p := &Program{Name: "m", Types: []AnyType{in, pr}}
	write("inner.jsonl", `{"N":1}`+"\n"+`{"N":2,"Tags":["a"]}`+"\n"+`{"N":3}`+"\n"+`{"N":4}`+"\n")
	write("pair.jsonl", `{"A":"x","B":1}`+"\n"+`{"A":"y"}`+"\n")
	trace, byType, _, err := p.Messages(Input{Samples: dir})
	if err != nil {
		t.Fatal(err)
	}
	// The other type's file no longer parses: a worker that read it fails.
	write("pair.jsonl", "not json\n")
	src, err := p.workerSource(Input{Samples: dir, Worker: true, Variant: "inner"})
	if err != nil {
		t.Fatal(err)
	}
	got, err := src.typ(in)
	if err != nil {
		t.Fatalf("the worker of inner read another file: %v", err)
	}
	if !reflect.DeepEqual(got, byType[in]) {
		t.Errorf("the worker's values %v, the parent's %v", got, byType[in])
	}
	reg, err := p.workerRegistry(Input{Samples: dir, Worker: true, Variant: TraceVariant})
	if err != nil {
		t.Fatalf("the trace's worker read the files before loading: %v", err)
	}
	ds := reg.Datasets[0]
	var names []string
	for _, v := range ds.Info().Variants {
		names = append(names, v.Name)
	}
	if !slices.Equal(names, []string{TraceVariant, "inner", "pair"}) {
		t.Errorf("the trace's worker has variants %v", names)
	}
	if _, err := ds.Load(TraceVariant); err == nil || !strings.Contains(err.Error(), "pair.jsonl:1") {
		t.Errorf("loading the trace with a bad file: %v", err)
	}
	write("pair.jsonl", `{"A":"x","B":1}`+"\n"+`{"A":"y"}`+"\n")
	if src, err = p.workerSource(Input{Samples: dir, Worker: true, Variant: TraceVariant}); err != nil {
		t.Fatal(err)
	}
	all, err := src.trace()
	if err != nil || !reflect.DeepEqual(all, trace) {
		t.Errorf("the trace's worker has %v, %v; the parent %v", all, err, trace)
	}
}

// One type's trace would hold its variant's values in the same order: it
// is not planned, as --proto's is not; two types have one.
func TestTraceOnlyOverTwoTypes(t *testing.T) {
	in, pr := &Type[inner]{Name: "inner"}, &Type[pair]{Name: "pair"}
	for _, c := range []struct {
		types []AnyType
		want  []string
	}{
		{[]AnyType{in, pr}, []string{TraceVariant, "inner", "pair"}},
		{[]AnyType{pr}, []string{"pair"}},
	} {
		p := &Program{Name: "m", Types: c.types}
		trace, byType, _, err := p.Messages(Input{Messages: 10})
		if err != nil {
			t.Fatal(err)
		}
		ds := p.Dataset(p.loadedSource(trace, byType, "test"), nil)
		var names []string
		for _, v := range ds.Info().Variants {
			names = append(names, v.Name)
		}
		if !slices.Equal(names, c.want) {
			t.Errorf("variants %v, want %v", names, c.want)
		}
		if strings.Contains(ds.Info().About, "trace") != (len(c.want) > 1) {
			t.Errorf("%v: the description %q", c.want, ds.Info().About)
		}
	}
}

// A timing worker of one type's single file of samples reads it only when
// it loads its variant, and its values are the parent's, in the parent's
// order.
func TestFileWorkerReadsWhenLoaded(t *testing.T) {
	file := filepath.Join(t.TempDir(), "pair.jsonl")
	good := `{"A":"x","B":1}` + "\n" + `{"A":"y"}` + "\n" + `{"A":"z","B":3}` + "\n"
	if err := os.WriteFile(file, []byte(good), 0o644); err != nil {
		t.Fatal(err)
	}
	pr := &Type[pair]{Name: "pair"}
	p := &Program{Name: "m", Types: []AnyType{pr}}
	_, byType, _, err := p.Messages(Input{Samples: file})
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, []byte("not json\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	in := Input{Samples: file, Worker: true, Variant: "pair"}
	src, err := p.workerSource(in)
	if err != nil {
		t.Fatalf("the worker read its file before loading: %v", err)
	}
	if _, err := src.typ(pr); err == nil || !strings.Contains(err.Error(), "pair.jsonl:1") {
		t.Errorf("loading with a bad file: %v", err)
	}
	if err := os.WriteFile(file, []byte(good), 0o644); err != nil {
		t.Fatal(err)
	}
	if src, err = p.workerSource(in); err != nil {
		t.Fatal(err)
	}
	got, err := src.typ(pr)
	if err != nil || !reflect.DeepEqual(got, byType[pr]) {
		t.Errorf("the worker's values %v, %v; the parent's %v", got, err, byType[pr])
	}
}
