package measure_test

import (
	"errors"
	"math"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/measure"
	"github.com/serbench/serbench/suite"
)

// trivial is a dataset whose only binding returns a preallocated slice: what
// the harness measures on it is the harness's own cost.
func trivial() suite.Loop {
	buf := make([]byte, 16)
	def := &suite.Def[int]{
		Meta:     suite.Info{Name: "trivial", Variants: []suite.VariantInfo{{Name: "one"}}},
		Generate: func(string) ([]int, error) { return []int{7}, nil },
		Digest:   func(h *digest.Hasher, m int) { h.Int64(int64(m)) },
		Equal:    func(int, int) error { return nil },
	}
	codec := suite.FuncsCodec("trivial", suite.Funcs[int, int]{
		FromModel: func(m int) (int, error) { return m, nil },
		ToModel:   func(v int) (int, error) { return v, nil },
		Encode:    func(int) ([]byte, error) { return buf, nil },
		Decode:    func([]byte) (int, error) { return 7, nil },
	})
	l, err := def.Load("one")
	if err != nil {
		panic(err)
	}
	b, _ := def.Bind("one", &codec)
	p, err := l.Prepare(b)
	if err != nil {
		panic(err)
	}
	return p.Loop(suite.Encode)
}

// The harness must add nothing to a cell: no allocation per op. (Its time,
// a few ns/op, is reported by BenchmarkHarness and by serbench itself, never
// asserted here: the machines are shared and noisy.)
func TestHarnessAllocatesNothing(t *testing.T) {
	runs, err := measure.Time(trivial(), measure.Options{Count: 3, BenchTime: 5 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	if len(runs) != 3 {
		t.Fatalf("%d runs, want 3", len(runs))
	}
	for _, r := range runs {
		// Per op, not per run: the runtime may allocate once in a while
		// during a run of millions of iterations (go test's integer
		// allocs/op shows 0 then too); an allocation in the loop would
		// show as 1.
		if r.AllocsPerOp >= 1e-3 {
			t.Errorf("trivial binding: %v allocs/op, want 0 (below 0.001)", r.AllocsPerOp)
		}
		if r.BytesPerOp >= 1e-2 {
			t.Errorf("trivial binding: %v B/op, want 0 (below 0.01)", r.BytesPerOp)
		}
		if r.N < 2 {
			t.Errorf("run of %d ops, want at least 2 (%+v)", r.N, r)
		}
		if !(r.NsPerOp > 0) {
			t.Errorf("run of %v ns/op, want above 0 (%+v)", r.NsPerOp, r)
		}
	}
}

func BenchmarkHarness(b *testing.B) {
	loop := trivial()
	b.ReportAllocs()
	if err := loop(b.N); err != nil {
		b.Fatal(err)
	}
}

func TestTimeReportsLoopErrorsAndPanics(t *testing.T) {
	opt := measure.Options{Count: 2, BenchTime: time.Millisecond}
	_, err := measure.Time(func(n int) error { return errors.New("codec broke") }, opt)
	if err == nil || err.Error() != "codec broke" {
		t.Errorf("error = %v", err)
	}
	calls := 0
	_, err = measure.Time(func(n int) error {
		if calls++; calls > 3 {
			panic("late panic")
		}
		return nil
	}, opt)
	if err == nil || !strings.Contains(err.Error(), "late panic") {
		t.Errorf("panic in a timed run: %v", err)
	}
}

func TestTimeRejectsBadOptions(t *testing.T) {
	for _, opt := range []measure.Options{{Count: 0, BenchTime: time.Millisecond}, {Count: 1}} {
		if _, err := measure.Time(func(int) error { return nil }, opt); err == nil {
			t.Errorf("%+v accepted", opt)
		}
	}
}

func TestSummarize(t *testing.T) {
	values := []float64{10, 11, 9, 10, 10, 12, 10, 9, 11, 10}
	s := measure.Summarize(values)
	if s.Center != 10 {
		t.Errorf("median = %v", s.Center)
	}
	if values[0] != 10 || values[1] != 11 {
		t.Errorf("Summarize reordered its input (runs must stay in time order): %v", values)
	}
	if !measure.Finite(s.Lo) || !(s.Lo <= 10) {
		t.Errorf("interval [%v, %v]: low end %v, want finite and at most the median 10", s.Lo, s.Hi, s.Lo)
	}
	if !measure.Finite(s.Hi) || !(s.Hi >= 10) {
		t.Errorf("interval [%v, %v]: high end %v, want finite and at least the median 10", s.Lo, s.Hi, s.Hi)
	}
	few := measure.Summarize([]float64{1, 2})
	if !math.IsInf(few.Lo, 0) {
		t.Errorf("two runs: interval [%v, %v], want none (infinite bounds)", few.Lo, few.Hi)
	}
	if len(few.Warnings) == 0 {
		t.Error("two runs: no warning, want one saying there is no interval")
	}
}

// Cells are timed with the GOMAXPROCS Options.Procs asks for, and the
// process gets its own back afterwards, even when the loop fails.
func TestTimeUsesProcs(t *testing.T) {
	before := runtime.GOMAXPROCS(0)
	want := before + 2
	seen := map[int]bool{}
	loop := func(n int) error {
		seen[runtime.GOMAXPROCS(0)] = true
		return nil
	}
	if _, err := measure.Time(loop, measure.Options{Count: 2, BenchTime: time.Millisecond, Procs: want}); err != nil {
		t.Fatal(err)
	}
	if len(seen) != 1 || !seen[want] {
		t.Errorf("loop saw GOMAXPROCS %v; want only %d", seen, want)
	}
	failing := func(int) error { return errors.New("codec broke") }
	if _, err := measure.Time(failing, measure.Options{Count: 2, BenchTime: time.Millisecond, Procs: want}); err == nil {
		t.Error("a failing loop timed without error")
	}
	if got := runtime.GOMAXPROCS(0); got != before {
		t.Errorf("GOMAXPROCS %d afterwards, want %d as before", got, before)
	}
}

// InterleaveSteady gives every loop its rounds of runs, a failing loop
// its error without stopping the others, and a loop whose one op outlasts
// long its calibration's call as its one run.
func TestInterleaveSteady(t *testing.T) {
	sink := 0
	good := func(n int) error {
		for i := range n {
			sink += i
		}
		return nil
	}
	bad := func(int) error { return errors.New("boom") }
	calls := 0
	slow := func(n int) error {
		calls += n
		time.Sleep(time.Duration(n) * 20 * time.Millisecond)
		return nil
	}
	out := measure.InterleaveSteady([]measure.Loop{good, bad, slow}, time.Millisecond, 3, 10*time.Millisecond)
	good0, bad1, slow2 := out[0], out[1], out[2]
	if good0.Err != nil {
		t.Errorf("good loop: error %v", good0.Err)
	}
	if bad1.Err == nil {
		t.Error("failing loop: no error")
	}
	if slow2.Err != nil {
		t.Errorf("slow loop: error %v", slow2.Err)
	}
	for _, c := range []struct {
		name      string
		got, want any
	}{
		{"good loop: runs", len(good0.Runs), 3},
		{"good loop: timed once", good0.Once, false},
		{"failing loop: runs", len(bad1.Runs), 0},
		{"slow loop: timed once", slow2.Once, true},
		{"slow loop: runs", len(slow2.Runs), 1},
		{"slow loop: calls (its one call is its one run)", calls, 1},
	} {
		if c.got != c.want {
			t.Errorf("%s = %v, want %v", c.name, c.got, c.want)
		}
	}
	if good0.N < 1 {
		t.Errorf("good loop: %d ops a run, want at least 1", good0.N)
	}
	if len(slow2.Runs) == 1 {
		if r := slow2.Runs[0]; r.N != 1 {
			t.Errorf("slow loop: its run has %d ops, want 1", r.N)
		} else if r.NsPerOp < float64(20*time.Millisecond) {
			t.Errorf("slow loop: its run took %v ns/op, want at least 20 ms (the op sleeps that long)", r.NsPerOp)
		}
	}
}
