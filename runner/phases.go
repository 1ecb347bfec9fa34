package runner

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/serbench/serbench/human"
	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/runner/timeworker"
)

// Phases is where a variant's time went, printed after its cells: a long
// run's log then shows which passes are worth cutting (the full matrix's
// time is spent in them, not only in the timed runs).
type Phases struct {
	Prepare   time.Duration // generating the variant, converting and validating each codec's messages, sizing the groups
	Load      time.Duration // timing workers starting, each preparing and validating its cell again
	Calibrate time.Duration // workers finding their runs' op counts
	WarmUp    time.Duration // each worker's first run, dropped (Workers.warmUp)
	Rounds    time.Duration // the interleaved timed rounds (in this process without workers)
	// InRuns and LeadIn are the parts of the workers' Rounds inside the
	// runs' timed sections and in their lead-in (measure.Run.LeadNs):
	// the rest is the probe, the replies and the parent's own work.
	InRuns, LeadIn time.Duration
	Busy           time.Duration // the busy pass: its workers' start, calibration and runs
	Latency        time.Duration
	Heap           time.Duration
	Compression    time.Duration
	// ZstdTimes is the part of Compression in which zstd's loops were
	// timed: a measurement, on one CPU, where the rest of the pass (the
	// sizes and their checks) is untimed work on every CPU. The phase
	// line and env.json show the two apart.
	ZstdTimes time.Duration
	Parallel  time.Duration
	// Instructions is the instruction pass: its workers under valgrind.
	Instructions time.Duration
	// Rechecked are the codecs whose workers checked the round trip
	// again: their encodings were not the parent's (suite.Bound.Checked).
	Rechecked []string
	// Checked counts the messages prepared, codec by codec, and
	// Remembered those of them whose round trip an earlier variant had
	// checked (suite.Bound.Remember).
	Checked, Remembered int
	// HandedOff and Workers count the workers that read their parent's
	// messages (Workers.Time's handoff), of all the workers started.
	HandedOff, Workers int
}

// recheck adds codec to Rechecked, once.
func (p *Phases) recheck(codec string) {
	if !slices.Contains(p.Rechecked, codec) {
		p.Rechecked = append(p.Rechecked, codec)
	}
}

// phase is one of Phases' durations, with its key in env.json's
// phase_seconds (resultset.PhaseName names it).
type phase struct {
	key string
	d   time.Duration
}

// list is p's phases in the order they run.
func (p *Phases) list() []phase {
	return []phase{
		{resultset.PhasePrepare, p.Prepare}, {resultset.PhaseLoad, p.Load}, {resultset.PhaseCalibrate, p.Calibrate},
		{resultset.PhaseWarmUp, p.WarmUp}, {resultset.PhaseRounds, p.Rounds}, {resultset.PhaseBusy, p.Busy},
		{resultset.PhaseLatency, p.Latency}, {resultset.PhaseHeap, p.Heap},
		{resultset.PhaseCompression, p.Compression - p.ZstdTimes}, {resultset.PhaseZstdTimes, p.ZstdTimes},
		{resultset.PhaseParallel, p.Parallel}, {resultset.PhaseInstructions, p.Instructions},
	}
}

// ByKey is p's phases that took any time by their env.json key, and, as
// resultset.PhaseOther, what is left of took, the variant's wall time.
func (p *Phases) ByKey(took time.Duration) map[string]time.Duration {
	m := map[string]time.Duration{}
	var sum time.Duration
	for _, ph := range p.list() {
		if ph.d > 0 {
			m[ph.key] = ph.d
			sum += ph.d
		}
	}
	if took > sum {
		m[resultset.PhaseOther] = took - sum
	}
	return m
}

// String lists the phases that took any time (a millisecond, rounded), in
// the order they run.
func (p *Phases) String() string {
	var parts []string
	for _, ph := range p.list() {
		if d := roundDuration(ph.d); d > 0 {
			part := fmt.Sprintf("%s %s", resultset.PhaseName(ph.key), d)
			if ph.key == resultset.PhaseRounds && p.InRuns > 0 {
				part += fmt.Sprintf(" (in runs %s, lead-in %s)", roundDuration(p.InRuns), roundDuration(p.LeadIn))
			}
			if ph.key == resultset.PhasePrepare && p.Remembered > 0 {
				part += fmt.Sprintf(" (%s of %s messages' round trips known from an earlier variant)", human.Count(float64(p.Remembered)), human.Count(float64(p.Checked)))
			}
			if ph.key == resultset.PhaseLoad && p.HandedOff > 0 {
				part += fmt.Sprintf(" (%d of %d workers read the parent's messages)", p.HandedOff, p.Workers)
			}
			if ph.key == resultset.PhaseLoad && len(p.Rechecked) > 0 {
				part += fmt.Sprintf(" (the workers of %s checked the round trip again: their encodings differ from the parent's)", strings.Join(p.Rechecked, ", "))
			}
			parts = append(parts, part)
		}
	}
	return strings.Join(parts, ", ")
}

// roundDuration keeps three figures or so: 1m48s, 2.9s, 340ms.
func roundDuration(d time.Duration) time.Duration {
	switch {
	case d >= time.Minute:
		return d.Round(time.Second)
	case d >= time.Second:
		return d.Round(100 * time.Millisecond)
	default:
		return d.Round(time.Millisecond)
	}
}

// addRuns adds the runs of r, a worker's reply in the timed rounds (nil:
// none), to InRuns and LeadIn.
func (p *Phases) addRuns(r *timeworker.Reply) {
	if r == nil {
		return
	}
	for _, run := range r.Runs {
		if run == nil {
			continue
		}
		p.InRuns += time.Duration(float64(run.N) * run.NsPerOp)
		if run.LeadNs != nil {
			p.LeadIn += time.Duration(*run.LeadNs)
		}
	}
}

// since adds the time since start to *d.
func since(d *time.Duration, start time.Time) {
	*d += time.Since(start)
}
