package runner

import (
	"testing"

	"github.com/serbench/serbench/measure"
)

// The heap pass takes the slowest ops first, and keeps every worker: a
// worker of a cell without runs (failed) goes last.
func TestSlowestFirst(t *testing.T) {
	runs := func(ns ...float64) []measure.Run {
		var rs []measure.Run
		for _, x := range ns {
			rs = append(rs, measure.Run{N: 1, NsPerOp: x})
		}
		return rs
	}
	out := []measure.Timed{
		{Runs: runs(10, 11, 12)},
		{Runs: runs(9e9, 9e9)},
		{},
		{Runs: runs(2e6)},
	}
	ws := []*worker{{cells: []int{0}}, {cells: []int{1}}, {cells: []int{2}}, {cells: []int{3}}}
	got := slowestFirst(ws, out)
	want := []int{1, 3, 0, 2}
	for i, wk := range got {
		if wk.cells[0] != want[i] {
			t.Fatalf("order %v, want cells %v", cellsOf(got), want)
		}
	}
	if ws[0].cells[0] != 0 {
		t.Errorf("the workers given were reordered: %v", cellsOf(ws))
	}
}

func cellsOf(ws []*worker) []int {
	var c []int
	for _, wk := range ws {
		c = append(c, wk.cells...)
	}
	return c
}
