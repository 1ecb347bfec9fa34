package userproto

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/wrapperspb"

	"github.com/serbench/serbench/digest"
)

// wrapperKind is a message type whose model is protoc-gen-go's own type.
func wrapperKind[P interface {
	proto.Message
	comparable
}](name string, hash func(*digest.Hasher, P)) AnyKind {
	same := func(p P) P { return p }
	return NewKind(name, "google.protobuf."+name, hash, func(a, b P) bool { return proto.Equal(a, b) }, same, same, hash)
}

// twoTypes is a schema of two message types, with a folder of samples of
// each.
func twoTypes(t *testing.T) (*Schema, string) {
	s := &Schema{Package: "t", Sources: []string{"t.proto"}, Kinds: []AnyKind{
		wrapperKind("StringValue", func(h *digest.Hasher, m *wrapperspb.StringValue) { h.String(m.GetValue()) }),
		wrapperKind("Int64Value", func(h *digest.Hasher, m *wrapperspb.Int64Value) { h.Int64(m.GetValue()) }),
	}}
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "StringValue.jsonl"), "\"a\"\n\"b\"\n\n\"c\"\n\"d\"\n\"e\"\n")
	writeFile(t, filepath.Join(dir, "Int64Value.jsonl"), "\"1\"\n\"2\"\n\"3\"\n")
	return s, dir
}

func writeFile(t *testing.T, path, text string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

func sameMessages(t *testing.T, what string, got, want []any) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d messages, want %d", what, len(got), len(want))
	}
	for i := range want {
		if !proto.Equal(got[i].(proto.Message), want[i].(proto.Message)) {
			t.Errorf("%s: message %d is %v, want %v (the parent's order)", what, i, got[i], want[i])
		}
	}
}

// A timing worker of a type's variant reads that type's file alone, and
// its messages are the parent's, in the parent's order; one of the trace
// reads every file, and only when it loads the trace.
func TestWorkerReadsItsVariantOnly(t *testing.T) {
	s, dir := twoTypes(t)
	trace, byKind, _, err := s.Messages(Input{Samples: dir})
	if err != nil {
		t.Fatal(err)
	}
	str, _ := s.Lookup("StringValue")
	// The other type's file no longer parses: a worker that read it fails.
	writeFile(t, filepath.Join(dir, "Int64Value.jsonl"), "not json\n")
	in := Input{Samples: dir, Worker: true, Variant: "StringValue"}
	src, err := s.workerSource(in)
	if err != nil {
		t.Fatal(err)
	}
	got, err := src.kind(str)
	if err != nil {
		t.Fatalf("the worker of StringValue read another file: %v", err)
	}
	sameMessages(t, "StringValue", got, byKind[str])
	reg, err := s.workerRegistry(Input{Samples: dir, Worker: true, Variant: TraceVariant})
	if err != nil {
		t.Fatalf("the trace's worker read the files before loading: %v", err)
	}
	ds := reg.Datasets[0]
	var names []string
	for _, v := range ds.Info().Variants {
		names = append(names, v.Name)
	}
	if !slices.Equal(names, []string{TraceVariant, "StringValue", "Int64Value"}) {
		t.Errorf("the trace's worker has variants %v", names)
	}
	if _, err := ds.Load(TraceVariant); err == nil || !strings.Contains(err.Error(), "Int64Value.jsonl:1") {
		t.Errorf("loading the trace with a bad file: %v", err)
	}
	writeFile(t, filepath.Join(dir, "Int64Value.jsonl"), "\"1\"\n\"2\"\n\"3\"\n")
	src, err = s.workerSource(Input{Samples: dir, Worker: true, Variant: TraceVariant})
	if err != nil {
		t.Fatal(err)
	}
	all, err := src.trace()
	if err != nil {
		t.Fatal(err)
	}
	sameMessages(t, TraceVariant, all, trace)
}

// A file of blank lines gives its type no variant, in the parent and in a
// worker of the trace alike: the trace's parts are the same.
func TestWorkerTraceParts(t *testing.T) {
	s, dir := twoTypes(t)
	writeFile(t, filepath.Join(dir, "Int64Value.jsonl"), "\n  \n")
	_, byKind, _, err := s.Messages(Input{Samples: dir})
	if err != nil {
		t.Fatal(err)
	}
	parent := s.loadedSource(nil, byKind, "")
	src, err := s.workerSource(Input{Samples: dir, Worker: true, Variant: TraceVariant})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(src.kinds, parent.kinds) || len(src.kinds) != 1 {
		t.Errorf("the worker's parts %v, the parent's %v", src.kinds, parent.kinds)
	}
}

// A timing worker of a --message run reads the file only when it loads
// its variant (one that prepares from its parent's handoff reads none),
// and its messages are the parent's, in the parent's order.
func TestMessageWorkerReadsWhenLoaded(t *testing.T) {
	s, dir := twoTypes(t)
	file := filepath.Join(dir, "StringValue.jsonl")
	in := Input{Samples: file, Message: "StringValue"}
	_, byKind, _, err := s.Messages(in)
	if err != nil {
		t.Fatal(err)
	}
	str, _ := s.Lookup("StringValue")
	good, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	writeFile(t, file, "not json\n")
	in.Worker, in.Variant = true, "StringValue"
	src, err := s.workerSource(in)
	if err != nil {
		t.Fatalf("the worker read its file before loading: %v", err)
	}
	if _, err := src.kind(str); err == nil || !strings.Contains(err.Error(), "StringValue.jsonl:1") {
		t.Errorf("loading with a bad file: %v", err)
	}
	writeFile(t, file, string(good))
	if src, err = s.workerSource(in); err != nil {
		t.Fatal(err)
	}
	got, err := src.kind(str)
	if err != nil {
		t.Fatal(err)
	}
	sameMessages(t, "StringValue", got, byKind[str])
}

// One type's trace would hold its variant's messages in the same order:
// it is not planned, but stays bound for the codecs' probe; two types
// have one.
func TestTraceOnlyOverTwoTypes(t *testing.T) {
	s, dir := twoTypes(t)
	for _, c := range []struct {
		in   Input
		want []string
	}{
		{Input{Samples: dir}, []string{TraceVariant, "StringValue", "Int64Value"}},
		{Input{Samples: filepath.Join(dir, "StringValue.jsonl"), Message: "StringValue"}, []string{"StringValue"}},
	} {
		trace, byKind, _, err := s.Messages(c.in)
		if err != nil {
			t.Fatal(err)
		}
		ds := s.Dataset(s.loadedSource(trace, byKind, "test"), nil)
		var names []string
		for _, v := range ds.Info().Variants {
			names = append(names, v.Name)
		}
		if !slices.Equal(names, c.want) {
			t.Errorf("%+v: variants %v, want %v", c.in, names, c.want)
		}
		if strings.Contains(ds.Info().About, "trace") != (len(c.want) > 1) {
			t.Errorf("%+v: the description %q", c.in, ds.Info().About)
		}
		pb := WorkerCodecs("protobuf")
		if len(pb) != 1 {
			t.Fatalf("codecs named protobuf: %d", len(pb))
		}
		if _, ok := ds.Bind(TraceVariant, &pb[0]); !ok {
			t.Errorf("%+v: protobuf does not bind to the trace, which the probe binds", c.in)
		}
	}
}
