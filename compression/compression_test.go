package compression

import (
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"runtime"
	"strings"
	"testing"
	"testing/iotest"
	"time"

	"github.com/klauspost/compress/s2"
	"github.com/klauspost/compress/zstd"

	"github.com/serbench/serbench/measure"
)

func messages(ms ...[]byte) Messages {
	return Messages{Len: len(ms), At: func(i int) []byte { return ms[i] }}
}

// text is a compressible message: JSON-like records with repeated keys.
func text(n int) []byte {
	var b bytes.Buffer
	for i := 0; b.Len() < n; i++ {
		b.WriteString(`{"user_id":"user_` + strings.Repeat("ab", i%7) + `","quantity":3,"product_id":"prod_0042"},`)
	}
	return b.Bytes()[:n]
}

// noise is an incompressible message.
func noise(n int, seed uint64) []byte {
	b := make([]byte, n)
	r := rand.New(rand.NewPCG(seed, seed))
	for i := range b {
		b[i] = byte(r.Uint32())
	}
	return b
}

// Each compressor's figure is the mean over the messages of that message
// compressed alone, by the library at the stated setting.
func TestSizesAreMeansOfEachMessageAlone(t *testing.T) {
	ms := [][]byte{text(300), text(5000), noise(700, 1), {}, text(40)}
	res, err := Measure(messages(ms...), Options{})
	if err != nil {
		t.Fatal(err)
	}
	enc, err := zstd.NewWriter(nil, ZstdOptions()...)
	if err != nil {
		t.Fatal(err)
	}
	var raw, z, s, g float64
	for _, m := range ms {
		raw += float64(len(m))
		z += float64(len(enc.EncodeAll(m, nil)))
		s += float64(len(s2.EncodeSnappy(nil, m)))
		var buf bytes.Buffer
		w, _ := gzip.NewWriterLevel(&buf, 6)
		w.Write(m)
		w.Close()
		g += float64(buf.Len())
	}
	n := float64(len(ms))
	want := Result{Messages: len(ms), Raw: raw / n, Zstd: z / n, Snappy: s / n, Gzip: g / n}
	if res.Messages != want.Messages || res.Raw != want.Raw || res.Zstd != want.Zstd || res.Snappy != want.Snappy || res.Gzip != want.Gzip {
		t.Errorf("got %+v\nwant %+v", res, want)
	}
	// Compressing the messages together would be smaller: the figures
	// must not be of one stream.
	if all := float64(len(enc.EncodeAll(bytes.Join(ms, nil), nil))); res.Zstd*n <= all {
		t.Errorf("zstd total %v is not above one stream's %v", res.Zstd*n, all)
	}
	if !math.IsNaN(res.ZstdCompressNs) || !math.IsNaN(res.ZstdDecompressNs) {
		t.Errorf("untimed: times %v %v, want NaN", res.ZstdCompressNs, res.ZstdDecompressNs)
	}
}

// Text compresses; random bytes do not, and each format then costs only
// its framing over the raw size; bytes of a small alphabet without repeats
// (hex) still compress, by entropy coding alone.
func TestCompressibleAndIncompressible(t *testing.T) {
	res, err := Measure(messages(text(20000)), Options{})
	if err != nil {
		t.Fatal(err)
	}
	for name, v := range map[string]float64{"zstd": res.Zstd, "snappy": res.Snappy, "gzip": res.Gzip} {
		if v > res.Raw/4 {
			t.Errorf("%s: %v bytes of %v: repetitive text should compress at least 4×", name, v, res.Raw)
		}
	}
	hex := []byte(fmt.Sprintf("%x", noise(4000, 11)))
	res, err = Measure(messages(hex), Options{})
	if err != nil {
		t.Fatal(err)
	}
	for name, v := range map[string]float64{"zstd": res.Zstd, "gzip": res.Gzip} {
		if v > res.Raw*0.6 {
			t.Errorf("%s: %v bytes of %v hex digits: four bits a byte should compress to about half", name, v, res.Raw)
		}
	}
	const n = 100000
	res, err = Measure(messages(noise(n, 7)), Options{})
	if err != nil {
		t.Fatal(err)
	}
	for name, v := range map[string]float64{"zstd": res.Zstd, "snappy": res.Snappy, "gzip": res.Gzip} {
		if v < n || v > n*1.01+64 {
			t.Errorf("%s: %v bytes of %d random ones: want the raw size plus framing", name, v, n)
		}
	}
}

// An empty message (boutique's Empty in protobuf) is legal: zstd writes an
// empty frame (magic, header, one empty block), snappy a one-byte length,
// gzip its header and trailer.
func TestEmptyMessage(t *testing.T) {
	res, err := Measure(messages([]byte{}), Options{Options: measure.Options{Count: 1, BenchTime: time.Millisecond}})
	if err != nil {
		t.Fatal(err)
	}
	if res.Zstd != 9 || res.Snappy != 1 || res.Gzip != 23 {
		t.Errorf("empty message: zstd %v, snappy %v, gzip %v; want 9, 1, 23", res.Zstd, res.Snappy, res.Gzip)
	}
}

func TestNoMessages(t *testing.T) {
	if _, err := Measure(Messages{}, Options{}); err == nil {
		t.Error("no messages: no error")
	}
}

// compressed compresses ms with a Zstd of its own.
func compressed(t *testing.T, ms Messages) *Compressed {
	t.Helper()
	z, err := NewZstd()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(z.Close)
	c, err := Compress(ms, z)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Release)
	return c
}

// The zstd times come from measure, and the timed loops allocate nothing:
// every message reuses one buffer.
func TestZstdTimes(t *testing.T) {
	ms := messages(text(3000), noise(2000, 3), text(100))
	res, err := Measure(ms, Options{Options: measure.Options{Count: 24, BenchTime: time.Millisecond}})
	if err != nil {
		t.Fatal(err)
	}
	if !(res.ZstdCompressNs > 0) || !(res.ZstdDecompressNs > 0) || math.IsInf(res.ZstdCompressNs+res.ZstdDecompressNs, 0) {
		t.Errorf("times %v and %v ns", res.ZstdCompressNs, res.ZstdDecompressNs)
	}
	c := compressed(t, ms)
	if c.Zstd != res.Zstd || c.Held() < 3000 {
		t.Errorf("Compress: zstd %v (Measure: %v), holding %d bytes", c.Zstd, res.Zstd, c.Held())
	}
	for name, loop := range map[string]measure.Loop{"compress": c.CompressLoop(), "decompress": c.DecompressLoop()} {
		if err := loop(3); err != nil { // grow the buffer once
			t.Fatal(err)
		}
		if n := testing.AllocsPerRun(20, func() { loop(3) }); n != 0 {
			t.Errorf("%s loop: %v allocations per run of three messages", name, n)
		}
	}
}

// The zstd loops go round robin over the messages from where their last
// call stopped: measure.Cycles calls them a piece at a time, and loops
// that began again at the first message timed only the first piece's.
func TestZstdLoopsGoOn(t *testing.T) {
	ms := [][]byte{text(100), noise(200, 7), text(300)}
	c := compressed(t, messages(ms...))
	dec, err := zstd.NewReader(nil)
	if err != nil {
		t.Fatal(err)
	}
	defer dec.Close()
	compress, decompress := c.CompressLoop(), c.DecompressLoop()
	for call := range 5 {
		want := ms[call%len(ms)]
		if err := compress(1); err != nil {
			t.Fatal(err)
		}
		if got, err := dec.DecodeAll(c.scratch, nil); err != nil || !bytes.Equal(got, want) {
			t.Errorf("compress call %d: compressed %d bytes (%v), want message %d's %d", call, len(got), err, call%len(ms), len(want))
		}
		if err := decompress(1); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(c.scratch, want) {
			t.Errorf("decompress call %d: %d bytes, want message %d's %d", call, len(c.scratch), call%len(ms), len(want))
		}
	}
}

// Each message's zstd frame stands alone and decodes to that message.
func TestZstdFrames(t *testing.T) {
	ms := [][]byte{text(500), {}, noise(300, 5), text(9000)}
	c := compressed(t, messages(ms...))
	dec, err := zstd.NewReader(nil)
	if err != nil {
		t.Fatal(err)
	}
	defer dec.Close()
	for i, m := range ms {
		got, err := dec.DecodeAll(c.frame(i), nil)
		if err != nil || !bytes.Equal(got, m) {
			t.Errorf("frame %d: %d bytes, %v; want message %d's %d bytes", i, len(got), err, i, len(m))
		}
	}
}

// The round-trip checks fail on bytes that differ, on a stream that is
// short or long, and on a stream that breaks.
func TestChecksFail(t *testing.T) {
	want := text(1000)
	if err := same(want, want); err != nil {
		t.Error(err)
	}
	bad := bytes.Clone(want)
	bad[500] ^= 1
	if err := same(bad, want); !errors.Is(err, errDiffer) {
		t.Errorf("a changed byte: %v", err)
	}
	chunk := make([]byte, 64)
	for name, tc := range map[string]struct {
		stream []byte
		ok     bool
	}{
		"equal":   {want, true},
		"changed": {bad, false},
		"short":   {want[:999], false},
		"long":    {append(bytes.Clone(want), 'x'), false},
	} {
		err := equalStream(bytes.NewReader(tc.stream), want, chunk)
		if (err == nil) != tc.ok {
			t.Errorf("%s: %v", name, err)
		}
	}
	if err := equalStream(iotest.TimeoutReader(bytes.NewReader(want)), want, chunk); err == nil {
		t.Error("a broken stream passes")
	}
}

// A large message costs the pass two buffers of about its size (zstd's
// frames, reused by snappy's check, and one scratch buffer for everything
// else) and zstd's fixed state, never a copy made by growing a buffer: on
// transaction/1000000's 1.1 GB message every extra copy is a gigabyte.
func TestMemoryOfALargeMessage(t *testing.T) {
	const n = 16 << 20
	m := noise(n, 9)
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	if _, err := Measure(messages(m), Options{}); err != nil {
		t.Fatal(err)
	}
	runtime.ReadMemStats(&after)
	const fixed = 24 << 20 // the encoder's 16 MB history, its tables, gzip's and the decoder's state
	if got := after.TotalAlloc - before.TotalAlloc; got > 2*n+2*(n>>8)+fixed {
		t.Errorf("%d MB allocated for a %d MB message; want at most two buffers of its size and %d MB", got>>20, n>>20, fixed>>20)
	}
}

// One Zstd serves many codecs' messages, their loops run in turn as the
// runner interleaves them: each keeps its own frames and buffer.
func TestOneZstdForMany(t *testing.T) {
	z, err := NewZstd()
	if err != nil {
		t.Fatal(err)
	}
	defer z.Close()
	a, err := Compress(messages(text(4000), text(10)), z)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Compress(messages(noise(5000, 1)), z)
	if err != nil {
		t.Fatal(err)
	}
	for range 3 {
		for _, loop := range []measure.Loop{a.CompressLoop(), b.CompressLoop(), a.DecompressLoop(), b.DecompressLoop()} {
			if err := loop(5); err != nil {
				t.Fatal(err)
			}
		}
	}
	alone := compressed(t, messages(text(4000), text(10)))
	if a.Zstd != alone.Zstd || b.Zstd < 5000 {
		t.Errorf("shared: %v and %v bytes; alone %v", a.Zstd, b.Zstd, alone.Zstd)
	}
	a.Release()
	if a.Held() != 0 {
		t.Errorf("released, still holding %d bytes", a.Held())
	}
}

// CompressKnown takes the snappy and gzip sizes an earlier Compress of the
// same bytes measured, writes the same zstd frames, and refuses sizes that
// are not these messages' (ErrStale).
func TestCompressKnown(t *testing.T) {
	z, err := NewZstd()
	if err != nil {
		t.Fatal(err)
	}
	defer z.Close()
	msgs := messages(text(300), text(5000), noise(700, 1))
	full, err := Compress(msgs, z)
	if err != nil {
		t.Fatal(err)
	}
	want := full.Sizes()
	frames := append([]byte(nil), full.frames...)
	full.Release()
	got, err := CompressKnown(msgs, z, want)
	if err != nil {
		t.Fatal(err)
	}
	if got.Sizes() != want || !bytes.Equal(got.frames, frames) {
		t.Errorf("known: sizes %+v, want %+v; same frames: %t", got.Sizes(), want, bytes.Equal(got.frames, frames))
	}
	if err := got.DecompressLoop()(3); err != nil {
		t.Errorf("known: the decompression loop: %v", err)
	}
	got.Release()
	for name, stale := range map[string]Sizes{
		"another zstd size": {Messages: want.Messages, Raw: want.Raw, Zstd: want.Zstd + 1, Snappy: want.Snappy, Gzip: want.Gzip},
		"other bytes":       {Messages: want.Messages, Raw: want.Raw + 1, Zstd: want.Zstd, Snappy: want.Snappy, Gzip: want.Gzip},
		"fewer messages":    {Messages: 2, Raw: want.Raw, Zstd: want.Zstd, Snappy: want.Snappy, Gzip: want.Gzip},
	} {
		if _, err := CompressKnown(msgs, z, stale); !errors.Is(err, ErrStale) {
			t.Errorf("%s: got %v, want ErrStale", name, err)
		}
	}
	// The same bytes in another order: CompressReordered takes known's sizes
	// within ReorderedZstd of its zstd size, CompressKnown does not.
	near := Sizes{Messages: want.Messages, Raw: want.Raw, Zstd: want.Zstd * (1 + ReorderedZstd/2), Snappy: 1, Gzip: 2}
	if _, err := CompressKnown(msgs, z, near); !errors.Is(err, ErrStale) {
		t.Errorf("known, a zstd size %v for %v: got %v, want ErrStale", near.Zstd, want.Zstd, err)
	}
	got, err = CompressReordered(msgs, z, near)
	if err != nil || got.Zstd != want.Zstd || got.Snappy != 1 || got.Gzip != 2 {
		t.Errorf("reordered, within the bound: %+v, %v; want zstd %v measured, snappy and gzip known's", got, err, want.Zstd)
	}
	got.Release()
	far := near
	far.Zstd = want.Zstd * (1 + 2*ReorderedZstd)
	if _, err := CompressReordered(msgs, z, far); !errors.Is(err, ErrStale) {
		t.Errorf("reordered, past the bound: got %v, want ErrStale", err)
	}
	if Identity("go1.26.8", "v1.18.0") == Identity("go1.26.8", "v1.18.1") || Identity("go1.26.8", "v1") == Identity("go1.27", "v1") {
		t.Error("the identity does not name the compressors' versions")
	}
}
