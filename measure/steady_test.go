package measure

import (
	"errors"
	"fmt"
	"runtime"
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
	_ = sink
	// The ramp stops at a share of benchtime and scales its count up: it
	// runs fewer ops than the benchtime's count (an eighth or so; all of
	// them only if the host stalled the last run for most of it: a long
	// benchtime makes that a stall of a quarter second).
	ops := 0
	counting := func(n int) error {
		ops += n
		return loop(n)
	}
	n, err = CalibrateSteady(counting, 500*time.Millisecond)
	if err != nil || ops >= n {
		t.Errorf("calibration ran %d ops for a count of %d (%v), want fewer", ops, n, err)
	}
	bad := func(int) error { return errors.New("boom") }
	if _, err := CalibrateSteady(bad, time.Millisecond); err == nil {
		t.Error("a failing loop should fail calibration")
	}
	if _, err := CalibrateSteady(func(int) error { panic("x") }, time.Millisecond); err == nil {
		t.Error("a panic should be an error")
	}
}

// A run starts and ends just after a collection: the untimed piece before
// it and its own last piece are the ones in which a collection completed.
func TestCyclesRunsHoldWholeCycles(t *testing.T) {
	var sink []byte
	gcs := cycleCounter()
	type call struct{ before, after uint64 }
	var calls []call
	// 64 KB an op: the minimum 4 MB goal fills in about 64 ops, 8
	// pieces, so a cycle is several pieces long and a piece past
	// BenchTime is rarely the one in which a collection completes.
	loop := func(n int) error {
		b := gcs()
		for range n {
			sink = make([]byte, 64<<10)
		}
		calls = append(calls, call{b, gcs()})
		return nil
	}
	c := &Cycles{Loop: loop, Chunk: 8, BenchTime: 50 * time.Millisecond}
	for i := range 3 {
		calls = calls[:0]
		start := gcs()
		r, err := c.Run()
		if err != nil || r.Aligned == nil || !*r.Aligned {
			t.Fatalf("run %d: %+v, %v; want an aligned run", i, r, err)
		}
		timed := r.N / c.Chunk
		if timed >= len(calls) {
			t.Fatalf("run %d: %d pieces timed of %d calls: no untimed wait", i, timed, len(calls))
		}
		// Collections complete on their own, between Run's reads and
		// the loop's: a piece's window here runs from the end of the
		// piece before it (or Run's start) to the start of the next (or
		// Run's end).
		window := func(j int) (from, to uint64) {
			from, to = start, gcs()
			if j > 0 {
				from = calls[j-1].after
			}
			if j+1 < len(calls) {
				to = calls[j+1].before
			}
			return from, to
		}
		if from, to := window(len(calls) - 1); from == to {
			t.Errorf("run %d: its last piece completed no collection", i)
		}
		if from, to := window(len(calls) - timed - 1); from == to {
			t.Errorf("run %d: the untimed piece before it completed no collection", i)
		}
	}
	_ = sink
}

// A loop that allocates a little each piece is still waited for: the
// first piece's allocation must be seen, however small.
// (512 B: one of the 16 slots of a span, which runtime/metrics would not
// count until the span is refilled; and few enough pieces, about 8,000 to
// the minimum 4 MB goal, that a loaded machine still finds a collection
// within LongCycle×BenchTime: CI's 2 cores, busy compiling other
// packages' tests, once missed one in 8×20 ms.)
func TestCyclesWaitsForSmallAllocators(t *testing.T) {
	var sink *[64]uint64
	loop := func(n int) error {
		for range n {
			sink = new([64]uint64)
		}
		return nil
	}
	c := &Cycles{Loop: loop, Chunk: 1, BenchTime: 100 * time.Millisecond}
	r, err := c.Run()
	if err != nil || r.Aligned == nil || !*r.Aligned {
		t.Errorf("512 B a piece: %d ops, %.0f ns/op, aligned %v, err %v; want an aligned run", r.N, r.NsPerOp, r.Aligned != nil && *r.Aligned, err)
	}
	_ = sink
}

func TestCycles(t *testing.T) {
	var sink []byte
	alloc := func(n int) error {
		for range n {
			sink = make([]byte, 64<<10)
		}
		return nil
	}
	// 64 KB an op fills the collector's minimum 4 MB goal in about 64
	// ops: whole cycles within the run.
	c := &Cycles{Loop: alloc, Chunk: 8, BenchTime: 50 * time.Millisecond}
	for range 2 {
		r, err := c.Run()
		if err != nil {
			t.Fatal(err)
		}
		if r.N < 8 || r.N%8 != 0 {
			t.Errorf("allocating loop: %d ops, want a multiple of the chunk, 8", r.N)
		}
		if !(r.NsPerOp > 0) {
			t.Errorf("allocating loop: %v ns/op, want above 0", r.NsPerOp)
		}
		if r.BytesPerOp < 64<<10 {
			t.Errorf("allocating loop: %v B/op, want at least 64 KiB", r.BytesPerOp)
		}
		if r.AllocsPerOp < 1 {
			t.Errorf("allocating loop: %v allocs/op, want at least 1", r.AllocsPerOp)
		}
		if r.Aligned == nil || !*r.Aligned {
			t.Errorf("allocating loop: aligned %v, want true (whole cycles)", fmtPtr(r.Aligned))
		}
		if r.GCCycles == nil || *r.GCCycles < 1 {
			t.Errorf("allocating loop: %v collections, want at least 1", fmtPtr(r.GCCycles))
		}
		// At least the one untimed piece before the timed ones.
		if r.LeadNs == nil || !(*r.LeadNs > 0) {
			t.Errorf("allocating loop: lead-in %v ns, want above 0", fmtPtr(r.LeadNs))
		}
	}
	_ = sink
	x, calls := 0, 0
	none := func(n int) error {
		calls++
		for range n {
			x++
		}
		return nil
	}
	c = &Cycles{Loop: none, Chunk: 1000, BenchTime: time.Millisecond}
	for i := range 2 {
		start := time.Now()
		r, err := c.Run()
		if err != nil {
			t.Fatalf("loop without allocations, run %d: %v", i, err)
		}
		if r.Aligned == nil || *r.Aligned {
			t.Errorf("loop without allocations, run %d: aligned %v, want false (no cycle to align to)", i, fmtPtr(r.Aligned))
		}
		if r.AllocsPerOp > 1e-3 {
			t.Errorf("loop without allocations, run %d: %v allocs/op, want 0", i, r.AllocsPerOp)
		}
		// One untimed piece before the run: a piece that allocated
		// nothing ends the wait for a collection at once.
		if want := r.N/c.Chunk + 1; calls != want {
			t.Errorf("loop without allocations, run %d: %d calls, want %d (one untimed)", i, calls, want)
		}
		calls = 0
		// The second run does not wait for a collection again.
		if d := time.Since(start); i == 1 && d > 100*time.Millisecond {
			t.Errorf("second run of a loop without allocations took %v", d)
		}
	}
	// MinN outlasts BenchTime for a loop that allocates: at least 40 ops
	// of 100 µs, not the ten or so that fill a millisecond; 2,000 would
	// outlast LongCycle×BenchTime, which ends the run first.
	sleep := allocating(100 * time.Microsecond)
	c = &Cycles{Loop: sleep, Chunk: 1, BenchTime: time.Millisecond, MinN: 40}
	// On a loaded machine the 40 may outlast LongCycle×BenchTime too.
	if r, err := c.Run(); err != nil || (r.N < 40 && r.NsPerOp*float64(r.N) < float64(LongCycle*time.Millisecond)) {
		t.Errorf("MinN 40: %+v, %v", r, err)
	}
	c = &Cycles{Loop: sleep, Chunk: 1, BenchTime: time.Millisecond, MinN: 2000}
	if r, err := c.Run(); err != nil || r.N >= 2000 {
		t.Errorf("MinN 2000: %+v, %v; want the run ended at LongCycle×BenchTime", r, err)
	}
	// A loop that allocates nothing has no collections for MinN to hold:
	// its runs end once BenchTime has passed, about ten ops of 100 µs.
	c = &Cycles{Loop: spinning(100 * time.Microsecond), Chunk: 1, BenchTime: time.Millisecond, MinN: 40}
	for i := range 3 {
		if r, err := c.Run(); err != nil || r.N >= 40 {
			t.Errorf("MinN 40, a loop without allocations, run %d: %+v, %v; want it ended at BenchTime", i, r, err)
		}
	}
	if _, err := (&Cycles{Loop: func(int) error { panic("x") }, Chunk: 1, BenchTime: time.Millisecond}).Run(); err == nil {
		t.Error("a panic should be an error")
	}
	if _, err := (&Cycles{Loop: func(int) error { return errors.New("boom") }, Chunk: 1, BenchTime: time.Millisecond}).Run(); err == nil {
		t.Error("a failing loop should fail the run")
	}
	if _, err := (&Cycles{Loop: none, BenchTime: time.Millisecond}).Run(); err == nil {
		t.Error("zero iterations a piece should fail")
	}
}

// A chained run that follows one ending just after a collection starts at
// once: every op the loop ran after the first run was timed.
func TestCyclesChainSkipsTheWait(t *testing.T) {
	var sink []byte
	ran := 0
	loop := func(n int) error {
		for range n {
			sink = make([]byte, 64<<10)
		}
		ran += n
		return nil
	}
	c := NewCycles(loop, 64, time.Millisecond)
	c.Chain, c.Long = true, 200
	if _, err := c.Run(); err != nil {
		t.Fatal(err)
	}
	for range 3 {
		before := ran
		r, err := c.Run()
		if err != nil {
			t.Fatal(err)
		}
		if !*r.Aligned {
			t.Skip("no collection ended a run on this machine")
		}
		if ran-before != r.N {
			t.Errorf("the loop ran %d ops for a run of %d: a chained run waited", ran-before, r.N)
		}
	}
	_ = sink
}

// A loop whose one piece outlasts LongCycle×BenchTime and completes a
// collection is not led in again: its second run times what it runs.
func TestCyclesSlowPieceSkipsTheWait(t *testing.T) {
	ran := 0
	loop := func(n int) error {
		for range n {
			time.Sleep(10 * time.Millisecond)
			runtime.GC()
		}
		ran += n
		return nil
	}
	c := NewCycles(loop, 1, time.Millisecond) // LongCycle×1 ms = 8 ms a piece at most
	if _, err := c.Run(); err != nil {
		t.Fatal(err)
	}
	if ran != 2 {
		t.Fatalf("the first run ran %d ops, want 2 (one led in, one timed)", ran)
	}
	for range 2 {
		before := ran
		r, err := c.Run()
		if err != nil {
			t.Fatal(err)
		}
		if ran-before != r.N {
			t.Errorf("the loop ran %d ops for a run of %d: a slow run was led in", ran-before, r.N)
		}
		if !*r.Aligned {
			t.Errorf("a slow run of %d ops: aligned false, want true", r.N)
		}
	}
	// Nor is a slow loop that allocates but whose runs end with no
	// collection (a large live heap): its pieces are as long as its runs.
	ran = 0
	var sink []byte
	heavy := NewCycles(func(n int) error {
		for range n {
			sink = make([]byte, 1<<10)
			time.Sleep(10 * time.Millisecond)
		}
		ran += n
		return nil
	}, 1, time.Millisecond)
	heavy.noGC = true // as after a first run that found no collection
	heavy.slow = true
	for i := range 2 {
		before := ran
		r, err := heavy.Run()
		if err != nil {
			t.Fatal(err)
		}
		if ran-before != r.N {
			t.Errorf("a slow allocating loop, run %d: the loop ran %d ops for a run of %d: it was led in", i, ran-before, r.N)
		}
	}
	_ = sink
	// Nor is a slow loop that allocates nothing, after its first run:
	// it has no collection to align to.
	ran = 0
	spin := NewCycles(func(n int) error {
		for range n {
			busy(10 * time.Millisecond)
		}
		ran += n
		return nil
	}, 1, time.Millisecond)
	for i := range 3 {
		before := ran
		r, err := spin.Run()
		if err != nil {
			t.Fatal(err)
		}
		want := r.N
		if i == 0 {
			want++ // the one untimed piece that found no allocation
		}
		if ran-before != want {
			t.Errorf("a slow loop without allocations, run %d: the loop ran %d ops for a run of %d, want %d", i, ran-before, r.N, want)
		}
	}
	// A fast loop is still led in before every run.
	ran = 0
	fast := NewCycles(func(n int) error {
		for range n {
			runtime.GC()
		}
		ran += n
		return nil
	}, 64, 50*time.Millisecond) // pieces far from LongCycle×50 ms, even on a loaded machine
	for range 2 {
		before := ran
		r, err := fast.Run()
		if err != nil {
			t.Fatal(err)
		}
		if ran-before == r.N {
			t.Errorf("a fast loop's run was not led in (%d ops run, %d timed)", ran-before, r.N)
		}
	}
}

// CalibrateLong returns an op that outlasts long as a run of one op, and
// nothing for one that does not, or without a limit.
func TestCalibrateLong(t *testing.T) {
	var sink []byte
	slow := func(n int) error {
		for range n {
			sink = make([]byte, 1<<20)
			time.Sleep(20 * time.Millisecond)
		}
		return nil
	}
	n, run, err := CalibrateLong(slow, time.Millisecond, 10*time.Millisecond)
	if err != nil || n != 1 || run == nil {
		t.Fatalf("an op of 20 ms past a limit of 10 ms: %d, %+v, %v; want a run", n, run, err)
	}
	if run.N != 1 {
		t.Errorf("the run: %d ops, want 1", run.N)
	}
	if run.NsPerOp < float64(20*time.Millisecond) {
		t.Errorf("the run: %v ns/op, want at least 20 ms", run.NsPerOp)
	}
	if run.BytesPerOp < 1<<20 {
		t.Errorf("the run: %v B/op, want at least 1 MiB", run.BytesPerOp)
	}
	if run.AllocsPerOp < 1 {
		t.Errorf("the run: %v allocs/op, want at least 1", run.AllocsPerOp)
	}
	if run.GCCycles == nil {
		t.Error("the run: no count of collections, want one")
	}
	if run.Aligned != nil {
		t.Errorf("the run: aligned %v, want unset (a calibration's call is not aligned)", *run.Aligned)
	}
	if _, run, err := CalibrateLong(slow, time.Millisecond, 0); err != nil || run != nil {
		t.Errorf("no limit: %+v, %v; want no run", run, err)
	}
	// An op of a few µs stays far from a limit of a second, however loaded the machine.
	fast := func(n int) error {
		for range n {
			sink = make([]byte, 64)
		}
		return nil
	}
	n, run, err = CalibrateLong(fast, time.Millisecond, time.Second)
	if err != nil {
		t.Errorf("a fast op: %v", err)
	}
	if run != nil {
		t.Errorf("a fast op: run %+v, want none", *run)
	}
	if n < 2 {
		t.Errorf("a fast op: calibrated to %d ops, want many", n)
	}
	_ = sink
}

// fmtPtr shows *p, or "nil", in a test's message.
func fmtPtr[T any](p *T) string {
	if p == nil {
		return "nil"
	}
	return fmt.Sprint(*p)
}

// A run's B/op and allocs/op are the loop's alone: the run's own figures
// (its lead-in and cycle count, which escape to the heap) were counted as
// two allocations of 8 bytes a run: 0.125 allocs/op on a run of 16 slow
// ops that allocate nothing.
func TestCyclesCountsOnlyTheLoopsAllocations(t *testing.T) {
	for _, tc := range []struct {
		name          string
		loop          Loop
		bytes, allocs float64
	}{{"no allocation", spinning(200 * time.Microsecond), 0, 0}, {"one of 256 bytes", allocating(200 * time.Microsecond), 256, 1}} {
		c := NewCycles(tc.loop, 8, time.Millisecond)
		for i := range 3 {
			r, err := c.Run()
			if err != nil {
				t.Fatalf("%s, run %d: %v", tc.name, i, err)
			}
			if r.BytesPerOp != tc.bytes || r.AllocsPerOp != tc.allocs {
				t.Errorf("%s, run %d of %d ops: %v B/op, %v allocs/op; want %v and %v", tc.name, i, r.N, r.BytesPerOp, r.AllocsPerOp, tc.bytes, tc.allocs)
			}
		}
	}
}

// busy spins for d: an op of that length that allocates nothing.
func busy(d time.Duration) {
	for start := time.Now(); time.Since(start) < d; {
	}
}

// held keeps allocating's objects reachable, so that they are allocated.
var held *[256]byte

// allocating is a loop of ops of d that allocate one 256-byte object each.
func allocating(d time.Duration) Loop {
	return func(n int) error {
		for range n {
			held = new([256]byte)
			busy(d)
		}
		return nil
	}
}

// spinning is a loop of ops of d that allocate nothing.
func spinning(d time.Duration) Loop {
	return func(n int) error {
		for range n {
			busy(d)
		}
		return nil
	}
}
