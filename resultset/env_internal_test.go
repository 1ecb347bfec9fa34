package resultset

import (
	"math"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/serbench/serbench/internal/procinfo"
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

// CPUs of one model name differ in their identity, and where
// /proc/cpuinfo says nothing there is none.
func TestCPUIdentity(t *testing.T) {
	info := func(m map[string]string) func(string, string) string {
		return func(_, key string) string { return m[key] }
	}
	a := map[string]string{"vendor_id": "GenuineIntel", "cpu family": "6", "model": "85", "stepping": "7",
		"cache size": "16384 KB", "flags": "fpu vme avx512f"}
	got := CPUIdentity(info(a))
	if !strings.HasPrefix(got, "GenuineIntel 6/85/7, 16384 KB, flags ") {
		t.Errorf("identity %q, want vendor, family/model/stepping, cache and flags", got)
	}
	b := map[string]string{}
	for k, v := range a {
		b[k] = v
	}
	b["flags"] = "fpu vme"
	if other := CPUIdentity(info(b)); other == got {
		t.Errorf("other flags, the same identity %q", got)
	}
	b["flags"], b["model"] = a["flags"], "143"
	if other := CPUIdentity(info(b)); other == got {
		t.Errorf("another model, the same identity %q", got)
	}
	if none := CPUIdentity(info(map[string]string{})); none != "" {
		t.Errorf("nothing known: identity %q, want none", none)
	}
	e := &Env{CPU: "Intel(R) Xeon(R) Processor"}
	if m := e.Machine(); m != e.CPU {
		t.Errorf("no identity recorded: machine %q, want the model name", m)
	}
	e.CPUID = got
	if m := e.Machine(); m != e.CPU+" ("+got+")" {
		t.Errorf("machine %q, want the model name and its identity", m)
	}
	if runtime.GOOS == "linux" && CPUIdentity(procinfo.Field) == "" {
		t.Error("no CPU identity read from /proc/cpuinfo")
	}
}

// The commit is serbench's tree's, whatever folder the run starts in: a
// user's schema runs from their own project, which may be a checkout too.
func TestGitCommitIsTheSourceTrees(t *testing.T) {
	src, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	want, err := exec.Command("git", "-C", src, "rev-parse", "HEAD").Output()
	if err != nil {
		t.Skipf("serbench's tree is not a git checkout here: %v", err)
	}
	other := t.TempDir()
	if err := exec.Command("git", "init", "-q", other).Run(); err != nil {
		t.Skip(err)
	}
	t.Chdir(other)
	if got := gitCommit(src); !strings.HasPrefix(got, strings.TrimSpace(string(want))) {
		t.Errorf("gitCommit() in another folder = %q, want serbench's %s", got, want)
	}
}
