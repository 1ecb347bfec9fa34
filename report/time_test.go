package report

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/serbench/serbench/resultset"
)

// The account names the variants whose untimed phases took longest, and
// leaves out those with none.
func TestTimeAccountMostUntimed(t *testing.T) {
	e := &resultset.Env{WallSeconds: 300, TimedSeconds: 153, VariantPhaseSeconds: map[string]map[string]float64{
		"a/x": {"rounds": 100, "prepare": 5, "compression": 10},
		"a/y": {"rounds": 1, "load": 20},
		"b/z": {"rounds": 50},
		"c/w": {"rounds": 2, "heap": 15},
		"c/v": {"warm_up": 15},
	}}
	ta := TimeAccountOf(e)
	var got []string
	for _, v := range ta.MostUntimed(3) {
		got = append(got, v.Name)
	}
	if want := []string{"a/y", "a/x", "c/v"}; !slices.Equal(got, want) { // c/w ties with a/x and c/v, and sorts after
		t.Errorf("MostUntimed(3) = %v, want %v", got, want)
	}
	if got := ta.MostUntimed(10); len(got) != 4 {
		t.Errorf("MostUntimed(10): %d variants, want the 4 with untimed time (b/z had none)", len(got))
	}
	if got, want := ta.Variants[1].MostOf(3), "compression 10s, prepare 5s"; got != want {
		t.Errorf("a/x's MostOf(3) = %q, want %q", got, want)
	}
	if got := ta.UntimedShare(); got != 0.49 {
		t.Errorf("UntimedShare = %v, want 0.49", got)
	}
	// Results written before the rounds' parts say nothing of them.
	if got := ta.RoundsParts(); got != "" || strings.Contains(ta.intro(), "lead-in") {
		t.Errorf("an account without the rounds' parts names them: %q, %q", got, ta.intro())
	}
}

// Phases go in the order a variant runs them, keys from another serbench
// after them; the wall time no variant holds is shown apart.
func TestTimeAccountPhases(t *testing.T) {
	e := &resultset.Env{WallSeconds: 100, TimedSeconds: 50, InRunsSeconds: 30, LeadInSeconds: 15,
		PhaseSeconds: map[string]float64{"other": 1, "compression": 9, "rounds": 50, "prepare": 10, "zeta": 2, "load": 20}}
	ta := TimeAccountOf(e)
	var keys []string
	for _, p := range ta.Phases {
		keys = append(keys, p.Key)
	}
	if want := []string{"prepare", "load", "rounds", "compression", "other", "zeta"}; !slices.Equal(keys, want) {
		t.Errorf("phases %v, want %v", keys, want)
	}
	if got := ta.Outside(); got != 8 {
		t.Errorf("Outside = %v, want 8", got)
	}
	var b bytes.Buffer
	writeTime(&b, e)
	md := b.String()
	if got, want := ta.RoundsParts(), " (in runs 30s, lead-in 15s)"; got != want {
		t.Errorf("RoundsParts = %q, want %q", got, want)
	}
	for _, want := range []string{"## Where the time went", "50.00% untimed", "timed sections, 30s (30.00% of the run), and their lead-ins, 15s",
		"| workers' load | 20s | 20.00% |",
		"| the rest | 1s | 1.00% |", "| zeta | 2s |", "| outside the variants | 8s | 8.00% |"} {
		if !strings.Contains(md, want) {
			t.Errorf("report.md's account lacks %q:\n%s", want, md)
		}
	}
	if strings.Contains(md, "most untimed time") {
		t.Errorf("an account without variants' phases lists variants:\n%s", md)
	}
}

// Results written before the account (the first published run's)
// have no such section.
func TestTimeAccountNone(t *testing.T) {
	for _, e := range []*resultset.Env{nil, {}, {TimedSeconds: 5}} {
		if TimeAccountOf(e) != nil {
			t.Errorf("TimeAccountOf(%+v) is not nil", e)
		}
		var b bytes.Buffer
		writeTime(&b, e)
		if b.Len() > 0 {
			t.Errorf("an env without an account renders %q", b.String())
		}
		if len(timeBlocks(e)) > 0 {
			t.Errorf("an env without an account has HTML blocks")
		}
	}
}

// A variant's sums do not depend on the order a map gives its phases:
// the run's report and `serbench report DIR` must show the same times.
func TestTimeAccountSumsInOrder(t *testing.T) {
	e := &resultset.Env{WallSeconds: 10, TimedSeconds: 1, VariantPhaseSeconds: map[string]map[string]float64{
		"a/x": {"rounds": 1, "prepare": 0.1, "load": 0.2, "calibrate": 0.3, "heap": 0.7, "other": 0.013},
	}}
	first := TimeAccountOf(e).Variants[0]
	for range 200 {
		if v := TimeAccountOf(e).Variants[0]; v.Untimed != first.Untimed || v.Seconds != first.Seconds {
			t.Fatalf("untimed %v then %v, time %v then %v: the sums follow the map's order", first.Untimed, v.Untimed,
				first.Seconds, v.Seconds)
		}
	}
}
