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
	if r.NsMedian == nil || *r.NsMedian != 1003.5 || r.NsMedianCILow == nil || r.NsMedianCIHigh == nil {
		t.Errorf("median %v, interval %v..%v; want 1003.5 and an interval", r.NsMedian, r.NsMedianCILow, r.NsMedianCIHigh)
	}
	if r.NsPerOp != 1001 || r.AllocsPerOp != 1 || r.BytesPerOp != 576 || len(r.Runs) != 8 || len(r.Samples) != 8 {
		t.Errorf("filled record %+v", r)
	}
	if r.Samples[1].GCCycles == nil || *r.Samples[1].GCCycles != 1 || r.Samples[7].NsPerOp != 1007 {
		t.Errorf("samples %+v", r.Samples)
	}
	if r.NsCILow == nil || r.NsCIHigh == nil || *r.NsCILow > r.NsPerOp || *r.NsCIHigh < r.NsPerOp {
		t.Errorf("interval %v..%v around %v", r.NsCILow, r.NsCIHigh, r.NsPerOp)
	}
	if want := 1e9 / 1001.0; r.MsgsPerSec != want {
		t.Errorf("msgs/s %v, want %v", r.MsgsPerSec, want)
	}
	if want := measure.PerSecond(559, 1001) / 1e6; r.MBPerSec != want {
		t.Errorf("MB/s %v, want %v", r.MBPerSec, want)
	}
	if r.GCPerOp == nil || *r.GCPerOp != 1.0/8000 {
		t.Errorf("gc/op %v, want 1/8000", r.GCPerOp)
	}
	runs[3].GCCycles = nil
	runner.Fill(&r, runs[:2])
	if r.NsCILow != nil || r.NsCIHigh != nil || len(r.Warnings) == 0 {
		t.Errorf("two runs: interval %v..%v, warnings %v; want none and a warning", r.NsCILow, r.NsCIHigh, r.Warnings)
	}
	runner.Fill(&r, runs)
	if r.GCPerOp != nil {
		t.Errorf("gc/op %v from runs missing a count", *r.GCPerOp)
	}
	if d := runner.Distribution([]float64{3, 1, 2}); d == nil || d.Count != 3 || d.P50 != 2 || len(d.Quantiles) != 101 {
		t.Errorf("distribution %+v", d)
	}
	if runner.Distribution(nil) != nil {
		t.Error("no values should give no distribution")
	}
}

// FillCompression copies the sizes and times; a time not measured (NaN)
// stays absent rather than 0.
func TestFillCompression(t *testing.T) {
	var r resultset.Record
	runner.FillCompression(&r, compression.Result{Zstd: 300, Snappy: 420.5, Gzip: 310, ZstdCompressNs: 900, ZstdDecompressNs: math.NaN()})
	if r.ZstdBytes == nil || *r.ZstdBytes != 300 || *r.SnappyBytes != 420.5 || *r.GzipBytes != 310 || *r.ZstdCompressNs != 900 {
		t.Errorf("filled %+v", r)
	}
	if r.ZstdDecompressNs != nil {
		t.Errorf("an unmeasured time reads %v", *r.ZstdDecompressNs)
	}
}
