package runner

import (
	"os/exec"
	"runtime"
	"strings"
	"testing"
)

// A worker that ended by SIGKILL is reported as the out-of-memory
// killer's likely victim; one that exited with an error is not.
func TestKilledWhy(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no signals")
	}
	killed := exec.Command("sh", "-c", "kill -9 $$")
	_ = killed.Run()
	if why := killedWhy(killed); !strings.Contains(why, "out-of-memory") {
		t.Errorf("SIGKILL: %q", why)
	}
	exited := exec.Command("sh", "-c", "exit 3")
	_ = exited.Run()
	if why := killedWhy(exited); why != "" {
		t.Errorf("exit 3: %q", why)
	}
}
