package runner_test

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
	"weak"

	"github.com/serbench/serbench/compression"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/internal/gobuild"
	"github.com/serbench/serbench/measure"
	"github.com/serbench/serbench/report"
	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/runner"
	"github.com/serbench/serbench/runner/pacecache"
	"github.com/serbench/serbench/suite"
)

func codec(name string, encode func(int) ([]byte, error)) suite.Codec {
	return suite.FuncsCodec(name, suite.Funcs[int, int]{
		FromModel: func(m int) (int, error) { return m, nil },
		ToModel:   func(v int) (int, error) { return v, nil },
		Encode:    encode,
		Decode:    func([]byte) (int, error) { return 1, nil },
	})
}

// inWorker is set in the test binary when it serves as a timing worker.
var inWorker bool

func registry() *suite.Registry {
	buf := []byte{1}
	if inWorker {
		// A timing worker's bytes differ from its parent's for the same
		// messages, as gob's do (it numbers types per process): the
		// worker must still time the cell.
		buf = []byte{1, 2}
	}
	calls := 0
	def := &suite.Def[int]{
		Meta: suite.Info{Name: "toy", Unit: "n", Variants: []suite.VariantInfo{
			// "invalid" is known to fail on a, and "late" declared so but
			// failing otherwise: only a matching failure is the known one.
			{Name: "a", Known: []suite.KnownFailure{
				{Codec: "invalid", Match: "cannot encode", Why: "its limit"},
				{Codec: "late", Match: "no such error", Why: "another limit"},
			}},
			{Name: "b"},
		}},
		Generate: func(v string) ([]int, error) {
			if v == "b" {
				return []int{1, 2, 3, 4}, nil // a trace: four messages
			}
			return []int{1}, nil
		},
		Digest: func(h *digest.Hasher, _ int) { h.Len(1) },
		Equal:  func(int, int) error { return nil },
	}
	return &suite.Registry{
		Codecs: []suite.Codec{
			codec("good", func(int) ([]byte, error) { return buf, nil }),
			codec("invalid", func(int) ([]byte, error) { return nil, errors.New("cannot encode") }),
			// Valid at first, panics once timed.
			codec("late", func(int) ([]byte, error) {
				if calls++; calls > 1 {
					panic("late panic")
				}
				return buf, nil
			}),
		},
		Datasets: []suite.Dataset{def},
	}
}

func run(t *testing.T, opt runner.Options) ([]resultset.Record, string) {
	t.Helper()
	return runOn(t, registry(), opt)
}

// runOn runs reg's cells of variant a.
func runOn(t *testing.T, reg *suite.Registry, opt runner.Options) ([]resultset.Record, string) {
	t.Helper()
	cells, err := reg.Plan(suite.Selection{Variants: []string{"a"}})
	if err != nil {
		t.Fatal(err)
	}
	var progress bytes.Buffer
	opt.Progress = &progress
	var recs []resultset.Record
	err = runner.Run(cells, opt, func(r *resultset.Record) error {
		recs = append(recs, *r)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != len(cells) {
		t.Fatalf("%d records for %d cells", len(recs), len(cells))
	}
	return recs, progress.String()
}

func TestRunRecordsEveryCellAndGoesOn(t *testing.T) {
	for _, groupBytes := range []uint64{0, 1} { // 1: every codec timed on its own
		recs, progress := run(t, runner.Options{
			Measure:    measure.Options{Count: 6, BenchTime: time.Millisecond},
			GroupBytes: groupBytes,
		})
		for _, r := range recs {
			switch r.Codec {
			case "good":
				checkAll(t, "good "+r.Op,
					check{"status", r.Status, resultset.StatusOK},
					check{"error", r.Error, ""},
					check{"runs", len(r.Runs), 6},
					check{"an interval", r.NsCILow != nil, true},
					check{"msgs/op", r.MsgsPerOp, 1.0},
					check{"gc/op measured", r.GCPerOp != nil, true},
					check{"peak heap measured", r.PeakHeapBytes != nil, true},
				)
			case "invalid":
				if r.OK() {
					t.Errorf("invalid %s: status %s, want failed", r.Op, r.Status)
				}
				if want := "validation: message 0: encode: cannot encode"; !strings.Contains(r.Error, want) {
					t.Errorf("invalid %s: error %q, want it to say %q", r.Op, r.Error, want)
				}
				if r.KnownFailure != "its limit" {
					t.Errorf("invalid %s: known failure %q, want the variant's", r.Op, r.KnownFailure)
				}
			case "late":
				if r.Op == "encode" && r.OK() {
					t.Errorf("late encode: status %s, want failed", r.Status)
				}
				if r.Op == "encode" && !strings.Contains(r.Error, "late panic") {
					t.Errorf("late encode: error %q, want it to say %q", r.Error, "late panic")
				}
				if r.KnownFailure != "" {
					t.Errorf("late %s: a failure that does not match is marked known: %q", r.Op, r.KnownFailure)
				}
				if r.Op != "encode" && !r.OK() {
					t.Errorf("late %s failed too: %s", r.Op, r.Error)
				}
			}
		}
		if n := strings.Count(progress, "] toy/a/"); n != len(recs) {
			t.Errorf("%d progress lines for %d cells:\n%s", n, len(recs), progress)
		}
		// Where the variant's time went, after its cells.
		for _, want := range []string{"toy/a took ", "timed rounds "} {
			if !strings.Contains(progress, want) {
				t.Errorf("no line of the variant's phases: progress lacks %q:\n%s", want, progress)
			}
		}
		// Its precision so far, by report.PrecisionOf's rule.
		prec := report.PrecisionOf(recs)
		want := fmt.Sprintf("; %d of %d cells with an interval within ±5%%\n", prec.Within5, prec.WithInterval)
		if prec.WithInterval == 0 {
			t.Error("no cell with an interval")
		}
		if !strings.Contains(progress, want) {
			t.Errorf("want the variant's precision %q in:\n%s", want, progress)
		}
		for i, r := range recs {
			if want := []string{"good", "invalid", "late"}[i/3]; r.Codec != want {
				t.Errorf("record %d is %s, want %s: records must keep plan order", i, r.Name(), want)
			}
		}
		if !strings.Contains(progress, "interleaved rounds") {
			t.Errorf("no group line:\n%s", progress)
		}
	}
}

// countingPace is a PaceStore that counts the paces it found.
type countingPace struct {
	runner.PaceStore
	found int
}

func (c *countingPace) Pace(variant string, cells int) (float64, bool) {
	rate, ok := c.PaceStore.Pace(variant, cells)
	if ok {
		c.found++
	}
	return rate, ok
}

// A run keeps each variant's seconds a cell with its planned cells, and the
// next run of the plan finds it (runner.PaceStore).
func TestRunKeepsPace(t *testing.T) {
	t.Setenv(gobuild.CacheEnv, t.TempDir())
	c, err := pacecache.Open("a test's machine")
	if err != nil {
		t.Fatal(err)
	}
	store := &countingPace{PaceStore: c}
	opt := runner.Options{Measure: measure.Options{Count: 2, BenchTime: time.Millisecond}, Pace: store}
	recs, _ := run(t, opt)
	if store.found != 0 {
		t.Errorf("the first run found %d paces in an empty cache", store.found)
	}
	if rate, ok := c.Pace("toy/a", len(recs)); !ok || rate <= 0 {
		t.Fatalf("toy/a's pace after a run: %g, %t", rate, ok)
	}
	run(t, opt)
	if store.found != 1 {
		t.Errorf("the second run found %d paces, want toy/a's", store.found)
	}
}

func TestVerifyOnlyTimesNothing(t *testing.T) {
	recs, _ := run(t, runner.Options{VerifyOnly: true})
	for _, r := range recs {
		if r.OK() {
			checkAll(t, r.Name()+" (verified, not timed)",
				check{"runs", len(r.Runs), 0},
				check{"gc/op", deref(r.GCPerOp), nil},
				check{"peak heap", deref(r.PeakHeapBytes), nil},
			)
		}
		// invalid fails validation; late panics on its first encode after it.
		if wantOK := r.Codec == "good" || (r.Codec == "late" && r.Op != "encode"); wantOK != r.OK() {
			t.Errorf("%s: %s %s", r.Name(), r.Status, r.Error)
		}
	}
}

func TestSinkErrorStopsTheRun(t *testing.T) {
	reg := registry()
	cells, _ := reg.Plan(suite.Selection{})
	stop := errors.New("disk full")
	n := 0
	err := runner.Run(cells, runner.Options{VerifyOnly: true}, func(*resultset.Record) error {
		n++
		return stop
	})
	if !errors.Is(err, stop) || n != 1 {
		t.Errorf("error %v after %d records", err, n)
	}
}

func TestLatencyOnTraces(t *testing.T) {
	reg := registry()
	cells, err := reg.Plan(suite.Selection{Variants: []string{"a", "b"}, Codecs: []string{"good"}})
	if err != nil {
		t.Fatal(err)
	}
	var recs []resultset.Record
	opt := runner.Options{Measure: measure.Options{Count: 2, BenchTime: time.Millisecond}}
	if err := runner.Run(cells, opt, func(r *resultset.Record) error {
		recs = append(recs, *r)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	for _, r := range recs {
		switch {
		case !r.OK():
			t.Errorf("%s: %s", r.Name(), r.Error)
		case r.Variant == "a" && (r.Latency != nil || r.Sizes != nil):
			t.Errorf("%s: a single message has no distribution", r.Name())
		case r.Variant == "b" && (r.Latency == nil || r.Latency.Count != 4 || r.Sizes == nil || r.Sizes.P50 != 1):
			t.Errorf("%s: latency %+v sizes %+v", r.Name(), r.Latency, r.Sizes)
		}
	}
}

// The timed rounds run with Measure.Procs; the run puts GOMAXPROCS back.
func TestRunTimesWithProcs(t *testing.T) {
	before := runtime.GOMAXPROCS(0)
	want := before + 2
	seen := map[int]int{}
	def := &suite.Def[int]{
		Meta:     suite.Info{Name: "toy", Unit: "n", Variants: []suite.VariantInfo{{Name: "a"}}},
		Generate: func(string) ([]int, error) { return []int{1}, nil },
		Digest:   func(h *digest.Hasher, _ int) { h.Len(1) },
		Equal:    func(int, int) error { return nil },
	}
	good := codec("good", func(int) ([]byte, error) {
		seen[runtime.GOMAXPROCS(0)]++
		return []byte{1}, nil
	})
	reg := &suite.Registry{Codecs: []suite.Codec{good}, Datasets: []suite.Dataset{def}}
	cells, err := reg.Plan(suite.Selection{Ops: []suite.Op{suite.Encode}})
	if err != nil {
		t.Fatal(err)
	}
	opt := runner.Options{Measure: measure.Options{Count: 6, BenchTime: time.Millisecond, Procs: want}}
	if err := runner.Run(cells, opt, func(*resultset.Record) error { return nil }); err != nil {
		t.Fatal(err)
	}
	// Validation encodes once with the process's own setting, the timed
	// runs with want, and the untimed heap pass with one P more than the
	// process's own, for its sampler.
	delete(seen, before)
	delete(seen, before+1)
	if len(seen) != 1 || seen[want] < 6 {
		t.Errorf("timed encodes by GOMAXPROCS: %v; want all at %d", seen, want)
	}
	if got := runtime.GOMAXPROCS(0); got != before {
		t.Errorf("GOMAXPROCS %d after the run, want %d as before", got, before)
	}
}

// With Compression, every encode cell that ran carries its messages' sizes
// under zstd, snappy and gzip (means of each message compressed alone)
// and zstd's times; other ops and failed cells carry none, nor does a run
// without it.
// Two encode cells are compressed at once, each on a CPU: each must get
// its own figures. A codec that writes the same bytes as another shares
// its figures, zstd's times included, whether the two are timed in one
// group or in groups of their own.
func TestCompressionOnEncodeCells(t *testing.T) {
	enc := func(m int) []byte { return bytes.Repeat([]byte("serbench "), 20*m) }
	enc2 := func(m int) []byte { return []byte(strings.Repeat(fmt.Sprint(m*7919), 30*m)) }
	def := &suite.Def[int]{
		Meta:     suite.Info{Name: "toy", Unit: "n", Variants: []suite.VariantInfo{{Name: "trace"}}},
		Generate: func(string) ([]int, error) { return []int{1, 2, 3, 4}, nil },
		Digest:   func(h *digest.Hasher, _ int) { h.Len(1) },
		Equal:    func(int, int) error { return nil },
	}
	reg := &suite.Registry{
		Codecs: []suite.Codec{
			codec("text", func(m int) ([]byte, error) { return enc(m), nil }),
			codec("digits", func(m int) ([]byte, error) { return enc2(m), nil }),
			codec("invalid", func(int) ([]byte, error) { return nil, errors.New("cannot encode") }),
			codec("text-again", func(m int) ([]byte, error) { return enc(m), nil }),
		},
		Datasets: []suite.Dataset{def},
	}
	cells, err := reg.Plan(suite.Selection{})
	if err != nil {
		t.Fatal(err)
	}
	wants := map[string]compression.Result{}
	for name, enc := range map[string]func(int) []byte{"text": enc, "digits": enc2, "text-again": enc} {
		w, err := compression.Measure(compression.Messages{Len: 4, At: func(i int) []byte { return enc(i + 1) }}, compression.Options{})
		if err != nil {
			t.Fatal(err)
		}
		wants[name] = w
	}
	if wants["text"].Zstd == wants["digits"].Zstd {
		t.Fatal("the two codecs' messages compress alike: the test could not tell their figures apart")
	}
	// A store of sizes: filled by a run, read by the next, and measured
	// again where what it holds is not the messages' (stale).
	store := &memStore{m: map[[sha256.Size]byte]compression.Sizes{}}
	stale := func() {
		for k, v := range store.m {
			v.Zstd, v.Gzip = v.Zstd+1, v.Gzip+1
			store.m[k] = v
		}
	}
	for _, c := range []struct {
		on         bool
		groupBytes uint64 // 1: each codec a group of its own
		store      runner.SizeStore
		before     func()
		said       string
	}{
		{true, 0, nil, nil, "compressed the messages of 3 encode cells of toy/trace (2 distinct encodings) with"},
		{true, 1, nil, nil, "compressed the messages of 1 encode cells of toy/trace (0 distinct encodings, 1 the same as an earlier group's) with"},
		{false, 0, nil, nil, "compressed the messages"},
		{true, 0, store, nil, "compressed the messages of 3 encode cells of toy/trace (2 distinct encodings) with"},
		{true, 0, store, nil, "(2 distinct encodings, 2 with gzip's and snappy's sizes from an earlier run's) with"},
		{true, 0, store, stale, "compressed the messages of 3 encode cells of toy/trace (2 distinct encodings) with"},
	} {
		on := c.on
		if c.before != nil {
			c.before()
		}
		var recs []resultset.Record
		var progress bytes.Buffer
		opt := runner.Options{Measure: measure.Options{Count: 2, BenchTime: time.Millisecond}, Compression: on, Progress: &progress, GroupBytes: c.groupBytes, Sizes: c.store}
		if err := runner.Run(cells, opt, func(r *resultset.Record) error {
			recs = append(recs, *r)
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		if said := strings.Contains(progress.String(), c.said); said != on {
			t.Errorf("compression %v, group bytes %d, progress:\n%s", on, c.groupBytes, progress.String())
		}
		// The phase line says which part of the pass timed zstd.
		if said := strings.Contains(progress.String(), ", zstd's times "); said != on {
			t.Errorf("compression %v, group bytes %d: zstd's times said %v, progress:\n%s", on, c.groupBytes, said, progress.String())
		}
		if c.store != nil && len(store.m) != 4 {
			t.Errorf("the store holds %d keys' sizes, want 4 (2 encodings, each by its bytes and their order)", len(store.m))
		}
		byCodec := map[string]resultset.Record{}
		for _, r := range recs {
			if r.Op == "encode" {
				byCodec[r.Codec] = r
			}
		}
		if on {
			a, b := byCodec["text"], byCodec["text-again"]
			checkAll(t, fmt.Sprintf("group bytes %d: text and text-again encode the same bytes", c.groupBytes),
				check{"text's zstd compress ns set", a.ZstdCompressNs != nil, true},
				check{"text-again's zstd compress ns", deref(b.ZstdCompressNs), deref(a.ZstdCompressNs)},
				check{"text-again's zstd decompress ns", deref(b.ZstdDecompressNs), deref(a.ZstdDecompressNs)},
			)
		}
		for _, r := range recs {
			has := r.ZstdBytes != nil || r.SnappyBytes != nil || r.GzipBytes != nil || r.ZstdCompressNs != nil || r.ZstdDecompressNs != nil
			if !on || r.Codec == "invalid" || r.Op != "encode" {
				if has {
					t.Errorf("compression %v: %s carries compressed figures", on, r.Name())
				}
				continue
			}
			if !r.OK() {
				t.Fatalf("%s: %s %s", r.Name(), r.Status, r.Error)
			}
			want := wants[r.Codec]
			checkAll(t, r.Name(),
				check{"zstd bytes", deref(r.ZstdBytes), want.Zstd},
				check{"snappy bytes", deref(r.SnappyBytes), want.Snappy},
				check{"gzip bytes", deref(r.GzipBytes), want.Gzip},
				check{"encoded bytes", r.EncodedBytes, want.Raw},
			)
			for _, x := range []struct {
				name string
				ns   *float64
			}{{"zstd compress", r.ZstdCompressNs}, {"zstd decompress", r.ZstdDecompressNs}} {
				if x.ns == nil || !(*x.ns > 0) {
					t.Errorf("%s: %s time %v ns, want above 0", r.Name(), x.name, deref(x.ns))
				}
			}
		}
	}
	for _, v := range store.m {
		if v.Zstd != wants["text"].Zstd && v.Zstd != wants["digits"].Zstd {
			t.Errorf("the store kept stale sizes %+v after measuring them again", v)
		}
	}
}

// memStore is a runner.SizeStore in memory.
type memStore struct {
	m map[[sha256.Size]byte]compression.Sizes
}

func (s *memStore) Get(k [sha256.Size]byte) (compression.Sizes, bool) {
	v, ok := s.m[k]
	return v, ok
}

func (s *memStore) Put(k [sha256.Size]byte, v compression.Sizes) error {
	s.m[k] = v
	return nil
}

// busyCodec is a codec whose encode refuses to run while another call of
// the same state runs: perBinding gives each binding its own state (a
// reuse codec's buffer), otherwise every binding shares one (a codec with
// global state, which cannot run on two goroutines at once).
func busyCodec(name string, perBinding bool, bindings *atomic.Int64) suite.Codec {
	var global atomic.Bool
	return suite.Codec{Name: name, Bind: func(m suite.Model) (suite.Binding, bool) {
		if _, ok := m.(*suite.Def[int]); !ok {
			return nil, false
		}
		bindings.Add(1)
		busy := &global
		if perBinding {
			busy = new(atomic.Bool)
		}
		return suite.Bind(suite.Funcs[int, int]{
			FromModel: func(m int) (int, error) { return m, nil },
			ToModel:   func(v int) (int, error) { return v, nil },
			Encode: func(int) ([]byte, error) {
				if !busy.CompareAndSwap(false, true) {
					return nil, errors.New("state used by two goroutines at once")
				}
				defer busy.Store(false)
				time.Sleep(20 * time.Microsecond) // a window for another goroutine to walk into
				return []byte{1}, nil
			},
			Decode: func([]byte) (int, error) { return 1, nil },
		}), true
	}}
}

// The parallel pass gives each goroutine its own codec instance: a codec
// whose binding keeps state runs on 1 and 2 goroutines without tripping
// over itself, while one whose state is global is recorded as unable to
// run concurrently, its own figures kept. Read cells and runs without the
// pass carry no parallel figures.
func TestParallelPass(t *testing.T) {
	def := &suite.Def[int]{
		Meta:     suite.Info{Name: "toy", Unit: "n", Variants: []suite.VariantInfo{{Name: "trace"}}},
		Generate: func(string) ([]int, error) { return []int{1, 2, 3, 4}, nil },
		Digest:   func(h *digest.Hasher, _ int) { h.Len(1) },
		Equal:    func(int, int) error { return nil },
	}
	var own, shared atomic.Int64
	reg := &suite.Registry{
		Codecs:   []suite.Codec{busyCodec("own", true, &own), busyCodec("global", false, &shared)},
		Datasets: []suite.Dataset{def},
	}
	cells, err := reg.Plan(suite.Selection{})
	if err != nil {
		t.Fatal(err)
	}
	before := runtime.GOMAXPROCS(0)
	for _, procs := range []int{2, 0} {
		own.Store(0)
		var recs []resultset.Record
		var progress bytes.Buffer
		opt := runner.Options{Measure: measure.Options{Count: 2, BenchTime: time.Millisecond, Procs: 1}, Parallel: procs, Progress: &progress}
		if err := runner.Run(cells, opt, func(r *resultset.Record) error {
			recs = append(recs, *r)
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		on := procs > 0
		if said := strings.Contains(progress.String(), "on 1 to 2 goroutines at once"); said != on {
			t.Errorf("parallel %d, progress:\n%s", procs, progress.String())
		}
		// The plan bound it before; the run binds it once for the variant
		// (suite.Bound.Fresh), and the pass once per goroutine.
		if want := int64(procs) + 1; own.Load() != want {
			t.Errorf("parallel %d: codec own bound %d times, want %d", procs, own.Load(), want)
		}
		for _, r := range recs {
			if !r.OK() {
				t.Errorf("%s failed: %s", r.Name(), r.Error)
				continue
			}
			timed := on && r.Op != "read"
			if (r.ParallelSeconds != nil) != timed {
				t.Errorf("parallel %d: %s has a pass time %v", procs, r.Name(), r.ParallelSeconds)
			}
			switch {
			case !timed:
				if r.ParallelMsgsPerSec != nil {
					t.Errorf("parallel %d: %s carries parallel figures %v, want none", procs, r.Name(), r.ParallelMsgsPerSec)
				}
				if r.ParallelError != "" {
					t.Errorf("parallel %d: %s carries a parallel error %q, want none", procs, r.Name(), r.ParallelError)
				}
			case r.Codec == "own":
				if got := r.Goroutines(); !slices.Equal(got, []int{1, 2}) {
					t.Errorf("%s: goroutine counts %v, want [1 2]", r.Name(), got)
				}
				checkAll(t, r.Name(),
					check{"parallel error", r.ParallelError, ""},
					check{"efficiency at 1", r.ParallelEfficiency[1], 1.0},
					check{"control loops' efficiency at 1", r.ParallelControl[1], 1.0},
				)
				for _, x := range []struct {
					name string
					v    float64
				}{{"efficiency at 2", r.ParallelEfficiency[2]}, {"msgs/s at 2", r.ParallelMsgsPerSec[2]}, {"control loops' efficiency at 2", r.ParallelControl[2]}} {
					if !(x.v > 0) {
						t.Errorf("%s: %s %v, want above 0", r.Name(), x.name, x.v)
					}
				}
			case r.Op == "encode":
				if want := "state used by two goroutines at once"; !strings.Contains(r.ParallelError, want) {
					t.Errorf("%s: parallel error %q, want it to say %q (unable to run concurrently)", r.Name(), r.ParallelError, want)
				}
				if r.ParallelMsgsPerSec != nil {
					t.Errorf("%s: parallel figures %v, want none (unable to run concurrently)", r.Name(), r.ParallelMsgsPerSec)
				}
			}
		}
	}
	if got := runtime.GOMAXPROCS(0); got != before {
		t.Errorf("GOMAXPROCS %d after the run, want %d as before", got, before)
	}
}

// What a codec keeps in a binding (a reuse codec's buffer) goes with the
// variant: the runner prepares on bindings of its own, so the plan, which
// lives as long as the run, holds none of what the timed loops grew.
func TestBindingsGoWithTheirVariant(t *testing.T) {
	type kept struct{ buf []byte }
	var (
		mu   sync.Mutex
		used []weak.Pointer[kept]
	)
	keeper := suite.Codec{Name: "keeper", Bind: func(m suite.Model) (suite.Binding, bool) {
		if _, ok := m.(*suite.Def[int]); !ok {
			return nil, false
		}
		k := &kept{}
		once := sync.Once{}
		return suite.Bind(suite.Funcs[int, int]{
			FromModel: func(m int) (int, error) { return m, nil },
			ToModel:   func(v int) (int, error) { return v, nil },
			Encode: func(m int) ([]byte, error) {
				once.Do(func() {
					mu.Lock()
					used = append(used, weak.Make(k))
					mu.Unlock()
				})
				k.buf = append(k.buf[:0], make([]byte, 1<<20)...)
				return k.buf[:1], nil
			},
			Decode: func([]byte) (int, error) { return 1, nil },
		}), true
	}}
	def := &suite.Def[int]{
		Meta:     suite.Info{Name: "toy", Unit: "n", Variants: []suite.VariantInfo{{Name: "a"}, {Name: "b"}}},
		Generate: func(string) ([]int, error) { return []int{1}, nil },
		Digest:   func(h *digest.Hasher, _ int) { h.Len(1) },
		Equal:    func(int, int) error { return nil },
	}
	reg := &suite.Registry{Codecs: []suite.Codec{keeper}, Datasets: []suite.Dataset{def}}
	cells, err := reg.Plan(suite.Selection{})
	if err != nil {
		t.Fatal(err)
	}
	opt := runner.Options{Measure: measure.Options{Count: 2, BenchTime: time.Millisecond}}
	if err := runner.Run(cells, opt, func(*resultset.Record) error { return nil }); err != nil {
		t.Fatal(err)
	}
	runtime.GC()
	runtime.GC()
	if len(used) < 2 {
		t.Fatalf("%d bindings encoded, want one a variant at least", len(used))
	}
	for i, w := range used {
		if w.Value() != nil {
			t.Errorf("binding %d of %d still held after the run, while the plan lives", i+1, len(used))
		}
	}
	runtime.KeepAlive(cells)
}
