package sandbox

import (
	"strings"
	"testing"
)

// A stack trace of megabytes keeps its first line, the fatal error, and
// its last bytes; Reason picks the fatal error.
func TestStderrLogAndReason(t *testing.T) {
	l := &StderrLog{Max: 64}
	l.Write([]byte("runtime: goroutine stack exceeds 1000000000-byte limit\nfatal error: stack overflow\n"))
	for range 1000 {
		l.Write([]byte("main.recurse(0x1)\n\t/src/x.go:12 +0x1d\n"))
	}
	l.Write([]byte("exit status 2"))
	s := l.String()
	if !strings.HasPrefix(s, "runtime: goroutine stack exceeds") || !strings.HasSuffix(s, "exit status 2") || len(s) > 2*64+1 {
		t.Errorf("kept %d bytes: %q", len(s), s)
	}
	if r := Reason("\n  some noise\nfatal error: out of memory\n"); r != "fatal error: out of memory" {
		t.Errorf("Reason %q", r)
	}
	if r := Reason("\n  only this\n"); r != "only this" {
		t.Errorf("Reason %q", r)
	}
	if c := Clip(strings.Repeat("x", 10), 4); c != "xxxx…" {
		t.Errorf("Clip %q", c)
	}
}

func TestPanicDetail(t *testing.T) {
	var d string
	func() {
		defer func() { d = PanicDetail(recover()) }()
		var m map[string]int
		m["x"] = 1
	}()
	if !strings.Contains(d, "assignment to entry in nil map") || !strings.Contains(d, "TestPanicDetail") {
		t.Errorf("detail %q", d)
	}
}
