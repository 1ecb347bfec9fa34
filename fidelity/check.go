package fidelity

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os/exec"
	"strconv"
	"strings"

	"github.com/serbench/serbench/measure"
	"github.com/serbench/serbench/suite"
)

// Side is what a worker process times.
type Side string

// The two sides.
const (
	SideHarness Side = "harness"
	SidePlain   Side = "plain"
)

// Result is one cell's comparison.
type Result struct {
	Cell    Cell
	Harness []float64 // ns/op of each round's harness process
	Plain   []float64 // and of its plain process
	// Ratio is the median of the rounds' Harness/Plain ratios and its 95%
	// interval (benchmath, no distributional assumption; six rounds are
	// needed for an interval).
	Ratio measure.Summary
}

// HarnessNs and PlainNs are the medians of each side.
func (r Result) HarnessNs() float64 { return measure.Summarize(r.Harness).Median }
func (r Result) PlainNs() float64   { return measure.Summarize(r.Plain).Median }

// Worker is how to start a worker process: the program and the arguments
// before the side and the cell (serbench's own path and its hidden
// command). Check appends the side and the cell, and reads one JSON
// object, {"ns_per_op": x}, from the process's standard output.
type Worker struct {
	Path string
	Args []string
}

// WorkerOutput is what a worker prints.
type WorkerOutput struct {
	NsPerOp float64 `json:"ns_per_op"`
}

// Check runs rounds rounds of c: in each, one harness process and one
// plain process, in alternating order (harness first in even rounds), and
// reports each figure to progress as it comes.
func Check(w Worker, c Cell, rounds int, progress io.Writer) (Result, error) {
	res := Result{Cell: c}
	ratios := make([]float64, 0, rounds)
	for round := range rounds {
		sides := []Side{SideHarness, SidePlain}
		if round%2 == 1 {
			sides[0], sides[1] = sides[1], sides[0]
		}
		ns := map[Side]float64{}
		for _, s := range sides {
			x, err := w.run(s, c)
			if err != nil {
				return res, err
			}
			ns[s] = x
		}
		res.Harness = append(res.Harness, ns[SideHarness])
		res.Plain = append(res.Plain, ns[SidePlain])
		ratios = append(ratios, ns[SideHarness]/ns[SidePlain])
		if progress != nil {
			fmt.Fprintf(progress, "%s round %d/%d: serbench %s ns/op, plain %s ns/op, ratio %.3f\n", c, round+1, rounds,
				strconv.FormatFloat(ns[SideHarness], 'f', 1, 64), strconv.FormatFloat(ns[SidePlain], 'f', 1, 64), ratios[round])
		}
	}
	res.Ratio = measure.Summarize(ratios)
	return res, nil
}

func (w Worker) run(s Side, c Cell) (float64, error) {
	args := append(append([]string{}, w.Args...), string(s), c.String())
	cmd := exec.Command(w.Path, args...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		return 0, fmt.Errorf("%s worker for %s: %w: %s", s, c, err, bytes.TrimSpace(stderr.Bytes()))
	}
	var out WorkerOutput
	if err := json.Unmarshal(stdout.Bytes(), &out); err != nil {
		return 0, fmt.Errorf("%s worker for %s: %w in %q", s, c, err, stdout.Bytes())
	}
	if !measure.Finite(out.NsPerOp) || out.NsPerOp <= 0 {
		return 0, fmt.Errorf("%s worker for %s: %v ns/op", s, c, out.NsPerOp)
	}
	return out.NsPerOp, nil
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
