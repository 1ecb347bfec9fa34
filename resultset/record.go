// Package resultset defines what a run writes: one Record per cell in
// results.jsonl, results.csv and bench.txt, and the run's env.json.
package resultset

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"

	"github.com/serbench/serbench/measure"
)

// Cell statuses.
const (
	StatusOK      = "ok"
	StatusFailed  = "failed"
	StatusSkipped = "skipped"
)

// Record is one cell's outcome: one line of results.jsonl (SPEC section 5).
type Record struct {
	Dataset      string    `json:"dataset"`
	Variant      string    `json:"variant"`
	Codec        string    `json:"codec"`
	Op           string    `json:"op"`
	Labels       []string  `json:"labels"`
	Status       string    `json:"status"`
	Error        string    `json:"error"`
	NsPerOp      float64   `json:"ns_per_op"`
	NsCILow      *float64  `json:"ns_ci_low"` // null when too few runs for a 95% interval
	NsCIHigh     *float64  `json:"ns_ci_high"`
	BytesPerOp   float64   `json:"bytes_per_op"`
	AllocsPerOp  float64   `json:"allocs_per_op"`
	EncodedBytes float64   `json:"encoded_bytes"`
	MsgsPerOp    float64   `json:"msgs_per_op"`
	MsgsPerSec   float64   `json:"msgs_per_sec"`
	MBPerSec     float64   `json:"mb_per_sec"`
	Runs         []float64 `json:"runs"`
	Unit         string    `json:"unit"` // what msgs_per_op counts
	// GCPerOp is the collections that completed during the timed runs
	// divided by the ops they ran (all runs pooled); nil when not measured
	// (older results).
	GCPerOp *float64 `json:"gc_per_op,omitempty"`
	// PeakHeapBytes is the largest live heap found by the collections of an
	// untimed pass after the timed runs, less the heap live before it (the
	// data serbench holds): see measure.MeasurePeakHeap. nil when not
	// measured.
	PeakHeapBytes *float64 `json:"peak_heap_bytes,omitempty"`
	// PeakHeapCapped says PeakHeapBytes is its cap, twice B/op: an upper
	// bound where the collector could not see the op (small ops).
	PeakHeapCapped bool          `json:"peak_heap_capped,omitempty"`
	Samples        []measure.Run `json:"samples,omitempty"`  // every run in full, for bench.txt
	Warnings       []string      `json:"warnings,omitempty"` // from the statistics
	// Latency and Sizes describe every message of a multi-message variant
	// (a trace): each message timed on its own, and each encoded size.
	Latency *Distribution `json:"latency_ns,omitempty"`
	Sizes   *Distribution `json:"size_bytes,omitempty"`
}

// Distribution summarises one value per message: percentiles, and the
// quantiles at every whole percent (0 to 100) for drawing a CDF.
type Distribution struct {
	Count     int       `json:"count"`
	Mean      float64   `json:"mean"`
	P50       float64   `json:"p50"`
	P90       float64   `json:"p90"`
	P99       float64   `json:"p99"`
	P999      float64   `json:"p99_9"`
	Quantiles []float64 `json:"quantiles"` // Quantiles[k] is the k-th percentile
}

// Distribute summarises xs; it sorts xs in place. Percentiles are the
// nearest-rank ones, so every figure is a value that was observed.
func Distribute(xs []float64) *Distribution {
	if len(xs) == 0 {
		return nil
	}
	slices.Sort(xs)
	at := func(q float64) float64 {
		i := int(math.Ceil(q*float64(len(xs)))) - 1
		return xs[min(max(i, 0), len(xs)-1)]
	}
	d := &Distribution{Count: len(xs), P50: at(0.5), P90: at(0.9), P99: at(0.99), P999: at(0.999)}
	var sum float64
	for _, x := range xs {
		sum += x
	}
	d.Mean = sum / float64(len(xs))
	d.Quantiles = make([]float64, 101)
	for k := range d.Quantiles {
		d.Quantiles[k] = at(float64(k) / 100)
	}
	d.Quantiles[0] = xs[0]
	return d
}

// Name is the cell's benchmark name, dataset/variant/codec/op.
func (r *Record) Name() string {
	return r.Dataset + "/" + r.Variant + "/" + r.Codec + "/" + r.Op
}

// OK reports whether the cell was measured.
func (r *Record) OK() bool { return r.Status == StatusOK }

// CIHalfWidthPct is the larger distance from the median to an end of the
// interval, in percent of the median; +Inf when there is no interval.
func (r *Record) CIHalfWidthPct() float64 {
	if r.NsCILow == nil || r.NsCIHigh == nil || r.NsPerOp <= 0 {
		return math.Inf(1)
	}
	return 100 * max(r.NsPerOp-*r.NsCILow, *r.NsCIHigh-r.NsPerOp) / r.NsPerOp
}

// Fill sets the timing fields of r from its runs.
func (r *Record) Fill(runs []measure.Run) {
	ns := make([]float64, len(runs))
	bs := make([]float64, len(runs))
	as := make([]float64, len(runs))
	for i, run := range runs {
		ns[i], bs[i], as[i] = run.NsPerOp, run.BytesPerOp, run.AllocsPerOp
	}
	s := measure.Summarize(ns)
	r.Samples = runs
	r.Runs = ns
	r.NsPerOp = s.Median
	r.NsCILow, r.NsCIHigh = nil, nil
	if measure.Finite(s.Lo) && measure.Finite(s.Hi) {
		lo, hi := s.Lo, s.Hi
		r.NsCILow, r.NsCIHigh = &lo, &hi
	}
	r.Warnings = s.Warnings
	r.BytesPerOp = measure.Summarize(bs).Median
	r.AllocsPerOp = measure.Summarize(as).Median
	r.GCPerOp = gcPerOp(runs)
	if r.NsPerOp > 0 {
		r.MsgsPerSec = r.MsgsPerOp * 1e9 / r.NsPerOp
		r.MBPerSec = r.EncodedBytes * 1e9 / r.NsPerOp / 1e6
	}
}

// gcPerOp pools the runs: a run of a few milliseconds sees a whole number
// of collections, often none, so a median of per-run figures would say 0
// for an op that collects once every few runs. nil when a run has no count.
func gcPerOp(runs []measure.Run) *float64 {
	var cycles, ops float64
	for _, run := range runs {
		if run.GCCycles == nil {
			return nil
		}
		cycles += float64(*run.GCCycles)
		ops += float64(run.N)
	}
	if ops == 0 {
		return nil
	}
	x := cycles / ops
	return &x
}

// ReadJSONL reads every record of a results.jsonl stream. A truncated last
// line (a run killed mid-write) is ignored; any other bad line is an error.
func ReadJSONL(r io.Reader) ([]Record, error) {
	var out []Record
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<16), 1<<26)
	line := 0
	var pending error
	for sc.Scan() {
		line++
		if pending != nil {
			return nil, pending
		}
		b := sc.Bytes()
		if len(b) == 0 {
			continue
		}
		var rec Record
		if err := json.Unmarshal(b, &rec); err != nil {
			pending = fmt.Errorf("line %d: %w", line, err)
			continue
		}
		out = append(out, rec)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	return out, nil
}

// Load reads the records of a results folder.
func Load(dir string) ([]Record, error) {
	f, err := os.Open(filepath.Join(dir, FileJSONL))
	if err != nil {
		return nil, fmt.Errorf("open results: %w", err)
	}
	defer f.Close()
	recs, err := ReadJSONL(f)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", f.Name(), err)
	}
	return recs, nil
}
