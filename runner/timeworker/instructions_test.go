package timeworker

import (
	"math"
	"testing"
	"time"
)

var sink []byte

// The bytes an op allocates are a whole number of passes' over the
// messages, from the first, after a first call as slow as valgrind's
// translation makes it: here the four messages allocate 1, 2, 3 and 4
// KiB, a mean of 2.5 KiB, where the second alone allocates 2 KiB.
func TestAllocsPerOpAveragesWholePasses(t *testing.T) {
	sizes := []int{1024, 2048, 3072, 4096}
	i, calls := 1, 0 // the cursor starts past the first message
	loop := func(n int) error {
		if calls++; calls == 1 {
			time.Sleep(30 * time.Millisecond) // longer than a ramp-up's 20 ms
		}
		for range n {
			sink = make([]byte, sizes[i])
			if i++; i == len(sizes) {
				i = 0
			}
		}
		return nil
	}
	var r InstrRun
	done := 1
	if _, err := allocsPerOp(loop, len(sizes), &done, &r); err != nil {
		t.Fatal(err)
	}
	// Within 0.5%: the process's other allocations (the runtime's, the
	// testing package's) are counted too, a few kilobytes at times; a pass
	// cut short would be hundreds of bytes off.
	if math.Abs(r.BytesPerOp-2560) > 0.005*2560 || math.Abs(r.AllocsPerOp-1) > 0.01 {
		t.Errorf("%v bytes and %v objects an op, want 2560 and 1", r.BytesPerOp, r.AllocsPerOp)
	}
	if done%len(sizes) != 0 {
		t.Errorf("the loop stopped at message %d, not at the end of a pass", done%len(sizes))
	}
}
