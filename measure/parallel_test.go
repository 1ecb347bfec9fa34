package measure

import (
	"errors"
	"math"
	"strings"
	"sync/atomic"
	"testing"
)

// sink keeps the allocating loop's garbage from being optimised away.
var sink atomic.Pointer[[]byte]

func TestTimeParallel(t *testing.T) {
	var calls [2]atomic.Int64
	loops := make([]Loop, 2)
	for i := range loops {
		loops[i] = func(n int) error {
			calls[i].Add(int64(n))
			for range n {
				b := make([]byte, 4096)
				sink.Store(&b)
			}
			return nil
		}
	}
	var runs []ParallelRun
	var err error
	WithProcs(2, func() { runs, err = TimeParallel(loops, 2000, 3) })
	if err != nil {
		t.Fatal(err)
	}
	// 3 rounds of g = 1 and 2, after a discarded round.
	if len(runs) != 6 {
		t.Fatalf("%d runs, want 6", len(runs))
	}
	// Loop 0 runs in every run (4 of them 2000 ops), loop 1 only at g = 2.
	if got := calls[0].Load(); got != 8*2000 {
		t.Errorf("loop 0 ran %d ops, want %d", got, 8*2000)
	}
	if got := calls[1].Load(); got != 4*2000 {
		t.Errorf("loop 1 ran %d ops, want %d", got, 4*2000)
	}
	s := SummarizeParallel(runs)
	if len(s.G) != 2 || s.G[0] != 1 || s.G[1] != 2 {
		t.Fatalf("goroutine counts %v, want [1 2]", s.G)
	}
	if s.Efficiency[0] != 1 {
		t.Errorf("efficiency at one goroutine %v, want 1", s.Efficiency[0])
	}
	for i := range s.G {
		if !(s.OpsPerSec[i] > 0) {
			t.Errorf("g=%d: %v ops/s, want above 0", s.G[i], s.OpsPerSec[i])
		}
		if !(s.Efficiency[i] > 0) {
			t.Errorf("g=%d: efficiency %v, want above 0", s.G[i], s.Efficiency[i])
		}
		// 4 KiB an op over 2000 ops, 3 runs: the collector ran.
		if !(s.GCPerOp[i] > 0) {
			t.Errorf("g=%d: GC/op %v, want some collections", s.G[i], s.GCPerOp[i])
		}
		if !(s.GCShare[i] > 0 && s.GCShare[i] <= 1) {
			t.Errorf("g=%d: collector's share of the CPU %v, want in (0, 1]", s.G[i], s.GCShare[i])
		}
	}
}

func TestRunParallelErrors(t *testing.T) {
	bad := errors.New("bad message")
	ok := func(n int) error { return nil }
	if _, err := RunParallel([]Loop{ok, func(int) error { return bad }}, 10); !errors.Is(err, bad) {
		t.Errorf("a goroutine's error: got %v", err)
	}
	_, err := RunParallel([]Loop{func(int) error { panic("boom") }}, 10)
	if err == nil || !strings.Contains(err.Error(), "panic: boom") {
		t.Errorf("a goroutine's panic: got %v", err)
	}
	if _, err := TimeParallel([]Loop{ok}, 10, 0); err == nil {
		t.Error("no rounds: no error")
	}
}

func TestSummarizeParallel(t *testing.T) {
	runs := []ParallelRun{
		{G: 2, N: 100, Ns: 1e6, GCCycles: 2, GCCPU: 0.001, UsedCPU: 0.004},
		{G: 1, N: 100, Ns: 1e6},
		{G: 1, N: 100, Ns: 2e6},
		{G: 1, N: 100, Ns: 3e6},
	}
	s := SummarizeParallel(runs)
	// g=1: 100, 50 and 33.3 thousand ops/s, median 50k; g=2: 200k.
	if !math.IsNaN(s.GCShare[0]) {
		t.Errorf("collector's share at 1 goroutine %v, want NaN (no collection ended in its runs)", s.GCShare[0])
	}
	for _, c := range []struct {
		name      string
		got, want float64
	}{
		{"ops/s at 1 goroutine", s.OpsPerSec[0], 5e4},
		{"ops/s at 2", s.OpsPerSec[1], 2e5},
		{"efficiency at 2", s.Efficiency[1], 2},
		{"collector's share at 2", s.GCShare[1], 0.25},
		{"GC/op at 1", s.GCPerOp[0], 0},
		{"GC/op at 2", s.GCPerOp[1], 0.01},
	} {
		if c.got != c.want {
			t.Errorf("%s = %v, want %v", c.name, c.got, c.want)
		}
	}
	if s := SummarizeParallel(runs[:1]); !math.IsNaN(s.Efficiency[0]) {
		t.Errorf("efficiency without a run of one goroutine: %v, want NaN", s.Efficiency)
	}
}
