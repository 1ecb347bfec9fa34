// Package zctest checks a dataset's FlatBuffers and Cap'n Proto conversions
// the way a binding would use them: model → build → bytes → root → model,
// and the read digest through the generated accessors.
package zctest

import (
	"bytes"
	"testing"

	"capnproto.org/go/capnp/v3"
	flatbuffers "github.com/google/flatbuffers/go"

	"github.com/serbench/serbench/digest"
)

// FB holds one FlatBuffers root type's conversions for a model M.
type FB[M, R any] struct {
	Build func(*flatbuffers.Builder, M) flatbuffers.UOffsetT
	Open  func([]byte, flatbuffers.UOffsetT) *R // the generated GetRootAs
	To    func(*R) (M, error)
	Visit func(*digest.Hasher, *R)
}

// Check builds m, reads the finished bytes back and fails t unless the
// conversion gives a value equal to m and the visit gives want, m's digest.
// It returns the encoded size.
func (c FB[M, R]) Check(t testing.TB, m M, want uint64, equal func(want, got M) error) int {
	t.Helper()
	b := flatbuffers.NewBuilder(1024)
	b.Finish(c.Build(b, m))
	// A copy, so that nothing the builder keeps can stand in for the bytes.
	buf := bytes.Clone(b.FinishedBytes())
	got, err := c.To(c.Open(buf, 0))
	if err != nil {
		t.Errorf("flatbuffers: to model: %v", err)
	} else if err := equal(m, got); err != nil {
		t.Errorf("flatbuffers: round trip differs: %v", err)
	}
	h := digest.New()
	c.Visit(&h, c.Open(buf, 0))
	if d := h.Sum(); d != want {
		t.Errorf("flatbuffers: visit digest %#x, want %#x", d, want)
	}
	return len(buf)
}

// Capnp holds one Cap'n Proto root type's conversions for a model M.
type Capnp[M, R any] struct {
	NewRoot  func(*capnp.Segment) (R, error)
	Set      func(R, M) error
	ReadRoot func(*capnp.Message) (R, error)
	To       func(R) (M, error)
	Visit    func(*digest.Hasher, R)
}

// Check sets m on a new single-segment message, marshals it, unmarshals the
// bytes and fails t unless the conversion gives a value equal to m and the
// visit gives want, m's digest. It returns the encoded size.
func (c Capnp[M, R]) Check(t testing.TB, m M, want uint64, equal func(want, got M) error) int {
	t.Helper()
	msg, seg, err := capnp.NewMessage(capnp.SingleSegment(nil))
	if err != nil {
		t.Fatalf("capnp: new message: %v", err)
	}
	root, err := c.NewRoot(seg)
	if err != nil {
		t.Fatalf("capnp: new root: %v", err)
	}
	if err := c.Set(root, m); err != nil {
		t.Fatalf("capnp: set: %v", err)
	}
	buf, err := msg.Marshal()
	if err != nil {
		t.Fatalf("capnp: marshal: %v", err)
	}
	read, err := capnp.Unmarshal(buf)
	if err != nil {
		t.Fatalf("capnp: unmarshal: %v", err)
	}
	// The default traversal limit (64 MiB of reads) is too small for the
	// largest variants; a reader of trusted benchmark data lifts it.
	read.ResetReadLimit(1 << 62)
	r, err := c.ReadRoot(read)
	if err != nil {
		t.Fatalf("capnp: read root: %v", err)
	}
	got, err := c.To(r)
	if err != nil {
		t.Errorf("capnp: to model: %v", err)
	} else if err := equal(m, got); err != nil {
		t.Errorf("capnp: round trip differs: %v", err)
	}
	h := digest.New()
	c.Visit(&h, r)
	if d := h.Sum(); d != want {
		t.Errorf("capnp: visit digest %#x, want %#x", d, want)
	}
	return len(buf)
}
