package goavrort

import (
	"testing"

	"github.com/serbench/serbench/digest"
)

// The natives' helpers refuse what the model cannot hold, and feed a
// union as the model's digest feeds an optional value.
func TestAvroNatives(t *testing.T) {
	if x, err := AvroUint64(AvroFixed64(1<<63 + 5)); err != nil || x != 1<<63+5 {
		t.Errorf("uint64 round trip: %d, %v", x, err)
	}
	if _, err := AvroUint64([]byte{1, 2}); err == nil {
		t.Error("a 2-byte fixed read as a uint64")
	}
	if _, err := AvroUint32(int64(1 << 32)); err == nil {
		t.Error("1<<32 read as a uint32")
	}
	if _, err := AvroUint32(int64(-1)); err == nil {
		t.Error("-1 read as a uint32")
	}
	sum := func(feed func(h *digest.Hasher) error) uint64 {
		h := new(digest.Hasher)
		if err := feed(h); err != nil {
			t.Fatal(err)
		}
		return h.Sum()
	}
	seven := int32(7)
	for _, c := range []struct {
		native any
		model  *int32
	}{{map[string]any{"int": int32(7)}, &seven}, {nil, nil}} {
		got := sum(func(h *digest.Hasher) error { return AvroVisitUnion(h, c.native, "int", AvroVisitInt32) })
		want := sum(func(h *digest.Hasher) error {
			if c.model == nil {
				h.Len(0)
			} else {
				h.Len(1)
				h.Int64(int64(*c.model))
			}
			return nil
		})
		if got != want {
			t.Errorf("union %v: digest %x, the model's %x", c.native, got, want)
		}
	}
	if err := AvroVisitUnion(new(digest.Hasher), map[string]any{"long": int64(7)}, "int", AvroVisitInt32); err == nil {
		t.Error("a union of another branch visited")
	}
}
