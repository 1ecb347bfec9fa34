package reference

import (
	"slices"
	"strings"
	"testing"
)

// A counted run has GOGC and GODEBUG set for its collector, the user's
// GODEBUG kept before them, asynchronous preemption and memory profiling
// off.
func TestCountEnv(t *testing.T) {
	env := []string{"A=1", "GOGC=50", "GODEBUG=madvdontneed=1"}
	off := countEnv(env, NoCollection)
	if !slices.Equal(off, []string{"A=1", "GOGC=off", "GODEBUG=madvdontneed=1,memprofilerate=0,asyncpreemptoff=1"}) {
		t.Errorf("collector off: %q", off)
	}
	paced := countEnv(env, StoppedPacer)
	if !slices.Equal(paced, []string{"A=1", "GOGC=50", "GODEBUG=madvdontneed=1,memprofilerate=0,gcstoptheworld=1,gctrace=1,asyncpreemptoff=1"}) {
		t.Errorf("paced: %q", paced)
	}
}

// The pacer's collections are gctrace's lines but the forced ones.
func TestPaced(t *testing.T) {
	stderr := strings.Join([]string{
		"gc 1 @0.556s 10%: 17+108+22 ms clock, 17+0/97/0+22 ms cpu, 0->0->0 MB, 4 MB goal, 0 MB stacks, 0 MB globals, 1 P (forced)",
		"gc 2 @1.546s 7%: 0.25+1.1+6.2 ms clock, 0.25+0/1.1/0+6.2 ms cpu, 3->3->0 MB, 4 MB goal, 0 MB stacks, 0 MB globals, 1 P",
		"==123== some valgrind line",
		"gc 3 @2.015s 6%: 0.11+1.2+9.1 ms clock, 0.11+0/1.1/0+9.1 ms cpu, 3->3->0 MB, 4 MB goal, 0 MB stacks, 0 MB globals, 1 P",
		"gc 4 @2.579s 5%: 0.060+1.3+0.24 ms clock, 0.060+0/1.3/0+0.24 ms cpu, 0->0->0 MB, 4 MB goal, 0 MB stacks, 0 MB globals, 1 P (forced)",
	}, "\n")
	if n := paced([]byte(stderr)); n != 2 {
		t.Errorf("paced = %d, want 2", n)
	}
}
