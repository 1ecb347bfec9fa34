// Package compression measures what a variant's encoded messages weigh on
// the wire once compressed: each message compressed on its own, as a
// transport that compresses message by message sends it, with zstd
// (github.com/klauspost/compress/zstd at its default level, literals always
// entropy-coded as the reference zstd does: see ZstdOptions), snappy (the
// block format, written by klauspost/compress/s2 in its snappy-compatible
// mode) and gzip (the standard library's compress/gzip at level 6). It also
// times zstd's compression and decompression of the same messages, so that
// "encode + compress" can be reckoned. Every compressed message is
// decompressed and checked against the original before any figure is
// given.
//
// It knows neither the suite nor the results format: it takes the messages
// as a count and a function, and the runner copies its figures into a
// record, outside every timed section of the codecs.
package compression

import (
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"math"
	"time"

	"github.com/klauspost/compress/s2"
	"github.com/klauspost/compress/snappy"
	"github.com/klauspost/compress/zstd"

	"github.com/serbench/serbench/measure"
)

// Module is the Go module of the zstd and snappy compressors, whose version
// env.json records: its encoders' choices change between releases.
const Module = "github.com/klauspost/compress"

// GzipLevel is the gzip level measured: gzip's and zlib's default.
const GzipLevel = 6

// ZstdOptions are the zstd encoder's options: the default level
// (SpeedDefault, about the reference zstd's level 3) and one goroutine; and
// literal entropy coding in every block. klauspost/compress turns that off
// at its default level, so that a block whose matches save little (hex ids,
// random numbers, base64: tickdata/filled) is stored raw, while the
// reference zstd Huffman-codes its literals at every level. Off, tickdata/
// filled's JSON message (7,965 bytes) stays 7,979 bytes while FlatBuffers'
// zero padding earns its block the coding; on, it is 4,483 bytes, where the
// zstd command line gives 4,508 at -3: the figures then compare formats, not
// which side of the heuristic a message falls on.
func ZstdOptions() []zstd.EOption {
	return []zstd.EOption{zstd.WithEncoderLevel(zstd.SpeedDefault), zstd.WithAllLitEntropyCompression(true), zstd.WithEncoderConcurrency(1)}
}

// MaxTimedRuns is how many timed runs the zstd times take at most (fewer
// when the run's --count is smaller): the figures are added to the codecs'
// encode and decode times, not ranked on their own, so a median of a few
// runs serves. The default suite's 59 encode cells, at 10 ms runs, spent
// 12 s in compression passes with five runs and about 9 s with three (the
// calibrations, testing.Benchmark's collections and the sizes are about 3 s
// of it).
const MaxTimedRuns = 3

// LongOp is how long one zstd call (one message, either way) may take in
// calibration before that call is its one timed run, as go test's default
// -benchtime of 1s reports a b.N of 1 that outlasts it: transaction/
// 200000's messages of 230-330 MB take 1-2.4 s a compression, and four
// calls each way (a calibration and three runs) made its compression
// pass last minutes.
const LongOp = time.Second

// Messages is a variant's encoded messages: Len of them, message i being
// At(i). The bytes are read only; nothing here keeps them past Release.
type Messages struct {
	Len int
	At  func(i int) []byte
}

// Result is the figures of one codec's messages: sizes are means per
// message in bytes, times medians per message in nanoseconds.
type Result struct {
	Messages int
	// Raw is the mean size of the messages as given.
	Raw float64
	// Zstd, Snappy and Gzip are the mean sizes of the messages, each
	// compressed on its own.
	Zstd, Snappy, Gzip float64
	// ZstdCompressNs and ZstdDecompressNs are the median time to compress
	// one message with zstd (Encoder.EncodeAll into a reused buffer) and
	// to decompress it (Decoder.DecodeAll into a reused buffer), round
	// robin over the messages as the encode loop goes; NaN when not timed.
	ZstdCompressNs, ZstdDecompressNs float64
}

// Sizes is what Compress measures of the messages that does not depend on
// the host: the same bytes compress to the same sizes with the same
// compressors (Identity), so a caller may keep them and hand them back
// (CompressKnown) instead of compressing with gzip and snappy again.
type Sizes struct {
	Messages                int
	Raw, Zstd, Snappy, Gzip float64
}

// Sizes returns r's sizes.
func (r Result) Sizes() Sizes {
	return Sizes{Messages: r.Messages, Raw: r.Raw, Zstd: r.Zstd, Snappy: r.Snappy, Gzip: r.Gzip}
}

// Identity names the compressors whose sizes a Sizes is, given the Go
// release (compress/gzip's) and klauspost/compress's version (zstd and
// snappy, Module): equal bytes and an equal identity give equal sizes.
func Identity(goVersion, moduleVersion string) string {
	return fmt.Sprintf("sizes 1: gzip level %d of %s; zstd SpeedDefault, all literals entropy-coded, and snappy blocks of %s %s",
		GzipLevel, goVersion, Module, moduleVersion)
}

// ErrStale is CompressKnown's error when the sizes it measured are not the
// known ones: they were another compressor's, or other bytes'.
var ErrStale = errors.New("compression: the known sizes are not these messages'")

// CompressKnown is Compress for messages whose sizes an earlier Compress
// of the same bytes measured (known): it writes and checks the zstd frames
// that the loops time, as Compress does, and takes the snappy and gzip
// sizes from known once the raw and zstd sizes it measured are known's;
// else it returns ErrStale. gzip's level 6 took most of the compression
// pass, 6 of transaction/200000's 23 minutes, for figures that the same
// bytes always give.
func CompressKnown(msgs Messages, z *Zstd, known Sizes) (*Compressed, error) {
	return compressKnown(msgs, z, known, 0)
}

// ReorderedZstd bounds how far the zstd size of messages may be from
// known's in CompressReordered, as a share of it. Encodings of the same
// messages whose maps (or goavro's records) came out in another order
// moved by at most 0.1% under zstd between two runs, and gzip's sizes by
// at most 0.01%.
const ReorderedZstd = 0.005

// CompressReordered is CompressKnown for messages that an earlier Compress
// measured as the same bytes in another order (runner's order key): it
// takes the snappy and gzip sizes from known once the raw size is known's
// and the zstd size within ReorderedZstd of it. A codec that writes a map in Go's
// random order makes new bytes every run, and goavro's JSON encoder its
// records' fields too: gzip's level 6 of goavro-json's 940 MB of
// transaction/200000 took two minutes every run.
func CompressReordered(msgs Messages, z *Zstd, known Sizes) (*Compressed, error) {
	return compressKnown(msgs, z, known, ReorderedZstd)
}

func compressKnown(msgs Messages, z *Zstd, known Sizes, within float64) (*Compressed, error) {
	c, err := newCompressed(msgs, z)
	if err != nil {
		return nil, err
	}
	if err := c.zstdFrames(); err != nil {
		return nil, err
	}
	c.Zstd = float64(len(c.frames)) / float64(msgs.Len)
	if known.Messages != msgs.Len || known.Raw != c.Raw || math.Abs(c.Zstd-known.Zstd) > within*known.Zstd {
		c.Release()
		return nil, ErrStale
	}
	c.Snappy, c.Gzip = known.Snappy, known.Gzip
	return c, nil
}

// Options says how to time zstd. A zero Count measures the sizes only.
type Options struct {
	measure.Options
}

// Zstd is a zstd encoder and decoder, each on the caller's goroutine
// (EncodeAll and DecodeAll), shared by every message of every variant
// compressed with it; one at a time.
type Zstd struct {
	enc *zstd.Encoder
	dec *zstd.Decoder
}

// NewZstd makes a Zstd with ZstdOptions.
func NewZstd() (*Zstd, error) {
	enc, err := zstd.NewWriter(nil, ZstdOptions()...)
	if err != nil {
		return nil, err
	}
	dec, err := zstd.NewReader(nil, zstd.WithDecoderConcurrency(1))
	if err != nil {
		return nil, err
	}
	return &Zstd{enc: enc, dec: dec}, nil
}

// Close releases the decoder.
func (z *Zstd) Close() { z.dec.Close() }

// Compressed is a codec's messages compressed and checked: their sizes,
// and their zstd frames, which the loops that time zstd need.
type Compressed struct {
	// Result has the sizes; its times are NaN.
	Result
	z    *Zstd
	msgs Messages
	// frames holds every message's zstd frame end to end: message i is
	// frames[ends[i-1]:ends[i]].
	frames  []byte
	ends    []int
	scratch []byte
}

// Compress compresses every message with each compressor, each message on
// its own, and checks that each decompresses to the original. It allocates
// two buffers, once: one of zstd's bound for the whole variant, where the
// snappy check first decodes each message and zstd then writes its frames
// (the loops need them all), and one of the largest message's largest
// compressed form (snappy's, gzip's or zstd's bound), which every other
// compression and decompression reuses. Release drops them.
func Compress(msgs Messages, z *Zstd) (*Compressed, error) {
	c, err := newCompressed(msgs, z)
	if err != nil {
		return nil, err
	}
	if c.Snappy, c.scratch, err = snappySizes(msgs, c.scratch, c.frames); err != nil {
		return nil, err
	}
	if c.Gzip, err = gzipSizes(msgs, c.scratch); err != nil {
		return nil, err
	}
	if err := c.zstdFrames(); err != nil {
		return nil, err
	}
	c.Zstd = float64(len(c.frames)) / float64(msgs.Len)
	return c, nil
}

// newCompressed is msgs' Compressed before any compression: their raw
// size and the two buffers.
func newCompressed(msgs Messages, z *Zstd) (*Compressed, error) {
	if msgs.Len < 1 || msgs.At == nil {
		return nil, errors.New("compression: no messages")
	}
	c := &Compressed{Result: Result{Messages: msgs.Len, ZstdCompressNs: math.NaN(), ZstdDecompressNs: math.NaN()}, z: z, msgs: msgs}
	raw, scratch, frames := footprint(msgs)
	c.Raw = float64(raw) / float64(msgs.Len)
	c.scratch = make([]byte, 0, scratch)
	c.frames = make([]byte, 0, frames)
	return c, nil
}

// footprint returns the messages' total size and the capacities of the
// two buffers Compress allocates for them.
func footprint(msgs Messages) (raw, scratch, frames int) {
	largest, bound := 0, 0
	for i := range msgs.Len {
		n := len(msgs.At(i))
		raw += n
		largest = max(largest, n)
		bound += zstdBound(n)
	}
	return raw, max(s2.MaxEncodedLen(largest), gzipBound(largest), zstdBound(largest)), max(largest, bound)
}

// Footprint is the bytes of the buffers Compress would allocate for msgs
// (Held of its result, the frames' ends aside): what a caller that holds
// several at once must reckon with before compressing.
func Footprint(msgs Messages) int {
	_, scratch, frames := footprint(msgs)
	return scratch + frames
}

// Held is the bytes of the buffers c holds.
func (c *Compressed) Held() int { return cap(c.frames) + cap(c.scratch) + 8*cap(c.ends) }

// Release drops c's buffers; its loops must not run after.
func (c *Compressed) Release() { c.frames, c.scratch, c.ends = nil, nil, nil }

// Measure is Compress and, unless opt.Count is 0, the zstd times, one loop
// after the other, with a Zstd of its own: the figures of one codec.
func Measure(msgs Messages, opt Options) (Result, error) {
	z, err := NewZstd()
	if err != nil {
		return Result{}, err
	}
	defer z.Close()
	c, err := Compress(msgs, z)
	if err != nil {
		return Result{}, err
	}
	defer c.Release()
	res := c.Result
	if opt.Count > 0 {
		opt.Count = min(opt.Count, MaxTimedRuns)
		if res.ZstdCompressNs, err = median(c.CompressLoop(), opt); err != nil {
			return Result{}, fmt.Errorf("compression: time zstd compression: %w", err)
		}
		if res.ZstdDecompressNs, err = median(c.DecompressLoop(), opt); err != nil {
			return Result{}, fmt.Errorf("compression: time zstd decompression: %w", err)
		}
	}
	return res, nil
}

// snappySizes compresses each message as one snappy block and decodes it
// with the strict snappy decoder (that of github.com/golang/snappy and the
// C++ reference: no S2 extension passes). scratch holds each block; it is
// returned, grown if it had to be. out holds each decoded message.
func snappySizes(msgs Messages, scratch, out []byte) (float64, []byte, error) {
	var total float64
	for i := range msgs.Len {
		m := msgs.At(i)
		enc := s2.EncodeSnappy(scratch, m)
		scratch = enc[:0]
		total += float64(len(enc))
		var err error
		out, err = snappy.DecodeStrict(out[:0], enc)
		if err != nil {
			return 0, scratch, fmt.Errorf("compression: message %d: snappy: decode: %w", i, err)
		}
		if err := same(out, m); err != nil {
			return 0, scratch, fmt.Errorf("compression: message %d: snappy: %w", i, err)
		}
	}
	return total / float64(msgs.Len), scratch, nil
}

// gzipSizes compresses each message as one gzip member into scratch (of
// at least gzipBound of the largest message) and reads it back, comparing
// as it reads so as not to hold a decompressed copy.
func gzipSizes(msgs Messages, scratch []byte) (float64, error) {
	var (
		total float64
		buf   = bytes.NewBuffer(scratch[:0])
		zr    gzip.Reader
		chunk = make([]byte, 64<<10)
	)
	zw, err := gzip.NewWriterLevel(buf, GzipLevel)
	if err != nil {
		return 0, err
	}
	for i := range msgs.Len {
		m := msgs.At(i)
		buf.Reset()
		zw.Reset(buf)
		if _, err := zw.Write(m); err != nil {
			return 0, fmt.Errorf("compression: message %d: gzip: %w", i, err)
		}
		if err := zw.Close(); err != nil {
			return 0, fmt.Errorf("compression: message %d: gzip: %w", i, err)
		}
		total += float64(buf.Len())
		if err := zr.Reset(bytes.NewReader(buf.Bytes())); err != nil {
			return 0, fmt.Errorf("compression: message %d: gzip: read: %w", i, err)
		}
		if err := equalStream(&zr, m, chunk); err != nil {
			return 0, fmt.Errorf("compression: message %d: gzip: %w", i, err)
		}
	}
	return total / float64(msgs.Len), nil
}

// errDiffer is a decompressed message that is not the original.
var errDiffer = errors.New("decompressed bytes differ from the original")

// same checks a decompressed message against the original.
func same(got, want []byte) error {
	if !bytes.Equal(got, want) {
		return fmt.Errorf("%w (%d bytes, the original %d)", errDiffer, len(got), len(want))
	}
	return nil
}

// equalStream reads r to its end and checks that it yields want.
func equalStream(r io.Reader, want, chunk []byte) error {
	for {
		n, err := r.Read(chunk)
		if n > len(want) || !bytes.Equal(chunk[:n], want[:n]) {
			return errDiffer
		}
		want = want[n:]
		if err == io.EOF {
			break
		}
		if err != nil {
			return fmt.Errorf("read: %w", err)
		}
	}
	if len(want) > 0 {
		return fmt.Errorf("%w: they end %d bytes short", errDiffer, len(want))
	}
	return nil
}

// gzipBound is the most compress/gzip writes for a message of n bytes:
// deflate stores what it cannot compress in blocks of at most 16 K
// symbols, 5 bytes of header each, and gzip adds 18 bytes.
func gzipBound(n int) int { return n + n>>11 + 128 }

// zstdBound is the most zstd writes for a message of n bytes: the
// reference's ZSTD_compressBound and a frame's header and checksum.
func zstdBound(n int) int { return n + n>>8 + 128 }

// zstdFrames compresses every message into c.frames, from its start, and
// checks that each frame decompresses to its message, in c.scratch.
func (c *Compressed) zstdFrames() error {
	c.frames, c.ends = c.frames[:0], make([]int, c.msgs.Len)
	start := 0
	for i := range c.msgs.Len {
		m := c.msgs.At(i)
		c.frames = c.z.enc.EncodeAll(m, c.frames)
		c.ends[i] = len(c.frames)
		out, err := c.z.dec.DecodeAll(c.frames[start:], c.scratch[:0])
		if err != nil {
			return fmt.Errorf("compression: message %d: zstd: decode: %w", i, err)
		}
		if err := same(out, m); err != nil {
			return fmt.Errorf("compression: message %d: zstd: %w", i, err)
		}
		c.scratch = out
		start = c.ends[i]
	}
	return nil
}

func (c *Compressed) frame(i int) []byte {
	start := 0
	if i > 0 {
		start = c.ends[i-1]
	}
	return c.frames[start:c.ends[i]]
}

// CompressLoop compresses n messages with zstd, round robin as the encode
// loop goes, each into the scratch buffer, which has room for the largest.
// A call goes on where the last one stopped, as measure.Cycles needs: its
// runs call the loop a piece at a time, and a loop that began again at
// the first message timed only the first piece's messages.
func (c *Compressed) CompressLoop() measure.Loop {
	j := 0
	return func(n int) error {
		for range n {
			c.scratch = c.z.enc.EncodeAll(c.msgs.At(j), c.scratch[:0])
			if j++; j == c.msgs.Len {
				j = 0
			}
		}
		return nil
	}
}

// DecompressLoop decompresses n messages' zstd frames, round robin from
// where the last call stopped, each into the scratch buffer.
func (c *Compressed) DecompressLoop() measure.Loop {
	j := 0
	return func(n int) error {
		for range n {
			out, err := c.z.dec.DecodeAll(c.frame(j), c.scratch[:0])
			if err != nil {
				return fmt.Errorf("message %d: %w", j, err)
			}
			c.scratch = out
			if j++; j == c.msgs.Len {
				j = 0
			}
		}
		return nil
	}
}

// median times loop with measure (a calibration run of opt.BenchTime, then
// opt.Count runs of the count it settled on) and returns the median ns per
// op.
func median(loop measure.Loop, opt Options) (float64, error) {
	runs, err := measure.Time(loop, opt.Options)
	if err != nil {
		return 0, err
	}
	return measure.SummarizeRuns(runs).NsPerOp.Center, nil
}
