package resultset

import (
	"math"
	"runtime"
	"runtime/debug"
	"strings"
	"testing"
)

func TestRequiredReadsGoMod(t *testing.T) {
	// Colfer is pinned as a tool and never linked: its version comes from
	// the embedded go.mod.
	if v := required("github.com/pascaldekloe/colfer"); !strings.HasPrefix(v, "v1.") {
		t.Errorf("colfer: %q, want its go.mod version", v)
	}
	if v := required("example.com/not/required"); v != "" {
		t.Errorf("a module go.mod does not require: %q", v)
	}
}

func TestMemoryLimit(t *testing.T) {
	if runtime.GOOS == "linux" && PhysicalMemory() == 0 {
		t.Error("no MemTotal read from /proc/meminfo")
	}
	old := debug.SetMemoryLimit(3 << 29)
	defer debug.SetMemoryLimit(old)
	if got := memoryLimit(); got != "1.5 GiB" {
		t.Errorf("memory limit %q, want 1.5 GiB", got)
	}
	debug.SetMemoryLimit(math.MaxInt64)
	if got := memoryLimit(); got != "" {
		t.Errorf("no limit reads %q", got)
	}
}
