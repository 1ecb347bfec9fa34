package fidelity

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os/exec"
	"strconv"
	"strings"
	"sync"

	"github.com/serbench/serbench/human"
	"github.com/serbench/serbench/internal/cpuaffinity"
	"github.com/serbench/serbench/measure"
	"github.com/serbench/serbench/suite"
)

// Figure is one side's reading of a cell in one process.
type Figure struct {
	NsPerOp float64 `json:"ns_per_op"`
	// LiveHeap is what the process held while it timed the call (bytes,
	// after a collection; 0 when not read): what every collection marks,
	// so the share of the collector's cost that the process, not the
	// call, sets. It explains a ratio away from 1.
	LiveHeap float64 `json:"live_heap_bytes,omitempty"`
}

// Result is one cell's comparison.
type Result struct {
	Cell    Cell
	Harness []float64 // ns/op of each round's harness process
	Plain   []float64 // and of its plain program
	// HarnessLive and PlainLive are each round's live heap, by side.
	HarnessLive, PlainLive []float64
	// Ratio is the median of the rounds' Harness/Plain ratios and its 95%
	// interval (benchmath, no distributional assumption; six rounds are
	// needed for an interval).
	Ratio measure.Summary
}

// HarnessNs and PlainNs are the medians of each side.
func (r Result) HarnessNs() float64 { return measure.Summarize(r.Harness).Center }
func (r Result) PlainNs() float64   { return measure.Summarize(r.Plain).Center }

// HarnessLiveHeap and PlainLiveHeap are the medians of each side's live
// heap (0 when a side did not read it).
func (r Result) HarnessLiveHeap() float64 { return medianOrZero(r.HarnessLive) }
func (r Result) PlainLiveHeap() float64   { return medianOrZero(r.PlainLive) }

func medianOrZero(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	return measure.Summarize(xs).Center
}

// Side times one side of a cell once, in a fresh process, bound to CPU
// cpu (negative: unbound).
type Side func(cpu int) (Figure, error)

// Check runs rounds rounds of c: in each, the harness side and the plain
// side, and reports each figure to progress as it comes. In turn, the
// harness first in even rounds; concurrent, both at once, each bound to a
// CPU of its own (0 and 1, swapped every round), so that a slow spell of
// a shared host lands on both alike.
func Check(c Cell, harness, plain Side, rounds int, concurrent bool, progress io.Writer) (Result, error) {
	res := Result{Cell: c}
	ratios := make([]float64, 0, rounds)
	for round := range rounds {
		var figs [2]Figure // harness, plain
		var errs [2]error
		sides := [2]Side{harness, plain}
		if concurrent {
			var wg sync.WaitGroup
			for i, side := range sides {
				wg.Go(func() { figs[i], errs[i] = side((i + round) % 2) })
			}
			wg.Wait()
		} else {
			for k := range 2 {
				i := (k + round) % 2
				if figs[i], errs[i] = sides[i](-1); errs[i] != nil {
					break
				}
			}
		}
		for i, f := range figs {
			if errs[i] != nil {
				return res, errs[i]
			}
			if !measure.Finite(f.NsPerOp) || f.NsPerOp <= 0 {
				return res, fmt.Errorf("%s: %v ns/op", c, f.NsPerOp)
			}
		}
		h, p := figs[0], figs[1]
		res.Harness = append(res.Harness, h.NsPerOp)
		res.Plain = append(res.Plain, p.NsPerOp)
		if h.LiveHeap > 0 {
			res.HarnessLive = append(res.HarnessLive, h.LiveHeap)
		}
		if p.LiveHeap > 0 {
			res.PlainLive = append(res.PlainLive, p.LiveHeap)
		}
		ratios = append(ratios, h.NsPerOp/p.NsPerOp)
		if progress != nil {
			fmt.Fprintf(progress, "%s round %d/%d: serbench %s ns/op (live heap %s), plain %s ns/op (%s), ratio %.3f\n", c, round+1, rounds,
				strconv.FormatFloat(h.NsPerOp, 'f', 1, 64), human.Bytes(h.LiveHeap),
				strconv.FormatFloat(p.NsPerOp, 'f', 1, 64), human.Bytes(p.LiveHeap), ratios[round])
		}
	}
	res.Ratio = measure.Summarize(ratios)
	return res, nil
}

// Worker is how to start serbench's harness side: the program and the
// arguments before the cell (serbench's own path and its hidden command).
// It reads one JSON Figure from the process's standard output.
type Worker struct {
	Path string
	Args []string
}

// Side returns the side that runs the worker on c.
func (w Worker) Side(c Cell) Side {
	return func(cpu int) (Figure, error) {
		args := append(append([]string{}, w.Args...), c.String())
		cmd := exec.Command(w.Path, args...)
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		if err := cpuaffinity.Run(cmd, cpu); err != nil {
			return Figure{}, fmt.Errorf("harness worker for %s: %w: %s", c, err, bytes.TrimSpace(stderr.Bytes()))
		}
		var out Figure
		if err := json.Unmarshal(stdout.Bytes(), &out); err != nil {
			return Figure{}, fmt.Errorf("harness worker for %s: %w in %q", c, err, stdout.Bytes())
		}
		return out, nil
	}
}

// ParseCell parses dataset/variant/codec/op.
func ParseCell(s string) (Cell, error) {
	parts := strings.Split(s, "/")
	if len(parts) != 4 {
		return Cell{}, fmt.Errorf("cell %q: want dataset/variant/codec/op", s)
	}
	op, err := suite.ParseOp(parts[3])
	if err != nil {
		return Cell{}, fmt.Errorf("cell %q: %w", s, err)
	}
	return Cell{parts[0], parts[1], parts[2], op}, nil
}
