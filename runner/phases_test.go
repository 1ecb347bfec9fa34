package runner

import (
	"maps"
	"testing"
	"time"

	"github.com/serbench/serbench/measure"
	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/runner/timeworker"
)

func TestPhasesString(t *testing.T) {
	p := &Phases{Prepare: 127 * time.Millisecond, Rounds: 108*time.Second + 159*time.Millisecond, Busy: 2*time.Minute + 38*time.Second + 600*time.Millisecond, Heap: 7684 * time.Millisecond}
	if got, want := p.String(), "prepare 127ms, timed rounds 1m48s, busy pass 2m39s, heap pass 7.7s"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	p = &Phases{Load: 4 * time.Second, Rounds: time.Second}
	p.recheck("gob")
	p.recheck("gob")
	if got, want := p.String(), "workers' load 4s (the workers of gob checked the round trip again: their encodings differ from the parent's), timed rounds 1s"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	p = &Phases{Rounds: 3 * time.Second}
	lead := float64(400 * time.Millisecond)
	p.addRuns(&timeworker.Reply{Runs: []*measure.Run{{N: 1000, NsPerOp: 1e6, LeadNs: &lead}, nil, {N: 500, NsPerOp: 2e6}}})
	p.addRuns(nil)
	if got, want := p.String(), "timed rounds 3s (in runs 2s, lead-in 400ms)"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	p = &Phases{Rounds: 30 * time.Second, Compression: 35100 * time.Millisecond, ZstdTimes: 20300 * time.Millisecond}
	if got, want := p.String(), "timed rounds 30s, compression 14.8s, zstd's times 20.3s"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if got := (&Phases{Busy: time.Microsecond}).String(); got != "" {
		t.Errorf("no phases: got %q", got)
	}
}

// The per-message passes take at most PassMessages of a variant, evenly
// spaced from the first, and say so on the record.
func TestPassMessages(t *testing.T) {
	rec := &resultset.Record{}
	if k, at := passMessages(rec, 1000); k != 1000 {
		t.Errorf("1,000 messages: took %d, want all 1,000", k)
	} else if last := at(999); last != 999 {
		t.Errorf("1,000 messages: the last taken is %d, want 999", last)
	}
	if rec.PassMsgs != 0 {
		t.Errorf("1,000 messages: recorded %d taken, want 0 (all)", rec.PassMsgs)
	}
	k, at := passMessages(rec, 99222)
	if k != PassMessages {
		t.Fatalf("99,222 messages: took %d, want %d", k, PassMessages)
	}
	if rec.PassMsgs != PassMessages {
		t.Errorf("99,222 messages: recorded %d taken, want %d", rec.PassMsgs, PassMessages)
	}
	seen := map[int]bool{}
	for j := range k {
		i := at(j)
		switch {
		case i < 0 || i >= 99222:
			t.Fatalf("message %d of the sample is %d, want one of the 99,222", j, i)
		case seen[i]:
			t.Fatalf("message %d of the sample is %d, taken twice", j, i)
		case j > 0 && i-at(j-1) > 10:
			t.Fatalf("message %d of the sample is %d, %d after the one before, want about every 9.9th", j, i, i-at(j-1))
		}
		seen[i] = true
	}
}

// ByKey names the phases as env.json does, zstd's times apart from the
// rest of compression, and puts the rest of the variant's time in
// resultset.PhaseOther.
func TestPhasesByKey(t *testing.T) {
	p := &Phases{Prepare: time.Second, Load: 2 * time.Second, WarmUp: 500 * time.Millisecond, Rounds: 10 * time.Second,
		Compression: 3 * time.Second, ZstdTimes: 1200 * time.Millisecond}
	got := p.ByKey(17 * time.Second)
	// zstd's times apart from the rest of compression, which holds them.
	want := map[string]time.Duration{"prepare": time.Second, "load": 2 * time.Second, "warm_up": 500 * time.Millisecond,
		"rounds": 10 * time.Second, "compression": 1800 * time.Millisecond, "zstd_times": 1200 * time.Millisecond,
		resultset.PhaseOther: 500 * time.Millisecond}
	if !maps.Equal(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
	if _, ok := p.ByKey(time.Second)[resultset.PhaseOther]; ok {
		t.Error("a variant shorter than its phases has time in none")
	}
}

// A latency pass times what the cell's rounds' time holds, within
// [LatencyMin, PassMessages], the floor lowered to what LatencyFloorTime
// holds (at least LatencyFew) for slow ops, and never more messages than
// there are.
func TestLatencyMessages(t *testing.T) {
	for _, tc := range []struct {
		msgs    int
		nsPerOp float64
		budget  time.Duration
		want    int
	}{
		{99222, 100_000, 10 * time.Millisecond, LatencyMin},   // a quick run of slow ops: 100 ms
		{99222, 250_000, 10 * time.Millisecond, 400},          // slower: what LatencyFloorTime holds
		{99222, 2_000_000, 10 * time.Millisecond, LatencyFew}, // slower still: LatencyFew
		{99222, 2_000_000, 2 * time.Second, 1_000},            // a long run's rounds hold more
		{99222, 1_000, 4 * time.Millisecond, 4_000},           // what the rounds' time holds
		{99222, 100, 120 * time.Millisecond, PassMessages},    // fast ops: at most PassMessages
		{300, 100_000, 10 * time.Millisecond, 300},            // no more than there are
		{99222, 0, 10 * time.Millisecond, PassMessages},       // no headline: as before
		{5000, 1_000, 120 * time.Millisecond, 5000},           // the default suite's: all
	} {
		if got := latencyMessages(tc.msgs, tc.nsPerOp, tc.budget); got != tc.want {
			t.Errorf("latencyMessages(%d, %g, %s) = %d, want %d", tc.msgs, tc.nsPerOp, tc.budget, got, tc.want)
		}
	}
}
