package measure_test

import (
	"testing"
	"time"

	"github.com/serbench/serbench/measure"
)

// sink keeps the compiler from dropping the test loops' allocations.
var sink [][]byte

const chunk, chunks = 1 << 10, 16 << 10 // 16 MiB per op in 1 KiB pieces

// touch writes every byte a few times, so an op does some work between
// allocations as a codec does, instead of allocating as fast as the runtime
// can (a collection marks what is allocated while it runs, so an op that
// only allocates would look as if it held more).
func touch(b []byte) {
	for k := range 8 {
		for i := range b {
			b[i] = byte(i + k)
		}
	}
}

// hold builds 16 MiB that stays live until the op ends.
func hold(n int) error {
	for range n {
		held := make([][]byte, 0, chunks)
		for range chunks {
			c := make([]byte, chunk)
			touch(c)
			held = append(held, c)
		}
		sink = held
		sink = nil
	}
	return nil
}

// churn allocates as much but keeps one piece at a time.
func churn(n int) error {
	for range n {
		for range chunks {
			c := make([]byte, chunk)
			touch(c)
			sink = append(sink[:0], c)
		}
	}
	return nil
}

// The heap pass tells an op that holds its allocations from one that
// allocates as much and holds nothing: B/op cannot.
func TestPeakHeapSeesWhatAnOpHolds(t *testing.T) {
	const perOp = chunk * chunks
	held, err := measure.MeasurePeakHeap(hold, perOp, 200*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	churned, err := measure.MeasurePeakHeap(churn, perOp, 200*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("hold: %+v; churn: %+v", held, churned)
	// hold's peak is 16 MiB and its slice of 16,384 headers (384 KiB); the
	// figure is an estimate (see MeasurePeakHeap).
	if held.Collections == 0 {
		t.Errorf("an op holding %d B: no collection in the heap pass, want some (%+v)", perOp, held)
	}
	if held.Ops == 0 {
		t.Errorf("an op holding %d B: no ops in the heap pass, want some (%+v)", perOp, held)
	}
	if lo, hi := uint64(perOp*5/8), uint64(perOp*3/2); held.Bytes < lo || held.Bytes > hi {
		t.Errorf("an op holding %d B: peak %v B, want %v to %v B (%+v)", perOp, held.Bytes, lo, hi, held)
	}
	if churned.Bytes > perOp/2 {
		t.Errorf("an op holding 1 KiB at a time: peak %+v, more than half its %d B/op", churned, perOp)
	}
}

// An op that allocates 1 KiB cannot hold more than it and the op before it
// allocated, whatever the collector marked while it ran.
func TestPeakHeapCap(t *testing.T) {
	small := func(n int) error {
		for range n {
			c := make([]byte, chunk)
			touch(c)
			sink = append(sink[:0], c)
		}
		return nil
	}
	p, err := measure.MeasurePeakHeap(small, chunk, 20*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	if p.Bytes > 2*chunk {
		t.Errorf("an op allocating %d B: peak %v B, want at most twice that (%+v)", chunk, p.Bytes, p)
	}
	if want := p.Bytes == 2*chunk; p.Capped != want {
		t.Errorf("an op allocating %d B: peak %v B with capped %v, want capped %v (capped exactly when the peak is the cap)", chunk, p.Bytes, p.Capped, want)
	}
}

func TestPeakHeapOfAnOpThatAllocatesNothing(t *testing.T) {
	p, err := measure.MeasurePeakHeap(func(n int) error { return nil }, 0, 2*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	if p.Ops == 0 {
		t.Errorf("no ops in the heap pass, want some (%+v)", p)
	}
	if p.Bytes > 64<<10 {
		t.Errorf("peak %v B, want at most 64 KiB for an op that allocates nothing (%+v)", p.Bytes, p)
	}
}

func TestPeakHeapReportsLoopPanics(t *testing.T) {
	_, err := measure.MeasurePeakHeap(func(n int) error { panic("boom") }, 0, time.Millisecond)
	if err == nil {
		t.Error("a panicking loop gave no error")
	}
}

// Collections are counted inside the timed section only: an op that
// allocates nothing sees none, one that allocates much sees some.
func TestRunCountsCollections(t *testing.T) {
	quiet, err := measure.NewCycles(trivial(), 1000, time.Millisecond).Run()
	if err != nil {
		t.Fatal(err)
	}
	if quiet.GCCycles == nil {
		t.Error("trivial loop: no count of collections, want 0")
	} else if *quiet.GCCycles != 0 {
		t.Errorf("trivial loop: %d collections, want 0", *quiet.GCCycles)
	}
	busy, err := measure.NewCycles(churn, 8, time.Millisecond).Run()
	if err != nil {
		t.Fatal(err)
	}
	if busy.GCCycles == nil {
		t.Error("128 MiB allocated: no count of collections, want some")
	} else if *busy.GCCycles == 0 {
		t.Error("128 MiB allocated: 0 collections, want some")
	}
}
