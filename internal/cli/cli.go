// Package cli is serbench's command line (SPEC section 7). Main returns the
// exit status: 0 success, 1 failed cells or errors, 2 bad usage.
package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/serbench/serbench/suite"
)

// Defaults of every run. Many short runs beat a few long ones on a shared
// machine: the p20 of 12 runs is the third fastest and its 95% interval
// spans the first to the sixth, so a few runs slowed by a neighbour or a
// GC cycle do not widen it. Replayed from the records of three pairs of
// default-suite runs, the first 12 runs of each cell put 99.0%, 98.4% and
// 92.4% of its cells within ±5% of the other run, and 16 runs 99.7%, 98.7%
// and 94.4% (the third pair's tickdata variant ran while the host slowed):
// 12 keeps the suite from a fresh clone within five minutes
// (docs/running.md, "The default suite").
//
// Cells are timed with one P (GOMAXPROCS 1) unless --cpu says otherwise.
// On the two-vCPU virtual machine serbench is developed on, the default
// suite had 34-48% of its cells within ±5% with both Ps and 98-99% with
// one, in alternating runs (docs/methodology.md, "One P").
const (
	DefaultCount     = 12
	DefaultBenchTime = 10 * time.Millisecond
	DefaultProcs     = 1
	// DefaultPrecision 0 gives every cell all --count runs: a cell that
	// stops once its own runs agree has seen only the start of its
	// variant's rounds, and a second run of serbench lands further from
	// it (docs/methodology.md, "Precision").
	DefaultPrecision = 0.0
	// DefaultLongOp times once a cell whose one op outlasts 10 s in
	// calibration (runner.Workers.LongOp): an interval would take six
	// runs and their lead-ins, a minute or more. No built-in cell but the
	// --full ones comes near it on a 2-core machine (the slowest, yaml
	// reading transaction/5000, took 5.1 s); a user's large payloads
	// and slower machines do.
	DefaultLongOp = 10 * time.Second
)

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
		command := "" // a bare flag.ErrHelp asks for the top-level help
		if he := (*helpError)(nil); errors.As(err, &he) {
			command = he.command
		}
		fmt.Fprint(stdout, helpText(command))
		return 0
	case errors.As(err, &ue):
		fmt.Fprintln(stderr, "serbench: "+ue.Msg)
		return 2
	case errors.Is(err, errCellsFailed), errors.Is(err, errSlowdown), errors.Is(err, errFidelity), errors.Is(err, errFidelityInstr):
		fmt.Fprintln(stderr, "serbench:", err)
		return 1
	default:
		fmt.Fprintln(stderr, "serbench:", err)
		return 1
	}
}

var (
	errCellsFailed = errors.New("some cells failed")
	errSlowdown    = errors.New("slowdown above the threshold")
)

func dispatch(args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		return run(nil, stdout, stderr, false, true)
	}
	if isHelpFlag(args[0]) {
		return &helpError{}
	}
	if strings.HasPrefix(args[0], "-") {
		// Flags without a command: the default suite with those settings,
		// whose help is the top-level one.
		err := run(args, stdout, stderr, false, true)
		if errors.Is(err, flag.ErrHelp) {
			return &helpError{}
		}
		return err
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
	case "merge":
		return merge(rest, stdout, stderr)
	case "publish":
		return publishCmd(rest, stdout, stderr)
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
	case "conformance":
		return conformanceCmd(rest, stdout, stderr)
	case conformanceWorkerCommand:
		return conformanceWorker(rest, stdout)
	case "cache":
		return cacheCmd(rest, stdout)
	case "help":
		if len(rest) > 0 {
			if _, ok := commandHelp[rest[0]]; !ok {
				return &suite.UsageError{Msg: fmt.Sprintf("help: unknown command %q (valid: %s)", rest[0], strings.Join(commandNames(), ", "))}
			}
			return &helpError{command: rest[0]}
		}
		return &helpError{}
	default:
		return &suite.UsageError{Msg: fmt.Sprintf("unknown command %q (valid: %s, help)", cmd, strings.Join(commandNames(), ", "))}
	}
}
