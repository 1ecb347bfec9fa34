package resultset

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"os/exec"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"time"

	"golang.org/x/mod/modfile"

	"github.com/serbench/serbench"
	"github.com/serbench/serbench/internal/procinfo"
)

// Env describes the machine and software of a run: env.json.
type Env struct {
	GoVersion  string `json:"go_version"` // runtime.Version
	GOOS       string `json:"goos"`       // runtime.GOOS
	GOARCH     string `json:"goarch"`     // runtime.GOARCH
	GOMAXPROCS int    `json:"gomaxprocs"` // while cells were timed (--cpu)
	NumCPU     int    `json:"num_cpu"`    // runtime.NumCPU
	CPU        string `json:"cpu"`        // the CPU's model name, as the OS reports it
	// CPUID tells apart CPUs of one model name (CPUIdentity): a cloud
	// VM's name can be generic ("Intel(R) Xeon(R) Processor") over
	// hosts of different generations. Empty in results written before
	// serbench recorded it.
	CPUID    string `json:"cpu_id,omitempty"`
	MemTotal string `json:"mem_total,omitempty"` // the machine's memory in GiB; empty when unknown
	GODEBUG  string `json:"godebug"`             // runtime settings in force, e.g. madvdontneed
	// MemoryLimit is the runtime's soft memory limit (GOMEMLIMIT, or the
	// one serbench sets), when there is one.
	MemoryLimit string            `json:"memory_limit,omitempty"`
	Version     string            `json:"serbench_version"`   // serbench's Version
	Commit      string            `json:"serbench_commit"`    // the VCS revision serbench was built from, or "unknown"
	Modules     map[string]string `json:"modules"`            // codec library module path → version
	Runtimes    map[string]string `json:"runtimes,omitempty"` // codec name → the code path it took, for codecs with more than one (sonic)
	Started     time.Time         `json:"started"`            // when the run began, UTC
	Args        []string          `json:"args"`               // the command line, without the program name
	Count       int               `json:"count"`              // timed runs per cell (--count)
	BenchTime   string            `json:"benchtime"`          // duration of each run (--benchtime)
	// Parallel is the N of the parallel pass (--parallel): GOMAXPROCS
	// while it ran, and its most goroutines; 0 when it did not run.
	Parallel int `json:"parallel,omitempty"`
	// Timing says where the timed runs ran: "workers" (a process per cell;
	// a process per codec and variant in the earliest results),
	// "in-process" (serbench's own process), or both (--full's largest
	// variants stay in process); empty in results written before workers.
	Timing string `json:"timing,omitempty"`
	// Settings are the run's flags that decide its cells and figures, as
	// name=value (every such flag, given or default; not --out or
	// --resume): --resume continues a folder only with the same ones.
	Settings []string `json:"settings,omitempty"`
	// Shard is --shard's i/n when the run timed one shard of its plan.
	Shard string `json:"shard,omitempty"`
	// Resumed lists when --resume continued the run, UTC.
	Resumed []time.Time `json:"resumed,omitempty"`
	// Merged lists the folders serbench merge joined into this one, with
	// the shard each timed.
	Merged []string `json:"merged,omitempty"`
	// Planned is how many cells the run planned (a shard's share, for a
	// shard; the sum of its folders', for a merge): a folder with fewer
	// records is unfinished, and publish refuses it. 0 in folders written
	// before the field, whose plan is unknown.
	Planned int `json:"planned,omitempty"`
	// PlannedVariants is the plan by variant: "dataset/variant" → its
	// cells planned, summing to Planned, so that a page of one dataset
	// counts its own cells against its own share of the plan. Absent from
	// folders written before the field.
	PlannedVariants map[string]int `json:"planned_variants,omitempty"`
	// Valgrind is the version of valgrind that counted the cells'
	// instructions (run --measure instructions); empty when none did.
	Valgrind string `json:"valgrind,omitempty"`
	// Finished is when the run's last sitting ended, UTC (a merge: its
	// latest folder's); zero while it runs, or after a kill.
	Finished time.Time `json:"finished,omitzero"`
	// WallSeconds is the run's wall time, each sitting's from its start
	// to its last variant's end (or to its end, once finished), summed
	// over its sittings (--resume) and folders (merge); 0 when unknown
	// (folders written before the field, and what merges or continues
	// one).
	WallSeconds float64 `json:"wall_seconds,omitempty"`
	// TimedSeconds is the time of the timed rounds, summed over the
	// variants: the rest of WallSeconds went untimed.
	TimedSeconds float64 `json:"timed_seconds,omitempty"`
	// InRunsSeconds and LeadInSeconds are the parts of TimedSeconds inside
	// the runs' timed sections and in their lead-ins, the wait for a
	// collection to complete before each run (measure.Cycles), of the
	// workers' rounds; the rest is the probe, the replies, the parent's
	// own work and rounds timed in serbench's own process (the --full
	// variants). 0 when unknown: folders written before the fields.
	InRunsSeconds float64 `json:"in_runs_seconds,omitempty"`
	LeadInSeconds float64 `json:"lead_in_seconds,omitempty"`
	// PhaseSeconds is the variants' time by phase (runner.Phases: the
	// phase line each variant prints), summed over the variants.
	PhaseSeconds map[string]float64 `json:"phase_seconds,omitempty"`
	// VariantPhaseSeconds is each variant's time by phase, by its name
	// ("dataset/variant"): which variants the untimed time went to, read
	// from any folder, a published one included.
	VariantPhaseSeconds map[string]map[string]float64 `json:"variant_phase_seconds,omitempty"`
}

// Rounds is a variant's timed rounds.
type Rounds struct {
	Time time.Duration // the rounds' wall time
	// InRuns and LeadIn are the parts of Time inside the runs' timed
	// sections and in their lead-ins (Env's InRunsSeconds and
	// LeadInSeconds).
	InRuns time.Duration
	LeadIn time.Duration
}

// AddVariant adds variant's timed rounds and phases to the run's
// account: to its sums and to the variant's own (a variant timed in two
// sittings of a resumed run has both).
func (e *Env) AddVariant(variant string, rounds Rounds, phases map[string]time.Duration) {
	e.TimedSeconds = milli(e.TimedSeconds + rounds.Time.Seconds())
	e.InRunsSeconds = milli(e.InRunsSeconds + rounds.InRuns.Seconds())
	e.LeadInSeconds = milli(e.LeadInSeconds + rounds.LeadIn.Seconds())
	secs := make(map[string]float64, len(phases))
	for name, d := range phases {
		secs[name] = d.Seconds()
	}
	e.PhaseSeconds = addSeconds(e.PhaseSeconds, secs)
	e.addOwn(variant, secs)
}

// addOwn adds secs, a variant's seconds by phase, to its own account.
func (e *Env) addOwn(variant string, secs map[string]float64) {
	if len(secs) == 0 {
		return
	}
	if e.VariantPhaseSeconds == nil {
		e.VariantPhaseSeconds = map[string]map[string]float64{}
	}
	e.VariantPhaseSeconds[variant] = addSeconds(e.VariantPhaseSeconds[variant], secs)
}

// addSeconds adds secs to sum, by phase, to the millisecond, and returns
// it (made when nil and secs has any).
func addSeconds(sum, secs map[string]float64) map[string]float64 {
	for name, s := range secs {
		if sum == nil {
			sum = map[string]float64{}
		}
		sum[name] = milli(sum[name] + s)
	}
	return sum
}

// SetWall sets the run's wall time: the earlier sittings' seconds and
// this sitting's time so far.
func (e *Env) SetWall(earlier float64, sitting time.Duration) {
	e.WallSeconds = milli(earlier + sitting.Seconds())
}

// AddAccount adds o's account of its time to e's (a merge), and keeps
// the later end.
func (e *Env) AddAccount(o *Env) {
	if partsUnknown(e) || partsUnknown(o) {
		// Summed, the parts would hold some folders' rounds and not
		// others': none are known.
		e.InRunsSeconds, e.LeadInSeconds = 0, 0
	} else {
		e.InRunsSeconds = milli(e.InRunsSeconds + o.InRunsSeconds)
		e.LeadInSeconds = milli(e.LeadInSeconds + o.LeadInSeconds)
	}
	e.WallSeconds = milli(e.WallSeconds + o.WallSeconds)
	e.TimedSeconds = milli(e.TimedSeconds + o.TimedSeconds)
	e.PhaseSeconds = addSeconds(e.PhaseSeconds, o.PhaseSeconds)
	for variant, secs := range o.VariantPhaseSeconds {
		e.addOwn(variant, secs)
	}
	if o.Finished.After(e.Finished) {
		e.Finished = o.Finished
	}
}

// partsUnknown reports whether e has timed rounds but not their parts
// (written before the fields, or merged from such a folder).
func partsUnknown(e *Env) bool { return e.TimedSeconds > 0 && e.InRunsSeconds == 0 }

// ClearAccount drops the account of the run's time: part of it is
// unknown.
func (e *Env) ClearAccount() {
	e.Finished, e.WallSeconds, e.TimedSeconds, e.PhaseSeconds, e.VariantPhaseSeconds = time.Time{}, 0, 0, nil, nil
	e.InRunsSeconds, e.LeadInSeconds = 0, 0
}

// Accounted reports whether e says where its run's time went.
func (e *Env) Accounted() bool { return e.WallSeconds > 0 }

// milli rounds seconds to the millisecond, so that sums stay readable.
func milli(s float64) float64 { return math.Round(s*1000) / 1000 }

// Setting is the run's setting of flag name, "" when not recorded.
func (e *Env) Setting(name string) string {
	for _, s := range e.Settings {
		if n, v, _ := strings.Cut(s, "="); n == name {
			return v
		}
	}
	return ""
}

// TimeMeasured reports whether the run timed its cells: every run but
// one of --measure instructions alone, which counted them instead.
func (e *Env) TimeMeasured() bool {
	m := e.Setting("measure")
	if m == "" {
		return true // older runs, and verify, time or measure nothing else
	}
	for _, f := range strings.Split(m, ",") {
		if strings.TrimSpace(f) == "time" {
			return true
		}
	}
	return false
}

// Unfinished is how many cells of the run's plan have no record, given
// the folder's records; 0 when the plan is unknown.
func (e *Env) Unfinished(recs []Record) int {
	if e == nil || e.Planned == 0 {
		return 0
	}
	names := make(map[string]bool, len(recs))
	for _, r := range recs {
		names[r.Name()] = true
	}
	return max(0, e.Planned-len(names))
}

// UnfinishedPart is Unfinished for part, some of the records of a run
// whose records are whole (a page of one dataset, or one variant): of is
// part's share of the plan, the cells planned in part's variants and in
// the variants of part's datasets that whole has no record of, and n how
// many of them part lacks. Without PlannedVariants (older folders) the
// share is unknown: then n and of are the whole run's, and byPart is
// false.
func (e *Env) UnfinishedPart(part, whole []Record) (n, of int, byPart bool) {
	if e == nil || e.Planned == 0 {
		return 0, 0, false
	}
	if e.PlannedVariants == nil {
		return e.Unfinished(whole), e.Planned, false
	}
	variants := map[string]bool{}
	datasets := map[string]bool{}
	for _, r := range whole {
		variants[r.Dataset+"/"+r.Variant] = true
	}
	share := map[string]bool{}
	names := map[string]bool{}
	for _, r := range part {
		share[r.Dataset+"/"+r.Variant] = true
		datasets[r.Dataset] = true
		names[r.Name()] = true
	}
	for v, cells := range e.PlannedVariants {
		ds, _, _ := strings.Cut(v, "/")
		if share[v] || (datasets[ds] && !variants[v]) {
			of += cells
		}
	}
	return max(0, of-len(names)), of, true
}

// Version is serbench's own version.
const Version = "0.1.0"

// CaptureEnv describes this process. modules lists the codec libraries
// whose versions to record; the standard library's are the Go version.
// src is serbench's tree, whose commit a binary without a VCS stamp
// records ("": the working folder's). The caller sets Runtimes from the
// registry (Registry.Runtimes).
func CaptureEnv(src string, modules []string) *Env {
	env := &Env{
		GoVersion:   runtime.Version(),
		GOOS:        runtime.GOOS,
		GOARCH:      runtime.GOARCH,
		GOMAXPROCS:  runtime.GOMAXPROCS(0),
		NumCPU:      runtime.NumCPU(),
		CPU:         cpuModel(),
		CPUID:       CPUIdentity(procinfo.Field),
		MemTotal:    memTotal(),
		GODEBUG:     os.Getenv("GODEBUG"),
		MemoryLimit: memoryLimit(),
		Version:     Version,
		Modules:     map[string]string{},
		Started:     time.Now().UTC(),
		Args:        os.Args[1:],
	}
	deps := map[string]string{}
	mainModule := ""
	if bi, ok := debug.ReadBuildInfo(); ok {
		mainModule = bi.Main.Path
		for _, d := range bi.Deps {
			v := d.Version
			if d.Replace != nil {
				v += " => " + d.Replace.Path + " " + d.Replace.Version
			}
			deps[d.Path] = v
		}
		for _, s := range bi.Settings {
			if s.Key == "vcs.revision" {
				env.Commit = s.Value
			}
		}
	}
	if env.Commit == "" {
		env.Commit = gitCommit(src)
	}
	for _, m := range modules {
		switch {
		case m == mainModule || strings.HasPrefix(m, mainModule+"/") && mainModule != "":
			// A codec of serbench's own (Symphony): its version is serbench's.
			env.Modules[m] = "serbench " + env.Version + " " + env.Commit
		case m == "std":
			env.Modules["std"] = runtime.Version()
		case deps[m] != "":
			env.Modules[m] = deps[m]
		case required(m) != "":
			// Not linked (a generator whose code needs no runtime
			// package): the version go.mod pins.
			env.Modules[m] = required(m) + " (go.mod; not linked)"
		default:
			env.Modules[m] = "unknown"
		}
	}
	return env
}

// required returns the version the module's go.mod requires of path, or
// "".
func required(path string) string {
	f, err := modfile.ParseLax("go.mod", serbench.GoMod, nil)
	if err != nil {
		return ""
	}
	for _, r := range f.Require {
		if r.Mod.Path == path {
			return r.Mod.Version
		}
	}
	return ""
}

// gitCommit asks git for the commit of serbench's tree src (the working
// folder when "") when the binary carries no VCS stamp: go run,
// -buildvcs=false, and the programs built for a user's schema or Go types,
// which run in the user's project, maybe a checkout of its own.
func gitCommit(src string) string {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	git := func(args ...string) ([]byte, error) {
		cmd := exec.CommandContext(ctx, "git", args...)
		cmd.Dir = src
		return cmd.Output()
	}
	out, err := git("rev-parse", "HEAD")
	if err != nil {
		return "unknown"
	}
	commit := strings.TrimSpace(string(out))
	if st, err := git("status", "--porcelain", "--untracked-files=no"); err == nil && len(bytes.TrimSpace(st)) > 0 {
		commit += "-dirty"
	}
	return commit
}

// CPUIdentity is what tells CPUs of one model name apart, read from
// /proc/cpuinfo's first processor by field (procinfo.Field in use): the
// vendor, family/model/stepping, the cache size and a digest of the
// feature flags, as "GenuineIntel 6/85/7, 16384 KB, flags 1a2b3c4d"; ""
// where none of them is known (another OS). Why: a cloud VM's model name
// can be the same generic one ("Intel(R) Xeon(R) Processor") on hosts of
// different generations, which time the same cells tens of percent apart.
func CPUIdentity(field func(path, key string) string) string {
	const path = "/proc/cpuinfo"
	vendor, family, model, step := field(path, "vendor_id"), field(path, "cpu family"), field(path, "model"), field(path, "stepping")
	cache, flags := field(path, "cache size"), field(path, "flags")
	if vendor == "" && family == "" && model == "" && flags == "" {
		return ""
	}
	id := fmt.Sprintf("%s %s/%s/%s", vendor, family, model, step)
	if cache != "" {
		id += ", " + cache
	}
	if flags != "" {
		sum := sha256.Sum256([]byte(strings.Join(strings.Fields(flags), " ")))
		id += fmt.Sprintf(", flags %x", sum[:4])
	}
	return id
}

// Machine names the CPU of e for telling runs apart: its model name and,
// when recorded, its identity (CPUIdentity). Runs written before the
// identity was recorded are named by their model name alone.
func (e *Env) Machine() string {
	if e.CPUID == "" {
		return e.CPU
	}
	return e.CPU + " (" + e.CPUID + ")"
}

// ThisMachine is Machine of this process's machine, as CaptureEnv would
// record it.
func ThisMachine() string {
	return (&Env{CPU: cpuModel(), CPUID: CPUIdentity(procinfo.Field)}).Machine()
}

func cpuModel() string {
	if v := procinfo.Field("/proc/cpuinfo", "model name"); v != "" {
		return v
	}
	return runtime.GOARCH
}

// PhysicalMemory is the machine's memory in bytes, or 0 when unknown.
func PhysicalMemory() uint64 { return procinfo.PhysicalMemory() }

// memoryLimit is the runtime's soft memory limit in GiB, or "" when none
// is set.
func memoryLimit() string {
	l := debug.SetMemoryLimit(-1)
	if l == math.MaxInt64 {
		return ""
	}
	return strconv.FormatFloat(float64(l)/(1<<30), 'f', 1, 64) + " GiB"
}

// memTotal is the machine's memory in GiB, from /proc/meminfo's kB figure.
func memTotal() string {
	kb, err := strconv.ParseFloat(strings.TrimSuffix(procinfo.Field("/proc/meminfo", "MemTotal"), " kB"), 64)
	if err != nil {
		return ""
	}
	return strconv.FormatFloat(kb/(1<<20), 'f', 1, 64) + " GiB"
}

// WriteEnv writes env as indented JSON to path, through a temporary file
// and a rename: a run writes it again after each variant, and a kill
// must leave the old file or the new one.
func WriteEnv(path string, env *Env) error {
	b, err := json.MarshalIndent(env, "", "  ")
	if err != nil {
		return fmt.Errorf("encode env: %w", err)
	}
	return replaceFile(path, append(b, '\n'))
}

// ReadEnv reads a results folder's env.json.
func ReadEnv(path string) (*Env, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read env: %w", err)
	}
	var env Env
	if err := json.Unmarshal(b, &env); err != nil {
		return nil, fmt.Errorf("decode %s: %w", path, err)
	}
	return &env, nil
}
