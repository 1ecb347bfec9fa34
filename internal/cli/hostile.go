package cli

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/serbench/serbench/catalog"
	"github.com/serbench/serbench/hostile"
	"github.com/serbench/serbench/report"
	"github.com/serbench/serbench/suite"
)

// hostileWorkerCommand is hostile's hidden command: a worker process that
// decodes a corpus's inputs until it ends, dies or hangs.
const hostileWorkerCommand = "hostile-worker"

// hostileDefaultDatasets are the datasets of `serbench hostile` without
// --dataset: all but transaction, whose smallest variant is one message of
// 5,000 transactions (megabytes), which takes a codec seconds to decode a
// thousand times over; name it to probe it.
var hostileDefaultDatasets = []string{"tickdata", "objectlist", "structs", "boutique"}

// hostileCmd is `serbench hostile`: every selected codec's decoder on a
// corpus of hostile inputs per dataset, in worker processes.
func hostileCmd(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("hostile")
	var datasets, variants, codecNames listFlag
	fs.Var(&datasets, "dataset", "datasets")
	fs.Var(&variants, "variant", "variants (default: each dataset's default-suite variant)")
	fs.Var(&codecNames, "codec", "codecs")
	out := fs.String("out", "", "results folder (default results/hostile-<UTC time>)")
	seed := fs.Uint64("seed", hostile.DefaultSeed, "seed of the corpora")
	timeout := fs.Duration("timeout", hostile.DefaultTimeout, "time limit of one input")
	memCap := fs.Int64("mem", hostile.DefaultMemCap, "memory cap of a worker, in bytes")
	jobs := fs.Int("jobs", 2, "workers at once")
	if err := parse(fs, args); err != nil {
		return err
	}
	if *timeout <= 0 || *memCap < 64<<20 || *jobs < 1 {
		return &suite.UsageError{Msg: "hostile: --timeout must be positive, --mem at least 67108864 (64 MiB), --jobs at least 1"}
	}
	reg := catalog.Registry()
	if len(datasets) == 0 {
		datasets = hostileDefaultDatasets
	}
	targets, err := hostileTargets(reg, datasets, variants, codecNames)
	if err != nil {
		return err
	}
	dir := *out
	if dir == "" {
		dir = filepath.Join("results", "hostile-"+time.Now().UTC().Format("20060102T150405Z"))
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("hostile: %w", err)
	}
	exe, err := os.Executable()
	if err != nil {
		return fmt.Errorf("hostile: finding serbench's own program: %w", err)
	}
	start := time.Now()
	fmt.Fprintf(stderr, "hostile: %d (dataset, codec) pairs, %d workers at once, %s and %d MiB a worker per input\n",
		len(targets), *jobs, *timeout, *memCap>>20)
	recs, err := hostile.Run(reg, targets, hostile.Options{
		Worker: hostile.Worker{Path: exe, Args: []string{hostileWorkerCommand}},
		Seed:   *seed, Timeout: *timeout, StartTimeout: 2 * time.Minute, MemCap: *memCap, Jobs: *jobs,
		Out: dir, MaxSaved: hostile.DefaultMaxSaved, Log: stderr,
	})
	if err != nil {
		return err
	}
	if err := hostile.WriteJSONL(dir, recs); err != nil {
		return err
	}
	if err := report.WriteHostile(dir, reg, recs, time.Since(start)); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "hostile: %d records in %s (%s): %s, report.md, report.html\n", len(recs), dir,
		time.Since(start).Round(time.Second), "hostile.jsonl")
	return nil
}

// hostileTargets resolves the selection: per dataset the named variants,
// or the variant the default suite times (its Default one, else its seed's),
// and every codec with a decode there, in registry order.
func hostileTargets(reg *suite.Registry, datasets, variants, codecNames []string) ([]hostile.Target, error) {
	// The plan checks the names; the targets are chosen below.
	if _, err := reg.Plan(suite.Selection{Datasets: datasets, Variants: variants, Codecs: codecNames, Ops: []suite.Op{suite.Decode}}); err != nil {
		return nil, err
	}
	chosen := map[string]string{} // dataset to its one variant, without --variant
	var out []hostile.Target
	for _, d := range datasets {
		ds, _ := reg.Dataset(d)
		if len(variants) == 0 {
			for _, v := range ds.Info().Variants {
				if v.Default {
					chosen[d] = v.Name
					break
				}
				if v.SeedCodecs && chosen[d] == "" {
					chosen[d] = v.Name
				}
			}
		}
		// Every codec with a decoder on the variant, not only the ones the
		// default suite times there.
		for _, v := range ds.Info().Variants {
			if len(variants) == 0 && v.Name != chosen[d] || len(variants) > 0 && !slices.Contains(variants, v.Name) {
				continue
			}
			for _, b := range reg.Bindings(ds, v.Name) {
				if !slices.Contains(b.Ops, suite.Decode) || len(codecNames) > 0 && !slices.Contains(codecNames, b.Codec.Name) {
					continue
				}
				out = append(out, hostile.Target{Dataset: d, Variant: v.Name, Codec: b.Codec.Name})
			}
		}
	}
	if len(out) == 0 {
		return nil, &suite.UsageError{Msg: "hostile: the selection has no codec with a decoder (see serbench list)"}
	}
	return out, nil
}

// hostileWorker is the hidden worker command.
func hostileWorker(args []string, stdout io.Writer) error {
	return hostile.ServeMain(catalog.Registry(), args, stdout)
}
