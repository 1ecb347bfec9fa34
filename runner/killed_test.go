package runner

import (
	"io"
	"os/exec"
	"runtime"
	"strings"
	"testing"

	"github.com/serbench/serbench/runner/timeworker"
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

// A worker killed between two commands is reported as killed, whether
// the parent then finds its output ended or its input closed.
func TestWorkerKilledBetweenCommands(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no signals")
	}
	wk := &worker{cells: []int{0}}
	wk.start("sh", []string{"-c", "kill -9 $$"})
	if wk.err != nil {
		t.Fatal(wk.err)
	}
	// Its output ends as it dies; the next command then meets a closed pipe.
	if _, err := wk.out.ReadByte(); err != io.EOF {
		t.Fatalf("read from the dead worker: %v, want EOF", err)
	}
	if r := wk.ask(timeworker.CmdRun); r != nil {
		t.Errorf("asked a dead worker: reply %+v, want none", *r)
	}
	if wk.err == nil {
		t.Fatal("asked a dead worker: no error, want one")
	}
	if !strings.Contains(wk.err.Error(), "out-of-memory") {
		t.Errorf("error %q does not say the worker was killed", wk.err)
	}
}
