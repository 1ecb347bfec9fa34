package cli

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/serbench/serbench/catalog"
	"github.com/serbench/serbench/conformance"
	"github.com/serbench/serbench/report"
	"github.com/serbench/serbench/suite"
)

// conformanceWorkerCommand is conformance's hidden command: a worker
// process that decodes the suite's files until it ends, dies or hangs.
const conformanceWorkerCommand = "conformance-worker"

// conformanceCmd is `serbench conformance`: every JSON codec's generic
// decode on JSONTestSuite's parsing files, in worker processes.
func conformanceCmd(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("conformance")
	var codecNames, files listFlag
	fs.Var(&codecNames, "codec", "codecs")
	fs.Var(&files, "file", "files of the suite")
	out := fs.String("out", "", "results folder (default results/conformance-<UTC time>)")
	timeout := fs.Duration("timeout", conformance.DefaultTimeout, "time limit of one file")
	memCap := fs.Int64("mem", conformance.DefaultMemCap, "memory cap of a worker, in bytes")
	jobs := fs.Int("jobs", 2, "workers at once")
	if err := parse(fs, args); err != nil {
		return err
	}
	if *timeout <= 0 || *memCap < 64<<20 || *jobs < 1 {
		return &suite.UsageError{Msg: "conformance: --timeout must be positive, --mem at least 67108864 (64 MiB), --jobs at least 1"}
	}
	reg := catalog.Registry()
	all := conformance.Codecs(reg)
	names := all
	if len(codecNames) > 0 {
		names = nil
		for _, n := range codecNames {
			if !slices.Contains(all, n) {
				return &suite.UsageError{Msg: fmt.Sprintf("conformance: %q is not a JSON codec with a generic decode (valid: %s)",
					n, strings.Join(all, ", "))}
			}
			names = append(names, n)
		}
	}
	if _, err := conformance.Select(files); err != nil {
		return &suite.UsageError{Msg: err.Error()}
	}
	dir := *out
	if dir == "" {
		dir = filepath.Join("results", "conformance-"+time.Now().UTC().Format("20060102T150405Z"))
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("conformance: %w", err)
	}
	exe, err := os.Executable()
	if err != nil {
		return fmt.Errorf("conformance: finding serbench's own program: %w", err)
	}
	start := time.Now()
	fmt.Fprintf(stderr, "conformance: %d codecs, %d workers at once, %s and %d MiB a worker per file\n",
		len(names), *jobs, *timeout, *memCap>>20)
	recs, err := conformance.Run(reg, names, conformance.Options{
		Worker:  conformance.Worker{Path: exe, Args: []string{conformanceWorkerCommand}},
		Timeout: *timeout, StartTimeout: 2 * time.Minute, MemCap: *memCap, Jobs: *jobs, Only: files, Log: stderr,
	})
	if err != nil {
		return err
	}
	if err := conformance.WriteJSONL(dir, recs); err != nil {
		return err
	}
	if err := report.WriteConformance(dir, reg, recs, time.Since(start)); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "conformance: %d records in %s (%s): %s, report.md, report.html\n", len(recs), dir,
		time.Since(start).Round(time.Second), conformance.FileName)
	return nil
}

// conformanceWorker is the hidden worker command.
func conformanceWorker(args []string, stdout io.Writer) error {
	return conformance.ServeMain(catalog.Registry(), args, stdout)
}
