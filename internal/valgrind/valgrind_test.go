package valgrind

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// Natively a client request returns its default: the stub's preamble
// rotates a register by 128 bits, a no-op, and the exchange is one too.
func TestNativeRequestsDoNothing(t *testing.T) {
	if Running() {
		t.Skip("running under valgrind")
	}
	ToggleCollect()
	StartInstrumentation()
	StopInstrumentation()
	DumpAt("nothing")
	if Running() {
		t.Error("Running: true outside valgrind")
	}
}

func TestReadDumps(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "callgrind.out")
	files := map[string]string{
		out + ".1": "version: 1\ndesc: Trigger: Client Request: ops\nevents: Ir\nfn=(1) f\n0 5\ntotals: 1000\n",
		out + ".2": "version: 1\ndesc: Trigger: Client Request: gc\nevents: Ir\nsummary: 30\n",
		out + ".3": "version: 1\ndesc: Trigger: Client Request: ops\nevents: Ir\ntotals: 24 7\n",
		out:        "version: 1\ndesc: Trigger: Program termination\ntotals: 99\n",
	}
	for name, text := range files {
		if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := ReadDumps(out)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got["ops"] != 1024 || got["gc"] != 30 {
		t.Errorf("ReadDumps = %v, want ops 1024 and gc 30", got)
	}
	if err := os.WriteFile(out+".4", []byte("desc: Trigger: Client Request: ops\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadDumps(out); err == nil || !strings.Contains(err.Error(), "no totals") {
		t.Errorf("a dump without totals: %v", err)
	}
}

func TestReadTotal(t *testing.T) {
	out := filepath.Join(t.TempDir(), "callgrind.out")
	if err := os.WriteFile(out, []byte("version: 1\ndesc: Trigger: Program termination\nevents: Ir\nfn=(1) main\n0 7\ntotals: 123456\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if n, err := ReadTotal(out); err != nil || n != 123456 {
		t.Errorf("ReadTotal = %d, %v; want 123456", n, err)
	}
	if _, err := ReadTotal(out + ".missing"); err == nil {
		t.Error("a missing dump: no error")
	}
}

func TestEnvTurnsAsyncPreemptionOff(t *testing.T) {
	for _, c := range []struct{ in, want []string }{
		{[]string{"A=1"}, []string{"A=1", "GODEBUG=asyncpreemptoff=1"}},
		{[]string{"GODEBUG=madvdontneed=1", "B=2"}, []string{"B=2", "GODEBUG=madvdontneed=1,asyncpreemptoff=1"}},
	} {
		if got := Env(c.in); !slices.Equal(got, c.want) {
			t.Errorf("Env(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestFindNamesThePackage(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	_, err := Find()
	if err == nil || !strings.Contains(err.Error(), "Debian's valgrind package") || strings.Contains(err.Error(), "\n") {
		t.Errorf("Find without valgrind: %v; want one line naming Debian's valgrind package", err)
	}
}
