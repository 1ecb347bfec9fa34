package fidelity

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/serbench/serbench/catalog"
	"github.com/serbench/serbench/measure"
	"github.com/serbench/serbench/suite"
)

// The test binary doubles as a fake harness worker, printing 200 ns/op.
func TestMain(m *testing.M) {
	if os.Getenv("FIDELITY_FAKE_WORKER") == "1" {
		if _, err := ParseCell(os.Args[len(os.Args)-1]); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		_ = json.NewEncoder(os.Stdout).Encode(Figure{NsPerOp: 200, LiveHeap: 4096})
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// Check pairs each round's figures by side, whichever ran first: harness
// figures twice the plain ones give a ratio of exactly 2.
func TestCheck(t *testing.T) {
	t.Setenv("FIDELITY_FAKE_WORKER", "1")
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	calls := 0
	plain := func(int) (Figure, error) { calls++; return Figure{NsPerOp: 100}, nil }
	var log strings.Builder
	r, err := Check(Cells[0], Worker{Path: exe}.Side(Cells[0]), plain, 6, false, &log)
	if err != nil {
		t.Fatal(err)
	}
	if r.Ratio.Center != 2 || r.HarnessNs() != 200 || r.PlainNs() != 100 || calls != 6 {
		t.Errorf("ratio %v (harness %v, plain %v, %d plain runs), want 2 (200, 100, 6)", r.Ratio.Center, r.HarnessNs(), r.PlainNs(), calls)
	}
	if r.HarnessLiveHeap() != 4096 || r.PlainLiveHeap() != 0 {
		t.Errorf("live heaps %v and %v, want 4096 and 0 (not read)", r.HarnessLiveHeap(), r.PlainLiveHeap())
	}
	if !measure.Finite(r.Ratio.Lo) || len(r.Harness) != 6 {
		t.Errorf("six rounds should give an interval: %+v", r)
	}
	if got := strings.Count(log.String(), "ratio 2.000"); got != 6 {
		t.Errorf("progress has %d rounds:\n%s", got, log.String())
	}
	// Concurrent rounds pair the figures the same way.
	calls = 0
	if r, err := Check(Cells[0], Worker{Path: exe}.Side(Cells[0]), plain, 2, true, nil); err != nil || r.Ratio.Center != 2 || calls != 2 {
		t.Errorf("concurrent: ratio %v, %d plain runs, %v; want 2, 2", r.Ratio.Center, calls, err)
	}
	if _, err := Check(Cells[0], Worker{Path: exe, Args: []string{"x"}}.Side(Cell{"a", "b", "c", "d/e"}), plain, 1, false, nil); err == nil {
		t.Error("a worker that fails should fail the check")
	}
	zero := func(int) (Figure, error) { return Figure{}, nil }
	if _, err := Check(Cells[0], plain, zero, 1, false, nil); err == nil {
		t.Error("a side that reports 0 ns/op should fail the check")
	}
}

func TestParseCell(t *testing.T) {
	c, err := ParseCell("boutique/sample/protobuf/decode")
	if err != nil || c != (Cell{"boutique", "sample", "protobuf", suite.Decode}) {
		t.Errorf("ParseCell = %v, %v", c, err)
	}
	if c.String() != "boutique/sample/protobuf/decode" {
		t.Errorf("String = %s", c)
	}
	for _, bad := range []string{"", "a/b/c", "a/b/c/d/e", "a/b/c/fly"} {
		if _, err := ParseCell(bad); err == nil {
			t.Errorf("ParseCell(%q) succeeded", bad)
		}
	}
}

// The harness side times a real cell of the catalog with a short setting.
func TestHarness(t *testing.T) {
	reg := catalog.Registry()
	f, err := Harness(reg, Cells[0], measure.Options{Count: 1, BenchTime: time.Millisecond, Procs: 1}, nil)
	if err != nil || f.NsPerOp <= 0 || f.LiveHeap != 0 { // in process: no worker's heap
		t.Fatalf("Harness = %+v, %v", f, err)
	}
	if _, err := Harness(reg, Cell{"tickdata", "seed", "xml", suite.Encode}, measure.Options{Count: 1, BenchTime: time.Millisecond}, nil); err == nil {
		t.Error("a cell outside the default suite should fail")
	}
}

func TestPlainRuns(t *testing.T) {
	for _, tc := range []struct {
		opNs      float64
		count     int
		wantBT    time.Duration
		wantCount int
	}{
		{1200, 24, PlainBenchTime, 24},                // a fast op: runs of 100 ms hold 80,000 ops
		{2.7e6, 24, 2700 * time.Millisecond, 6},       // gob decoding 5,000 transactions: 1,000 ops a run
		{50e3, 24, 100 * time.Millisecond, 24},        // 2,000 ops in 100 ms
		{200e3, 24, 200 * time.Millisecond, 12},       // 1,000 ops take 200 ms: half the runs
		{2.7e6, 3, 2700 * time.Millisecond, 3},        // never more runs than asked for
		{100e6, 24, PlainMaxBenchTime, PlainMinCount}, // at least enough for an interval; runs of 10 s at most
	} {
		bt, n := PlainRuns(tc.opNs, tc.count)
		if bt != tc.wantBT || n != tc.wantCount {
			t.Errorf("PlainRuns(%v, %d) = %v, %d; want %v, %d", tc.opNs, tc.count, bt, n, tc.wantBT, tc.wantCount)
		}
	}
}
