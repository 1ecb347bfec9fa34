package hostile

import (
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
	"github.com/serbench/serbench/suite/cmpeq"
)

// workerEnv makes the test binary a worker (TestMain), so that the faulty
// codecs, registered only here, run in worker processes as serbench's do.
const workerEnv = "SERBENCH_HOSTILE_TEST_WORKER"

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

// rec is the test dataset's message.
type rec struct {
	N    uint32
	Name string
}

// The test format: a 4-byte big-endian N, a 4-byte length, then Name.
func encodeRec(r rec) ([]byte, error) {
	b := binary.BigEndian.AppendUint32(nil, r.N)
	b = binary.BigEndian.AppendUint32(b, uint32(len(r.Name)))
	return append(b, r.Name...), nil
}

var errShort = errors.New("short")

// decodeRec checks every length: a careful decoder.
func decodeRec(b []byte) (rec, error) {
	if len(b) < 8 {
		return rec{}, errShort
	}
	n := binary.BigEndian.Uint32(b[4:])
	if uint64(n) != uint64(len(b)-8) {
		return rec{}, errors.New("bad length")
	}
	return rec{N: binary.BigEndian.Uint32(b), Name: string(b[8:])}, nil
}

func digestRec(h *digest.Hasher, r rec) {
	h.Uint64(uint64(r.N))
	h.String(r.Name)
}

// faulty wraps the careful decoder with a fault on some inputs.
func faulty(name string, fault func(b []byte)) suite.Codec {
	return suite.FuncsCodec(name, suite.Funcs[rec, rec]{
		FromModel: func(r rec) (rec, error) { return r, nil },
		ToModel:   func(r rec) (rec, error) { return r, nil },
		Encode:    encodeRec,
		Decode: func(b []byte) (rec, error) {
			fault(b)
			return decodeRec(b)
		},
	})
}

func recurse(n int) int {
	var pad [256]byte
	pad[n%256] = byte(n)
	return recurse(n+1) + int(pad[0])
}

var sink []byte

func testRegistry() *suite.Registry {
	def := &suite.Def[rec]{
		Meta: suite.Info{Name: "recs", Variants: []suite.VariantInfo{{Name: "small"}}},
		Generate: func(string) ([]rec, error) {
			return []rec{{1, "a fairly long name to cut"}, {2, "bb"}, {3, strings.Repeat("x", 40)}}, nil
		},
		Digest: digestRec,
		Equal:  cmpeq.Equal[rec](),
	}
	return &suite.Registry{
		Datasets: []suite.Dataset{def},
		Codecs: []suite.Codec{
			faulty("careful", func([]byte) {}),
			// Reads past the end of short inputs: an index panic.
			faulty("panics", func(b []byte) {
				if len(b) < 8 {
					_ = b[7]
				}
			}),
			// On 5-byte inputs, recursion without end: the runtime's fatal
			// stack overflow, which no recover catches.
			faulty("overflows", func(b []byte) {
				if len(b) == 5 {
					recurse(0)
				}
			}),
			// On 6-byte inputs, an allocation far above the worker's cap:
			// the runtime's fatal out of memory.
			faulty("allocates", func(b []byte) {
				if len(b) == 6 {
					sink = make([]byte, 64<<30)
				}
			}),
			// On 3-byte inputs, it never returns.
			faulty("hangs", func(b []byte) {
				if len(b) == 3 {
					time.Sleep(time.Hour)
				}
			}),
			// On 2-byte inputs, exits the process.
			faulty("exits", func(b []byte) {
				if len(b) == 2 {
					os.Exit(3)
				}
			}),
		},
	}
}

func testOptions(t *testing.T) Options {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	// The overflowing decoder copies its stack up to the memory cap: a small
	// cap and a roomy limit per input keep that copy within the limit on a
	// loaded two-core machine, where it is a crash and not a hang.
	return Options{
		Worker: Worker{Path: exe, Env: []string{workerEnv + "=1"}},
		Seed:   1, Timeout: 5 * time.Second, StartTimeout: time.Minute, MemCap: 128 << 20, Jobs: 2,
		Out: t.TempDir(), MaxSaved: 5,
	}
}

// TestFaultyCodecs runs the faulty decoders in workers: every fault is
// reported as its outcome, and the run goes on past it.
func TestFaultyCodecs(t *testing.T) {
	reg := testRegistry()
	var targets []Target
	for _, c := range reg.Codecs {
		targets = append(targets, Target{Dataset: "recs", Variant: "small", Codec: c.Name})
	}
	opt := testOptions(t)
	recs, err := Run(reg, targets, opt)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]struct {
		o      Outcome
		n      int
		detail string
	}{
		"careful":   {},
		"panics":    {Panicked, 8, "index out of range"}, // every truncation to fewer than 8 bytes, of each base
		"overflows": {Crashed, 1, "memory"},              // the growing stack meets the 128 MiB cap before Go's 1 GB stack limit
		"allocates": {Crashed, 1, "memory"},
		"hangs":     {TimedOut, 1, ""},
		"exits":     {Crashed, 1, "exit status 3"},
	}
	for _, r := range recs {
		t.Run(r.Codec, func(t *testing.T) {
			w := want[r.Codec]
			if r.Error != "" {
				t.Fatalf("not probed: %s", r.Error)
			}
			if r.Inputs < MinInputs || r.Sum() != r.Inputs {
				t.Fatalf("%d inputs, outcomes add up to %d", r.Inputs, r.Sum())
			}
			for _, o := range []Outcome{Panicked, Crashed, TimedOut} {
				got := r.Count(o)
				switch {
				case o != w.o && got != 0:
					t.Errorf("%d %s, want none", got, o)
				case o == w.o && got < w.n:
					t.Errorf("%d %s, want at least %d", got, o, w.n)
				}
			}
			if w.o == "" {
				if r.Workers != 1 || len(r.Examples) != 0 {
					t.Errorf("%d workers, examples %v", r.Workers, r.Examples)
				}
				return
			}
			ex := r.Examples[string(w.o)]
			if len(ex) == 0 || !strings.Contains(ex[0].Detail, w.detail) {
				t.Fatalf("examples of %s: %+v, want a detail with %q", w.o, ex, w.detail)
			}
			b, err := os.ReadFile(filepath.Join(opt.Out, ex[0].File))
			if err != nil || len(b) != ex[0].Len {
				t.Errorf("saved input %s: %d bytes, %v; want %d", ex[0].File, len(b), err, ex[0].Len)
			}
			if w.o != Panicked && r.Workers != 1+r.Crashed+r.TimedOut {
				t.Errorf("%d workers for %d crashes and %d hangs", r.Workers, r.Crashed, r.TimedOut)
			}
		})
	}
}

func TestCorpusReproducible(t *testing.T) {
	enc := [][]byte{[]byte(`{"a":[1,2,3],"b":"xyz"}`), []byte(`{"a":[]}`), []byte(`[1,{"c":null}]`)}
	spec := Spec{Seed: 7, Dataset: "d", Codec: "c", Family: "JSON", Sizes: []int{len(enc[0]), len(enc[1]), len(enc[2])},
		Encoded: func(i int) []byte { return enc[i] },
		Others:  func(i int) []Other { return []Other{{Codec: "o", Msg: i, Bytes: []byte{1, 2, 3}}} }}
	a, b := Build(spec), Build(spec)
	if len(a.Inputs) < MinInputs || len(a.Inputs) != len(b.Inputs) {
		t.Fatalf("%d and %d inputs", len(a.Inputs), len(b.Inputs))
	}
	kinds := map[Kind]int{}
	for i := range a.Inputs {
		if string(a.Bytes(i)) != string(b.Bytes(i)) {
			t.Fatalf("input %d differs between two builds", i)
		}
		kinds[a.Inputs[i].Kind]++
	}
	for _, k := range Kinds {
		if kinds[k] == 0 {
			t.Errorf("no %s input", k)
		}
	}
	spec.Seed = 8
	if c := Build(spec); string(c.Bytes(len(c.Inputs)-1)) == string(a.Bytes(len(a.Inputs)-1)) && len(c.Inputs) == len(a.Inputs) {
		t.Error("another seed made the same corpus")
	}
	// Every truncation of a short base is there.
	truncs := map[int]bool{}
	for i, in := range a.Inputs {
		if in.Kind == Truncate && in.Base == 0 {
			truncs[len(a.Bytes(i))] = true
		}
	}
	if len(truncs) != len(a.Bases[0].Bytes) {
		t.Errorf("%d truncations of a %d-byte base", len(truncs), len(a.Bases[0].Bytes))
	}
}

func TestNesting(t *testing.T) {
	for _, tc := range []struct {
		family string
		valid  []byte
		want   string // prefix of the spliced input
	}{
		{"JSON", []byte(`{"a":1}`), `{"hostile":[[`},
		{"JSON", []byte(`{}`), `{"hostile":[[`},
		{"MessagePack", []byte{0x81, 0xa1, 'a', 0x01}, "\x82\xa7hostile\x91\x91"},
		{"CBOR", []byte{0xa1, 0x61, 'a', 0x01}, "\xa2\x67hostile\x81\x81"},
	} {
		ns := nesting(tc.family, tc.valid)
		found := false
		for _, n := range ns {
			if strings.HasSuffix(n.note, "in a valid message") && strings.HasPrefix(string(n.b), tc.want) {
				found = true
			}
		}
		if !found {
			t.Errorf("%s %q: no splice starting %q", tc.family, tc.valid, tc.want)
		}
	}
	if ns := nesting("Protocol Buffers", []byte{1}); len(ns) != 0 {
		t.Errorf("nesting for protobuf: %d inputs", len(ns))
	}
}

// TestProbeAlloc checks that a decode's allocation is counted: a decoder
// that allocates 1 MiB more than the careful one on one input.
func TestProbeAlloc(t *testing.T) {
	reg := testRegistry()
	reg.Codecs = append(reg.Codecs, faulty("greedy", func(b []byte) {
		if len(b) == 4 {
			sink = make([]byte, 1<<20)
		}
	}))
	p, err := decoder(reg, "recs", "small", "greedy")
	if err != nil {
		t.Fatal(err)
	}
	warmUp()
	// The count is the process's: a goroutine another test left behind (a
	// worker's pipe, the finalizer) may allocate during a probe, and under
	// load it sometimes does (CI saw 5,872 bytes more). Such bytes only add,
	// so the least of three probes is the decoder's own.
	least := func(b []byte) line {
		l := probe(p, 0, b, &maxima{})
		for range 2 {
			if o := probe(p, 0, b, &maxima{}); o.Alloc < l.Alloc {
				l = o
			}
		}
		return l
	}
	small := least([]byte{1, 2, 3})
	big := least([]byte{1, 2, 3, 4})
	if small.Outcome != Rejected || big.Outcome != Rejected {
		t.Fatalf("outcomes %s and %s, want rejected", small.Outcome, big.Outcome)
	}
	// The careful decoder allocates only its wrapped error (fmt's state
	// included, since the collection empties fmt's pool); the greedy one
	// 1 MiB more. Both to the byte, not to a span.
	if big.Alloc < 1<<20 || big.Alloc > 1<<20+1024 || small.Alloc > 1024 {
		t.Errorf("allocated %d and %d bytes, want under 1 KiB and 1 MiB plus under 1 KiB", small.Alloc, big.Alloc)
	}
	ok := probe(p, 0, []byte{0, 0, 0, 9, 0, 0, 0, 1, 'z'}, &maxima{})
	if ok.Outcome != Accepted || ok.Unstable {
		t.Errorf("a valid input: %+v", ok)
	}
}
