package conformance

import (
	"fmt"
	"io"
	"slices"
	"sync"
	"time"

	"github.com/serbench/serbench/internal/sandbox"
	"github.com/serbench/serbench/suite"
)

// Worker is how to start a worker process: Path with Args, then the
// WorkerFlags. serbench starts itself with its hidden worker command; a
// test starts its own binary.
type Worker struct {
	Path string
	Args []string
	Env  []string // added to the parent's environment
}

// Options of a conformance run.
type Options struct {
	Worker Worker
	// Timeout is the time limit of one file; StartTimeout that of a
	// worker's start.
	Timeout, StartTimeout time.Duration
	MemCap                int64 // see WorkerFlags.MemCap
	Jobs                  int   // workers at once, on different codecs
	// Only restricts the run to these files, by name; none means all.
	Only []string
	Log  io.Writer
}

// Defaults, as hostile's.
const (
	DefaultTimeout      = 3 * time.Second
	DefaultStartTimeout = time.Minute
	DefaultMemCap       = 3 << 30
)

// Codecs returns the names of the registry's codecs that conformance runs:
// every JSON codec that declares a generic decode (or why it has none), in
// registry order. The forms of a codec (+any, +reuse) declare none: they
// share its library and settings.
func Codecs(reg *suite.Registry) []string {
	var out []string
	for _, c := range reg.Codecs {
		if c.Family == "JSON" && c.Generic != nil {
			out = append(out, c.Name)
		}
	}
	return out
}

// Run decodes the suite with every named codec and returns a record each,
// in the order named. A codec's own failure (a worker that cannot start)
// goes into its record; the error is for the run's (the files unreadable).
func Run(reg *suite.Registry, codecs []string, opt Options) ([]Record, error) {
	cases, err := Select(opt.Only)
	if err != nil {
		return nil, err
	}
	records := make([]Record, len(codecs))
	jobs := make(chan int)
	var wg sync.WaitGroup
	for range max(opt.Jobs, 1) {
		wg.Go(func() {
			for i := range jobs {
				probeCodec(reg, codecs[i], cases, opt, &records[i])
			}
		})
	}
	for i := range codecs {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	return records, nil
}

// probeCodec decodes the cases in workers: each worker decodes files in
// order until it ends, dies or hangs; a death or a hang is that file's
// outcome, and the next worker resumes after it.
func probeCodec(reg *suite.Registry, name string, cases []Case, opt Options, rec *Record) {
	start := time.Now()
	*rec = Record{Codec: name, Files: len(cases)}
	for _, c := range cases {
		rec.Tally(c.Expect).Files++
	}
	c, ok := reg.Codec(name)
	switch {
	case !ok:
		rec.Error = "no such codec"
		return
	case c.Generic == nil:
		rec.Family, rec.NA = c.Family, "a form of another codec, whose library and settings it shares"
		return
	case c.Generic.Decode == nil:
		rec.Family, rec.NA = c.Family, c.Generic.None
		return
	}
	rec.Family, rec.Call = c.Family, c.Generic.Call
	next, failedStarts := 0, 0
	for next < len(cases) {
		rec.Workers++
		end, err := runWorker(WorkerFlags{Codec: name, Only: opt.Only, From: next, MemCap: opt.MemCap}, opt, func(l line) {
			if l.I >= 0 && l.I < len(cases) {
				rec.add(cases[l.I], l.Outcome, l.Detail)
				next = l.I + 1
			}
		})
		if err != nil {
			rec.Error = err.Error()
			break
		}
		if end.done {
			break
		}
		if !end.ready {
			// The worker failed before its first file: its start, not a
			// file, is at fault.
			if failedStarts++; failedStarts == 2 || end.outcome == TimedOut {
				rec.Error = "worker failed to start: " + end.reason
				break
			}
			continue
		}
		if next < len(cases) {
			rec.add(cases[next], end.outcome, end.reason)
			next++
		}
	}
	rec.Elapsed = time.Since(start).Seconds()
	if opt.Log != nil {
		fmt.Fprintf(opt.Log, "conformance: %-20s %s (%.1fs, %d workers)\n", name, rec.summary(), rec.Elapsed, rec.Workers)
	}
}

// workerEnd is how a worker ended.
type workerEnd struct {
	ready, done bool
	outcome     Outcome // Crashed or TimedOut, when not done
	reason      string
}

// runWorker starts a worker and hands each result line to each; it returns
// when the worker is done, dies, or is killed for taking longer than the
// limit on a file.
func runWorker(flags WorkerFlags, opt Options, each func(line)) (workerEnd, error) {
	end, err := sandbox.Run(sandbox.Job{Path: opt.Worker.Path, Args: append(slices.Clone(opt.Worker.Args), flags.args()...),
		Env: opt.Worker.Env, FirstTimeout: max(opt.StartTimeout, opt.Timeout), Timeout: opt.Timeout, StartTimeout: opt.StartTimeout},
		func(l line) (bool, bool) { return l.Ready, l.Done }, each)
	if err != nil {
		return workerEnd{}, fmt.Errorf("conformance %w", err)
	}
	w := workerEnd{ready: end.Ready, done: end.Done, reason: end.Reason}
	switch {
	case end.TimedOut:
		w.outcome = TimedOut
	case !end.Done:
		w.outcome = Crashed
	}
	return w, nil
}
