package conformance

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/serbench/serbench/suite"
)

// workerEnv makes the test binary a worker (TestMain), so that the faulty
// codecs, registered only here, run in worker processes as serbench's do.
const workerEnv = "SERBENCH_CONFORMANCE_TEST_WORKER"

func TestMain(m *testing.M) {
	if os.Getenv(workerEnv) == "1" {
		if err := ServeMain(testRegistry(), os.Args[1:], os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// The handful of files the tests decode: two of each verdict.
var testFiles = []string{
	"i_number_huge_exp.json",          // [0.4e00669999…]: beyond float64
	"i_string_invalid_utf-8.json",     // ["\xff"]
	"n_array_extra_comma.json",        // ["",]
	"n_structure_unclosed_array.json", // [1
	"y_array_empty.json",              // []
	"y_object_simple.json",            // {"a":[]}
}

// std is encoding/json into any: what the faulty codecs do when no fault
// strikes.
func std(doc []byte) error {
	var v any
	return json.Unmarshal(doc, &v)
}

var sink []byte

// faulty is a JSON codec whose decode is std's, with a fault on doc when.
func faulty(name string, when string, fault func()) suite.Codec {
	return suite.Codec{Name: name, Family: "JSON", Generic: &suite.Generic{Call: "test", Decode: func(doc []byte) error {
		if string(doc) == when {
			fault()
		}
		return std(doc)
	}}}
}

func testRegistry() *suite.Registry {
	return &suite.Registry{Codecs: []suite.Codec{
		faulty("std", "", func() {}),
		// Accepts anything: every n_ file is a wrong outcome.
		{Name: "lenient", Family: "JSON", Generic: &suite.Generic{Call: "test", Decode: func([]byte) error { return nil }}},
		faulty("panics", "[]", func() { panic("boom") }),
		faulty("exits", `["",]`, func() { os.Exit(3) }),
		// The runtime's fatal out of memory, far above the worker's cap.
		faulty("allocates", "[]", func() { sink = make([]byte, 64<<30) }),
		faulty("hangs", "[1", func() { time.Sleep(time.Hour) }),
		{Name: "treeless", Family: "JSON", Generic: &suite.Generic{None: "no generic value"}},
		// A form: it leaves conformance to its codec.
		{Name: "std+form", Family: "JSON"},
		// Not JSON: never run.
		{Name: "binary", Family: "Protocol Buffers", Generic: &suite.Generic{Call: "test", Decode: std}},
	}}
}

func testOptions(t *testing.T) Options {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	return Options{
		Worker:  Worker{Path: exe, Env: []string{workerEnv + "=1"}},
		Timeout: 3 * time.Second, StartTimeout: time.Minute, MemCap: 512 << 20, Jobs: 2, Only: testFiles,
	}
}

// The suite is JSONTestSuite's test_parsing as copied: 95 y_, 188 n_ and
// 35 i_ files, each with its verdict.
func TestCases(t *testing.T) {
	cases, err := Cases()
	if err != nil {
		t.Fatal(err)
	}
	n := map[Expect]int{}
	for _, c := range cases {
		n[c.Expect]++
		if !strings.HasPrefix(c.Name, string(c.Expect)+"_") || !strings.HasSuffix(c.Name, ".json") {
			t.Errorf("%s: verdict %s", c.Name, c.Expect)
		}
	}
	if n[Accept] != 95 || n[Reject] != 188 || n[Either] != 35 {
		t.Errorf("y %d, n %d, i %d files; want 95, 188, 35", n[Accept], n[Reject], n[Either])
	}
	if _, err := Select([]string{"y_array_empty.json", "no_such.json"}); err == nil {
		t.Error("Select took a file not in the suite")
	}
}

func TestCodecs(t *testing.T) {
	got := Codecs(testRegistry())
	want := []string{"std", "lenient", "panics", "exits", "allocates", "hangs", "treeless"}
	if !slices.Equal(got, want) {
		t.Errorf("Codecs %v, want %v", got, want)
	}
}

// TestFaultyCodecs runs the test codecs in workers on a handful of files:
// each outcome is counted under its file's verdict, every fault is a wrong
// outcome of its file, and the run goes on past it.
func TestFaultyCodecs(t *testing.T) {
	reg := testRegistry()
	var log bytes.Buffer
	opt := testOptions(t)
	opt.Log = &log
	names := append(Codecs(reg), "std+form", "missing")
	recs, err := Run(reg, names, opt)
	if err != nil {
		t.Fatal(err)
	}
	type wrong struct {
		file    string
		outcome Outcome
		detail  string
	}
	want := map[string]struct {
		wrong   []wrong
		workers int
	}{
		"std":       {workers: 1},
		"lenient":   {wrong: []wrong{{"n_array_extra_comma.json", Accepted, ""}, {"n_structure_unclosed_array.json", Accepted, ""}}, workers: 1},
		"panics":    {wrong: []wrong{{"y_array_empty.json", Panicked, "boom"}}, workers: 1},
		"exits":     {wrong: []wrong{{"n_array_extra_comma.json", Crashed, "exit status 3"}}, workers: 2},
		"allocates": {wrong: []wrong{{"y_array_empty.json", Crashed, "memory"}}, workers: 2},
		"hangs":     {wrong: []wrong{{"n_structure_unclosed_array.json", TimedOut, "no result within"}}, workers: 2},
	}
	for _, r := range recs {
		t.Run(r.Codec, func(t *testing.T) {
			switch r.Codec {
			case "treeless":
				if r.NA != "no generic value" || r.Y.Sum()+r.N.Sum()+r.I.Sum() != 0 {
					t.Errorf("NA %q, tallies %+v %+v %+v", r.NA, r.Y, r.N, r.I)
				}
				return
			case "std+form":
				if r.NA == "" {
					t.Error("a form was run")
				}
				return
			case "missing":
				if r.Error == "" {
					t.Error("no error for a codec not in the registry")
				}
				return
			}
			w := want[r.Codec]
			if r.Error != "" || r.NA != "" {
				t.Fatalf("not run: %s%s", r.Error, r.NA)
			}
			if r.Files != len(testFiles) || r.Y.Files != 2 || r.N.Files != 2 || r.I.Files != 2 {
				t.Fatalf("%d files: y %d, n %d, i %d", r.Files, r.Y.Files, r.N.Files, r.I.Files)
			}
			for _, tl := range []Tally{r.Y, r.N, r.I} {
				if tl.Sum() != tl.Files {
					t.Errorf("outcomes %+v add up to %d of %d files", tl, tl.Sum(), tl.Files)
				}
			}
			if len(r.Wrong) != len(w.wrong) {
				t.Fatalf("wrong %+v, want %+v", r.Wrong, w.wrong)
			}
			for i, x := range w.wrong {
				g := r.Wrong[i]
				if g.File != x.file || g.Outcome != x.outcome || !strings.Contains(g.Detail, x.detail) {
					t.Errorf("wrong[%d] %+v, want %+v", i, g, x)
				}
			}
			if r.Workers != w.workers {
				t.Errorf("%d workers, want %d", r.Workers, w.workers)
			}
			// encoding/json rejects a number beyond float64 and accepts
			// invalid UTF-8 (as U+FFFD); the faults strike other files.
			if r.Codec != "lenient" && (!slices.Equal(r.IAccepted, []string{"i_string_invalid_utf-8.json"}) ||
				!slices.Equal(r.IRejected, []string{"i_number_huge_exp.json"})) {
				t.Errorf("i_ accepted %v, rejected %v", r.IAccepted, r.IRejected)
			}
		})
	}
	if len(recs) != len(names) {
		t.Errorf("%d records for %d codecs", len(recs), len(names))
	}
	if !strings.Contains(log.String(), "conformance: hangs") {
		t.Errorf("log %q", log.String())
	}
}

// The records survive conformance.jsonl.
func TestJSONL(t *testing.T) {
	dir := t.TempDir()
	recs := []Record{
		{Codec: "a", Family: "JSON", Call: "x", Files: 2, Y: Tally{Files: 1, Accepted: 1}, N: Tally{Files: 1, Crashed: 1},
			Wrong: []Result{{File: "n_x.json", Outcome: Crashed, Detail: "fatal error: out of memory"}}, Workers: 2},
		{Codec: "b", Family: "JSON", NA: "no tree"},
	}
	if err := WriteJSONL(dir, recs); err != nil {
		t.Fatal(err)
	}
	got, err := ReadJSONL(dir)
	if err != nil {
		t.Fatal(err)
	}
	a, _ := json.Marshal(recs)
	b, _ := json.Marshal(got)
	if !bytes.Equal(a, b) {
		t.Errorf("read back\n%s\nwant\n%s", b, a)
	}
}
