package measure

import (
	"errors"
	"testing"
	"time"
)

func TestSteady(t *testing.T) {
	var sink []byte
	loop := func(n int) error {
		for range n {
			sink = make([]byte, 64)
		}
		return nil
	}
	n, err := CalibrateSteady(loop, time.Millisecond)
	if err != nil || n < 2 {
		t.Fatalf("CalibrateSteady = %d, %v", n, err)
	}
	r, err := RunSteady(loop, n)
	if err != nil || r.N != n || !(r.NsPerOp > 0) || r.BytesPerOp < 64 || r.AllocsPerOp < 1 || r.GCCycles == nil {
		t.Fatalf("RunSteady = %+v, %v", r, err)
	}
	_ = sink
	bad := func(int) error { return errors.New("boom") }
	if _, err := CalibrateSteady(bad, time.Millisecond); err == nil {
		t.Error("a failing loop should fail calibration")
	}
	if _, err := RunSteady(func(int) error { panic("x") }, 1); err == nil {
		t.Error("a panic should be an error")
	}
	if _, err := RunSteady(loop, 0); err == nil {
		t.Error("zero iterations should fail")
	}
}

func TestRunCycles(t *testing.T) {
	var sink []byte
	alloc := func(n int) error {
		for range n {
			sink = make([]byte, 64<<10)
		}
		return nil
	}
	// 64 KB an op fills the collector's minimum 4 MB goal in about 64
	// ops: whole cycles within the run.
	r, err := RunCycles(alloc, 8, 5*time.Millisecond, true)
	if err != nil || r.N < 8 || r.N%8 != 0 || !(r.NsPerOp > 0) || r.BytesPerOp < 64<<10 || r.AllocsPerOp < 1 {
		t.Fatalf("RunCycles = %+v, %v", r, err)
	}
	if r.Aligned == nil || !*r.Aligned || r.GCCycles == nil || *r.GCCycles < 1 {
		t.Errorf("allocating loop: aligned %v, cycles %v; want aligned with at least one cycle", r.Aligned, r.GCCycles)
	}
	_ = sink
	x := 0
	none := func(n int) error {
		for range n {
			x++
		}
		return nil
	}
	r, err = RunCycles(none, 1000, time.Millisecond, true)
	if err != nil || r.Aligned == nil || *r.Aligned || r.AllocsPerOp > 1e-3 {
		t.Errorf("loop without allocations: %+v, %v; want an unaligned run", r, err)
	}
	r, err = RunCycles(alloc, 8, time.Millisecond, false)
	if err != nil || r.Aligned == nil || *r.Aligned || r.N < 8 {
		t.Errorf("align false: %+v, %v; want an unaligned run", r, err)
	}
	if _, err := RunCycles(func(int) error { panic("x") }, 1, time.Millisecond, true); err == nil {
		t.Error("a panic should be an error")
	}
	if _, err := RunCycles(func(int) error { return errors.New("boom") }, 1, time.Millisecond, false); err == nil {
		t.Error("a failing loop should fail the run")
	}
	if _, err := RunCycles(none, 0, time.Millisecond, true); err == nil {
		t.Error("zero iterations a piece should fail")
	}
}
