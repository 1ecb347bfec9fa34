// Package resultset is the format of a results folder and nothing else:
// one Record per cell in results.jsonl, results.csv and bench.txt, the
// run's env.json, the names of every file of the folder, and the reader
// of a folder. It computes no statistics: measure does, and the runner
// copies its figures into the records.
package resultset

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"slices"
)

// Cell statuses.
const (
	StatusOK      = "ok"
	StatusFailed  = "failed"
	StatusSkipped = "skipped"
)

// Record is one cell's outcome: one line of results.jsonl (SPEC section 5).
type Record struct {
	// Dataset, Variant, Codec and Op name the cell.
	Dataset string   `json:"dataset"`
	Variant string   `json:"variant"`
	Codec   string   `json:"codec"`
	Op      string   `json:"op"`
	Labels  []string `json:"labels"` // the codec's labels (reflection, codegen, binary, ...)
	Status  string   `json:"status"` // StatusOK, StatusFailed or StatusSkipped
	Error   string   `json:"error"`  // why the cell failed or was skipped; empty when ok
	// KnownFailure, on a failed cell, is why the codec is known to fail on
	// the variant (suite.KnownFailure); empty otherwise.
	KnownFailure string `json:"known_failure,omitempty"`
	// NsPerOp is the headline time per op: the 20th percentile of the
	// runs (measure.Headline), and NsCILow and NsCIHigh bound its 95%
	// interval (null when too few runs for one).
	NsPerOp  float64  `json:"ns_per_op"`
	NsCILow  *float64 `json:"ns_ci_low"`
	NsCIHigh *float64 `json:"ns_ci_high"`
	// NsMedian is the median of the runs; absent in results written
	// before the headline estimate, whose NsPerOp was the median.
	NsMedian *float64 `json:"ns_median,omitempty"`
	// NsMedianCILow and NsMedianCIHigh bound the median's 95% interval.
	NsMedianCILow  *float64 `json:"ns_median_ci_low,omitempty"`
	NsMedianCIHigh *float64 `json:"ns_median_ci_high,omitempty"`
	// BytesPerOp and AllocsPerOp are the medians of the heap bytes and
	// allocations per op; EncodedBytes is the mean size of one encoded
	// message.
	BytesPerOp   float64 `json:"bytes_per_op"`
	AllocsPerOp  float64 `json:"allocs_per_op"`
	EncodedBytes float64 `json:"encoded_bytes"`
	// MsgsPerOp counts the records (Unit) one op handles; MsgsPerSec and
	// MBPerSec are the median throughput in records and in encoded
	// megabytes a second.
	MsgsPerOp  float64   `json:"msgs_per_op"`
	MsgsPerSec float64   `json:"msgs_per_sec"`
	MBPerSec   float64   `json:"mb_per_sec"`
	Runs       []float64 `json:"runs"` // every run's ns/op
	Unit       string    `json:"unit"` // what msgs_per_op counts
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
	PeakHeapCapped bool `json:"peak_heap_capped,omitempty"`
	// ZstdBytes, SnappyBytes and GzipBytes are, on an encode cell, the
	// mean size of a message compressed on its own with zstd (default
	// level), snappy (block format) and gzip (level 6); nil when not
	// measured (other ops, older results).
	ZstdBytes   *float64 `json:"zstd_bytes,omitempty"`
	SnappyBytes *float64 `json:"snappy_bytes,omitempty"`
	GzipBytes   *float64 `json:"gzip_bytes,omitempty"`
	// ZstdCompressNs and ZstdDecompressNs are, on an encode cell, the
	// median time to compress one encoded message with zstd and to
	// decompress it, outside the encode timing; nil when not measured.
	ZstdCompressNs   *float64 `json:"zstd_compress_ns,omitempty"`
	ZstdDecompressNs *float64 `json:"zstd_decompress_ns,omitempty"`
	// UpdateMode says how an update cell updates ("in place", "round trip",
	// "scalar in place, string re-encoded"), and UpdateFields which fields
	// it changes; empty on other ops.
	UpdateMode   string `json:"update_mode,omitempty"`
	UpdateFields string `json:"update_fields,omitempty"`
	// The parallel pass (serbench run --parallel N), on an encode or
	// decode cell: the op run on g = 1 … N goroutines at once, each on a
	// codec instance and messages of its own, with GOMAXPROCS N. Keyed by
	// g: ParallelMsgsPerSec is the median throughput in msgs_per_sec's
	// unit, ParallelEfficiency the efficiency (throughput at g ÷ g ×
	// throughput at 1), ParallelGCPerOp the collections per op and
	// ParallelGCShare the collector's share of the CPU the process used
	// (absent for a g in whose runs no collection ended). nil when not
	// measured.
	ParallelMsgsPerSec map[int]float64 `json:"parallel_msgs_per_sec,omitempty"`
	ParallelEfficiency map[int]float64 `json:"parallel_efficiency,omitempty"`
	ParallelGCPerOp    map[int]float64 `json:"parallel_gc_per_op,omitempty"`
	ParallelGCShare    map[int]float64 `json:"parallel_gc_cpu_share,omitempty"`
	// ParallelControl is the efficiency, by goroutine count, of loops of
	// pure arithmetic timed the same way just before the codec's cells:
	// what the machine gave that many goroutines at the time, the ceiling
	// for the cell's own efficiency.
	ParallelControl map[int]float64 `json:"parallel_control_efficiency,omitempty"`
	// ParallelSeconds is how long the cell's parallel pass took, wall
	// time, its preparation included.
	ParallelSeconds *float64 `json:"parallel_seconds,omitempty"`
	// ParallelError says why the parallel pass failed (a codec that cannot
	// run on several goroutines at once); the cell's own figures stand.
	ParallelError string `json:"parallel_error,omitempty"`
	// BusyNsPerOp is the median ns/op of the same call timed in a process that also holds a standard live heap
	// (BusyLiveHeapBytes, 64 MiB of small pointer-holding objects, GOGC 100); nil when not measured.
	// A service's collector marks such a heap every cycle, so there each
	// allocated byte costs far more than in a micro-benchmark. BusyNsCILow
	// and BusyNsCIHigh bound its 95% interval (nil with too few runs).
	// LiveHeapBytes is what the timing worker held before its first run,
	// after a collection: its data, its packages' and the runtime's own
	// objects. Every collection of the timed call marks it, so it sets
	// the process's share of an allocating call's figure (docs/methodology.md,
	// "Lean workers"). nil for cells timed in process.
	LiveHeapBytes     *float64  `json:"live_heap_bytes,omitempty"`
	BusyNsPerOp       *float64  `json:"busy_ns_per_op,omitempty"`
	BusyNsCILow       *float64  `json:"busy_ns_ci_low,omitempty"`
	BusyNsCIHigh      *float64  `json:"busy_ns_ci_high,omitempty"`
	BusyLiveHeapBytes *float64  `json:"busy_live_heap_bytes,omitempty"`
	BusyRuns          []float64 `json:"busy_runs,omitempty"` // ns/op of each busy run, for compare
	// BusySamples are the busy runs in full, as Samples are the cell's
	// own runs: bench.txt writes one busy-ns/op line per busy sample,
	// with its op count. The runner sets both, as it sets Runs and
	// Samples; nil when not measured.
	BusySamples []Sample `json:"busy_samples,omitempty"`
	Samples     []Sample `json:"samples,omitempty"`  // every run in full, for bench.txt
	Warnings    []string `json:"warnings,omitempty"` // from the statistics
	// Latency and Sizes describe every message of a multi-message variant
	// (a trace): each message timed on its own, and each encoded size.
	Latency *Distribution `json:"latency_ns,omitempty"`
	Sizes   *Distribution `json:"size_bytes,omitempty"`
	// PassMsgs is how many of a variant's messages the compression pass
	// took, evenly spaced, when it took fewer than all (0: all): the
	// compressed sizes and zstd times are over them, Sizes and
	// EncodedBytes over every message. The latency pass takes as many at
	// most, fewer in a quick run (Latency's Count).
	PassMsgs int `json:"pass_msgs,omitempty"`
	// InstructionsPerOp is the op's instructions counted under
	// valgrind's callgrind (run --measure instructions), the same on any
	// machine for the same binaries: the ops', and for an allocating op
	// its share of the collections the pacer would run for the worker's
	// live heap (InstructionsGCPerOp), forced every InstructionsGCEvery
	// ops with the collector otherwise off (docs/methodology.md,
	// "Instructions per op"); nil when not counted. InstructionsOps is
	// how many ops were counted, InstructionsError why a count failed
	// (where the time figures stand, the cell stays ok).
	InstructionsPerOp   *float64 `json:"instructions_per_op,omitempty"`
	InstructionsOps     int      `json:"instructions_ops,omitempty"`
	InstructionsGCEvery int      `json:"instructions_gc_every,omitempty"`
	InstructionsGCPerOp *float64 `json:"instructions_gc_per_op,omitempty"`
	InstructionsError   string   `json:"instructions_error,omitempty"`
}

// Sample is one timed run as results.jsonl keeps it. Its fields are
// measure.Run's, in the same order, so the runner converts one into the
// other and the compiler says when they part.
type Sample struct {
	N int `json:"n"` // ops in the run
	// NsPerOp, BytesPerOp and AllocsPerOp are the run's time, heap bytes
	// and allocations divided by N.
	NsPerOp     float64 `json:"ns_per_op"`
	BytesPerOp  float64 `json:"bytes_per_op"`
	AllocsPerOp float64 `json:"allocs_per_op"`
	// GCCycles counts the garbage collections that completed inside the
	// timed section; nil in results written before serbench measured it.
	GCCycles *uint64 `json:"gc_cycles,omitempty"`
	// Aligned says whether a timing worker's run started and ended just
	// after a collection (whole collection cycles); nil for runs timed
	// otherwise and in older results.
	Aligned *bool `json:"aligned,omitempty"`
	// ProbeCPUNs and ProbeMemNs are a fixed probe loop's times (a cached
	// encoding and a chain of cache-missing loads) taken in the worker
	// just before the run: the host's state at that moment.
	ProbeCPUNs *float64 `json:"probe_cpu_ns,omitempty"`
	ProbeMemNs *float64 `json:"probe_mem_ns,omitempty"`
	// LeadNs is the untimed time the worker spent just before the run,
	// bringing its loop to a collection's end (whole collection cycles):
	// part of the timed rounds' wall time that no figure holds.
	LeadNs *float64 `json:"lead_ns,omitempty"`
}

// Distribution summarises one value per message: percentiles, and the
// quantiles at every whole percent (0 to 100) for drawing a CDF.
type Distribution struct {
	Count int     `json:"count"` // messages
	Mean  float64 `json:"mean"`  // the mean value
	// P50, P90, P99 and P999 are the 50th, 90th, 99th and 99.9th
	// percentiles.
	P50       float64   `json:"p50"`
	P90       float64   `json:"p90"`
	P99       float64   `json:"p99"`
	P999      float64   `json:"p99_9"`
	Quantiles []float64 `json:"quantiles"` // Quantiles[k] is the k-th percentile
}

// Name is the cell's benchmark name, dataset/variant/codec/op.
func (r *Record) Name() string {
	return r.Dataset + "/" + r.Variant + "/" + r.Codec + "/" + r.Op
}

// Goroutines lists the goroutine counts of the parallel pass, in
// increasing order; none when it did not run.
func (r *Record) Goroutines() []int {
	return slices.Sorted(maps.Keys(r.ParallelMsgsPerSec))
}

// OK reports whether the cell was measured.
func (r *Record) OK() bool { return r.Status == StatusOK }

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
