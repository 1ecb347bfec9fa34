package boutique

import (
	"testing"

	"google.golang.org/protobuf/proto"

	"github.com/serbench/serbench/codecs/symphony"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// Every message type's Symphony bytes decode to an equal protobuf message,
// in both forms, and its Raw view gives the model's digest; validation
// checks this through the model, this checks it on the messages themselves.
func TestSymphonyRoundTrip(t *testing.T) {
	for _, m := range smallTrace(2) {
		k := m.kind()
		p := protoKindOf(k).toProto(m).(symphony.Message)
		b, err := p.MarshalSymphony()
		if err != nil {
			t.Fatalf("%s: %v", k, err)
		}
		if len(b) != p.SizeSymphony() {
			t.Errorf("%s: %d bytes, SizeSymphony says %d", k, len(b), p.SizeSymphony())
		}
		got := protoKindOf(k).newProto().(symphony.Message)
		if err := got.UnmarshalSymphony(b); err != nil {
			t.Fatalf("%s: %v", k, err)
		}
		if !proto.Equal(p, got) {
			t.Errorf("%s: UnmarshalSymphony gave %v, want %v", k, got, p)
		}
		hb, err := p.MarshalSymphonyHybrid()
		if err != nil {
			t.Fatalf("%s: hybrid: %v", k, err)
		}
		hgot := protoKindOf(k).newProto().(symphony.Message)
		if err := hgot.UnmarshalSymphonyHybrid(hb); err != nil {
			t.Fatalf("%s: hybrid: %v", k, err)
		}
		if !proto.Equal(p, hgot) {
			t.Errorf("%s: UnmarshalSymphonyHybrid gave %v, want %v", k, hgot, p)
		}
		open, visit := symRawOf(k)
		if _, err := open(b); err != nil {
			t.Fatalf("%s: open: %v", k, err)
		}
		h := digest.New()
		if err := visit(&h, b); err != nil {
			t.Fatalf("%s: raw read: %v", k, err)
		}
		if got, want := h.Sum(), hashMessage(m); got != want {
			t.Errorf("%s: raw digest %016x, model digest %016x", k, got, want)
		}
	}
}

// symphony-raw times exactly MarshalSymphony's bytes: the same sizes as
// symphony, message for message.
func TestSymphonyRawBytesAreSymphonys(t *testing.T) {
	tr := smallTrace(3)
	ds := newDataset("test", fixedTrace(tr))
	l, err := ds.Load(TraceVariant)
	if err != nil {
		t.Fatal(err)
	}
	sym, err := prepare(ds, l, TraceVariant, symphony.Name)
	if err != nil {
		t.Fatal(err)
	}
	raw, err := prepare(ds, l, TraceVariant, symphony.RawName)
	if err != nil {
		t.Fatal(err)
	}
	for i := range tr {
		if sym.Sizes[i] != raw.Sizes[i] {
			t.Fatalf("message %d (%s): raw %d bytes, symphony %d", i, tr[i].kind(), raw.Sizes[i], sym.Sizes[i])
		}
	}
	if raw.Loop(suite.Encode) != nil {
		t.Error("symphony-raw has an encode loop: its encoding is symphony's")
	}
}

// A truncated message never panics the Raw read: Open or a getter fails
// (or, where the cut leaves every field readable, the digest differs).
func TestSymphonyRawTruncated(t *testing.T) {
	for _, m := range smallTrace(1) {
		k := m.kind()
		b, err := protoKindOf(k).toProto(m).(symphony.Message).MarshalSymphony()
		if err != nil {
			t.Fatal(err)
		}
		open, visit := symRawOf(k)
		for n := range len(b) {
			cut := b[:n:n]
			if _, err := open(cut); err != nil {
				continue
			}
			h := digest.New()
			if err := visit(&h, cut); err == nil && h.Sum() == hashMessage(m) {
				t.Errorf("%s cut to %d of %d bytes reads as the whole message", k, n, len(b))
			}
		}
	}
}
