package runner

import (
	"fmt"

	"github.com/serbench/serbench/compression"
	"github.com/serbench/serbench/measure"
	"github.com/serbench/serbench/suite"
)

// compressionBatchBytes bounds the buffers that the encode cells of a
// batch hold while their zstd times are taken together: the default
// suite's variants are one batch each, while a message of hundreds of
// megabytes is compressed and timed alone, and released before the next.
const compressionBatchBytes = 256 << 20

// zjob is an encode cell's messages, compressed and checked, waiting for
// its zstd times.
type zjob struct {
	c     *pending
	comp  *compression.Compressed
	loops [2]measure.Loop // compress, decompress
	runs  [2][]measure.Run
	err   error
}

// compressionPass compresses the messages of the group's encode cells
// that were timed, each message on its own, checks that each decompresses
// to the original, and times zstd both ways, after the cells' timed runs.
// A compressed message that does not decompress to the original fails
// its cell: its figures could not be trusted. It returns how many cells
// it compressed.
func compressionPass(group []*pending, opt measure.Options) int {
	z, err := compression.NewZstd()
	if err != nil {
		for _, c := range group {
			if c.rec.OK() && c.prep != nil {
				fail(c.rec, fmt.Errorf("compression: %w", err))
			}
		}
		return 0
	}
	defer z.Close()
	var (
		batch []*zjob
		held  int
		n     int
	)
	for _, c := range group {
		if !c.rec.OK() || c.prep == nil {
			continue
		}
		n++
		k, at := passMessages(c.rec, len(c.prep.Sizes))
		msgs := compression.Messages{Len: k, At: func(j int) []byte { return c.prep.Encoded(at(j)) }}
		var comp *compression.Compressed
		if err := suite.Safely(func() (err error) {
			comp, err = compression.Compress(msgs, z)
			return err
		}); err != nil {
			fail(c.rec, err)
			continue
		}
		batch = append(batch, &zjob{c: c, comp: comp, loops: [2]measure.Loop{comp.CompressLoop(), comp.DecompressLoop()}})
		if held += comp.Held(); held > compressionBatchBytes {
			timeZstd(batch, opt)
			batch, held = nil, 0
		}
	}
	timeZstd(batch, opt)
	return n
}

// timeZstd times the batch's zstd loops as the cells are timed: each
// calibrated, then in interleaved rounds, so that a slow spell of a shared
// machine lands on a run of every codec alike; min(Count,
// compression.MaxTimedRuns) rounds, the median of each. Then it fills the
// records and releases the buffers.
func timeZstd(batch []*zjob, opt measure.Options) {
	if len(batch) == 0 {
		return
	}
	measure.WithProcs(opt.Procs, func() {
		if opt.Count < 1 {
			return // sizes only
		}
		var loops []measure.Loop
		for _, j := range batch {
			loops = append(loops, j.loops[:]...)
		}
		timed := measure.InterleaveSteady(loops, opt.BenchTime, min(opt.Count, compression.MaxTimedRuns))
		for i, j := range batch {
			for k := range j.loops {
				t := timed[2*i+k]
				j.runs[k] = t.Runs
				if j.err == nil {
					j.err = t.Err
				}
			}
		}
	})
	for _, j := range batch {
		res := j.comp.Result
		j.comp.Release()
		if j.err != nil {
			fail(j.c.rec, fmt.Errorf("compression: time zstd: %w", j.err))
			continue
		}
		if len(j.runs[0]) > 0 {
			res.ZstdCompressNs = measure.SummarizeRuns(j.runs[0]).NsPerOp.Median
			res.ZstdDecompressNs = measure.SummarizeRuns(j.runs[1]).NsPerOp.Median
		}
		FillCompression(j.c.rec, res)
	}
}
