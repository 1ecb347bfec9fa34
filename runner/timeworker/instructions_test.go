package timeworker

import (
	"testing"
)

var sink []byte

// The bytes an op allocates are a whole number of passes' over the
// messages, from the first, whatever the ramp-up stopped at: here the
// four messages allocate 1, 2, 3 and 4 KiB, a mean of 2.5 KiB, where the
// second alone allocates 2 KiB.
func TestAllocsPerOpAveragesWholePasses(t *testing.T) {
	sizes := []int{1024, 2048, 3072, 4096}
	i := 0
	loop := func(n int) error {
		for range n {
			sink = make([]byte, sizes[i])
			if i++; i == len(sizes) {
				i = 0
			}
		}
		return nil
	}
	var r InstrRun
	done := 1 // the cursor starts past the first message
	i = 1
	if _, err := allocsPerOp(loop, len(sizes), &done, &r); err != nil {
		t.Fatal(err)
	}
	if r.BytesPerOp != 2560 || r.AllocsPerOp != 1 {
		t.Errorf("%v bytes and %v objects an op, want 2560 and 1", r.BytesPerOp, r.AllocsPerOp)
	}
	if done%len(sizes) != 0 {
		t.Errorf("the loop stopped at message %d, not at the end of a pass", done%len(sizes))
	}
}
