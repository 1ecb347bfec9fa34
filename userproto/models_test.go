package userproto

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"google.golang.org/protobuf/types/known/wrapperspb"

	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// writeModels writes the parent's messages of variant to a file, as the
// runner does for its encode and update workers, and returns its path.
func writeModels(t *testing.T, ds suite.Dataset, variant string) string {
	t.Helper()
	mh, ok := ds.(suite.ModelHandoff)
	if !ok {
		t.Fatalf("the dataset is a %T, no suite.ModelHandoff", ds)
	}
	var buf bytes.Buffer
	if err := mh.WriteModels(variant, &buf); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), variant)
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// loadAll loads variant of ds and returns its messages in order.
func loadAll(t *testing.T, src *source, variant string) []any {
	t.Helper()
	if variant == TraceVariant {
		msgs, err := src.trace()
		if err != nil {
			t.Fatal(err)
		}
		return msgs
	}
	msgs, err := src.kind(src.kinds[0])
	if err != nil {
		t.Fatal(err)
	}
	return msgs
}

// A worker given its parent's messages reads them alone, no sample file
// (the folder is gone), and has the parent's messages in the parent's
// order, of the trace and of a type's variant, with the parent's parts.
func TestWorkerReadsTheParentsModels(t *testing.T) {
	s, dir := twoTypes(t)
	trace, byKind, _, err := s.Messages(Input{Samples: dir})
	if err != nil {
		t.Fatal(err)
	}
	parent := s.loadedSource(trace, byKind, "")
	ds := s.Dataset(parent, nil)
	paths := map[string]string{}
	for _, v := range []string{TraceVariant, "StringValue", "Int64Value"} {
		paths[v] = writeModels(t, ds, v)
	}
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	for v, path := range paths {
		reg, err := s.workerRegistry(Input{Samples: dir, Worker: true, Variant: v, Models: path})
		if err != nil {
			t.Fatalf("%s: %v", v, err)
		}
		if _, err := reg.Datasets[0].Load(v); err != nil {
			t.Errorf("%s: %v", v, err)
		}
		src, err := s.workerSource(Input{Samples: dir, Worker: true, Variant: v, Models: path})
		if err != nil {
			t.Fatal(err)
		}
		want := trace
		if v != TraceVariant {
			k, _ := s.Lookup(v)
			want = byKind[k]
		}
		sameMessages(t, v, loadAll(t, src, v), want)
		if v == TraceVariant && (len(src.kinds) != len(parent.kinds) || src.kinds[0] != parent.kinds[0] || src.kinds[1] != parent.kinds[1]) {
			t.Errorf("the trace's parts %v, the parent's %v", src.kinds, parent.kinds)
		}
	}
}

// A file of messages that is damaged, of another variant or of another
// schema fails the worker: it never falls back on the samples, which
// would hide the fault.
func TestWorkerRefusesABadModelsFile(t *testing.T) {
	s, dir := twoTypes(t)
	trace, byKind, _, err := s.Messages(Input{Samples: dir})
	if err != nil {
		t.Fatal(err)
	}
	ds := s.Dataset(s.loadedSource(trace, byKind, ""), nil)
	path := writeModels(t, ds, TraceVariant)
	whole, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	bad := func(what string, b []byte, variant, want string) {
		t.Helper()
		p := filepath.Join(t.TempDir(), "bad")
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := s.workerSource(Input{Samples: dir, Worker: true, Variant: variant, Models: p})
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: error %v, want one saying %q", what, err, want)
		}
	}
	for n := range len(whole) {
		bad(fmt.Sprintf("cut at %d of %d bytes", n, len(whole)), whole[:n], TraceVariant, "messages from the parent")
	}
	bad("a byte past the end", append(bytes.Clone(whole), 0), TraceVariant, "bytes past the messages")
	bad("another variant's", whole, "StringValue", "the messages of trace, not StringValue")
	other := *s
	other.Kinds = []AnyKind{s.Kinds[0], wrapperKind("BoolValue", func(h *digest.Hasher, m *wrapperspb.BoolValue) { h.Bool(m.GetValue()) })}
	_, err = other.workerSource(Input{Samples: dir, Worker: true, Variant: TraceVariant, Models: path})
	if err == nil || !strings.Contains(err.Error(), "no message type") {
		t.Errorf("another schema's file: %v", err)
	}
	// The last message is no protobuf (its tag or length a varint that
	// runs on), in a file whose layout is whole.
	garbled := bytes.Clone(whole)
	garbled[len(garbled)-2] = 0xff
	bad("a garbled message", garbled, TraceVariant, "proto")
	if _, err := s.workerSource(Input{Samples: dir, Worker: true, Variant: TraceVariant, Models: filepath.Join(dir, "none")}); err == nil {
		t.Error("a missing file: no error")
	}
}
