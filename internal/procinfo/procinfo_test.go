package procinfo

import (
	"os"
	"runtime"
	"testing"
)

// PeakRSS reads this process's high-water mark on Linux, and says 0 for a
// process that is not there.
func TestPeakRSS(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("VmHWM is Linux's")
	}
	if got := PeakRSS(os.Getpid()); got < 1<<20 {
		t.Errorf("PeakRSS of this test: %d bytes, want at least 1 MiB", got)
	}
	if got := PeakRSS(-1); got != 0 {
		t.Errorf("PeakRSS of no process: %d, want 0", got)
	}
}

func TestKilobytes(t *testing.T) {
	for in, want := range map[string]uint64{"868292 kB": 868292 << 10, "": 0, "12 MB": 0} {
		if got := kilobytes(in); got != want {
			t.Errorf("kilobytes(%q) = %d, want %d", in, got, want)
		}
	}
}
