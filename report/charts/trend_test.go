package charts

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/serbench/serbench/resultset"
)

// trendRun is a published run on cpu with n CPUs: gob and json encode
// toy/v in ns and 2·ns, and a decode the trend does not follow.
func trendRun(label, cpu string, n int, ns float64) TrendRun {
	rec := func(codec, op string, ns float64) resultset.Record {
		return resultset.Record{Dataset: "toy", Variant: "v", Codec: codec, Op: op, Status: resultset.StatusOK, NsPerOp: ns}
	}
	return TrendRun{Label: label + "\n" + cpu, CPU: cpu, NumCPU: n, Records: []resultset.Record{
		rec("gob", "encode", ns), rec("json", "encode", 2*ns), rec("gob", "decode", 3*ns)}}
}

// A trend line joins only runs of one machine (CPU model and count): two
// runs on CPU A and two on CPU B are two lines per codec, none joining A
// to B, and the legend's machines come latest first.
func TestTrendLinesPerCPU(t *testing.T) {
	a1, a2 := trendRun("2026-11-20-aaaa", "CPU A", 2, 100), trendRun("2026-11-28-bbbb", "CPU A", 2, 110)
	b1, b2 := trendRun("2026-12-03-cccc", "CPU B", 2, 50), trendRun("2026-12-10-dddd", "CPU B", 2, 52)
	for _, c := range []struct {
		name     string
		runs     []TrendRun
		want     []string // codec@machine: runs
		machines []string
	}{
		{"A then B", []TrendRun{a1, a2, b1, b2},
			[]string{"gob@CPU A, 2 CPUs: [0 1]", "gob@CPU B, 2 CPUs: [2 3]", "json@CPU A, 2 CPUs: [0 1]", "json@CPU B, 2 CPUs: [2 3]"},
			[]string{"CPU B, 2 CPUs", "CPU A, 2 CPUs"}},
		// Back on A: A's line goes on, over B's run, and B's is its own.
		{"A, B, A", []TrendRun{a1, b1, a2},
			[]string{"gob@CPU A, 2 CPUs: [0 2]", "gob@CPU B, 2 CPUs: [1]", "json@CPU A, 2 CPUs: [0 2]", "json@CPU B, 2 CPUs: [1]"},
			[]string{"CPU A, 2 CPUs", "CPU B, 2 CPUs"}},
		// The same model with more CPUs is another machine.
		{"2 then 4 CPUs", []TrendRun{a1, trendRun("2026-11-28-eeee", "CPU A", 4, 90)},
			[]string{"gob@CPU A, 2 CPUs: [0]", "gob@CPU A, 4 CPUs: [1]", "json@CPU A, 2 CPUs: [0]", "json@CPU A, 4 CPUs: [1]"},
			[]string{"CPU A, 4 CPUs", "CPU A, 2 CPUs"}},
		{"one machine", []TrendRun{b1, b2}, []string{"gob@CPU B, 2 CPUs: [0 1]", "json@CPU B, 2 CPUs: [0 1]"}, []string{"CPU B, 2 CPUs"}},
	} {
		series, machines := trendLines("toy", "v", c.runs)
		var got []string
		for _, s := range series {
			var at []int
			for _, p := range s.Points {
				at = append(at, p.Run)
				if m := c.runs[p.Run].Machine(); m != s.Machine {
					t.Errorf("%s: %s's line on %s has a point of %s", c.name, s.Codec, s.Machine, m)
				}
			}
			got = append(got, fmt.Sprintf("%s@%s: %v", s.Codec, s.Machine, at))
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: lines\n%q, want\n%q", c.name, got, c.want)
		}
		if !slices.Equal(machines, c.machines) {
			t.Errorf("%s: machines %q, want %q", c.name, machines, c.machines)
		}
	}
}

// The trend chart of runs on two CPUs names both in its legend, and is
// drawn the same byte for byte every time.
func TestTrendsDeterministic(t *testing.T) {
	runs := []TrendRun{trendRun("2026-11-20-aaaa", "CPU A", 2, 100), trendRun("2026-11-28-bbbb", "CPU A", 2, 110),
		trendRun("2026-12-03-cccc", "CPU B", 2, 50), trendRun("2026-12-10-dddd", "CPU B", 2, 52)}
	var first [][]byte
	for i := range 2 {
		dir := t.TempDir()
		out, err := Trends(dir, nil, runs)
		if err != nil {
			t.Fatal(err)
		}
		if len(out) != 1 || out[0].SVG != "charts/trend-toy.svg" {
			t.Fatalf("charts %+v, want trend-toy alone", out)
		}
		var files [][]byte
		for _, f := range []string{out[0].SVG, out[0].PNG} {
			b, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(f)))
			if err != nil {
				t.Fatal(err)
			}
			files = append(files, b)
		}
		for _, want := range []string{"CPU A, 2 CPUs", "CPU B, 2 CPUs"} {
			if !bytes.Contains(files[0], []byte(want)) {
				t.Errorf("the SVG does not name %q", want)
			}
		}
		if i == 0 {
			first = files
			continue
		}
		for k := range files {
			if !bytes.Equal(files[k], first[k]) {
				t.Errorf("file %d differs between two renders", k)
			}
		}
	}
}
