package runner

import (
	"testing"
	"time"
)

func TestPhasesString(t *testing.T) {
	p := &Phases{Prepare: 127 * time.Millisecond, Rounds: 108*time.Second + 159*time.Millisecond, Busy: 2*time.Minute + 38*time.Second + 600*time.Millisecond, Heap: 7684 * time.Millisecond}
	if got, want := p.String(), "prepare 127ms, timed rounds 1m48s, busy pass 2m39s, heap pass 7.7s"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if got := (&Phases{}).String(); got != "" {
		t.Errorf("no phases: got %q", got)
	}
}
