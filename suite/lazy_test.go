package suite_test

import (
	"strings"
	"testing"

	"github.com/serbench/serbench/suite"
)

// An encode preparation checked each elsewhere encodes nothing before its
// loop runs, and Verify checks exactly the messages the loop reached: the
// same bytes pass unchecked, other bytes are round-tripped, and a broken
// round trip or other messages fail.
func TestCheckedEachVerifiesWhatTheLoopReached(t *testing.T) {
	c := &counting{}
	l, b := bound(t, toyDef(), c.codec())
	full, err := l.Prepare(b)
	if err != nil {
		t.Fatal(err)
	}
	n := full.Messages()
	encodes := 0
	want := full.Expect()
	counted := func(i int) (uint64, uint64) {
		encodes++
		return want(i)
	}
	lazy, err := l.Prepare(b.Only(suite.Encode).Checked(full.EncodedDigest).CheckedEach(n, counted))
	if err != nil {
		t.Fatal(err)
	}
	if !lazy.Lazy() || lazy.Messages() != n || lazy.ModelDigest != full.ModelDigest {
		t.Fatalf("lazy %v, %d messages, model digest %x; want lazy, %d, %x", lazy.Lazy(), lazy.Messages(), lazy.ModelDigest, n, full.ModelDigest)
	}
	loop := lazy.Loop(suite.Encode)
	if err := loop(1); err != nil {
		t.Fatal(err)
	}
	c.decodes = 0
	if again, err := lazy.Verify(); err != nil || again || encodes != 1 || c.decodes != 0 {
		t.Fatalf("after one op: %v, rechecked %v, %d checked, %d decodes; want the first message alone, by its bytes", err, again, encodes, c.decodes)
	}
	if err := loop(3 * n); err != nil {
		t.Fatal(err)
	}
	if _, err := lazy.Verify(); err != nil || encodes != n {
		t.Fatalf("after every message: %v, %d checked; want each of %d once", err, encodes, n)
	}

	// Other bytes are checked by their round trip, and Rechecked.
	c.suffix = " "
	lazy, err = l.Prepare(b.Only(suite.Encode).CheckedEach(n, want))
	if err != nil {
		t.Fatal(err)
	}
	if err := lazy.Loop(suite.Encode)(n); err != nil {
		t.Fatal(err)
	}
	if again, err := lazy.Verify(); err != nil || !again || c.decodes != n || !lazy.Rechecked {
		t.Errorf("other bytes: %v, rechecked %v/%v, %d decodes; want every message decoded and Rechecked", err, again, lazy.Rechecked, c.decodes)
	}
	c.badDecode = true
	lazy, _ = l.Prepare(b.Only(suite.Encode).CheckedEach(n, want))
	_ = lazy.Loop(suite.Encode)(1)
	if _, err := lazy.Verify(); err == nil || !strings.Contains(err.Error(), "round trip differs") {
		t.Errorf("a broken decode on other bytes: %v; want the round trip's error", err)
	}
	c.suffix, c.badDecode = "", false

	// Other messages: the model digests differ, whatever the bytes.
	other := func(i int) (uint64, uint64) {
		e, m := want(i)
		return e + 1, m + 1
	}
	lazy, _ = l.Prepare(b.Only(suite.Encode).CheckedEach(n, other))
	_ = lazy.Loop(suite.Encode)(1)
	if _, err := lazy.Verify(); err == nil || !strings.Contains(err.Error(), "model digest") {
		t.Errorf("other messages: %v; want the model digest's error", err)
	}
	if _, err := l.Prepare(b.Only(suite.Encode).CheckedEach(n+1, want)); err == nil {
		t.Error("checked each of another number of messages: no error")
	}
	// Other ops than encode alone are checked in full, as before.
	p, err := l.Prepare(b.Checked(full.EncodedDigest).CheckedEach(n, want))
	if err != nil || p.Lazy() {
		t.Errorf("every op, checked each: %v, lazy %v; want a full preparation", err, p.Lazy())
	}
}

// A mix checked each verifies each message through its own type's
// binding, in stream order.
func TestCheckedEachMix(t *testing.T) {
	var seen []string
	b, l := bindMix(t, toyMix(), jsonCodec(&seen))
	full, err := l.Prepare(b)
	if err != nil {
		t.Fatal(err)
	}
	seen = nil
	lazy, err := l.Prepare(b.Only(suite.Encode).CheckedEach(full.Messages(), full.Expect()))
	if err != nil {
		t.Fatal(err)
	}
	if !lazy.Lazy() || len(seen) != 0 || lazy.ModelDigest != full.ModelDigest {
		t.Fatalf("lazy %v, %d encoded before the loop, model digest %x; want lazy, none, %x", lazy.Lazy(), len(seen), lazy.ModelDigest, full.ModelDigest)
	}
	if err := lazy.Loop(suite.Encode)(2); err != nil {
		t.Fatal(err)
	}
	if again, err := lazy.Verify(); err != nil || again || len(seen) != 4 {
		t.Errorf("after two ops: %v, rechecked %v, %d encodings %q; want the two timed and the two checked", err, again, len(seen), seen)
	}
	wrong := func(i int) (uint64, uint64) { return 0, 0 }
	lazy, _ = l.Prepare(b.Only(suite.Encode).CheckedEach(full.Messages(), wrong))
	_ = lazy.Loop(suite.Encode)(2)
	if _, err := lazy.Verify(); err == nil || !strings.Contains(err.Error(), "of the mix") {
		t.Errorf("other messages: %v; want an error naming the mix's message type", err)
	}
}
