package suite_test

import (
	"fmt"
	"testing"

	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// box is a pooled codec's decoded value: live from the pool's get to its
// release.
type box struct {
	m    model
	live bool
}

// pool is a toy object pool that counts what the harness does with it and
// fails the test on a double release or a value used after its release.
type pool struct {
	t                *testing.T
	free             []*box
	gets, releases   int
	usedAfterRelease bool
}

func (p *pool) get() *box {
	p.gets++
	if n := len(p.free); n > 0 {
		b := p.free[n-1]
		p.free = p.free[:n-1]
		b.live = true
		return b
	}
	return &box{live: true}
}

func (p *pool) release(b *box) {
	if !b.live {
		p.t.Error("Release called twice on one value")
	}
	p.releases++
	b.live, b.m = false, nil // a released value is garbage, as in a real pool
	p.free = append(p.free, b)
}

func (p *pool) funcs() suite.Funcs[model, *box] {
	text := text("pooled")
	return suite.Funcs[model, *box]{
		FromModel: func(m model) (*box, error) { return &box{m: m, live: true}, nil },
		ToModel: func(b *box) (model, error) {
			if !b.live {
				p.usedAfterRelease = true
				return nil, fmt.Errorf("ToModel on a released value")
			}
			return b.m, nil
		},
		Encode: func(b *box) ([]byte, error) { return text.Encode(b.m) },
		Decode: func(enc []byte) (*box, error) {
			b := p.get()
			m, err := text.Decode(enc)
			b.m = m
			return b, err
		},
		Visit: func(h *digest.Hasher, b *box) {
			if !b.live {
				p.usedAfterRelease = true
			}
			sum(h, b.m)
		},
		Release: p.release,
	}
}

// Release runs once per decode and once per read, in validation, loops and
// steps alike, never on encode, and only after the value's last use.
func TestReleaseOncePerDecodeAndRead(t *testing.T) {
	p := &pool{t: t}
	prep, err := prepare(t, toyDef(), suite.FuncsCodec("pooled", p.funcs()))
	if err != nil {
		t.Fatal(err)
	}
	// Validation decodes each of the two messages once.
	if p.gets != 2 || p.releases != 2 {
		t.Errorf("validation: %d gets, %d releases, want 2 and 2", p.gets, p.releases)
	}
	for _, c := range []struct {
		op    suite.Op
		n     int
		calls int
	}{
		{suite.Encode, 5, 0},
		{suite.Decode, 5, 5},
		{suite.Read, 7, 7},
	} {
		gets, releases := p.gets, p.releases
		if err := prep.Loop(c.op)(c.n); err != nil {
			t.Fatalf("%s loop: %v", c.op, err)
		}
		if err := prep.Step(c.op)(1); err != nil {
			t.Fatalf("%s step: %v", c.op, err)
		}
		want := c.calls
		if want > 0 {
			want++ // the step
		}
		if g, r := p.gets-gets, p.releases-releases; g != want || r != want {
			t.Errorf("%s: %d gets, %d releases, want %d of each", c.op, g, r, want)
		}
	}
	if p.usedAfterRelease {
		t.Error("a value was used after its release")
	}
	if len(p.free) != 1 {
		t.Errorf("%d values in the pool, want 1: every decode should reuse the one released before it", len(p.free))
	}
}

// LoopFrom starts at the given message and goes round: goroutines timed at
// once each start on messages of their own.
func TestLoopFrom(t *testing.T) {
	var seen []int
	def := &suite.Def[int]{
		Meta:     suite.Info{Name: "ints", Variants: []suite.VariantInfo{{Name: "four"}}},
		Generate: func(string) ([]int, error) { return []int{0, 1, 2, 3}, nil },
		Digest:   func(h *digest.Hasher, m int) { h.Len(m) },
		Equal: func(want, got int) error {
			if want != got {
				return fmt.Errorf("%d != %d", got, want)
			}
			return nil
		},
	}
	c := suite.FuncsCodec("rec", suite.Funcs[int, int]{
		FromModel: func(m int) (int, error) { return m, nil },
		ToModel:   func(v int) (int, error) { return v, nil },
		Encode: func(v int) ([]byte, error) {
			seen = append(seen, v)
			return []byte{byte(v)}, nil
		},
		Decode: func(b []byte) (int, error) { return int(b[0]), nil },
	})
	l, err := def.Load("four")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := def.Bind("four", &c)
	p, err := l.Prepare(b)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		start int
		want  []int
	}{{0, []int{0, 1, 2}}, {2, []int{2, 3, 0, 1, 2}}, {6, []int{2, 3}}, {-1, []int{3, 0}}} {
		seen = nil
		if err := p.LoopFrom(suite.Encode, tc.start)(len(tc.want)); err != nil {
			t.Fatal(err)
		}
		if fmt.Sprint(seen) != fmt.Sprint(tc.want) {
			t.Errorf("LoopFrom(encode, %d): encoded %v, want %v", tc.start, seen, tc.want)
		}
	}
	if p.LoopFrom(suite.Op("no-such-op"), 0) != nil {
		t.Error("LoopFrom of an op the binding lacks is not nil")
	}
}
