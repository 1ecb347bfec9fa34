package timeworker

import (
	"testing"
	"time"
)

// A busy run waits for a collection as long as the cell's allocation
// takes to bring one, twice over, within its floor and BusyMaxWait.
func TestBusyLong(t *testing.T) {
	const bt = 10 * time.Millisecond
	const live = 100 << 20 // divides by 100: whole periods
	for _, c := range []struct {
		name  string
		alloc uint64
		d     time.Duration
		want  int
	}{
		{"allocates nothing", 0, bt, BusyLongCycle},
		{"fast: a collection every 50 ms", live / 5, bt, BusyLongCycle},
		// About json decoding structs/big: 728 B an op at 10.5 µs, a
		// collection every 0.97 s.
		{"slow: a collection every second", live / 100, bt, 200},
		{"too slow: one every minute", live / 6000, bt, int(BusyMaxWait / bt)},
	} {
		if got := busyLong(c.alloc, c.d, live, bt); got != c.want {
			t.Errorf("%s: busyLong = %d, want %d", c.name, got, c.want)
		}
	}
}
