package symphonytest

import (
	"bytes"
	"encoding/binary"
	"errors"
	"math/rand/v2"
	"runtime"
	"testing"

	"google.golang.org/protobuf/proto"

	"github.com/serbench/serbench/symphony"
)

// randomEverything returns n filled messages of the test schema.
func randomEverything(seed uint64, n int) []*Everything {
	r := rand.New(rand.NewPCG(seed, 1))
	out := make([]*Everything, n)
	for i := range out {
		m := new(Everything)
		Fill(m.ProtoReflect(), r, 3)
		out[i] = m
	}
	return out
}

func TestRoundTrip(t *testing.T) {
	for i, m := range randomEverything(1, 300) {
		b, err := m.MarshalSymphony()
		if err != nil {
			t.Fatal(err)
		}
		if len(b) != m.SizeSymphony() {
			t.Fatalf("message %d: SizeSymphony %d, encoded %d bytes", i, m.SizeSymphony(), len(b))
		}
		var back Everything
		if err := back.UnmarshalSymphony(b); err != nil {
			t.Fatalf("message %d: %v", i, err)
		}
		if !proto.Equal(&back, m) {
			t.Fatalf("message %d: round trip changed it:\n got %v\nwant %v", i, &back, m)
		}
		// Decoding does not alias the input.
		clear(b)
		if !proto.Equal(&back, m) {
			t.Fatalf("message %d: decoded message changed with its input", i)
		}

		h, err := m.MarshalSymphonyHybrid()
		if err != nil {
			t.Fatal(err)
		}
		var hb Everything
		if err := hb.UnmarshalSymphonyHybrid(h); err != nil {
			t.Fatalf("message %d hybrid: %v", i, err)
		}
		if !proto.Equal(&hb, m) {
			t.Fatalf("message %d: hybrid round trip changed it:\n got %v\nwant %v", i, &hb, m)
		}
	}
}

// AppendSymphony writes offsets from the message's own start, so a message
// appended after other bytes reads back alone and its bytes equal
// MarshalSymphony's; the same goes for the hybrid form.
func TestAppend(t *testing.T) {
	for _, m := range randomEverything(2, 20) {
		prefix := []byte("prefix")
		b, err := m.AppendSymphony(bytes.Clone(prefix))
		if err != nil {
			t.Fatal(err)
		}
		alone, _ := m.MarshalSymphony()
		if !bytes.HasPrefix(b, prefix) || !bytes.Equal(b[len(prefix):], alone) {
			t.Fatal("AppendSymphony after a prefix differs from MarshalSymphony")
		}
		// A caller's buffer whose spare capacity holds garbage, with room
		// to spare and without.
		for _, room := range []int{len(alone) + 100, len(alone) / 2} {
			dirty := make([]byte, len(prefix), len(prefix)+room)
			copy(dirty, prefix)
			full := dirty[:cap(dirty)]
			for i := len(prefix); i < len(full); i++ {
				full[i] = 0xee
			}
			got, err := m.AppendSymphony(dirty)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got[len(prefix):], alone) {
				t.Fatalf("AppendSymphony into a dirty buffer with %d bytes of room differs", room)
			}
		}
		h, err := m.AppendSymphonyHybrid(bytes.Clone(prefix))
		if err != nil {
			t.Fatal(err)
		}
		halone, _ := m.MarshalSymphonyHybrid()
		if !bytes.Equal(h[len(prefix):], halone) {
			t.Fatal("AppendSymphonyHybrid after a prefix differs from MarshalSymphonyHybrid")
		}
	}
}

// The hybrid form's private part is exactly protobuf's encoding of the
// private fields.
func TestHybridPrivateIsProtobuf(t *testing.T) {
	for _, m := range randomEverything(3, 50) {
		priv := &Split{PrivN: m.GetSplit().GetPrivN(), PrivS: m.GetSplit().GetPrivS(), PrivList: m.GetSplit().GetPrivList()}
		want, err := proto.MarshalOptions{Deterministic: true}.Marshal(priv)
		if err != nil {
			t.Fatal(err)
		}
		s := m.GetSplit()
		if s == nil {
			s = new(Split)
		}
		h, err := s.MarshalSymphonyHybrid()
		if err != nil {
			t.Fatal(err)
		}
		otp := binary.LittleEndian.Uint32(h[1:])
		if !bytes.Equal(h[otp:], want) {
			t.Fatalf("private part %x, protobuf %x", h[otp:], want)
		}
	}
}

func TestRawMatchesStruct(t *testing.T) {
	for i, m := range randomEverything(4, 200) {
		b, _ := m.MarshalSymphony()
		r, err := OpenEverythingRaw(b)
		if err != nil {
			t.Fatal(err)
		}
		if err := CheckRaw(r, m.ProtoReflect()); err != nil {
			t.Fatalf("message %d: %v", i, err)
		}
	}
	// The checker itself must notice a difference.
	m := randomEverything(5, 1)[0]
	m.Name = "abc"
	b, _ := m.MarshalSymphony()
	m.Name = "abd"
	if err := CheckRaw(EverythingRaw(b), m.ProtoReflect()); err == nil {
		t.Fatal("CheckRaw found no difference between name abc and abd")
	}
}

func TestRawGettersDoNotCopy(t *testing.T) {
	b, _ := (&Split{PubS: "hello", PrivS: "world"}).MarshalSymphony()
	r := SplitRaw(b)
	s, err := r.PubS()
	if err != nil {
		t.Fatal(err)
	}
	if &s[0] != &b[bytes.Index(b, []byte("hello"))] {
		t.Error("PubS is not a slice of the message")
	}
	if cap(s) != len(s) {
		t.Error("PubS's capacity reaches past the field: an append would overwrite the message")
	}
	if n := testing.AllocsPerRun(100, func() {
		_, _ = r.PubS()
		_, _ = r.PrivS()
		_, _ = r.PrivList()
		_, _ = r.PubVar()
	}); n != 0 {
		t.Errorf("getters allocate %v times", n)
	}
}

func TestRawSetters(t *testing.T) {
	orig := &Split{PrivN: 5, PubS: "ab", PubN: -1, PrivS: "zz", PrivList: []int32{3}, PubVar: &Var{S: "q"}}
	encode := func(m *Split) []byte {
		b, err := m.MarshalSymphony()
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	b := encode(orig)
	if err := symphony.SetIDs(b, 7, 9); err != nil {
		t.Fatal(err)
	}
	r := SplitRaw(b)

	// In place: fixed scalars, and strings of the same length.
	if err := r.SetPubN(42); err != nil {
		t.Fatal(err)
	}
	if err := r.SetPrivN(-3); err != nil {
		t.Fatal(err)
	}
	if err := r.SetPrivS("yy"); err != nil {
		t.Fatal(err)
	}
	if &r[0] != &b[0] {
		t.Fatal("an in-place setter moved the message")
	}
	want := proto.Clone(orig).(*Split)
	want.PubN, want.PrivN, want.PrivS = 42, -3, "yy"
	wantBytes := encode(want)
	_ = symphony.SetIDs(wantBytes, 7, 9)
	if !bytes.Equal(r, wantBytes) {
		t.Fatalf("after in-place sets:\n got %x\nwant %x", []byte(r), wantBytes)
	}

	// Re-encode: a string of another length.
	if err := r.SetPubS("longer"); err != nil {
		t.Fatal(err)
	}
	if err := r.SetPrivS(""); err != nil {
		t.Fatal(err)
	}
	want.PubS, want.PrivS = "longer", ""
	wantBytes = encode(want)
	_ = symphony.SetIDs(wantBytes, 7, 9)
	if !bytes.Equal(r, wantBytes) {
		t.Fatalf("after re-encoding sets:\n got %x\nwant %x", []byte(r), wantBytes)
	}
	if s, m, _ := symphony.IDs(r); s != 7 || m != 9 {
		t.Errorf("re-encoding lost the header ids: %d, %d", s, m)
	}
	var back Split
	if err := back.UnmarshalSymphony(r); err != nil || !proto.Equal(&back, want) {
		t.Fatalf("decoded %v (%v), want %v", &back, err, want)
	}

	// A setter on malformed bytes fails and changes nothing.
	bad := SplitRaw{0x02, 0, 0}
	if err := bad.SetPubN(1); err == nil {
		t.Error("SetPubN on malformed bytes returned no error")
	}
}

// Every strict prefix of a valid message is malformed.
func TestTruncated(t *testing.T) {
	for _, m := range randomEverything(6, 20) {
		b, _ := m.MarshalSymphony()
		for n := range len(b) {
			var back Everything
			err := back.UnmarshalSymphony(b[:n])
			if !errors.Is(err, symphony.ErrMalformed) {
				t.Fatalf("prefix of %d of %d bytes: error %v, want ErrMalformed", n, len(b), err)
			}
		}
	}
}

// A count of 2^31 in a 20-odd-byte message is an error, not a huge make.
func TestHugeCount(t *testing.T) {
	b, _ := (&RepeatedVar{}).MarshalSymphony()
	binary.LittleEndian.PutUint32(b[22:], 1<<31) // strs' count
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	before := ms.TotalAlloc
	var back RepeatedVar
	err := back.UnmarshalSymphony(b)
	runtime.ReadMemStats(&ms)
	if !errors.Is(err, symphony.ErrMalformed) {
		t.Fatalf("error %v, want ErrMalformed", err)
	}
	if grew := ms.TotalAlloc - before; grew > 4096 {
		t.Errorf("decoding a %d-byte message allocated %d bytes", len(b), grew)
	}
	r := RepeatedVarRaw(b)
	if _, err := r.Strs(); err == nil {
		t.Error("the Raw getter accepted a count of 2^31")
	}

	f, _ := (&RepeatedFixed{}).MarshalSymphony()
	binary.LittleEndian.PutUint32(f[46:], 1<<31) // i32s' count
	var rf RepeatedFixed
	if err := rf.UnmarshalSymphony(f); !errors.Is(err, symphony.ErrMalformed) {
		t.Fatalf("error %v, want ErrMalformed", err)
	}
	if _, err := RepeatedFixedRaw(f).I32S(); err == nil {
		t.Error("the Raw getter accepted a count of 2^31")
	}
}

// Two fields may not share a payload: that would let a small message decode
// to an exponentially larger one.
func TestOverlappingPayloads(t *testing.T) {
	b, _ := (&Nested{Inner: &Var{S: "x"}, After: 1}).MarshalSymphony()
	var back Nested
	if err := back.UnmarshalSymphony(b); err != nil {
		t.Fatal(err)
	}
	v, _ := (&Var{S: "ab"}).MarshalSymphony()
	// Point data's offset at s's payload.
	binary.LittleEndian.PutUint32(v[18:], binary.LittleEndian.Uint32(v[14:]))
	var bv Var
	if err := bv.UnmarshalSymphony(v); !errors.Is(err, symphony.ErrMalformed) {
		t.Fatalf("overlapping payloads: error %v, want ErrMalformed", err)
	}
}

func TestDeepNesting(t *testing.T) {
	m := new(Everything)
	for range symphony.MaxDepth + 1 {
		m = &Everything{Children: []*Everything{m}}
	}
	b, err := m.MarshalSymphony()
	if err != nil {
		t.Fatal(err)
	}
	var back Everything
	if err := back.UnmarshalSymphony(b); !errors.Is(err, symphony.ErrMalformed) {
		t.Fatalf("nesting deeper than MaxDepth: error %v, want ErrMalformed", err)
	}
}

func TestHeaderErrors(t *testing.T) {
	good, _ := (&Split{PubS: "a"}).MarshalSymphony()
	for name, mutate := range map[string]func([]byte){
		"version":                 func(b []byte) { b[0] = 2 },
		"offset_to_private large": func(b []byte) { binary.LittleEndian.PutUint32(b[1:], 1<<30) },
		"offset_to_private small": func(b []byte) { binary.LittleEndian.PutUint32(b[1:], 5) },
		"private version":         func(b []byte) { b[binary.LittleEndian.Uint32(b[1:])] = 0 },
		"string length":           func(b []byte) { binary.LittleEndian.PutUint32(b[29:], 1000) },
	} {
		b := bytes.Clone(good)
		mutate(b)
		var s Split
		if err := s.UnmarshalSymphony(b); !errors.Is(err, symphony.ErrMalformed) {
			t.Errorf("%s: error %v, want ErrMalformed", name, err)
		}
		if _, err := OpenSplitRaw(b); name != "string length" && err == nil {
			t.Errorf("%s: OpenSplitRaw accepted it", name)
		}
		if err := WalkRaw(SplitRaw(b), (&Split{}).ProtoReflect().Descriptor()); err == nil {
			t.Errorf("%s: every Raw getter accepted it", name)
		}
	}
}

// A hybrid message's protobuf part may not carry a public field.
func TestHybridRejectsPublicInPrivate(t *testing.T) {
	h, _ := (&Split{PubS: "a"}).MarshalSymphonyHybrid()
	h = append(h, 0x12, 0x01, 'x') // field 2 (pub_s), a string
	var s Split
	if err := s.UnmarshalSymphonyHybrid(h); !errors.Is(err, symphony.ErrMalformed) {
		t.Fatalf("error %v, want ErrMalformed", err)
	}
}

// A map whose entries repeat a key is malformed: the view would list both
// entries, the decoded map only one (a fuzz finding).
func TestDuplicateMapKey(t *testing.T) {
	b, _ := (&Mapped{Counts: map[string]int32{"a": 1, "b": 2}}).MarshalSymphony()
	i := bytes.Index(b, []byte{1, 0, 0, 0, 'b'})
	if i < 0 {
		t.Fatal("no key b in the encoding")
	}
	b[i+4] = 'a'
	var m Mapped
	if err := m.UnmarshalSymphony(b); !errors.Is(err, symphony.ErrMalformed) {
		t.Fatalf("duplicate key: error %v, want ErrMalformed", err)
	}
}

// UnmarshalSymphonyNoCopy decodes what UnmarshalSymphony does, into
// strings and bytes that are the input's own: changing the input changes
// the message (which is why only callers that opt in use it).
func TestNoCopy(t *testing.T) {
	for i, m := range randomEverything(11, 50) {
		b, _ := m.MarshalSymphony()
		var back Everything
		if err := back.UnmarshalSymphonyNoCopy(b); err != nil {
			t.Fatalf("message %d: %v", i, err)
		}
		if !proto.Equal(&back, m) {
			t.Fatalf("message %d: no-copy round trip changed it", i)
		}
	}
	b, _ := (&Var{S: "abc", Data: []byte("de")}).MarshalSymphony()
	var v Var
	if err := v.UnmarshalSymphonyNoCopy(b); err != nil {
		t.Fatal(err)
	}
	i := bytes.Index(b, []byte("abc"))
	b[i] = 'x'
	if v.S != "xbc" {
		t.Errorf("the decoded string is %q: it does not alias the input", v.S)
	}
}
