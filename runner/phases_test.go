package runner

import (
	"testing"
	"time"

	"github.com/serbench/serbench/resultset"
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
	if got := (&Phases{Busy: time.Microsecond}).String(); got != "" {
		t.Errorf("no phases: got %q", got)
	}
}

// The per-message passes take at most PassMessages of a variant, evenly
// spaced from the first, and say so on the record.
func TestPassMessages(t *testing.T) {
	rec := &resultset.Record{}
	if k, at := passMessages(rec, 1000); k != 1000 || at(999) != 999 || rec.PassMsgs != 0 {
		t.Errorf("1,000 messages: took %d, the last %d, recorded %d; want all", k, at(999), rec.PassMsgs)
	}
	k, at := passMessages(rec, 99222)
	if k != PassMessages || rec.PassMsgs != PassMessages {
		t.Fatalf("99,222 messages: took %d, recorded %d; want %d", k, rec.PassMsgs, PassMessages)
	}
	seen := map[int]bool{}
	for j := range k {
		i := at(j)
		if i < 0 || i >= 99222 || seen[i] || (j > 0 && i-at(j-1) > 10) {
			t.Fatalf("message %d of the sample is %d: want distinct, in range, about every 9.9th", j, i)
		}
		seen[i] = true
	}
}
