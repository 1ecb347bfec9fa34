//go:build linux

package cpuaffinity_test

import (
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/serbench/serbench/internal/cpuaffinity"
)

// A process started on CPU 0 reports a mask of that CPU alone, and the
// caller's own mask is left as it was.
func TestStartBindsTheChild(t *testing.T) {
	if _, err := os.Stat("/proc/self/status"); err != nil {
		t.Skip("no /proc")
	}
	before, _ := os.ReadFile("/proc/thread-self/status")
	var out strings.Builder
	cmd := exec.Command("grep", "Cpus_allowed_list", "/proc/self/status")
	cmd.Stdout = &out
	if err := cpuaffinity.Run(cmd, 0); err != nil {
		t.Fatal(err)
	}
	if got := strings.TrimSpace(out.String()); !strings.HasSuffix(got, "\t0") {
		t.Errorf("child's CPUs: %q, want 0 alone", got)
	}
	after, _ := os.ReadFile("/proc/thread-self/status")
	if allowed(before) != allowed(after) {
		t.Errorf("the caller's mask changed: %q, was %q", allowed(after), allowed(before))
	}
}

func allowed(status []byte) string {
	for _, l := range strings.Split(string(status), "\n") {
		if strings.HasPrefix(l, "Cpus_allowed_list") {
			return l
		}
	}
	return ""
}
