package suite_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"unsafe"

	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// word is a second message type for the mixes, beside model.
type word string

func hashWord(h *digest.Hasher, w word) { h.String(string(w)) }

func wordDef() *suite.Def[word] {
	return &suite.Def[word]{
		Digest: hashWord,
		Equal: func(want, got word) error {
			if want != got {
				return fmt.Errorf("got %q, want %q", got, want)
			}
			return nil
		},
	}
}

// stream is the mix's messages: two types, interleaved.
var stream = []any{model{1, 2}, word("a"), model{3}, word("bcd"), word("")}

func toyMix() *suite.Mix {
	return &suite.Mix{
		Meta:     suite.Info{Name: "mix", Variants: []suite.VariantInfo{{Name: "trace"}}},
		Generate: func(string) ([]any, error) { return slices.Clone(stream), nil },
		Parts:    []suite.Part{toyDef(), wordDef()},
	}
}

// jsonCodec binds to any model type through its Go values, as the
// reflection codecs do; seen records what it encodes, in order.
func jsonCodec(seen *[]string) suite.Codec {
	return suite.Codec{Name: "json", Bind: func(m suite.Model) (suite.Binding, bool) {
		return m.BindModel(suite.ModelFuncs{
			Marshal: func(v any) ([]byte, error) {
				b, err := json.Marshal(v)
				if seen != nil {
					*seen = append(*seen, string(b))
				}
				return b, err
			},
			Unmarshal: json.Unmarshal,
		}), true
	}}
}

func prepareMix(t *testing.T, m *suite.Mix, c suite.Codec) (*suite.Prepared, error) {
	t.Helper()
	b, l := bindMix(t, m, c)
	return l.Prepare(b)
}

// bindMix binds c to m's trace and loads it, failing the test where it
// cannot.
func bindMix(t *testing.T, m *suite.Mix, c suite.Codec) (*suite.Bound, suite.Loaded) {
	t.Helper()
	b, ok := m.Bind("trace", &c)
	if !ok {
		t.Fatalf("%s does not bind to the mix", c.Name)
	}
	l, err := m.Load("trace")
	if err != nil {
		t.Fatal(err)
	}
	if l.Messages() != len(stream) {
		t.Errorf("Messages() = %d, want %d", l.Messages(), len(stream))
	}
	return b, l
}

// Every message goes through its own type's binding, in stream order.
func TestMixRunsEachMessageThroughItsType(t *testing.T) {
	var seen []string
	p, err := prepareMix(t, toyMix(), jsonCodec(&seen))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"[1,2]", `"a"`, "[3]", `"bcd"`, `""`}
	// Validation goes part by part; every message is validated once.
	if got, all := slices.Sorted(slices.Values(seen)), slices.Sorted(slices.Values(want)); !slices.Equal(got, all) {
		t.Errorf("validation encoded %q, want %q", got, all)
	}
	sizes := make([]int, len(want))
	var total float64
	for i, w := range want {
		sizes[i] = len(w)
		total += float64(len(w))
	}
	if !slices.Equal(p.Sizes, sizes) || p.EncodedBytes != total/float64(len(want)) {
		t.Errorf("sizes %v (mean %v), want %v", p.Sizes, p.EncodedBytes, sizes)
	}
	// Two models of 2 and 1 ints and three words of one unit each.
	if p.UnitsPerOp != (2.0+1+3)/5 {
		t.Errorf("UnitsPerOp = %v", p.UnitsPerOp)
	}
	// Encoded hands out each message's validated bytes in stream order,
	// capped at their length so that an append cannot reach the next.
	for i, w := range want {
		b := p.Encoded(i)
		if string(b) != w || cap(b) != len(b) {
			t.Errorf("Encoded(%d) = %q (cap %d), want %q (cap %d)", i, b, cap(b), w, len(w))
		}
	}
	if n := testing.AllocsPerRun(10, func() { p.Encoded(3) }); n != 0 {
		t.Errorf("Encoded allocates %v times: it must hand out the bytes it holds", n)
	}
	seen = nil
	if err := p.Loop(suite.Encode)(7); err != nil {
		t.Fatal(err)
	}
	if want := append(want, want[:2]...); !slices.Equal(seen, want) {
		t.Errorf("the encode loop encoded %q, want %q (round robin)", seen, want)
	}
	for _, op := range []suite.Op{suite.Encode, suite.Decode, suite.Read} {
		if err := p.Loop(op)(11); err != nil {
			t.Errorf("%s: %v", op, err)
		}
		for i := range want {
			if err := p.Step(op)(i); err != nil {
				t.Errorf("%s step %d: %v", op, i, err)
			}
		}
	}
}

// A codec that cannot bind every type of the mix does not bind the mix; a
// part that fails validation fails the mix with its reason.
func TestMixNeedsEveryPart(t *testing.T) {
	onlyModels := suite.FuncsCodec("text", text("text"))
	if _, ok := toyMix().Bind("trace", &onlyModels); ok {
		t.Error("a codec of one part's type binds to the mix")
	}
	bad := suite.Codec{Name: "bad", Bind: func(m suite.Model) (suite.Binding, bool) {
		if _, ok := m.(*suite.Def[word]); ok {
			return suite.Bind(suite.Funcs[word, word]{
				FromModel: func(w word) (word, error) { return w, nil },
				ToModel:   func(w word) (word, error) { return w + "!", nil },
				Encode:    func(w word) ([]byte, error) { return []byte(w), nil },
				Decode:    func(b []byte) (word, error) { return word(b), nil },
			}), true
		}
		return jsonCodec(nil).Bind(m)
	}}
	if _, err := prepareMix(t, toyMix(), bad); err == nil || !strings.Contains(err.Error(), "round trip differs") {
		t.Errorf("a failing part: %v", err)
	}
}

func TestMixRejectsForeignMessages(t *testing.T) {
	m := toyMix()
	m.Generate = func(string) ([]any, error) { return []any{model{1}, 3.5}, nil }
	if _, err := m.Load("trace"); err == nil || !strings.Contains(err.Error(), "float64") {
		t.Errorf("a message of no part's type: %v", err)
	}
}

// table is a codec over a fixed table of messages that allocates nothing:
// its value is an index, its bytes are precomputed.
func table[M comparable](msgs []M) suite.Funcs[M, int] {
	encs := make([][]byte, len(msgs))
	for i := range msgs {
		encs[i] = []byte{byte(i)}
	}
	return suite.Funcs[M, int]{
		FromModel: func(m M) (int, error) {
			if i := slices.Index(msgs, m); i >= 0 {
				return i, nil
			}
			return 0, errors.New("not in the table")
		},
		ToModel: func(i int) (M, error) { return msgs[i], nil },
		Encode:  func(i int) ([]byte, error) { return encs[i], nil },
		Decode: func(b []byte) (int, error) {
			if len(b) != 1 || int(b[0]) >= len(msgs) {
				return 0, errors.New("bad bytes")
			}
			return int(b[0]), nil
		},
	}
}

// The mix's dispatch adds no allocation to the timed loops: with a codec
// that allocates nothing, neither does any of its loops.
func TestMixDispatchAllocatesNothing(t *testing.T) {
	words := []word{"a", "bcd", ""}
	ints := []int{1, 2}
	wordFuncs := table(words)
	wordFuncs.Visit = func(h *digest.Hasher, i int) { hashWord(h, words[i]) }
	intFuncs := table(ints)
	intFuncs.Visit = func(h *digest.Hasher, i int) { h.Int64(int64(ints[i])) }
	codec := suite.Codec{Name: "table", Bind: func(m suite.Model) (suite.Binding, bool) {
		switch m.(type) {
		case *suite.Def[word]:
			return suite.Bind(wordFuncs), true
		case *suite.Def[int]:
			return suite.Bind(intFuncs), true
		}
		return nil, false
	}}
	mix := &suite.Mix{
		Meta:     suite.Info{Name: "mix", Variants: []suite.VariantInfo{{Name: "trace"}}},
		Generate: func(string) ([]any, error) { return []any{1, word("a"), word("bcd"), 2, word("")}, nil },
		Parts: []suite.Part{wordDef(), &suite.Def[int]{
			Digest: func(h *digest.Hasher, i int) { h.Int64(int64(i)) },
			Equal: func(want, got int) error {
				if want != got {
					return errors.New("differ")
				}
				return nil
			},
		}},
	}
	b, ok := mix.Bind("trace", &codec)
	if !ok {
		t.Fatal("the table codec does not bind")
	}
	l, err := mix.Load("trace")
	if err != nil {
		t.Fatal(err)
	}
	p, err := l.Prepare(b)
	if err != nil {
		t.Fatal(err)
	}
	for _, op := range []suite.Op{suite.Encode, suite.Decode, suite.Read} {
		loop := p.Loop(op)
		allocs := testing.AllocsPerRun(100, func() {
			if err := loop(10); err != nil {
				t.Fatal(err)
			}
		})
		if allocs != 0 {
			t.Errorf("%s: %v allocations per 10 messages, want 0", op, allocs)
		}
	}
}

// A mix's ModelDigest is its messages', whatever the codec and however it
// encodes them, and changes with the messages (a timing worker proves by
// it that it prepared its parent's).
func TestMixModelDigest(t *testing.T) {
	a, err := prepareMix(t, toyMix(), jsonCodec(nil))
	if err != nil {
		t.Fatal(err)
	}
	padded := suite.Codec{Name: "padded", Bind: func(m suite.Model) (suite.Binding, bool) {
		return m.BindModel(suite.ModelFuncs{
			Marshal: func(v any) ([]byte, error) {
				b, err := json.Marshal(v)
				return append([]byte("  "), b...), err // other bytes, same messages
			},
			Unmarshal: json.Unmarshal,
		}), true
	}}
	b, err := prepareMix(t, toyMix(), padded)
	if err != nil {
		t.Fatal(err)
	}
	if a.ModelDigest == 0 || a.ModelDigest != b.ModelDigest || a.EncodedBytes == b.EncodedBytes {
		t.Errorf("model digests %x and %x (sizes %v, %v): want equal, and the sizes apart", a.ModelDigest, b.ModelDigest, a.EncodedBytes, b.EncodedBytes)
	}
	other := toyMix()
	other.Generate = func(string) ([]any, error) {
		s := slices.Clone(stream)
		s[0], s[1] = s[1], s[0]
		return s, nil
	}
	c, err := prepareMix(t, other, jsonCodec(nil))
	if err != nil {
		t.Fatal(err)
	}
	if c.ModelDigest == a.ModelDigest {
		t.Error("another order of the messages has the same model digest")
	}
}

// The messages' bytes lie one after another in one buffer, in stream
// order, as a user's loop over a file reads them: the mix repacks what
// its parts packed each on their own.
func TestMixPacksEncodedInStreamOrder(t *testing.T) {
	p, err := prepareMix(t, toyMix(), jsonCodec(nil))
	if err != nil {
		t.Fatal(err)
	}
	contiguous(t, p)
}

// contiguous checks that each message's bytes start where the last one's
// end, and that each slice's capacity ends at its length.
func contiguous(t *testing.T, p *suite.Prepared) {
	t.Helper()
	for i := range p.Sizes {
		b := p.Encoded(i)
		if cap(b) != len(b) {
			t.Errorf("message %d: capacity %d past its %d bytes", i, cap(b), len(b))
		}
		if len(b) != p.Sizes[i] {
			t.Fatalf("message %d: %d bytes, size %d", i, len(b), p.Sizes[i])
		}
		if i == 0 || len(b) == 0 || len(p.Encoded(i-1)) == 0 {
			continue
		}
		prev := p.Encoded(i - 1)
		if uintptr(unsafe.Pointer(unsafe.SliceData(prev)))+uintptr(len(prev)) != uintptr(unsafe.Pointer(unsafe.SliceData(b))) {
			t.Errorf("message %d does not follow message %d in memory", i, i-1)
		}
	}
}

// A Def's messages are packed likewise, in order.
func TestDefPacksEncoded(t *testing.T) {
	p, err := prepare(t, toyDef(), jsonCodec(nil))
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Sizes) < 2 {
		t.Fatalf("%d messages: too few to check", len(p.Sizes))
	}
	contiguous(t, p)
}
