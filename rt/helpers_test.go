package rt_test

import (
	"math"
	"strings"
	"testing"
	"time"

	gojx "github.com/go-faster/jx"
	"github.com/mus-format/mus-go/varint"
	"github.com/valyala/fastjson"

	"github.com/serbench/serbench/codecs/baseline"
	"github.com/serbench/serbench/codecs/jx"
	"github.com/serbench/serbench/rt"
	"github.com/serbench/serbench/rt/baselinert"
	"github.com/serbench/serbench/rt/fastjsonrt"
	"github.com/serbench/serbench/rt/jxrt"
	"github.com/serbench/serbench/rt/musrt"
)

// Floats that JSON has no number for, every map key kind, and bad input:
// the jx and fastjson helpers carry the first two and reject the third.
func TestHandwrittenJSON(t *testing.T) {
	for _, f := range []float64{math.NaN(), math.Inf(1), math.Inf(-1), math.Copysign(0, -1), 1.5e300, 5e-324} {
		var w jx.Encoder
		jxrt.JxFloat64(&w, f)
		got, err := jxrt.JxReadFloat64(gojx.DecodeBytes(w.Bytes()))
		if err != nil || !rt.EqFloat(got, f) {
			t.Errorf("jx: %v wrote %s, read %v, %v", f, w.Bytes(), got, err)
		}
		var a fastjson.Arena
		b := fastjsonrt.FjFloat64(&a, f).MarshalTo(nil)
		v, err := fastjson.ParseBytes(b)
		if err != nil {
			t.Fatalf("fastjson: %v wrote %s: %v", f, b, err)
		}
		if got, err := fastjsonrt.FjReadFloat64(v); err != nil || !rt.EqFloat(got, f) {
			t.Errorf("fastjson: %v wrote %s, read %v, %v", f, b, got, err)
		}
		f32 := float32(f)
		w.Reset()
		jxrt.JxFloat32(&w, f32)
		if got, err := jxrt.JxReadFloat32(gojx.DecodeBytes(w.Bytes())); err != nil || !rt.EqFloat(got, f32) {
			t.Errorf("jx: float32 %v wrote %s, read %v, %v", f32, w.Bytes(), got, err)
		}
		b = fastjsonrt.FjFloat32(&a, f32).MarshalTo(nil)
		if v, err = fastjson.ParseBytes(b); err != nil {
			t.Fatalf("fastjson: float32 %v wrote %s: %v", f32, b, err)
		}
		if got, err := fastjsonrt.FjReadFloat32(v); err != nil || !rt.EqFloat(got, f32) {
			t.Errorf("fastjson: float32 %v wrote %s, read %v, %v", f32, b, got, err)
		}
	}
	checkKey(t, "a\"b", "a\"b")
	checkKey(t, int32(math.MinInt32), "-2147483648")
	checkKey(t, int64(math.MaxInt64), "9223372036854775807")
	checkKey(t, uint32(math.MaxUint32), "4294967295")
	checkKey(t, uint64(math.MaxUint64), "18446744073709551615")
	checkKey(t, true, "true")
	for _, bad := range []func() error{
		func() error { _, err := rt.ParseKey[int32]([]byte("2147483648")); return err },
		func() error { _, err := rt.ParseKey[bool]([]byte("yes")); return err },
		func() error { _, err := jxrt.JxReadFloat64(gojx.DecodeStr(`"nan"`)); return err },
		func() error { _, err := fastjsonrt.FjReadInt[int32](fastjson.MustParse("4294967296")); return err },
		func() error { _, err := fastjsonrt.FjReadUint[uint32](fastjson.MustParse("-1")); return err },
		func() error {
			_, err := fastjsonrt.FjReadMap[int64, bool](fastjson.MustParse(`{"x":true}`), fastjsonrt.FjReadBool)
			return err
		},
		func() error {
			_, err := jxrt.JxMap[uint64](gojx.DecodeStr(`{"1":"x"}`), (*jx.Decoder).Bool)
			return err
		},
		func() error { _, err := fastjsonrt.FjReadBytes(fastjson.MustParse(`"!"`)); return err },
	} {
		if bad() == nil {
			t.Errorf("bad input accepted")
		}
	}
}

func checkKey[K rt.MapKey](t *testing.T, k K, text string) {
	t.Helper()
	if got := rt.KeyText(k); got != text {
		t.Errorf("rt.KeyText(%v) = %q, want %q", k, got, text)
	}
	if got, err := rt.ParseKey[K]([]byte(text)); err != nil || got != k {
		t.Errorf("rt.ParseKey(%q) = %v, %v", text, got, err)
	}
}

// A recursive message nested deeper than baseline.MaxDepth is an error,
// not a stack overflow; a oneof's unknown case byte is an error.
func TestHandwrittenBaselineRejects(t *testing.T) {
	type node struct{ next *node }
	var read func(r *baseline.Reader, n *node)
	read = func(r *baseline.Reader, n *node) { n.next = baselinert.BaseMsg(r, read) }
	app := func(b []byte, _ *node) []byte { return b }
	conv := baselinert.BaseConv(func(*node) int { return 0 }, app, read)
	deep := make([]byte, baseline.MaxDepth+2)
	for i := range deep {
		deep[i] = 1
	}
	if _, err := baseline.Decode(deep, conv.Read); err == nil || !strings.Contains(err.Error(), "nested deeper") {
		t.Errorf("depth %d: %v", len(deep), err)
	}
	ok := append(make([]byte, 0, 101), deep[:100]...)
	if _, err := baseline.Decode(append(ok, 0), conv.Read); err != nil {
		t.Errorf("depth 100: %v", err)
	}
	if _, err := baseline.Decode([]byte{7}, func(r *baseline.Reader) byte {
		tag := baselinert.BaseTag(r)
		baselinert.BaseBadTag(r, tag)
		return tag
	}); err == nil {
		t.Error("a bad oneof case byte was accepted")
	}
}

// A string's or list's length near math.MaxInt is an error: ord's own
// string serializer overflows adding it to its offset, and panics.
func TestMusLengths(t *testing.T) {
	bs := make([]byte, 16)
	n := varint.PositiveInt.Marshal(math.MaxInt64-5, bs)
	for name, read := range map[string]func([]byte) error{
		"string": func(b []byte) error { _, _, err := musrt.MusString.Unmarshal(b); return err },
		"bytes":  func(b []byte) error { _, _, err := musrt.MusBytes.Unmarshal(b); return err },
		"list":   func(b []byte) error { _, _, err := musrt.MusLen(b); return err },
	} {
		if err := read(bs[:n+2]); err == nil {
			t.Errorf("%s: a length near math.MaxInt64 was accepted", name)
		}
	}
	if _, _, err := musrt.MusLen([]byte{3, 0, 0}); err == nil {
		t.Error("a list of 3 in 2 bytes was accepted")
	}
	if musrt.MaxDepth != baseline.MaxDepth || musrt.MusDepth(musrt.MaxDepth) != nil || musrt.MusDepth(musrt.MaxDepth+1) == nil {
		t.Error("musrt.MusDepth bounds the depth at baseline.MaxDepth, as musrt.MaxDepth")
	}
	ts := time.Date(1, 1, 1, 0, 0, 0, 999999999, time.UTC)
	b := make([]byte, musrt.MusSizeTime(&ts))
	musrt.MusMarshalTime(&ts, b)
	if got, n, err := musrt.MusUnmarshalTime(b); err != nil || n != len(b) || !got.Equal(ts) {
		t.Errorf("Timestamp %v: read %v, %d of %d bytes, %v", ts, got, n, len(b), err)
	}
}
