package cli

import (
	"flag"
	"fmt"
	"slices"
	"strings"

	"github.com/serbench/serbench/conformance"
	"github.com/serbench/serbench/hostile"
	"github.com/serbench/serbench/suite"
)

// helpError asks Main to print the help of one command; command "" is the
// top-level help. It unwraps to flag.ErrHelp so that callers which only ask
// "was this a request for help?" need not know the type.
type helpError struct{ command string }

func (e *helpError) Error() string { return "help requested" }
func (e *helpError) Unwrap() error { return flag.ErrHelp }

// overview opens the top-level help. The help is written by hand, one flag
// a line, so that it can say what a flag is for and how flags combine;
// TestHelpListsEveryFlag holds it to the flag sets the commands register.
const overview = `serbench measures serialization formats and libraries on the same data.

Usage:
  serbench [run flags]          run the default suite (every codec on structs/big, each seed's codecs on its variant)
  serbench run [flags]          run a selection of cells (every variant but the --full ones)
  serbench verify [flags]       validate a selection of cells without timing them (exit 1 if any fails)
  serbench list [--json]        list datasets, variants, codecs and cells
  serbench report DIR           re-render the reports of a results folder (report.md, report.html, charts)
  serbench compare OLD NEW      compare two results folders: markdown on standard output, and compare.html
  serbench merge OUT DIR...     join the results folders of one plan's shards (--shard) into OUT, with its reports
  serbench publish [-- FLAGS]   run the full matrix (or run FLAGS) and publish it under results/: the run kept
                                compressed, README.md, headline and trend charts, a static site (make publish)
  serbench fidelity [flags]     time a few calls with serbench's harness and with plain testing.B loops, in fresh
                                processes, and print the ratios (exit 1 if a median ratio is outside ±5%); with
                                --measure instructions, count them under valgrind (exit 1 outside ±2%)
  serbench hostile [flags]      feed every codec's decoder truncated, corrupted and malicious bytes in worker
                                processes; write hostile.jsonl, the bad inputs, report.md and report.html
  serbench conformance [flags]  decode JSONTestSuite's parsing files with every JSON codec in worker processes;
                                write conformance.jsonl, report.md and report.html (accepted and rejected per verdict)
  serbench cache [flags]        show the cache of built programs and sizes (each kind's size and entries, its cap); --clean
                                removes what no running serbench uses, --trim what is over the cap
  serbench help [COMMAND]       this help, or one command's (also COMMAND --help)

Exit status: 0 success, 1 failed cells or errors, 2 bad usage.
`

var (
	// selectFlags are run's and verify's selection.
	selectFlags = `  --dataset a,b    datasets (comma-separated; see serbench list)
  --variant x,y    exactly these variants
  --codec c,d      codecs
  --op o,p         ops: ` + opNames() + `
  --full           add the largest variants (such as 1,000,000 transactions)
  --payloads DIR   read the selected datasets that load files (boutique) from DIR: <MessageName>.jsonl files
                   (protojson, one message a line)
  --shard i/n      only the i-th of n parts of the plan, split by dataset variant (a variant's cells stay
                   together); the same on every machine, so n machines run the n shards and merge joins them
`
	// userFlags are run's and verify's flags of a user's schema. The default
	// of --messages is userproto.DefaultMessages, which cli cannot import
	// (userproto's programs run cli); a test holds the two together.
	userFlags = `  --proto FILE     a .proto file: its package is the dataset, every message type a variant, the trace all of them
  --proto-path DIR where imports are found (comma-separated or repeated; default: the file's folder)
  --go PKG         a package of your Go types (an import path, or a folder such as ./internal/model), built
                   with serbench in a cached temporary module; the package name is the dataset
  --type T,U       with --go: the exported struct types to run on, each a variant, the trace all of them
  --samples PATH   a folder of <MessageName>.jsonl files (protojson, one message a line), or with --message one file;
                   with --go, a file of one encoding/json value of T a line, or a folder of <Type>.jsonl files
  --message NAME   only this message type
  --messages N     without --samples, how many seeded random messages (or values of the types) to generate (default 1000)
`
	// timingFlags are run's alone: verify times nothing.
	timingFlags = fmt.Sprintf(`  --count N        timed runs per cell, at most (default %d)
  --precision PCT  in the timing workers, stop a cell's runs from the sixth on once the 95%% interval of its
                   headline (the p20 of its runs) is within PCT percent of it (default %g: every --count run);
                   records hold the runs taken
  --benchtime D    duration of each run (default %s)
  --long-op D      in the timing workers, time once a cell whose one op outlasts D in calibration: that call is
                   its one run, as go test's b.N of 1 is, and it has no interval (default %s; 0: never)
  --cpu N          GOMAXPROCS while cells are timed (default %d)
  --parallel N     after each encode and decode cell, time it on 1 … N goroutines at once with GOMAXPROCS N
                   (--parallel alone or 0: N = the number of CPUs; default off)
  --out DIR        results folder (default results/<UTC time>)
  --resume DIR     continue the interrupted run in DIR: the cells it has no record of, then the reports; alone,
                   with DIR's own settings, or with the same flags (other settings or another serbench commit,
                   Go or machine: exit 2)
  --workers=false  time every cell in serbench's own process instead of each in a worker process of its own
                   (the default); both time runs of whole GC cycles
  --lean=false     the workers are serbench itself instead of lean programs that link only the cell's dataset
                   and codec (the default; built on first use, then cached; with --proto or --go, the worker
                   built beside the program, which links their dataset and the codecs)
  --busy MODE      time encode and decode again in a worker that also holds a 64 MiB live heap: auto
                   (structs/big only), all or off (the default)
  --measure M      time (the default), instructions or time,instructions: instructions counts each cell's
                   instructions per op in its worker under valgrind (Debian's valgrind package), the same on any
                   machine of the architecture, two cells at a time; its collections are forced where the pacer
                   would start them, and charged to the op; instructions alone times nothing (no runs, zstd
                   times, latency or --parallel; --full variants, timed in process, are refused)
`, DefaultCount, DefaultPrecision, DefaultBenchTime, DefaultLongOp, DefaultProcs)
	listFlags = `  --json           print the catalog as JSON
`
	mergeFlags = `  --force          join folders whose machines, Go, serbench commit, library versions or settings differ
`
	publishFlags = `  --from DIR       publish this finished results folder (a merged one, say) instead of running
  --root DIR       the repository's results folder (default results)
  --allow-dirty    publish a run of a checkout with uncommitted changes (for tests: a published run must not be)
  --rebuild        publish nothing: rebuild ROOT/README.md, its charts and ROOT/site/ from the runs published
                   already (after a change to how results are drawn)
`
	compareFlags = `  --fail-above PCT exit status 1 when a cell's cost rose by more than PCT percent: where both runs counted its
                   instructions, its instructions per op (a count does not move with the host); elsewhere its
                   time, the whole interval of its change beyond its variant's drift above +PCT%
  --html FILE      where to write compare.html (default NEW/compare.html; "-" for none)
`
	fidelityFlagsHelp = fmt.Sprintf(`  --count N        the harness's timed runs per cell, as for run (default %d)
  --benchtime D    the harness's duration of each run, as for run (default %s)
  --cpu N          GOMAXPROCS while cells are timed, on both sides (default %d)
  --workers=false  the harness side times in process instead of in run's timing workers
  --lean=false     run's timing workers are serbench itself instead of its lean programs
  --rounds N       harness and plain processes per cell, alternating (default 6)
  --concurrent     run each round's two sides at once, each bound to a CPU of its own (a shared, drifting host)
  --cell d/v/c/op  the cells to check, comma-separated (default: a representative few)
  --measure M      what is compared: time (default) or instructions, each side's instructions per op under
                   valgrind's callgrind (needs valgrind; the default cells add seed 004's own module)
`, DefaultCount, DefaultBenchTime, DefaultProcs)
	hostileFlags = fmt.Sprintf(`  --dataset a,b    datasets (default: %s)
  --variant x,y    variants (default: each dataset's default-suite variant)
  --codec c,d      codecs (default: every codec that decodes there)
  --out DIR        results folder (default results/hostile-<UTC time>)
  --seed N         seed of the corpora (default %d)
  --timeout D      time limit of one input (default %s)
  --mem BYTES      memory cap of a worker (default %d, %d GiB)
  --jobs N         workers at once (default 2)
`, strings.Join(hostileDefaultDatasets, ", "), hostile.DefaultSeed, hostile.DefaultTimeout,
		hostile.DefaultMemCap, hostile.DefaultMemCap>>30)
	conformanceFlags = fmt.Sprintf(`  --codec c,d      codecs (default: every JSON codec with a generic decode)
  --file f,g       files of the suite, such as n_array_extra_comma.json (default: all 318)
  --out DIR        results folder (default results/conformance-<UTC time>)
  --timeout D      time limit of one file (default %s)
  --mem BYTES      memory cap of a worker (default %d, %d GiB)
  --jobs N         workers at once (default 2)
`, conformance.DefaultTimeout, conformance.DefaultMemCap, conformance.DefaultMemCap>>30)
	cacheFlags = `  --clean          remove every cached program that no running serbench is using, and say which are kept
  --trim           trim the cache to its cap now, least recently used first, as every build does after it
`
)

// commandHelp is each command's own help, as `serbench help COMMAND` and
// `serbench COMMAND --help` print it.
var commandHelp = map[string]string{
	"run": `Usage: serbench run [flags]

Runs a selection of cells: every variant but the --full ones unless --variant names some, every codec that
fits, every op; writes a results folder and prints a summary. Without a command, serbench runs the default suite
with the same flags.

Selection:
` + selectFlags + `Your own schema (builds a program for the schema once, cached, and runs it):
` + userFlags + `Timing:
` + timingFlags,
	"verify": `Usage: serbench verify [flags]

Validates a selection of cells without timing them (exit 1 if any fails).

Selection:
` + selectFlags + `Your own schema:
` + userFlags,
	"list": `Usage: serbench list [--json]

Lists the datasets, their variants, the codecs with their labels, and the cells.

` + listFlags,
	"report": `Usage: serbench report DIR

Re-renders the reports of the results folder DIR (report.md, report.html, charts/) from its results.jsonl
and env.json. It has no flags.
`,
	"compare": `Usage: serbench compare OLD NEW [flags]

Compares two results folders cell by cell: markdown on standard output, and compare.html. It opens with how
well the two runs agree, and each variant's drift (the change its cells share, which the host's load alone can
cause); a cell is judged slower or faster when its change beyond that drift lies outside both runs' intervals.
Flags may come before, between or after the folders.

` + compareFlags,
	"merge": `Usage: serbench merge OUT DIR... [--force]

Joins results folders into the new folder OUT and renders its reports: the shards of one plan, each timed on a
machine of its own by run's shard i/n. A cell in two folders is an error; folders whose machines (CPU, OS), Go,
serbench commit, library versions or settings (the shard aside) differ are refused unless --force.

` + mergeFlags,
	"publish": `Usage: serbench publish [flags] [-- run flags]

Runs the full matrix (every cell but the largest variants, at run's defaults; run flags after "--" choose others), or
takes a finished folder (--from), and publishes it: ROOT/published/<date>-<commit>/ keeps its results.jsonl
(zstd-compressed), env.json, report.md and charts; then ROOT/README.md (the headline charts of every codec on
structs/big, a table and a trend chart per dataset, the machine and versions, how to reproduce, the history) and
ROOT/site/ (a page per dataset, under 3 MB each) are rebuilt from every published run.

` + publishFlags,
	"fidelity": `Usage: serbench fidelity [flags]

Times a few calls with serbench's harness and with plain testing.B loops, in fresh processes, and prints the
ratios (exit 1 if a median ratio is outside ±5%). With --measure instructions it counts them under valgrind's
callgrind instead: serbench's worker as run --measure instructions counts it, and the plain program per op by
difference of two runs, with its collector off and paced; exit 1 if a ratio is outside ±2% (±3% for seed 004's
own module, fidelity/testdata/seed004).

` + fidelityFlagsHelp,
	"hostile": `Usage: serbench hostile [flags]

Feeds every selected codec's decoder truncated, corrupted and malicious bytes in worker processes; writes
hostile.jsonl, the bad inputs, report.md and report.html.

` + hostileFlags,
	"conformance": `Usage: serbench conformance [flags]

Decodes every file of JSONTestSuite's test_parsing (95 y_ files to accept, 188 n_ files to reject, 35 i_ files
either way) with every JSON codec's generic decode (into any, or the library's own tree), in worker processes, so
that a panic, a crash or a hang is a file's outcome; writes conformance.jsonl, report.md and report.html.

` + conformanceFlags,
	"cache": `Usage: serbench cache [--clean | --trim]

Shows the cache of the programs serbench builds (the lean timing workers, the counting workers, fidelity's plain
programs, and those of your own schemas and Go types) and of the compressed sizes runs measured (sizes): each kind's
size, entries and folder, the total and the cap. An entry is a generation of a kind's programs (those of one
serbench tree and Go version) or sizes (one version of the compressors), or one program of your own schema or types. After every build, the least recently used entries are removed until the cache is within its
cap ($SERBENCH_CACHE_MAX, bytes with a unit such as 4GB or 500MB, or off; default 4GB), but never one a running
serbench is using. $SERBENCH_CACHE moves the cache (default: the user cache folder's serbench/).

` + cacheFlags,
}

// usage is the top-level help: the commands, then every command's flags.
var usage = overview + `
Flags of run and verify:
` + selectFlags + `Your own schema (run and verify; builds a program for the schema once, cached, and runs it):
` + userFlags + `Flags of run:
` + timingFlags + `Flags of list:
` + listFlags + `Flags of fidelity:
` + fidelityFlagsHelp + `Flags of hostile:
` + hostileFlags + `Flags of conformance:
` + conformanceFlags + `Flags of compare:
` + compareFlags + `Flags of merge:
` + mergeFlags + `Flags of publish:
` + publishFlags + `Flags of cache:
` + cacheFlags

// helpText returns the help of command, or the top-level help for "" and
// for commands without help of their own (the hidden workers).
func helpText(command string) string {
	if h, ok := commandHelp[command]; ok {
		return h
	}
	return usage
}

// opNames lists every op, from suite.Ops so that a new op cannot be left
// out of the help.
func opNames() string {
	names := make([]string, len(suite.Ops))
	for i, op := range suite.Ops {
		names[i] = string(op)
	}
	return strings.Join(names, ", ")
}

// isHelpFlag reports whether arg asks for help as a flag.
func isHelpFlag(arg string) bool {
	return slices.Contains([]string{"-h", "-help", "--help", "--h"}, arg)
}

// commandNames lists the commands with help of their own, in the order of
// the top-level help.
func commandNames() []string {
	return []string{"run", "verify", "list", "report", "compare", "merge", "publish", "fidelity", "hostile", "conformance", "cache"}
}
