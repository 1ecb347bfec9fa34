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
