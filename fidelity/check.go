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

// Result is one cell's comparison.
type Result struct {
	Cell    Cell
	Harness []float64 // ns/op of each round's harness process
	Plain   []float64 // and of its plain program
	// Ratio is the median of the rounds' Harness/Plain ratios and its 95%
	// interval (benchmath, no distributional assumption; six rounds are
	// needed for an interval).
	Ratio measure.Summary
}

// HarnessNs and PlainNs are the medians of each side.
func (r Result) HarnessNs() float64 { return measure.Summarize(r.Harness).Median }
func (r Result) PlainNs() float64   { return measure.Summarize(r.Plain).Median }

// Side times one side of a cell once, in a fresh process, and returns its
// ns/op.
type Side func() (float64, error)

// Check runs rounds rounds of c: in each, the harness side and the plain
// side, in alternating order (harness first in even rounds), and reports
// each figure to progress as it comes.
func Check(c Cell, harness, plain Side, rounds int, progress io.Writer) (Result, error) {
	res := Result{Cell: c}
	ratios := make([]float64, 0, rounds)
	for round := range rounds {
		sides := []Side{harness, plain}
		if round%2 == 1 {
			sides[0], sides[1] = sides[1], sides[0]
		}
		var ns [2]float64
		for i, side := range sides {
			x, err := side()
			if err != nil {
				return res, err
			}
			if !measure.Finite(x) || x <= 0 {
				return res, fmt.Errorf("%s: %v ns/op", c, x)
			}
			ns[i] = x
		}
		if round%2 == 1 {
			ns[0], ns[1] = ns[1], ns[0]
		}
		res.Harness = append(res.Harness, ns[0])
		res.Plain = append(res.Plain, ns[1])
		ratios = append(ratios, ns[0]/ns[1])
		if progress != nil {
			fmt.Fprintf(progress, "%s round %d/%d: serbench %s ns/op, plain %s ns/op, ratio %.3f\n", c, round+1, rounds,
				strconv.FormatFloat(ns[0], 'f', 1, 64), strconv.FormatFloat(ns[1], 'f', 1, 64), ratios[round])
		}
	}
	res.Ratio = measure.Summarize(ratios)
	return res, nil
}

// Worker is how to start serbench's harness side: the program and the
// arguments before the cell (serbench's own path and its hidden command).
// It reads one JSON object, {"ns_per_op": x}, from the process's standard
// output.
type Worker struct {
	Path string
	Args []string
}

// WorkerOutput is what a worker prints.
type WorkerOutput struct {
	NsPerOp float64 `json:"ns_per_op"`
}

// Side returns the side that runs the worker on c.
func (w Worker) Side(c Cell) Side {
	return func() (float64, error) {
		args := append(append([]string{}, w.Args...), c.String())
		cmd := exec.Command(w.Path, args...)
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		if err := cmd.Run(); err != nil {
			return 0, fmt.Errorf("harness worker for %s: %w: %s", c, err, bytes.TrimSpace(stderr.Bytes()))
		}
		var out WorkerOutput
		if err := json.Unmarshal(stdout.Bytes(), &out); err != nil {
			return 0, fmt.Errorf("harness worker for %s: %w in %q", c, err, stdout.Bytes())
		}
		return out.NsPerOp, nil
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
