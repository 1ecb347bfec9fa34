// Package cli is serbench's command line (SPEC section 7). Main returns the
// exit status: 0 success, 1 failed cells or errors, 2 bad usage.
package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"github.com/serbench/serbench/suite"
)

// Defaults of every run. Many short runs beat a few long ones on a shared
// machine: the 95% interval of a median of 24 runs leaves out the seven
// most extreme runs at each end, so a few runs slowed by a neighbour or a
// GC cycle do not widen it.
//
// Cells are timed with one P (GOMAXPROCS 1) unless --cpu says otherwise.
// On the two-vCPU virtual machine serbench is developed on, the default
// suite had 34-48% of its cells within ±5% with both Ps and 98-99% with
// one, in alternating runs (README, "How it measures"). With 57 codecs the default suite has 179 cells
// (every codec on structs/big, the seeds' codecs on their variants): from
// a fresh clone with a cold build cache it took 2m05s at 16 runs, with 80%
// of its cells within ±5%, and 2m33s at 24 runs, with 92-96% (the VM was
// noisier than in earlier sessions, when 16 runs gave 98%).
const (
	DefaultCount     = 24
	DefaultBenchTime = 10 * time.Millisecond
	DefaultProcs     = 1
)

const usage = `serbench measures serialization formats and libraries on the same data.

Usage:
  serbench [run flags]          run the default suite (every codec on structs/big, each seed's codecs on its variant)
  serbench run [flags]          run a selection of cells (every variant but the --full ones)
  serbench verify [flags]       validate a selection of cells without timing them (exit 1 if any fails)
  serbench list [--json]        list datasets, variants, codecs and cells
  serbench report DIR           re-render the reports of a results folder (report.md, report.html, charts)
  serbench compare OLD NEW      compare two results folders: markdown on standard output, and compare.html
  serbench fidelity [flags]     time a few calls with serbench's harness and with plain testing.B loops, in fresh
                                processes, and print the ratios (exit 1 if a median ratio is outside ±5%%)
  serbench hostile [flags]      feed every codec's decoder truncated, corrupted and malicious bytes in worker
                                processes; write hostile.jsonl, the bad inputs, report.md and report.html

Flags of run and verify:
  --dataset a,b    datasets            --variant x,y   exactly these variants
  --codec c,d      codecs              --op o,p        ops: encode, decode, read
  --full           add the largest variants (such as 1,000,000 transactions)
  --payloads DIR   read the selected datasets that load files (boutique) from DIR: <MessageName>.jsonl files (protojson, one message a line)
Your own schema (run and verify; builds a program for the schema once, cached, and runs it):
  --proto FILE     a .proto file: its package is the dataset, every message type a variant, the trace all of them
  --proto-path DIR where imports are found (repeatable; default: the file's folder)
  --samples PATH   a folder of <MessageName>.jsonl files (protojson, one message a line), or with --message one file
  --message NAME   only this message type
  --messages N     without --samples, how many seeded random messages to generate (default 1000)
Flags of run:
  --count N        timed runs per cell (default %d)
  --benchtime D    duration of each run (default %s)
  --cpu N          GOMAXPROCS while cells are timed (default %d)
  --parallel N     after each encode and decode cell, time it on 1 … N goroutines at once with GOMAXPROCS N
                   (--parallel alone or 0: N = the number of CPUs; default off)
  --out DIR        results folder (default results/<UTC time>)
  --workers=false  time every cell in serbench's own process instead of each in a worker process of its own
                   (the default); both time runs of whole GC cycles
Flags of fidelity:
  --count, --benchtime, --cpu, --workers  the harness settings, as for run (--cpu applies to both sides)
  --rounds N       harness and plain processes per cell, alternating (default 6)
  --cell d/v/c/op  the cells to check (default: a representative few)
Flags of hostile:
  --dataset, --variant, --codec  the selection (default: tickdata, objectlist, structs and boutique, each on
                   its default-suite variant, with every codec that decodes there)
  --out DIR        results folder (default results/hostile-<UTC time>)
  --seed N         seed of the corpora; --timeout D time limit of one input (default 3s)
  --mem BYTES      memory cap of a worker (default 3 GiB); --jobs N workers at once (default 2)
Flags of compare:
  --fail-above PCT exit status 1 when a significant slowdown exceeds PCT percent
  --html FILE      where to write compare.html (default NEW/compare.html; "-" for none)
`

// Main runs serbench with args (without the program name).
func Main(args []string, stdout, stderr io.Writer) int {
	err := dispatch(args, stdout, stderr)
	var ue *suite.UsageError
	var es exitStatus
	switch {
	case err == nil:
		return 0
	case errors.As(err, &es):
		// The program built for a .proto file printed its own messages.
		return int(es)
	case errors.Is(err, flag.ErrHelp):
		fmt.Fprintf(stdout, usage, DefaultCount, DefaultBenchTime, DefaultProcs)
		return 0
	case errors.As(err, &ue):
		fmt.Fprintln(stderr, "serbench: "+ue.Msg)
		return 2
	case errors.Is(err, errCellsFailed), errors.Is(err, errSlowdown), errors.Is(err, errFidelity):
		fmt.Fprintln(stderr, "serbench:", err)
		return 1
	default:
		fmt.Fprintln(stderr, "serbench:", err)
		return 1
	}
}

var (
	errCellsFailed = errors.New("some cells failed")
	errSlowdown    = errors.New("significant slowdown above the threshold")
)

func dispatch(args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		return run(nil, stdout, stderr, false, true)
	}
	if strings.HasPrefix(args[0], "-") && !slices.Contains([]string{"-h", "-help", "--help"}, args[0]) {
		// Flags without a command: the default suite with those settings.
		return run(args, stdout, stderr, false, true)
	}
	switch cmd, rest := args[0], args[1:]; cmd {
	case "run":
		return run(rest, stdout, stderr, false, false)
	case "verify":
		return run(rest, stdout, stderr, true, false)
	case "list":
		return list(rest, stdout)
	case "report":
		return rerender(rest, stdout, stderr)
	case "compare":
		return compareRuns(rest, stdout, stderr)
	case "fidelity":
		return fidelityCmd(rest, stdout, stderr)
	case workerCommand:
		return fidelityWorker(rest, stdout)
	case "hostile":
		return hostileCmd(rest, stdout, stderr)
	case timeWorkerCommand:
		return timeWorker(rest, stdout)
	case hostileWorkerCommand:
		return hostileWorker(rest, stdout)
	case "help", "-h", "-help", "--help":
		return flag.ErrHelp
	default:
		return &suite.UsageError{Msg: fmt.Sprintf("unknown command %q (valid: run, verify, list, report, compare, fidelity, hostile, help)", cmd)}
	}
}
