package fidelity

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/serbench/serbench/catalog"
	"github.com/serbench/serbench/measure"
	"github.com/serbench/serbench/suite"
)

// The test binary doubles as a fake worker: harness figures twice the
// plain ones, so Check's ratio must come out at exactly 2.
func TestMain(m *testing.M) {
	if os.Getenv("FIDELITY_FAKE_WORKER") == "1" {
		side, cell := os.Args[len(os.Args)-2], os.Args[len(os.Args)-1]
		if _, err := ParseCell(cell); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		ns := 100.0
		if Side(side) == SideHarness {
			ns = 200
		}
		_ = json.NewEncoder(os.Stdout).Encode(WorkerOutput{NsPerOp: ns})
		os.Exit(0)
	}
	os.Exit(m.Run())
}

func TestCheck(t *testing.T) {
	t.Setenv("FIDELITY_FAKE_WORKER", "1")
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	var log strings.Builder
	r, err := Check(Worker{Path: exe}, Cells[0], 6, &log)
	if err != nil {
		t.Fatal(err)
	}
	if r.Ratio.Median != 2 || r.HarnessNs() != 200 || r.PlainNs() != 100 {
		t.Errorf("ratio %v (harness %v, plain %v), want 2 (200, 100)", r.Ratio.Median, r.HarnessNs(), r.PlainNs())
	}
	if !measure.Finite(r.Ratio.Lo) || len(r.Harness) != 6 {
		t.Errorf("six rounds should give an interval: %+v", r)
	}
	if got := strings.Count(log.String(), "ratio 2.000"); got != 6 {
		t.Errorf("progress has %d rounds:\n%s", got, log.String())
	}
	if _, err := Check(Worker{Path: exe, Args: []string{"x"}}, Cell{"a", "b", "c", "d/e"}, 1, nil); err == nil {
		t.Error("a worker that fails should fail the check")
	}
}

func TestParseCell(t *testing.T) {
	c, err := ParseCell("boutique/sample/protobuf/decode")
	if err != nil || c != (Cell{"boutique", "sample", "protobuf", suite.Decode}) {
		t.Errorf("ParseCell = %v, %v", c, err)
	}
	if c.String() != "boutique/sample/protobuf/decode" {
		t.Errorf("String = %s", c)
	}
	for _, bad := range []string{"", "a/b/c", "a/b/c/d/e", "a/b/c/fly"} {
		if _, err := ParseCell(bad); err == nil {
			t.Errorf("ParseCell(%q) succeeded", bad)
		}
	}
}

// Both sides time real cells of the catalog: the plain loop briefly, and
// the harness with a short setting.
func TestSides(t *testing.T) {
	reg := catalog.Registry()
	c := Cells[0]
	ns, err := Plain(reg, c, 1, 10*time.Millisecond)
	if err != nil || ns <= 0 {
		t.Fatalf("Plain = %v, %v", ns, err)
	}
	ns, err = Harness(reg, c, measure.Options{Count: 1, BenchTime: time.Millisecond, Procs: 1}, nil)
	if err != nil || ns <= 0 {
		t.Fatalf("Harness = %v, %v", ns, err)
	}
	if _, err := Plain(reg, Cell{"tickdata", "seed", "nosuch", suite.Encode}, 1, time.Millisecond); err == nil {
		t.Error("an unknown codec should fail")
	}
	if _, err := Harness(reg, Cell{"tickdata", "seed", "xml", suite.Encode}, measure.Options{Count: 1, BenchTime: time.Millisecond}, nil); err == nil {
		t.Error("a cell outside the default suite should fail")
	}
}
