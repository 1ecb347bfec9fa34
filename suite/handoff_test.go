package suite_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/serbench/serbench/suite"
)

// handOff copies p's messages as another process would read them.
func handOff(p *suite.Prepared) suite.Handoff {
	h := p.Handoff()
	var buf []byte
	for _, m := range h.Msgs {
		buf = append(buf, m...)
	}
	out := suite.Handoff{Msgs: make([][]byte, len(h.Msgs)), Sums: append([]uint64(nil), h.Sums...), Types: h.Types}
	off := 0
	for i, m := range h.Msgs {
		out.Msgs[i] = buf[off : off+len(m) : off+len(m)]
		off += len(m)
	}
	return out
}

// Handed-off messages give the decode and read loops the parent's
// validation would, with the same digests, on a dataset of one type and
// on a mix; anything else is refused.
func TestPrepareHandoff(t *testing.T) {
	def := toyDef()
	codec := suite.FuncsCodec("text", text("text"))
	l, b := bound(t, def, codec)
	p, err := l.Prepare(b)
	if err != nil {
		t.Fatal(err)
	}
	mix := toyMix()
	jc := jsonCodec(nil)
	mb, ok := mix.Bind("trace", &jc)
	if !ok {
		t.Fatal("json does not bind to the mix")
	}
	mp, err := prepareMix(t, mix, jc)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		b    *suite.Bound
		p    *suite.Prepared
	}{{"one type", b, p}, {"mix", mb, mp}} {
		h := handOff(c.p)
		got, err := c.b.Only(suite.HandoffOps...).Checked(c.p.EncodedDigest).PrepareHandoff(h)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got.ModelDigest != c.p.ModelDigest || got.EncodedDigest != c.p.EncodedDigest {
			t.Errorf("%s: digests %016x %016x, want %016x %016x", c.name, got.ModelDigest, got.EncodedDigest, c.p.ModelDigest, c.p.EncodedDigest)
		}
		for i := range c.p.Sizes {
			if !bytes.Equal(got.Encoded(i), c.p.Encoded(i)) {
				t.Errorf("%s: message %d: %q, want %q", c.name, i, got.Encoded(i), c.p.Encoded(i))
			}
		}
		for _, op := range suite.HandoffOps {
			if err := got.Loop(op)(7); err != nil {
				t.Errorf("%s: %s: %v", c.name, op, err)
			}
		}
		if got.Loop(suite.Encode) != nil {
			t.Errorf("%s: an encode loop without the model", c.name)
		}

		// Refused: not Checked, other bytes, an op that needs the model.
		if _, err := c.b.Only(suite.HandoffOps...).PrepareHandoff(h); err == nil || !strings.Contains(err.Error(), "not Checked") {
			t.Errorf("%s: unchecked binding: %v", c.name, err)
		}
		other := handOff(c.p)
		other.Msgs[0] = append([]byte("9"), other.Msgs[0]...)
		if _, err := c.b.Only(suite.HandoffOps...).Checked(c.p.EncodedDigest).PrepareHandoff(other); err == nil || !strings.Contains(err.Error(), "not the") {
			t.Errorf("%s: other bytes: %v", c.name, err)
		}
		if _, err := c.b.Checked(c.p.EncodedDigest).PrepareHandoff(h, suite.Encode); err == nil {
			t.Errorf("%s: encode from a handoff: no error", c.name)
		}
		// A wrong model digest fails the read, as validation would.
		wrong := handOff(c.p)
		wrong.Sums[1]++
		rp, err := c.b.Only(suite.Read).Checked(c.p.EncodedDigest).PrepareHandoff(wrong)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if err := rp.Loop(suite.Read)(2); err == nil || !strings.Contains(err.Error(), "digest") {
			t.Errorf("%s: read of a wrong digest: %v", c.name, err)
		}
	}
}
