package runner

import (
	"github.com/serbench/serbench/compression"
	"github.com/serbench/serbench/measure"
	"github.com/serbench/serbench/resultset"
)

// Fill sets the timing fields of rec from its runs. measure computes the
// figures and resultset only holds them: this is where they meet. rec's
// MsgsPerOp and EncodedBytes must be set already (the rates use them).
func Fill(rec *resultset.Record, runs []measure.Run) {
	s := measure.SummarizeRuns(runs)
	rec.Samples = make([]resultset.Sample, len(runs))
	for i, r := range runs {
		rec.Samples[i] = resultset.Sample(r)
	}
	rec.Runs = s.Ns
	rec.NsPerOp = s.NsPerOp.Center
	rec.NsCILow, rec.NsCIHigh = nil, nil
	if measure.Finite(s.NsPerOp.Lo) && measure.Finite(s.NsPerOp.Hi) {
		lo, hi := s.NsPerOp.Lo, s.NsPerOp.Hi
		rec.NsCILow, rec.NsCIHigh = &lo, &hi
	}
	rec.Warnings = s.NsPerOp.Warnings
	rec.NsMedian, rec.NsMedianCILow, rec.NsMedianCIHigh = figure(s.Median.Center), nil, nil
	if measure.Finite(s.Median.Lo) && measure.Finite(s.Median.Hi) {
		rec.NsMedianCILow, rec.NsMedianCIHigh = figure(s.Median.Lo), figure(s.Median.Hi)
	}
	rec.BytesPerOp = s.BytesPerOp
	rec.AllocsPerOp = s.AllocsPerOp
	rec.GCPerOp = nil
	if measure.Finite(s.GCPerOp) {
		gc := s.GCPerOp
		rec.GCPerOp = &gc
	}
	if rec.NsPerOp > 0 {
		rec.MsgsPerSec = measure.PerSecond(rec.MsgsPerOp, rec.NsPerOp)
		rec.MBPerSec = measure.PerSecond(rec.EncodedBytes, rec.NsPerOp) / 1e6
	}
}

// figure is x as an optional field, nil when it is not a number.
func figure(x float64) *float64 {
	if !measure.Finite(x) {
		return nil
	}
	return &x
}

// FillBusy sets the busy-heap figures of rec from the busy pass's runs
// and the live heap they ran beside.
func FillBusy(rec *resultset.Record, runs []measure.Run, live uint64) {
	if len(runs) == 0 {
		return
	}
	s := measure.SummarizeRuns(runs)
	rec.BusySamples = make([]resultset.Sample, len(runs))
	for i, r := range runs {
		rec.BusySamples[i] = resultset.Sample(r)
	}
	rec.BusyRuns = s.Ns
	ns, heap := s.NsPerOp.Center, float64(live)
	rec.BusyNsPerOp, rec.BusyLiveHeapBytes = &ns, &heap
	rec.BusyNsCILow, rec.BusyNsCIHigh = nil, nil
	if measure.Finite(s.NsPerOp.Lo) && measure.Finite(s.NsPerOp.Hi) {
		lo, hi := s.NsPerOp.Lo, s.NsPerOp.Hi
		rec.BusyNsCILow, rec.BusyNsCIHigh = &lo, &hi
	}
}

// FillInstructions sets rec's instruction count from ins, or the reason
// it failed, err; neither when the cell was not counted.
func FillInstructions(rec *resultset.Record, ins *measure.Instructions, err error) {
	switch {
	case err != nil:
		rec.InstructionsError = err.Error()
		rec.Warnings = append(rec.Warnings, firstLine(err.Error()))
	case ins != nil:
		rec.InstructionsPerOp, rec.InstructionsOps, rec.InstructionsGCEvery = figure(ins.PerOp), ins.Ops, ins.GCEvery
		if ins.GCEvery > 0 {
			rec.InstructionsGCPerOp = figure(ins.GCShare)
		}
	}
}

// FillCompression sets an encode cell's compressed sizes and zstd times
// from res; a time that was not measured stays absent.
func FillCompression(rec *resultset.Record, res compression.Result) {
	rec.ZstdBytes, rec.SnappyBytes, rec.GzipBytes = figure(res.Zstd), figure(res.Snappy), figure(res.Gzip)
	rec.ZstdCompressNs, rec.ZstdDecompressNs = figure(res.ZstdCompressNs), figure(res.ZstdDecompressNs)
}

// FillParallel sets a cell's parallel figures from the parallel pass's
// runs: throughput in the unit of msgs_per_sec (rec's MsgsPerOp must be
// set), efficiency, collections per op and the collector's share of the
// CPU, per goroutine count; a figure that is not a number is left out.
func FillParallel(rec *resultset.Record, runs []measure.ParallelRun) {
	s := measure.SummarizeParallel(runs)
	rec.ParallelMsgsPerSec, rec.ParallelEfficiency = map[int]float64{}, map[int]float64{}
	rec.ParallelGCPerOp, rec.ParallelGCShare = map[int]float64{}, map[int]float64{}
	set := func(m map[int]float64, g int, x float64) {
		if measure.Finite(x) {
			m[g] = x
		}
	}
	for i, g := range s.G {
		set(rec.ParallelMsgsPerSec, g, s.OpsPerSec[i]*rec.MsgsPerOp)
		set(rec.ParallelEfficiency, g, s.Efficiency[i])
		set(rec.ParallelGCPerOp, g, s.GCPerOp[i])
		set(rec.ParallelGCShare, g, s.GCShare[i])
	}
}

// Distribution summarises one value per message for a record; it sorts xs
// in place and returns nil for no values.
func Distribution(xs []float64) *resultset.Distribution {
	d := measure.Distribute(xs)
	if d == nil {
		return nil
	}
	return &resultset.Distribution{Count: d.Count, Mean: d.Mean, P50: d.P50, P90: d.P90, P99: d.P99, P999: d.P999,
		Quantiles: d.Quantiles}
}
