package bench

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"golang.org/x/perf/benchfmt"

	"github.com/serbench/serbench/bench/internal/addon"
	"github.com/serbench/serbench/datasets/boutique/ej"
	"github.com/serbench/serbench/datasets/boutique/mp"
	"github.com/serbench/serbench/datasets/objectlist/pb"
	"github.com/serbench/serbench/suite"
)

// helperEnv names the scenario a re-executed test binary runs in
// TestHelperVerify or BenchmarkHelper; the tests that read their output
// set it.
const helperEnv = "SERBENCH_BENCH_HELPER"

// In a helper process only, codecs that misbehave: test-panicky panics on
// every call, and in scenario flaky test-flaky fails once it is timed
// (after the calls that validate the three samples).
func init() {
	if os.Getenv(helperEnv) == "" {
		return
	}
	addon.Add(addon.Codec{Codec: &suite.Codec{
		Name: "test-panicky", Labels: []string{suite.LabelReflection},
		Bind: func(m suite.Model) (suite.Binding, bool) {
			return m.BindModel(suite.ModelFuncs{
				Marshal:   func(any) ([]byte, error) { panic("deliberate panic in Marshal") },
				Unmarshal: func([]byte, any) error { panic("deliberate panic in Unmarshal") },
			}), true
		},
	}})
	if os.Getenv(helperEnv) != "flaky" {
		return
	}
	var encodes, decodes atomic.Int64
	addon.Add(addon.Codec{Codec: &suite.Codec{
		Name: "test-flaky", Labels: []string{suite.LabelReflection},
		Bind: func(m suite.Model) (suite.Binding, bool) {
			return m.BindModel(suite.ModelFuncs{
				Marshal: func(v any) ([]byte, error) {
					if encodes.Add(1) > 3 {
						panic("deliberate panic in the timed encode")
					}
					return json.Marshal(v)
				},
				Unmarshal: func(b []byte, v any) error {
					if decodes.Add(1) > 3 {
						return errors.New("deliberate error in the timed decode")
					}
					return json.Unmarshal(b, v)
				},
			}), true
		},
	}})
}

// event is a type several codecs cannot carry exactly.
type event struct {
	Name  string
	At    time.Time
	Tags  []string
	Attrs map[string]int
	Next  *event
}

func eventSamples(zone *time.Location) []*event {
	at := time.Date(2024, 5, 6, 7, 8, 9, 0, zone)
	return []*event{
		{Name: "full", At: at, Tags: []string{"a", "b"}, Attrs: map[string]int{"x": 1}, Next: &event{Name: "next", At: at}},
		// gob sends no empty slice or map: they decode as nil.
		{Name: "empty", At: at, Tags: []string{}, Attrs: map[string]int{}},
		{Name: "bare", At: at},
	}
}

// TestHelperVerify is a scenario of Verify that the tests below run in a
// test binary of its own, to read its output and exit status.
func TestHelperVerify(t *testing.T) {
	switch os.Getenv(helperEnv) {
	case "":
		t.Skip("runs as a helper of other tests")
	case "survey":
		Verify(t, eventSamples(time.UTC))
	case "zoned":
		Verify(t, eventSamples(time.FixedZone("CET", 3600)))
	case "assert":
		Verify(t, eventSamples(time.UTC), WithCodecs("json", "gob"))
	default:
		t.Fatalf("unknown scenario %q", os.Getenv(helperEnv))
	}
}

// BenchmarkHelper is a scenario of Benchmark for the tests below.
func BenchmarkHelper(b *testing.B) {
	switch os.Getenv(helperEnv) {
	case "":
		b.Skip("runs as a helper of other tests")
	case "survey":
		Benchmark(b, eventSamples(time.UTC))
	case "flaky":
		Benchmark(b, eventSamples(time.UTC), WithCodecs("json", "test-flaky"))
	case "proto":
		Benchmark(b, []*pb.Object{
			{StringProp_1: "foo", StringProp_2: "bar", List: []*pb.Embedded{{StringProp: "foo", IntProp: 100}}},
			{StringProp_1: "x", List: []*pb.Embedded{{StringProp: "y", IntProp: -1}, {IntProp: 1 << 40}}},
		})
	default:
		b.Fatalf("unknown scenario %q", os.Getenv(helperEnv))
	}
}

// helper runs this test binary again on one scenario and returns its
// standard output and whether it exited with status 0.
func helper(t *testing.T, scenario string, args ...string) (string, bool) {
	t.Helper()
	if testing.Short() {
		t.Skip("runs the test binary again; not in -short")
	}
	cmd := exec.Command(os.Args[0], append([]string{"-test.v", "-test.count=1"}, args...)...)
	cmd.Env = append(os.Environ(), helperEnv+"="+scenario)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) {
		t.Fatalf("run %s: %v", os.Args[0], err)
	}
	s := string(out) + stderr.String()
	// A panic that escaped would end the process with a goroutine dump
	// instead of the testing package's verdict.
	if strings.Contains(s, "goroutine ") || !strings.Contains(s, "\nPASS\n") && !strings.Contains(s, "\nFAIL\n") {
		t.Fatalf("the helper did not end with a verdict (a crash?):\n%s", s)
	}
	return s, err == nil
}

// mustContain fails unless out has every one of parts.
func mustContain(t *testing.T, out string, parts ...string) {
	t.Helper()
	for _, p := range parts {
		if !strings.Contains(out, p) {
			t.Errorf("output lacks %q", p)
		}
	}
	if t.Failed() {
		t.Logf("output:\n%s", out)
	}
}

// Verify without WithCodecs surveys: codecs that fail are skipped with the
// first difference (gob's empty slices, a panicking codec), the others
// pass, and so does the test.
func TestVerifySkipsCodecsThatFail(t *testing.T) {
	out, ok := helper(t, "survey", "-test.run=^TestHelperVerify$")
	if !ok {
		t.Errorf("Verify failed; want it to pass with skips:\n%s", out)
	}
	mustContain(t, out,
		"--- PASS: TestHelperVerify/codec=json ",
		"--- SKIP: TestHelperVerify/codec=gob ",
		"codec gob does not carry *bench.event: sample 1: round trip differs: .Tags: want empty []string, got nil []string",
		"--- SKIP: TestHelperVerify/codec=test-panicky ",
		"sample 0: encode: panic: deliberate panic in Marshal",
		"carry it: json, go-json, ",
		"cannot bind it: easyjson (",
		"kelindar-binary (*bench.event refers to its own type at .Next: kelindar-binary would recurse without end",
		"protobuf (not a proto.Message)",
	)
}

// A time zone that a codec cannot carry is shown as such: json writes the
// offset, not the zone's name.
func TestVerifyShowsTimeZones(t *testing.T) {
	out, _ := helper(t, "zoned", "-test.run=^TestHelperVerify$")
	mustContain(t, out,
		"--- SKIP: TestHelperVerify/codec=json ",
		"sample 0: round trip differs: .At: want 2024-05-06 07:08:09 +0100 CET, got 2024-05-06 07:08:09 +0100 +0100 (the same instant, in Location \"\", not \"CET\"",
	)
}

// With WithCodecs, Verify asserts: a named codec that fails fails the test.
func TestVerifyAssertsNamedCodecs(t *testing.T) {
	out, ok := helper(t, "assert", "-test.run=^TestHelperVerify$")
	if ok {
		t.Errorf("Verify passed; gob cannot carry the samples:\n%s", out)
	}
	mustContain(t, out, "--- PASS: TestHelperVerify/codec=json ", "--- FAIL: TestHelperVerify/codec=gob ")
	if strings.Contains(out, "codec=test-panicky") {
		t.Errorf("a codec WithCodecs did not name ran:\n%s", out)
	}
}

// benchResults parses a helper's benchmark output: the names of its
// results, each with its units.
func benchResults(t *testing.T, out string) map[string][]string {
	t.Helper()
	got := map[string][]string{}
	r := benchfmt.NewReader(strings.NewReader(out), "helper")
	for r.Scan() {
		switch rec := r.Result().(type) {
		case *benchfmt.Result:
			// The name without its -GOMAXPROCS suffix.
			base, parts := rec.Name.Parts()
			name := string(base)
			for _, p := range parts {
				if p[0] == '/' {
					name += string(p)
				}
			}
			for _, v := range rec.Values {
				got[name] = append(got[name], v.Unit)
			}
		case *benchfmt.SyntaxError:
			t.Errorf("benchfmt: %v", rec)
		}
	}
	if err := r.Err(); err != nil {
		t.Fatal(err)
	}
	return got
}

// Benchmark times the codecs that carry the type, and skips the others
// with the reason.
func TestBenchmarkSkipsCodecsThatFail(t *testing.T) {
	out, ok := helper(t, "survey", "-test.run=^$", "-test.bench=^BenchmarkHelper$", "-test.benchtime=1x")
	if !ok {
		t.Fatalf("Benchmark failed:\n%s", out)
	}
	res := benchResults(t, out)
	for _, name := range []string{"Helper/codec=json/op=encode", "Helper/codec=json/op=decode", "Helper/codec=cbor/op=decode"} {
		units := fmt.Sprint(res[name])
		if !strings.Contains(units, "B/op") || !strings.Contains(units, "allocs/op") || !strings.Contains(units, "encoded-B/msg") {
			t.Errorf("%s: units %s, want ns/op B/op allocs/op encoded-B/msg", name, units)
		}
	}
	for name := range res {
		if strings.Contains(name, "codec=gob/") || strings.Contains(name, "codec=test-panicky/") || strings.Contains(name, "codec=protobuf/") {
			t.Errorf("%s was timed", name)
		}
	}
	mustContain(t, out, "--- SKIP: BenchmarkHelper/codec=gob", ".Tags: want empty []string, got nil []string",
		"--- SKIP: BenchmarkHelper/codec=test-panicky")
}

// A codec that panics or errs while timed fails its sub-benchmark and
// nothing else: the binary goes on and the other codecs are timed.
func TestBenchmarkSurvivesTimedPanics(t *testing.T) {
	out, ok := helper(t, "flaky", "-test.run=^$", "-test.bench=^BenchmarkHelper$", "-test.benchtime=1x")
	if ok {
		t.Errorf("a codec panicked while timed, and the benchmark passed:\n%s", out)
	}
	mustContain(t, out,
		"--- FAIL: BenchmarkHelper/codec=test-flaky/op=encode",
		"codec test-flaky: encode: sample 0: panic: deliberate panic in the timed encode",
		"--- FAIL: BenchmarkHelper/codec=test-flaky/op=decode",
		"codec test-flaky: decode: sample 0: deliberate error in the timed decode")
	res := benchResults(t, out)
	if _, ok := res["Helper/codec=json/op=decode"]; !ok {
		t.Errorf("json was not timed: %v", res)
	}
}

// A protobuf message gets the protobuf codecs, beside the reflection
// codecs that carry its exported fields.
func TestBenchmarkProtoMessage(t *testing.T) {
	out, ok := helper(t, "proto", "-test.run=^$", "-test.bench=^BenchmarkHelper$", "-test.benchtime=1x")
	if !ok {
		t.Fatalf("Benchmark failed:\n%s", out)
	}
	res := benchResults(t, out)
	for _, c := range []string{"protobuf", "protojson", "vtprotobuf", "json"} {
		for _, op := range []string{"encode", "decode"} {
			if _, ok := res["Helper/codec="+c+"/op="+op]; !ok {
				t.Errorf("no result Helper/codec=%s/op=%s", c, op)
			}
		}
	}
	if t.Failed() {
		t.Logf("output:\n%s", out)
	}
}

// easyjson's and msgp's generated methods are found on pointer types and
// on the structs whose pointers have them, and carry the values.
func TestGeneratedMethods(t *testing.T) {
	Verify(t, []*ej.CartItem{{ProductID: "p1", Quantity: 3}, {}}, WithCodecs("easyjson", "json"))
	Verify(t, []ej.CartItem{{ProductID: "p1", Quantity: 3}, {}}, WithCodecs("easyjson"))
	Verify(t, []*mp.CartItem{{ProductID: "p1", Quantity: 3}, {}}, WithCodecs("msgp"))
	Verify(t, []mp.CartItem{{ProductID: "p1", Quantity: 3}, {}}, WithCodecs("msgp"))
	Verify(t, []*pb.Object{{StringProp_1: "a", List: []*pb.Embedded{{IntProp: 7}}}}, WithCodecs("protobuf", "protojson", "vtprotobuf"))
	Verify(t, []pb.Object{{StringProp_1: "a", List: []*pb.Embedded{{IntProp: 7}}}}, WithCodecs("protobuf", "protojson", "vtprotobuf", "json"))
}

// fakeTB records what Verify reports; Fatal and Skip end the goroutine,
// as the testing package's do.
type fakeTB struct {
	testing.TB
	mu                 sync.Mutex
	logs, errs, fatals []string
}

func (f *fakeTB) Helper() {}
func (f *fakeTB) Name() string {
	return "fake"
}
func (f *fakeTB) Log(args ...any) { f.record(&f.logs, fmt.Sprint(args...)) }
func (f *fakeTB) Logf(format string, args ...any) {
	f.record(&f.logs, fmt.Sprintf(format, args...))
}
func (f *fakeTB) Errorf(format string, args ...any) {
	f.record(&f.errs, fmt.Sprintf(format, args...))
}
func (f *fakeTB) Fatal(args ...any) {
	f.record(&f.fatals, fmt.Sprint(args...))
	runtime.Goexit()
}
func (f *fakeTB) Fatalf(format string, args ...any) {
	f.record(&f.fatals, fmt.Sprintf(format, args...))
	runtime.Goexit()
}
func (f *fakeTB) record(to *[]string, s string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	*to = append(*to, s)
}

// runFake runs Verify on a fakeTB in a goroutine of its own.
func runFake(f func(tb testing.TB)) *fakeTB {
	tb := &fakeTB{}
	done := make(chan struct{})
	go func() {
		defer close(done)
		f(tb)
	}()
	<-done
	return tb
}

// Unusable arguments fail at once, saying why.
func TestVerifyRejectsBadArguments(t *testing.T) {
	samples := []*event{{Name: "a"}}
	cases := []struct {
		name string
		run  func(tb testing.TB)
		want string
	}{
		{"unknown codec", func(tb testing.TB) { Verify(tb, samples, WithCodecs("json", "nope")) },
			`bench: unknown codec "nope" (valid: gob, json, easyjson, protojson, `},
		{"unbound codec", func(tb testing.TB) { Verify(tb, samples, WithCodecs("protobuf")) },
			"bench: codecs named by WithCodecs cannot carry *bench.event: protobuf (not a proto.Message)"},
		{"equal of another type", func(tb testing.TB) {
			Verify(tb, samples, WithEqual(func(want, got event) error { return nil }))
		}, "bench: WithEqual is given a func(bench.event, bench.event) error, but the samples are *bench.event"},
		{"no samples", func(tb testing.TB) { Verify(tb, []*event{}) }, "bench: no samples of *bench.event"},
		{"cycle", func(tb testing.TB) {
			loop := &event{}
			loop.Next = loop
			Verify(tb, []*event{loop})
		}, "bench: sample 0 at .Next holds a pointer cycle"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tb := runFake(c.run)
			if len(tb.fatals) != 1 || !strings.HasPrefix(tb.fatals[0], c.want) {
				t.Errorf("fatal %q, want one starting %q", tb.fatals, c.want)
			}
		})
	}
}

// WithEqual replaces the equality: here it lets gob's nil for empty pass.
// Without subtests (a TB that is not a *testing.T), the outcome is logged.
func TestWithEqual(t *testing.T) {
	samples := eventSamples(time.UTC)
	lenient := WithEqual(func(want, got *event) error {
		if want.Name != got.Name || len(want.Tags) != len(got.Tags) || !want.At.Equal(got.At) {
			return fmt.Errorf("differs: %+v, %+v", want, got)
		}
		return nil
	})
	tb := runFake(func(tb testing.TB) { Verify(tb, samples, WithCodecs("gob"), lenient) })
	if len(tb.errs) > 0 || len(tb.fatals) > 0 {
		t.Errorf("gob failed under WithEqual: %q %q", tb.errs, tb.fatals)
	}
	tb = runFake(func(tb testing.TB) { Verify(tb, samples, WithCodecs("gob")) })
	if len(tb.errs) != 1 || !strings.Contains(tb.errs[0], "codec gob does not carry *bench.event: sample 1: round trip differs: .Tags:") {
		t.Errorf("gob without WithEqual: errors %q", tb.errs)
	}
	// The survey form logs failures and passes.
	tb = runFake(func(tb testing.TB) { Verify(tb, samples, WithCodecs()) })
	if len(tb.errs) > 0 || len(tb.fatals) > 0 {
		t.Errorf("survey: %q %q", tb.errs, tb.fatals)
	}
	if !strings.Contains(strings.Join(tb.logs, "\n"), "codec gob does not carry *bench.event") {
		t.Errorf("survey: gob's failure not logged: %q", tb.logs)
	}
}

// withFunc is a type no codec carries: a function is equal to nothing but
// a nil one.
type withFunc struct {
	Name string
	F    func()
}

// The survey fails when no codec at all carries the type.
func TestVerifyFailsWhenNoCodecCarries(t *testing.T) {
	tb := runFake(func(tb testing.TB) { Verify(tb, []withFunc{{Name: "a", F: func() {}}}) })
	if len(tb.errs) != 1 || !strings.Contains(tb.errs[0], "bench.Verify: no codec carries bench.withFunc") {
		t.Errorf("errors %q, want no codec carries", tb.errs)
	}
	if len(tb.fatals) > 0 {
		t.Errorf("fatal: %q", tb.fatals)
	}
}
