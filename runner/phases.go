package runner

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/serbench/serbench/human"
	"github.com/serbench/serbench/runner/timeworker"
)

// Phases is where a variant's time went, printed after its cells: a long
// run's log then shows which passes are worth cutting (the full matrix's
// time is spent in them, not only in the timed runs).
type Phases struct {
	Prepare   time.Duration // generating the variant, converting and validating each codec's messages
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
	// sizes and their checks) is untimed work on every CPU.
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

// phase is one of Phases' durations, with its name in the phase line and
// its key in env.json's phase_seconds.
type phase struct {
	name, key string
	d         time.Duration
}

// list is p's phases in the order they run.
func (p *Phases) list() []phase {
	return []phase{
		{"prepare", "prepare", p.Prepare}, {"workers' load", "load", p.Load}, {"calibration", "calibrate", p.Calibrate},
		{"warm-up", "warm_up", p.WarmUp}, {"timed rounds", PhaseRounds, p.Rounds},
		{"busy pass", "busy", p.Busy}, {"latency pass", "latency", p.Latency}, {"heap pass", "heap", p.Heap},
		{"compression", "compression", p.Compression}, {"parallel pass", "parallel", p.Parallel},
		{"instruction pass", "instructions", p.Instructions},
	}
}

// PhaseRounds is the key, in ByKey's map, of the timed rounds: the rest
// of a variant's time went untimed.
const PhaseRounds = "rounds"

// PhaseOther is the key, in ByKey's map, of a variant's time in none of
// its phases: starting workers, the collections forced to size its
// groups near Options.GroupBytes (heapAtMost), writing its records.
const PhaseOther = "other"

// ByKey is p's phases that took any time by their env.json key, and, as
// PhaseOther, what is left of took, the variant's wall time.
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
		m[PhaseOther] = took - sum
	}
	return m
}

// String lists the phases that took any time (a millisecond, rounded), in
// the order they run.
func (p *Phases) String() string {
	var parts []string
	for _, ph := range p.list() {
		if d := roundDuration(ph.d); d > 0 {
			part := fmt.Sprintf("%s %s", ph.name, d)
			if ph.name == "timed rounds" && p.InRuns > 0 {
				part += fmt.Sprintf(" (in runs %s, lead-in %s)", roundDuration(p.InRuns), roundDuration(p.LeadIn))
			}
			if ph.name == "prepare" && p.Remembered > 0 {
				part += fmt.Sprintf(" (%s of %s messages' round trips known from an earlier variant)", human.Count(float64(p.Remembered)), human.Count(float64(p.Checked)))
			}
			if ph.name == "compression" && p.ZstdTimes > 0 {
				part += fmt.Sprintf(" (zstd's times %s)", roundDuration(p.ZstdTimes))
			}
			if ph.name == "workers' load" && p.HandedOff > 0 {
				part += fmt.Sprintf(" (%d of %d workers read the parent's messages)", p.HandedOff, p.Workers)
			}
			if ph.name == "workers' load" && len(p.Rechecked) > 0 {
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
