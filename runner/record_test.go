package runner_test

import (
	"math"
	"testing"

	"github.com/serbench/serbench/compression"
	"github.com/serbench/serbench/measure"
	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/runner"
)

// Fill copies measure's figures into the record's fields, the rates
// included, and keeps every run for bench.txt.
func TestFill(t *testing.T) {
	cycles := []uint64{0, 1, 0, 0, 0, 0, 0, 0}
	var runs []measure.Run
	for i := range 8 {
		runs = append(runs, measure.Run{N: 1000, NsPerOp: 1000 + float64(i), BytesPerOp: 576, AllocsPerOp: 1, GCCycles: &cycles[i]})
	}
	r := resultset.Record{MsgsPerOp: 1, EncodedBytes: 559}
	runner.Fill(&r, runs)
	if len(r.Samples) != 8 {
		t.Fatalf("%d samples, want 8 (one a run)", len(r.Samples))
	}
	checkAll(t, "filled record",
		check{"ns/op (the headline, the 2nd of 8 runs)", r.NsPerOp, 1001.0},
		check{"median", deref(r.NsMedian), 1003.5},
		check{"median interval's low end set", r.NsMedianCILow != nil, true},
		check{"median interval's high end set", r.NsMedianCIHigh != nil, true},
		check{"allocs/op", r.AllocsPerOp, 1.0},
		check{"B/op", r.BytesPerOp, 576.0},
		check{"runs", len(r.Runs), 8},
		check{"collections in sample 1", deref(r.Samples[1].GCCycles), uint64(1)},
		check{"ns/op of sample 7", r.Samples[7].NsPerOp, 1007.0},
		check{"msgs/s", r.MsgsPerSec, 1e9 / 1001.0},
		check{"MB/s", r.MBPerSec, measure.PerSecond(559, 1001) / 1e6},
		check{"gc/op (1 collection in 8,000 ops)", deref(r.GCPerOp), 1.0 / 8000},
	)
	if r.NsCILow == nil || r.NsCIHigh == nil {
		t.Errorf("interval %v..%v, want both ends", deref(r.NsCILow), deref(r.NsCIHigh))
	} else {
		if *r.NsCILow > r.NsPerOp {
			t.Errorf("interval's low end %v above the headline %v", *r.NsCILow, r.NsPerOp)
		}
		if *r.NsCIHigh < r.NsPerOp {
			t.Errorf("interval's high end %v below the headline %v", *r.NsCIHigh, r.NsPerOp)
		}
	}
	runs[3].GCCycles = nil
	runner.Fill(&r, runs[:2])
	checkAll(t, "two runs",
		check{"interval's low end", deref(r.NsCILow), nil},
		check{"interval's high end", deref(r.NsCIHigh), nil},
		check{"a warning", len(r.Warnings) > 0, true},
	)
	runner.Fill(&r, runs)
	if r.GCPerOp != nil {
		t.Errorf("gc/op %v from runs missing a count", *r.GCPerOp)
	}
	d := runner.Distribution([]float64{3, 1, 2})
	if d == nil {
		t.Fatal("three values gave no distribution")
	}
	checkAll(t, "distribution of 3, 1, 2",
		check{"count", d.Count, 3},
		check{"p50", d.P50, 2.0},
		check{"quantiles", len(d.Quantiles), 101},
	)
	if runner.Distribution(nil) != nil {
		t.Error("no values should give no distribution")
	}
}

// FillCompression copies the sizes and times; a time not measured (NaN)
// stays absent rather than 0.
func TestFillCompression(t *testing.T) {
	var r resultset.Record
	runner.FillCompression(&r, compression.Result{Zstd: 300, Snappy: 420.5, Gzip: 310, ZstdCompressNs: 900, ZstdDecompressNs: math.NaN()})
	checkAll(t, "filled record",
		check{"zstd bytes", deref(r.ZstdBytes), 300.0},
		check{"snappy bytes", deref(r.SnappyBytes), 420.5},
		check{"gzip bytes", deref(r.GzipBytes), 310.0},
		check{"zstd compress ns", deref(r.ZstdCompressNs), 900.0},
	)
	if r.ZstdDecompressNs != nil {
		t.Errorf("an unmeasured time reads %v", *r.ZstdDecompressNs)
	}
}
