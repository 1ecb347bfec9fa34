package usergo

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/serbench/serbench/suite"
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

// The probe tries each codec on a type's first ProbeValues values (in
// the seeded order): a codec that gives a nil slice back as empty is left
// out when one of those has one, and when only a later value does, it is
// planned and its preparation, which validates every value, fails on it.
func TestProbeTriesTheFirstValues(t *testing.T) {
	const n = 2 * ProbeValues
	dir := t.TempDir()
	p := &Program{Name: "m", Types: []AnyType{&Type[inner]{Name: "inner"}}}
	// write puts a nil slice in the file's value nilAt and returns the
	// values in their seeded order.
	write := func(nilAt int) []any {
		t.Helper()
		var b strings.Builder
		for i := range n {
			tags := `["a"]`
			if i == nilAt {
				tags = "null"
			}
			fmt.Fprintf(&b, `{"N":%d,"Tags":%s}`+"\n", i, tags)
		}
		if err := os.WriteFile(filepath.Join(dir, "inner.jsonl"), []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		_, byType, _, err := p.Messages(Input{Samples: dir})
		if err != nil {
			t.Fatal(err)
		}
		return byType[p.Types[0]]
	}
	// The file's values whose seeded places are inside and past the probe's.
	order := write(-1)
	inside, past := order[0].(*inner).N, order[ProbeValues].(*inner).N
	leftOut := func(nilAt int) (*suite.Registry, []string) {
		t.Helper()
		write(nilAt)
		reg, err := Registry(p, Input{Samples: dir}, io.Discard)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, c := range reg.Codecs {
			if strings.Contains(c.Unfit["m/inner"], "round trip") {
				out = append(out, c.Name)
			}
		}
		return reg, out
	}
	_, first := leftOut(inside)
	if len(first) == 0 {
		t.Fatal("no codec left out for giving a nil slice back as empty")
	}
	reg, late := leftOut(past)
	if len(late) != 0 {
		t.Errorf("left out for a value past the probe's: %v", late)
	}
	ds := reg.Datasets[0]
	l, err := ds.Load("inner")
	if err != nil {
		t.Fatal(err)
	}
	want := fmt.Sprintf("message %d:", ProbeValues)
	for _, c := range reg.Codecs {
		if !slices.Contains(first, c.Name) {
			continue
		}
		b, ok := ds.Bind("inner", &c)
		if !ok {
			t.Fatalf("%s does not bind", c.Name)
		}
		if _, err := l.Prepare(b); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: preparing every value: %v, want a failure on %s", c.Name, err, want)
		}
	}
}
