package fidelity

import (
	"errors"
	"math"
	"sync"
	"testing"

	"github.com/serbench/serbench/fidelity/reference"
)

// A plain count is per op over the 2N ops between its runs of N and 3N,
// for each collector, with the collections the paced runs' 2N held.
func TestCountPlain(t *testing.T) {
	var mu sync.Mutex
	seen := map[reference.Collector][]int{}
	count := func(n int, col reference.Collector) (reference.Counted, error) {
		mu.Lock()
		seen[col] = append(seen[col], n)
		mu.Unlock()
		// 1,000,000 to start and end; 100 an op, 120 when paced, and a
		// collection every 50 ops, the first after 10.
		if col == reference.NoCollection {
			return reference.Counted{Instructions: 1_000_000 + 100*uint64(n)}, nil
		}
		return reference.Counted{Instructions: 2_000_000 + 120*uint64(n), GCs: (n + 40) / 50}, nil
	}
	p, err := CountPlain(count, 1000, 2)
	if err != nil {
		t.Fatal(err)
	}
	if p.N != 1000 || p.Free != 100 || p.Whole != 120 || p.GCs != 40 || p.GCPerOp() != 20 || p.OpsPerGC() != 50 {
		t.Errorf("got %+v (GC/op %v, ops/GC %v), want free 100, whole 120, 40 collections every 50 ops", p, p.GCPerOp(), p.OpsPerGC())
	}
	for _, col := range []reference.Collector{reference.NoCollection, reference.StoppedPacer} {
		if len(seen[col]) != 2 || seen[col][0]+seen[col][1] != 4000 {
			t.Errorf("%s: runs of %v ops, want 1000 and 3000", col, seen[col])
		}
	}
	failing := func(int, reference.Collector) (reference.Counted, error) {
		return reference.Counted{}, errors.New("no valgrind")
	}
	if _, err := CountPlain(failing, 10, 1); err == nil {
		t.Error("a failed run should fail the count")
	}
	shrinking := func(n int, _ reference.Collector) (reference.Counted, error) {
		return reference.Counted{Instructions: uint64(1e6 / n)}, nil
	}
	if _, err := CountPlain(shrinking, 10, 1); err == nil {
		t.Error("counts that fall as the ops grow should fail")
	}
}

// N is whole passes over the messages, long enough to hold the counted
// instructions and collections, within the bound of a run.
func TestPlainOps(t *testing.T) {
	for _, c := range []struct {
		h    HarnessCount
		msgs int
		want int
	}{
		// 20,000 an op, a collection every 3,000 ops: 20 collections.
		{HarnessCount{PerOp: 20_000, GCEvery: 3_000}, 1, 30_000},
		// No collection: 200 million instructions between the runs.
		{HarnessCount{PerOp: 1_000}, 1, 100_000},
		// Whole passes over 1,000 messages.
		{HarnessCount{PerOp: 1_000}, 1_000, 100_000},
		{HarnessCount{PerOp: 1_000, GCEvery: 10_001}, 1_000, 101_000},
		// Bounded: 3N of 300,000 an op within 2 billion.
		{HarnessCount{PerOp: 300_000, GCEvery: 700}, 1, 2_222},
		// But never less than a pass.
		{HarnessCount{PerOp: 50_000_000, GCEvery: 1}, 100, 100},
	} {
		if got := PlainOps(c.h, c.msgs); got != c.want {
			t.Errorf("PlainOps(%+v, %d) = %d, want %d", c.h, c.msgs, got, c.want)
		}
	}
}

func TestInstrResult(t *testing.T) {
	r := InstrResult{Harness: HarnessCount{PerOp: 1020, GCPerOp: 20}, Plain: PlainCount{Free: 1000, Whole: 1000}}
	if math.Abs(r.Ratio()-1.02) > 1e-12 || r.FreeRatio() != 1 || !r.Within(0.02) || r.Within(0.01) {
		t.Errorf("ratio %v, free %v; within 2%%: %v, 1%%: %v", r.Ratio(), r.FreeRatio(), r.Within(0.02), r.Within(0.01))
	}
	r.Harness.GCPerOp = 0 // free 1,020: 2% above, whole too
	r.Plain.Free = 990
	if r.Within(0.02) {
		t.Errorf("free ratio %v counted within 2%%", r.FreeRatio())
	}
}
