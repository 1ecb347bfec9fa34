package runner

import (
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"runtime"
	"sync"
	"time"

	"github.com/serbench/serbench/compression"
	"github.com/serbench/serbench/internal/panics"
	"github.com/serbench/serbench/measure"
)

// compressionBatchBytes bounds the buffers that the encode cells of a
// batch hold while their zstd times are taken together: the default
// suite's variants are one batch each, while a message of hundreds of
// megabytes is compressed and timed with few others, and released before
// the next.
const compressionBatchBytes = 256 << 20

// compressionParallelBytes bounds the buffers of a batch whose cells are
// compressed at once, one a CPU, beyond compressionBatchBytes: the sizes
// and their checks are untimed, and gzip's level 6 alone took several
// seconds a message of transaction/200000 while the other CPU idled. Two
// of its messages (up to 330 MB, buffers of about twice that) fit; two of
// transaction/1000000's (--full, over 1 GB) do not, and go one at a time.
const compressionParallelBytes = 2 << 30

// zjob is an encode cell's messages, compressed and checked, waiting for
// its zstd times.
type zjob struct {
	c     *pending
	also  []*pending // cells whose messages are the same bytes
	key   encodingKey
	msgs  compression.Messages
	known *compression.Sizes // the sizes of the same bytes in an earlier run (SizeStore)
	// reordered says known are the sizes of the same bytes in another
	// order (orderKeyOf).
	reordered bool
	comp      *compression.Compressed
	loops     [2]measure.Loop // compress, decompress
	runs      [2][]measure.Run
	once      bool
	err       error
}

// encodingKey identifies the messages a cell's compression reads: the
// SHA-256 of each one's length and bytes, in order. Two cells with one key
// hold the same bytes, as surely as a Go module's sum names its files.
type encodingKey [sha256.Size]byte

func keyOf(m compression.Messages) encodingKey {
	h := sha256.New()
	var n [8]byte
	for i := range m.Len {
		b := m.At(i)
		binary.LittleEndian.PutUint64(n[:], uint64(len(b)))
		h.Write(n[:])
		h.Write(b)
	}
	var k encodingKey
	h.Sum(k[:0])
	return k
}

// orderKeyOf identifies the messages codec wrote up to the order of each
// one's bytes: the SHA-256 of the codec's name and of each message's
// length and byte counts. Such a key shared by two encodings that differ
// is, but for chance, one codec writing the same messages with their maps'
// entries (or goavro's record fields) in another order, new bytes every
// run; compression.CompressReordered's check of the zstd size rules out
// chance. Another codec's bytes in another order may compress otherwise:
// its name keeps them apart.
func orderKeyOf(codec string, m compression.Messages) encodingKey {
	h := sha256.New()
	fmt.Fprintf(h, "serbench: byte counts of each message of %q\n", codec)
	var (
		counts [256]uint64
		buf    []byte
	)
	for i := range m.Len {
		b := m.At(i)
		clear(counts[:])
		for _, x := range b {
			counts[x]++
		}
		buf = binary.LittleEndian.AppendUint64(buf[:0], uint64(len(b)))
		for v, n := range counts {
			if n > 0 {
				buf = binary.LittleEndian.AppendUint64(append(buf, byte(v)), n)
			}
		}
		h.Write(buf)
	}
	var k encodingKey
	h.Sum(k[:0])
	return k
}

// compressed is the figures of one encoding's compression, zstd's times
// included.
type compressed struct {
	res  compression.Result
	once bool // a zstd loop was timed once (compression.LongOp)
}

// SizeStore keeps encodings' compressed sizes by their key, from one run
// to the next (compression/sizecache): the same bytes compress to the same
// sizes, and gzip's level 6 was most of the compression pass (6 of
// transaction/200000's 23 minutes). A run takes an encoding's sizes from
// it once the zstd size it measures agrees (compression.CompressKnown);
// the zstd times it always measures.
type SizeStore interface {
	Get(key [sha256.Size]byte) (compression.Sizes, bool)
	Put(key [sha256.Size]byte, s compression.Sizes) error
}

// compressions keeps a variant's compressed encodings, for the cells of
// its later groups whose messages are the same bytes: transaction/200000's
// cells are timed a codec at a time, and 1 of its 3 cells is an encode
// whose message of 200 MB took about 15 s to compress and time.
type compressions map[encodingKey]compressed

// compressionPass compresses the messages of the group's encode cells
// that were timed, each message on its own, checks that each decompresses
// to the original, and times zstd both ways, after the cells' timed runs.
// A compressed message that does not decompress to the original fails
// its cell: its figures could not be trusted. It returns its tally.
//
// Cells whose messages are byte for byte the same (the protobuf family's
// wire bytes, JSON libraries writing the same text) share one compression,
// in the group or with an earlier group of the variant (seen, which this
// adds to): their sizes are the same by definition, and their zstd times
// are one measurement of the same input, where each cell's own would
// differ only by the host's noise. The full matrix's 3,419 encode cells
// held 2,040 distinct encodings.
func compressionPass(group []*pending, opt measure.Options, seen compressions, store SizeStore) (t compressionTally) {
	var (
		jobs  []*zjob
		held  []int // each job's compression.Footprint
		byKey = map[encodingKey]*zjob{}
	)
	for _, c := range group {
		if !c.rec.OK() || c.prep == nil {
			continue
		}
		t.Cells++
		k, at := passMessages(c.rec, len(c.prep.Sizes))
		msgs := compression.Messages{Len: k, At: func(j int) []byte { return c.prep.Encoded(at(j)) }}
		key := keyOf(msgs)
		if prev, ok := seen[key]; ok {
			prev.fill(c)
			t.Reused++
			continue
		}
		if j := byKey[key]; j != nil {
			j.also = append(j.also, c)
			continue
		}
		j := &zjob{c: c, key: key, msgs: msgs}
		if store != nil {
			if known, ok := store.Get(key); ok {
				j.known = &known
			}
		}
		byKey[key] = j
		jobs = append(jobs, j)
		held = append(held, compression.Footprint(msgs))
	}
	t.Distinct = len(jobs)
	all := jobs
	for len(jobs) > 0 {
		n := compressionBatch(held, runtime.NumCPU())
		zs := compressAll(jobs[:n], store)
		start := time.Now()
		timeZstd(jobs[:n], opt, seen)
		t.ZstdTimes += time.Since(start)
		for _, z := range zs {
			z.Close()
		}
		jobs, held = jobs[n:], held[n:]
	}
	for _, j := range all {
		if j.known != nil && j.err == nil {
			t.Stored++ // its sizes were the store's
			if j.reordered {
				t.Reordered++
			}
		}
	}
	return t
}

// compressionTally is what a compression pass did: the cells it
// compressed or filled from seen, the distinct encodings it compressed,
// the cells that took an earlier group's figures, the encodings that took
// their sizes from the store (Reordered of them those of the same bytes in
// another order), and the time its zstd loops were timed in (the rest of
// the pass is untimed work: the sizes and their checks).
type compressionTally struct {
	Cells, Distinct, Reused, Stored, Reordered int
	ZstdTimes                                  time.Duration
}

// fill gives c the figures of v.
func (v compressed) fill(c *pending) {
	if v.once {
		c.rec.Warnings = append(c.rec.Warnings, fmt.Sprintf("zstd timed once: a call outlasted %s, so its one call is its figure", compression.LongOp))
	}
	FillCompression(c.rec, v.res)
}

// compressionBatch returns how many of the next jobs, whose buffers will
// hold held bytes each, go in the next batch, at least one: while their
// buffers stay within compressionBatchBytes, or, up to cpus of them,
// within compressionParallelBytes.
func compressionBatch(held []int, cpus int) int {
	sum := 0
	for i, h := range held {
		sum += h
		if i > 0 && sum > compressionBatchBytes && (i >= cpus || sum > compressionParallelBytes) {
			return i
		}
	}
	return len(held)
}

// compressAll compresses and checks the jobs' messages, one job a CPU at
// a time, each CPU with a Zstd of its own, which its jobs' loops use: the
// caller closes them once the loops are done. A job whose sizes store had
// takes them (compression.CompressKnown); store keeps the others'.
// Nothing is timed here.
func compressAll(jobs []*zjob, store SizeStore) []*compression.Zstd {
	next := make(chan *zjob)
	var (
		wg sync.WaitGroup
		zs []*compression.Zstd
	)
	for range min(len(jobs), runtime.NumCPU()) {
		z, err := compression.NewZstd()
		if err == nil {
			zs = append(zs, z)
		}
		wg.Go(func() {
			for j := range next {
				if err != nil {
					j.err = fmt.Errorf("compression: %w", err)
					continue
				}
				j.err = panics.Catch(func() (err error) {
					j.comp, err = compress(j, z, store)
					return err
				})
				if j.err == nil {
					j.loops = [2]measure.Loop{j.comp.CompressLoop(), j.comp.DecompressLoop()}
				}
			}
		})
	}
	for _, j := range jobs {
		next <- j
	}
	close(next)
	wg.Wait()
	return zs
}

// compress compresses j's messages, taking their sizes from j.known when
// the zstd size agrees, else from store's sizes of the same bytes in
// another order (orderKeyOf) when the zstd size is close, and keeps the
// sizes it measured in store under both keys.
func compress(j *zjob, z *compression.Zstd, store SizeStore) (*compression.Compressed, error) {
	if j.known != nil {
		c, err := compression.CompressKnown(j.msgs, z, *j.known)
		if !errors.Is(err, compression.ErrStale) {
			return c, err
		}
		j.known = nil // another compressor's or other bytes': measured again
	}
	var order encodingKey
	if store != nil {
		order = orderKeyOf(j.c.rec.Codec, j.msgs)
		if known, ok := store.Get(order); ok {
			c, err := compression.CompressReordered(j.msgs, z, known)
			if !errors.Is(err, compression.ErrStale) {
				if err == nil {
					j.known, j.reordered = &known, true
				}
				return c, err
			}
		}
	}
	c, err := compression.Compress(j.msgs, z)
	if err == nil && store != nil {
		// A run without them measures them again.
		_ = store.Put(j.key, c.Sizes())
		_ = store.Put(order, c.Sizes())
	}
	return c, err
}

// timeZstd times the batch's zstd loops as the cells are timed: each
// calibrated, then in interleaved rounds, so that a slow spell of a shared
// machine lands on a run of every codec alike; min(Count,
// compression.MaxTimedRuns) rounds, the median of each, or the one call
// of a loop that outlasted compression.LongOp in calibration. Then it
// fills the records, keeps each encoding's figures in seen and releases
// the buffers. A job whose compression failed fails its cell and is not
// timed.
func timeZstd(batch []*zjob, opt measure.Options, seen compressions) {
	var ok []*zjob
	for _, j := range batch {
		if j.err != nil {
			j.fail(j.err)
			continue
		}
		ok = append(ok, j)
	}
	if len(ok) == 0 {
		return
	}
	measure.WithProcs(opt.Procs, func() {
		if opt.Count < 1 {
			return // sizes only
		}
		var loops []measure.Loop
		for _, j := range ok {
			loops = append(loops, j.loops[:]...)
		}
		timed := measure.InterleaveSteady(loops, opt.BenchTime, min(opt.Count, compression.MaxTimedRuns), compression.LongOp)
		for i, j := range ok {
			for k := range j.loops {
				t := timed[2*i+k]
				j.runs[k] = t.Runs
				j.once = j.once || t.Once
				if j.err == nil {
					j.err = t.Err
				}
			}
		}
	})
	for _, j := range ok {
		res := j.comp.Result
		j.comp.Release()
		if j.err != nil {
			j.fail(fmt.Errorf("compression: time zstd: %w", j.err))
			continue
		}
		if len(j.runs[0]) > 0 {
			res.ZstdCompressNs = measure.SummarizeRuns(j.runs[0]).NsPerOp.Center
			res.ZstdDecompressNs = measure.SummarizeRuns(j.runs[1]).NsPerOp.Center
		}
		v := compressed{res: res, once: j.once}
		seen[j.key] = v
		for _, c := range j.cells() {
			v.fill(c)
		}
	}
}

// cells are the cells whose figures j's compression gives.
func (j *zjob) cells() []*pending { return append([]*pending{j.c}, j.also...) }

// fail fails every cell of j.
func (j *zjob) fail(err error) {
	for _, c := range j.cells() {
		fail(c.rec, err)
	}
}
