package resultset

import (
	"maps"
	"slices"
)

// The keys of env.json's phase_seconds and variant_phase_seconds: a
// variant's phases (runner.Phases, whose phase line names them), and
// PhaseOther, the rest of its time. Everything but PhaseRounds went
// untimed. PhaseZstdTimes, zstd's timed loops, is a measurement on one
// CPU, apart from PhaseCompression's sizes and checks; results written
// before it count it in PhaseCompression.
const (
	PhasePrepare      = "prepare"
	PhaseLoad         = "load"
	PhaseCalibrate    = "calibrate"
	PhaseWarmUp       = "warm_up"
	PhaseRounds       = "rounds"
	PhaseBusy         = "busy"
	PhaseLatency      = "latency"
	PhaseHeap         = "heap"
	PhaseCompression  = "compression"
	PhaseZstdTimes    = "zstd_times"
	PhaseParallel     = "parallel"
	PhaseInstructions = "instructions"
	PhaseOther        = "other"
)

// phaseNames are the keys in the order a variant runs its phases, each
// with its name in the phase line.
var phaseNames = []struct{ key, name string }{
	{PhasePrepare, "prepare"}, {PhaseLoad, "workers' load"}, {PhaseCalibrate, "calibration"},
	{PhaseWarmUp, "warm-up"}, {PhaseRounds, "timed rounds"}, {PhaseBusy, "busy pass"},
	{PhaseLatency, "latency pass"}, {PhaseHeap, "heap pass"}, {PhaseCompression, "compression"},
	{PhaseZstdTimes, "zstd's times"}, {PhaseParallel, "parallel pass"}, {PhaseInstructions, "instruction pass"},
	{PhaseOther, "the rest"},
}

// PhaseName is a phase's name in the phase line, by its key; a key
// written by another serbench than this one is its own name.
func PhaseName(key string) string {
	for _, p := range phaseNames {
		if p.key == key {
			return p.name
		}
	}
	return key
}

// PhaseKeys returns the keys of phases (seconds by key) in the order a
// variant runs them, PhaseOther last, and keys this serbench does not know
// after them, sorted.
func PhaseKeys(phases map[string]float64) []string {
	var keys []string
	for _, p := range phaseNames {
		if _, ok := phases[p.key]; ok {
			keys = append(keys, p.key)
		}
	}
	for _, k := range slices.Sorted(maps.Keys(phases)) {
		if !slices.Contains(keys, k) {
			keys = append(keys, k)
		}
	}
	return keys
}
