package hostile

import (
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"path/filepath"
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

// Options of a hostile run.
type Options struct {
	Worker Worker
	Seed   uint64
	// Timeout is the time limit of one input; StartTimeout that of a
	// worker's preparation (loading and validating the variant).
	Timeout, StartTimeout time.Duration
	MemCap                int64 // see WorkerFlags.MemCap
	Jobs                  int   // workers at once, on different codecs
	Out                   string
	// MaxSaved caps the bad inputs saved per (dataset, codec, outcome);
	// the record says how many were saved.
	MaxSaved int
	Log      io.Writer
}

// Defaults.
const (
	DefaultSeed     = 16
	DefaultTimeout  = 3 * time.Second
	DefaultMemCap   = 3 << 30
	DefaultMaxSaved = 100
)

// Target is one (dataset, variant, codec) to probe.
type Target struct {
	Dataset, Variant, Codec string
}

// Run probes every target and returns a record each, in target order. A
// target's own failure (its validation, a worker that cannot start) goes
// into its record; the error is for the run's (a folder that cannot be
// written).
func Run(reg *suite.Registry, targets []Target, opt Options) ([]Record, error) {
	tmp, err := os.MkdirTemp("", "serbench-hostile-")
	if err != nil {
		return nil, fmt.Errorf("hostile: %w", err)
	}
	defer os.RemoveAll(tmp)
	// Corpora first, variant by variant: every codec's encodings of the
	// variant are needed for the foreign inputs of each.
	corpora := make([]string, len(targets))
	records := make([]Record, len(targets))
	for i, t := range targets {
		records[i] = Record{Dataset: t.Dataset, Variant: t.Variant, Codec: t.Codec}
		if c, ok := reg.Codec(t.Codec); ok {
			records[i].Family = c.Family
		}
	}
	byVariant := map[[2]string][]int{}
	var order [][2]string
	for i, t := range targets {
		k := [2]string{t.Dataset, t.Variant}
		if _, ok := byVariant[k]; !ok {
			order = append(order, k)
		}
		byVariant[k] = append(byVariant[k], i)
	}
	for _, k := range order {
		if err := buildCorpora(reg, k[0], k[1], targets, byVariant[k], opt, tmp, corpora, records); err != nil {
			return nil, err
		}
	}
	jobs := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	var firstErr error
	for range max(opt.Jobs, 1) {
		wg.Go(func() {
			for i := range jobs {
				if corpora[i] == "" {
					continue
				}
				err := probeTarget(targets[i], corpora[i], opt, &records[i])
				if err != nil {
					mu.Lock()
					firstErr = cmp(firstErr, err)
					mu.Unlock()
				}
			}
		})
	}
	for i := range targets {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	return records, firstErr
}

func cmp(a, b error) error {
	if a != nil {
		return a
	}
	return b
}

// buildCorpora prepares every codec bound to the variant, for the foreign
// inputs, and writes the corpus of each target of the variant.
func buildCorpora(reg *suite.Registry, dataset, variant string, targets []Target, idx []int, opt Options, tmp string,
	corpora []string, records []Record) error {
	d, ok := reg.Dataset(dataset)
	if !ok {
		return fmt.Errorf("hostile: no dataset %s", dataset)
	}
	loaded, err := d.Load(variant)
	if err != nil {
		for _, i := range idx {
			records[i].Error = err.Error()
		}
		return nil
	}
	type prepared struct {
		codec string
		p     *suite.Prepared
	}
	var all []prepared
	errs := map[string]error{}
	for _, b := range reg.Bindings(d, variant) {
		if !slices.Contains(b.Ops, suite.Decode) {
			continue
		}
		p, err := loaded.Prepare(b)
		if err != nil {
			errs[b.Codec.Name] = err
			continue
		}
		all = append(all, prepared{b.Codec.Name, p})
	}
	for _, i := range idx {
		t := targets[i]
		if err := errs[t.Codec]; err != nil {
			records[i].Error = "validation: " + err.Error()
			continue
		}
		j := slices.IndexFunc(all, func(p prepared) bool { return p.codec == t.Codec })
		if j < 0 {
			records[i].Error = "no decoder on " + dataset + "/" + variant
			continue
		}
		self := all[j].p
		c := Build(Spec{Seed: opt.Seed, Dataset: dataset, Codec: t.Codec, Family: records[i].Family,
			Sizes: self.Sizes, Encoded: self.Encoded, TypeOf: self.TypeOf,
			Others: func(m int) []Other {
				var out []Other
				for _, o := range all {
					if o.codec != t.Codec {
						out = append(out, Other{Codec: o.codec, Msg: m, Bytes: o.p.Encoded(m)})
					}
				}
				return out
			}})
		path := filepath.Join(tmp, fmt.Sprintf("corpus-%d.gob", i))
		if err := writeCorpus(path, c); err != nil {
			return err
		}
		corpora[i] = path
		records[i].corpus = c
	}
	return nil
}

// probeTarget decodes a target's corpus in workers: each worker decodes
// inputs in order until it ends, dies or hangs; a death or a hang is that
// input's outcome, and the next worker resumes after it.
func probeTarget(t Target, corpusPath string, opt Options, rec *Record) error {
	c := rec.corpus
	defer func() { rec.corpus = nil }()
	start := time.Now()
	rec.init(len(c.Inputs))
	next, failedStarts := 0, 0
	for next < len(c.Inputs) {
		rec.Workers++
		res, err := runWorker(t, corpusPath, next, opt, func(l line) {
			rec.add(c, l, opt)
			next = l.I + 1
		})
		if err != nil {
			return err
		}
		switch {
		case res.done:
		case !res.ready:
			// The worker failed before its first input: preparing the
			// variant, not an input, is at fault.
			if failedStarts++; failedStarts == 2 || res.outcome == TimedOut {
				rec.Error = "worker failed to start: " + res.reason
				rec.Elapsed = time.Since(start).Seconds()
				return nil
			}
		case next < len(c.Inputs):
			rec.add(c, line{I: next, Outcome: res.outcome, Detail: res.reason}, opt)
			next++
		}
		if res.done {
			break
		}
	}
	rec.Elapsed = time.Since(start).Seconds()
	if opt.Log != nil {
		fmt.Fprintf(opt.Log, "hostile: %s/%s %-22s %s (%.1fs, %d workers)\n", t.Dataset, t.Variant, t.Codec, rec.summary(), rec.Elapsed, rec.Workers)
	}
	return rec.save(c, opt)
}

// workerEnd is how a worker ended.
type workerEnd struct {
	ready, done bool
	outcome     Outcome // Crashed or TimedOut, when not done
	reason      string
}

// runWorker starts a worker at input from and hands each result line to
// each; it returns when the worker is done, dies, or is killed for taking
// longer than the limit on an input.
func runWorker(t Target, corpusPath string, from int, opt Options, each func(line)) (workerEnd, error) {
	flags := WorkerFlags{Dataset: t.Dataset, Variant: t.Variant, Codec: t.Codec, Corpus: corpusPath, From: from, MemCap: opt.MemCap}
	end, err := sandbox.Run(sandbox.Job{Path: opt.Worker.Path, Args: append(slices.Clone(opt.Worker.Args), flags.args()...),
		Env: opt.Worker.Env, FirstTimeout: opt.StartTimeout, Timeout: opt.Timeout, StartTimeout: opt.StartTimeout},
		func(l line) (bool, bool) { return l.Ready, l.Done }, each)
	if err != nil {
		return workerEnd{}, fmt.Errorf("hostile %w", err)
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

// hexShort is an input as short hex: its first bytes.
func hexShort(b []byte) string {
	const n = 32
	if len(b) <= n {
		return hex.EncodeToString(b)
	}
	return hex.EncodeToString(b[:n]) + fmt.Sprintf("… (%d bytes)", len(b))
}
